import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { audit, IdParams, isForeignKeyViolation } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findLocation, policiesUsing } from "../locationRepo.ts";
import { locationInUse } from "./locationShared.ts";

/** DELETE /working-locations/:id: refused (409) while an attendance policy uses it. */
export function locationDeleteRoute(app: App, { db }: { db: Db }): void {
  app.delete(
    "/working-locations/:id",
    {
      config: { menu: "working-location" },
      schema: {
        summary: "Deletes a working location no attendance policy uses (menu working-location)",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findLocation(tx, params.id, true);
        if (!before) throw notFound("Working location");
        const policies = await policiesUsing(tx, params.id);
        if (policies.length) throw locationInUse(before.name, policies);
        try {
          await tx.query("DELETE FROM working_locations WHERE id = $1", [params.id]);
        } catch (error) {
          // A policy took it up between the check and the delete.
          if (isForeignKeyViolation(error))
            throw locationInUse(before.name, await policiesUsing(tx, params.id));
          throw error;
        }
        await audit(tx, principal, {
          action: "working_location.delete",
          entityType: "working_location",
          entityId: params.id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
