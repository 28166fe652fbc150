import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { terRate, terTable, terTax } from "./rules.ts";
import { simulateBpjs, simulatePph21 } from "./simulate.ts";
import { TER_MONTHLY_ROWS } from "./ter-tables.ts";
import {
  MONTHLY_RECIPIENTS,
  type MonthlyPph21Request,
  PAYMENT_RECIPIENTS,
  type PtkpStatus,
  type TerCategory,
} from "./types.ts";

// Written out again from REF §1.2 / §2.2 so the engine's data is checked, not echoed.
const CATEGORY: Record<PtkpStatus, TerCategory> = {
  "TK/0": "A",
  "TK/1": "A",
  "K/0": "A",
  "TK/2": "B",
  "TK/3": "B",
  "K/1": "B",
  "K/2": "B",
  "K/3": "C",
};
const PTKP: Record<PtkpStatus, bigint> = {
  "TK/0": 54_000_000n,
  "TK/1": 58_500_000n,
  "TK/2": 63_000_000n,
  "TK/3": 67_500_000n,
  "K/0": 58_500_000n,
  "K/1": 63_000_000n,
  "K/2": 67_500_000n,
  "K/3": 72_000_000n,
};
const STATUSES = Object.keys(CATEGORY) as PtkpStatus[];

const gross = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 60_000_000 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 2_000_000_000 }) },
  // Points on and next to TER bounds.
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          ...Object.values(TER_MONTHLY_ROWS).flatMap((rows) => rows.map((r) => r[0])),
        ),
        fc.integer({ min: -1, max: 1 }),
      )
      .map(([bound, delta]) => Math.max(0, bound + delta)),
  },
);

const period = (month: number) =>
  fc.record({
    month: fc.constant(month),
    gross,
    employeePension: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500_000 })),
    zakat: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 })),
  });

/** A year of a reconciled recipient, ending in its last tax period. */
const reconciledYear = fc
  .record({
    lastPeriod: fc.integer({ min: 1, max: 12 }),
    firstMonth: fc.integer({ min: 1, max: 12 }),
    ptkp: fc.constantFrom(...STATUSES),
    recipient: fc.constantFrom("permanent_employee" as const, "pensioner" as const),
    method: fc.constantFrom("gross" as const, "gross_up" as const),
    subjectiveChange: fc.constantFrom(null, "starts" as const, "ends" as const),
    surcharge: fc.boolean(),
    jobExpenseCap: fc.constantFrom("aggregate" as const, "per_month" as const),
    monthlyRounding: fc.constantFrom("half_up" as const, "floor" as const),
    year: fc.integer({ min: 2024, max: 2027 }),
  })
  .chain((shape) => {
    const first = Math.min(shape.firstMonth, shape.lastPeriod);
    const monthsWorked = Array.from({ length: shape.lastPeriod - first + 1 }, (_, i) => first + i);
    return fc
      .tuple(
        fc.tuple(...monthsWorked.map(period)),
        fc.array(fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined }), {
          minLength: monthsWorked.length,
          maxLength: monthsWorked.length,
        }),
      )
      .map(
        ([periods, withheld]): MonthlyPph21Request => ({
          year: shape.year,
          ptkp: shape.ptkp,
          recipient: shape.recipient,
          periods: periods.map((p, i) =>
            withheld[i] === undefined ? p : { ...p, withheld: withheld[i] },
          ),
          lastPeriod: shape.lastPeriod,
          subjectiveChange: shape.subjectiveChange,
          method: shape.method,
          npwp: !shape.surcharge,
          noNpwpSurcharge: shape.surcharge,
          jobExpenseCap: shape.jobExpenseCap,
          monthlyRounding: shape.monthlyRounding,
        }),
      );
  });

const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));
const halfUp = (a: bigint, b: bigint) => floorDiv(2n * a + b, 2n * b);

/**
 * REF §2.1 written independently in bigint: the annual tax of a reconciled year from its
 * periods — biaya jabatan / pensiun with either part-year cap (REF §6.3: aggregate
 * min(5 % × Σ gross, cap × n), or Σ per month min(5 % × gross, cap)), PKP floored to the
 * thousand, Pasal 17, the no-NPWP 120 % when the setting is on and there is no NPWP
 * (UU PPh Ps. 21(5a)), annualisation × n / 12 (PMK 168 Ps. 15(3)), one half-up rounding.
 * `allowances[i]` is added to month i's gross (the gross-up's tax allowances; 0 otherwise).
 */
