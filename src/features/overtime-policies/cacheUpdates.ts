import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the overtime-policies schema without an id of their own. */
export const overtimePolicyCacheKeys: KeyingConfig = {
  OvertimePolicyPage: () => null,
  OvertimePolicyRule: () => null,
  OvertimePolicyWarning: () => null,
  OvertimePolicyBranch: (branch) => String(branch["id"]),
  OvertimePolicyAgent: (agent) => String(agent["id"]),
  MinimumWagePage: () => null,
};

function invalidate(cache: Cache, fields: readonly string[]): void {
  for (const entry of cache.inspectFields("Query"))
    if (fields.includes(entry.fieldName))
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

const POLICY_LISTS = ["overtimePolicies"];
/** A minimum wage moves every policy's warnings: the policies are read again too. */
const WAGE_LISTS = ["minimumWages", "overtimePolicies", "overtimePolicy"];

/** A created, changed or deleted policy or wage can enter or leave any list: refetch them. */
export const overtimePolicyMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createOvertimePolicy: (_result, _args, cache) => invalidate(cache, POLICY_LISTS),
  updateOvertimePolicy: (_result, _args, cache) => invalidate(cache, POLICY_LISTS),
  deleteOvertimePolicy: (_result, args, cache) => {
    cache.invalidate({ __typename: "OvertimePolicy", id: args["id"] as number });
    invalidate(cache, POLICY_LISTS);
  },
  createMinimumWage: (_result, _args, cache) => invalidate(cache, WAGE_LISTS),
  updateMinimumWage: (_result, _args, cache) => invalidate(cache, WAGE_LISTS),
  deleteMinimumWage: (_result, args, cache) => {
    cache.invalidate({ __typename: "MinimumWage", id: args["id"] as number });
    invalidate(cache, WAGE_LISTS);
  },
};
