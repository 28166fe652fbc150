import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import type { JobQueue } from "../../jobs/runtime.ts";
import { typed } from "../../shared/typed.ts";
import { assignRoutes } from "./routes/assign.ts";
import { holidayRoutes } from "./routes/holidays.ts";
import { scheduleRoutes } from "./routes/schedules.ts";

/**
 * Issue 13, employee schedules: the holiday calendar, the generated schedule days with the
 * grid and single-day overrides, and bulk assign as a background job.
 */
export function rosterRoutes(server: FastifyInstance, deps: { db: Db; jobs?: JobQueue }): void {
  const app = typed(server);
  holidayRoutes(app, deps);
  assignRoutes(app, deps);
  scheduleRoutes(app, deps);
}
