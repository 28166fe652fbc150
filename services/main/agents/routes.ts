import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import { typed } from "../../shared/typed.ts";
import { exportRoute } from "./export.ts";
import { createRoute } from "./routes/create.ts";
import { listRoute } from "./routes/list.ts";
import { readRoute } from "./routes/read.ts";
import { fieldMap, filterOf } from "./routes/shared.ts";
import { statusRoute } from "./routes/status.ts";
import { terminateRoute } from "./routes/terminate.ts";
import { timelineRoute } from "./routes/timeline.ts";
import { updateRoute } from "./routes/update.ts";

export * from "./routes/shared.ts";

/**
 * Employees ("agents", issue 5): list, read, create, edit, terminate, bulk activate /
 * inactivate, timeline and export. All need the employee-list menu (SPEC §6). Agents are
 * never deleted: people and their payroll history stay; they are inactivated or terminated.
 */
export function agentRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  listRoute(app, deps);
  exportRoute(app, deps.db, { filterOf, fieldMap });
  readRoute(app, deps);
  createRoute(app, deps);
  updateRoute(app, deps);
  terminateRoute(app, deps);
  statusRoute(app, deps);
  timelineRoute(app, deps);
}
