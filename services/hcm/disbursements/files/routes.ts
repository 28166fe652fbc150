import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { bankFileRoute } from "./routes/bankFile.ts";
import { paidReportRoute } from "./routes/paidReport.ts";
import { templateRoute } from "./routes/template.ts";
import { uploadRoute } from "./routes/upload.ts";

/**
 * Issue 18, bank files, the upload and the paid report under /api/hcm/v1 (menu
 * disbursement-process; /work/money-api.md "Files and reports"): a batch's Mandiri MCM file
 * or XLSX, the upload read into lines (nothing stored) and its template, and what was paid
 * per worker per month.
 */
export async function disbursementFileRoutes(app: App, deps: { db: Db }): Promise<void> {
  bankFileRoute(app, deps);
  templateRoute(app, deps);
  paidReportRoute(app, deps);
  await uploadRoute(app, deps);
}
