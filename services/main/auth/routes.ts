import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { ACCOUNT_INACTIVE_MESSAGE, CLIENT_INACTIVE_MESSAGE } from "../../../domain/errors.ts";
import type { Db } from "../../db/pool.ts";
import { HttpError } from "../../shared/errors.ts";
import { activeUser, findPrincipal, newToken, requirePrincipal } from "../../shared/principal.ts";
import { ActiveUserSchema, dataOf, ModulesSchema } from "../schemas.ts";
import { DUMMY_HASH, verifyPassword } from "./password.ts";

export const LOGIN_FAILED_MESSAGE = "Email or password is incorrect";
const MAX_FAILURES = Number(process.env["LOGIN_MAX_FAILURES"] ?? 5);
const FAILURE_WINDOW_MINUTES = 15;
const SESSION_TTL_HOURS = Number(process.env["SESSION_TTL_HOURS"] ?? 12);

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
      const ip = request.ip;

      const recent = await db.global((tx) =>
        tx.query<{ failures: number; retry_seconds: number }>(
          `SELECT count(*)::int AS failures,
                  COALESCE(ceil(extract(epoch FROM min(attempted_at) + make_interval(mins => $3) - now())), 0)::int
                    AS retry_seconds
           FROM login_attempts
           WHERE email = $1 AND ip = $2 AND attempted_at > now() - make_interval(mins => $3)`,
          [email, ip, FAILURE_WINDOW_MINUTES],
        ),
      );
      const { failures, retry_seconds } = recent.rows[0]!;
      if (failures >= MAX_FAILURES) {
        const minutes = Math.max(1, Math.ceil(retry_seconds / 60));
        throw new HttpError(
          429,
          `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        );
      }

      const found = await db.pool.query<{
        user_id: number;
        client_id: number;
        password_hash: string;
        user_status: string;
        client_status: string;
      }>("SELECT * FROM auth_find_login($1)", [email]);
      const login = found.rows[0];
      const valid = await verifyPassword(login?.password_hash ?? DUMMY_HASH, password);
      if (!login || !valid) {
        await db.global((tx) =>
          tx.query("INSERT INTO login_attempts (email, ip) VALUES ($1, $2)", [email, ip]),
        );
        throw new HttpError(401, LOGIN_FAILED_MESSAGE);
      }
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
            ip,
            request.headers["user-agent"] ?? null,
          ],
        );
      });
      await db.global((tx) =>
        tx.query("DELETE FROM login_attempts WHERE email = $1 AND ip = $2", [email, ip]),
      );
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
        await tx.query(
          "INSERT INTO live_events (client_id, user_id, payload) VALUES ($1, $2, $3)",
          [
            principal.clientId,
            principal.userId,
            { type: "session_ended", session_id: String(principal.sessionId) },
          ],
        );
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
}
