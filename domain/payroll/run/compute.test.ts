import { describe, expect, it } from "vitest";
import { computeMember, MEMBER_ERROR_CODES, prepareRun } from "./compute.ts";
import {
  ENGINE_LINE_LABELS,
  LINE_ERROR_LABELS,
  lineErrorLabel,
  lineLabel,
  lineLabelIn,
} from "./labels.ts";
import { component, memberFor, settingsFor } from "./test-fixtures.ts";
import type { MemberResult } from "./types.ts";

const line = (r: MemberResult, code: string) => {
  const found = r.lines.find((l) => l.code === code);
  if (!found)
    throw new Error(
      `no line ${code}: ${r.lines.map((l) => l.code).join(", ")} ${r.errorReason ?? ""}`,
    );
  return found;
};

describe("a full month, per cycle (worked example)", () => {
  it("10,000,000 TK/0 in January 2026: BPJS, TER A 2.5 % on 10,454,000, net 9,338,650", () => {
    const r = computeMember(settingsFor(), memberFor());
    expect(r.errorCode).toBeUndefined();
    expect(r.basicSalary).toBe(10_000_000);
    expect(r.bpjs).toEqual({
      kesehatanWorker: 100_000,
      kesehatanEmployer: 400_000,
      jhtWorker: 200_000,
      jhtEmployer: 370_000,
      jpWorker: 100_000,
      jpEmployer: 200_000,
      jkk: 24_000,
      jkm: 30_000,
    });
    // PMK 168/2023 Ps. 5: employer JKK + JKM + Kesehatan are income; JHT/JP are not.
    expect(r.taxableGross).toBe(10_454_000);
    expect(r.pph21).toBe(261_350);
    expect(r.gross).toBe(10_000_000);
    expect(r.employeePension).toBe(300_000);
    expect(r.employeeDeductions).toBe(200_000 + 100_000 + 100_000 + 261_350);
    expect(r.employerContributions).toBe(24_000 + 30_000 + 370_000 + 200_000 + 400_000);
    expect(r.net).toBe(9_338_650);
    expect(line(r, "pph21").rule).toContain("TER category A 2.5 %");
  });
});

describe("proration (RUNS.md §1.4)", () => {
  it("a joiner on the 15th, calendar days: 10,000,000 × 17/31 = 5,483,871", () => {
    const r = computeMember(
      settingsFor(),
      memberFor({ joinDate: "2026-01-15", effectiveFrom: "2026-01-15" }),
    );
    expect(r.basicSalary).toBe(5_483_871);
    expect(line(r, "basic_salary").rule).toBe(
      "Prorated by calendar days: 17/31 (RUNS.md §1.4): 10,000,000 × 17/31, rounded half up",
    );
    expect(r.inputs).toMatchObject({
      employedFrom: "2026-01-15",
      employedTo: "2026-01-31",
      calendarDaysEmployed: 17,
    });
  });

  it("a leaver on the 10th: 10/31 → 3,225,806; BPJS still on the full monthly wage", () => {
    const r = computeMember(settingsFor(), memberFor({ terminationDate: "2026-01-10" }));
    expect(r.basicSalary).toBe(3_225_806);
    expect(r.bpjs.jhtWorker).toBe(200_000);
  });

  it("the membership's dates clip the window too", () => {
    const r = computeMember(
      settingsFor(),
      memberFor({ effectiveFrom: "2026-01-21", effectiveTo: "2026-01-25" }),
    );
    expect(r.basicSalary).toBe(Math.round((10_000_000 * 5) / 31));
  });

  it("fixed divisor 30: a joiner on the 15th gets 17/30; a full 31-day month the full salary", () => {
    const s = settingsFor({ group: { proration: "fixed_divisor", prorationDivisor: 30 } });
    expect(computeMember(s, memberFor({ joinDate: "2026-01-15" })).basicSalary).toBe(5_666_667);
    expect(computeMember(s, memberFor()).basicSalary).toBe(10_000_000);
    // At most the divisor: 31 − 1 = 30 employed days of 31 → 30/30.
    expect(computeMember(s, memberFor({ joinDate: "2026-01-02" })).basicSalary).toBe(10_000_000);
  });

  it("working days: 13 of 22 scheduled; without a schedule it falls back to calendar days", () => {
    const s = settingsFor({ group: { proration: "working_days" } });
    const scheduled = memberFor({
      joinDate: "2026-01-15",
      attendance: { ...memberFor().attendance, workingDaysInPeriod: 22, workingDaysEmployed: 13 },
    });
    expect(computeMember(s, scheduled).basicSalary).toBe(5_909_091);
    const unknown = computeMember(s, memberFor({ joinDate: "2026-01-15" }));
    expect(unknown.basicSalary).toBe(5_483_871);
    expect(line(unknown, "basic_salary").rule).toContain("Gadjian fallback");
  });

  it("not employed in the period → NOT_EMPLOYED_IN_PERIOD with zero figures", () => {
    const r = computeMember(settingsFor(), memberFor({ joinDate: "2026-02-01" }));
    expect(r.errorCode).toBe("NOT_EMPLOYED_IN_PERIOD");
    expect(r.net).toBe(0);
    const gone = computeMember(settingsFor(), memberFor({ terminationDate: "2025-12-31" }));
    expect(gone.errorCode).toBe("NOT_EMPLOYED_IN_PERIOD");
  });
});

