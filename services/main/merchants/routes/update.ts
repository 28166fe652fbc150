import { validateMerchant } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import {
  assertCodeAndNameFree,
  assertValid,
  audit,
  IdParams,
  referenceProblems,
  regionProblems,
  uniqueOrConflict,
} from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findMerchant, updateMerchant } from "../repo.ts";
import { MerchantBody, MerchantSchema } from "./shared.ts";

/** PUT /merchants/:id: change a merchant (optimistic version). */
export function updateRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

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
}
