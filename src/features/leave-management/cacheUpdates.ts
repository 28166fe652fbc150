import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the leave schema without an id of their own. */
export const leaveCacheKeys: KeyingConfig = {
  LeaveRequestPage: () => null,
  LeaveRequestDay: () => null,
  LeaveRequestAction: () => null,
  LeaveBalance: () => null,
  LeaveBalanceSummaryItem: () => null,
  LeaveBalanceRow: () => null,
  LeaveBalancePage: () => null,
  LeavePolicyOption: (option) => String(option["id"]),
  LeaveLedgerEntry: (entry) => (entry["id"] == null ? null : String(entry["id"])),
};

const LISTS = new Set([
  "leaveRequests",
  "leaveRequest",
  "leaveBalances",
  "leaveBalanceSummary",
  "leaveBalanceList",
]);

/** A request or an adjustment moves balances and lists: refetch them. */
function invalidateLeave(cache: Cache): void {
  for (const entry of cache.inspectFields("Query"))
    if (LISTS.has(entry.fieldName)) cache.invalidate("Query", entry.fieldName, entry.arguments);
}

export const leaveMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createLeaveRequest: (_result, _args, cache) => invalidateLeave(cache),
  decideLeaveRequest: (_result, _args, cache) => invalidateLeave(cache),
  cancelLeaveRequest: (_result, _args, cache) => invalidateLeave(cache),
  adjustLeaveBalance: (_result, _args, cache) => invalidateLeave(cache),
};
