import type { Db } from "../../../db/pool.ts";
import { pageAnswer, pageOf } from "../../../main/org/common.ts";
import type { App } from "../../../shared/typed.ts";
import { listTypes } from "../repo.ts";
import { MENUS, TypeListQuery, TypeSchema } from "../schemas.ts";

/** GET /reimbursement-types: search by name, active, sort name|createdAt|taxTreatment, pages. */
export function typesListRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/reimbursement-types",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Reimbursement claim types with their tax treatment, budget and receipt threshold (q, active; sort name|createdAt|taxTreatment, - desc; default name)",
        querystring: TypeListQuery,
        response: { 200: pageOf(TypeSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listTypes(
          tx,
          { q: query.q ?? null, active: query.active ?? null, sort: query.sort },
          limit,
          page,
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );
}
