import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the payroll-reports schema (issue 17) without an id of their own. */
export const payrollReportCacheKeys: KeyingConfig = {
  PayrollReportPage: () => null,
  PayrollReportTotals: () => null,
  PayrollReportProgress: () => null,
  PayrollReportDetailPage: () => null,
  PayrollBpjs: () => null,
  PayrollReportLine: () => null,
  // A member's preview depends on the period asked: embedded in its preview, not normalised.
  PayrollRunPreview: () => null,
  PayrollRunPreviewMember: () => null,
};

function invalidate(cache: Cache, fields: readonly string[]): void {
  for (const entry of cache.inspectFields("Query"))
    if (fields.includes(entry.fieldName))
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

const REPORT_LISTS = ["payrollReports"];

export const payrollReportMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createPayrollReport: (_result, _args, cache) => invalidate(cache, REPORT_LISTS),
  deletePayrollReport: (_result, args, cache) => {
    cache.invalidate({ __typename: "PayrollReport", id: args["id"] as number });
    invalidate(cache, REPORT_LISTS);
  },
};
