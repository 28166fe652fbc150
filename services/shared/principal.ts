import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Lang } from "../../domain/enums.ts";
import {
  ACCOUNT_INACTIVE_MESSAGE,
  CLIENT_INACTIVE_MESSAGE,
  PERMISSION_DENIED,
} from "../../domain/errors.ts";
import { hasMenu, type MenuId } from "../../domain/menus.ts";
import type { ActiveUser } from "../../domain/session.ts";
import type { Db } from "../db/pool.ts";
import { HttpError } from "./errors.ts";
import { rememberLanguage } from "./language.ts";

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
};

/** Opaque random tokens; only their SHA-256 is stored, so a database leak holds no token. */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): Buffer {
  return createHash("sha256").update(token).digest();
}

/**
 * The bearer token from the Authorization header; the `t` query parameter only where SPEC §7
 * needs it (the event stream, which EventSource cannot give headers), so tokens stay out of
 * other URLs.
 */
export function tokenOf(
  request: FastifyRequest,
  options: { allowQuery?: boolean } = {},
): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || null;
  if (!options.allowQuery) return null;
  const query = request.query as Record<string, unknown> | undefined;
  const t = query?.["t"];
  return typeof t === "string" && t.length > 0 ? t : null;
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

export async function findPrincipal(db: Db, token: string): Promise<Principal | null> {
  const result = await db.pool.query<PrincipalRow>("SELECT * FROM auth_find_session($1)", [
    hashToken(token),
  ]);
  const row = result.rows[0];
  if (!row) return null;
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
  };
}

/** How a route reads the caller's token, and whether an inactive caller is let in. */
export type SessionOptions = {
  /** Logout and the event stream must still answer an inactive user (SPEC §2, §4). */
  allowInactive?: boolean;
  /** The `t` query parameter, for EventSource streams (SPEC §7). */
  allowQueryToken?: boolean;
  /** The console's session cookie, for file downloads an <img> makes (services/file). */
  allowCookie?: boolean;
};

/** The console's session cookie (src/app/authCookie.ts), read where `allowCookie` says. */
export const SESSION_COOKIE = "authToken";

/** 401 without a live session; 403 with the SPEC §2 texts when the client or user is inactive. */
export async function requirePrincipal(
  db: Db,
  request: FastifyRequest,
  options: SessionOptions = {},
): Promise<Principal> {
  const token =
    tokenOf(request, { allowQuery: options.allowQueryToken ?? false }) ??
    (options.allowCookie ? cookie(request.headers.cookie, SESSION_COOKIE) : null);
  const principal = token ? await findPrincipal(db, token) : null;
  if (!principal) throw new HttpError(401, "Your session has ended. Please log in again.");
  rememberLanguage(request, principal.language);
  if (!options.allowInactive) assertActive(principal);
  return principal;
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
  if (status.clientStatus !== "active") throw new HttpError(403, CLIENT_INACTIVE_MESSAGE);
  if (status.userStatus !== "active") throw new HttpError(403, ACCOUNT_INACTIVE_MESSAGE);
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
