import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the tax-configurations schema without an id of their own (issue 16). */
export const taxConfigurationCacheKeys: KeyingConfig = {
  TaxConfigurationPage: () => null,
  EmployeeTaxRecordPage: () => null,
  TaxFinalBand: () => null,
  TaxConfigurationGroup: (group) => String(group["id"]),
};

function invalidate(cache: Cache, fields: readonly string[]): void {
  for (const entry of cache.inspectFields("Query"))
    if (fields.includes(entry.fieldName))
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

const CONFIGURATION_LISTS = ["taxConfigurations"];
/** A record changes its list and the configurations' employee counts. */
const RECORD_LISTS = ["employeeTaxRecords", "taxConfigurations", "taxConfiguration"];

/** A created, changed or deleted configuration or record can enter or leave any list: refetch them. */
export const taxConfigurationMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createTaxConfiguration: (_result, _args, cache) => invalidate(cache, CONFIGURATION_LISTS),
  updateTaxConfiguration: (_result, _args, cache) => invalidate(cache, CONFIGURATION_LISTS),
  deleteTaxConfiguration: (result, args, cache) => {
    if (result["deleteTaxConfiguration"] !== true) return;
    cache.invalidate({ __typename: "TaxConfiguration", id: args["id"] as number });
    invalidate(cache, CONFIGURATION_LISTS);
  },
  createEmployeeTaxRecord: (_result, _args, cache) => invalidate(cache, RECORD_LISTS),
  updateEmployeeTaxRecord: (_result, _args, cache) => invalidate(cache, RECORD_LISTS),
  deleteEmployeeTaxRecord: (result, args, cache) => {
    if (result["deleteEmployeeTaxRecord"] !== true) return;
    cache.invalidate({ __typename: "EmployeeTaxRecord", id: args["id"] as number });
    invalidate(cache, RECORD_LISTS);
  },
  generateEmployeeTaxRecords: (_result, _args, cache) => invalidate(cache, RECORD_LISTS),
};
