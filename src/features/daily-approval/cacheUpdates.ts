import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the attendance schema without an id of their own. */
export const dailyApprovalCacheKeys: KeyingConfig = {
  AttendancePunch: () => null,
  AttendanceRecordPage: () => null,
  AttendanceStatusCount: () => null,
  AttendanceBulkDecision: () => null,
  AttendanceDecisionFailure: () => null,
};

/** A decision moves records between the status tabs and their counts: refetch the lists. */
function invalidateLists(cache: Cache): void {
  for (const entry of cache.inspectFields("Query"))
    if (entry.fieldName === "attendanceRecords")
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

export const dailyApprovalMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  decideAttendance: (_result, _args, cache) => invalidateLists(cache),
  decideAttendances: (_result, _args, cache) => invalidateLists(cache),
};
