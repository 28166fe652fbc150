/** Where the console logs in; it carries the page asked for as `?next=` (issue 11 B3). */
export const LOGIN_PATH = "/login";
export const MAINTENANCE_PATH = "/maintenance";
const RETURN_PARAM = "next";

/** Paths a return to makes no sense for: home is the default, the others are not pages to reach. */
const NOT_REMEMBERED = new Set(["/", LOGIN_PATH, MAINTENANCE_PATH]);

// A made-up origin to resolve against: whatever resolves elsewhere is another site.
const BASE = "https://console.tenaga.invalid";
const MAX_LENGTH = 2000;

/**
 * The page to return to after login, as path + query + hash of this origin, or null when
 * `raw` is anything else. Refused: other origins (`https://…`, `//evil.com`), `/\evil.com`
 * (browsers read a backslash as a slash), schemes (`javascript:`), control characters and
 * whitespace (browsers drop tabs and newlines, so `/\t/evil.com` would become `//evil.com`),
 * and the login and maintenance routes themselves.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== "string" || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  if (/[\\\s\p{Cc}]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || NOT_REMEMBERED.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login route, remembering `from` (path + query + hash) when it is worth coming back to. */
export function loginPathFor(from: string | null): string {
  const back = safeReturnPath(from);
  return back === null
    ? LOGIN_PATH
    : `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: back })}`;
}

/** Where a successful login goes: the remembered page from the login URL's query, else home. */
export function afterLoginPath(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? "/";
}
