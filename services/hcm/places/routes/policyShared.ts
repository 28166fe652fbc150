import type { Static } from "typebox";
import { type FieldProblem, validateAttendancePolicy } from "../../../../domain/places.ts";
import type { Tx } from "../../../db/pool.ts";
import { assertValid, duplicateFields, violatedConstraint } from "../../../main/org/common.ts";
import { HttpError } from "../../../shared/errors.ts";
import { missingIds } from "../locationRepo.ts";
import { coverageOverlaps, lockCoverage, policyNameTaken } from "../policyRepo.ts";
import type { AttendancePolicyBody } from "../schemas.ts";

export type PolicyBody = Static<typeof AttendancePolicyBody>;

const taken = (message: string) =>
  duplicateFields(message, [
    { field: "name", message: "is already used by another attendance policy" },
  ]);

/**
 * The body's values once every rule holds: ranges (400), locations, branches and employees
 * of the caller's client (400 naming the field), a free name (409), and coverage that meets
 * no other policy's (409 at `branchIds` or `agentIds`, naming that policy). Takes the
 * client's coverage lock first, so the check stays true until the transaction commits.
 */
export async function checkedPolicy(
  tx: Tx,
  clientId: number,
  body: PolicyBody,
  exceptId: number | null,
  message: string,
) {
  const { values, problems } = validateAttendancePolicy(body);
  const references: FieldProblem[] = [];
  for (const [field, table] of [
    ["workingLocationIds", "working_locations"],
    ["branchIds", "branches"],
    ["agentIds", "agents"],
  ] as const) {
    const missing = await missingIds(tx, table, values[field]);
    if (missing.length)
      references.push({ field, message: `contains ids that do not exist: ${missing.join(", ")}` });
  }
  assertValid(message, [...problems, ...references]);
  await lockCoverage(tx, clientId);
  if (await policyNameTaken(tx, values.name, exceptId)) throw taken(message);
  const overlaps = await coverageOverlaps(tx, exceptId, values.branchIds, values.agentIds);
  if (overlaps.length)
    throw new HttpError(
      409,
      message,
      { conflictingPolicies: overlaps.map((o) => ({ id: o.policyId, name: o.policyName })) },
      overlaps.map((o) => ({
        field: o.field,
        message: `overlaps the coverage of attendance policy "${o.policyName}"`,
      })),
    );
  return values;
}

/** The unique indexes behind the checks above, should a write slip past them. */
export async function policyRace<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === "attendance_policies_name_key") throw taken(message);
    throw error;
  }
}
