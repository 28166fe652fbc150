import { describe, expect, it } from "vitest";
import { budgetWindow, type ClaimType, validateClaim, validateType } from "./rules.ts";

const fields = (problems: { field: string }[]) => problems.map((p) => p.field).sort();

describe("validateType", () => {
  it("a natura_meal_field type takes the regulation's cap by default; names are trimmed", () => {
    const { values, problems } = validateType({
      name: "  Makan Lapangan ",
      taxTreatment: "natura_meal_field",
      defaultPayout: "payroll",
    });
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      name: "Makan Lapangan",
      monthlyTaxFreeCap: 2_000_000,
      maxClaimAmount: 100_000_000,
      budgetAmount: null,
      budgetPeriod: null,
      receiptThreshold: null,
      active: true,
    });
  });

  it("names every bad field", () => {
    const { problems } = validateType({
      name: " ",
      description: "x".repeat(1001),
      taxTreatment: "free",
      monthlyTaxFreeCap: 5,
      budgetAmount: 0,
      receiptThreshold: -1,
      defaultPayout: "cash",
      maxClaimAmount: 1.5,
    });
    expect(fields(problems)).toEqual([
      "budgetAmount",
      "budgetPeriod",
      "defaultPayout",
      "description",
      "maxClaimAmount",
      "name",
      "receiptThreshold",
      "taxTreatment",
    ]);
  });

  it("a cap only for field meals; a budget needs its period and a period its budget", () => {
    expect(
      validateType({
        name: "Transport",
        taxTreatment: "taxable_allowance",
        defaultPayout: "payroll",
        monthlyTaxFreeCap: 1,
        budgetPeriod: "monthly",
      }).problems,
    ).toEqual([
      {
        field: "monthlyTaxFreeCap",
        message: "must be empty unless the tax treatment is natura_meal_field",
      },
      { field: "budgetPeriod", message: "must be empty without a budget amount" },
    ]);
    expect(
      validateType({
        name: "Transport",
        taxTreatment: "taxable_allowance",
        defaultPayout: "payroll",
        budgetAmount: 500_000,
        budgetPeriod: "weekly",
      }).problems,
    ).toEqual([{ field: "budgetPeriod", message: "must be one of monthly, annual" }]);
  });
});

describe("validateClaim", () => {
  const type: ClaimType = {
    active: true,
    maxClaimAmount: 1_000_000,
    receiptThreshold: 100_000,
    defaultPayout: "disbursement",
  };
  const claim = (over: Partial<Parameters<typeof validateClaim>[0]> = {}) =>
    validateClaim(
      {
        claimDate: "2026-05-10",
        amount: 50_000,
        description: " Parkir ",
        fileIds: [],
        payoutMethod: undefined,
        ...over,
      },
      type,
      "2026-05-20",
    );

  it("takes the type's payout method by default and trims the description", () => {
    expect(claim()).toEqual({
      problems: [],
      description: "Parkir",
      payoutMethod: "disbursement",
      fileIds: [],
    });
    expect(claim({ payoutMethod: "payroll" }).payoutMethod).toBe("payroll");
  });

  it("a receipt above the threshold (not at it)", () => {
    expect(claim({ amount: 100_000 }).problems).toEqual([]);
    expect(claim({ amount: 100_001 }).problems).toEqual([
      { field: "fileIds", message: "A receipt is required above Rp 100.000" },
    ]);
    expect(claim({ amount: 100_001, fileIds: ["a"] }).problems).toEqual([]);
  });

  it("dates: not in the future, at most 90 days back, real dates", () => {
    expect(claim({ claimDate: "2026-05-21" }).problems[0]?.field).toBe("claimDate");
    expect(claim({ claimDate: "2026-02-18" }).problems).toEqual([
      { field: "claimDate", message: "must be at most 90 days ago" },
    ]);
    expect(claim({ claimDate: "2026-02-19" }).problems).toEqual([]);
    expect(claim({ claimDate: "2026-02-30" }).problems[0]?.message).toBe(
      "must be a date written yyyy-MM-dd",
    );
  });

  it("names every bad field; an inactive type names typeId", () => {
    const { problems } = validateClaim(
      {
        claimDate: "x",
        amount: 1_000_001,
        description: "",
        fileIds: Array.from({ length: 11 }, (_, i) => String(i)),
        payoutMethod: "cash",
      },
      { ...type, active: false },
      "2026-05-20",
    );
    expect(fields(problems)).toEqual([
      "amount",
      "claimDate",
      "description",
      "fileIds",
      "payoutMethod",
      "typeId",
    ]);
    expect(problems.find((p) => p.field === "amount")?.message).toBe(
      "must be whole rupiah from 1 to 1000000",
    );
  });
});

describe("budgetWindow", () => {
  it("the calendar month or year of the date", () => {
    expect(budgetWindow("2028-02-14", "monthly")).toEqual({
      start: "2028-02-01",
      end: "2028-02-29",
    });
    expect(budgetWindow("2026-07-01", "annual")).toEqual({
      start: "2026-01-01",
      end: "2026-12-31",
    });
  });
});
