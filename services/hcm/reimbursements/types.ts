import type { TypeValues } from "../../../domain/reimbursement/rules.ts";
import type { Tx } from "../../db/pool.ts";
import { violatedConstraint } from "../../main/org/common.ts";
import { typeNameTaken } from "./problems.ts";

/** The type's columns in order ($2…$11 of the writes below). */
const valuesOf = (v: TypeValues) => [
  v.name,
  v.description,
  v.taxTreatment,
  v.monthlyTaxFreeCap,
  v.budgetAmount,
  v.budgetPeriod,
  v.receiptThreshold,
  v.defaultPayout,
  v.maxClaimAmount,
  v.active,
];

/** A name taken by another type (case-insensitive): 409 naming `name`, also under a race. */
async function nameFree<T>(
  tx: Tx,
  name: string,
  exceptId: number | null,
  headline: { en: string; id: string },
  write: () => Promise<T>,
): Promise<T> {
  const taken = await tx.query(
    "SELECT 1 FROM reimbursement_types WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2",
    [name, exceptId],
  );
  if (taken.rowCount) throw typeNameTaken(headline);
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error) === "reimbursement_types_name_key") throw typeNameTaken(headline);
    throw error;
  }
}

export function insertType(
  tx: Tx,
  clientId: number,
  userId: number,
  values: TypeValues,
  headline: { en: string; id: string },
): Promise<number> {
  return nameFree(tx, values.name, null, headline, async () => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO reimbursement_types (client_id, name, description, tax_treatment,
         monthly_tax_free_cap, budget_amount, budget_period, receipt_threshold, default_payout,
         max_claim_amount, active, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [clientId, ...valuesOf(values), userId],
    );
    return rows[0]!.id;
  });
}

/** Updates when `version` is still the stored one; answers whether it was. */
export function updateType(
  tx: Tx,
  id: number,
  version: number,
  values: TypeValues,
  headline: { en: string; id: string },
): Promise<boolean> {
  return nameFree(tx, values.name, id, headline, async () => {
    const { rowCount } = await tx.query(
      `UPDATE reimbursement_types SET name = $2, description = $3, tax_treatment = $4,
         monthly_tax_free_cap = $5, budget_amount = $6, budget_period = $7,
         receipt_threshold = $8, default_payout = $9, max_claim_amount = $10, active = $11,
         version = version + 1, updated_at = now()
       WHERE id = $1 AND version = $12`,
      [id, ...valuesOf(values), version],
    );
    return (rowCount ?? 0) > 0;
  });
}
