import type { Db } from "../../../../db/pool.ts";
import { IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { findReport } from "../repo.ts";
import { MENUS, ReportSchema } from "../schemas.ts";

/** GET /payroll-reports/:id: status, totals, progress (another client's: 404). */
export function readRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-reports/:id",
    {
      config: { menus: MENUS },
      schema: {
        summary: "One payroll report: status, totals, progress while computing, period and dates",
        params: IdParams,
        response: { 200: dataOf(ReportSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const report = await db.tenant(principal.clientId, (tx) => findReport(tx, params.id));
      if (!report) throw notFound("Payroll report");
      return { data: report };
    },
  );
}
