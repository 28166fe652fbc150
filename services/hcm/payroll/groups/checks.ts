import type { Static } from "typebox";
import {
  type FieldProblem,
  type PayrollGroupValues,
  schemeAmountProblem,
  validatePayrollGroup,
} from "../../../../domain/payroll/groups.ts";
import type { Tx } from "../../../db/pool.ts";
import { assertValid, duplicateFields, violatedConstraint } from "../../../main/org/common.ts";
import { HttpError } from "../../../shared/errors.ts";
import { missingIds } from "../../places/locationRepo.ts";
import type { PayrollGroup } from "./repo.ts";
import { groupNameTaken } from "./repo.ts";
import type { PayrollGroupBody } from "./schemas.ts";

export type GroupBody = Static<typeof PayrollGroupBody>;

export const taken = (message: string) =>
  duplicateFields(message, [
    { field: "name", message: "is already the name of another payroll group" },
  ]);

/**
 * The body's values once every rule holds: the domain's (400 naming each field), the
 * branches, components and tax configuration of the caller's client (another client's ids do
 * not exist under RLS: 400 naming the field), each component's amount in its unit (an Rp
 * amount whole rupiah, a % one 0..100; omitted: the component's default), and a free name (409).
 */
export async function checkedGroup(
  tx: Tx,
  body: GroupBody,
  exceptId: number | null,
  message: string,
): Promise<PayrollGroupValues> {
  const { version: _version, ...input } = body;
  const { values, problems } = validatePayrollGroup(input);
  const references: FieldProblem[] = [];
  const missingBranches = await missingIds(tx, "branches", values.branchIds);
  if (missingBranches.length)
    references.push({
      field: "branchIds",
      message: `contains ids that do not exist: ${missingBranches.join(", ")}`,
    });
  if (values.components.length > 0) {
    const { rows } = await tx.query<{ id: number; scheme: string; amount: number | null }>(
      `SELECT id, scheme, default_amount::float8 AS amount FROM payroll_components WHERE id = ANY($1::int[])`,
      [values.components.map((c) => c.componentId)],
    );
    const found = new Map(rows.map((row) => [row.id, row]));
    values.components.forEach((component, index) => {
      const row = found.get(component.componentId);
      if (!row) {
        references.push({ field: `components.${index}.componentId`, message: "does not exist" });
        return;
      }
      component.amount ??= row.amount ?? 0;
      const wrong = schemeAmountProblem(row.scheme, component.amount);
      if (wrong) references.push({ field: `components.${index}.amount`, message: wrong });
    });
  }
  if (values.taxConfigurationId !== null) {
    const { rows } = await tx.query<{ kind: string }>(
      "SELECT kind FROM tax_configurations WHERE id = $1",
      [values.taxConfigurationId],
    );
    if (!rows[0]) references.push({ field: "taxConfigurationId", message: "does not exist" });
    else if (rows[0].kind !== "pph21_non_final")
      references.push({
        field: "taxConfigurationId",
        message: "must be a PPh 21 (not final) configuration",
      });
  }
  assertValid(message, [...problems, ...references]);
  if (await groupNameTaken(tx, values.name, exceptId)) throw taken(message);
  return values;
}

/** The unique name index behind the check above, should a concurrent write slip past it. */
export async function nameRace<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === "payroll_groups_name_key") throw taken(message);
    throw error;
  }
}

/** 409 in both languages (services/shared/language.ts reads `detail.messages`). */
export const conflict = (en: string, id: string, extra: Record<string, unknown> = {}) =>
  new HttpError(409, en, { messages: { en, id }, ...extra });

export const stale = () =>
  conflict(
    "This payroll group was changed by someone else. Reload it and try again.",
    "Grup penggajian ini telah diubah orang lain. Muat ulang lalu coba lagi.",
  );

/** What the audit row keeps: the stored fields, not the derived ones. */
export const audited = ({
  memberCount: _m,
  salaryTypeLabel: _l,
  createdAt: _c,
  updatedAt: _u,
  ...group
}: PayrollGroup) => group;
