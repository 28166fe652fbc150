import type { RequestType } from "../../../domain/approvals.ts";
import type { Tx } from "../../db/pool.ts";
import type { LiveChange } from "../../shared/live.ts";
import type { RecordActor } from "../attendance/records.ts";
import { afterApprovalDecision, checkBeforeApprove } from "../attendance/requests/flow.ts";
import { leaveRider } from "../leave/rider.ts";
import { overtimeRider } from "../overtime/rider.ts";
import { reimbursementRider } from "../reimbursements/rider.ts";

/**
 * What rides on an approval request (issues 14 and 15): a worker's attendance request, a leave
 * request, an overtime request. The approval flow (approvals/routes/act.ts) is one for all;
 * each rider checks its request before an approve and applies or settles it when the flow
 * ends, in the deciding transaction. A rider answers the live changes to publish after commit.
 */
export type ApprovalRider = {
  requestTypes: readonly RequestType[];
  /** Before an approver's approve (any layer): throws the SPEC §8 409s when it no longer fits. */
  checkBeforeApprove(tx: Tx, approvalId: number): Promise<void>;
  /** After the approval row took `status` (pending: a layer passed; or the flow's end). */
  afterDecision(
    tx: Tx,
    clientId: number,
    approvalId: number,
    status: "pending" | "approved" | "rejected" | "cancelled",
    actor: RecordActor,
    note: string | null,
  ): Promise<LiveChange[]>;
};

const attendanceRider: ApprovalRider = {
  requestTypes: [
    "shift",
    "branch",
    "shift_branch",
    "new_attendance",
    "new_attendance_branch",
    "dispute",
  ],
  async checkBeforeApprove(tx, approvalId) {
    await checkBeforeApprove(tx, approvalId);
  },
  async afterDecision(tx, clientId, approvalId, status, actor, note) {
    const date = await afterApprovalDecision(tx, clientId, approvalId, status, actor, note);
    return date === null
      ? []
      : [
          { type: "attendance_request", dates: [date] },
          ...(status === "approved" ? [{ type: "attendance" as const, dates: [date] }] : []),
        ];
  },
};

const RIDERS: readonly ApprovalRider[] = [
  attendanceRider,
  leaveRider,
  overtimeRider,
  // Issue 18, reimbursement claims:
  reimbursementRider,
];

/** The rider of a request type (every type has one). */
export function riderOf(type: RequestType): ApprovalRider {
  const rider = RIDERS.find((r) => r.requestTypes.includes(type));
  if (!rider) throw new Error(`No approval rider for request type ${type}`);
  return rider;
}
