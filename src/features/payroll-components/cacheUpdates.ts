import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the payroll-components schema without an id of their own. */
export const payrollComponentCacheKeys: KeyingConfig = {
  PayrollComponentPage: () => null,
  RegulationComponentPage: () => null,
  RegulationComponentRate: () => null,
};

function invalidate(cache: Cache, fields: readonly string[]): void {
  for (const entry of cache.inspectFields("Query"))
    if (fields.includes(entry.fieldName))
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

const COMPONENT_LISTS = ["payrollComponents"];
const REGULATION_LISTS = ["regulationComponents"];

/** A created, changed or deleted component can enter or leave any list: refetch them. */
export const payrollComponentMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createPayrollComponent: (_result, _args, cache) => invalidate(cache, COMPONENT_LISTS),
  updatePayrollComponent: (_result, _args, cache) => invalidate(cache, COMPONENT_LISTS),
  deletePayrollComponent: (_result, args, cache) => {
    cache.invalidate({ __typename: "PayrollComponent", id: args["id"] as number });
    invalidate(cache, COMPONENT_LISTS);
  },
  createRegulationComponent: (_result, _args, cache) => invalidate(cache, REGULATION_LISTS),
  updateRegulationComponent: (_result, _args, cache) => invalidate(cache, REGULATION_LISTS),
  deleteRegulationComponent: (_result, args, cache) => {
    cache.invalidate({ __typename: "RegulationComponent", id: args["id"] as number });
    invalidate(cache, REGULATION_LISTS);
  },
};
