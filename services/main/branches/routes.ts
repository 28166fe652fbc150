import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import { typed } from "../../shared/typed.ts";
import { createRoute } from "./routes/create.ts";
import { deleteRoute } from "./routes/delete.ts";
import { listRoute } from "./routes/list.ts";
import { readRoute } from "./routes/read.ts";
import { updateRoute } from "./routes/update.ts";

export * from "./routes/shared.ts";

/** The client's offices: address, city, coordinates and time zone (issue 5, SPEC §9). */
export function branchRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  listRoute(app, deps);
  readRoute(app, deps);
  createRoute(app, deps);
  updateRoute(app, deps);
  deleteRoute(app, deps);
}
