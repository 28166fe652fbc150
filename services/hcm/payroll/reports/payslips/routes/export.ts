import { Type } from "typebox";
import { safeFileName } from "../../../../../../domain/payroll/run/payslip.ts";
import type { Db } from "../../../../../db/pool.ts";
import { XLSX_TYPE } from "../../../../../main/imports/workbook.ts";
import { IdParams } from "../../../../../main/org/common.ts";
import { notFound } from "../../../../../shared/errors.ts";
import type { App } from "../../../../../shared/typed.ts";
import { findReport, linesAfter, MENUS, type PayslipLine, refuseWhileComputing } from "../repo.ts";
import { reportExportFile } from "../sheet.ts";

const CHUNK = 1000;

/** GET /payroll-reports/:id/export?format=xlsx|csv: one row per worker line (cells neutralised). */
export function reportExportRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-reports/:id/export",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "The report's lines, one row per worker (figures, BPJS parts, PPh 21, net, account, error), as XLSX or CSV (cells neutralised)",
        params: IdParams,
        querystring: Type.Object({ format: Type.Optional(Type.Enum(["xlsx", "csv"])) }),
      },
    },
    async (request, reply) => {
      const { principal, params, query } = request;
      const format = query.format ?? "xlsx";
      const found = await db.tenant(principal.clientId, async (tx) => {
        const report = await findReport(tx, params.id);
        if (!report) return null;
        refuseWhileComputing(report);
        const lines: PayslipLine[] = [];
        for (let afterId = 0; ; ) {
          const chunk = await linesAfter(tx, report.id, afterId, CHUNK, true);
          lines.push(...chunk);
          if (chunk.length < CHUNK) break;
          afterId = chunk[chunk.length - 1]!.id;
        }
        return { report, lines };
      });
      if (!found) throw notFound("Payroll report");
      const file = await reportExportFile(found.lines, format, principal.language);
      const name = safeFileName(`payroll-report-${found.report.period}-${found.report.name}`);
      return reply
        .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : XLSX_TYPE)
        .header("content-disposition", `attachment; filename="${name}.${format}"`)
        .send(file);
    },
  );
}