describe("day-rate salary types", () => {
  it("daily fee × attended days with attendance data (halves count)", () => {
    const s = settingsFor({ useAttendance: true, group: { salaryType: "daily_fee" } });
    const m = memberFor({
      basicSalary: 200_000,
      recipient: "non_permanent_daily",
      attendance: { ...memberFor().attendance, attendedDays: 15.5 },
    });
    const r = computeMember(s, m);
    expect(r.basicSalary).toBe(3_100_000);
    // Daily worker: 3,100,000 + employer premiums over 16 days ≤ 450,000 a day → 0 %.
    expect(r.pph21).toBe(0);
  });

  it("without attendance data: scheduled working days, else the weekdays employed (22 in January 2026)", () => {
    const s = settingsFor({ group: { salaryType: "per_attendance" } });
    const scheduled = memberFor({
      basicSalary: 200_000,
      attendance: { ...memberFor().attendance, workingDaysEmployed: 20 },
    });
    expect(computeMember(s, scheduled).basicSalary).toBe(4_000_000);
    const r = computeMember(s, memberFor({ basicSalary: 200_000 }));
    expect(r.basicSalary).toBe(4_400_000);
    expect(r.inputs["daysPaid"]).toEqual({ days: 22, source: "weekdays" });
  });
});

describe("absences and unpaid leave (per cycle, attendance data on)", () => {
  it("monthly / scheduled working days × days, as negative earnings (gross and taxable gross fall)", () => {
    const s = settingsFor({ useAttendance: true });
    const r = computeMember(
      s,
      memberFor({
        attendance: {
          ...memberFor().attendance,
          workingDaysInPeriod: 22,
          absentDays: 2,
          unpaidLeaveDays: 1,
        },
      }),
    );
    expect(line(r, "absence_deduction").amount).toBe(-909_091);
    // Total 10,000,000 × 3/22 = 1,363,636.36 → 1,363,636; absence 909,091, unpaid leave the rest.
    expect(line(r, "unpaid_leave_deduction").amount).toBe(-(1_363_636 - 909_091));
    expect(r.gross).toBe(10_000_000 - 1_363_636);
  });

  it("divisor 21 without a schedule (PP 36/2021 Ps. 17); never more than the prorated basic", () => {
    const s = settingsFor({ useAttendance: true });
    const one = computeMember(
      s,
      memberFor({ attendance: { ...memberFor().attendance, absentDays: 1 } }),
    );
    expect(line(one, "absence_deduction").amount).toBe(-476_190);
    const many = computeMember(
      s,
      memberFor({
        joinDate: "2026-01-25",
        attendance: { ...memberFor().attendance, absentDays: 20 },
      }),
    );
    expect(line(many, "absence_deduction").amount).toBe(-many.basicSalary);
    expect(many.gross).toBe(0);
  });

  it("ignored without attendance data", () => {
    const r = computeMember(
      settingsFor(),
      memberFor({ attendance: { ...memberFor().attendance, absentDays: 3 } }),
    );
    expect(r.lines.some((l) => l.code === "absence_deduction")).toBe(false);
  });
});

