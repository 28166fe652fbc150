import type { ApprovalRider } from "../approvals/riders.ts";
import { afterLeaveDecision, checkLeaveBeforeApprove } from "./flow.ts";

/**
 * Issue 15, leave requests on the approval flow: checks a leave request before an approve
 * (SPEC §8: no approved attendance on its days; the balance still covers it), and when the
 * flow ends applies it (ledger "taken" entry, the days' attendance records' leave status) or
 * settles it (rejected / cancelled). The logic lives in ./flow.ts.
 */
export const leaveRider: ApprovalRider = {
  requestTypes: ["leave"],
  async checkBeforeApprove(tx, approvalId) {
    await checkLeaveBeforeApprove(tx, approvalId);
  },
  async afterDecision(tx, clientId, approvalId, status, actor, note) {
    return afterLeaveDecision(tx, clientId, approvalId, status, actor, note);
  },
};
