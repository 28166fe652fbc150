import type { BadgeColor } from "../../../ui/misc/index.ts";

/** Tax treatments of a claim type (migration 0031, RUNS.md §6). */
export const TAX_TREATMENTS = [
  "non_taxable_actual_cost",
  "taxable_allowance",
  "natura_meal_field",
] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

/** Field-staff meals are tax-free up to Rp 2.000.000 per worker per month (PMK 66/2023 Ps. 5). */
export const NATURA_MEAL_DEFAULT_CAP = 2_000_000;
/** The database's default largest claim (migration 0031 max_claim_amount). */
export const DEFAULT_MAX_CLAIM = 100_000_000;

export const CLAIM_STATUSES = ["pending", "approved", "rejected", "cancelled", "paid"] as const;
export const PAYOUT_METHODS = ["payroll", "disbursement"] as const;
export const BUDGET_PERIODS = ["monthly", "annual"] as const;

export const CLAIM_STATUS_COLORS: Readonly<Record<string, BadgeColor>> = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
  cancelled: "grey",
  paid: "violet",
};

/** The longest description and decision note the server takes (migration 0031). */
export const DESCRIPTION_MAX = 1000;

/** The types a filter or the new-claim dialog offers (a client has few: all on one page). */
export const TYPE_OPTIONS_LIMIT = 100;

/** Receipts are images or PDFs (the file service sniffs the bytes). */
export const RECEIPT_ACCEPT = "image/*,application/pdf";

type Carried = {
  status: string;
  payrollReportId?: number | null;
  disbursementId?: number | null;
};

/**
 * Whether a claim may be cancelled: pending, or approved and not yet carried by a payroll
 * report or a disbursement batch (money-api.md, POST /reimbursements/:id/cancel).
 */
export function isCancellable(claim: Carried): boolean {
  if (claim.status === "pending") return true;
  return (
    claim.status === "approved" && claim.payrollReportId == null && claim.disbursementId == null
  );
}

/** Whether a receipt is required for `amount` under a type's threshold (0: always; null: never). */
export function receiptRequired(threshold: number | null | undefined, amount: number): boolean {
  if (threshold === null || threshold === undefined) return false;
  return amount > threshold;
}

/** A rupiah amount typed in a CurrencyInput ("1500000") as whole rupiah, or null. */
export function wholeRupiah(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
