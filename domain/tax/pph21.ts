/**
 * PPh 21 / PPh 26 per recipient (PMK 168/2023, PP 58/2023, PP 68/2009). Inputs are validated
 * for logical sense here (months, duplicates, amounts); shape is the REST boundary's job.
 */
import {
  applyRate,
  assertRupiah,
  MAX_INPUT_RUPIAH,
  mulDiv,
  RATE_SCALE,
  type Rounding,
  unitsToPercent,
} from "./money.ts";
import {
  inForce,
  JOB_EXPENSE,
  type Layer,
  LUMP_SUM_PENSION,
  NON_EMPLOYEE_BASE,
  PENSION_COST,
  PPH26,
  SEVERANCE,
  TER_DAILY,
  TER_MONTHLY,
  type TerTable,
} from "./rates.ts";
import {
  assertPtkpStatus,
  type Fraction,
  fixedPoint,
  ONE,
  pasal17Layers,
  progressiveTax,
  ptkpAmount,
  surchargeFactor,
  taxAtRate,
  taxableIncome,
  terCategory,
  terRate,
  terTable,
  terTax,
  times,
  topLayerRate,
} from "./rules.ts";
import {
  DAILY_RECIPIENTS,
  type DailyPph21Request,
  type DailyPph21Result,
  type DailyTaxResult,
  MONTHLY_RECIPIENTS,
  type MonthlyPeriodInput,
  type MonthlyPph21Request,
  type MonthlyPph21Result,
  type MonthlyRecipient,
  PAYMENT_RECIPIENTS,
  type PaymentPph21Request,
  type PaymentPph21Result,
  type PaymentRecipient,
  type PaymentTaxResult,
  type Pph21Annual,
  type Pph21Note,
  type Pph21PeriodResult,
  type PtkpStatus,
} from "./types.ts";

const FIRST_TER_YEAR = Number(TER_MONTHLY.records[0]!.from.slice(0, 4));

/** PMK 168/2023 (TER) governs withholding from tax year 2024. */
export function assertTaxYear(year: unknown): asserts year is number {
  if (typeof year !== "number" || !Number.isInteger(year) || year > 9999) {
    throw new Error("year must be a whole year");
  }
  if (year < FIRST_TER_YEAR) {
    throw new Error(`PPh 21 is simulated under PMK 168/2023, which applies from ${FIRST_TER_YEAR}`);
  }
}

const assertMonth = (value: unknown, name: string): number => {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 12) {
    throw new Error(`${name} must be a month from 1 to 12`);
  }
  return value;
};

// ------------------------------------------------------------- monthly recipients

/** An optional setting: its default when absent, one of `allowed` otherwise. */
function oneOf<const T extends string>(
  value: unknown,
  allowed: readonly T[],
  fallback: T,
  name: string,
): T {
  if (value === undefined) return fallback;
  if (allowed.includes(value as T)) return value as T;
  throw new Error(`${name} must be one of ${allowed.filter((a) => a !== "none").join(", ")}`);
}

/** Validates the months and amounts; returns the periods in month order. */
function readPeriods(periods: readonly MonthlyPeriodInput[]): readonly MonthlyPeriodInput[] {
  if (!Array.isArray(periods)) throw new Error("periods must be a list of months");
  let seen = 0;
  let previous = 0;
  let ordered = true;
  for (const p of periods) {
    const month = assertMonth(p.month, "periods[].month");
    const bit = 1 << month;
    if (seen & bit) throw new Error(`Month ${month} appears more than once`);
    seen |= bit;
    if (month < previous) ordered = false;
    previous = month;
    assertRupiah(p.gross, () => `gross of month ${month}`);
    if (p.employeePension !== undefined) {
      assertRupiah(p.employeePension, () => `employeePension of month ${month}`);
    }
    if (p.zakat !== undefined) assertRupiah(p.zakat, () => `zakat of month ${month}`);
    if (p.withheld !== undefined) {
      assertRupiah(p.withheld, () => `withheld of month ${month}`, -MAX_INPUT_RUPIAH);
    }
  }
  return ordered ? periods : [...periods].sort((x, y) => x.month - y.month);
}

