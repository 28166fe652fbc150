import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { audit, IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findAssignment } from "../repo.ts";

/** DELETE /assignments/:id: remove an assignment. */
export function deleteRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.delete(
    "/assignments/:id",
    {
      config: { menu: "assignment" },
      schema: {
        summary: "Deletes an assignment (menu assignment); the audit log keeps it",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findAssignment(tx, id, true);
        if (!before) throw notFound("Assignment");
        await tx.query("DELETE FROM assignments WHERE id = $1", [id]);
        await audit(tx, principal, {
          action: "assignment.delete",
          entityType: "assignment",
          entityId: id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
