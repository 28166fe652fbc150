import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Lang } from "../../domain/enums.ts";
import {
  ACCOUNT_INACTIVE_MESSAGE,
  CLIENT_INACTIVE_MESSAGE,
  PERMISSION_DENIED,
  SESSION_CHANGED_MESSAGES,
  SESSION_PROOF_MISSING_MESSAGES,
} from "../../domain/errors.ts";
import { hasMenu, type MenuId } from "../../domain/menus.ts";
import type { ActiveUser } from "../../domain/session.ts";
import type { Db } from "../db/pool.ts";
import { HttpError } from "./errors.ts";
import { rememberLanguage } from "./language.ts";
import { sharedInScope } from "./localScope.ts";
import { perTurnOf } from "./perTurn.ts";

/** The authenticated caller of a request, read from the session in one query. */
export type Principal = {
  sessionId: string;
  userId: number;
  clientId: number;
  email: string;
  fullname: string;
  avatarUrl: string;
  sso: boolean;
  userStatus: "active" | "inactive";
  clientStatus: "active" | "inactive";
  roleName: string;
  isSuperAdmin: boolean;
  menus: string[];
  /** The console language the user chose on /settings. */
  language: Lang;
  /** The session's non-secret handle ({@link sessionHandleOf}), answered by login and `me`. */
  handle: string;
};

/** Opaque random tokens; only their SHA-256 is stored, so a database leak holds no token. */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): Buffer {
  return createHash("sha256").update(token).digest();
}

/** The console's session cookie: set by the server on login, HttpOnly, never read by script. */
export const SESSION_COOKIE = "authToken";

/**
 * The console's proof that a cookie-authenticated request comes from its own page for the
 * session it believes it has (issue 11 A4): the session handle login and `me` answer.
 * EventSource cannot send headers, so streams may carry it as the `session` query parameter.
 */
export const SESSION_HANDLE_HEADER = "x-tenaga-session";

/**
 * A non-secret name of a session, derived from its token: the console keeps it in memory and
 * sends it with every request, the server compares it with the cookie's. It cannot be turned
 * back into the token, and it is not the stored hash (a different input).
 */
export function sessionHandleOf(token: string): string {
  return createHash("sha256")
    .update(`tenaga-session-handle:${token}`)
    .digest("base64url")
    .slice(0, 22);
}

/** How the caller proved who they are: API clients by bearer (or `t`), the console by cookie. */
export type Credential = { token: string; via: "bearer" | "query" | "cookie" };

/**
 * The caller's token: the Authorization bearer first (API clients), then the `t` query
 * parameter where the route allows it (EventSource streams of API clients, SPEC §7), then
 * the console's session cookie.
 */
export function credentialOf(
  request: FastifyRequest,
  options: { allowQuery?: boolean } = {},
): Credential | null {
  const t = options.allowQuery
    ? (request.query as Record<string, unknown> | undefined)?.["t"]
    : undefined;
  return credentialFrom(
    request.headers.authorization,
    request.headers.cookie,
    typeof t === "string" && t.length > 0 ? t : null,
  );
}

/** {@link credentialOf} from the headers (and the `t` parameter, where a route allows it). */
export function credentialFrom(
  authorization: string | undefined,
  cookieHeader: string | undefined,
  queryToken: string | null = null,
): Credential | null {
  if (authorization?.startsWith("Bearer ")) {
    const token = authorization.slice(7).trim();
    return token ? { token, via: "bearer" } : null;
  }
  if (queryToken !== null) return { token: queryToken, via: "query" };
  const token = cookie(cookieHeader, SESSION_COOKIE);
  return token ? { token, via: "cookie" } : null;
}

/** The caller's token, however it came (see {@link credentialOf}). */
export function tokenOf(
  request: FastifyRequest,
  options: { allowQuery?: boolean } = {},
): string | null {
  return credentialOf(request, options)?.token ?? null;
}

type PrincipalRow = {
  session_id: string;
  user_id: number;
  client_id: number;
  email: string;
  fullname: string;
  avatar_url: string;
  sso: boolean;
  user_status: "active" | "inactive";
  client_status: "active" | "inactive";
  role_name: string;
  is_super_admin: boolean;
  menus: string[];
  language: Lang;
};

const PRINCIPAL_COLUMNS = `session_id, user_id, client_id, email, fullname, avatar_url, sso,
  user_status, client_status, role_name, is_super_admin, to_json(menus) AS menus, language`;

/**
 * The session of `token`, or null. The lookups of one event-loop turn go to PostgreSQL as one
 * query ({@link perTurnOf}, issue 19); each still runs after its request arrived.
 */
