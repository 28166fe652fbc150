import { describe, expect, it } from "vitest";
import { TER_DAILY } from "./rates.ts";
import { simulateBpjs, simulatePph21 } from "./simulate.ts";
import {
  MONTHLY_RECIPIENTS,
  type MonthlyPeriodInput,
  type MonthlyPph21Request,
  type PaymentRecipient,
} from "./types.ts";

const months = (from: number, to: number, period: Omit<MonthlyPeriodInput, "month">) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ month: from + i, ...period }));

const monthly = (request: Partial<MonthlyPph21Request> & Pick<MonthlyPph21Request, "periods">) =>
  simulatePph21({ year: 2024, ptkp: "K/0", recipient: "permanent_employee", ...request }).data;

describe("permanent employee — REF §5 worked example (PP 58/2023 Penjelasan Ps. 2(1), Tuan R)", () => {
  const data = monthly({
    periods: months(1, 12, { gross: 10_000_000, employeePension: 100_000, zakat: 0 }),
    lastPeriod: 12,
    subjectiveChange: null,
    npwp: true,
    method: "gross",
  });

  it("withholds TER A 2 % = 200,000 in January–November", () => {
    expect(data.category).toBe("A");
    for (const p of data.periods.slice(0, 11)) {
      expect(p).toEqual({
        month: p.month,
        gross: 10_000_000,
        category: "A",
        ratePercent: 2,
        kind: "ter",
        tax: 200_000,
      });
    }
  });

  it("reconciles December to 515,000", () => {
    expect(data.annual).toEqual({
      gross: 120_000_000,
      jobExpense: 6_000_000,
      pensionCost: 0,
      pensionContributions: 1_200_000,
      zakat: 0,
      net: 112_800_000,
      netAnnualized: 112_800_000,
      monthsWorked: 12,
      ptkp: 58_500_000,
      taxableIncome: 54_300_000,
      fullYearTax: 2_715_000,
      annualTax: 2_715_000,
      withheldBefore: 2_200_000,
      lastPeriodTax: 515_000,
    });
    expect(data.periods[11]).toEqual({
      month: 12,
      gross: 10_000_000,
      category: "A",
      ratePercent: null,
      kind: "reconciliation",
      tax: 515_000,
    });
    expect(data.total).toBe(2_715_000);
  });
});

