/**
 * Request and response shapes of the statutory simulators (issue 6): PPh 21 / PPh 26 and
 * BPJS. Every amount is a whole number of rupiah (a JS safe integer); rates are percentages
 * for display only — the engine computes with integer rate units (see `money.ts`).
 *
 * Rules and figures: ../shared/payroll/REFERENCE.md (cited as "REF §x").
 */
import type { EnumValue } from "../enums.ts";

/** PTKP status (PMK 101/2016). The K/I/x statuses are annual-return only (REF §1.2). */
export type PtkpStatus = EnumValue<"ptkp_status">;

/** TER category (PP 58/2023 Ps. 2(4)). */
export type TerCategory = "A" | "B" | "C";

/** Recipients taxed month by month with the monthly TER (REF §1.1, §3). */
export const MONTHLY_RECIPIENTS = [
  "permanent_employee",
  "pensioner",
  "non_permanent_monthly",
  "commissioner",
] as const;
export type MonthlyRecipient = (typeof MONTHLY_RECIPIENTS)[number];

/** Non-permanent workers paid by the day, the unit or the piece (REF §1.5). */
export const DAILY_RECIPIENTS = ["non_permanent_daily"] as const;
export type DailyRecipient = (typeof DAILY_RECIPIENTS)[number];

/** Recipients taxed payment by payment, never cumulatively (REF §3, §3.1). */
export const PAYMENT_RECIPIENTS = [
  "non_employee",
  "former_employee",
  "activity_participant",
  "pension_withdrawal",
  "pph26",
  "severance",
  "lump_sum_pension",
] as const;
export type PaymentRecipient = (typeof PAYMENT_RECIPIENTS)[number];

export type Pph21Recipient = MonthlyRecipient | DailyRecipient | PaymentRecipient;

/** Settings shared by every PPh 21 request. */
export interface Pph21CommonOptions {
  /** Tax year (PMK 168/2023 regime: 2024 onwards). */
  year: number;
  /** Whether the recipient has an NPWP (or an activated NIK). Default true. */
  npwp?: boolean;
  /**
   * Apply the 20 % higher rate for recipients without NPWP (UU PPh Ps. 21(5a)); a client
   * setting, off by default because its application after NIK = NPWP is unsettled (REF §2.4).
   * Never applies to PPh 26.
   */
  noNpwpSurcharge?: boolean;
}

/** One month worked, as the caller computed it. */
export interface MonthlyPeriodInput {
  /** 1 … 12. Each month at most once. */
  month: number;
  /**
   * The month's full taxable gross: salary, allowances, overtime, irregular income paid that
   * month (bonus, THR), benefits in kind, and the employer JKK/JKM/BPJS Kesehatan premiums —
   * not the employer JHT/JP (PMK 168/2023 Ps. 5(3), 7). Excludes the tax allowance of the
   * gross-up method, which the engine adds.
   */
  gross: number;
  /** Employee JHT + JP + other pension contributions paid this month (deductible, annual). */
  employeePension?: number;
  /** Zakat / obligatory religious contributions paid through the employer (deductible, annual). */
  zakat?: number;
  /**
   * Tax actually withheld this month (e.g. imported from a previous payroll system). The
   * last-period reconciliation uses it instead of the computed figure. Ignored for the last
   * period itself. Under `gross_up` it is also taken as that month's tax allowance.
   */
  withheld?: number;
}

/** Monthly recipients (REF §1.1, §2). */
export interface MonthlyPph21Request extends Pph21CommonOptions {
  recipient: MonthlyRecipient;
  /** Status at the start of the tax year (or when the obligation starts); fixes the category. */
  ptkp: PtkpStatus;
  /** The months worked/paid, in any order. */
  periods: MonthlyPeriodInput[];
  /**
   * The last tax period (December, or the month employment ends). Default 12. Every monthly
   * recipient may send it (one request shape) and no period may come after it; permanent
   * employees and pensioners are reconciled in it when it is among `periods`, the other monthly
   * recipients are never reconciled, so for them it changes nothing else.
   */
  lastPeriod?: number | null;
  /**
   * The subjective tax obligation starts or ends this year: annualise (PMK 168 Ps. 15(3)).
   * Accepted from every monthly recipient; only the reconciliation uses it.
   */
  subjectiveChange?: "starts" | "ends" | null;
  /** `gross_up`: the employer pays a tax allowance equal to the tax. Default `gross`. */
  method?: "gross" | "gross_up";
  /**
   * Part-year job-expense cap (REF §6.3): `aggregate` = min(5 % × annual gross, 500,000 × months)
   * (PMK 168 examples, default) or `per_month` = Σ min(5 % × monthly gross, 500,000)
   * (PMK 10/2025 example 3). The pension-cost cap follows the same choice.
   */
  jobExpenseCap?: "aggregate" | "per_month";
  /** Rounding of TER × gross, unregulated (REF §6.1). Default `half_up`. */
  monthlyRounding?: "half_up" | "floor";
}

