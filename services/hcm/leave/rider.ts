import type { ApprovalRider } from "../approvals/riders.ts";

/**
 * Issue 15, leave requests on the approval flow (seam): checks a leave request before an
 * approve, and when the flow ends applies it (ledger "taken" entries, the days' attendance
 * records' leave status) or settles it (rejected / cancelled).
 */
export const leaveRider: ApprovalRider = {
  requestTypes: ["leave"],
  async checkBeforeApprove() {},
  async afterDecision() {
    return [];
  },
};
