import { Type } from "typebox";
import { passwordProblems } from "../../../../domain/validation.ts";
import type { Db } from "../../../db/pool.ts";
import { HttpError } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import { hashPassword, verifyPassword } from "../password.ts";
import {
  audit,
  ChangePasswordBody,
  claimAttempt,
  clearFailures,
  currentPasswordIncorrect,
  endSessionEvents,
  PASSWORD_PROBLEM_MESSAGES,
  rateLimitKey,
} from "./shared.ts";

/** POST /auth/change-password: a new password; the caller's other sessions end. */
export function changePasswordRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/auth/change-password",
    {
      config: { session: true },
      schema: {
        summary: "Change the caller's password; ends the caller's other sessions",
        description:
          "400 names current_password when it is wrong (counted like a failed login: 429 " +
          "after too many) or new_password with the policy reason (domain/validation.ts).",
        body: ChangePasswordBody,
        response: { 200: dataOf(Type.Object({ changed: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { current_password: currentPassword, new_password: newPassword } = request.body;
      const ip = rateLimitKey(request.ip);

      const problems = passwordProblems(newPassword, currentPassword);
      if (problems.length > 0) {
        const detail = problems.map((problem) => ({
          field: "new_password",
          message: PASSWORD_PROBLEM_MESSAGES[problem],
          code: problem,
        }));
        throw new HttpError(400, `new_password ${detail[0]!.message}`, detail);
      }

      const stored = await db.tenant(principal.clientId, (tx) =>
        tx.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE id = $1", [
          principal.userId,
        ]),
      );
      const oldHash = stored.rows[0]?.password_hash;
      await claimAttempt(db, principal.email, ip, "password");
      if (oldHash === undefined || !(await verifyPassword(oldHash, currentPassword))) {
        throw currentPasswordIncorrect();
      }

      const newHash = await hashPassword(newPassword);
      await db.tenant(principal.clientId, async (tx) => {
        // Only over the hash just verified: when a concurrent change got there first, the
        // password this request proved is no longer the current one.
        const updated = await tx.query(
          `UPDATE users SET password_hash = $2, updated_at = now()
           WHERE id = $1 AND password_hash = $3`,
          [principal.userId, newHash, oldHash],
        );
        if (updated.rowCount !== 1) throw currentPasswordIncorrect();
        const revoked = await tx.query<{ id: string }>(
          `UPDATE sessions SET revoked_at = now()
           WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL AND expires_at > now()
           RETURNING id`,
          [principal.userId, principal.sessionId],
        );
        const ended = revoked.rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
        await endSessionEvents(tx, principal, ended);
        await audit(tx, principal, "user.change_password", null, {
          other_sessions_ended: ended.length,
        });
      });
      await clearFailures(db, principal.email, ip);
      return { data: { changed: true } };
    },
  );
}
