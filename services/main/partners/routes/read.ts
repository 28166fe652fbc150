import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findPartner, readSettings } from "../repo.ts";
import { PARTNER_READERS, PartnerSchema } from "./shared.ts";

/** GET /partners/:id: one partner. */
export function readRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/partners/:id",
    {
      config: { menus: PARTNER_READERS },
      schema: {
        summary: "One partner (404 when the visibility setting hides it)",
        params: IdParams,
        response: { 200: dataOf(PartnerSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const partner = await db.tenant(principal.clientId, async (tx) =>
        findPartner(tx, (await readSettings(tx)).visibility, id),
      );
      if (!partner) throw notFound("Partner");
      return { data: partner };
    },
  );
}
