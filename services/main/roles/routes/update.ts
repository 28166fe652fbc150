import { validateRole } from "../../../../domain/roles.ts";
import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { audit, IdParams, violatedConstraint } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findRole, roleNameTaken, setRoleMenus } from "../repo.ts";
import {
  auditedRole,
  invalidRole,
  nameTaken,
  RoleBody,
  RoleSchema,
  superAdminProtected,
} from "./shared.ts";

/**
 * PUT /client/roles/:id: a role's name and menus. The users holding it get the new menus on
 * their next request, and their open consoles at once (migration 0013's live event).
 */
export function updateRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.put(
    "/client/roles/:id",
    {
      config: { menu: "role-management" },
      schema: {
        summary:
          "Replaces a role's name and menus (menu role-management). Super Admin keeps its name and every menu (409)",
        params: IdParams,
        body: RoleBody,
        response: { 200: dataOf(RoleSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const { values, problems } = validateRole(request.body);
      const role = await db.tenant(principal.clientId, async (tx) => {
        const before = await findRole(tx, id, true);
        if (!before) throw notFound("Role");
        if (problems.length > 0) throw invalidRole("Failed to Update Role", problems);
        if (before.is_super_admin) {
          if (values.name !== before.name) throw superAdminProtected.rename();
          if (before.menus.some((menu) => !(values.menus as string[]).includes(menu)))
            throw superAdminProtected.menus();
        }
        if (await roleNameTaken(tx, values.name, id)) throw nameTaken();
        try {
          await tx.query("UPDATE roles SET name = $2 WHERE id = $1", [id, values.name]);
        } catch (error) {
          if (violatedConstraint(error) === "roles_client_name_key") throw nameTaken();
          throw error;
        }
        await setRoleMenus(tx, principal.clientId, id, values.menus);
        const after = (await findRole(tx, id))!;
        await audit(tx, principal, {
          action: "role.update",
          entityType: "role",
          entityId: id,
          before: auditedRole(before),
          after: auditedRole(after),
        });
        return after;
      });
      return { data: role };
    },
  );
}
