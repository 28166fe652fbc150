import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { localizeProblem } from "../problems.ts";
import {
  dayOfMonth,
  payDateOf,
  periodContaining,
  periodStartingIn,
  schemeAmountProblem,
  validatePayrollGroup,
} from "./groups.ts";
import { validateMembers } from "./members.ts";

const contract = {
  name: "Gaji Bulanan",
  salaryType: "per_cycle",
  shiftConfig: "without_shift",
  cycle: "monthly",
  payDay: 25,
  socialInsurance: { programs: "jkk_jkm_jht", paidBy: "client" },
};

describe("validatePayrollGroup", () => {
  it("takes the contract's body with the table's defaults", () => {
    const { values, problems } = validatePayrollGroup(contract);
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      name: "Gaji Bulanan",
      salaryTypeNumber: 1,
      cycle: "monthly",
      cutoffDay: 1,
      payDay: 25,
      payWeekday: null,
      customCycleDays: null,
      socialPrograms: "jkk_jkm_jht",
      socialPaidBy: "client",
      jkkRiskRatePercent: 0.24,
      bpjsKesehatan: true,
      pensionJp: true,
      proration: "calendar_days",
      prorationDivisor: null,
      taxMethod: "gross",
      status: "active",
      branchIds: [],
      components: [],
    });
  });

  it("maps salary types as SPEC §4 says", () => {
    const number = (shiftConfig: string, salaryType: string) =>
      validatePayrollGroup({ ...contract, shiftConfig, salaryType }).values.salaryTypeNumber;
    expect(number("without_shift", "per_attendance")).toBe(2);
    expect(number("with_shift", "per_attendance")).toBe(4);
    expect(number("with_shift", "per_cycle")).toBe(3);
    expect(number("without_shift", "per_cycle")).toBe(1);
    expect(number("with_shift", "daily_fee")).toBe(2);
  });

  it("asks each cycle for what it needs (SPEC §9)", () => {
    const fields = (input: Record<string, unknown>) =>
      validatePayrollGroup({ ...contract, payDay: undefined, ...input }).problems;
    expect(fields({ cycle: "monthly" })).toEqual([
      { field: "payDay", message: "is required for a monthly cycle" },
    ]);
    expect(fields({ cycle: "weekly" })).toEqual([
      { field: "payWeekday", message: "is required for a weekly cycle" },
    ]);
    expect(fields({ cycle: "custom" })).toEqual([
      { field: "customCycleDays", message: "is required for a custom cycle" },
    ]);
    expect(fields({ cycle: "daily" })).toEqual([]);
    const weekly = validatePayrollGroup({ ...contract, cycle: "weekly", payWeekday: 5 }).values;
    expect([weekly.payDay, weekly.payWeekday]).toEqual([null, 5]);
  });

  it("lists every bad field at once", () => {
    const { problems } = validatePayrollGroup({
      name: " ",
      shiftConfig: "sometimes",
      salaryType: undefined,
      cycle: "yearly",
      cutoffDay: 32,
      payDay: 0,
      socialInsurance: { programs: "all", paidBy: "nobody", jkkRiskRatePercent: 0.3 },
      bpjsKesehatan: "yes",
      proration: "fixed_divisor",
      taxConfigurationId: -1,
      taxMethod: "net",
      description: "d".repeat(501),
      status: "gone",
      branchIds: [1, "x"],
      components: [{ componentId: 1, amount: -1 }, { componentId: 1 }, { amount: 3 }],
    });
    expect(problems.map((p) => p.field).sort()).toEqual(
      [
        "name",
        "shiftConfig",
        "salaryType",
        "cycle",
        "cutoffDay",
        "payDay",
        "socialInsurance.programs",
        "socialInsurance.paidBy",
        "socialInsurance.jkkRiskRatePercent",
        "bpjsKesehatan",
        "prorationDivisor",
        "taxConfigurationId",
        "taxMethod",
        "description",
        "status",
        "branchIds",
        "components.0.amount",
        "components.1.componentId",
        "components.2.componentId",
      ].sort(),
    );
  });

  it("takes a JKK risk rate of PP 44/2015 and a fixed divisor 1..31", () => {
    const { values, problems } = validatePayrollGroup({
      ...contract,
      socialInsurance: { programs: "jkk_jkm", paidBy: "agent", jkkRiskRatePercent: 1.74 },
      proration: "fixed_divisor",
      prorationDivisor: 21,
    });
    expect(problems).toEqual([]);
    expect([values.jkkRiskRatePercent, values.prorationDivisor]).toEqual([1.74, 21]);
    expect(
      validatePayrollGroup({ ...contract, proration: "fixed_divisor", prorationDivisor: 32 })
        .problems,
    ).toEqual([{ field: "prorationDivisor", message: "must be a whole number from 1 to 31" }]);
  });

  it("holds Rp amounts to whole rupiah and % to 0..100", () => {
    expect(schemeAmountProblem("Rp", 10.5)).toBe("must be whole rupiah");
    expect(schemeAmountProblem("%", 100.5)).toBe("must be a percentage from 0 to 100");
    expect(schemeAmountProblem("%", 2.5)).toBeNull();
  });

  it("words every problem in Indonesian too", () => {
    const messages = [
      ...validatePayrollGroup({}).problems,
      ...validatePayrollGroup({
        ...contract,
        payDay: 40,
        socialInsurance: "x",
        pensionJp: 1,
        description: 5,
        proration: "fixed_divisor",
        branchIds: "x",
        components: [{ componentId: "x" }, { componentId: 2, amount: 1.23456 }, {}],
      }).problems,
      ...validatePayrollGroup({ ...contract, cycle: "weekly", payDay: undefined }).problems,
      ...validatePayrollGroup({ ...contract, cycle: "custom", payDay: undefined }).problems,
      ...validatePayrollGroup({ ...contract, components: "x", branchIds: Array(501).fill(1) })
        .problems,
      ...validateMembers([
        {},
        {
          agentId: 1,
          basicSalary: -1,
          ptkp: "X",
          recipient: "boss",
          components: [{ componentId: 1, amount: -2 }, { componentId: 1, amount: 1 }, {}],
          paymentMethod: "gold",
          accountNumber: "12",
          eWallet: "coins",
          walletPhoneNumber: "1",
          bankName: "b".repeat(81),
          accountName: "a".repeat(121),
        },
        { agentId: 1, basicSalary: 1.5, ptkp: "TK/0", components: "x" },
        { agentId: "x", basicSalary: "x", ptkp: "TK/0", paymentMethod: "bank_transfer" },
        { agentId: 2, basicSalary: 1e11, ptkp: "TK/0", paymentMethod: "e_wallet" },
        {
          agentId: 3,
          basicSalary: 1,
          ptkp: "TK/0",
          bankName: "BCA",
          components: [{ componentId: 1, amount: "x" }],
        },
      ]).problems,
    ].map((p) => p.message);
    expect(new Set(messages).size).toBeGreaterThan(25);
    for (const message of new Set(messages))
      expect(localizeProblem("id", message), message).not.toBe(message);
  });
});

