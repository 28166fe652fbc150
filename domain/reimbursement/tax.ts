/**
 * Issue 18: how a reimbursement claim is taxed (../shared/payroll/RUNS.md §6). A claim type
 * carries one treatment; the split is fixed when the claim is approved and the payroll run
 * pays each part as its own increment line (taxable or not). Pure: runs in the browser too.
 *
 * - non_taxable_actual_cost: business costs reimbursed on actuals are not the worker's income
 *   (UU PPh Ps. 6(1); practitioner opinion cited in RUNS.md §6) → all non-taxable.
 * - taxable_allowance: a cash reimbursement that is a PPh 21 object (e.g. fuel: DJP) → all
 *   taxable.
 * - natura_meal_field: meals and drinks of marketing, transport and field ("dinas luar") staff
 *   are excepted up to a monthly cap per worker (PMK 66/2023 Ps. 5(1),(3): Rp 2.000.000) →
 *   non-taxable up to what the cap still leaves this calendar month, the rest taxable.
 */
export const TAX_TREATMENTS = [
  "non_taxable_actual_cost",
  "taxable_allowance",
  "natura_meal_field",
] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

/** PMK 66/2023 Ps. 5(3): the field-staff meal exception per worker per month. */
export const NATURA_MEAL_FIELD_CAP = 2_000_000;

export const TAX_TREATMENT_LABELS: Readonly<Record<TaxTreatment, { en: string; id: string }>> = {
  non_taxable_actual_cost: {
    en: "Non-taxable (actual cost)",
    id: "Tidak kena pajak (biaya aktual)",
  },
  taxable_allowance: { en: "Taxable allowance", id: "Tunjangan kena pajak" },
  natura_meal_field: {
    en: "Field-staff meals (tax-free up to the monthly cap)",
    id: "Makan karyawan lapangan (bebas pajak hingga batas bulanan)",
  },
};

export type TaxSplit = { taxable: number; nonTaxable: number };

/**
 * The split of one claim. `usedThisMonth`: the non-taxable part of the worker's other
 * natura_meal_field claims already approved in the claim's calendar month (ignored by the
 * other treatments); `cap`: the type's monthly tax-free cap. Parts are whole rupiah and add up
 * to `amount`; the month's non-taxable total never passes the cap.
 */
export function taxSplit(input: {
  treatment: TaxTreatment;
  amount: number;
  cap: number | null;
  usedThisMonth: number;
}): TaxSplit {
  const { treatment, amount } = input;
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError("amount must be whole rupiah");
  if (treatment === "non_taxable_actual_cost") return { taxable: 0, nonTaxable: amount };
  if (treatment === "taxable_allowance") return { taxable: amount, nonTaxable: 0 };
  const cap = input.cap ?? NATURA_MEAL_FIELD_CAP;
  const room = Math.max(0, cap - Math.max(0, input.usedThisMonth));
  const nonTaxable = Math.min(amount, room);
  return { taxable: amount - nonTaxable, nonTaxable };
}
