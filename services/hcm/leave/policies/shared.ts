import type { Static } from "typebox";
import {
  type FieldProblem,
  type LeavePolicyValues,
  validateLeavePolicy,
} from "../../../../domain/leave/policy.ts";
import type { Tx } from "../../../db/pool.ts";
import { assertValid, duplicateFields, violatedConstraint } from "../../../main/org/common.ts";
import { HttpError } from "../../../shared/errors.ts";
import { missingIds } from "../../places/locationRepo.ts";
import { type LeavePolicy, policyNameTaken } from "./repo.ts";
import type { LeavePolicyBody } from "./schemas.ts";

export type PolicyBody = Static<typeof LeavePolicyBody>;

export const taken = (message: string) =>
  duplicateFields(message, [
    { field: "name", message: "is already the name of another leave policy" },
  ]);

/**
 * The body's values once every rule holds: the domain's ranges (400 naming each field),
 * branches and employees of the caller's client (400 naming the field: another client's
 * ids do not exist under RLS), and a free name (409 naming `name`).
 */
export async function checkedPolicy(
  tx: Tx,
  body: PolicyBody,
  exceptId: number | null,
  message: string,
): Promise<LeavePolicyValues> {
  const { version: _version, ...input } = body;
  const { values, problems } = validateLeavePolicy(input);
  const references: FieldProblem[] = [];
  for (const [field, table] of [
    ["branchIds", "branches"],
    ["agentIds", "agents"],
  ] as const) {
    const missing = await missingIds(tx, table, values[field]);
    if (missing.length)
      references.push({ field, message: `contains ids that do not exist: ${missing.join(", ")}` });
  }
  assertValid(message, [...problems, ...references]);
  if (await policyNameTaken(tx, values.name, exceptId)) throw taken(message);
  return values;
}

/** The unique name index behind the check above, should a concurrent write slip past it. */
export async function nameRace<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === "leave_policies_name_key") throw taken(message);
    throw error;
  }
}

/** The kind decides how taken days show on attendance (sick or leave): fixed once used. */
export const kindLocked = (message: string) =>
  duplicateFields(message, [
    {
      field: "kind",
      message: "cannot change while leave requests or balance entries use the policy",
    },
  ]);

/** 409 in both languages (services/shared/language.ts reads `detail.messages`). */
export const conflict = (en: string, id: string, extra: Record<string, unknown> = {}) =>
  new HttpError(409, en, { messages: { en, id }, ...extra });

export const stale = () =>
  conflict(
    "This leave policy was changed by someone else. Reload it and try again.",
    "Kebijakan cuti ini telah diubah orang lain. Muat ulang lalu coba lagi.",
  );

/** What the audit row keeps: the stored fields, not the derived ones. */
export const audited = ({ warnings: _w, inUse: _u, ...policy }: LeavePolicy) => policy;
