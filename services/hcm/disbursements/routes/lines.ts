import { IdParams, pageAnswer, pageOf } from "../../../main/org/common.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { listLines } from "../repo.ts";
import { LineListQuery, LineSchema, PROCESS_OR_APPROVE } from "../schemas.ts";
import type { Deps } from "../shared.ts";

/** GET /disbursements/:id/lines: a page of the batch's lines. */
export function linesRoute(app: App, { db }: Deps): void {
  app.get(
    "/disbursements/:id/lines",
    {
      config: { menus: PROCESS_OR_APPROVE },
      schema: {
        summary:
          "A batch's lines: q (name, employee number, account), status, problems (an error or a name mismatch); sort id|name|employeeNumber|amount|status",
        params: IdParams,
        querystring: LineListQuery,
        response: { 200: pageOf(LineSchema) },
      },
    },
    async (request) => {
      const { principal, params, query } = request;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, async (tx) => {
        const found = await tx.query("SELECT 1 FROM disbursements WHERE id = $1", [params.id]);
        if (found.rowCount === 0) throw notFound("Disbursement");
        return listLines(
          tx,
          params.id,
          {
            q: query.q?.trim() || null,
            status: query.status ?? null,
            problems: query.problems ?? false,
            sort: query.sort,
          },
          principal.language,
          { limit, page },
        );
      });
      return pageAnswer(paged, limit, page);
    },
  );
}
