import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { LivePublisher } from "../../../shared/live.ts";
import type { App } from "../../../shared/typed.ts";
import { cancelClaim } from "../flow.ts";
import { CancelBody, ClaimSchema, MENUS } from "../schemas.ts";

/** POST /reimbursements/:id/cancel: a pending claim, or an approved one not yet being paid. */
export function claimsCancelRoute(app: App, deps: { db: Db; live: LivePublisher }): void {
  app.post(
    "/reimbursements/:id/cancel",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Cancels a pending claim (its approval too) or an approved one not yet in a finalised payroll report or a disbursement batch (409 REIMBURSEMENT_CLAIM_CARRIED; decided: 409 REIMBURSEMENT_CLAIM_DECIDED)",
        params: IdParams,
        body: Type.Optional(CancelBody),
        response: { 200: dataOf(ClaimSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const claim = await cancelClaim(
        deps,
        principal,
        params.id,
        request.body?.note?.trim() || null,
      );
      return { data: claim };
    },
  );
}
