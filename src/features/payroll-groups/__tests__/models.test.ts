import { describe, expect, it } from "vitest";
import { draftOf, inputOf, parseAmount, validateGroup } from "../model/groupForm.ts";
import { memberDraftOf, memberField, memberInputOf, validateMember } from "../model/memberForm.ts";
import { rowErrorOf, uploadViewOf } from "../model/memberUpload.ts";

describe("payroll group form model", () => {
  it("reads Rp amounts as whole rupiah and % with a decimal comma", () => {
    expect(parseAmount("Rp", "1.500.000")).toBe(1_500_000);
    expect(parseAmount("Rp", "Rp 25000")).toBe(25_000);
    expect(parseAmount("Rp", "12,5")).toBeNaN();
    expect(parseAmount("%", "2,5")).toBe(2.5);
    expect(parseAmount("%", "-1")).toBe(-1);
    expect(parseAmount("%", "abc")).toBeNaN();
    expect(parseAmount("Rp", "  ")).toBeNull();
  });

  it("sends only the fields the cycle and proration use", () => {
    const monthly = inputOf({ ...draftOf(null), name: " Gaji ", payDay: 31 });
    expect(monthly).toMatchObject({
      name: "Gaji",
      cycle: "monthly",
      cutoffDay: 1,
      payDay: 31,
      payWeekday: null,
      customCycleDays: null,
      proration: "calendar_days",
      prorationDivisor: null,
      socialInsurance: { programs: "jkk_jkm_jht", paidBy: "client", jkkRiskRatePercent: 0.24 },
    });
    const weekly = inputOf({ ...draftOf(null), name: "W", cycle: "weekly", payWeekday: 7 });
    expect(weekly).toMatchObject({ payDay: null, cutoffDay: null, payWeekday: 7 });
  });

  it("reads a saved group back into the same input (the edit page)", () => {
    const saved = {
      id: 5,
      name: "Mingguan",
      shiftConfig: "with_shift",
      salaryType: "per_attendance",
      cycle: "weekly",
      cutoffDay: 1,
      customCycleDays: null,
      payDay: null,
      payWeekday: 6,
      socialInsurance: { programs: "jkk_jkm", paidBy: "agent", jkkRiskRatePercent: 1.74 },
      bpjsKesehatan: false,
      pensionJp: false,
      proration: "fixed_divisor",
      prorationDivisor: 25,
      taxConfigurationId: 3,
      taxMethod: "tax_allowance",
      description: "Shift gudang",
      status: "inactive",
      branchIds: [2, 4],
      components: [
        { componentId: 7, name: "Transport", code: "t", scheme: "Rp", amount: 1_250_000 },
        { componentId: 8, name: "Bonus", code: "b", scheme: "%", amount: 2.5 },
      ],
      version: 3,
    };
    const draft = draftOf(saved);
    expect(draft.components.map((c) => c.amount)).toEqual(["1.250.000", "2,5"]);
    expect(validateGroup(draft)).toEqual([]);
    expect(inputOf(draft)).toEqual({
      name: "Mingguan",
      shiftConfig: "with_shift",
      salaryType: "per_attendance",
      cycle: "weekly",
      cutoffDay: null,
      customCycleDays: null,
      payDay: null,
      payWeekday: 6,
      socialInsurance: { programs: "jkk_jkm", paidBy: "agent", jkkRiskRatePercent: 1.74 },
      bpjsKesehatan: false,
      pensionJp: false,
      proration: "fixed_divisor",
      prorationDivisor: 25,
      taxConfigurationId: 3,
      taxMethod: "tax_allowance",
      description: "Shift gudang",
      status: "inactive",
      branchIds: [2, 4],
      components: [
        { componentId: 7, amount: 1_250_000 },
        { componentId: 8, amount: 2.5 },
      ],
    });
  });

  it("finds SPEC §5 problems at the input's field names", () => {
    const draft = {
      ...draftOf(null),
      name: "",
      cycle: "custom" as const,
      customCycleDays: "400",
      proration: "fixed_divisor" as const,
      components: [
        { componentId: 4, name: "Bonus", code: "bonus", scheme: "%", amount: "120" },
        { componentId: 5, name: "Meals", code: "meals", scheme: "Rp", amount: "12,5" },
        { componentId: 6, name: "Phone", code: "phone", scheme: "Rp", amount: "100.000" },
      ],
    };
    expect(validateGroup(draft)).toEqual([
      { field: "name", message: "is required" },
      { field: "customCycleDays", message: "must be a whole number from 1 to 366" },
      { field: "prorationDivisor", message: "is required for a fixed divisor" },
      { field: "components.1.amount", message: "must be a number" },
      { field: "components.0.amount", message: "must be a percentage from 0 to 100" },
    ]);
    expect(validateGroup({ ...draftOf(null), name: "Gaji Bulanan" })).toEqual([]);
  });
});