describe("components by mode (SPEC §9)", () => {
  const joiner = { joinDate: "2026-01-15" };
  it("Rp prorate × the fraction, fixed_rate as is, daily_fee × attended days", () => {
    const s = settingsFor({ useAttendance: true });
    const r = computeMember(
      s,
      memberFor({
        ...joiner,
        attendance: { ...memberFor().attendance, attendedDays: 10.5 },
        components: [
          component({ code: "allowance_position_sum", mode: "prorate", amount: "1000000" }),
          component({ code: "allowance_phone_sum", mode: "fixed_rate", amount: "500000" }),
          component({
            code: "allowance_meals_sum",
            mode: "daily_fee",
            amount: "50000",
            taxTreatment: "non_object",
          }),
        ],
      }),
    );
    expect(line(r, "allowance_position_sum").amount).toBe(548_387);
    expect(line(r, "allowance_phone_sum").amount).toBe(500_000);
    const meals = line(r, "allowance_meals_sum");
    expect(meals.amount).toBe(525_000);
    expect(meals.taxable).toBe(false);
    expect(r.gross).toBe(5_483_871 + 548_387 + 500_000 + 525_000);
    // BPJS on the full monthly basic + fixed allowances: 11,500,000.
    expect(r.inputs["bpjs"]).toMatchObject({ wage: 11_500_000 });
  });

  it("% of salary (the prorated basic) and of the sub-total (basic + Rp earnings above it), half up once", () => {
    const r = computeMember(
      settingsFor(),
      memberFor({
        ...joiner,
        components: [
          component({ code: "pct_salary", scheme: "%", base: "salary", amount: "5" }),
          component({ code: "transport", mode: "fixed_rate", amount: "333333" }),
          component({ code: "pct_sub", scheme: "%", base: "sub_total", amount: "2.5" }),
        ],
      }),
    );
    expect(line(r, "pct_salary").amount).toBe(274_194); // 5 % × 5,483,871 = 274,193.55
    expect(line(r, "pct_sub").amount).toBe(145_430); // 2.5 % × (5,483,871 + 333,333) = 145,430.1
  });

  it("subtract components are deductions, not in gross", () => {
    const r = computeMember(
      settingsFor(),
      memberFor({
        components: [
          component({ code: "fixed_deduction_sum", addOrSub: "subtract", amount: "150000" }),
        ],
      }),
    );
    const l = line(r, "fixed_deduction_sum");
    expect(l.type).toBe("deduction");
    expect(r.gross).toBe(10_000_000);
    expect(r.net).toBe(9_338_650 - 150_000);
  });
});

