import type { Db } from "../../../../db/pool.ts";
import type { App } from "../../../../shared/typed.ts";
import { reportExportRoute } from "./routes/export.ts";
import { payslipPdfRoute } from "./routes/pdf.ts";
import { payslipPreviewRoute } from "./routes/preview.ts";
import { payslipZipRoute } from "./routes/zip.ts";

/**
 * Issue 17, payslips and exports under /api/hcm/v1 (menus payroll-report or
 * payroll-report-beta; /work/reports-api.md): one worker's payslip PDF, every payslip of a
 * report as a streamed zip, the report's lines as XLSX/CSV, and one line's payslip source as
 * JSON for the console's preview (GET /payslips/:detailId). Reads only: no audit rows.
 */
export function payslipRoutes(app: App, deps: { db: Db }): void {
  payslipPdfRoute(app, deps);
  payslipZipRoute(app, deps);
  reportExportRoute(app, deps);
  payslipPreviewRoute(app, deps);
}
