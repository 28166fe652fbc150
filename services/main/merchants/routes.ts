import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { MenuId } from "../../../domain/menus.ts";
import { validateMerchant } from "../../../domain/workforce/org.ts";
import type { Db } from "../../db/pool.ts";
import { HttpError, notFound } from "../../shared/errors.ts";
import { typed } from "../../shared/typed.ts";
import {
  assertCodeAndNameFree,
  assertValid,
  audit,
  CsvIds,
  CsvRegionIds,
  IdParams,
  idsOf,
  isForeignKeyViolation,
  ListQuery,
  listOf,
  Nullable,
  PlaceBody,
  PlaceFields,
  pageAnswer,
  pageOf,
  referenceProblems,
  regionProblems,
  uniqueOrConflict,
} from "../org/common.ts";
import { dataOf } from "../schemas.ts";
import {
  findMerchant,
  insertMerchant,
  listMerchants,
  MERCHANT_SORTS,
  merchantAssignments,
  updateMerchant,
} from "./repo.ts";

/** Merchants are read by the merchant menu and the assignment screen; written by merchant. */
export const MERCHANT_READERS: readonly MenuId[] = ["merchant", "assignment"];

export const MerchantSchema = Type.Object({
  ...PlaceFields,
  branchId: Nullable(Type.Integer()),
  branchName: Nullable(Type.String()),
});

const MerchantBody = Type.Object(
  {
    ...PlaceBody,
    branchId: Type.Optional(
      Nullable(Type.Integer({ minimum: 1, description: "the serving branch (optional, active)" })),
    ),
  },
  { additionalProperties: false },
);

/** Shops and outlets where agents work, optionally served from a branch (issue 5). */
export function merchantRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  const { db } = deps;

  app.get(
    "/merchants",
    {
      config: { menus: MERCHANT_READERS },
      schema: {
        summary: `Merchants (menus ${MERCHANT_READERS.join(" / ")}); sort: ${MERCHANT_SORTS.join(", ")}`,
        querystring: Type.Object({
          ...ListQuery,
          status: Type.Optional(Type.Enum(["active", "inactive"])),
          branchIds: CsvIds("comma-separated branch ids"),
          provinceIds: CsvRegionIds("comma-separated province ids"),
          cityIds: CsvRegionIds("comma-separated city ids"),
        }),
        response: { 200: pageOf(MerchantSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const query = request.query;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listMerchants(
          tx,
          {
            q: query.q ?? null,
            status: query.status ?? null,
            branchIds: idsOf("branchIds", query.branchIds),
            provinceIds: listOf(query.provinceIds),
            cityIds: listOf(query.cityIds),
            ids: idsOf("ids", query.ids),
          },
          { limit, page, sort: query.sort },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );

  app.get(
    "/merchants/:id",
    {
      config: { menus: MERCHANT_READERS },
      schema: {
        summary: "One merchant",
        params: IdParams,
        response: { 200: dataOf(MerchantSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const merchant = await db.tenant(principal.clientId, (tx) => findMerchant(tx, id));
      if (!merchant) throw notFound("Merchant");
      return { data: merchant };
    },
  );

  app.post(
    "/merchants",
    {
      config: { menu: "merchant" },
      schema: {
        summary: "Creates a merchant (menu merchant). Duplicate code or name: 409 with the field",
        body: MerchantBody,
        response: { 201: dataOf(MerchantSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Merchant";
      const { values, problems } = validateMerchant(request.body);
      const merchant = await db.tenant(principal.clientId, async (tx) => {
        assertValid(message, [
          ...problems,
          ...(await regionProblems(tx, values.provinceId, values.cityId)),
          ...(await referenceProblems(tx, "branches", "branchId", values.branchId)),
        ]);
        await assertCodeAndNameFree(tx, "merchants", values, null, "merchant", message);
        const id = await uniqueOrConflict(message, "merchant", () =>
          insertMerchant(tx, principal.clientId, values),
        );
        const created = (await findMerchant(tx, id))!;
        await audit(tx, principal, {
          action: "merchant.create",
          entityType: "merchant",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: merchant };
    },
  );

  app.put(
    "/merchants/:id",
    {
      config: { menu: "merchant" },
      schema: {
        summary:
          "Replaces a merchant (menu merchant); omitted optional fields become empty, an omitted status stays",
        params: IdParams,
        body: MerchantBody,
        response: { 200: dataOf(MerchantSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const message = "Failed to Update Merchant";
      const { values, problems } = validateMerchant(request.body);
      const merchant = await db.tenant(principal.clientId, async (tx) => {
        const before = await findMerchant(tx, id, true);
        if (!before) throw notFound("Merchant");
        assertValid(message, [
          ...problems,
          ...(await regionProblems(tx, values.provinceId, values.cityId)),
          ...(await referenceProblems(
            tx,
            "branches",
            "branchId",
            values.branchId,
            before.branchId,
          )),
        ]);
        await assertCodeAndNameFree(tx, "merchants", values, id, "merchant", message);
        await uniqueOrConflict(message, "merchant", () => updateMerchant(tx, id, values));
        const after = (await findMerchant(tx, id))!;
        await audit(tx, principal, {
          action: "merchant.update",
          entityType: "merchant",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: merchant };
    },
  );

  app.delete(
    "/merchants/:id",
    {
      config: { menu: "merchant" },
      schema: {
        summary:
          "Deletes a merchant without assignments (menu merchant); one with assignments answers 409: set it inactive instead",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findMerchant(tx, id, true);
        if (!before) throw notFound("Merchant");
        const assignments = await merchantAssignments(tx, id);
        if (assignments > 0)
          throw inUse(before.code, `${assignments} assignment${assignments === 1 ? "" : "s"}`);
        try {
          await tx.query("DELETE FROM merchants WHERE id = $1", [id]);
        } catch (error) {
          if (isForeignKeyViolation(error)) throw inUse(before.code, "other records");
          throw error;
        }
        await audit(tx, principal, {
          action: "merchant.delete",
          entityType: "merchant",
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
  new HttpError(409, `Merchant ${code} is still used by ${used}. Set it to inactive instead.`);
