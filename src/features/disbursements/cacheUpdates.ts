import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/**
 * Issue 18, disbursements: graphcache keys and mutation updates. Disbursement,
 * DisbursementLine and DisbursementEvent are normalised by their `id`; pages, counts,
 * settings and report rows are values embedded in their parent.
 */
export const disbursementCacheKeys: KeyingConfig = {
  DisbursementPage: () => null,
  DisbursementLinePage: () => null,
  DisbursementEventPage: () => null,
  DisbursementCounts: () => null,
  DisbursementSettings: () => null,
  DisbursementBank: (bank) => String(bank["code"]),
  PaidReportPage: () => null,
  PaidReportRow: () => null,
};

function invalidate(cache: Cache, fields: readonly string[]): void {
  for (const entry of cache.inspectFields("Query"))
    if (fields.includes(entry.fieldName))
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

/** Anything that moves a batch or a line changes the lists, the lines and the history. */
const MOVED = ["disbursements", "disbursementLines", "disbursementEvents"];
const moved = (_result: unknown, _args: unknown, cache: Cache) => invalidate(cache, MOVED);

export const disbursementMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createDisbursement: (_result, _args, cache) =>
    invalidate(cache, ["disbursements", "reimbursementClaims", "payrollReports"]),
  approveDisbursement: moved,
  cancelDisbursement: (_result, _args, cache) =>
    invalidate(cache, [...MOVED, "reimbursementClaims"]),
  updateDisbursementLine: moved,
  retryDisbursementLine: moved,
  cancelDisbursementLine: (_result, _args, cache) =>
    invalidate(cache, [...MOVED, "reimbursementClaims"]),
  confirmDisbursementPaid: moved,
  reinquireDisbursement: moved,
};
