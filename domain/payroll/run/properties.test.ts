import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PtkpStatus } from "../../tax/types.ts";
import { computeMember } from "./compute.ts";
import { component, memberFor, settingsFor } from "./test-fixtures.ts";
import type { ComponentInput, MemberInput, MemberResult, RunSettings } from "./types.ts";

const PTKP: Record<PtkpStatus, number> = {
  "TK/0": 54_000_000,
  "TK/1": 58_500_000,
  "TK/2": 63_000_000,
  "TK/3": 67_500_000,
  "K/0": 58_500_000,
  "K/1": 63_000_000,
  "K/2": 67_500_000,
  "K/3": 72_000_000,
};

/** REF §2.1 written again: biaya jabatan 5 % capped 500,000 × months, PKP to the thousand, Pasal 17 (HPP). */
function independentAnnualTax(grosses: number[], pensions: number[], ptkp: number): number {
  const gross = grosses.reduce((a, b) => a + b, 0);
  const expense = Math.min(Math.floor((gross * 5 + 50) / 100), 500_000 * grosses.length);
  const net = gross - expense - pensions.reduce((a, b) => a + b, 0);
  const pkp = Math.max(0, Math.floor((net - ptkp) / 1000) * 1000);
  const layers: [number, number][] = [
    [60_000_000, 5],
    [250_000_000, 15],
    [500_000_000, 25],
    [5_000_000_000, 30],
    [Number.POSITIVE_INFINITY, 35],
  ];
  let tax = 0;
  let lower = 0;
  for (const [upper, rate] of layers) {
    if (pkp <= lower) break;
    tax += ((Math.min(pkp, upper) - lower) * rate) / 100;
    lower = upper;
  }
  return tax;
}

const monthSettings = (month: number, overrides: Partial<RunSettings> = {}) => {
  const end = new Date(Date.UTC(2026, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, "0");
  return settingsFor({
    month,
    periodStart: `2026-${mm}-01`,
    periodEnd: `2026-${mm}-${end}`,
    ...overrides,
  });
};

const sumOf = (r: MemberResult, pick: (type: string) => boolean) =>
  r.lines.filter((l) => pick(l.type)).reduce((s, l) => s + l.amount, 0);

describe("the December reconciliation (issue 17 done-when)", () => {
  it("for a year of random salaries, PTKP statuses, methods, joiners and leavers, the last period's PPh 21 = annual tax − Σ withheld before", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(PTKP) as PtkpStatus[])),
        fc.array(fc.integer({ min: 1_000_000, max: 120_000_000 }), {
          minLength: 12,
          maxLength: 12,
        }),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 12, maxLength: 12 }),
        fc.constantFrom("gross" as const, "gross_up" as const),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (ptkpStatus, salaries, lastMonth, clientPays, bonuses, taxMethod, joinMonth, joinDay) => {
          const firstMonth = Math.min(joinMonth, lastMonth);
          const joinDate = `2026-${String(firstMonth).padStart(2, "0")}-${String(joinDay).padStart(2, "0")}`;
          const previous: MemberInput["taxYear"]["previousPeriods"] = [];
          let last: MemberResult | null = null;
          for (let month = firstMonth; month <= lastMonth; month++) {
            const s = monthSettings(month, {});
            s.group.socialPaidBy = clientPays ? "client" : "agent";
            s.group.taxMethod = taxMethod;
            const lastEnd = new Date(Date.UTC(2026, lastMonth, 0)).toISOString().slice(0, 10);
            const r = computeMember(
              s,
              memberFor({
                ptkpStatus,
                joinDate,
                effectiveFrom: joinDate,
                basicSalary: salaries[month - 1]!,
                terminationDate: lastMonth < 12 ? lastEnd : null,
                adjustments:
                  bonuses[month - 1]! > 0
                    ? [
                        {
                          type: "increment",
                          label: "Bonus",
                          amount: bonuses[month - 1]!,
                          componentCode: null,
                          taxable: true,
                        },
                      ]
                    : [],
                taxYear: {
                  ...memberFor().taxYear,
                  previousPeriods: [...previous],
                  lastPeriod: lastMonth,
                },
              }),
            );
            expect(r.errorCode === undefined || r.errorCode === "NEGATIVE_NET_PAY").toBe(true);
            previous.push({
              month,
              taxableGross: r.taxableGross,
              employeePension: r.employeePension,
              pph21: r.pph21,
            });
            last = r;
          }
          const withheldBefore = previous.slice(0, -1).reduce((s, p) => s + p.pph21, 0);
          const annual = independentAnnualTax(
            previous.map((p) => p.taxableGross),
            previous.map((p) => p.employeePension),
            PTKP[ptkpStatus],
          );
          // Under gross-up the taxable grosses include each month's allowance (= its tax).
          expect(last!.pph21).toBe(annual - withheldBefore);
          if (taxMethod === "gross_up") {
            expect(last!.lines.find((l) => l.code === "tax_allowance")!.amount).toBe(last!.pph21);
          }
          expect(last!.lines.find((l) => l.code === "pph21")!.inputs!["annualTax"]).toBe(annual);
        },
      ),
      { numRuns: 80 },
    );
  });
});