describe("adjustments (SPEC §3)", () => {
  it("increment (taxable or not), decrement, default replacing a component's amount", () => {
    const r = computeMember(
      settingsFor(),
      memberFor({
        components: [component({ code: "incentive_sum", mode: "prorate", amount: "1000000" })],
        adjustments: [
          {
            type: "increment",
            label: "Bonus",
            amount: 250_000,
            componentCode: null,
            taxable: true,
          },
          {
            type: "increment",
            label: "Reimbursement",
            amount: 75_000,
            componentCode: null,
            taxable: false,
          },
          {
            type: "decrement",
            label: "Loan",
            amount: 100_000,
            componentCode: null,
            taxable: false,
          },
          {
            type: "default",
            label: "Incentive January",
            amount: 700_000,
            componentCode: "incentive_sum",
            taxable: true,
          },
        ],
      }),
    );
    expect(line(r, "incentive_sum").amount).toBe(700_000);
    expect(line(r, "incentive_sum").rule).toContain('default adjustment "Incentive January"');
    expect(r.gross).toBe(10_000_000 + 700_000 + 250_000 + 75_000);
    // BPJS on 11,000,000 (the incentive is a fixed allowance): JKK 26,400 + JKM 33,000 + Kes 440,000.
    expect(r.taxableGross).toBe(10_000_000 + 700_000 + 250_000 + 499_400);
    expect(
      r.lines.filter((l) => l.code === "adjustment" && l.type === "deduction")[0]!.amount,
    ).toBe(100_000);
  });

  it("a default adjustment for a component the worker lacks → UNKNOWN_COMPONENT, figures kept", () => {
    const r = computeMember(
      settingsFor(),
      memberFor({
        adjustments: [
          { type: "default", label: "x", amount: 1, componentCode: "nope", taxable: true },
        ],
      }),
    );
    expect(r.errorCode).toBe("UNKNOWN_COMPONENT");
    expect(r.errorReason).toContain("nope");
    expect(r.net).toBe(9_338_650);
  });
});

describe("overtime (PP 35/2021, issue 15)", () => {
  const ot = (
    over: Partial<MemberResult["lines"][number]["inputs"]> & Record<string, unknown> = {},
  ) => ({
    requestId: 1,
    date: "2026-01-10",
    type: "working_on_national_holiday" as const,
    minutes: 540,
    multiplierUnits: "21",
    fixedAmount: null,
    ...over,
  });
  it("the Kemnaker example: 5,000,000, 21 units, hourly truncated to 28,901 → 606,921", () => {
    const s = settingsFor({ overtimeRounding: "hourly_truncated" });
    const r = computeMember(s, memberFor({ basicSalary: 5_000_000, overtime: [ot()] }));
    expect(line(r, "overtime").amount).toBe(606_921);
  });
  it("exact: 21 × 5,000,000 / 173 = 606,936.4 → 606,936", () => {
    const r = computeMember(settingsFor(), memberFor({ basicSalary: 5_000_000, overtime: [ot()] }));
    expect(line(r, "overtime").amount).toBe(606_936);
  });
  it("units from the ladder when the request has none: 2 h on a working day = 1.5 + 2 = 3.5", () => {
    const r = computeMember(
      settingsFor(),
      memberFor({
        basicSalary: 5_000_000,
        components: [component({ mode: "fixed_rate", amount: "190000" })],
        overtime: [ot({ type: "regular_working_day", minutes: 120, multiplierUnits: null })],
      }),
    );
    // (5,000,000 + 190,000) / 173 × 3.5 = 105,000
    expect(line(r, "overtime").amount).toBe(105_000);
  });
  it("the minimum wage floors the base; a fixed amount is paid as is", () => {
    const s = settingsFor({ minimumWage: 5_190_000 });
    const r = computeMember(
      s,
      memberFor({
        basicSalary: 4_000_000,
        overtime: [
          ot({ minutes: 60, multiplierUnits: "1.5", type: "regular_working_day" }),
          ot({ requestId: 2, fixedAmount: 123_456 }),
        ],
      }),
    );
    const lines = r.lines.filter((l) => l.code === "overtime");
    expect(lines.map((l) => l.amount)).toEqual([45_000, 123_456]);
  });
});

