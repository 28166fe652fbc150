import type { Db } from "../../../db/pool.ts";
import { IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { LiveChange, LivePublisher } from "../../../shared/live.ts";
import type { App } from "../../../shared/typed.ts";
import { decideClaim } from "../decide.ts";
import { findClaim } from "../repo.ts";
import { ClaimSchema, DecisionBody } from "../schemas.ts";

/**
 * POST /reimbursements/:id/decision { decision, note?, payoutMethod? }: the current layer's
 * approver decides through the approval flow (being that approver is the permission: 403
 * otherwise); the last layer's approve fixes the tax split.
 */
export function claimsDecisionRoute(app: App, deps: { db: Db; live: LivePublisher }): void {
  app.post(
    "/reimbursements/:id/decision",
    {
      // Being an approver of the current layer is the permission (as leave's decision).
      config: { session: true },
      schema: {
        summary:
          "An approver's decision at the current layer: approve (optionally choosing the payout method) or reject (note required); 409 REIMBURSEMENT_CLAIM_DECIDED when no longer pending",
        params: IdParams,
        body: DecisionBody,
        response: { 200: dataOf(ClaimSchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      let changes: LiveChange[] = [];
      const claim = await deps.db.tenant(principal.clientId, async (tx) => {
        changes = await decideClaim(
          tx,
          principal,
          params.id,
          body.decision,
          body.note?.trim() || null,
          body.payoutMethod ?? null,
        );
        return (await findClaim(tx, params.id, principal.userId))!;
      });
      for (const change of changes) deps.live.changed(principal.clientId, change);
      return { data: claim };
    },
  );
}
