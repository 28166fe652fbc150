import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/**
 * Issue 17, payroll reports: graphcache keys and mutation updates shared by the payroll
 * report pages (list, wizard, detail, beta reports). PayrollReport, PayrollReportDetail and
 * PayrollAdjustment are normalised by their `id` (graphcache's default); the rest are
 * computed values embedded in their parent.
 */
export const payrollReportCacheKeys: KeyingConfig = {
  PayrollReportPage: () => null,
  PayrollReportDetailPage: () => null,
  PayrollReportTotals: () => null,
  PayrollReportProgress: () => null,
  PayrollBpjs: () => null,
  PayrollReportLine: () => null,
  PayrollRunPreview: () => null,
  PayrollRunPreviewMember: () => null,
};

/** Invalidates every cached call of `fields`, or only those for report `reportId`. */
function invalidate(cache: Cache, fields: readonly string[], reportId?: unknown): void {
  for (const entry of cache.inspectFields("Query"))
    if (
      fields.includes(entry.fieldName) &&
      (reportId === undefined || entry.arguments?.["reportId"] === reportId)
    )
      cache.invalidate("Query", entry.fieldName, entry.arguments);
}

const REPORT_LISTS = ["payrollReports"];
/** What a new computation replaces: the report's lines (and their pages). */
const LINES = ["payrollReportDetails", "payrollReportDetail"];

export const payrollReportMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createPayrollReport: (_result, _args, cache) => invalidate(cache, REPORT_LISTS),
  recomputePayrollReport: (_result, args, cache) => invalidate(cache, LINES, args["id"]),
  setPayrollReportAdjustments: (_result, args, cache) => {
    invalidate(cache, ["payrollReportAdjustments", ...LINES], args["id"]);
  },
  // The status filter of the list sees it move.
  finalizePayrollReport: (_result, _args, cache) => invalidate(cache, REPORT_LISTS),
  deletePayrollReport: (_result, args, cache) => {
    cache.invalidate({ __typename: "PayrollReport", id: args["id"] as number });
    invalidate(cache, REPORT_LISTS);
  },
};