describe("permanent employee — rules", () => {
  it("the TER base has no deductions: pension and zakat do not reduce it (PMK168-B-I.5)", () => {
    const data = monthly({
      periods: [{ month: 1, gross: 6_800_000, employeePension: 100_000, zakat: 200_000 }],
    });
    expect(data.periods[0]!.tax).toBe(85_000); // TER A 1.25 % × 6,800,000
  });

  it("zakat through the employer is deductible at year end (PMK 168 Ps. 10(1)c)", () => {
    const without = monthly({ periods: months(1, 12, { gross: 10_000_000 }) }).annual!;
    const withZakat = monthly({ periods: months(1, 12, { gross: 10_000_000, zakat: 200_000 }) })
      .annual!;
    expect(withZakat.zakat).toBe(2_400_000);
    expect(withZakat.net).toBe(without.net - 2_400_000);
    expect(without.taxableIncome).toBe(55_500_000);
    expect(withZakat.taxableIncome).toBe(53_100_000);
    expect(withZakat.annualTax).toBe(2_655_000);
  });

  it("irregular income (bonus, THR) is taxed at TER in the month paid", () => {
    const data = monthly({
      periods: [
        { month: 3, gross: 10_000_000 },
        { month: 4, gross: 20_000_000 }, // salary + THR
      ],
    });
    expect(data.periods.map((p) => [p.ratePercent, p.tax])).toEqual([
      [2, 200_000],
      [9, 1_800_000],
    ]);
    expect(data.annual).toBeNull(); // December not reached
  });

  it("the last period can be the month employment ends: refund as a negative amount (B-I.2.2.1)", () => {
    const data = monthly({ periods: months(1, 8, { gross: 10_000_000 }), lastPeriod: 8 });
    // Bruto 80,000,000 − biaya jabatan 4,000,000 (8 × 500,000) − PTKP 58,500,000 = 17,500,000.
    expect(data.annual).toMatchObject({
      jobExpense: 4_000_000,
      taxableIncome: 17_500_000,
      annualTax: 875_000,
      withheldBefore: 1_400_000,
      lastPeriodTax: -525_000,
    });
    expect(data.periods.at(-1)!.tax).toBe(-525_000);
    expect(data.total).toBe(875_000);
  });

  it("a normal mid-year hire is not annualised; the PTKP stays whole (B-I.2.1.1)", () => {
    const data = monthly({ periods: months(9, 12, { gross: 15_000_000 }) });
    expect(data.annual).toMatchObject({
      gross: 60_000_000,
      jobExpense: 2_000_000,
      netAnnualized: 58_000_000,
      taxableIncome: 0,
      annualTax: 0,
      lastPeriodTax: -3 * 900_000,
    });
  });

  it("annualises when the subjective obligation starts mid-year (PMK 168 Ps. 15(3), B-I.2.1.2)", () => {
    // Four months, sumbangan keagamaan 775,000 a month: neto 56,900,000 → 170,700,000.
    const data = simulatePph21({
      year: 2024,
      ptkp: "TK/0",
      recipient: "permanent_employee",
      periods: months(9, 12, { gross: 15_500_000, zakat: 775_000 }),
      subjectiveChange: "starts",
    }).data;
    expect(data.annual).toMatchObject({
      gross: 62_000_000,
      jobExpense: 2_000_000,
      zakat: 3_100_000,
      net: 56_900_000,
      netAnnualized: 170_700_000,
      taxableIncome: 116_700_000,
      fullYearTax: 11_505_000,
      annualTax: 3_835_000,
    });
  });

  it("annualises when it ends (×12/8 and ×8/12, B-I.2.2.3)", () => {
    const data = monthly({
      periods: months(1, 8, { gross: 20_000_000 }),
      lastPeriod: 8,
      subjectiveChange: "ends",
    });
    // neto 160,000,000 − 4,000,000 = 156,000,000 → × 12/8 = 234,000,000 − 58,500,000.
    expect(data.annual).toMatchObject({
      net: 156_000_000,
      netAnnualized: 234_000_000,
      taxableIncome: 175_500_000,
      fullYearTax: 3_000_000 + 17_325_000,
      annualTax: ((3_000_000 + 17_325_000) * 8) / 12,
    });
  });

  it("uses the `withheld` override of earlier periods in the reconciliation", () => {
    const periods = months(1, 12, { gross: 10_000_000, employeePension: 100_000 });
    periods[0] = { ...periods[0]!, withheld: 150_000 };
    periods[11] = { ...periods[11]!, withheld: 999 }; // the last period's own value is not used
    const data = monthly({ periods });
    expect(data.periods[0]).toMatchObject({ tax: 200_000, withheld: 150_000 });
    expect(data.annual!.withheldBefore).toBe(2_150_000);
    expect(data.annual!.lastPeriodTax).toBe(565_000);
    expect(data.periods[11]).toMatchObject({ tax: 565_000, withheld: 999 });
    expect(data.total).toBe(2_715_000);
  });

  it("part-year job expense: aggregate by default, per month as an option (REF §6.3)", () => {
    const periods = [
      { month: 11, gross: 20_000_000 },
      { month: 12, gross: 4_000_000 },
    ];
    expect(monthly({ periods }).annual!.jobExpense).toBe(1_000_000);
    expect(monthly({ periods, jobExpenseCap: "per_month" }).annual!.jobExpense).toBe(700_000);
  });

  it("job expense is 5 % half up below the cap", () => {
    // 4 × 2,000,001: 5 % = 400,000.2 → 400,000
    expect(monthly({ periods: months(9, 12, { gross: 2_000_001 }) }).annual!.jobExpense).toBe(
      400_000,
    );
    // 2 × 5,000,010: 5 % = 500,001 ≤ 1,000,000
    expect(monthly({ periods: months(11, 12, { gross: 5_000_010 }) }).annual!.jobExpense).toBe(
      500_001,
    );
  });

  it("monthly TER rounding: half up by default, floor as an option (REF §6.1)", () => {
    const periods = [{ month: 1, gross: 5_400_200 }]; // 0.25 % → 13,500.5
    expect(monthly({ periods }).periods[0]!.tax).toBe(13_501);
    expect(monthly({ periods, monthlyRounding: "floor" }).periods[0]!.tax).toBe(13_500);
  });

  it("no-NPWP surcharge: a setting, off by default (UU PPh Ps. 21(5a), REF §2.4)", () => {
    const periods = months(1, 12, { gross: 10_000_000, employeePension: 100_000 });
    const off = monthly({ periods, npwp: false });
    expect(off.noNpwpSurchargeApplied).toBe(false);
    expect(off.total).toBe(2_715_000);
    const on = monthly({ periods, npwp: false, noNpwpSurcharge: true });
    expect(on.noNpwpSurchargeApplied).toBe(true);
    expect(on.periods[0]!.tax).toBe(240_000);
    expect(on.annual).toMatchObject({ annualTax: 3_258_000, withheldBefore: 2_640_000 });
    expect(on.periods[11]!.tax).toBe(618_000);
    // With an NPWP the setting changes nothing.
    expect(monthly({ periods, npwp: true, noNpwpSurcharge: true }).total).toBe(2_715_000);
  });

  it("the category is that of the status at the start of the year (PP 58/2023 Ps. 2(3))", () => {
    const periods = [{ month: 1, gross: 10_000_000 }];
    expect(monthly({ periods, ptkp: "TK/0" }).periods[0]).toMatchObject({
      category: "A",
      tax: 200_000,
    });
    expect(monthly({ periods, ptkp: "K/1" }).periods[0]).toMatchObject({
      category: "B",
      tax: 150_000,
    });
    expect(monthly({ periods, ptkp: "K/3" }).periods[0]).toMatchObject({
      category: "C",
      tax: 150_000,
    });
  });
});

