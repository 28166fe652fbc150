import type { Db } from "../../../../db/pool.ts";
import { IdParams, pageAnswer, pageOf } from "../../../../main/org/common.ts";
import { notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { listDetails } from "../repo.ts";
import { DetailListQuery, DetailSchema, MENUS } from "../schemas.ts";

/** GET /payroll-reports/:id/details: the report's lines (no lines: an empty page). */
export function detailsRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-reports/:id/details",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "A report's lines, one per worker: agentId, q (name or employee number), errorsOnly; sort name|employeeNumber|branchName|basicSalary|gross|net|pph21",
        params: IdParams,
        querystring: DetailListQuery,
        response: { 200: pageOf(DetailSchema) },
      },
    },
    async (request) => {
      const { principal, params, query } = request;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, async (tx) => {
        const found = await tx.query("SELECT 1 FROM payroll_reports WHERE id = $1", [params.id]);
        if (found.rowCount === 0) throw notFound("Payroll report");
        return listDetails(
          tx,
          params.id,
          {
            agentId: query.agentId ?? null,
            q: query.q?.trim() || null,
            errorsOnly: query.errorsOnly ?? false,
            sort: query.sort,
          },
          { limit, page },
        );
      });
      return pageAnswer(paged, limit, page);
    },
  );
}
