import type { ActiveUser } from "../machines/sessionMachine.ts";

/** The auth token and the Active user live in cookies (SPEC §3). */
const TOKEN_COOKIE = "authToken";
const USER_COOKIE = "activeUser";
const MAX_AGE_SECONDS = 12 * 60 * 60;

function read(name: string): string | null {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function write(name: string, value: string): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Strict${secure}`;
}

function destroy(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict`;
}

export function readToken(): string | null {
  return read(TOKEN_COOKIE);
}

export function writeToken(token: string): void {
  write(TOKEN_COOKIE, token);
}

export function writeActiveUser(user: ActiveUser): void {
  write(USER_COOKIE, JSON.stringify(user));
}

/** Destroys the auth cookie and the stored Active user. */
export function destroySessionCookies(): void {
  destroy(TOKEN_COOKIE);
  destroy(USER_COOKIE);
}
