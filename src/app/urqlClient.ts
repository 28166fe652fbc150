import { cacheExchange } from "@urql/exchange-graphcache";
import { Client, fetchExchange } from "urql";
import { agentCacheKeys, agentMutationUpdates } from "../features/agents/cacheUpdates.ts";
import {
  approvalRuleCacheKeys,
  approvalRuleMutationUpdates,
} from "../features/approval-rules/cacheUpdates.ts";
import { attendanceOverviewCacheKeys } from "../features/attendance-overview/cacheKeys.ts";
import { orgCacheKeys, orgMutationUpdates } from "../features/branches/cacheUpdates.ts";
import {
  dailyApprovalCacheKeys,
  dailyApprovalMutationUpdates,
} from "../features/daily-approval/cacheUpdates.ts";
// Issue 18, disbursements:
import {
  disbursementCacheKeys,
  disbursementMutationUpdates,
} from "../features/disbursements/cacheUpdates.ts";
import { rosterCacheKeys } from "../features/employee-schedules/cacheKeys.ts";
import { leaveCacheKeys, leaveMutationUpdates } from "../features/leave-management/cacheUpdates.ts";
import {
  overtimePolicyCacheKeys,
  overtimePolicyMutationUpdates,
} from "../features/overtime-policies/cacheUpdates.ts";
// Issue 16, payroll components:
import {
  payrollComponentCacheKeys,
  payrollComponentMutationUpdates,
} from "../features/payroll-components/cacheUpdates.ts";
import {
  payrollGroupCacheKeys,
  payrollGroupMutationUpdates,
} from "../features/payroll-groups/cacheUpdates.ts";
// Issue 17, payroll reports:
import {
  payrollReportCacheKeys,
  payrollReportMutationUpdates,
} from "../features/payroll-reports-common/cacheUpdates.ts";
import {
  pendingApprovalCacheKeys,
  pendingApprovalMutationUpdates,
} from "../features/pending-approval/cacheUpdates.ts";
// Issue 18, reimbursements:
import {
  reimbursementCacheKeys,
  reimbursementMutationUpdates,
} from "../features/reimbursements/cacheUpdates.ts";
import { roleCacheKeys, roleMutationUpdates } from "../features/role-management/cacheUpdates.ts";
import { scheduleCacheKeys, scheduleMutationUpdates } from "../features/shifts/cacheUpdates.ts";
import {
  taxConfigurationCacheKeys,
  taxConfigurationMutationUpdates,
} from "../features/tax/cacheUpdates.ts";
import { userCacheKeys, userMutationUpdates } from "../features/users/cacheUpdates.ts";
import {
  placeCacheKeys,
  placeMutationUpdates,
} from "../features/working-locations/cacheUpdates.ts";
import { type ErrorHandlers, errorExchange } from "./session/errorExchange.ts";

const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || "Asia/Jakarta";

/**
 * One urql client with a normalised cache and explicit keys for types without an id. Queries
 * do not refetch on focus or reconnect (SPEC §8): urql does neither unless asked.
 */
/** Names this tab's session on every call the session cookie authenticates (issue 11 A4). */
export const SESSION_HANDLE_HEADER = "x-tenaga-session";

export function createUrqlClient(handlers: ErrorHandlers, session: () => string | null): Client {
  return new Client({
    url: "/graphql",
    fetchSubscriptions: true,
    requestPolicy: "cache-first",
    exchanges: [
      errorExchange(handlers),
      cacheExchange({
        keys: {
          Me: () => null,
          Modules: () => null,
          LoginResult: () => null,
          SystemConfig: () => null,
          Maintenance: () => null,
          FeatureFlag: (flag) => String(flag["name"]),
          EnumEntry: () => null,
          EnumLabels: () => null,
          SystemEnum: (entry) => String(entry["name"]),
          SessionEvent: () => null,
          // Simulator answers (issue 6): computed values, nothing to normalise.
          MonthlyPph21Simulation: () => null,
          DailyPph21Simulation: () => null,
          PaymentPph21Simulation: () => null,
          Pph21Period: () => null,
          Pph21Annual: () => null,
          Pph21Note: () => null,
          Pph21DayTax: () => null,
          Pph21PieceRate: () => null,
          Pph21PaymentTax: () => null,
          BpjsWageSimulation: () => null,
          BpjsBpuSimulation: () => null,
          BpjsEmployerContributions: () => null,
          BpjsEmployeeContributions: () => null,
          BpjsBasis: () => null,
          ...agentCacheKeys,
          ...orgCacheKeys,
          ...userCacheKeys,
          ...roleCacheKeys,
          ...approvalRuleCacheKeys,
          ...scheduleCacheKeys,
          ...placeCacheKeys,
          ...pendingApprovalCacheKeys,
          ...rosterCacheKeys,
          ...dailyApprovalCacheKeys,
          ...attendanceOverviewCacheKeys,
          // Issue 15, overtime policies and minimum wages:
          ...overtimePolicyCacheKeys,
          ...leaveCacheKeys,
          // Issue 16, payroll groups and members:
          ...payrollGroupCacheKeys,
          // Issue 16, tax configurations and employee tax records:
          ...taxConfigurationCacheKeys,
          // Issue 16, payroll components:
          ...payrollComponentCacheKeys,
          // Issue 17, payroll reports:
          ...payrollReportCacheKeys,
          // Issue 18, reimbursements:
          ...reimbursementCacheKeys,
          // Issue 18, disbursements:
          ...disbursementCacheKeys,
        },
        updates: {
          Mutation: {
            ...agentMutationUpdates,
            ...orgMutationUpdates,
            ...userMutationUpdates,
            ...roleMutationUpdates,
            ...approvalRuleMutationUpdates,
            ...scheduleMutationUpdates,
            ...placeMutationUpdates,
            ...dailyApprovalMutationUpdates,
            ...pendingApprovalMutationUpdates,
            // Issue 15, overtime policies and minimum wages:
            ...overtimePolicyMutationUpdates,
            ...leaveMutationUpdates,
            // Issue 16, payroll groups and members:
            ...payrollGroupMutationUpdates,
            // Issue 16, tax configurations and employee tax records:
            ...taxConfigurationMutationUpdates,
            // Issue 16, payroll components:
            ...payrollComponentMutationUpdates,
            // Issue 17, payroll reports:
            ...payrollReportMutationUpdates,
            // Issue 18, reimbursements:
            ...reimbursementMutationUpdates,
            // Issue 18, disbursements:
            ...disbursementMutationUpdates,
          },
        },
      }),
      fetchExchange,
    ],
    // The browser sends the HttpOnly session cookie; the header names this tab's session, so
    // a call made after another tab signed in as someone else is refused (SESSION_CHANGED)
    // instead of acting for that user. Changes without it are refused too (CSRF).
    fetchOptions: () => {
      const current = session();
      const headers: Record<string, string> = { "x-client-timezone": timezone };
      if (current) headers[SESSION_HANDLE_HEADER] = current;
      return { headers, credentials: "same-origin" };
    },
  });
}