/** Everything the last-period reconciliation needs except the last month's own gross. */
interface AnnualContext {
  ptkp: number;
  months: number;
  /** Pensioners take biaya pensiun (PMK 168 Ps. 11) instead of biaya jabatan (Ps. 10(1)a). */
  pensioner: boolean;
  perMonthCap: boolean;
  expenseRate: number;
  expenseMonthlyCap: number;
  /** Σ gross (with tax allowances) of the months before the last. */
  grossBefore: number;
  /** per_month cap: Σ min(5 % × gross, cap) of the months before the last. */
  expenseBefore: number;
  pensionContributions: number;
  zakat: number;
  annualize: boolean;
  layers: readonly Layer[];
  /** The no-NPWP factor. */
  surcharge: Fraction;
  /** The no-NPWP factor × months / 12 when annualised (PMK 168 Ps. 15(3)), else the same. */
  annualFactor: Fraction;
  withheldBefore: number;
}

const monthExpense = (ctx: AnnualContext, gross: number) =>
  Math.min(applyRate(Math.max(gross, 0), ctx.expenseRate), ctx.expenseMonthlyCap);

/** Biaya jabatan / pensiun of the year. Part-year cap (REF §6.3): aggregate by default. */
const yearExpense = (ctx: AnnualContext, gross: number, lastGross: number) =>
  ctx.perMonthCap
    ? ctx.expenseBefore + monthExpense(ctx, lastGross)
    : Math.min(applyRate(Math.max(gross, 0), ctx.expenseRate), ctx.expenseMonthlyCap * ctx.months);

/**
 * Ps. 15(3): neto × 12 / n when the subjective obligation starts or ends in the year; flooring
 * to the rupiah cannot move the PKP, which is floored to the thousand anyway.
 */
const annualized = (ctx: AnnualContext, net: number) =>
  ctx.annualize ? Math.floor((net * 12) / ctx.months) : net;

/** The last period's tax for a given last-month gross (the gross-up iterates on it). */
function lastPeriodTaxFor(ctx: AnnualContext, lastGross: number): number {
  const gross = ctx.grossBefore + lastGross;
  const net = gross - yearExpense(ctx, gross, lastGross) - ctx.pensionContributions - ctx.zakat;
  const pkp = taxableIncome(annualized(ctx, net), ctx.ptkp);
  return progressiveTax(pkp, 1, ctx.layers, ctx.annualFactor) - ctx.withheldBefore;
}

/** PMK 168/2023 Ps. 15(1)b, (2)–(3): the year's tax and the last period's share. */
function annualFor(ctx: AnnualContext, lastGross: number): Pph21Annual {
  const gross = ctx.grossBefore + lastGross;
  const expense = yearExpense(ctx, gross, lastGross);
  const net = gross - expense - ctx.pensionContributions - ctx.zakat;
  const netAnnualized = annualized(ctx, net);
  const pkp = taxableIncome(netAnnualized, ctx.ptkp);
  const fullYearTax = progressiveTax(pkp, 1, ctx.layers, ctx.surcharge);
  const annualTax = ctx.annualize
    ? progressiveTax(pkp, 1, ctx.layers, ctx.annualFactor)
    : fullYearTax;
  return {
    gross,
    jobExpense: ctx.pensioner ? 0 : expense,
    pensionCost: ctx.pensioner ? expense : 0,
    pensionContributions: ctx.pensionContributions,
    zakat: ctx.zakat,
    net,
    netAnnualized,
    monthsWorked: ctx.months,
    ptkp: ctx.ptkp,
    taxableIncome: pkp,
    fullYearTax,
    annualTax,
    withheldBefore: ctx.withheldBefore,
    lastPeriodTax: annualTax - ctx.withheldBefore,
  };
}

/**
 * Monthly recipients: TER every month (PMK 168/2023 Ps. 15(1)a); permanent employees and
 * pensioners are reconciled in the last tax period against the annual Pasal 17 tax.
 */