describe("with BPJS (PMK 168/2023 Ps. 5(3), 7, 10(1)b)", () => {
  it("employer JKK/JKM/Kesehatan enter the gross, employee JHT/JP are deducted, employee Kesehatan is not", () => {
    const bpjs = simulateBpjs({
      year: 2024,
      month: 6,
      wage: 10_000_000,
      jkkRatePercent: 0.24,
    }).data;
    expect(bpjs.taxableEmployerPremiums).toBe(24_000 + 30_000 + 400_000);
    expect(bpjs.deductibleEmployeeContributions).toBe(200_000 + 100_000);
    const data = monthly({
      periods: months(1, 12, {
        gross: 10_000_000 + bpjs.taxableEmployerPremiums,
        employeePension: bpjs.deductibleEmployeeContributions,
      }),
    });
    expect(data.periods[0]).toMatchObject({ gross: 10_454_000, ratePercent: 2.5, tax: 261_350 });
    expect(data.annual).toMatchObject({
      gross: 125_448_000,
      pensionContributions: 3_600_000,
      net: 115_848_000,
      taxableIncome: 57_348_000,
      annualTax: 2_867_400,
      lastPeriodTax: 2_867_400 - 11 * 261_350,
    });
  });
});

describe("gross-up method", () => {
  it("pays a tax allowance equal to the TER tax on gross + allowance, to the rupiah", () => {
    const data = monthly({ periods: [{ month: 1, gross: 10_000_000 }], method: "gross_up" });
    // 2.25 % row: A = 0.0225 × (10,000,000 + A) → 230,179.03 → 230,179.
    expect(data.periods[0]).toEqual({
      month: 1,
      gross: 10_000_000,
      category: "A",
      ratePercent: 2.25,
      kind: "ter",
      tax: 230_179,
      taxAllowance: 230_179,
    });
  });

  it("reconciles with the allowance in the annual gross and leaves the net pay whole", () => {
    const periods = months(1, 12, { gross: 10_000_000, employeePension: 100_000 });
    const data = monthly({ periods, method: "gross_up" });
    const allowances = data.periods.reduce((sum, p) => sum + p.taxAllowance!, 0);
    expect(data.annual!.gross).toBe(120_000_000 + allowances);
    const last = data.periods[11]!;
    expect(last.taxAllowance).toBe(last.tax);
    expect(data.total).toBe(data.annual!.annualTax);
    expect(allowances).toBe(data.total);
  });

  it("the last-period allowance turns negative when the reconciliation refunds", () => {
    const data = monthly({
      periods: months(1, 8, { gross: 10_000_000 }),
      lastPeriod: 8,
      method: "gross_up",
    });
    const last = data.periods.at(-1)!;
    expect(last.tax).toBeLessThan(0);
    expect(last.taxAllowance).toBe(last.tax);
    expect(data.total).toBe(data.annual!.annualTax);
  });
});

