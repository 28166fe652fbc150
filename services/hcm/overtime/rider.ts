import type { ApprovalRider } from "../approvals/riders.ts";
import { afterOvertimeDecision, checkOvertimeBeforeApprove } from "./requests/flow.ts";

/**
 * Issue 15, overtime requests on the approval flow: checks an overtime request against the
 * day's attendance before an approve (SPEC §8 "validate attendance data before overtime
 * request": the day validated, its attendance showing the minutes, the caps holding), and
 * when the flow ends applies it (the record's overtime minutes, the figures) or settles it
 * (services/hcm/overtime/requests/flow.ts).
 */
export const overtimeRider: ApprovalRider = {
  requestTypes: ["overtime"],
  async checkBeforeApprove(tx, approvalId) {
    await checkOvertimeBeforeApprove(tx, approvalId);
  },
  async afterDecision(tx, clientId, approvalId, status, actor, note) {
    return afterOvertimeDecision(tx, clientId, approvalId, status, actor, note);
  },
};