describe("THR (Permenaker 6/2016)", () => {
  it("pro rata: 9 completed months × (basic + fixed allowances) / 12, an irregular taxable earning", () => {
    const s = settingsFor({
      month: 3,
      periodStart: "2026-03-01",
      periodEnd: "2026-03-31",
      thrHolidayDate: "2026-03-20",
    });
    const r = computeMember(
      s,
      memberFor({
        joinDate: "2025-06-01",
        components: [component({ mode: "fixed_rate", amount: "1000000" })],
      }),
    );
    const thr = line(r, "thr");
    expect(thr.amount).toBe(8_250_000);
    expect(thr.taxable).toBe(true);
    expect(thr.inputs).toMatchObject({ monthsOfService: 9 });
  });
  it("a daily worker: the average of their monthly wages; missing wages → INVALID_MEMBER_DATA", () => {
    const s = settingsFor({
      month: 3,
      periodStart: "2026-03-01",
      periodEnd: "2026-03-31",
      thrHolidayDate: "2026-03-20",
    });
    const m = memberFor({
      joinDate: "2025-12-15",
      contractType: "daily_worker",
      monthlyWages: [3_000_000, 3_300_000, 3_600_000],
    });
    // 3 completed months (15 Dec → 15 Mar): average 3,300,000 × 3/12.
    expect(line(computeMember(s, m), "thr").amount).toBe(825_000);
    const bad = computeMember(s, { ...m, monthlyWages: [] });
    expect(bad.errorCode).toBe("INVALID_MEMBER_DATA");
    expect(bad.errorReason).toContain("monthlyWages");
  });
});

describe("BPJS", () => {
  it("caps: Kesehatan at 12,000,000, JP at 10,547,400 (2025-03 cap, January 2026)", () => {
    const r = computeMember(settingsFor(), memberFor({ basicSalary: 20_000_000 }));
    expect(r.bpjs.kesehatanEmployer).toBe(480_000);
    expect(r.bpjs.kesehatanWorker).toBe(120_000);
    expect(r.bpjs.jpEmployer).toBe(210_948);
    expect(r.bpjs.jpWorker).toBe(105_474);
    expect(r.bpjs.jhtWorker).toBe(400_000);
  });
  it("jkk_jkm only: no JHT; no JP, no Kesehatan when off", () => {
    const s = settingsFor({
      group: { socialPrograms: "jkk_jkm", pensionJp: false, bpjsKesehatan: false },
    });
    const r = computeMember(s, memberFor());
    expect(r.bpjs).toMatchObject({
      jhtWorker: 0,
      jhtEmployer: 0,
      jpWorker: 0,
      kesehatanWorker: 0,
      jkk: 24_000,
    });
    expect(r.taxableGross).toBe(10_054_000);
  });
  it("the client pays the worker's parts: not deducted, employer contributions, taxable", () => {
    const s = settingsFor({ group: { socialPaidBy: "client" } });
    const r = computeMember(s, memberFor());
    expect(r.taxableGross).toBe(10_454_000 + 400_000);
    expect(r.employerContributions).toBe(1_024_000 + 400_000);
    expect(r.employeeDeductions).toBe(r.pph21);
    expect(r.employeePension).toBe(300_000);
    expect(line(r, "bpjs_jht_worker").type).toBe("employer");
  });
  it("no BPJS for non-employees", () => {
    const r = computeMember(settingsFor(), memberFor({ recipient: "non_employee" }));
    expect(r.employerContributions).toBe(0);
    expect(r.bpjs.jkk).toBe(0);
    // 50 % × 10,000,000 × Pasal 17: 5 % × 5,000,000 = 250,000.
    expect(r.pph21).toBe(250_000);
  });
});

