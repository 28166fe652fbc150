import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import { typed } from "../../shared/typed.ts";
import { createRoute } from "./routes/create.ts";
import { listRoute } from "./routes/list.ts";
import { passwordRoute } from "./routes/password.ts";
import { readRoute } from "./routes/read.ts";
import { statusRoute } from "./routes/status.ts";
import { updateRoute } from "./routes/update.ts";

/** Settings → Users (issue 12): the client's console users, menu role-management. */
export function userRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  listRoute(app, deps);
  readRoute(app, deps);
  createRoute(app, deps);
  updateRoute(app, deps);
  statusRoute(app, deps);
  passwordRoute(app, deps);
}
