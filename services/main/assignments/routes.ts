import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import { typed } from "../../shared/typed.ts";
import { createRoute } from "./routes/create.ts";
import { deleteRoute } from "./routes/delete.ts";
import { endRoute } from "./routes/end.ts";
import { listRoute } from "./routes/list.ts";
import { readRoute } from "./routes/read.ts";
import { updateRoute } from "./routes/update.ts";

export * from "./routes/shared.ts";

/** Which agent works on which project, at which merchant or branch, when (issue 5). */
export function assignmentRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  listRoute(app, deps);
  readRoute(app, deps);
  createRoute(app, deps);
  updateRoute(app, deps);
  endRoute(app, deps);
  deleteRoute(app, deps);
}