describe("other monthly recipients", () => {
  it("pensioners: TER monthly, pension cost 5 % up to 200,000 a month (PMK 168 Ps. 11)", () => {
    const data = simulatePph21({
      year: 2024,
      ptkp: "K/0",
      recipient: "pensioner",
      periods: months(1, 12, { gross: 8_000_000 }),
    }).data;
    expect(data.periods[0]!.tax).toBe(120_000); // TER A 1.5 %
    expect(data.annual).toMatchObject({
      jobExpense: 0,
      pensionCost: 2_400_000,
      net: 93_600_000,
      taxableIncome: 35_100_000,
      annualTax: 1_755_000,
      lastPeriodTax: 1_755_000 - 11 * 120_000,
    });
  });

  it("non-permanent monthly workers: TER every month, no reconciliation (PMK168-B-IV.2)", () => {
    const data = simulatePph21({
      year: 2024,
      ptkp: "TK/0",
      recipient: "non_permanent_monthly",
      periods: months(1, 12, { gross: 6_000_000 }),
      subjectiveChange: "ends",
    }).data;
    expect(data.annual).toBeNull();
    expect(data.periods.every((p) => p.kind === "ter" && p.tax === 45_000)).toBe(true);
    expect(data.total).toBe(12 * 45_000);
  });

  it("commissioner's irregular fee: TER on the payment (PMK168-B-III)", () => {
    const data = simulatePph21({
      year: 2024,
      ptkp: "TK/0",
      recipient: "commissioner",
      periods: [{ month: 5, gross: 60_000_000 }],
    }).data;
    expect(data.periods[0]).toMatchObject({ ratePercent: 20, tax: 12_000_000 });
    expect(data.total).toBe(12_000_000);
  });
});

describe("one monthly shape for the four monthly recipients (issue 6)", () => {
  const issueBody = (recipient: MonthlyPph21Request["recipient"]): MonthlyPph21Request => ({
    year: 2024,
    ptkp: "K/0",
    recipient,
    periods: months(1, 12, { gross: 10_000_000, employeePension: 100_000, zakat: 0 }),
    lastPeriod: 12,
    subjectiveChange: null,
    npwp: true,
    method: "gross",
  });

  it("non-reconciled recipients take lastPeriod and subjectiveChange and are not reconciled", () => {
    for (const recipient of ["non_permanent_monthly", "commissioner"] as const) {
      for (const subjectiveChange of [null, "starts", "ends"] as const) {
        const data = simulatePph21({ ...issueBody(recipient), subjectiveChange }).data;
        expect(data.annual).toBeNull();
        expect(data.periods.map((p) => [p.kind, p.tax])).toEqual(Array(12).fill(["ter", 200_000]));
        expect(data.total).toBe(12 * 200_000);
        expect(data.notes.map((n) => n.code)).toEqual(["not_reconciled"]);
      }
    }
  });

  it("keeps lastPeriod consistent with the periods for every monthly recipient", () => {
    for (const recipient of MONTHLY_RECIPIENTS) {
      expect(() => simulatePph21({ ...issueBody(recipient), lastPeriod: 6 })).toThrow(
        "Month 12 comes after the last tax period (6)",
      );
    }
  });

  it("notes why there is no reconciliation when the last tax period is not among the periods", () => {
    const firstHalf = monthly({ periods: months(1, 6, { gross: 10_000_000 }) });
    expect(firstHalf.annual).toBeNull();
    expect(firstHalf.notes).toEqual([
      {
        code: "last_period_not_reached",
        message:
          "No reconciliation: the last tax period (month 12) is not among the periods (the " +
          "last one given is month 6), so the year is still in progress. Send lastPeriod: 6 " +
          "if employment ended then.",
      },
    ]);
    expect(monthly({ periods: [] }).notes.map((n) => n.code)).toEqual(["last_period_not_reached"]);
    expect(simulatePph21(issueBody("permanent_employee")).data.notes).toEqual([]);
    expect(simulatePph21(issueBody("pensioner")).data.notes).toEqual([]);
  });
});