export function monthlyPph21(request: MonthlyPph21Request): MonthlyPph21Result {
  const { year, recipient } = request;
  assertTaxYear(year);
  if (!MONTHLY_RECIPIENTS.includes(recipient)) {
    throw new Error(`Unknown monthly recipient "${String(recipient)}"`);
  }
  const ptkp: PtkpStatus = request.ptkp;
  assertPtkpStatus(ptkp, year);
  const periods = readPeriods(request.periods);
  const lastPeriod = assertMonth(request.lastPeriod ?? 12, "lastPeriod");
  const reconciled = recipient === "permanent_employee" || recipient === "pensioner";
  const latest = periods.length > 0 ? periods[periods.length - 1]! : null;
  // Every monthly recipient may send lastPeriod (one request shape, issue 6); it must agree
  // with the periods even where nothing is reconciled.
  if (latest && latest.month > lastPeriod) {
    throw new Error(`Month ${latest.month} comes after the last tax period (${lastPeriod})`);
  }
  const method = oneOf(request.method, ["gross", "gross_up"], "gross", "method");
  const grossUp = method === "gross_up";
  const rounding = oneOf(
    request.monthlyRounding,
    ["half_up", "floor"],
    "half_up",
    "monthlyRounding",
  );
  const perMonthCap =
    oneOf(request.jobExpenseCap, ["aggregate", "per_month"], "aggregate", "jobExpenseCap") ===
    "per_month";
  const subjectiveChange = oneOf(
    request.subjectiveChange ?? undefined,
    ["none", "starts", "ends"],
    "none",
    "subjectiveChange",
  );
  const surcharge = surchargeFactor(year, request.noNpwpSurcharge ?? false, request.npwp ?? true);
  const category = terCategory(ptkp, year);
  const table = terTable(category, year);
  const pensioner = recipient === "pensioner";
  const expense = inForce(pensioner ? PENSION_COST : JOB_EXPENSE, year).value;
  const last = reconciled && latest?.month === lastPeriod ? latest : null;

  // Permanent employees and pensioners are reconciled in the last period (PMK 168 Ps. 15(1)b).
  const rows: Pph21PeriodResult[] = [];
  let total = 0;
  let grossBefore = 0;
  let expenseBefore = 0;
  let pensionContributions = 0;
  let zakat = 0;
  for (const p of periods) {
    pensionContributions += p.employeePension ?? 0;
    zakat += p.zakat ?? 0;
    if (p === last) continue;
    const row = terPeriod(table, p, grossUp, surcharge, rounding);
    rows.push(row);
    const taken = p.withheld ?? row.tax;
    total += taken;
    // Under gross-up an imported `withheld` stands for that month's allowance too.
    const allowance = grossUp ? taken : 0;
    grossBefore += p.gross + allowance;
    expenseBefore += Math.min(
      applyRate(Math.max(p.gross + allowance, 0), expense.rate),
      expense.monthlyCap,
    );
  }

  let annual: Pph21Annual | null = null;
  if (last) {
    const months = periods.length;
    const annualize = subjectiveChange !== "none";
    const ctx: AnnualContext = {
      ptkp: ptkpAmount(ptkp, year),
      months,
      pensioner,
      perMonthCap,
      expenseRate: expense.rate,
      expenseMonthlyCap: expense.monthlyCap,
      grossBefore,
      expenseBefore,
      pensionContributions,
      zakat,
      annualize,
      layers: pasal17Layers(year),
      surcharge,
      annualFactor: annualize
        ? times(surcharge, { numerator: months, denominator: 12 })
        : surcharge,
      withheldBefore: total,
    };
    // Gross-up: the allowance A equals the last period's tax it causes, A = annual(A) − before;
    // negative when the reconciliation refunds (the earlier allowances were too high).
    const allowance = grossUp
      ? fixedPoint(
          (a) => lastPeriodTaxFor(ctx, last.gross + a),
          () => `Month ${last.month} reconciliation`,
        )
      : 0;
    annual = annualFor(ctx, last.gross + allowance);
    const row: Pph21PeriodResult = {
      month: last.month,
      gross: last.gross,
      category,
      ratePercent: null,
      kind: "reconciliation",
      tax: annual.lastPeriodTax,
    };
    if (grossUp) row.taxAllowance = allowance;
    if (last.withheld !== undefined) row.withheld = last.withheld;
    rows.push(row);
    total += annual.lastPeriodTax;
  }

  return {
    recipient,
    category,
    periods: rows,
    annual,
    total,
    noNpwpSurchargeApplied: surcharge !== ONE,
    notes: annual ? [] : [noReconciliation(recipient, lastPeriod, latest?.month ?? null)],
  };
}