/** Non-permanent worker paid daily: one entry per day worked … */
export interface DailyPph21DaysRequest extends Pph21CommonOptions {
  recipient: DailyRecipient;
  days: { gross: number }[];
  pieceRate?: undefined;
}

/** … or piece-rate / unit pay over a number of days, averaged per day (REF §1.5). */
export interface DailyPph21PieceRateRequest extends Pph21CommonOptions {
  recipient: DailyRecipient;
  pieceRate: { total: number; days: number };
  days?: undefined;
}

export type DailyPph21Request = DailyPph21DaysRequest | DailyPph21PieceRateRequest;

export interface PaymentInput {
  gross: number;
  /** `non_employee` only: amounts paid to the recipient's own workers (PMK 168 B-V.4). */
  paidToWorkers?: number;
  /** `non_employee` only: materials supplied (PMK 168 B-V.4). */
  materials?: number;
}

/** Per-payment recipients (REF §3, §3.1). */
export interface PaymentPph21Request extends Pph21CommonOptions {
  recipient: PaymentRecipient;
  payments: PaymentInput[];
}

export type Pph21Request = MonthlyPph21Request | DailyPph21Request | PaymentPph21Request;

/** One month of a monthly recipient. */
export interface Pph21PeriodResult {
  month: number;
  /** The gross as given (without the tax allowance). */
  gross: number;
  /** TER category of the year (fixed by the status at the start of the year). */
  category: TerCategory;
  /** TER rate applied; null in the reconciliation period. */
  ratePercent: number | null;
  /** `ter`: TER × gross; `reconciliation`: annual tax − withheld before (negative = refund). */
  kind: "ter" | "reconciliation";
  /** PPh 21 of the period; negative only for a refund in the last period. */
  tax: number;
  /** `gross_up` only: the tax allowance added to the gross (equals `tax`). */
  taxAllowance?: number;
  /** Echo of the `withheld` override, when given. */
  withheld?: number;
}

/** The last-period reconciliation (PMK 168/2023 Ps. 15(1)b, (2)–(3)). */
export interface Pph21Annual {
  /** Σ gross of the year, tax allowances included. */
  gross: number;
  jobExpense: number;
  /** Pensioners only (PMK 168 Ps. 11); 0 otherwise. */
  pensionCost: number;
  pensionContributions: number;
  zakat: number;
  /** gross − jobExpense − pensionCost − pensionContributions − zakat (may be negative). */
  net: number;
  /** net × 12 / months when the subjective obligation starts/ends (floored), else net. */
  netAnnualized: number;
  monthsWorked: number;
  ptkp: number;
  /** PKP: netAnnualized − PTKP rounded down to the thousand, never below 0. */
  taxableIncome: number;
  /** Pasal 17 on the PKP for a full year (no-NPWP surcharge included). */
  fullYearTax: number;
  /** fullYearTax × months / 12 when annualised, else fullYearTax (PMK 168 Ps. 15(3)). */
  annualTax: number;
  /** Σ tax (or `withheld`) of the periods before the last one. */
  withheldBefore: number;
  /** annualTax − withheldBefore; negative = refund to the employee. */
  lastPeriodTax: number;
}

/**
 * Why a monthly simulation has no reconciliation (`annual` is null):
 * - `not_reconciled`: the recipient (non_permanent_monthly, commissioner) is never reconciled;
 * - `last_period_not_reached`: the last tax period is not among the periods (a year in progress).
 */
export const PPH21_NOTE_CODES = ["not_reconciled", "last_period_not_reached"] as const;
export type Pph21NoteCode = (typeof PPH21_NOTE_CODES)[number];

export interface Pph21Note {
  code: Pph21NoteCode;
  /** The explanation in English, with the months involved (screens word it from `code`). */
  message: string;
}

export interface MonthlyPph21Result {
  recipient: MonthlyRecipient;
  category: TerCategory;
  periods: Pph21PeriodResult[];
  /** Present for permanent employees and pensioners once the last period is among `periods`. */
  annual: Pph21Annual | null;
  /** Withholding of the year so far: Σ period tax (`withheld` where given, last period reconciled). */
  total: number;
  /** Whether the no-NPWP surcharge was applied. */
  noNpwpSurchargeApplied: boolean;
  /** Empty when `annual` is present; otherwise one note saying why it is null. */
  notes: Pph21Note[];
}

