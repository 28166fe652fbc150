import { Type } from "typebox";
import { ACCOUNT_INACTIVE_MESSAGE, CLIENT_INACTIVE_MESSAGE } from "../../../../domain/errors.ts";
import type { Db } from "../../../db/pool.ts";
import { HttpError } from "../../../shared/errors.ts";
import {
  activeUser,
  findPrincipal,
  isHttps,
  newToken,
  sessionCookie,
} from "../../../shared/principal.ts";
import type { App } from "../../../shared/typed.ts";
import { ActiveUserSchema, dataOf } from "../../schemas.ts";
import { DUMMY_HASH, verifyPassword } from "../password.ts";
import {
  claimAttempt,
  clearFailures,
  LOGIN_FAILED_MESSAGE,
  LoginBody,
  rateLimitKey,
  SESSION_TTL_HOURS,
} from "./shared.ts";

/**
 * POST /auth/login: a session for an email and password. The token is answered for API
 * clients (bearer) and set as the console's HttpOnly session cookie; `session` is the
 * session's non-secret handle the console sends back in X-Tenaga-Session (issue 11 A4).
 */
export function loginRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/auth/login",
    {
      config: { public: true },
      schema: {
        summary: "Log in with email and password",
        description:
          "Answers the token (send it as `Authorization: Bearer`) and sets it as the " +
          "`authToken` cookie (HttpOnly, SameSite=Strict, Secure over https). A request " +
          "authenticated by that cookie must send `X-Tenaga-Session: {session}` to change " +
          "anything (401 CSRF without it, 401 SESSION_CHANGED with another session's).",
        security: [],
        body: LoginBody,
        response: {
          200: dataOf(
            Type.Object({ token: Type.String(), session: Type.String(), user: ActiveUserSchema }),
          ),
        },
      },
    },
    async (request, reply) => {
      const { email: rawEmail, password } = request.body;
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
      reply.header("set-cookie", sessionCookie(token, SESSION_TTL_HOURS * 3600, isHttps(request)));
      return { data: { token, session: principal!.handle, user: activeUser(principal!) } };
    },
  );
}
