import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import { typed } from "../../shared/typed.ts";
import { masterScheduleRoutesOf } from "./routes/masterSchedules.ts";
import { schedulePatternRoutesOf } from "./routes/schedulePatterns.ts";
import { shiftRoutesOf } from "./routes/shifts.ts";

/** Issue 13: shifts, master schedules (a work week) and schedule patterns (a rotation). */
export function shiftRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  shiftRoutesOf(app, deps);
  masterScheduleRoutesOf(app, deps);
  schedulePatternRoutesOf(app, deps);
}