export const findPrincipal: (db: Db, token: string) => Promise<Principal | null> =
  perTurnOf(findPrincipals);

/** The sessions of `tokens` (in their order; null where none is live), in one query. */
function findPrincipals(db: Db, tokens: readonly string[]): Promise<(Principal | null)[]> {
  // The menus as JSON, which V8 parses natively, not as a PostgreSQL array literal, which pg
  // parses character by character in JavaScript (issue 19: the array parser was 4 % of the
  // gateway's `me` CPU in a profile).
  return sessionsByToken(
    db,
    tokens,
    // Several at once set-based, each role's menus built once (migration 0035).
    { one: "auth_find_session", many: "auth_find_sessions" },
    PRINCIPAL_COLUMNS,
    principalOf,
  );
}

/**
 * The session functions of one kind of token: `one(token_hash)` answers a token's session,
 * and `many(token_hashes)`, where there is one, answers several at once with each row's
 * `token_index` (1-based) in the array — else several are `one` over the array.
 */
export type SessionFunctions = { one: string; many?: string };

/**
 * What the session functions answer for each of `tokens` (in their order; null where they
 * answer nothing), in one query. The statements are named, so each pooled connection parses
 * and plans them once. `columns` are the functions' columns to read; the names and `columns`
 * are the caller's constants, never input.
 */
export async function sessionsByToken<R extends object, V>(
  db: Db,
  tokens: readonly string[],
  functions: SessionFunctions,
  columns: string,
  answerOf: (row: R, token: string) => V,
): Promise<(V | null)[]> {
  const unique = [...new Set(tokens)];
  const { one, many } = functions;
  const { rows } =
    unique.length === 1
      ? await db.pool.query<R>({
          name: one,
          text: `SELECT ${columns} FROM ${one}($1)`,
          values: [hashToken(unique[0] as string)],
        })
      : await db.pool.query<R>(
          many
            ? {
                name: many,
                text: `SELECT token_index, ${columns} FROM ${many}($1::bytea[])`,
                values: [unique.map(hashToken)],
              }
            : {
                name: `${one}s`,
                text: `SELECT t.token_index, ${columns}
                       FROM unnest($1::bytea[]) WITH ORDINALITY AS t(token_hash, token_index),
                            LATERAL ${one}(t.token_hash)`,
                values: [unique.map(hashToken)],
              },
        );
  const found = new Map<string, V>();
  for (const row of rows) {
    const index =
      unique.length === 1 ? 0 : Number((row as { token_index?: unknown }).token_index) - 1;
    const token = unique[index] as string;
    found.set(token, answerOf(row, token));
  }
  return tokens.map((token) => found.get(token) ?? null);
}

function principalOf(row: PrincipalRow, token: string): Principal {
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    clientId: row.client_id,
    email: row.email,
    fullname: row.fullname,
    avatarUrl: row.avatar_url,
    sso: row.sso,
    userStatus: row.user_status,
    clientStatus: row.client_status,
    roleName: row.role_name,
    isSuperAdmin: row.is_super_admin,
    menus: row.menus,
    language: row.language,
    handle: sessionHandleOf(token),
  };
}

/** How a route reads the caller's token, and whether an inactive caller is let in. */
export type SessionOptions = {
  /** Logout and the event stream must still answer an inactive user (SPEC §2, §4). */
  allowInactive?: boolean;
  /** The `t` query parameter (and `session` for the handle), for EventSource streams (SPEC §7). */
  allowQueryToken?: boolean;
};

/** Methods that change nothing: a cookie-authenticated one needs no session handle. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const SESSION_ENDED_MESSAGE = "Your session has ended. Please log in again.";

/** 401 SESSION_CHANGED: the cookie's session is not the one the page believes it has. */
export const sessionChanged = () =>
  new HttpError(401, SESSION_CHANGED_MESSAGES.en, {
    code: "SESSION_CHANGED",
    messages: SESSION_CHANGED_MESSAGES,
  });
/** 401 CSRF: a cookie-authenticated change without the session handle header. */
export const sessionProofMissing = () =>
  new HttpError(401, SESSION_PROOF_MISSING_MESSAGES.en, {
    code: "CSRF",
    messages: SESSION_PROOF_MISSING_MESSAGES,
  });

/** `Set-Cookie` for the session cookie: HttpOnly, SameSite=Strict, Secure over https. */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** `Set-Cookie` that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** Whether the browser reached us over https (X-Forwarded-Proto believed per TRUST_PROXY). */
export const isHttps = (request: FastifyRequest) => request.protocol === "https";