function referenceAnnualTax(request: MonthlyPph21Request, allowances?: readonly number[]): bigint {
  const n = BigInt(request.periods.length);
  const grosses = request.periods.map((p, i) => BigInt(p.gross) + BigInt(allowances?.[i] ?? 0));
  const bruto = grosses.reduce((s, g) => s + g, 0n);
  const pensioner = request.recipient === "pensioner";
  const monthlyCap = pensioner ? 200_000n : 500_000n;
  const fivePercent = (g: bigint) => halfUp((g > 0n ? g : 0n) * 5n, 100n);
  const min = (a: bigint, b: bigint) => (a < b ? a : b);
  const expense =
    request.jobExpenseCap === "per_month"
      ? grosses.reduce((s, g) => s + min(fivePercent(g), monthlyCap), 0n)
      : min(fivePercent(bruto), monthlyCap * n);
  const deductions = request.periods.reduce(
    (s, p) => s + BigInt(p.employeePension ?? 0) + BigInt(p.zakat ?? 0),
    0n,
  );
  const net = bruto - expense - deductions;
  const annualize = request.subjectiveChange != null;
  const netA = annualize ? floorDiv(net * 12n, n) : net;
  let pkp = floorDiv(netA - PTKP[request.ptkp], 1000n) * 1000n;
  if (pkp < 0n) pkp = 0n;
  const layers: [bigint, bigint][] = [
    [60_000_000n, 5n],
    [250_000_000n, 15n],
    [500_000_000n, 25n],
    [5_000_000_000n, 30n],
    [10n ** 30n, 35n],
  ];
  let tax100 = 0n;
  let previous = 0n;
  for (const [top, rate] of layers) {
    if (pkp <= previous) break;
    tax100 += ((pkp < top ? pkp : top) - previous) * rate;
    previous = top;
  }
  const surcharged = request.noNpwpSurcharge === true && request.npwp === false;
  const [sNum, sDen] = surcharged ? [120n, 100n] : [1n, 1n];
  const [aNum, aDen] = annualize ? [n, 12n] : [1n, 1n];
  return halfUp(tax100 * sNum * aNum, 100n * sDen * aDen);
}

