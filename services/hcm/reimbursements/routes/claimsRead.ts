import type { Db } from "../../../db/pool.ts";
import { IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { notFoundClaim } from "../problems.ts";
import { findClaim } from "../repo.ts";
import { ClaimSchema, MENUS } from "../schemas.ts";

/** GET /reimbursements/:id: receipts, tax split, approval and where it was paid. */
export function claimsReadRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/reimbursements/:id",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "One claim: receipts, the tax split (fixed at approval), the approval's current layer and whether the caller may decide it, and the payroll report or disbursement batch that pays it",
        params: IdParams,
        response: { 200: dataOf(ClaimSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const claim = await db.tenant(principal.clientId, (tx) =>
        findClaim(tx, params.id, principal.userId),
      );
      if (!claim) throw notFoundClaim();
      return { data: claim };
    },
  );
}
