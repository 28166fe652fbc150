import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import { typed } from "../../shared/typed.ts";
import { approvalRoutes } from "./routes/approval.ts";
import { createRoute } from "./routes/create.ts";
import { listRoute } from "./routes/list.ts";
import { readRoute } from "./routes/read.ts";
import { settingsRoutes } from "./routes/settings.ts";
import { updateRoute } from "./routes/update.ts";

export * from "./routes/shared.ts";

/** The partner register, its approval and visibility (issue 5, SPEC §4, §6). */
export function partnerRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  listRoute(app, deps);
  settingsRoutes(app, deps);
  readRoute(app, deps);
  createRoute(app, deps);
  updateRoute(app, deps);
  approvalRoutes(app, deps);
}
