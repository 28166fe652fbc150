import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the attendance-requests schema without an id of their own. */
export const pendingApprovalCacheKeys: KeyingConfig = {
  AttendanceRequestPage: () => null,
  PendingApprovalDetail: () => null,
  PendingApprovalTimelineEntry: () => null,
  AttendanceRequestDecision: () => null,
};

function invalidatePending(cache: Cache): void {
  for (const entry of cache.inspectFields("Query"))
    if (entry.fieldName === "pendingApprovals" || entry.fieldName === "pendingApprovalDetail")
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

/** A decided request leaves the queue and changes its record's detail: refetch both. */
export const pendingApprovalMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  approveAttendanceRequest: (_result, _args, cache) => invalidatePending(cache),
  rejectAttendanceRequest: (_result, _args, cache) => invalidatePending(cache),
  decideAttendanceRequests: (_result, _args, cache) => invalidatePending(cache),
};
