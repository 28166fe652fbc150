import { USER_STATUS_REFUSALS, validateUser } from "../../../../domain/users.ts";
import type { Db } from "../../../db/pool.ts";
import { HttpError, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { assertValid, IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findRole, findUser, otherActiveSuperAdmins } from "../repo.ts";
import { auditUser, UpdateUserBody, USERS_MENU, UserSchema } from "./shared.ts";

const MESSAGE = "Failed to Update User";

/** PUT /client/users/:id: a user's name and role. */
export function updateRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.put(
    "/client/users/:id",
    {
      config: { menu: USERS_MENU },
      schema: {
        summary:
          "Changes a user's full name and role (menu role-management). Moving the client's last active Super Admin to another role is 409",
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: dataOf(UserSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const { values, problems } = validateUser(request.body, { withEmail: false });
      const user = await db.tenant(principal.clientId, async (tx) => {
        const before = await findUser(tx, id, true);
        if (!before) throw notFound("User");
        const role = values.roleId > 0 ? await findRole(tx, values.roleId) : null;
        const roleMissing = values.roleId > 0 && !role;
        assertValid(MESSAGE, [
          ...problems,
          ...(roleMissing ? [{ field: "roleId", message: "does not exist" }] : []),
        ]);
        const demoted =
          before.is_super_admin && before.status === "active" && !role!.is_super_admin;
        if (demoted && (await otherActiveSuperAdmins(tx, id)) === 0)
          throw new HttpError(409, MESSAGE, undefined, [
            { field: "roleId", message: USER_STATUS_REFUSALS.lastSuperAdmin.en },
          ]);
        if (before.fullname === values.fullname && before.role_id === values.roleId) return before;
        await tx.query(
          "UPDATE users SET fullname = $2, role_id = $3, updated_at = now() WHERE id = $1",
          [id, values.fullname, values.roleId],
        );
        const after = (await findUser(tx, id))!;
        await auditUser(tx, principal, "user.update", before, after);
        return after;
      });
      return { data: user };
    },
  );
}
