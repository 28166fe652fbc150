import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { audit, IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { notFoundType, typeInUse } from "../problems.ts";
import { findType } from "../repo.ts";
import { MENUS } from "../schemas.ts";

/**
 * DELETE /reimbursement-types/:id → 200 { data: { id } }. A type with claims is refused (409
 * REIMBURSEMENT_TYPE_IN_USE: deactivate it instead); another client's id: 404.
 */
export function typesDeleteRoute(app: App, { db }: { db: Db }): void {
  app.delete(
    "/reimbursement-types/:id",
    {
      config: { menus: MENUS },
      schema: {
        summary: "Deletes a claim type without claims (409 REIMBURSEMENT_TYPE_IN_USE otherwise)",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findType(tx, params.id, true);
        if (!before) throw notFoundType();
        // Counted after the lock (a new snapshot): a claim made meanwhile has committed.
        const { rows } = await tx.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM reimbursement_claims WHERE type_id = $1",
          [params.id],
        );
        if (rows[0]!.n > 0) throw typeInUse(before.name, rows[0]!.n);
        await tx.query("DELETE FROM reimbursement_types WHERE id = $1", [params.id]);
        const { claimCount: _c, ...stored } = before;
        await audit(tx, principal, {
          action: "reimbursement_type.delete",
          entityType: "reimbursement_type",
          entityId: params.id,
          before: stored,
          after: null,
        });
      });
      return { data: { id: params.id } };
    },
  );
}
