import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { audit, IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findPolicy } from "../policyRepo.ts";

/** DELETE /attendance-policies/:id: its coverage goes with it. */
export function policyDeleteRoute(app: App, { db }: { db: Db }): void {
  app.delete(
    "/attendance-policies/:id",
    {
      config: { menu: "settings" },
      schema: {
        summary: "Deletes an attendance policy (menu settings)",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findPolicy(tx, params.id, true);
        if (!before) throw notFound("Attendance policy");
        await tx.query("DELETE FROM attendance_policies WHERE id = $1", [params.id]);
        await audit(tx, principal, {
          action: "attendance_policy.delete",
          entityType: "attendance_policy",
          entityId: params.id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
