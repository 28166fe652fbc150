import { Type } from "typebox";
import { formatDate } from "../../../../domain/format.ts";
import {
  type AssignmentInput,
  type AssignmentValues,
  type FieldProblem,
  validateAssignment,
} from "../../../../domain/workforce/org.ts";
import type { Tx } from "../../../db/pool.ts";
import { HttpError, invalidFields } from "../../../shared/errors.ts";
import { BodyText, Nullable, violatedConstraint } from "../../org/common.ts";
import { type Assignment, checkReferences, overlapping } from "../repo.ts";
export const AssignmentSchema = Type.Object({
  id: Type.Integer(),
  agentId: Type.Integer(),
  agentName: Type.String(),
  agentNik: Type.String(),
  projectId: Type.Integer(),
  projectCode: Type.String(),
  projectName: Type.String(),
  merchantId: Nullable(Type.Integer()),
  merchantName: Nullable(Type.String()),
  branchId: Nullable(Type.Integer()),
  branchName: Nullable(Type.String()),
  startDate: Type.String({ description: "yyyy-MM-dd" }),
  endDate: Nullable(Type.String({ description: "yyyy-MM-dd; null: open-ended" })),
  status: Type.String({
    description: "upcoming / active / ended, from the dates and today in the client's time zone",
  }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const Id = (description: string) =>
  Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description })));
export const AssignmentBody = Type.Object(
  {
    agentId: Id("an active employee"),
    projectId: Id("an active project"),
    merchantId: Id("the merchant worked at (this or branchId is required)"),
    branchId: Id("the branch worked at; omitted with a merchant: the merchant's branch"),
    startDate: BodyText(40, "yyyy-MM-dd, within the project"),
    endDate: BodyText(40, "yyyy-MM-dd, on or after startDate; required when the project ends"),
  },
  { additionalProperties: false },
);

export const OVERLAP_RULE = "One employee's assignments on one project cannot share a date.";

/**
 * Everything a new or changed assignment must satisfy, as field problems (400) or an
 * overlap (409): the same checks serve the REST API and the bulk upload.
 */
export async function checkAssignment(
  tx: Tx,
  input: AssignmentInput,
  before: Assignment | null,
): Promise<
  | { ok: true; values: AssignmentValues }
  | { ok: false; problems: FieldProblem[] }
  | { ok: false; overlap: string }
> {
  const parsed = validateAssignment(input);
  if (parsed.problems.some((p) => p.field === "agentId" || p.field === "projectId"))
    return { ok: false, problems: parsed.problems };
  const checked = await checkReferences(tx, parsed.values, before);
  const problems = [...parsed.problems, ...checked.problems];
  if (problems.length > 0) return { ok: false, problems };
  const other = await overlapping(tx, checked.values, before?.id ?? null);
  if (other) {
    const until = other.endDate ? `to ${formatDate(other.endDate)}` : "with no end date";
    return {
      ok: false,
      overlap: `${checked.agentName} is already assigned to ${checked.projectName} from ${formatDate(other.startDate)} ${until}. ${OVERLAP_RULE}`,
    };
  }
  return { ok: true, values: checked.values };
}

/** Writes an assignment; overlaps are 409, including one that raced past the check. */
export async function write(
  tx: Tx,
  message: string,
  input: AssignmentInput,
  before: Assignment | null,
  store: (values: AssignmentValues) => Promise<number>,
): Promise<number> {
  const checked = await checkAssignment(tx, input, before);
  if (!checked.ok) {
    if ("overlap" in checked) throw new HttpError(409, checked.overlap);
    throw invalidFields(message, checked.problems);
  }
  try {
    return await store(checked.values);
  } catch (error) {
    if (violatedConstraint(error, ["23P01"]) === "assignments_no_overlap")
      throw new HttpError(
        409,
        `The employee is already assigned to this project on these dates. ${OVERLAP_RULE}`,
      );
    throw error;
  }
}
