/**
 * Issue 18: the rules of reimbursement claim types and claims (RUNS.md §6; /work/money-api.md
 * "REST — reimbursements"), shared by the hcm service and the console. Problems are worded in
 * English through domain/problems.ts, which answers them in the caller's language. Pure.
 */
import { Temporal } from "temporal-polyfill";
import { formatRupiah } from "../format.ts";
import { type ProblemCode, renderProblem } from "../problems.ts";
import type { FieldProblem } from "../workforce/org.ts";
import { NATURA_MEAL_FIELD_CAP, TAX_TREATMENTS, type TaxTreatment } from "./tax.ts";

export const PAYOUT_METHODS = ["payroll", "disbursement"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const BUDGET_PERIODS = ["monthly", "annual"] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
export const CLAIM_STATUSES = ["pending", "approved", "rejected", "cancelled", "paid"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The largest amount a type may allow per claim (a disbursement line's own maximum). */
export const MAX_MONEY = 10_000_000_000;
export const DEFAULT_MAX_CLAIM_AMOUNT = 100_000_000;
/** A claim is dated at most this many days back (the worker app's window, as leave's). */
export const CLAIM_PAST_DAYS = 90;
/** Receipts per claim (reimbursement_claim_files.position 0..9). */
export const MAX_RECEIPTS = 10;

const say = (code: ProblemCode, params: Record<string, string> = {}) =>
  renderProblem("en", code, params);

const isWholeRupiah = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max;

export type TypeInput = {
  name?: unknown;
  description?: unknown;
  taxTreatment?: unknown;
  monthlyTaxFreeCap?: unknown;
  budgetAmount?: unknown;
  budgetPeriod?: unknown;
  receiptThreshold?: unknown;
  defaultPayout?: unknown;
  maxClaimAmount?: unknown;
  active?: unknown;
};

export type TypeValues = {
  name: string;
  description: string | null;
  taxTreatment: TaxTreatment;
  monthlyTaxFreeCap: number | null;
  budgetAmount: number | null;
  budgetPeriod: BudgetPeriod | null;
  receiptThreshold: number | null;
  defaultPayout: PayoutMethod;
  maxClaimAmount: number;
  active: boolean;
};

const empty = (value: unknown) => value === undefined || value === null;

/**
 * A claim type as stored (name and description trimmed; natura_meal_field's cap defaults to
 * Rp 2.000.000, PMK 66/2023 Ps. 5) and every problem with its field.
 */
export function validateType(input: TypeInput): { values: TypeValues; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (name.length === 0) problems.push({ field: "name", message: say("required") });
  else if (name.length > 100)
    problems.push({ field: "name", message: say("maxLength", { max: "100" }) });
  const description =
    typeof input.description === "string" && input.description.trim() !== ""
      ? input.description.trim()
      : null;
  if (description !== null && description.length > 1000)
    problems.push({ field: "description", message: say("maxLength", { max: "1000" }) });
  const treatment = TAX_TREATMENTS.find((t) => t === input.taxTreatment);
  if (!treatment)
    problems.push({
      field: "taxTreatment",
      message: say("oneOf", { list: TAX_TREATMENTS.join(", ") }),
    });
  const money = (field: string, value: unknown, min: number) => {
    if (empty(value)) return null;
    if (isWholeRupiah(value, min, MAX_MONEY)) return value;
    problems.push({
      field,
      message: say("taxRupiah", { min: String(min), max: String(MAX_MONEY) }),
    });
    return null;
  };
  let cap: number | null = null;
  if (treatment === "natura_meal_field")
    cap = money("monthlyTaxFreeCap", input.monthlyTaxFreeCap, 0) ?? NATURA_MEAL_FIELD_CAP;
  else if (!empty(input.monthlyTaxFreeCap) && treatment)
    problems.push({ field: "monthlyTaxFreeCap", message: say("reimbursementCapOnlyNatura") });
  const budgetAmount = money("budgetAmount", input.budgetAmount, 1);
  let budgetPeriod: BudgetPeriod | null = null;
  if (empty(input.budgetPeriod)) {
    if (!empty(input.budgetAmount))
      problems.push({ field: "budgetPeriod", message: say("reimbursementBudgetPeriodRequired") });
  } else {
    budgetPeriod = BUDGET_PERIODS.find((p) => p === input.budgetPeriod) ?? null;
    if (!budgetPeriod)
      problems.push({
        field: "budgetPeriod",
        message: say("oneOf", { list: BUDGET_PERIODS.join(", ") }),
      });
    else if (empty(input.budgetAmount))
      problems.push({ field: "budgetPeriod", message: say("reimbursementBudgetPeriodEmpty") });
  }
  const receiptThreshold = money("receiptThreshold", input.receiptThreshold, 0);
  const defaultPayout = PAYOUT_METHODS.find((p) => p === input.defaultPayout);
  if (!defaultPayout)
    problems.push({
      field: "defaultPayout",
      message: say("oneOf", { list: PAYOUT_METHODS.join(", ") }),
    });
  const maxClaimAmount = empty(input.maxClaimAmount)
    ? DEFAULT_MAX_CLAIM_AMOUNT
    : (money("maxClaimAmount", input.maxClaimAmount, 1) ?? DEFAULT_MAX_CLAIM_AMOUNT);
  const active = typeof input.active === "boolean" ? input.active : true;
  return {
    values: {
      name,
      description,
      taxTreatment: treatment ?? "taxable_allowance",
      monthlyTaxFreeCap: cap,
      budgetAmount: budgetPeriod ? budgetAmount : null,
      budgetPeriod: budgetAmount === null ? null : budgetPeriod,
      receiptThreshold,
      defaultPayout: defaultPayout ?? "payroll",
      maxClaimAmount,
      active,
    },
    problems,
  };
}

/** What a claim is checked against: its type as stored. */
export type ClaimType = {
  active: boolean;
  maxClaimAmount: number;
  receiptThreshold: number | null;
  defaultPayout: PayoutMethod;
};

export type ClaimInput = {
  claimDate: string;
  amount: unknown;
  description: string;
  fileIds: readonly string[];
  payoutMethod?: string | null | undefined;
};

export const isIsoDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  try {
    return Temporal.PlainDate.from(text, { overflow: "reject" }).toString() === text;
  } catch {
    return false;
  }
};

/**
 * A claim's own problems (the type being active, amount 1..the type's maximum, the date not
 * in the future nor more than 90 days before `today` — the worker's day —, a description,
 * receipts above the type's threshold) and its payout method (default: the type's).
 * Budget and whether the files exist are the service's (they need the database).
 */
export function validateClaim(
  input: ClaimInput,
  type: ClaimType | null,
  today: string,
): {
  problems: FieldProblem[];
  description: string;
  payoutMethod: PayoutMethod;
  fileIds: string[];
} {
  const problems: FieldProblem[] = [];
  if (type && !type.active) problems.push({ field: "typeId", message: say("inactive") });
  if (!isIsoDate(input.claimDate)) problems.push({ field: "claimDate", message: say("isoDate") });
  else {
    const date = Temporal.PlainDate.from(input.claimDate);
    const day = Temporal.PlainDate.from(today);
    if (Temporal.PlainDate.compare(date, day) > 0)
      problems.push({ field: "claimDate", message: say("attendanceFuture") });
    else if (Temporal.PlainDate.compare(date, day.subtract({ days: CLAIM_PAST_DAYS })) < 0)
      problems.push({
        field: "claimDate",
        message: say("reimbursementDateTooOld", { count: String(CLAIM_PAST_DAYS) }),
      });
  }
  const max = type?.maxClaimAmount ?? MAX_MONEY;
  const amountOk = isWholeRupiah(input.amount, 1, max);
  if (!amountOk)
    problems.push({ field: "amount", message: say("taxRupiah", { min: "1", max: String(max) }) });
  const description = input.description.trim();
  if (description.length === 0) problems.push({ field: "description", message: say("required") });
  else if (description.length > 1000)
    problems.push({ field: "description", message: say("maxLength", { max: "1000" }) });
  const fileIds = [...new Set(input.fileIds)];
  if (fileIds.length > MAX_RECEIPTS)
    problems.push({
      field: "fileIds",
      message: say("reimbursementTooManyFiles", { max: String(MAX_RECEIPTS) }),
    });
  else if (
    type?.receiptThreshold != null &&
    amountOk &&
    (input.amount as number) > type.receiptThreshold &&
    fileIds.length === 0
  )
    problems.push({
      field: "fileIds",
      message: say("reimbursementReceiptRequired", {
        amount: formatRupiah(type.receiptThreshold),
      }),
    });
  let payoutMethod: PayoutMethod = type?.defaultPayout ?? "payroll";
  if (input.payoutMethod != null) {
    const chosen = PAYOUT_METHODS.find((p) => p === input.payoutMethod);
    if (chosen) payoutMethod = chosen;
    else
      problems.push({
        field: "payoutMethod",
        message: say("oneOf", { list: PAYOUT_METHODS.join(", ") }),
      });
  }
  return { problems, description, payoutMethod, fileIds };
}

/** The budget period holding `date` (yyyy-MM-dd): its calendar month or year. */
export function budgetWindow(date: string, period: BudgetPeriod): { start: string; end: string } {
  const day = Temporal.PlainDate.from(date);
  if (period === "annual") return { start: `${day.year}-01-01`, end: `${day.year}-12-31` };
  const month = day.toPlainYearMonth();
  return {
    start: month.toPlainDate({ day: 1 }).toString(),
    end: month.toPlainDate({ day: month.daysInMonth }).toString(),
  };
}

/** The calendar month of `date` (the natura cap's month, PMK 66/2023 Ps. 5). */
export const monthWindow = (date: string) => budgetWindow(date, "monthly");