describe("daily workers (PP 58/2023 Lampiran D)", () => {
  const daily = (days: number[]) =>
    simulatePph21({
      year: 2024,
      recipient: "non_permanent_daily",
      days: days.map((gross) => ({ gross })),
    }).data;

  it("official examples (PMK 168 B-IV.1.x)", () => {
    expect(daily([500_000]).days[0]).toMatchObject({
      method: "ter_daily",
      ratePercent: 0.5,
      tax: 2_500,
    });
    expect(daily([450_000]).days[0]).toMatchObject({ ratePercent: 0, tax: 0 });
    expect(daily([3_000_000]).days[0]).toMatchObject({
      method: "pasal17_half",
      base: 1_500_000,
      ratePercent: 5,
      tax: 75_000,
    });
  });

  it("boundaries: ≤ 450,000 zero, ≤ 2,500,000 TER 0.5 %, above: 50 % × Pasal 17 per day", () => {
    const data = daily([450_001, 2_500_000, 2_500_001, 130_000_000]);
    expect(data.days.map((d) => [d.method, d.tax])).toEqual([
      ["ter_daily", 2_250],
      ["ter_daily", 12_500],
      ["pasal17_half", 62_500], // 1,250,000.5 × 5 % = 62,500.025
      ["pasal17_half", 3_000_000 + 750_000], // 65,000,000: 60M × 5 % + 5M × 15 %
    ]);
    expect(data.total).toBe(2_250 + 12_500 + 62_500 + 3_750_000);
  });

  it("each day stands alone (no cumulative PTKP)", () => {
    const data = daily(Array(30).fill(500_000));
    expect(data.total).toBe(30 * 2_500);
  });

  it("piece rate is averaged per day (B-IV.1.x borongan)", () => {
    const zero = simulatePph21({
      year: 2024,
      recipient: "non_permanent_daily",
      pieceRate: { total: 4_500_000, days: 10 },
    }).data;
    expect(zero.total).toBe(0);
    expect(zero.pieceRate).toEqual({ total: 4_500_000, days: 10, averagePerDay: 450_000 });
    const high = simulatePph21({
      year: 2024,
      recipient: "non_permanent_daily",
      pieceRate: { total: 15_000_000, days: 5 },
    }).data;
    expect(high.days).toHaveLength(5);
    expect(high.days[0]).toMatchObject({ gross: 3_000_000, tax: 75_000 });
    expect(high.total).toBe(375_000);
  });

  it("piece rate with a fractional average is taxed on the exact average", () => {
    // 10,000,000 / 3 days = 3,333,333.33; 50 % = 1,666,666.67 × 5 % = 83,333.33 → 83,333.
    const data = simulatePph21({
      year: 2024,
      recipient: "non_permanent_daily",
      pieceRate: { total: 10_000_000, days: 3 },
    }).data;
    expect(data.days[0]).toMatchObject({ gross: 3_333_333, base: 1_666_667, tax: 83_333 });
    expect(data.total).toBe(3 * 83_333);
  });

  it("answers every base and average as whole rupiah, rounded half up; the tax uses the exact base", () => {
    const third = simulatePph21({
      year: 2024,
      recipient: "non_permanent_daily",
      pieceRate: { total: 1_000_000, days: 3 },
    }).data;
    // 333,333.33 a day: TER 0 % (≤ 450,000).
    expect(third.days[0]).toMatchObject({ gross: 333_333, base: 333_333, tax: 0 });
    expect(third.pieceRate).toEqual({ total: 1_000_000, days: 3, averagePerDay: 333_333 });
    const twoThirds = simulatePph21({
      year: 2024,
      recipient: "non_permanent_daily",
      pieceRate: { total: 2_000_000, days: 3 },
    }).data;
    // 666,666.67 a day × 0.5 % = 3,333.33 → 3,333.
    expect(twoThirds.days[0]).toMatchObject({ gross: 666_667, base: 666_667, tax: 3_333 });
    // 2,500,001 a day: 50 % = 1,250,000.5 → shown 1,250,001; tax 62,500.025 → 62,500.
    expect(daily([2_500_001]).days[0]).toMatchObject({ base: 1_250_001, tax: 62_500 });
    // 2,500,019 a day: 50 % = 1,250,009.5 → shown 1,250,010, but the tax is on the exact half:
    // 62,500.475 → 62,500 (the shown base would give 62,500.5 → 62,501).
    expect(daily([2_500_019]).days[0]).toMatchObject({ base: 1_250_010, tax: 62_500 });
    for (const day of [...daily([2_500_001, 5_000_039, 3_000_003]).days, ...third.days]) {
      expect(Number.isInteger(day.base)).toBe(true);
    }
  });

  it("takes the 50 % base above the daily TER ceiling from the dated record (PMK 168/2023 Ps. 12(2)b)", () => {
    const record = TER_DAILY.records.at(-1)!;
    expect(record.value.aboveTerBase).toEqual({ numerator: 1, denominator: 2 });
    expect(record.basis).toContain("PMK 168/2023 Ps. 12(2)b");
  });
});

