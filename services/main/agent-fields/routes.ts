import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import { typed } from "../../shared/typed.ts";
import { archiveRoute } from "./routes/archive.ts";
import { createRoute } from "./routes/create.ts";
import { listRoute } from "./routes/list.ts";
import { readRoute } from "./routes/read.ts";
import { updateRoute } from "./routes/update.ts";

export * from "./routes/shared.ts";

/**
 * Additional data (issue 5): client-defined employee fields. Writes need the
 * employee-additional-data menu; reads either it or employee-list (SPEC §6). Deleting a
 * field archives it: it leaves the form, the filters and the export; agents' values stay.
 */
export function agentFieldRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  listRoute(app, deps);
  readRoute(app, deps);
  createRoute(app, deps);
  updateRoute(app, deps);
  archiveRoute(app, deps);
}
