import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the payroll-groups schema without an id of their own. */
export const payrollGroupCacheKeys: KeyingConfig = {
  PayrollGroupPage: () => null,
  PayrollGroupMemberPage: () => null,
  PayrollSocialInsurance: () => null,
  PayrollGroupBranch: (branch) => String(branch["id"]),
  // A component's default differs per group: embedded in its group, not normalised.
  PayrollGroupComponent: () => null,
  PayrollMemberComponent: () => null,
};

function invalidate(cache: Cache, fields: readonly string[]): void {
  for (const entry of cache.inspectFields("Query"))
    if (fields.includes(entry.fieldName))
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

const GROUP_LISTS = ["payrollGroups"];
/** Members move a group's count (and a worker's group): the group and lists are read again. */
const MEMBER_LISTS = ["payrollGroupMembers", "payrollGroups", "payrollGroup"];

export const payrollGroupMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createPayrollGroup: (_result, _args, cache) => invalidate(cache, GROUP_LISTS),
  updatePayrollGroup: (_result, _args, cache) => invalidate(cache, GROUP_LISTS),
  deletePayrollGroup: (_result, args, cache) => {
    cache.invalidate({ __typename: "PayrollGroup", id: args["id"] as number });
    invalidate(cache, GROUP_LISTS);
  },
  setPayrollGroupMembers: (_result, _args, cache) => invalidate(cache, MEMBER_LISTS),
  removePayrollGroupMember: (_result, _args, cache) => invalidate(cache, MEMBER_LISTS),
};
