import type { ApprovalRider } from "../approvals/riders.ts";
import { afterReimbursementDecision } from "./flow.ts";

/**
 * Issue 18, reimbursement claims on the approval flow: nothing to re-check before an approve
 * (the budget counted the claim when it was made, pending claims included); when the flow ends
 * the claim is approved with its tax split fixed, or settled (rejected / cancelled). The logic
 * lives in ./flow.ts.
 */
export const reimbursementRider: ApprovalRider = {
  requestTypes: ["reimbursement"],
  async checkBeforeApprove() {},
  async afterDecision(tx, _clientId, approvalId, status, actor, note) {
    return afterReimbursementDecision(tx, approvalId, status, actor, note);
  },
};
