import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the payroll-reports schema without an id of their own (issue 17). */
export const payrollReportCacheKeys: KeyingConfig = {
  PayrollReportTotals: () => null,
  PayrollReportProgress: () => null,
  PayrollReportPage: () => null,
  PayrollBpjs: () => null,
  PayrollReportLine: () => null,
  PayrollReportDetailPage: () => null,
  PayrollRunPreview: () => null,
  PayrollRunPreviewMember: () => null,
};

function invalidate(cache: Cache, fields: readonly string[]): void {
  for (const entry of cache.inspectFields("Query"))
    if (fields.includes(entry.fieldName))
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

/** A report's lines change with every run: its lists and lines are read again. */
const RUN_FIELDS = ["payrollReports", "payrollReportDetails", "payrollReportDetail"];

export const payrollReportMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  recomputePayrollReport: (_result, _args, cache) => invalidate(cache, RUN_FIELDS),
  setPayrollReportAdjustments: (_result, _args, cache) =>
    invalidate(cache, [...RUN_FIELDS, "payrollReportAdjustments"]),
  finalizePayrollReport: (_result, _args, cache) => invalidate(cache, ["payrollReports"]),
  deletePayrollReport: (_result, args, cache) => {
    cache.invalidate({ __typename: "PayrollReport", id: args["id"] as number });
    invalidate(cache, ["payrollReports"]);
  },
};