const componentArb: fc.Arbitrary<ComponentInput> = fc
  .record({
    scheme: fc.constantFrom("%" as const, "Rp" as const),
    addOrSub: fc.constantFrom("add" as const, "subtract" as const),
    mode: fc.constantFrom("prorate" as const, "fixed_rate" as const, "daily_fee" as const),
    taxTreatment: fc.constantFrom(
      "regular" as const,
      "irregular" as const,
      "natura" as const,
      "non_object" as const,
    ),
    base: fc.constantFrom("salary" as const, "sub_total" as const),
    rupiah: fc.integer({ min: 0, max: 3_000_000 }),
    percent: fc.integer({ min: 0, max: 2000 }),
  })
  .map((c) =>
    component({
      scheme: c.scheme,
      addOrSub: c.addOrSub,
      mode: c.mode,
      taxTreatment: c.taxTreatment,
      base: c.scheme === "%" ? c.base : null,
      amount:
        c.scheme === "%"
          ? String(c.percent / 100)
          : String(c.mode === "daily_fee" ? Math.floor(c.rupiah / 20) : c.rupiah),
    }),
  );

const runArb = fc.record({
  salaryType: fc.constantFrom(
    "per_cycle" as const,
    "daily_fee" as const,
    "per_attendance" as const,
  ),
  proration: fc.constantFrom(
    "calendar_days" as const,
    "working_days" as const,
    "fixed_divisor" as const,
  ),
  divisor: fc.constantFrom(null, 21, 25, 30),
  useAttendance: fc.boolean(),
  socialPaidBy: fc.constantFrom("client" as const, "agent" as const),
  socialPrograms: fc.constantFrom("jkk_jkm" as const, "jkk_jkm_jht" as const),
  taxMethod: fc.constantFrom("gross" as const, "gross_up" as const, "tax_allowance" as const),
  noTax: fc.boolean(),
  month: fc.integer({ min: 1, max: 12 }),
  thr: fc.boolean(),
  rounding: fc.constantFrom("exact" as const, "hourly_truncated" as const),
  minimumWage: fc.constantFrom(null, 5_396_761),
});