describe("per-payment recipients (PMK 168/2023 Lampiran B, PP 68/2009)", () => {
  const pay = (
    recipient: PaymentRecipient,
    payments: { gross: number; paidToWorkers?: number; materials?: number }[],
    extra = {},
  ) => simulatePph21({ year: 2024, recipient, payments, ...extra }).data;

  it("non-employee: 50 % × gross × Pasal 17 per payment (B-V.1, V.3)", () => {
    const data = pay("non_employee", [{ gross: 400_000_000 }, { gross: 7_000_000 }]);
    expect(data.payments.map((p) => [p.base, p.tax])).toEqual([
      [200_000_000, 24_000_000],
      [3_500_000, 175_000],
    ]);
    expect(data.final).toBe(false);
  });

  it("non-employee payments are not cumulative over the year (B-V.2: 524,000,000 → 13,100,000)", () => {
    const fees = [...Array(11).fill(43_000_000), 51_000_000].map((gross) => ({ gross }));
    expect(pay("non_employee", fees).total).toBe(13_100_000);
  });

  it("non-employee deducting workers and materials (B-V.4)", () => {
    const data = pay("non_employee", [
      { gross: 10_000_000, paidToWorkers: 4_500_000, materials: 1_000_000 },
      { gross: 1_000_000, paidToWorkers: 2_000_000 },
    ]);
    expect(data.payments[0]).toMatchObject({ base: 2_250_000, tax: 112_500 });
    expect(data.payments[1]).toMatchObject({ base: 0, tax: 0 });
  });

  it("answers the 50 % base as whole rupiah (half up) and taxes the exact half", () => {
    // 7,000,019 / 2 = 3,500,009.5 → shown 3,500,010; tax 3,500,009.5 × 5 % = 175,000.475 →
    // 175,000 (the shown base would give 175,000.5 → 175,001).
    const data = pay("non_employee", [{ gross: 7_000_019 }, { gross: 7_000_001 }]);
    expect(data.payments.map((p) => [p.base, p.tax])).toEqual([
      [3_500_010, 175_000],
      [3_500_001, 175_000],
    ]);
  });

  it("activity participants, early pension withdrawals, former employees: gross × Pasal 17", () => {
    expect(pay("activity_participant", [{ gross: 200_000_000 }]).total).toBe(24_000_000);
    expect(
      pay("pension_withdrawal", [{ gross: 20_000_000 }, { gross: 15_000_000 }]).payments.map(
        (p) => p.tax,
      ),
    ).toEqual([1_000_000, 750_000]);
    expect(pay("former_employee", [{ gross: 60_000_000 }]).total).toBe(3_000_000);
  });

  it("PPh 26: 20 % final (B-VII.1, VII.2)", () => {
    const data = pay("pph26", [{ gross: 40_000_000 }, { gross: 2_500 * 15_000 }]);
    expect(data.payments.map((p) => [p.ratePercent, p.tax])).toEqual([
      [20, 8_000_000],
      [20, 7_500_000],
    ]);
    expect(data.final).toBe(true);
  });

  it("severance: 0 / 5 / 15 / 25 % layers (PP 68/2009)", () => {
    const data = pay("severance", [
      { gross: 50_000_000 },
      { gross: 100_000_000 },
      { gross: 600_000_000 },
    ]);
    expect(data.payments.map((p) => p.tax)).toEqual([
      0,
      2_500_000,
      2_500_000 + 60_000_000 + 25_000_000,
    ]);
    expect(data.final).toBe(true);
  });

  it("lump-sum JHT / pension: 0 % up to 50,000,000, 5 % above (PP 68/2009)", () => {
    expect(pay("lump_sum_pension", [{ gross: 70_000_000 }]).total).toBe(1_000_000);
    expect(pay("lump_sum_pension", [{ gross: 50_000_000 }]).total).toBe(0);
  });

  it("the no-NPWP surcharge applies to non-final PPh 21 only", () => {
    const noNpwp = { npwp: false, noNpwpSurcharge: true };
    expect(pay("non_employee", [{ gross: 7_000_000 }], noNpwp).total).toBe(210_000);
    expect(pay("pph26", [{ gross: 40_000_000 }], noNpwp).total).toBe(8_000_000);
    expect(pay("severance", [{ gross: 100_000_000 }], noNpwp)).toMatchObject({
      total: 2_500_000,
      noNpwpSurchargeApplied: false,
    });
  });
});

