import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { MenuId } from "../../../domain/menus.ts";
import { parseIndonesianTimezone, validatePlace } from "../../../domain/workforce/org.ts";
import type { Db } from "../../db/pool.ts";
import { HttpError, notFound } from "../../shared/errors.ts";
import { typed } from "../../shared/typed.ts";
import {
  assertCodeAndNameFree,
  assertValid,
  audit,
  CsvRegionIds,
  describeUsage,
  IdParams,
  idsOf,
  isForeignKeyViolation,
  ListQuery,
  listOf,
  PlaceBody,
  PlaceFields,
  pageAnswer,
  pageOf,
  regionProblems,
  uniqueOrConflict,
} from "../org/common.ts";
import { dataOf } from "../schemas.ts";
import {
  BRANCH_SORTS,
  branchUsage,
  findBranch,
  insertBranch,
  listBranches,
  updateBranch,
} from "./repo.ts";

/**
 * Branches are read by every screen that picks one: the branch menu itself, the merchant
 * form, the employee form (menu employee-list) and the assignment screen. Writes need the
 * branch menu (SPEC §6).
 */
export const BRANCH_READERS: readonly MenuId[] = [
  "branch",
  "merchant",
  "employee-list",
  "assignment",
];

export const BranchSchema = Type.Object(PlaceFields);

/** The client's offices: address, city, coordinates and time zone (issue 5, SPEC §9). */
export function branchRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  const { db } = deps;

  app.get(
    "/branches",
    {
      config: { menus: BRANCH_READERS },
      schema: {
        summary: `Branches (menus ${BRANCH_READERS.join(" / ")}); sort: ${BRANCH_SORTS.join(", ")}`,
        querystring: Type.Object({
          ...ListQuery,
          status: Type.Optional(Type.Enum(["active", "inactive"])),
          provinceIds: CsvRegionIds("comma-separated province ids"),
          cityIds: CsvRegionIds("comma-separated city ids"),
          timezone: Type.Optional(
            Type.String({ maxLength: 40, description: "WIB / WITA / WIT or the IANA id" }),
          ),
        }),
        response: { 200: pageOf(BranchSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const query = request.query;
      const timezone = query.timezone ? parseIndonesianTimezone(query.timezone) : null;
      if (query.timezone && !timezone)
        throw new HttpError(400, "Invalid timezone", undefined, [
          { field: "timezone", message: "must be WIB, WITA or WIT" },
        ]);
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listBranches(
          tx,
          {
            q: query.q ?? null,
            status: query.status ?? null,
            provinceIds: listOf(query.provinceIds),
            cityIds: listOf(query.cityIds),
            timezone,
            ids: idsOf("ids", query.ids),
          },
          { limit, page, sort: query.sort },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );

  app.get(
    "/branches/:id",
    {
      config: { menus: BRANCH_READERS },
      schema: {
        summary: "One branch",
        params: IdParams,
        response: { 200: dataOf(BranchSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const branch = await db.tenant(principal.clientId, (tx) => findBranch(tx, id));
      if (!branch) throw notFound("Branch");
      return { data: branch };
    },
  );

  app.post(
    "/branches",
    {
      config: { menu: "branch" },
      schema: {
        summary: "Creates a branch (menu branch). Duplicate code or name: 409 with the field",
        body: Type.Object(PlaceBody, { additionalProperties: false }),
        response: { 201: dataOf(BranchSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Branch";
      const { values, problems } = validatePlace(request.body);
      const branch = await db.tenant(principal.clientId, async (tx) => {
        assertValid(message, [
          ...problems,
          ...(await regionProblems(tx, values.provinceId, values.cityId)),
        ]);
        await assertCodeAndNameFree(tx, "branches", values, null, "branch", message);
        const id = await uniqueOrConflict(message, "branch", () =>
          insertBranch(tx, principal.clientId, values),
        );
        const created = (await findBranch(tx, id))!;
        await audit(tx, principal, {
          action: "branch.create",
          entityType: "branch",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: branch };
    },
  );

  app.put(
    "/branches/:id",
    {
      config: { menu: "branch" },
      schema: {
        summary:
          "Replaces a branch (menu branch); omitted optional fields become empty, an omitted status stays",
        params: IdParams,
        body: Type.Object(PlaceBody, { additionalProperties: false }),
        response: { 200: dataOf(BranchSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const message = "Failed to Update Branch";
      const { values, problems } = validatePlace(request.body);
      const branch = await db.tenant(principal.clientId, async (tx) => {
        const before = await findBranch(tx, id, true);
        if (!before) throw notFound("Branch");
        assertValid(message, [
          ...problems,
          ...(await regionProblems(tx, values.provinceId, values.cityId)),
        ]);
        await assertCodeAndNameFree(tx, "branches", values, id, "branch", message);
        await uniqueOrConflict(message, "branch", () => updateBranch(tx, id, values));
        const after = (await findBranch(tx, id))!;
        await audit(tx, principal, {
          action: "branch.update",
          entityType: "branch",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: branch };
    },
  );

  app.delete(
    "/branches/:id",
    {
      config: { menu: "branch" },
      schema: {
        summary:
          "Deletes a branch nothing refers to (menu branch). A branch with employees, merchants or assignments answers 409: set it inactive instead",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findBranch(tx, id, true);
        if (!before) throw notFound("Branch");
        const usage = await branchUsage(tx, id);
        const used = describeUsage([
          [usage.agents, "employee", "employees"],
          [usage.merchants, "merchant", "merchants"],
          [usage.assignments, "assignment", "assignments"],
        ]);
        if (used) throw inUse(before.code, used);
        try {
          await tx.query("DELETE FROM branches WHERE id = $1", [id]);
        } catch (error) {
          // Someone attached a row between the count and the delete.
          if (isForeignKeyViolation(error)) throw inUse(before.code, "other records");
          throw error;
        }
        await audit(tx, principal, {
          action: "branch.delete",
          entityType: "branch",
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
  new HttpError(409, `Branch ${code} is still used by ${used}. Set it to inactive instead.`);
