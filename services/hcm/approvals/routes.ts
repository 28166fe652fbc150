import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import type { LivePublisher } from "../../shared/live.ts";
import { typed } from "../../shared/typed.ts";
import { actRoutes, cancelRoute } from "./routes/act.ts";
import { approversRoute } from "./routes/approvers.ts";
import { createRoute } from "./routes/create.ts";
import { deleteRoute } from "./routes/delete.ts";
import { listRoute } from "./routes/list.ts";
import { readRoute } from "./routes/read.ts";
import { requestRoutes } from "./routes/requests.ts";
import { updateRoute } from "./routes/update.ts";

/**
 * Approval rules (menu settings) and the approval flow (issue 13): requests walk a rule's
 * layers as src/machines/approvalMachine.ts says.
 */
export function approvalRoutes(
  server: FastifyInstance,
  deps: { db: Db; live?: LivePublisher },
): void {
  const app = typed(server);
  listRoute(app, deps);
  readRoute(app, deps);
  createRoute(app, deps);
  updateRoute(app, deps);
  deleteRoute(app, deps);
  requestRoutes(app, deps);
  actRoutes(app, deps);
  cancelRoute(app, deps);
  approversRoute(app, deps);
}
