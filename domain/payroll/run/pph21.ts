/**
 * Issue 17: PPh 21 of one run through the statutory engine (domain/tax): TER every month, the
 * annual reconciliation in the last tax period with what was withheld earlier in the year
 * (PMK 168/2023 Ps. 15), daily workers per day, other recipients per payment; the gross-up
 * (tax allowance) as the engine's least fixed point. Pure.
 */
import { dailyPph21, monthlyPph21, paymentPph21 } from "../../tax/pph21.ts";
import { fixedPoint } from "../../tax/rules.ts";
import {
  DAILY_RECIPIENTS,
  MONTHLY_RECIPIENTS,
  type MonthlyPeriodInput,
  type MonthlyRecipient,
  PAYMENT_RECIPIENTS,
  type PaymentRecipient,
} from "../../tax/types.ts";
import type { MemberInput, ReportLine, RunSettings, TaxYearSoFar } from "./types.ts";
import { fmt, MemberDataError, rupiah } from "./util.ts";

export type TaxOutcome = {
  pph21: number;
  /** gross_up / tax_allowance: the allowance the employer pays (an earning; may be negative in a refund). */
  allowance: number;
  lines: ReportLine[];
  inputs: Record<string, unknown>;
};

const MONTHLY: ReadonlySet<string> = new Set(MONTHLY_RECIPIENTS);
const DAILY: ReadonlySet<string> = new Set(DAILY_RECIPIENTS);
const PAYMENT: ReadonlySet<string> = new Set(PAYMENT_RECIPIENTS);

const signed = (value: unknown, field: string): number => {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) {
    throw new MemberDataError(field, "must be a whole number of rupiah");
  }
  return value;
};

/**
 * The earlier months of the year as monthlyPph21 periods (months before this run's only), with
 * the opening / previous-employer figures placed in the free earlier months (README "Tax year").
 */
export function earlierPeriods(
  month: number,
  year: TaxYearSoFar,
  grossUp: boolean,
): { periods: MonthlyPeriodInput[]; openingMonths: number[] } {
  const periods: MonthlyPeriodInput[] = [];
  const taken = new Set<number>();
  const list = year.previousPeriods ?? [];
  for (let i = 0; i < list.length; i++) {
    const p = list[i]!;
    if (!Number.isInteger(p.month) || p.month < 1 || p.month > 12) {
      throw new MemberDataError(
        `taxYear.previousPeriods.${i}.month`,
        "must be a month from 1 to 12",
      );
    }
    // Only months before this run count (a later month finalised already is ignored).
    if (p.month >= month || taken.has(p.month)) continue;
    const taxable = rupiah(p.taxableGross, `taxYear.previousPeriods.${i}.taxableGross`);
    const pension = rupiah(p.employeePension, `taxYear.previousPeriods.${i}.employeePension`);
    const withheld = signed(p.pph21, `taxYear.previousPeriods.${i}.pph21`);
    taken.add(p.month);
    // Under gross-up the engine adds `withheld` back as that month's allowance: gross is the
    // taxable gross without it, so Σ gross + allowance = Σ taxable gross either way.
    periods.push({
      month: p.month,
      gross: grossUp ? Math.max(0, taxable - withheld) : taxable,
      employeePension: pension,
      withheld: grossUp && taxable - withheld < 0 ? taxable : withheld,
    });
  }
  const bruto =
    rupiah(year.openingBruto ?? 0, "taxYear.openingBruto") +
    rupiah(year.previousEmployerBruto ?? 0, "taxYear.previousEmployerBruto");
  const withheld =
    signed(year.openingWithheld ?? 0, "taxYear.openingWithheld") +
    signed(year.previousEmployerWithheld ?? 0, "taxYear.previousEmployerWithheld");
  const deductions =
    rupiah(year.openingDeductions ?? 0, "taxYear.openingDeductions") +
    rupiah(year.previousEmployerDeductions ?? 0, "taxYear.previousEmployerDeductions");
  const openingMonths: number[] = [];
  if (bruto !== 0 || withheld !== 0 || deductions !== 0) {
    for (let m = 1; m < month; m++) if (!taken.has(m)) openingMonths.push(m);
    const gross = grossUp ? Math.max(0, bruto - withheld) : bruto;
    if (openingMonths.length > 0) {
      // Spread evenly over the free earlier months (remainders in the first): the year's sums
      // are exact, and the aggregate job-expense cap counts those months.
      const n = openingMonths.length;
      const share = (total: number, k: number) =>
        Math.trunc(total / n) + (k === 0 ? total - Math.trunc(total / n) * n : 0);
      openingMonths.forEach((m, k) => {
        periods.push({
          month: m,
          gross: share(gross, k),
          employeePension: share(deductions, k),
          withheld: share(withheld, k),
        });
      });
    } else if (periods.length > 0) {
      // Every earlier month has a period: add the figures to the earliest one.
      const first = periods.reduce((a, b) => (b.month < a.month ? b : a));
      first.gross += gross;
      first.employeePension = (first.employeePension ?? 0) + deductions;
      first.withheld = (first.withheld ?? 0) + withheld;
      openingMonths.push(first.month);
    } else {
      throw new MemberDataError(
        "taxYear.openingBruto",
        "there is no month before this run's month to carry the figures from before Tenaga",
      );
    }
  }
  periods.sort((a, b) => a.month - b.month);
  return { periods, openingMonths };
}