describe("PPh 21", () => {
  it("no tax configuration → 0 with an info line", () => {
    const r = computeMember(settingsFor({ tax: null }), memberFor());
    expect(r.pph21).toBe(0);
    expect(line(r, "pph21").type).toBe("info");
  });
  it("gross-up: a commissioner (no BPJS) at 10,000,000, category A → allowance 230,179, net exactly 10,000,000", () => {
    const s = settingsFor({ group: { taxMethod: "gross_up" } });
    const r = computeMember(s, memberFor({ recipient: "commissioner" }));
    expect(line(r, "tax_allowance").amount).toBe(230_179);
    expect(r.pph21).toBe(230_179);
    expect(r.gross).toBe(10_230_179);
    expect(r.taxableGross).toBe(10_230_179);
    expect(r.net).toBe(10_000_000);
  });
  it("December: the annual tax minus Jan–Nov withheld (a refund keeps its sign)", () => {
    const s = settingsFor({ month: 12, periodStart: "2026-12-01", periodEnd: "2026-12-31" });
    const previous = Array.from({ length: 11 }, (_, i) => ({
      month: i + 1,
      taxableGross: 10_454_000,
      employeePension: 300_000,
      pph21: 400_000,
    }));
    const r = computeMember(
      s,
      memberFor({ taxYear: { ...memberFor().taxYear, previousPeriods: previous } }),
    );
    const inputs = line(r, "pph21").inputs!;
    expect(inputs["kind"]).toBe("reconciliation");
    expect(r.pph21).toBe((inputs["annualTax"] as number) - 11 * 400_000);
    expect(r.pph21).toBeLessThan(0);
    expect(line(r, "pph21").rule).toContain("refunded");
  });
  it("the opening figures from before Tenaga fill the free earlier months", () => {
    const s = settingsFor({ month: 12, periodStart: "2026-12-01", periodEnd: "2026-12-31" });
    const previous = Array.from({ length: 6 }, (_, i) => ({
      month: i + 6,
      taxableGross: 10_454_000,
      employeePension: 300_000,
      pph21: 261_350,
    }));
    const withOpening = computeMember(
      s,
      memberFor({
        taxYear: {
          ...memberFor().taxYear,
          previousPeriods: previous,
          openingBruto: 5 * 10_454_000,
          openingWithheld: 5 * 261_350,
          openingDeductions: 5 * 300_000,
        },
      }),
    );
    const full = computeMember(
      s,
      memberFor({
        taxYear: {
          ...memberFor().taxYear,
          previousPeriods: Array.from({ length: 11 }, (_, i) => ({
            month: i + 1,
            taxableGross: 10_454_000,
            employeePension: 300_000,
            pph21: 261_350,
          })),
        },
      }),
    );
    expect(withOpening.pph21).toBe(full.pph21);
    expect(line(withOpening, "pph21").inputs).toMatchObject({ monthsWorked: 12 });
  });
});

describe("bad data never throws", () => {
  it.each([
    ["ptkpStatus", { ptkpStatus: "X/9" as never }],
    ["basicSalary", { basicSalary: -1 }],
    ["basicSalary", { basicSalary: 1.5 }],
    ["components.0.amount", { components: [component({ amount: "12.5" })] }],
    ["joinDate", { joinDate: "2026-02-30" }],
    [
      "adjustments.0.amount",
      {
        adjustments: [
          {
            type: "increment" as const,
            label: "x",
            amount: -5,
            componentCode: null,
            taxable: true,
          },
        ],
      },
    ],
    ["attendance.absentDays", { attendance: { ...memberFor().attendance, absentDays: 0.3 } }],
  ])("%s → INVALID_MEMBER_DATA naming the field", (field, over) => {
    const r = computeMember(settingsFor(), memberFor(over));
    expect(r.errorCode).toBe("INVALID_MEMBER_DATA");
    expect(r.errorReason).toContain(field);
  });
  it("a negative net → NEGATIVE_NET_PAY with the figures", () => {
    const r = computeMember(
      settingsFor(),
      memberFor({
        adjustments: [
          {
            type: "decrement",
            label: "Loan",
            amount: 20_000_000,
            componentCode: null,
            taxable: false,
          },
        ],
      }),
    );
    expect(r.errorCode).toBe("NEGATIVE_NET_PAY");
    expect(r.net).toBe(9_338_650 - 20_000_000);
  });
  it("settings no one can be computed with throw once in prepareRun", () => {
    expect(() => prepareRun(settingsFor({ group: { jkkRiskRate: "0.3" } }))).toThrow(
      /jkkRatePercent/,
    );
  });
});

