import { validateRole } from "../../../../domain/roles.ts";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { audit, violatedConstraint } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findRole, insertRole, roleNameTaken, setRoleMenus } from "../repo.ts";
import { auditedRole, invalidRole, nameTaken, RoleBody, RoleSchema } from "./shared.ts";

/** POST /client/roles: a new role. */
export function createRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/client/roles",
    {
      config: { menu: "role-management" },
      schema: {
        summary:
          "Creates a role: a name and catalogue menu ids (menu role-management). A name the client has already: 409 at the name field",
        body: RoleBody,
        response: { 201: dataOf(RoleSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const { values, problems } = validateRole(request.body);
      if (problems.length > 0) throw invalidRole("Failed to Create Role", problems);
      const role = await db.tenant(principal.clientId, async (tx) => {
        if (await roleNameTaken(tx, values.name, null)) throw nameTaken();
        let id: number;
        try {
          id = await insertRole(tx, principal.clientId, values.name);
        } catch (error) {
          // Another request took the name between the check and the insert.
          if (violatedConstraint(error) === "roles_client_name_key") throw nameTaken();
          throw error;
        }
        await setRoleMenus(tx, principal.clientId, id, values.menus);
        const created = (await findRole(tx, id))!;
        await audit(tx, principal, {
          action: "role.create",
          entityType: "role",
          entityId: id,
          before: null,
          after: auditedRole(created),
        });
        return created;
      });
      reply.status(201);
      return { data: role };
    },
  );
}
