import { describe, expect, it } from "vitest";
import { localizeProblem } from "../problems.ts";
import {
  amountProblem,
  directFigures,
  directLines,
  MAX_DIRECT_AMOUNT,
  periodDays,
  readPeriod,
  validateDirectRow,
  validateReportHead,
} from "./direct.ts";

describe("direct payroll rows", () => {
  it("reads a month and its first and last day (leap years too)", () => {
    expect(readPeriod("2026-01")).toEqual({ year: 2026, month: 1 });
    expect(readPeriod("2026-13")).toBeNull();
    expect(readPeriod("2026-1")).toBeNull();
    expect(readPeriod(202601)).toBeNull();
    expect(periodDays(2024, 2)).toEqual({ start: "2024-02-01", end: "2024-02-29" });
    expect(periodDays(2026, 2)).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(periodDays(2026, 12)).toEqual({ start: "2026-12-01", end: "2026-12-31" });
  });

  it("names the report's missing or bad name and month", () => {
    expect(validateReportHead("  ", undefined).problems).toEqual([
      { field: "name", message: "is required" },
      { field: "period", message: "is required" },
    ]);
    expect(validateReportHead("x".repeat(101), "2026-00").problems).toEqual([
      { field: "name", message: "must be at most 100 characters" },
      { field: "period", message: "must be a month written YYYY-MM" },
    ]);
    expect(validateReportHead(" Gaji ", "2026-03")).toEqual({
      name: "Gaji",
      period: { year: 2026, month: 3, text: "2026-03" },
      problems: [],
    });
  });

  it("checks each amount: a number, not negative, whole rupiah, at most Rp 10.000.000.000", () => {
    expect(amountProblem(0)).toBeNull();
    expect(amountProblem(MAX_DIRECT_AMOUNT)).toBeNull();
    expect(amountProblem(MAX_DIRECT_AMOUNT + 1)).toBe("must be at most 10000000000");
    expect(amountProblem(-1)).toBe("must not be negative");
    expect(amountProblem(1.5)).toBe("must be whole rupiah");
    expect(amountProblem("abc")).toBe("must be whole rupiah");
    expect(amountProblem(Number.NaN)).toBe("must be whole rupiah");
  });

  it("lists every problem of a row, and a net below zero", () => {
    expect(
      validateDirectRow({ basicSalary: -1, allowances: 0.5, pph21: "x" }, "rows.4").problems,
    ).toEqual([
      { field: "rows.4.employeeNumber", message: "is required" },
      { field: "rows.4.basicSalary", message: "must not be negative" },
      { field: "rows.4.allowances", message: "must be whole rupiah" },
      { field: "rows.4.pph21", message: "must be whole rupiah" },
    ]);
    expect(
      validateDirectRow({ agentId: 3, basicSalary: 100, deductions: 60, pph21: 41 }, "rows.0")
        .problems,
    ).toEqual([
      {
        field: "rows.0.deductions",
        message: "are more than the earnings: the net pay would be negative",
      },
    ]);
    expect(
      validateDirectRow({ agentId: 3, basicSalary: 100, pph21: 101 }, "rows.0").problems,
    ).toEqual([
      {
        field: "rows.0.pph21",
        message: "are more than the earnings: the net pay would be negative",
      },
    ]);
    expect(validateDirectRow({ agentId: 0, basicSalary: 1 }, "rows.0").problems).toEqual([
      { field: "rows.0.agentId", message: "must be a valid id" },
    ]);
  });

  it("turns a good row into figures and explained lines", () => {
    const { values, problems } = validateDirectRow(
      {
        employeeNumber: " 3171011203900001 ",
        basicSalary: 5_000_000,
        allowances: 750_000,
        overtime: null,
        otherEarnings: "",
        deductions: 100_000,
        pph21: 50_000,
        note: " bonus ",
      },
      "rows.2",
    );
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      employeeNumber: "3171011203900001",
      note: "bonus",
      overtime: 0,
    });
    expect(directFigures(values)).toEqual({
      gross: 5_750_000,
      employeeDeductions: 150_000,
      net: 5_600_000,
    });
    expect(directLines(values, 2)).toEqual([
      {
        code: "basic_salary",
        label: "Basic salary",
        amount: 5_000_000,
        type: "earning",
        taxable: true,
        rule: "direct_upload",
        inputs: { row: 2 },
      },
      {
        code: "allowances",
        label: "Allowances",
        amount: 750_000,
        type: "earning",
        taxable: true,
        rule: "direct_upload",
        inputs: { row: 2 },
      },
      {
        code: "deductions",
        label: "Deductions",
        amount: 100_000,
        type: "deduction",
        rule: "direct_upload",
        inputs: { row: 2 },
      },
      {
        code: "pph21",
        label: "PPh 21",
        amount: 50_000,
        type: "tax",
        rule: "direct_upload",
        inputs: { row: 2 },
      },
    ]);
  });

  it("every problem it words has its Indonesian", () => {
    for (const message of [
      "is not the employee number of one of your employees",
      "repeats the worker of row 2",
      "repeats the worker of item 0",
      "are more than the earnings: the net pay would be negative",
      "must be a month written YYYY-MM",
      "is already the name of another payroll report",
      "must be whole rupiah",
      "must not be negative",
      "must be at most 10000000000",
    ])
      expect(localizeProblem("id", message), message).not.toBe(message);
  });
});
