import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the places schema without an id of their own. */
export const placeCacheKeys: KeyingConfig = {
  WorkingLocationPage: () => null,
  AttendancePolicyPage: () => null,
  GeofenceCheck: () => null,
  MapSettings: () => null,
  AttendancePolicyApprovalModes: () => null,
  WorkingLocationBranch: (branch) => String(branch["id"]),
  AttendancePolicyLocation: (location) => String(location["id"]),
  AttendancePolicyAgent: (agent) => String(agent["id"]),
};

function invalidate(cache: Cache, fields: readonly string[]): void {
  for (const entry of cache.inspectFields("Query"))
    if (fields.includes(entry.fieldName))
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

const LOCATION_LISTS = ["workingLocations", "attendancePolicies"];
const POLICY_LISTS = ["attendancePolicies", "attendancePolicyForAgent"];

/** A created, changed or deleted location or policy can enter or leave any list: refetch them. */
export const placeMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createWorkingLocation: (_result, _args, cache) => invalidate(cache, LOCATION_LISTS),
  updateWorkingLocation: (_result, _args, cache) => invalidate(cache, LOCATION_LISTS),
  deleteWorkingLocation: (_result, args, cache) => {
    cache.invalidate({ __typename: "WorkingLocation", id: args["id"] as number });
    invalidate(cache, LOCATION_LISTS);
  },
  createAttendancePolicy: (_result, _args, cache) => invalidate(cache, POLICY_LISTS),
  updateAttendancePolicy: (_result, _args, cache) => invalidate(cache, POLICY_LISTS),
  deleteAttendancePolicy: (_result, args, cache) => {
    cache.invalidate({ __typename: "AttendancePolicy", id: args["id"] as number });
    invalidate(cache, [...POLICY_LISTS, "workingLocations"]);
  },
};
