import type { Tx } from "../../db/pool.ts";
import { audit } from "../../main/org/common.ts";
import type { LiveChange } from "../../shared/live.ts";
import type { Principal } from "../../shared/principal.ts";
import { decideApproval } from "../approvals/routes/act.ts";
import { lockRow } from "./flow.ts";
import { alreadyStatus, LEAVE_REQUEST, notFoundLeave } from "./messages.ts";

/**
 * POST /leave-requests/:id/decision: the approver's choice of paid or unpaid is stored, then
 * the approval flow decides (approvals/routes/act.ts decideApproval: the approver check, the
 * machine, the rider). Another client's id: 404.
 */
export async function decideLeaveRequest(
  tx: Tx,
  principal: Principal,
  id: number,
  decision: "approve_paid" | "approve_unpaid" | "reject",
  note: string | null,
): Promise<LiveChange[]> {
  const peek = await tx.query<{ approvalId: number | null; status: string }>(
    `SELECT approval_request_id AS "approvalId", status FROM leave_requests WHERE id = $1`,
    [id],
  );
  const found = peek.rows[0];
  if (!found) throw notFoundLeave(LEAVE_REQUEST);
  if (found.approvalId === null) throw alreadyStatus(found.status);
  // Locks in the deciding order (approval, then request) as the worker's cancel does.
  await tx.query("SELECT 1 FROM approval_requests WHERE id = $1 FOR UPDATE", [found.approvalId]);
  const row = (await lockRow(tx, "id", id))!;
  if (row.status !== "pending") throw alreadyStatus(row.status);
  if (decision !== "reject")
    await tx.query("UPDATE leave_requests SET paid_choice = $2 WHERE id = $1", [
      id,
      decision === "approve_paid",
    ]);
  const outcome = await decideApproval(
    tx,
    principal,
    found.approvalId,
    decision === "reject" ? "reject" : "approve",
    note,
    undefined,
    decision === "reject" ? "Failed to Reject Request" : "Failed to Approve Request",
  );
  await audit(tx, principal, {
    action: "leave_request.decide",
    entityType: "leave_request",
    entityId: id,
    before: { status: row.status },
    after: { decision, note, approvalStatus: outcome.after.status },
  });
  return outcome.changes;
}
