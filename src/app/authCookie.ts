/** The auth token lives in a cookie (SPEC §3 Session.authToken). */
const TOKEN_COOKIE = "authToken";
const MAX_AGE_SECONDS = 12 * 60 * 60;

export function readToken(): string | null {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(TOKEN_COOKIE.length + 1)) : null;
}

export function writeToken(token: string): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Strict${secure}`;
}

export function destroyToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
}
