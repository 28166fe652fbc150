import type { Db } from "../../../../db/pool.ts";
import type { App } from "../../../../shared/typed.ts";
import { createRoute } from "./routes/create.ts";
import { templateRoute } from "./routes/template.ts";
import { uploadRoute } from "./routes/upload.ts";

/**
 * Issue 17, direct payroll under /api/hcm/v1 (menus payroll-report or payroll-report-beta;
 * /work/reports-api.md "Direct payroll"): the template, the upload and the JSON create. A
 * direct report is a draft at once; reading, finalising and deleting it are the payroll
 * reports' routes. Every report created is audited (entity payroll_report).
 */
export async function directPayrollRoutes(app: App, deps: { db: Db }): Promise<void> {
  templateRoute(app, deps);
  createRoute(app, deps);
  await uploadRoute(app, deps);
}