/** Why `annual` is null: the recipient is never reconciled, or the year has not reached it. */
function noReconciliation(
  recipient: MonthlyRecipient,
  lastPeriod: number,
  latestMonth: number | null,
): Pph21Note {
  if (recipient !== "permanent_employee" && recipient !== "pensioner") {
    return {
      code: "not_reconciled",
      message:
        `No reconciliation: ${recipient} is withheld at the TER every month; only permanent ` +
        "employees and pensioners are reconciled in the last tax period (PMK 168/2023 Ps. " +
        "15(1)b), so lastPeriod and subjectiveChange do not change the tax.",
    };
  }
  const given =
    latestMonth === null ? "no period is given" : `the last one given is month ${latestMonth}`;
  const hint =
    latestMonth === null ? "" : ` Send lastPeriod: ${latestMonth} if employment ended then.`;
  return {
    code: "last_period_not_reached",
    message:
      `No reconciliation: the last tax period (month ${lastPeriod}) is not among the periods ` +
      `(${given}), so the year is still in progress.${hint}`,
  };
}

function terPeriod(
  table: TerTable,
  p: MonthlyPeriodInput,
  grossUp: boolean,
  surcharge: Fraction,
  rounding: Rounding,
): Pph21PeriodResult {
  // Gross-up: the least allowance A with A = TER(gross + A) × (gross + A), exact to the rupiah.
  const allowance = grossUp
    ? fixedPoint(
        (a) => terTax(table, p.gross + a, surcharge, rounding),
        () => `Month ${p.month} TER`,
      )
    : 0;
  const base = p.gross + allowance;
  const rate = terRate(table, base);
  const row: Pph21PeriodResult = {
    month: p.month,
    gross: p.gross,
    category: table.category,
    ratePercent: unitsToPercent(rate),
    kind: "ter",
    tax: grossUp ? allowance : taxAtRate(base, rate, surcharge, rounding),
  };
  if (grossUp) row.taxAllowance = allowance;
  if (p.withheld !== undefined) row.withheld = p.withheld;
  return row;
}

// ---------------------------------------------------------------- daily workers

/** Non-permanent workers paid daily or by piece: daily TER or 50 % × Pasal 17 per day (REF §1.5). */
export function dailyPph21(request: DailyPph21Request): DailyPph21Result {
  const { year, recipient } = request;
  assertTaxYear(year);
  if (!DAILY_RECIPIENTS.includes(recipient)) {
    throw new Error(`Unknown daily recipient "${String(recipient)}"`);
  }
  const surcharge = surchargeFactor(year, request.noNpwpSurcharge ?? false, request.npwp ?? true);
  const daily = inForce(TER_DAILY, year).value;
  const layers = pasal17Layers(year);

  // Each day stands alone: a gross over `days` days is taxed as `days` × the tax of its average.
  // The tax is computed on the exact average; `gross` and `base` are answered as whole rupiah,
  // rounded half up (display only).
  const dayTax = (total: number, days: number): Omit<DailyTaxResult, "day"> => {
    const gross = mulDiv(total, 1, days);
    if (total <= daily.zeroUpTo * days) {
      return { gross, method: "ter_daily", base: gross, ratePercent: 0, tax: 0 };
    }
    if (total <= daily.terUpTo * days) {
      const tax = mulDiv(
        total,
        daily.rate * surcharge.numerator,
        RATE_SCALE * days * surcharge.denominator,
      );
      return {
        gross,
        method: "ter_daily",
        base: gross,
        ratePercent: unitsToPercent(daily.rate),
        tax,
      };
    }
    // Above the ceiling: a share of the average day's gross (PMK 168/2023 Ps. 12(2)b), held
    // exactly as total × numerator in 1/(days × denominator) rupiah.
    const { numerator, denominator } = daily.aboveTerBase;
    const baseScaled = total * numerator;
    const scale = days * denominator;
    return {
      gross,
      method: "pasal17_half",
      base: mulDiv(baseScaled, 1, scale),
      ratePercent: unitsToPercent(topLayerRate(baseScaled, scale, layers)),
      tax: progressiveTax(baseScaled, scale, layers, surcharge),
    };
  };

  const noNpwpSurchargeApplied = surcharge !== ONE;
  if (request.pieceRate != null && request.days != null) {
    throw new Error("Give either days or pieceRate, not both");
  }
  if (request.pieceRate != null) {
    const { total, days } = request.pieceRate;
    assertRupiah(total, "pieceRate.total");
    if (typeof days !== "number" || !Number.isInteger(days) || days < 1 || days > 366) {
      throw new Error("pieceRate.days must be a whole number of days from 1 to 366");
    }
    const one = dayTax(total, days);
    const rows = Array.from({ length: days }, (_, i) => ({ day: i + 1, ...one }));
    return {
      recipient,
      days: rows,
      pieceRate: { total, days, averagePerDay: one.gross },
      total: one.tax * days,
      noNpwpSurchargeApplied,
    };
  }
  if (!Array.isArray(request.days)) throw new Error("days or pieceRate is required");
  let total = 0;
  const rows = request.days.map((d, i) => {
    assertRupiah(d.gross, `gross of day ${i + 1}`);
    const row = { day: i + 1, ...dayTax(d.gross, 1) };
    total += row.tax;
    return row;
  });
  return { recipient, days: rows, pieceRate: null, total, noNpwpSurchargeApplied };
}

