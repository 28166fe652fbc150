import type { Static } from "typebox";
import { type FieldProblem, validateWorkingLocation } from "../../../../domain/places.ts";
import type { Tx } from "../../../db/pool.ts";
import { assertValid, duplicateFields, violatedConstraint } from "../../../main/org/common.ts";
import { HttpError } from "../../../shared/errors.ts";
import { missingIds, nameTaken } from "../locationRepo.ts";
import type { WorkingLocationBody } from "../schemas.ts";

export type LocationBody = Static<typeof WorkingLocationBody>;

/**
 * The body's values once every rule holds: ranges (400), the branches and assignments exist
 * for the caller's client (400 naming the field; another client's id is unknown here), the
 * name is free (409).
 */
export async function checkedLocation(
  tx: Tx,
  body: LocationBody,
  exceptId: number | null,
  message: string,
) {
  const { values, problems } = validateWorkingLocation(body);
  const references: FieldProblem[] = [];
  const branches = await missingIds(tx, "branches", values.branchIds);
  if (branches.length)
    references.push({
      field: "branchIds",
      message: `contains ids that do not exist: ${branches.join(", ")}`,
    });
  const assignments = await missingIds(tx, "assignments", values.assignmentIds);
  if (assignments.length)
    references.push({
      field: "assignmentIds",
      message: `contains ids that do not exist: ${assignments.join(", ")}`,
    });
  assertValid(message, [...problems, ...references]);
  if (await nameTaken(tx, values.name, exceptId))
    throw duplicateFields(message, [
      { field: "name", message: "is already used by another working location" },
    ]);
  return values;
}

/** A concurrent insert of the same name: 409 at the name, as when it was seen before. */
export async function nameRace<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === "working_locations_name_key")
      throw duplicateFields(message, [
        { field: "name", message: "is already used by another working location" },
      ]);
    throw error;
  }
}

export const locationInUse = (name: string, policies: { name: string }[]) =>
  new HttpError(
    409,
    `Working location ${name} is used by attendance policy ${policies.map((p) => `"${p.name}"`).join(", ")}; remove it from the policy first`,
  );
