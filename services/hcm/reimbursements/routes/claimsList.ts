import type { Db } from "../../../db/pool.ts";
import { pageAnswer, pageOf } from "../../../main/org/common.ts";
import type { App } from "../../../shared/typed.ts";
import { listClaims } from "../repo.ts";
import { ClaimListQuery, ClaimSchema, MENUS } from "../schemas.ts";

/** GET /reimbursements: search, filters, sort, pages (the console's Claims tab). */
export function claimsListRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/reimbursements",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Reimbursement claims: q (worker name or NIK, description, type), status, typeId, agentId, payoutMethod, from/to (claim date), unpaid (approved, not yet paid nor in a batch); sort createdAt|claimDate|amount|agentName|typeName|status (- desc; default -createdAt)",
        querystring: ClaimListQuery,
        response: { 200: pageOf(ClaimSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const { limit = 10, page = 1, sort, ...filter } = query;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listClaims(tx, principal.userId, filter, sort, limit, page),
      );
      return pageAnswer(paged, limit, page);
    },
  );
}