describe("impossible input throws a clear error", () => {
  const base = { year: 2024, ptkp: "K/0" as const, recipient: "permanent_employee" as const };

  it.each([
    [
      { ...base, periods: [{ month: 13, gross: 1 }] },
      "periods[].month must be a month from 1 to 12",
    ],
    [
      { ...base, periods: [{ month: 0, gross: 1 }] },
      "periods[].month must be a month from 1 to 12",
    ],
    [
      {
        ...base,
        periods: [
          { month: 1, gross: 1 },
          { month: 1, gross: 2 },
        ],
      },
      "Month 1 appears more than once",
    ],
    [
      { ...base, periods: [{ month: 9, gross: 1 }], lastPeriod: 8 },
      "Month 9 comes after the last tax period (8)",
    ],
    [{ ...base, periods: [], lastPeriod: 13 }, "lastPeriod must be a month from 1 to 12"],
    [{ ...base, periods: [{ month: 1, gross: -1 }] }, "gross of month 1 must be between"],
    [
      { ...base, periods: [{ month: 1, gross: 1.5 }] },
      "gross of month 1 must be a whole number of rupiah",
    ],
    [
      { ...base, year: 2023, periods: [] },
      "PPh 21 is simulated under PMK 168/2023, which applies from 2024",
    ],
    [{ ...base, ptkp: "K/4", periods: [] }, 'Unknown PTKP status "K/4"'],
    [{ ...base, recipient: "robot", periods: [] }, 'Unknown recipient "robot"'],
  ])("%o", (request, message) => {
    expect(() => simulatePph21(request as never)).toThrow(message);
  });

  it("rejects deductions on recipients other than non-employees", () => {
    expect(() =>
      simulatePph21({
        year: 2024,
        recipient: "former_employee",
        payments: [{ gross: 1_000_000, materials: 1 }],
      }),
    ).toThrow("paidToWorkers and materials only apply to non_employee payments");
  });

  it("rejects unknown settings", () => {
    expect(() => simulatePph21({ ...base, periods: [], method: "net" as never })).toThrow(
      "method must be one of gross, gross_up",
    );
    expect(() =>
      simulatePph21({ ...base, periods: [], subjectiveChange: "moves" as never }),
    ).toThrow("subjectiveChange must be one of starts, ends");
    expect(() => simulatePph21({ ...base, periods: [], jobExpenseCap: "yearly" as never })).toThrow(
      "jobExpenseCap must be one of aggregate, per_month",
    );
  });

  it("rejects days and a piece rate together", () => {
    expect(() =>
      simulatePph21({
        year: 2024,
        recipient: "non_permanent_daily",
        days: [{ gross: 1 }],
        pieceRate: { total: 1, days: 1 },
      } as never),
    ).toThrow("Give either days or pieceRate, not both");
  });

  it("rejects a piece rate over zero days", () => {
    expect(() =>
      simulatePph21({
        year: 2024,
        recipient: "non_permanent_daily",
        pieceRate: { total: 1, days: 0 },
      }),
    ).toThrow("pieceRate.days must be a whole number of days from 1 to 366");
  });

  it("allows an empty year for a month not yet reached", () => {
    expect(simulatePph21({ ...base, periods: [] }).data).toMatchObject({
      periods: [],
      annual: null,
      total: 0,
    });
  });
});
