import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { audit, IdParams, isForeignKeyViolation } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findRole } from "../repo.ts";
import { auditedRole, heldByUsers, superAdminProtected } from "./shared.ts";

/** DELETE /client/roles/:id: remove a role nobody holds. */
export function deleteRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.delete(
    "/client/roles/:id",
    {
      config: { menu: "role-management" },
      schema: {
        summary:
          "Deletes a role (menu role-management). Super Admin, or a role users hold, answers 409 (with how many users)",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findRole(tx, id, true);
        if (!before) throw notFound("Role");
        if (before.is_super_admin) throw superAdminProtected.delete();
        if (before.userCount > 0) throw heldByUsers(before.name, before.userCount);
        try {
          await tx.query("DELETE FROM roles WHERE id = $1", [id]);
        } catch (error) {
          // A user was given the role between the count and the delete.
          if (isForeignKeyViolation(error)) throw heldByUsers(before.name, 1);
          throw error;
        }
        await audit(tx, principal, {
          action: "role.delete",
          entityType: "role",
          entityId: id,
          before: auditedRole(before),
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
