import type { Tx } from "../../db/pool.ts";
import { audit } from "../../main/org/common.ts";
import type { LiveChange } from "../../shared/live.ts";
import type { Principal } from "../../shared/principal.ts";
import { decideApproval } from "../approvals/routes/act.ts";
import { lockClaim } from "./flow.ts";
import { claimDecided, HEADLINES, notFoundClaim } from "./problems.ts";

/**
 * POST /reimbursements/:id/decision: the approver's payout choice is stored, then the approval
 * flow decides (approvals/routes/act.ts decideApproval: the approver check (403), the machine,
 * the rider). Another client's id: 404; a claim no longer pending: 409.
 */
export async function decideClaim(
  tx: Tx,
  principal: Principal,
  id: number,
  decision: "approve" | "reject",
  note: string | null,
  payoutMethod: "payroll" | "disbursement" | null,
): Promise<LiveChange[]> {
  const peek = await tx.query<{ approvalId: number | null; status: string }>(
    `SELECT approval_request_id AS "approvalId", status FROM reimbursement_claims WHERE id = $1`,
    [id],
  );
  const found = peek.rows[0];
  if (!found) throw notFoundClaim();
  if (found.approvalId === null || found.status !== "pending") throw claimDecided(found.status);
  // Locks in the deciding order (approval, then claim) as the cancel does.
  await tx.query("SELECT 1 FROM approval_requests WHERE id = $1 FOR UPDATE", [found.approvalId]);
  const claim = (await lockClaim(tx, "id", id))!;
  if (claim.status !== "pending") throw claimDecided(claim.status);
  if (decision === "approve" && payoutMethod !== null)
    await tx.query("UPDATE reimbursement_claims SET payout_method = $2 WHERE id = $1", [
      id,
      payoutMethod,
    ]);
  const outcome = await decideApproval(
    tx,
    principal,
    found.approvalId,
    decision,
    note,
    undefined,
    (decision === "approve" ? HEADLINES.approve : HEADLINES.reject).en,
  );
  await audit(tx, principal, {
    action: "reimbursement_claim.decide",
    entityType: "reimbursement_claim",
    entityId: id,
    before: { status: claim.status },
    after: { decision, note, payoutMethod, approvalStatus: outcome.after.status },
  });
  return outcome.changes;
}