const yearMonths = fc
  .record({ year: fc.integer({ min: 1990, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => new Temporal.PlainYearMonth(year, month));
const dates = fc
  .integer({ min: 0, max: 365 * 100 })
  .map((days) => Temporal.PlainDate.from("1990-01-01").add({ days }));
const days = fc.integer({ min: 1, max: 31 });

describe("pay dates and periods", () => {
  it("pays on the pay day, or the month's last day when the month is shorter (31 = end of month)", () => {
    expect(payDateOf(Temporal.PlainYearMonth.from("2026-02"), 31).toString()).toBe("2026-02-28");
    expect(payDateOf(Temporal.PlainYearMonth.from("2028-02"), 30).toString()).toBe("2028-02-29");
    expect(payDateOf(Temporal.PlainYearMonth.from("2026-04"), 31).toString()).toBe("2026-04-30");
    expect(payDateOf(Temporal.PlainYearMonth.from("2026-01"), 25).toString()).toBe("2026-01-25");
    fc.assert(
      fc.property(yearMonths, days, (month, day) => {
        const date = payDateOf(month, day);
        expect(date.toPlainYearMonth().equals(month)).toBe(true);
        expect(date.day).toBe(Math.min(day, month.daysInMonth));
        if (day === 31) expect(date.day).toBe(month.daysInMonth);
      }),
    );
    expect(() => dayOfMonth(Temporal.PlainYearMonth.from("2026-01"), 0)).toThrow(RangeError);
  });

  it("a cut-off of 1 is the calendar month; 26 runs 26th to 25th", () => {
    const period = (date: string, cutoff: number) => {
      const p = periodContaining(Temporal.PlainDate.from(date), cutoff);
      return [p.start.toString(), p.end.toString()];
    };
    expect(period("2026-02-14", 1)).toEqual(["2026-02-01", "2026-02-28"]);
    expect(period("2026-02-14", 26)).toEqual(["2026-01-26", "2026-02-25"]);
    expect(period("2026-02-26", 26)).toEqual(["2026-02-26", "2026-03-25"]);
    expect(period("2026-02-28", 31)).toEqual(["2026-02-28", "2026-03-30"]);
    expect(period("2026-02-27", 31)).toEqual(["2026-01-31", "2026-02-27"]);
  });

  it("the period holding a date holds it, and the next one starts the day after it ends", () => {
    fc.assert(
      fc.property(dates, days, (date, cutoff) => {
        const { start, end } = periodContaining(date, cutoff);
        expect(Temporal.PlainDate.compare(start, date)).toBeLessThanOrEqual(0);
        expect(Temporal.PlainDate.compare(date, end)).toBeLessThanOrEqual(0);
        const next = periodContaining(end.add({ days: 1 }), cutoff);
        expect(next.start.equals(end.add({ days: 1 }))).toBe(true);
        // Every day of the period maps to the same period.
        expect(periodContaining(start, cutoff).end.equals(end)).toBe(true);
        expect(periodContaining(end, cutoff).start.equals(start)).toBe(true);
        const length = start.until(end, { largestUnit: "days" }).days + 1;
        expect(length).toBeGreaterThanOrEqual(28);
        expect(length).toBeLessThanOrEqual(31);
      }),
    );
  });

  it("a period starts in its month on the cut-off day, clamped to the month", () => {
    fc.assert(
      fc.property(yearMonths, days, (month, cutoff) => {
        const { start } = periodStartingIn(month, cutoff);
        expect(start.toPlainYearMonth().equals(month)).toBe(true);
        expect(start.day).toBe(Math.min(cutoff, month.daysInMonth));
      }),
    );
  });
});
