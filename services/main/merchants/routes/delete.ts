import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { audit, IdParams, isForeignKeyViolation } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findMerchant, merchantAssignments } from "../repo.ts";
import { inUse } from "./shared.ts";

/** DELETE /merchants/:id: remove a merchant that nothing uses. */
export function deleteRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

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
