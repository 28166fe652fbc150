import type { Cache, KeyingConfig, UpdateResolver, UpdatesConfig } from "@urql/exchange-graphcache";

/** The schedules schema's types without an id of their own. */
export const scheduleCacheKeys: KeyingConfig = {
  ShiftPage: () => null,
  MasterSchedulePage: () => null,
  SchedulePatternPage: () => null,
  WeekDays: () => null,
};

function invalidateLists(cache: Cache, ...fields: string[]): void {
  for (const entry of cache.inspectFields("Query")) {
    if (fields.includes(entry.fieldName))
      cache.invalidate("Query", entry.fieldName, entry.arguments);
  }
}

const refetch =
  (...lists: string[]): UpdateResolver =>
  (_result, _args, cache) =>
    invalidateLists(cache, ...lists);

const deleted =
  (typename: string, list: string): UpdateResolver =>
  (_result, args, cache) => {
    cache.invalidate({ __typename: typename, id: args["id"] as number });
    invalidateLists(cache, list);
  };

/** Keeps the shift, master schedule and pattern lists right after a mutation. */
export const scheduleMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createShift: refetch("shifts"),
  updateShift: refetch("shifts"),
  deleteShift: deleted("Shift", "shifts"),
  createMasterSchedule: refetch("masterSchedules"),
  updateMasterSchedule: refetch("masterSchedules"),
  deleteMasterSchedule: deleted("MasterSchedule", "masterSchedules"),
  createSchedulePattern: refetch("schedulePatterns"),
  updateSchedulePattern: refetch("schedulePatterns"),
  deleteSchedulePattern: deleted("SchedulePattern", "schedulePatterns"),
};