describe("labels", () => {
  it("both languages for the engine's codes, null for a component's", () => {
    expect(lineLabel("basic_salary", "id")).toBe("Gaji pokok");
    expect(lineLabel("pph21", "en")).toBe("PPh 21");
    expect(lineLabel("allowance_phone_sum", "en")).toBeNull();
    expect(lineErrorLabel("NEGATIVE_NET_PAY", "id")).toBe("Gaji bersih negatif");
    // The engine's codes, and the run's COMPUTE_FAILED (services/hcm/payroll/reports/run.ts).
    expect(Object.keys(LINE_ERROR_LABELS).sort()).toEqual(
      [...MEMBER_ERROR_CODES, "COMPUTE_FAILED"].sort(),
    );
  });
  it("every engine code a result can carry has a label", () => {
    const s = settingsFor({
      useAttendance: true,
      thrHolidayDate: "2026-01-20",
      group: { taxMethod: "gross_up" },
    });
    const r = computeMember(
      s,
      memberFor({
        attendance: { ...memberFor().attendance, absentDays: 1, unpaidLeaveDays: 1 },
        overtime: [
          {
            requestId: 1,
            date: "2026-01-05",
            type: "regular_working_day",
            minutes: 60,
            multiplierUnits: null,
            fixedAmount: null,
          },
        ],
        adjustments: [
          { type: "increment", label: "Bonus", amount: 1, componentCode: null, taxable: true },
        ],
        reimbursements: [{ claimId: 1, typeName: "Makan", taxableAmount: 1, nonTaxableAmount: 1 }],
      }),
    );
    for (const l of r.lines) expect(ENGINE_LINE_LABELS[l.code], l.code).toBeDefined();
  });
});

describe("reimbursements (issue 18, RUNS.md §6)", () => {
  const base = computeMember(settingsFor(), memberFor());
  const claim = (taxableAmount: number, nonTaxableAmount: number, typeName = "Makan Lapangan") => ({
    claimId: 7,
    typeName,
    taxableAmount,
    nonTaxableAmount,
  });

  it("a non-taxable claim is paid in full and taxed nothing (BPJS untouched)", () => {
    const r = computeMember(
      settingsFor(),
      memberFor({ reimbursements: [claim(0, 500_000, "Perjalanan Dinas")] }),
    );
    expect(r.gross).toBe(base.gross + 500_000);
    expect(r.taxableGross).toBe(base.taxableGross);
    expect(r.pph21).toBe(base.pph21);
    expect(r.bpjs).toEqual(base.bpjs);
    expect(r.net).toBe(base.net + 500_000);
    expect(line(r, "REIMBURSEMENT")).toMatchObject({
      label: "Reimbursement: Perjalanan Dinas",
      amount: 500_000,
      type: "earning",
      taxable: false,
      inputs: { claimId: 7, part: "non_taxable" },
    });
  });

  it("a taxable claim raises the taxable gross and the PPh 21 (TER A on 10,954,000: 3 %)", () => {
    const r = computeMember(
      settingsFor(),
      memberFor({ reimbursements: [claim(500_000, 0, "Transport")] }),
    );
    expect(r.taxableGross).toBe(base.taxableGross + 500_000);
    expect(r.pph21).toBe(328_620);
    expect(r.bpjs).toEqual(base.bpjs);
    expect(r.net).toBe(base.net + 500_000 - (328_620 - base.pph21));
    expect(line(r, "REIMBURSEMENT")).toMatchObject({
      label: "Reimbursement: Transport",
      taxable: true,
    });
  });

  it("a split claim is two lines, the taxable part named so", () => {
    const r = computeMember(
      settingsFor(),
      memberFor({ reimbursements: [claim(300_000, 2_000_000)] }),
    );
    const parts = r.lines.filter((l) => l.code === "REIMBURSEMENT");
    expect(parts.map((l) => [l.label, l.amount, l.taxable])).toEqual([
      ["Reimbursement: Makan Lapangan", 2_000_000, false],
      ["Reimbursement: Makan Lapangan (taxable)", 300_000, true],
    ]);
    expect(r.gross).toBe(base.gross + 2_300_000);
    expect(r.taxableGross).toBe(base.taxableGross + 300_000);
    expect(lineLabelIn(parts[0]!, "id")).toBe("Penggantian biaya: Makan Lapangan");
    expect(lineLabelIn(parts[1]!, "id")).toBe("Penggantian biaya: Makan Lapangan (kena pajak)");
    expect(lineLabelIn(parts[1]!, "en")).toBe("Reimbursement: Makan Lapangan (taxable)");
  });

  it("a split that is not whole rupiah names the field (INVALID_MEMBER_DATA)", () => {
    const r = computeMember(settingsFor(), memberFor({ reimbursements: [claim(1.5, 0)] }));
    expect(r.errorCode).toBe("INVALID_MEMBER_DATA");
    expect(r.errorReason).toContain("reimbursements.0.taxableAmount");
  });
});

