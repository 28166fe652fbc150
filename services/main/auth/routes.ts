import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { Lang } from "../../../domain/enums.ts";
import { ACCOUNT_INACTIVE_MESSAGE, CLIENT_INACTIVE_MESSAGE } from "../../../domain/errors.ts";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
  passwordProblems,
} from "../../../domain/validation.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { HttpError } from "../../shared/errors.ts";
import {
  activeUser,
  findPrincipal,
  newToken,
  type Principal,
  requirePrincipal,
} from "../../shared/principal.ts";
import { ActiveUserSchema, dataOf, LanguageSchema, ModulesSchema } from "../schemas.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./password.ts";
import { claimAttempt, clearFailures, rateLimitKey } from "./throttle.ts";

export { rateLimitKey };

export const LOGIN_FAILED_MESSAGE = "Email or password is incorrect";
const SESSION_TTL_HOURS = Number(process.env["SESSION_TTL_HOURS"] ?? 12);

export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";

/** The reason of each policy problem, after the field name: "new_password must …". */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  needs_letter_and_digit: "must contain at least one letter and one digit",
  same_as_current: "must differ from the current password",
};

/** Generous caps on what reaches argon2; the policy (domain/validation.ts) says the rest. */
const PASSWORD_INPUT_MAX = 1024;

const currentPasswordIncorrect = () =>
  new HttpError(400, CURRENT_PASSWORD_INCORRECT, [
    { field: "current_password", message: "is incorrect" },
  ]);

const ChangePasswordBody = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: PASSWORD_INPUT_MAX }),
    new_password: Type.String({ maxLength: PASSWORD_INPUT_MAX }),
  },
  { additionalProperties: false },
);

const PreferencesBody = Type.Object({ language: LanguageSchema }, { additionalProperties: false });

const LoginBody = Type.Object(
  {
    email: Type.String({ format: "email", maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export function authRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/auth/login",
    {
      schema: {
        summary: "Log in with email and password",
        security: [],
        body: LoginBody,
        response: {
          200: dataOf(Type.Object({ token: Type.String(), user: ActiveUserSchema })),
        },
      },
    },
    async (request) => {
      const { email: rawEmail, password } = request.body as { email: string; password: string };
      const email = rawEmail.trim().toLowerCase();
      const ip = rateLimitKey(request.ip);

      await claimAttempt(db, email, ip, "login");

      const found = await db.pool.query<{
        user_id: number;
        client_id: number;
        password_hash: string;
        user_status: string;
        client_status: string;
      }>("SELECT * FROM auth_find_login($1)", [email]);
      const login = found.rows[0];
      const valid = await verifyPassword(login?.password_hash ?? DUMMY_HASH, password);
      if (!login || !valid) throw new HttpError(401, LOGIN_FAILED_MESSAGE);
      if (login.client_status !== "active") throw new HttpError(403, CLIENT_INACTIVE_MESSAGE);
      if (login.user_status !== "active") throw new HttpError(403, ACCOUNT_INACTIVE_MESSAGE);

      const { token, hash } = newToken();
      await db.tenant(login.client_id, async (tx) => {
        await tx.query(
          `INSERT INTO sessions (client_id, user_id, token_hash, expires_at, ip, user_agent)
           VALUES ($1, $2, $3, now() + make_interval(hours => $4), $5, $6)`,
          [
            login.client_id,
            login.user_id,
            hash,
            SESSION_TTL_HOURS,
            request.ip,
            request.headers["user-agent"] ?? null,
          ],
        );
      });
      await clearFailures(db, email, ip);
      const principal = await findPrincipal(db, token);
      return { data: { token, user: activeUser(principal!) } };
    },
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        summary: "Revoke the caller's session",
        response: { 200: dataOf(Type.Object({ loggedOut: Type.Boolean() })) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request, { allowInactive: true });
      await db.tenant(principal.clientId, async (tx) => {
        await tx.query("UPDATE sessions SET revoked_at = now() WHERE id = $1", [
          principal.sessionId,
        ]);
        await endSessionEvents(tx, principal, [principal.sessionId]);
      });
      return { data: { loggedOut: true } };
    },
  );

  app.get(
    "/auth/me",
    {
      schema: {
        summary: "The caller as the console's Active user, with modules",
        response: { 200: dataOf(Type.Object({ user: ActiveUserSchema, modules: ModulesSchema })) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      return {
        data: {
          user: activeUser(principal),
          modules: { roles: principal.roleName, menus: principal.menus },
        },
      };
    },
  );

  app.post(
    "/auth/change-password",
    {
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
      const principal = await requirePrincipal(db, request);
      const { current_password: currentPassword, new_password: newPassword } = request.body as {
        current_password: string;
        new_password: string;
      };
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

  app.put(
    "/auth/preferences",
    {
      schema: {
        summary: "Save the caller's preferences (the console language)",
        body: PreferencesBody,
        response: { 200: dataOf(Type.Object({ user: ActiveUserSchema })) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      const { language } = request.body as { language: Lang };
      await db.tenant(principal.clientId, async (tx) => {
        const found = await tx.query<{ language: Lang }>(
          "SELECT language FROM users WHERE id = $1 FOR UPDATE",
          [principal.userId],
        );
        const before = found.rows[0]?.language;
        if (before === undefined || before === language) return;
        await tx.query("UPDATE users SET language = $2, updated_at = now() WHERE id = $1", [
          principal.userId,
          language,
        ]);
        await audit(tx, principal, "user.update_preferences", { language: before }, { language });
      });
      return { data: { user: activeUser({ ...principal, language }) } };
    },
  );
}

/** One `session_ended` live event per session: each of their streams ends with id END. */
async function endSessionEvents(tx: Tx, principal: Principal, sessionIds: string[]) {
  if (sessionIds.length === 0) return;
  await tx.query(
    `INSERT INTO live_events (client_id, user_id, payload)
     SELECT $1, $2, jsonb_build_object('type', 'session_ended', 'session_id', id::text)
     FROM unnest($3::bigint[]) WITH ORDINALITY AS ended (id, n) ORDER BY n`,
    [principal.clientId, principal.userId, sessionIds],
  );
}

/** An audit row of the caller acting on their own user. Never pass password material. */
function audit(tx: Tx, principal: Principal, action: string, before: unknown, after: unknown) {
  return tx.query(
    `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                            entity_type, entity_id, before, after)
     VALUES ($1, 'user', $2, $3, $4, 'user', $5, $6, $7)`,
    [
      principal.clientId,
      principal.userId,
      principal.fullname,
      action,
      String(principal.userId),
      before === null ? null : JSON.stringify(before),
      after === null ? null : JSON.stringify(after),
    ],
  );
}
