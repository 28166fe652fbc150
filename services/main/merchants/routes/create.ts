import { validateMerchant } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import {
  assertCodeAndNameFree,
  assertValid,
  audit,
  referenceProblems,
  regionProblems,
  uniqueOrConflict,
} from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findMerchant, insertMerchant } from "../repo.ts";
import { MerchantBody, MerchantSchema } from "./shared.ts";

/** POST /merchants: a new merchant. */
export function createRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

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
}