// ----------------------------------------------------------- per-payment recipients

const FINAL: ReadonlySet<PaymentRecipient> = new Set(["pph26", "severance", "lump_sum_pension"]);

function paymentLayers(recipient: PaymentRecipient, year: number): readonly Layer[] {
  switch (recipient) {
    case "severance":
      return inForce(SEVERANCE, year).value;
    case "lump_sum_pension":
      return inForce(LUMP_SUM_PENSION, year).value;
    case "pph26":
      return [{ upTo: null, rate: inForce(PPH26, year).value.rate }];
    default:
      return pasal17Layers(year);
  }
}

/**
 * Per-payment recipients, never cumulative (PMK 168/2023 Lampiran B-V to B-VII; PP 68/2009):
 * non-employees 50 % × (gross − paid to workers − materials) × Pasal 17; former employees,
 * activity participants and early pension withdrawals gross × Pasal 17; PPh 26 20 %;
 * severance and lump-sum pension at the PP 68/2009 final rates.
 */
export function paymentPph21(request: PaymentPph21Request): PaymentPph21Result {
  const { year, recipient } = request;
  assertTaxYear(year);
  if (!PAYMENT_RECIPIENTS.includes(recipient)) {
    throw new Error(`Unknown per-payment recipient "${String(recipient)}"`);
  }
  if (!Array.isArray(request.payments)) throw new Error("payments must be a list");
  const final = FINAL.has(recipient);
  // The higher no-NPWP rate is for non-final PPh 21 only (PER-16/PJ/2016 Ps. 20(2)); never PPh 26.
  const surcharge = final
    ? ONE
    : surchargeFactor(year, request.noNpwpSurcharge ?? false, request.npwp ?? true);

  const layers = paymentLayers(recipient, year);
  const half = inForce(NON_EMPLOYEE_BASE, year).value;

  let total = 0;
  const payments = request.payments.map((p, i): PaymentTaxResult => {
    const n = i + 1;
    assertRupiah(p.gross, `gross of payment ${n}`);
    const paidToWorkers = p.paidToWorkers ?? 0;
    const materials = p.materials ?? 0;
    assertRupiah(paidToWorkers, `paidToWorkers of payment ${n}`);
    assertRupiah(materials, `materials of payment ${n}`);
    if (recipient !== "non_employee" && (paidToWorkers !== 0 || materials !== 0)) {
      throw new Error("paidToWorkers and materials only apply to non_employee payments");
    }
    // Base in 1/scale rupiah: non-employees 50 % (held exactly at scale 2), others 100 %.
    const scale = recipient === "non_employee" ? half.denominator : 1;
    const baseScaled =
      recipient === "non_employee"
        ? Math.max(0, p.gross - paidToWorkers - materials) * half.numerator
        : p.gross;
    const tax = progressiveTax(baseScaled, scale, layers, surcharge);
    total += tax;
    return {
      gross: p.gross,
      paidToWorkers,
      materials,
      // Whole rupiah, half up, for display; the tax above is on the exact base.
      base: mulDiv(baseScaled, 1, scale),
      ratePercent: unitsToPercent(topLayerRate(baseScaled, scale, layers)),
      tax,
    };
  });
  return { recipient, final, payments, total, noNpwpSurchargeApplied: surcharge !== ONE };
}
