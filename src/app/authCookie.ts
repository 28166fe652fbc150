import type { ActiveUser } from "../machines/sessionMachine.ts";

/**
 * The Active user lives in a cookie (SPEC §3), written by script: it holds nothing secret.
 * The session token does not: the server sets it as an HttpOnly cookie on login and removes
 * it on logout (issue 11 A4), and no script here reads or writes it.
 */
const USER_COOKIE = "activeUser";
const MAX_AGE_SECONDS = 12 * 60 * 60;

export function writeActiveUser(user: ActiveUser): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${USER_COOKIE}=${encodeURIComponent(JSON.stringify(user))}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Strict${secure}`;
}

/** Destroys the stored Active user. */
export function destroyActiveUser(): void {
  document.cookie = `${USER_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
}