export function pph21For(
  settings: RunSettings,
  member: MemberInput,
  /** The month's taxable gross without any tax allowance. */
  gross: number,
  employeePension: number,
  /** Days paid, doubled (daily workers). */
  paidDaysDoubled: number,
): TaxOutcome {
  const tax = settings.tax;
  if (tax === null) {
    return {
      pph21: 0,
      allowance: 0,
      lines: [
        {
          code: "pph21",
          label: "PPh 21",
          amount: 0,
          type: "info",
          rule: "No PPh 21 withheld: the payroll group has no PPh 21 configuration (issue 16)",
        },
      ],
      inputs: { pph21: "no tax configuration" },
    };
  }
  const grossUp = settings.group.taxMethod !== "gross";
  const year = settings.year;
  const npwp = member.npwp !== false;
  const common = { year, npwp, noNpwpSurcharge: tax.noNpwpSurcharge };
  const recipient = member.recipient;
  const methodText = grossUp
    ? settings.group.taxMethod === "gross_up"
      ? "gross-up"
      : "tax allowance"
    : "gross";

  if (MONTHLY.has(recipient)) {
    const ty = member.taxYear;
    if (!ty) throw new MemberDataError("taxYear", "is required");
    const last = ty.lastPeriod ?? 12;
    if (!Number.isInteger(last) || last < settings.month || last > 12) {
      throw new MemberDataError(
        "taxYear.lastPeriod",
        `must be a month from ${settings.month} to 12`,
      );
    }
    const earlier = earlierPeriods(settings.month, ty, grossUp);
    const periods = [...earlier.periods, { month: settings.month, gross, employeePension }];
    const result = monthlyPph21({
      ...common,
      recipient: recipient as MonthlyRecipient,
      ptkp: member.ptkpStatus,
      periods,
      lastPeriod: last,
      subjectiveChange: ty.subjectiveChange ?? null,
      method: grossUp ? "gross_up" : "gross",
      jobExpenseCap: tax.biayaJabatanMode === "monthly" ? "per_month" : "aggregate",
      monthlyRounding: tax.terRounding,
    });
    const row = result.periods.find((p) => p.month === settings.month)!;
    const allowance = grossUp ? (row.taxAllowance ?? 0) : 0;
    const base = gross + allowance;
    const inputs: Record<string, string | number | boolean | null> = {
      recipient,
      ptkpStatus: member.ptkpStatus,
      category: row.category,
      kind: row.kind,
      taxMethod: settings.group.taxMethod,
      gross,
      taxAllowance: allowance,
      npwp,
      noNpwpSurchargeApplied: result.noNpwpSurchargeApplied,
      lastPeriod: last,
      earlierMonths: earlier.periods.length,
    };
    let rule: string;
    if (row.kind === "ter") {
      inputs["ratePercent"] = row.ratePercent;
      rule =
        `PPh 21 TER category ${row.category} ${row.ratePercent} % × taxable gross ${fmt(base)} ` +
        `(PP 58/2023; PMK 168/2023 Ps. 15(1)a), rounded ${tax.terRounding === "floor" ? "down" : "half up"}` +
        (result.noNpwpSurchargeApplied ? ", × 120 % without NPWP (UU PPh Ps. 21(5a))" : "");
    } else {
      const a = result.annual!;
      Object.assign(inputs, {
        annualGross: a.gross,
        jobExpense: a.jobExpense,
        pensionContributions: a.pensionContributions,
        net: a.net,
        netAnnualized: a.netAnnualized,
        monthsWorked: a.monthsWorked,
        ptkp: a.ptkp,
        taxableIncome: a.taxableIncome,
        annualTax: a.annualTax,
        withheldBefore: a.withheldBefore,
      });
      rule =
        `Annual PPh 21 in the last tax period (PMK 168/2023 Ps. 15(1)b, (2)): year gross ${fmt(a.gross)} − job expense ` +
        `${fmt(a.jobExpense)} − pension contributions ${fmt(a.pensionContributions)} = net ${fmt(a.net)}` +
        (a.netAnnualized !== a.net ? ` (annualised ${fmt(a.netAnnualized)})` : "") +
        `; PKP ${fmt(a.taxableIncome)} after PTKP ${fmt(a.ptkp)}; annual tax ${fmt(a.annualTax)} − withheld earlier ${fmt(a.withheldBefore)} = ${fmt(a.lastPeriodTax)}` +
        (a.lastPeriodTax < 0 ? " (negative: refunded to the worker)" : "");
    }
    return taxLines(row.tax, allowance, rule, methodText, inputs);
  }

  let compute: (total: number) => number;
  let rule: string;
  const inputs: Record<string, string | number | boolean | null> = {
    recipient,
    taxMethod: settings.group.taxMethod,
    gross,
    npwp,
  };
  if (DAILY.has(recipient)) {
    const dayCount = Math.max(1, Math.ceil(paidDaysDoubled / 2));
    inputs["days"] = dayCount;
    compute = (total) =>
      dailyPph21({
        ...common,
        recipient: "non_permanent_daily",
        pieceRate: { total, days: dayCount },
      }).total;
    rule = `PPh 21 of a daily worker per day (PP 58/2023 Lampiran D; PMK 168/2023 Ps. 12): taxable gross over ${dayCount} days, each day taxed alone`;
  } else if (PAYMENT.has(recipient)) {
    compute = (total) =>
      paymentPph21({
        ...common,
        recipient: recipient as PaymentRecipient,
        payments: [{ gross: total }],
      }).total;
    rule = `PPh 21 per payment for ${recipient} (PMK 168/2023 Lampiran B), on the taxable gross`;
  } else {
    throw new MemberDataError("recipient", `"${recipient}" is not a PPh 21 recipient`);
  }
  const allowance = grossUp ? fixedPoint((a) => compute(gross + a), "PPh 21 gross-up") : 0;
  const pph21 = grossUp ? allowance : compute(gross);
  return taxLines(pph21, allowance, rule, methodText, inputs);
}

function taxLines(
  pph21: number,
  allowance: number,
  rule: string,
  methodText: string,
  inputs: Record<string, string | number | boolean | null>,
): TaxOutcome {
  const lines: ReportLine[] = [];
  if (methodText !== "gross") {
    lines.push({
      code: "tax_allowance",
      label: "Tax allowance",
      amount: allowance,
      type: "earning",
      taxable: true,
      rule: `Tax allowance (${methodText} method): the employer pays an allowance equal to the PPh 21 it causes, the least fixed point A = tax(gross + A) (domain/tax gross-up); taxable`,
      inputs: { taxMethod: methodText },
    });
  }
  lines.push({ code: "pph21", label: "PPh 21", amount: pph21, type: "tax", rule, inputs });
  return { pph21, allowance, lines, inputs };
}
