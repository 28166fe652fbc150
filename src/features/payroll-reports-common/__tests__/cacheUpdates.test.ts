import type { Cache } from "@urql/exchange-graphcache";
import { describe, expect, it } from "vitest";
import { payrollReportCacheKeys, payrollReportMutationUpdates } from "../cacheUpdates.ts";

/** A cache holding these Query fields; records what is invalidated. */
function fakeCache(fields: { fieldName: string; arguments: Record<string, unknown> | null }[]) {
  const invalidated: unknown[] = [];
  const cache = {
    inspectFields: () => fields.map((f) => ({ ...f, fieldKey: f.fieldName })),
    invalidate: (...args: unknown[]) => invalidated.push(args),
  } as unknown as Cache;
  return { cache, invalidated };
}

const FIELDS = [
  { fieldName: "payrollReports", arguments: { limit: 10, page: 1 } },
  { fieldName: "payrollReport", arguments: { id: 7 } },
  { fieldName: "payrollReportDetails", arguments: { reportId: 7, limit: 10 } },
  { fieldName: "payrollReportDetails", arguments: { reportId: 8, limit: 10 } },
  { fieldName: "payrollReportAdjustments", arguments: { reportId: 7 } },
  { fieldName: "payrollGroups", arguments: null },
];

const run = (name: string, args: Record<string, unknown>) => {
  const { cache, invalidated } = fakeCache(FIELDS);
  const updates = payrollReportMutationUpdates as Record<
    string,
    (result: never, args: Record<string, unknown>, cache: Cache, info: never) => void
  >;
  updates[name]!({} as never, args, cache, {} as never);
  return invalidated;
};

describe("payroll report cache updates", () => {
  it("embed the computed types (no key) and normalise the rest by id", () => {
    for (const type of ["PayrollReportTotals", "PayrollReportLine", "PayrollRunPreviewMember"])
      expect(payrollReportCacheKeys[type]!({ __typename: type })).toBeNull();
    expect(payrollReportCacheKeys["PayrollReport"]).toBeUndefined();
  });

  it("read the list again after a create, a finalise and a delete (which drops the report)", () => {
    expect(run("createPayrollReport", { input: {} })).toEqual([
      ["Query", "payrollReports", { limit: 10, page: 1 }],
    ]);
    expect(run("deletePayrollReport", { id: 7 })).toEqual([
      [{ __typename: "PayrollReport", id: 7 }],
      ["Query", "payrollReports", { limit: 10, page: 1 }],
    ]);
    expect(run("finalizePayrollReport", { id: 7 })).toHaveLength(1);
  });

  it("read that report's lines (and adjustments) again after a recompute or new adjustments", () => {
    expect(run("recomputePayrollReport", { id: 7 })).toEqual([
      ["Query", "payrollReportDetails", { reportId: 7, limit: 10 }],
    ]);
    expect(run("setPayrollReportAdjustments", { id: 7, adjustments: [] })).toEqual([
      ["Query", "payrollReportDetails", { reportId: 7, limit: 10 }],
      ["Query", "payrollReportAdjustments", { reportId: 7 }],
    ]);
  });
});
