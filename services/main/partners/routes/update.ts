import { validatePartner } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { assertValid, audit, IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findPartner, readSettings, updatePartner } from "../repo.ts";
import {
  assertIdentityFree,
  identityOrConflict,
  PartnerSchema,
  referenceChecks,
  staleVersion,
  UpdateBody,
} from "./shared.ts";

/** PUT /partners/:id: edit a partner (optimistic version). */
export function updateRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.put(
    "/partners/:id",
    {
      config: { menu: "partner-database" },
      schema: {
        summary:
          "Replaces a partner's data incl. salary registration (menu partner-database). A stale version is 409",
        params: IdParams,
        body: UpdateBody,
        response: { 200: dataOf(PartnerSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const body = request.body;
      const message = "Failed to Update Partner";
      const { values, problems } = validatePartner(body);
      const partner = await db.tenant(principal.clientId, async (tx) => {
        const visibility = (await readSettings(tx)).visibility;
        const before = await findPartner(tx, visibility, id, true);
        if (!before) throw notFound("Partner");
        if (before.version !== body.version) throw staleVersion();
        assertValid(message, [...problems, ...(await referenceChecks(tx, values, before))]);
        await assertIdentityFree(tx, values, id, message);
        await identityOrConflict(message, () => updatePartner(tx, id, values));
        const after = (await findPartner(tx, "all_registered_partners", id))!;
        await audit(tx, principal, {
          action: "partner.update",
          entityType: "partner",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: partner };
    },
  );
}
