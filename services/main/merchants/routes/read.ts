import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findMerchant } from "../repo.ts";
import { MERCHANT_READERS, MerchantSchema } from "./shared.ts";

/** GET /merchants/:id: one merchant. */
export function readRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

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
}
