import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the attendance schema without an id of their own. */
export const dailyApprovalCacheKeys: KeyingConfig = {
  AttendancePunch: () => null,
  AttendanceRecordPage: () => null,
  AttendanceStatusCount: () => null,
  AttendanceBulkDecision: () => null,
  AttendanceDecisionFailure: () => null,
  // Issue 15, overtime requests.
  OvertimeBand: () => null,
  OvertimeRequestPage: () => null,
};

/** A decision moves records between the status tabs and their counts: refetch the lists. */
function invalidateLists(cache: Cache): void {
  for (const entry of cache.inspectFields("Query"))
    if (entry.fieldName === "attendanceRecords")
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

/**
 * Issue 15: an overtime request made, decided or cancelled changes the requests' list, the
 * day's record (its overtime minutes) and the recap: refetch them.
 */
function invalidateOvertime(cache: Cache): void {
  for (const entry of cache.inspectFields("Query"))
    if (["overtimeRequests", "attendanceRecords", "attendanceRecap"].includes(entry.fieldName))
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

export const dailyApprovalMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  decideAttendance: (_result, _args, cache) => invalidateLists(cache),
  decideAttendances: (_result, _args, cache) => invalidateLists(cache),
  createOvertimeRequest: (_result, _args, cache) => invalidateOvertime(cache),
  decideOvertimeRequest: (_result, _args, cache) => invalidateOvertime(cache),
  cancelOvertimeRequest: (_result, _args, cache) => invalidateOvertime(cache),
};
