import { randomBytes } from "node:crypto";
import { Type } from "typebox";
import { generatePassword, userPasswordProblems } from "../../../../domain/users.ts";
import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { hashPassword } from "../../auth/password.ts";
import { assertValid, IdParams, Nullable } from "../../org/common.ts";
import { dataOf, NO_NUL } from "../../schemas.ts";
import { findUser, revokeSessions } from "../repo.ts";
import { auditUser, USERS_MENU } from "./shared.ts";

/**
 * POST /client/users/:id/password: a new one-time password for a user (the admin hands it
 * over; the user changes it on /settings). The user's sessions end, except the caller's own.
 */
export function passwordRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/client/users/:id/password",
    {
      config: { menu: USERS_MENU },
      schema: {
        summary:
          "Resets a user's password (menu role-management): the given one, or one the server makes; answered once. Ends the user's sessions",
        params: IdParams,
        body: Type.Object(
          {
            password: Type.Optional(Nullable(Type.String({ maxLength: 1024, pattern: NO_NUL }))),
          },
          { additionalProperties: false },
        ),
        response: {
          200: dataOf(
            Type.Object({
              id: Type.Integer(),
              password: Type.String({ description: "shown once; never stored in clear" }),
              generated: Type.Boolean(),
              sessionsEnded: Type.Integer(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const given = request.body?.password || null;
      if (given !== null) assertValid("Failed to Reset Password", userPasswordProblems(given));
      const password = given ?? generatePassword((bytes) => randomBytes(bytes.length));
      const passwordHash = await hashPassword(password);
      const ended = await db.tenant(principal.clientId, async (tx) => {
        const user = await findUser(tx, id, true);
        if (!user) throw notFound("User");
        await tx.query("UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1", [
          id,
          passwordHash,
        ]);
        const revoked = await revokeSessions(tx, id, String(principal.sessionId));
        await auditUser(tx, principal, "user.password_reset", user, user, {
          password_generated: given === null,
          sessions_ended: revoked.length,
        });
        return revoked.length;
      });
      return { data: { id, password, generated: given === null, sessionsEnded: ended } };
    },
  );
}