/**
 * 401 without a live session; 403 with the SPEC §2 texts when the client or user is inactive.
 * A request authenticated by the console's cookie must name the cookie's session in the
 * X-Tenaga-Session header (or `session` on a stream): a wrong name is 401 SESSION_CHANGED
 * (another tab signed in as someone else), none on a method that changes things is 401 CSRF.
 * A cookie whose session is gone is removed by the 401 that refuses it (when `reply` is given).
 */
export async function requirePrincipal(
  db: Db,
  request: FastifyRequest,
  options: SessionOptions = {},
  reply?: FastifyReply,
): Promise<Principal> {
  const allowQuery = options.allowQueryToken ?? false;
  const credential = credentialOf(request, { allowQuery });
  // Issue 19: one lookup per gateway request, however many in-process calls it makes.
  const principal = credential
    ? await sharedInScope(request, `principal:${credential.token}`, () =>
        findPrincipal(db, credential.token),
      )
    : null;
  if (!credential || !principal) {
    if (credential?.via === "cookie")
      reply?.header("set-cookie", clearedSessionCookie(isHttps(request)));
    throw new HttpError(401, SESSION_ENDED_MESSAGE);
  }
  rememberLanguage(request, principal.language);
  const header = request.headers[SESSION_HANDLE_HEADER];
  const query = allowQuery
    ? (request.query as Record<string, unknown> | undefined)?.["session"]
    : undefined;
  const proof = typeof header === "string" ? header : typeof query === "string" ? query : null;
  const refusal = refusalOf(credential, principal, proof, request.method, options);
  if (refusal) throw refusal;
  return principal;
}

/**
 * Why a found session may not make this request, or null when it may: the cookie's proof
 * (SESSION_CHANGED, CSRF) and the SPEC §2 inactivation (unless the route lets it in). The one
 * rule for routes (requirePrincipal) and the in-process reads (activeCallerOf).
 */
function refusalOf(
  credential: Credential,
  principal: Principal,
  proof: string | null,
  method: string,
  options: SessionOptions,
): HttpError | null {
  if (credential.via === "cookie") {
    if (proof !== null) {
      if (proof !== principal.handle) return sessionChanged();
    } else if (!SAFE_METHODS.has(method)) {
      return sessionProofMissing();
    }
  }
  return options.allowInactive ? null : inactivity(principal);
}

/**
 * Issue 19: the caller of an in-process read of the gateway (server/app.ts), when the read
 * would pass a `session: true` GET route's access check — a live session, its cookie's proof
 * if one is sent, an active user and client — else null: the gateway then makes the call the
 * whole route's way, which answers every refusal (401, 403, a dead cookie's removal) as ever.
 * `share` is the gateway request's scope (services/shared/localScope.ts): one lookup however
 * many reads and calls the request makes.
 */
export async function activeCallerOf(
  db: Db,
  headers: Readonly<Record<string, string | undefined>>,
  share: (key: string, compute: () => Promise<Principal | null>) => Promise<Principal | null>,
): Promise<Principal | null> {
  const credential = credentialFrom(headers["authorization"], headers["cookie"]);
  if (!credential) return null;
  const principal = await share(`principal:${credential.token}`, () =>
    findPrincipal(db, credential.token),
  ).catch(() => null);
  if (!principal) return null;
  const proof = headers[SESSION_HANDLE_HEADER] ?? null;
  return refusalOf(credential, principal, proof, "GET", {}) ? null : principal;
}

function cookie(header: string | undefined, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("=")) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function assertActive(status: { clientStatus: string; userStatus: string }): void {
  const refusal = inactivity(status);
  if (refusal) throw refusal;
}

/** 403 with the SPEC §2 text when the client or the user is inactive, else null. */
function inactivity(status: { clientStatus: string; userStatus: string }): HttpError | null {
  if (status.clientStatus !== "active") return new HttpError(403, CLIENT_INACTIVE_MESSAGE);
  if (status.userStatus !== "active") return new HttpError(403, ACCOUNT_INACTIVE_MESSAGE);
  return null;
}

/**
 * The SPEC §3 "Active user" shape, as the console stores it, plus `language` (beyond SPEC:
 * the console remembers each user's language).
 */
export function activeUser(principal: Principal): ActiveUser {
  return {
    avatarURL: principal.avatarUrl,
    client_id: principal.clientId,
    email: principal.email,
    fullname: principal.fullname,
    id: principal.userId,
    has_menus: principal.menus,
    roles: principal.roleName,
    sso: String(principal.sso),
    language: principal.language,
  };
}

/** Menus are the permission model (SPEC §6): the API refuses what the sidebar would hide. */
export function requireMenu(principal: Principal, menuId: MenuId): void {
  if (!hasMenu(principal.menus, menuId)) throw new HttpError(403, PERMISSION_DENIED);
}