describe("PPh 21 settings pass through to the statutory engine", () => {
  it("without NPWP and the surcharge on: × 120 %", () => {
    const s = settingsFor({
      tax: { terRounding: "half_up", noNpwpSurcharge: true, biayaJabatanMode: "aggregate" },
    });
    const r = computeMember(s, memberFor({ npwp: false }));
    expect(r.pph21).toBe(313_620); // 2.5 % × 10,454,000 × 1.2
    expect(line(r, "pph21").rule).toContain("120 %");
  });
  it("TER rounding floor vs half up", () => {
    const odd = memberFor({ basicSalary: 9_999_999 });
    const floor = computeMember(
      settingsFor({
        tax: { terRounding: "floor", noNpwpSurcharge: false, biayaJabatanMode: "aggregate" },
      }),
      odd,
    );
    const halfUp = computeMember(settingsFor(), odd);
    // 10,453,999 × 2.5 % = 261,349.975
    expect(floor.pph21).toBe(261_349);
    expect(halfUp.pph21).toBe(261_350);
  });
  it("a daily worker above Rp 450,000 a day pays 0.5 % a day", () => {
    const s = settingsFor({
      useAttendance: true,
      group: {
        salaryType: "daily_fee",
        bpjsKesehatan: false,
        pensionJp: false,
        socialPrograms: "jkk_jkm",
      },
    });
    const r = computeMember(
      s,
      memberFor({
        basicSalary: 600_000,
        recipient: "non_permanent_daily",
        attendance: { ...memberFor().attendance, attendedDays: 10 },
      }),
    );
    // 6,000,000 + JKK 0.24 % + JKM 0.3 % of 6,000,000 = 6,032,400 over 10 days = 603,240 a day × 0.5 %.
    expect(r.taxableGross).toBe(6_032_400);
    expect(r.pph21).toBe(10 * 3_016);
  });
  it("a later month already finalised is ignored; lastPeriod before this month is refused", () => {
    const base = computeMember(settingsFor({ month: 1 }), memberFor());
    const later = computeMember(
      settingsFor(),
      memberFor({
        taxYear: {
          ...memberFor().taxYear,
          previousPeriods: [{ month: 2, taxableGross: 1, employeePension: 0, pph21: 1 }],
        },
      }),
    );
    expect(later.pph21).toBe(base.pph21);
    const s = settingsFor({ month: 3, periodStart: "2026-03-01", periodEnd: "2026-03-31" });
    const bad = computeMember(s, memberFor({ taxYear: { ...memberFor().taxYear, lastPeriod: 2 } }));
    expect(bad.errorCode).toBe("INVALID_MEMBER_DATA");
    expect(bad.errorReason).toContain("taxYear.lastPeriod");
  });
});