describe("member form model", () => {
  const components = [
    { componentId: 11, scheme: "Rp" },
    { componentId: 12, scheme: "%" },
  ];

  it("sends the typed component amounts only and the account only when one is chosen", () => {
    const draft = {
      ...memberDraftOf(null, "2026-11-26"),
      agentId: 9,
      basicSalary: "5.000.000",
      amounts: { 12: "2,5" },
    };
    expect(validateMember(draft, components)).toEqual([]);
    expect(memberInputOf(draft, components)).toEqual({
      agentId: 9,
      basicSalary: 5_000_000,
      ptkp: "TK/0",
      recipient: "permanent_employee",
      components: [{ componentId: 12, amount: 2.5 }],
    });
  });

  it("checks the worker, the salary, the amounts and the account", () => {
    const draft = {
      ...memberDraftOf(null, "2026-11-26"),
      basicSalary: "-5",
      amounts: { 11: "abc", 12: "150" },
      paymentMethod: "bank_transfer",
      accountNumber: "12a",
    };
    const problems = validateMember(draft, components);
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: "agentId", message: "is required" },
        { field: "basicSalary", message: "must not be negative" },
        { field: "component.11", message: "must be a number" },
        { field: "component.12", message: "must be a percentage from 0 to 100" },
        { field: "accountNumber", message: "Account number must be 5 to 20 digits" },
        { field: "accountName", message: "Account name is required for a bank transfer" },
      ]),
    );
    expect(problems.map((p) => p.field)).toContain("bankName");
  });

  it("maps the server's members.<i>.<field> back to the dialog's fields", () => {
    const sent = { components: [{ componentId: 12 }] };
    expect(memberField("members.0.basicSalary", sent)).toBe("basicSalary");
    expect(memberField("members.0.components.0.amount", sent)).toBe("component.12");
    expect(memberField("effectiveFrom", sent)).toBe("effectiveFrom");
  });
});

describe("member upload answers", () => {
  it("reads a 400 as the problems by sheet row and column, nothing saved", () => {
    const view = uploadViewOf(
      400,
      JSON.stringify({
        message: "The file has 2 problems",
        errors: [
          { field: "rows.3.NIK", message: "does not exist" },
          { field: "rows.7.Basic Salary", message: "must not be negative" },
          { field: "file", message: "is required" },
        ],
      }),
    );
    expect(view?.status).toBe("invalid");
    expect(view?.errors).toEqual([
      { row: 3, column: "NIK", message: "does not exist" },
      { row: 7, column: "Basic Salary", message: "must not be negative" },
      { row: 1, column: "file", message: "is required" },
    ]);
  });

  it("reads a 200 as the saved count; other failures are not an upload", () => {
    expect(uploadViewOf(200, JSON.stringify({ data: { count: 1000 } }))).toMatchObject({
      status: "completed",
      result: { count: 1000 },
    });
    expect(uploadViewOf(413, JSON.stringify({ message: "Too large" }))).toBeNull();
    expect(uploadViewOf(400, "<html>")).toBeNull();
    expect(rowErrorOf({ field: "rows.12", message: "x" })).toEqual({
      row: 12,
      column: "",
      message: "x",
    });
  });
});