const memberArb = fc.record({
  recipient: fc.constantFrom(
    "permanent_employee",
    "non_permanent_monthly",
    "non_permanent_daily",
    "commissioner",
    "non_employee",
    "pensioner",
  ),
  salary: fc.integer({ min: 0, max: 60_000_000 }),
  joinDay: fc.integer({ min: -400, max: 20 }),
  leaveDay: fc.option(fc.integer({ min: 10, max: 40 })),
  components: fc.array(componentArb, { maxLength: 5 }),
  working: fc.integer({ min: 18, max: 23 }),
  attended2: fc.integer({ min: 0, max: 46 }),
  absent: fc.integer({ min: 0, max: 5 }),
  unpaid2: fc.integer({ min: 0, max: 6 }),
  overtime: fc.array(
    fc.record({
      minutes: fc.integer({ min: 0, max: 600 }),
      type: fc.constantFrom(
        "regular_working_day" as const,
        "working_on_day_off" as const,
        "working_on_national_holiday" as const,
        "swap_schedule" as const,
      ),
      fixed: fc.option(fc.integer({ min: 0, max: 500_000 })),
    }),
    { maxLength: 3 },
  ),
  increments: fc.array(
    fc.record({
      amount: fc.integer({ min: 0, max: 2_000_000 }),
      taxable: fc.boolean(),
      dec: fc.boolean(),
    }),
    {
      maxLength: 3,
    },
  ),
});

const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

