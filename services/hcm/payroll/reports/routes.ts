import type { Db } from "../../../db/pool.ts";
import type { JobQueue } from "../../../jobs/runtime.ts";
import type { App } from "../../../shared/typed.ts";
import { adjustmentsReadRoute } from "./routes/adjustmentsRead.ts";
import { adjustmentsUpdateRoute } from "./routes/adjustmentsUpdate.ts";
import { createRoute } from "./routes/create.ts";
import { deleteRoute } from "./routes/delete.ts";
import { detailRoute } from "./routes/detail.ts";
import { detailsRoute } from "./routes/details.ts";
import { finalizeRoute } from "./routes/finalize.ts";
import { listRoute } from "./routes/list.ts";
import { previewRoute } from "./routes/preview.ts";
import { readRoute } from "./routes/read.ts";
import { recomputeRoute } from "./routes/recompute.ts";

/**
 * Issue 17, payroll reports under /api/hcm/v1 (menus payroll-report or payroll-report-beta;
 * /work/reports-api.md): create (202, the "payroll-run" job computes), list, read, lines,
 * one line, recompute, adjustments, finalize, delete, and a group's run preview. Every
 * change is audited (entity payroll_report).
 */
export function payrollReportRoutes(app: App, deps: { db: Db; jobs?: JobQueue | undefined }): void {
  listRoute(app, deps);
  readRoute(app, deps);
  createRoute(app, deps);
  detailsRoute(app, deps);
  detailRoute(app, deps);
  recomputeRoute(app, deps);
  adjustmentsReadRoute(app, deps);
  adjustmentsUpdateRoute(app, deps);
  finalizeRoute(app, deps);
  deleteRoute(app, deps);
  previewRoute(app, deps);
}