export interface DailyTaxResult {
  /** 1-based position of the day. */
  day: number;
  /** The day's gross (for piece-rate: the average per day, rounded half up for display). */
  gross: number;
  /** `ter_daily` (PP 58/2023 Lampiran D) or `pasal17_half` (> Rp 2,500,000/day). */
  method: "ter_daily" | "pasal17_half";
  /**
   * Base the rate applies to — the day's gross, or 50 % of it above the ceiling — as whole
   * rupiah rounded half up (display only: the tax is computed on the exact base, e.g.
   * 1,250,000.5 is shown as 1,250,001 but taxed as 1,250,000.5).
   */
  base: number;
  /** TER rate, or the highest Pasal 17 rate reached. */
  ratePercent: number;
  tax: number;
}

export interface DailyPph21Result {
  recipient: DailyRecipient;
  days: DailyTaxResult[];
  /**
   * Piece-rate input echoed with its average per day as whole rupiah, rounded half up (display
   * only: the tax is computed on the exact average).
   */
  pieceRate: { total: number; days: number; averagePerDay: number } | null;
  total: number;
  noNpwpSurchargeApplied: boolean;
}

export interface PaymentTaxResult {
  gross: number;
  paidToWorkers: number;
  materials: number;
  /**
   * DPP: the amount the rate applies to, as whole rupiah rounded half up (display only: a 50 %
   * base such as 3,500,000.5 is shown as 3,500,001 and taxed exactly).
   */
  base: number;
  /** The highest rate reached (0 when nothing is due). */
  ratePercent: number;
  tax: number;
}

export interface PaymentPph21Result {
  recipient: PaymentRecipient;
  /** Whether the tax is final (PPh 26, severance, lump-sum pension). */
  final: boolean;
  payments: PaymentTaxResult[];
  total: number;
  noNpwpSurchargeApplied: boolean;
}

export type Pph21Result = MonthlyPph21Result | DailyPph21Result | PaymentPph21Result;

/** `simulatePph21` answers `{ data }` like the REST endpoint does. */
export interface Pph21Response<R extends Pph21Result = Pph21Result> {
  data: R;
}

/** JKK risk classes, % of monthly wage (PP 44/2015 Ps. 16(2)). */
export const JKK_RATE_CLASSES = [0.24, 0.54, 0.89, 1.27, 1.74] as const;

/** BPJS for wage earners (Penerima Upah). */
export interface BpjsWageRequest {
  scheme?: "pu";
  year: number;
  /** Contribution month 1 … 12 (the JP cap changes every March). */
  month: number;
  /** Monthly wage (gaji pokok + tunjangan tetap). */
  wage: number;
  /** One of {@link JKK_RATE_CLASSES}. */
  jkkRatePercent: number;
  /** Regional minimum wage (UMP/UMK): the BPJS Kesehatan base never goes below it. */
  minimumWage?: number | null;
  /** PP 7/2025 50 % JKK discount for eligible labour-intensive employers. */
  jkkRelief?: boolean;
}

/** BPJS Ketenagakerjaan for non-wage earners (Bukan Penerima Upah). */
export interface BpjsBpuRequest {
  scheme: "bpu";
  /** Declared monthly income. */
  declaredIncome: number;
  /** Contribution month, to pick the rates in force; default: the latest rates. */
  year?: number;
  month?: number;
  /** JHT is optional for BPU participants. Default true. */
  jht?: boolean;
}

export type BpjsRequest = BpjsWageRequest | BpjsBpuRequest;

export interface BpjsWageResult {
  scheme: "pu";
  employer: { jkk: number; jkm: number; jht: number; jp: number; kes: number };
  employee: { jht: number; jp: number; kes: number };
  /** Employer JKK + JKM + Kesehatan: PPh 21 gross (PMK 168 Ps. 5(3)). */
  taxableEmployerPremiums: number;
  /** Employee JHT + JP: deductible at the annual reconciliation (PMK 168 Ps. 10(1)b). */
  deductibleEmployeeContributions: number;
  /** Wage bases and rates used. */
  basis: {
    kesWage: number;
    kesWageCap: number;
    jpWage: number;
    jpWageCap: number;
    jkkRatePercent: number;
  };
}

export interface BpjsBpuResult {
  scheme: "bpu";
  jkk: number;
  jkm: number;
  jht: number;
  total: number;
}

export type BpjsResult = BpjsWageResult | BpjsBpuResult;

export interface BpjsResponse<R extends BpjsResult = BpjsResult> {
  data: R;
}
