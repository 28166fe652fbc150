import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { formatDate } from "../../../domain/format.ts";
import {
  ASSIGNMENT_STATUSES,
  type AssignmentInput,
  type AssignmentValues,
  type FieldProblem,
  isIsoDate,
  validateAssignment,
} from "../../../domain/workforce/org.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { HttpError, invalidFields, notFound } from "../../shared/errors.ts";
import { typed } from "../../shared/typed.ts";
import {
  audit,
  BodyText,
  IdParams,
  idsOf,
  ListQuery,
  Nullable,
  pageAnswer,
  pageOf,
  violatedConstraint,
} from "../org/common.ts";
import { dataOf } from "../schemas.ts";
import {
  ASSIGNMENT_SORTS,
  type Assignment,
  checkReferences,
  clientToday,
  findAssignment,
  insertAssignment,
  listAssignments,
  overlapping,
  updateAssignment,
} from "./repo.ts";

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

const Id = (description: string) =>
  Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description })));
const AssignmentBody = Type.Object(
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

const OVERLAP_RULE = "One employee's assignments on one project cannot share a date.";

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

/** Which agent works on which project, at which merchant or branch, when (issue 5). */
export function assignmentRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  const { db } = deps;

  app.get(
    "/assignments",
    {
      config: { menu: "assignment" },
      schema: {
        summary: `Assignments (menu assignment); sort: ${ASSIGNMENT_SORTS.join(", ")} (default -startDate)`,
        querystring: Type.Object({
          ...ListQuery,
          agentId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          projectId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          merchantId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          branchId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          status: Type.Optional(Type.Enum([...ASSIGNMENT_STATUSES])),
          activeOn: Type.Optional(
            Type.String({
              maxLength: 10,
              description: "yyyy-MM-dd: assignments covering that day",
            }),
          ),
        }),
        response: { 200: pageOf(AssignmentSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const query = request.query;
      if (query.activeOn !== undefined && !isIsoDate(query.activeOn))
        throw invalidFields("Invalid activeOn", [
          { field: "activeOn", message: "must be a date written yyyy-MM-dd" },
        ]);
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listAssignments(
          tx,
          {
            q: query.q ?? null,
            agentId: query.agentId ?? null,
            projectId: query.projectId ?? null,
            merchantId: query.merchantId ?? null,
            branchId: query.branchId ?? null,
            status: query.status ?? null,
            activeOn: query.activeOn ?? null,
            ids: idsOf("ids", query.ids),
          },
          { limit, page, sort: query.sort },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );

  app.get(
    "/assignments/:id",
    {
      config: { menu: "assignment" },
      schema: {
        summary: "One assignment",
        params: IdParams,
        response: { 200: dataOf(AssignmentSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const assignment = await db.tenant(principal.clientId, (tx) => findAssignment(tx, id));
      if (!assignment) throw notFound("Assignment");
      return { data: assignment };
    },
  );

  /** Writes an assignment; overlaps are 409, including one that raced past the check. */
  async function write(
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

  app.post(
    "/assignments",
    {
      config: { menu: "assignment" },
      schema: {
        summary: `Assigns an active employee to a project at a merchant or branch (menu assignment). ${OVERLAP_RULE} (409)`,
        body: AssignmentBody,
        response: { 201: dataOf(AssignmentSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const assignment = await db.tenant(principal.clientId, async (tx) => {
        const id = await write(tx, "Failed to Create Assignment", request.body, null, (values) =>
          insertAssignment(tx, principal.clientId, values),
        );
        const created = (await findAssignment(tx, id))!;
        await audit(tx, principal, {
          action: "assignment.create",
          entityType: "assignment",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: assignment };
    },
  );

  app.put(
    "/assignments/:id",
    {
      config: { menu: "assignment" },
      schema: {
        summary: `Replaces an assignment (menu assignment). ${OVERLAP_RULE} (409)`,
        params: IdParams,
        body: AssignmentBody,
        response: { 200: dataOf(AssignmentSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const assignment = await db.tenant(principal.clientId, async (tx) => {
        const before = await findAssignment(tx, id, true);
        if (!before) throw notFound("Assignment");
        await write(tx, "Failed to Update Assignment", request.body, before, async (values) => {
          await updateAssignment(tx, id, values);
          return id;
        });
        const after = (await findAssignment(tx, id))!;
        await audit(tx, principal, {
          action: "assignment.update",
          entityType: "assignment",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: assignment };
    },
  );

  app.post(
    "/assignments/:id/end",
    {
      config: { menu: "assignment" },
      schema: {
        summary:
          "Ends an assignment on endDate (default: today in the client's time zone; menu assignment). An assignment already ended is 409",
        params: IdParams,
        body: Type.Object(
          { endDate: BodyText(40, "yyyy-MM-dd, from the start date to the current end date") },
          { additionalProperties: false },
        ),
        response: { 200: dataOf(AssignmentSchema) },
      },
      // The body is optional: no body means "today".
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const requested = request.body?.endDate;
      const message = "Failed to End Assignment";
      if (requested && !isIsoDate(requested.trim()))
        throw invalidFields(message, [
          { field: "endDate", message: "must be a date written yyyy-MM-dd" },
        ]);
      const assignment = await db.tenant(principal.clientId, async (tx) => {
        const before = await findAssignment(tx, id, true);
        if (!before) throw notFound("Assignment");
        if (before.status === "ended")
          throw new HttpError(
            409,
            `This assignment already ended on ${formatDate(before.endDate!)}.`,
          );
        const endDate = requested?.trim() || (await clientToday(tx));
        if (endDate < before.startDate)
          throw invalidFields(message, [
            {
              field: "endDate",
              message: `must be on or after the start date (${before.startDate}); delete an assignment that has not started`,
            },
          ]);
        if (before.endDate !== null && endDate > before.endDate)
          throw invalidFields(message, [
            {
              field: "endDate",
              message: `must be on or before the current end date (${before.endDate}); edit the assignment to extend it`,
            },
          ]);
        await tx.query("UPDATE assignments SET end_date = $2, updated_at = now() WHERE id = $1", [
          id,
          endDate,
        ]);
        const after = (await findAssignment(tx, id))!;
        await audit(tx, principal, {
          action: "assignment.end",
          entityType: "assignment",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: assignment };
    },
  );

  app.delete(
    "/assignments/:id",
    {
      config: { menu: "assignment" },
      schema: {
        summary: "Deletes an assignment (menu assignment); the audit log keeps it",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findAssignment(tx, id, true);
        if (!before) throw notFound("Assignment");
        await tx.query("DELETE FROM assignments WHERE id = $1", [id]);
        await audit(tx, principal, {
          action: "assignment.delete",
          entityType: "assignment",
          entityId: id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
