import type { Db } from "../../../../db/pool.ts";
import { pageAnswer, pageOf } from "../../../../main/org/common.ts";
import type { App } from "../../../../shared/typed.ts";
import { listReports } from "../repo.ts";
import { MENUS, ReportListQuery, ReportSchema } from "../schemas.ts";

/** GET /payroll-reports: search (name, group), type, status, group, period, sort, pages. */
export function listRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-reports",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Payroll reports: q (report or group name), type, status, payrollGroupId, period; sort name|period|createdAt|status (- desc; default -createdAt)",
        querystring: ReportListQuery,
        response: { 200: pageOf(ReportSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listReports(
          tx,
          {
            q: query.q?.trim() || null,
            type: query.type ?? null,
            status: query.status ?? null,
            payrollGroupId: query.payrollGroupId ?? null,
            period: query.period ?? null,
            sort: query.sort,
          },
          { limit, page },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );
}
