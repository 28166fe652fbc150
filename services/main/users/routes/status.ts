import { Type } from "typebox";
import { USER_STATUS_REFUSALS, USER_STATUSES } from "../../../../domain/users.ts";
import type { Db } from "../../../db/pool.ts";
import { HttpError, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findUser, otherActiveSuperAdmins, revokeSessions } from "../repo.ts";
import { auditUser, USERS_MENU, UserSchema } from "./shared.ts";

const refused = (message: string) =>
  new HttpError(409, message, undefined, [{ field: "status", message }]);

/**
 * POST /client/users/:id/status: activate or inactivate a user. Inactivation pushes the
 * SPEC §2 "Your Account has been Inactivated" event to the user's open consoles (trigger
 * users_status_event) and ends the user's sessions in the same transaction.
 */
export function statusRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/client/users/:id/status",
    {
      config: { menu: USERS_MENU },
      schema: {
        summary:
          "Activates or inactivates a user (menu role-management); inactivation ends the user's sessions. Yourself or the client's last active Super Admin: 409",
        params: IdParams,
        body: Type.Object(
          { status: Type.Enum([...USER_STATUSES]) },
          { additionalProperties: false },
        ),
        response: { 200: dataOf(UserSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const { status } = request.body;
      const user = await db.tenant(principal.clientId, async (tx) => {
        const before = await findUser(tx, id, true);
        if (!before) throw notFound("User");
        if (before.status === status) return before;
        let ended: string[] = [];
        if (status === "inactive") {
          if (id === principal.userId) throw refused(USER_STATUS_REFUSALS.self.en);
          if (before.is_super_admin && (await otherActiveSuperAdmins(tx, id)) === 0)
            throw refused(USER_STATUS_REFUSALS.lastSuperAdmin.en);
        }
        await tx.query("UPDATE users SET status = $2, updated_at = now() WHERE id = $1", [
          id,
          status,
        ]);
        if (status === "inactive") ended = await revokeSessions(tx, id);
        const after = (await findUser(tx, id))!;
        await auditUser(
          tx,
          principal,
          status === "active" ? "user.activate" : "user.inactivate",
          before,
          after,
          status === "inactive" ? { sessions_ended: ended.length } : {},
        );
        return after;
      });
      return { data: user };
    },
  );
}