describe("properties", () => {
  it("reconciliation makes the year's withholding equal the annual tax", () => {
    fc.assert(
      fc.property(reconciledYear, (request) => {
        const { data } = simulatePph21(request);
        const annual = data.annual!;
        expect(annual).not.toBeNull();
        expect(data.total).toBe(annual.annualTax);
        expect(annual.withheldBefore + annual.lastPeriodTax).toBe(annual.annualTax);
        const before = data.periods.slice(0, -1);
        expect(annual.withheldBefore).toBe(before.reduce((s, p) => s + (p.withheld ?? p.tax), 0));
        expect(data.periods.at(-1)!.tax).toBe(annual.lastPeriodTax);
      }),
      { numRuns: 400 },
    );
  });

  it("the annual tax equals an independent bigint model of REF §2.1 (surcharge, both caps)", () => {
    let surcharged = 0;
    let perMonth = 0;
    fc.assert(
      fc.property(reconciledYear, (generated) => {
        const request: MonthlyPph21Request = { ...generated, method: "gross" };
        if (request.noNpwpSurcharge) surcharged++;
        if (request.jobExpenseCap === "per_month") perMonth++;
        const { data } = simulatePph21(request);
        expect(BigInt(data.annual!.annualTax)).toBe(referenceAnnualTax(request));
      }),
      { numRuns: 600 },
    );
    // The generator does reach the options the model covers.
    expect(surcharged).toBeGreaterThan(100);
    expect(perMonth).toBeGreaterThan(100);
  });

  it("gross-up: given the allowances the engine paid, the annual tax is the model's", () => {
    fc.assert(
      fc.property(reconciledYear, (generated) => {
        const request: MonthlyPph21Request = {
          ...generated,
          method: "gross_up",
          periods: generated.periods.map(({ withheld: _, ...p }) => p),
        };
        const { data } = simulatePph21(request);
        const allowances = data.periods.map((p) => p.taxAllowance!);
        expect(BigInt(data.annual!.annualTax)).toBe(referenceAnnualTax(request, allowances));
      }),
      { numRuns: 300 },
    );
  });

  it("the model has force: it tells the options apart", () => {
    // A year where each option moves the tax, so a model ignoring one would fail above.
    const year: MonthlyPph21Request = {
      year: 2025,
      ptkp: "TK/0",
      recipient: "permanent_employee",
      periods: [
        // Aggregate cap min(4,200,000, 1,000,000); per month 500,000 + 200,000.
        { month: 1, gross: 80_000_000 },
        { month: 2, gross: 4_000_000 },
      ],
      lastPeriod: 2,
    };
    const plain = referenceAnnualTax(year);
    const surcharged = referenceAnnualTax({ ...year, npwp: false, noNpwpSurcharge: true });
    const perMonthCap = referenceAnnualTax({ ...year, jobExpenseCap: "per_month" });
    expect(surcharged).not.toBe(plain);
    expect(perMonthCap).not.toBe(plain);
    expect(referenceAnnualTax({ ...year, npwp: false })).toBe(plain); // setting off: no surcharge
    for (const request of [
      year,
      { ...year, npwp: false, noNpwpSurcharge: true },
      { ...year, jobExpenseCap: "per_month" as const },
    ]) {
      expect(BigInt(simulatePph21(request).data.annual!.annualTax)).toBe(
        referenceAnnualTax(request),
      );
    }
  });

  it("gross-up: the allowance equals the tax it causes and leaves the net pay whole", () => {
    fc.assert(
      fc.property(reconciledYear, (generated) => {
        const request: MonthlyPph21Request = {
          ...generated,
          method: "gross_up",
          periods: generated.periods.map(({ withheld: _, ...p }) => p),
        };
        const { data } = simulatePph21(request);
        for (const p of data.periods) expect(p.taxAllowance).toBe(p.tax);
        const paidGross = data.periods.reduce((s, p) => s + p.gross + p.taxAllowance!, 0);
        const plainGross = data.periods.reduce((s, p) => s + p.gross, 0);
        expect(paidGross - data.total).toBe(plainGross);
        expect(data.annual!.gross).toBe(paidGross);
      }),
      { numRuns: 200 },
    );
  });

  it("gross-up TER allowance is the least one that covers its own tax", () => {
    fc.assert(
      fc.property(fc.constantFrom<TerCategory>("A", "B", "C"), gross, (category, g) => {
        const table = terTable(category, 2024);
        const { data } = simulatePph21({
          year: 2024,
          ptkp: category === "A" ? "TK/0" : category === "B" ? "K/1" : "K/3",
          recipient: "non_permanent_monthly",
          periods: [{ month: 1, gross: g }],
          method: "gross_up",
        });
        const allowance = data.periods[0]!.taxAllowance!;
        expect(terTax(table, g + allowance)).toBe(allowance);
        // No smaller A ≥ 0 has A ≥ TER(g + A): A − TER(g + A) only rises within a row, so
        // checking each row's last A below `allowance` covers every smaller A.
        for (let i = 0; i < table.uppers.length; i++) {
          const rowFirst = Math.max(0, table.lowers[i]! + 1 - g);
          const rowLast = Math.min(table.uppers[i]! - g, allowance - 1);
          if (rowLast >= rowFirst) expect(rowLast).toBeLessThan(terTax(table, g + rowLast));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("tax is non-decreasing in gross (TER, annual, gross-up, daily, per payment, BPJS)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUSES),
        gross,
        fc.integer({ min: 0, max: 50_000_000 }),
        (ptkp, g, raise) => {
          const category = CATEGORY[ptkp];
          const table = terTable(category, 2025);
          expect(terTax(table, g + raise)).toBeGreaterThanOrEqual(terTax(table, g));

          const year = (bonus: number): MonthlyPph21Request => ({
            year: 2025,
            ptkp,
            recipient: "permanent_employee",
            periods: Array.from({ length: 12 }, (_, i) => ({
              month: i + 1,
              gross: i === 5 ? g + bonus : 8_000_000,
              employeePension: 100_000,
            })),
          });
          const low = simulatePph21(year(0)).data;
          const high = simulatePph21(year(raise)).data;
          expect(high.annual!.annualTax).toBeGreaterThanOrEqual(low.annual!.annualTax);
          expect(high.periods[5]!.tax).toBeGreaterThanOrEqual(low.periods[5]!.tax);

          const upLow = simulatePph21({ ...year(0), method: "gross_up" }).data;
          const upHigh = simulatePph21({ ...year(raise), method: "gross_up" }).data;
          expect(upHigh.periods[5]!.taxAllowance!).toBeGreaterThanOrEqual(
            upLow.periods[5]!.taxAllowance!,
          );

          const daily = (d: number) =>
            simulatePph21({ year: 2025, recipient: "non_permanent_daily", days: [{ gross: d }] })
              .data.total;
          const d = g % 10_000_000;
          expect(daily(d + (raise % 1_000_000))).toBeGreaterThanOrEqual(daily(d));

          for (const recipient of PAYMENT_RECIPIENTS) {
            const pay = (p: number) =>
              simulatePph21({ year: 2025, recipient, payments: [{ gross: p }] }).data.total;
            expect(pay(g + raise)).toBeGreaterThanOrEqual(pay(g));
          }

          const bpjs = (wage: number) =>
            simulateBpjs({ year: 2025, month: 3, wage, jkkRatePercent: 0.54 }).data;
          const a = bpjs(g);
          const b = bpjs(g + raise);
          for (const key of ["jkk", "jkm", "jht", "jp", "kes"] as const) {
            expect(b.employer[key]).toBeGreaterThanOrEqual(a.employer[key]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("tax is never negative before withholding is reconciled", () => {
    fc.assert(
      fc.property(reconciledYear, gross, (request, g) => {
        const { data } = simulatePph21(request);
        for (const p of data.periods) {
          if (p.kind === "ter") expect(p.tax).toBeGreaterThanOrEqual(0);
        }
        expect(data.annual!.annualTax).toBeGreaterThanOrEqual(0);
        expect(data.annual!.taxableIncome).toBeGreaterThanOrEqual(0);
        for (const recipient of PAYMENT_RECIPIENTS) {
          const payment =
            recipient === "non_employee"
              ? { gross: g, paidToWorkers: g % 7, materials: g }
              : { gross: g };
          const out = simulatePph21({ year: 2025, recipient, payments: [payment] }).data;
          expect(out.total).toBeGreaterThanOrEqual(0);
        }
        const days = simulatePph21({
          year: 2025,
          recipient: "non_permanent_daily",
          days: [{ gross: g }],
        });
        expect(days.data.total).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });

  it("every month's TER category and rate follow the start-of-year PTKP status alone (PP 58/2023 Ps. 2(3)–(4))", () => {
    // The request carries one status, the one at the start of the year; the periods carry none
    // (a later change of status cannot be expressed, so it cannot move the category). What can
    // be checked: each month is taxed in the category mapped from that status, at the row of
    // its own gross, whatever the recipient, the months worked and the other months' data.
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUSES),
        fc.constantFrom(...MONTHLY_RECIPIENTS),
        fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }),
        fc.array(gross, { minLength: 12, maxLength: 12 }),
        fc.array(gross, { minLength: 12, maxLength: 12 }),
        (ptkp, recipient, monthsPaid, grosses, otherGrosses) => {
          const sorted = [...monthsPaid].sort((a, b) => a - b);
          const request = (amounts: readonly number[]): MonthlyPph21Request => ({
            year: 2024,
            ptkp,
            recipient,
            periods: sorted.map((month) => ({
              month,
              gross: amounts[month - 1]!,
              employeePension: amounts[month - 1]! % 300_000,
              zakat: amounts[month - 1]! % 7,
            })),
          });
          const { data } = simulatePph21(request(grosses));
          const table = terTable(CATEGORY[ptkp], 2024);
          expect(data.category).toBe(CATEGORY[ptkp]);
          for (const p of data.periods) {
            expect(p.category).toBe(CATEGORY[ptkp]);
            if (p.kind === "ter") {
              expect(p.ratePercent).toBe(terRate(table, p.gross) / 1000);
              expect(p.tax).toBe(terTax(table, p.gross));
            }
          }
          // Change every other month's data: the first month's TER row does not move.
          const first = sorted[0]!;
          const changed = otherGrosses.map((g, i) => (i === first - 1 ? grosses[i]! : g));
          const again = simulatePph21(request(changed)).data;
          const head = (d: typeof data) => d.periods.find((p) => p.month === first)!;
          if (head(data).kind === "ter") expect(head(again)).toEqual(head(data));
          for (const p of again.periods) expect(p.category).toBe(CATEGORY[ptkp]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
