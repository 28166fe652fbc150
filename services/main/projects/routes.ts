import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { MenuId } from "../../../domain/menus.ts";
import { isIsoDate, validateProject } from "../../../domain/workforce/org.ts";
import type { Db } from "../../db/pool.ts";
import { HttpError, invalidFields, notFound } from "../../shared/errors.ts";
import { typed } from "../../shared/typed.ts";
import {
  assertCodeAndNameFree,
  assertValid,
  audit,
  BodyText,
  describeUsage,
  IdParams,
  idsOf,
  isForeignKeyViolation,
  ListQuery,
  Nullable,
  pageAnswer,
  pageOf,
  uniqueOrConflict,
} from "../org/common.ts";
import { dataOf } from "../schemas.ts";
import {
  assignmentsOutside,
  findProject,
  insertProject,
  listProjects,
  PROJECT_SORTS,
  projectUsage,
  updateProject,
} from "./repo.ts";

/**
 * Projects are read by the project list, the employee form (menu employee-list) and the
 * assignment screen; written with project-list (SPEC §6).
 */
export const PROJECT_READERS: readonly MenuId[] = ["project-list", "employee-list", "assignment"];

export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  startDate: Type.String({ description: "yyyy-MM-dd" }),
  endDate: Nullable(Type.String({ description: "yyyy-MM-dd; null: open-ended" })),
  status: Type.String({ description: "active or inactive" }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const ProjectBody = Type.Object(
  {
    code: BodyText(100, "2–20 of A–Z, 0–9 and -, unique per client"),
    name: BodyText(1000, "unique per client, case-insensitive; at most 120 characters"),
    description: BodyText(10_000, "at most 2000 characters"),
    startDate: BodyText(40, "yyyy-MM-dd"),
    endDate: BodyText(40, "yyyy-MM-dd, on or after startDate; null: open-ended"),
    status: BodyText(20, "active (default on create) or inactive; omitted on update: unchanged"),
  },
  { additionalProperties: false },
);

/** Projects: what agents are assigned to, from when to when (issue 5). */
export function projectRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  const { db } = deps;

  app.get(
    "/projects",
    {
      config: { menus: PROJECT_READERS },
      schema: {
        summary: `Projects (menus ${PROJECT_READERS.join(" / ")}); sort: ${PROJECT_SORTS.join(", ")}`,
        querystring: Type.Object({
          ...ListQuery,
          status: Type.Optional(Type.Enum(["active", "inactive"])),
          activeOn: Type.Optional(
            Type.String({ maxLength: 10, description: "yyyy-MM-dd: projects running that day" }),
          ),
        }),
        response: { 200: pageOf(ProjectSchema) },
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
        listProjects(
          tx,
          {
            q: query.q ?? null,
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
    "/projects/:id",
    {
      config: { menus: PROJECT_READERS },
      schema: {
        summary: "One project",
        params: IdParams,
        response: { 200: dataOf(ProjectSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const project = await db.tenant(principal.clientId, (tx) => findProject(tx, id));
      if (!project) throw notFound("Project");
      return { data: project };
    },
  );

  app.post(
    "/projects",
    {
      config: { menu: "project-list" },
      schema: {
        summary:
          "Creates a project (menu project-list). Duplicate code or name: 409 with the field",
        body: ProjectBody,
        response: { 201: dataOf(ProjectSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Project";
      const { values, problems } = validateProject(request.body);
      assertValid(message, problems);
      const project = await db.tenant(principal.clientId, async (tx) => {
        await assertCodeAndNameFree(tx, "projects", values, null, "project", message);
        const id = await uniqueOrConflict(message, "project", () =>
          insertProject(tx, principal.clientId, values),
        );
        const created = (await findProject(tx, id))!;
        await audit(tx, principal, {
          action: "project.create",
          entityType: "project",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: project };
    },
  );

  app.put(
    "/projects/:id",
    {
      config: { menu: "project-list" },
      schema: {
        summary:
          "Replaces a project (menu project-list). New dates that would leave assignments outside the project answer 409",
        params: IdParams,
        body: ProjectBody,
        response: { 200: dataOf(ProjectSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const message = "Failed to Update Project";
      const { values, problems } = validateProject(request.body);
      const project = await db.tenant(principal.clientId, async (tx) => {
        const before = await findProject(tx, id, true);
        if (!before) throw notFound("Project");
        assertValid(message, problems);
        await assertCodeAndNameFree(tx, "projects", values, id, "project", message);
        const outside = await assignmentsOutside(tx, id, values.startDate, values.endDate);
        if (outside > 0)
          throw new HttpError(
            409,
            `${outside} assignment${outside === 1 ? "" : "s"} of project ${before.code} would fall outside ${values.startDate} – ${values.endDate ?? "open end"}. Change or end them first.`,
          );
        await uniqueOrConflict(message, "project", () => updateProject(tx, id, values));
        const after = (await findProject(tx, id))!;
        await audit(tx, principal, {
          action: "project.update",
          entityType: "project",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: project };
    },
  );

  app.delete(
    "/projects/:id",
    {
      config: { menu: "project-list" },
      schema: {
        summary:
          "Deletes a project without employees or assignments (menu project-list); otherwise 409: set it inactive instead",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findProject(tx, id, true);
        if (!before) throw notFound("Project");
        const usage = await projectUsage(tx, id);
        const used = describeUsage([
          [usage.agents, "employee", "employees"],
          [usage.assignments, "assignment", "assignments"],
        ]);
        if (used) throw inUse(before.code, used);
        try {
          await tx.query("DELETE FROM projects WHERE id = $1", [id]);
        } catch (error) {
          if (isForeignKeyViolation(error)) throw inUse(before.code, "other records");
          throw error;
        }
        await audit(tx, principal, {
          action: "project.delete",
          entityType: "project",
          entityId: id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}

const inUse = (code: string, used: string) =>
  new HttpError(409, `Project ${code} is still used by ${used}. Set it to inactive instead.`);
