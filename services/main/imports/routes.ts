import type { FastifyInstance } from "fastify";
import { typed } from "../../shared/typed.ts";
import { progressRoutes } from "./routes/progress.ts";
import type { ImportDeps } from "./routes/shared.ts";
import { statusRoutes } from "./routes/status.ts";
import { templateRoutes } from "./routes/templates.ts";
import { uploadRoutes } from "./routes/upload.ts";

export * from "./routes/shared.ts";

/**
 * Bulk uploads (issue 5): the employee default-data and additional-data imports with their
 * templates, progress stream and result report, and the assignment upload with its live
 * per-row result stream (SPEC §7).
 */
export async function importRoutes(server: FastifyInstance, deps: ImportDeps): Promise<void> {
  const app = typed(server);
  templateRoutes(app, deps);
  await uploadRoutes(app, deps);
  statusRoutes(app, deps);
  progressRoutes(app, deps);
}
