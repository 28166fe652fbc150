import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { MENU } from "./shared.ts";

/**
 * GET /approval-approvers: the client's active users and its roles, for the rule form's
 * approver pickers (menu settings; the users API needs role-management, which a settings
 * user may not have).
 */
export function approversRoute(app: App, deps: { db: Db }): void {
  app.get(
    "/approval-approvers",
    {
      config: { menu: MENU },
      schema: {
        summary: "Users and roles an approval rule may name (menu settings)",
        response: {
          200: dataOf(
            Type.Object({
              users: Type.Array(
                Type.Object({ id: Type.Integer(), fullname: Type.String(), email: Type.String() }),
              ),
              roles: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
            }),
          ),
        },
      },
    },
    async (request) => {
      const data = await deps.db.tenant(request.principal.clientId, async (tx) => {
        const users = await tx.query<{ id: number; fullname: string; email: string }>(
          `SELECT id, fullname, email FROM users
           WHERE client_id = app_client_id() AND status = 'active' ORDER BY lower(fullname), id`,
        );
        const roles = await tx.query<{ id: number; name: string }>(
          "SELECT id, name FROM roles WHERE client_id = app_client_id() ORDER BY lower(name), id",
        );
        return { users: users.rows, roles: roles.rows };
      });
      return { data };
    },
  );
}