describe("invariants of every line (fast-check)", () => {
  it("net = gross − deductions; lines sum to the totals; every figure an integer", () => {
    fc.assert(
      fc.property(runArb, memberArb, (run, m) => {
        const s = monthSettings(run.month, {
          useAttendance: run.useAttendance,
          tax: run.noTax ? null : settingsFor().tax,
          thrHolidayDate: run.thr ? `2026-${String(run.month).padStart(2, "0")}-20` : null,
          overtimeRounding: run.rounding,
          minimumWage: run.minimumWage,
        });
        Object.assign(s.group, {
          salaryType: run.salaryType,
          proration: run.proration,
          prorationDivisor: run.divisor,
          socialPaidBy: run.socialPaidBy,
          socialPrograms: run.socialPrograms,
          taxMethod: run.taxMethod,
        });
        const start = Date.parse(`${s.periodStart}T00:00:00Z`) / 86_400_000;
        const member = memberFor({
          recipient: m.recipient,
          basicSalary: run.salaryType === "per_cycle" ? m.salary : Math.floor(m.salary / 25),
          joinDate: iso(start + m.joinDay),
          effectiveFrom: iso(start + m.joinDay),
          terminationDate: m.leaveDay === null ? null : iso(start + m.leaveDay),
          components: m.components,
          attendance: {
            workingDaysInPeriod: m.working,
            workingDaysEmployed: m.working,
            attendedDays: m.attended2 / 2,
            absentDays: m.absent,
            unpaidLeaveDays: m.unpaid2 / 2,
            paidLeaveDays: 0,
          },
          overtime: m.overtime.map((o, i) => ({
            requestId: i,
            date: s.periodStart,
            type: o.type,
            minutes: o.minutes,
            multiplierUnits: null,
            fixedAmount: o.fixed,
          })),
          adjustments: m.increments.map((a) => ({
            type: a.dec ? ("decrement" as const) : ("increment" as const),
            label: "x",
            amount: a.amount,
            componentCode: null,
            taxable: a.taxable,
          })),
          taxYear: { ...memberFor().taxYear, lastPeriod: Math.max(run.month, 12) },
        });
        const r = computeMember(s, member);
        if (r.errorCode === "NOT_EMPLOYED_IN_PERIOD") return;
        expect([undefined, "NEGATIVE_NET_PAY"]).toContain(r.errorCode);
        expect(r.net).toBe(r.gross - r.employeeDeductions);
        expect(sumOf(r, (t) => t === "earning")).toBe(r.gross);
        expect(sumOf(r, (t) => t === "deduction" || t === "tax")).toBe(r.employeeDeductions);
        expect(sumOf(r, (t) => t === "employer")).toBe(r.employerContributions);
        const taxable = r.lines
          .filter((l) => (l.type === "earning" || l.type === "employer") && l.taxable)
          .reduce((a, l) => a + l.amount, 0);
        expect(taxable).toBe(r.taxableGross);
        const b = r.bpjs;
        const employerParts = b.jkk + b.jkm + b.jhtEmployer + b.jpEmployer + b.kesehatanEmployer;
        const workerParts = b.jhtWorker + b.jpWorker + b.kesehatanWorker;
        expect(r.employerContributions).toBe(
          employerParts + (run.socialPaidBy === "client" ? workerParts : 0),
        );
        expect(r.employeePension).toBe(b.jhtWorker + b.jpWorker);
        for (const value of [
          r.gross,
          r.net,
          r.taxableGross,
          r.pph21,
          r.basicSalary,
          ...r.lines.map((l) => l.amount),
        ]) {
          expect(Number.isSafeInteger(value)).toBe(true);
        }
        if (r.errorCode === "NEGATIVE_NET_PAY") expect(r.net).toBeLessThan(0);
        else expect(r.net).toBeGreaterThanOrEqual(0);
        // gross-up: the allowance cancels the tax (the worker keeps the agreed pay).
        if (run.taxMethod !== "gross" && !run.noTax) {
          const allowance = r.lines.find((l) => l.code === "tax_allowance")!.amount;
          expect(allowance).toBe(r.pph21);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe("proration (fast-check)", () => {
  const methods = [
    { proration: "calendar_days" as const, prorationDivisor: null },
    { proration: "fixed_divisor" as const, prorationDivisor: 30 },
    { proration: "fixed_divisor" as const, prorationDivisor: 21 },
    { proration: "working_days" as const, prorationDivisor: null },
  ];
  it("is monotone in the days employed and equals the salary for a full month", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(...methods),
        (salary, month, method) => {
          const s = monthSettings(month);
          Object.assign(s.group, method);
          const last = Number(s.periodEnd.slice(8));
          const mm = s.periodStart.slice(0, 8);
          let previous = Number.POSITIVE_INFINITY;
          for (let day = 1; day <= last; day++) {
            const joinDate = `${mm}${String(day).padStart(2, "0")}`;
            const basic = computeMember(
              s,
              memberFor({ basicSalary: salary, joinDate }),
            ).basicSalary;
            expect(Number.isSafeInteger(basic)).toBe(true);
            expect(basic).toBeLessThanOrEqual(previous);
            expect(basic).toBeLessThanOrEqual(salary);
            if (day === 1) expect(basic).toBe(salary);
            previous = basic;
          }
          let before = -1;
          for (let day = 1; day <= last; day++) {
            const terminationDate = `${mm}${String(day).padStart(2, "0")}`;
            const basic = computeMember(
              s,
              memberFor({ basicSalary: salary, terminationDate }),
            ).basicSalary;
            expect(basic).toBeGreaterThanOrEqual(before);
            before = basic;
          }
          expect(before).toBe(salary);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("speed", () => {
  it("10,000 members in well under a second on one core", () => {
    const s = settingsFor({ useAttendance: true });
    const components = [
      component({ mode: "prorate", amount: "1000000" }),
      component({ mode: "daily_fee", amount: "25000" }),
      component({ scheme: "%", base: "salary", amount: "5" }),
    ];
    const members = Array.from({ length: 10_000 }, (_, i) =>
      memberFor({
        agentId: i,
        basicSalary: 5_000_000 + i * 1000,
        components,
        attendance: {
          ...memberFor().attendance,
          workingDaysInPeriod: 22,
          attendedDays: 20,
          absentDays: i % 3,
        },
        overtime:
          i % 4 === 0
            ? [
                {
                  requestId: i,
                  date: "2026-01-05",
                  type: "regular_working_day",
                  minutes: 120,
                  multiplierUnits: null,
                  fixedAmount: null,
                },
              ]
            : [],
      }),
    );
    computeMember(s, members[0]!);
    const t0 = performance.now();
    let net = 0;
    for (const m of members) net += computeMember(s, m).net;
    const ms = performance.now() - t0;
    expect(net).toBeGreaterThan(0);
    // The target is well under 1 s; the bound leaves room for a loaded CI machine.
    expect(ms).toBeLessThan(3000);
  });
});
