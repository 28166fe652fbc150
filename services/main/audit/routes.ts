import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import { typed } from "../../shared/typed.ts";
import { exportRoute } from "./routes/export.ts";
import { listRoute } from "./routes/list.ts";

/** Settings → Audit log (issue 12): the client's audit trail and its CSV export. */
export function auditRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  listRoute(app, deps);
  exportRoute(app, deps);
}
