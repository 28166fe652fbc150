import { Type } from "typebox";
import { MAX_DIRECT_ROWS } from "../../../../../../domain/payroll/direct.ts";
import type { Db } from "../../../../../db/pool.ts";
import { XLSX_TYPE } from "../../../../../main/imports/workbook.ts";
import type { App } from "../../../../../shared/typed.ts";
import { MENUS } from "../schemas.ts";
import { templateFile } from "../sheet.ts";

/** GET /payroll-reports/direct/template?format=xlsx|csv: the direct payroll upload's sheet. */
export function templateRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-reports/direct/template",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "The direct payroll template: Employee Number, Name (ignored), Basic Salary, Allowances, Overtime, Other Earnings, Deductions, PPh 21, Note; one row per active worker (cells neutralised)",
        querystring: Type.Object({ format: Type.Optional(Type.Enum(["xlsx", "csv"])) }),
      },
    },
    async (request, reply) => {
      const { principal, query } = request;
      const format = query.format ?? "xlsx";
      const file = await db.tenant(principal.clientId, (tx) =>
        templateFile(tx, format, MAX_DIRECT_ROWS),
      );
      return reply
        .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : XLSX_TYPE)
        .header("content-disposition", `attachment; filename="direct-payroll-template.${format}"`)
        .header("cache-control", "no-store")
        .send(file);
    },
  );
}
