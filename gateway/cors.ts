import type { Plugin } from "graphql-yoga";

/**
 * Which web pages may call /graphql from another origin with the browser's credentials
 * (issue 11 A4): the console's own origin — the Origin whose host is the host the request was
 * sent to — and the origins listed in CORS_ORIGINS (comma-separated, e.g.
 * `https://console.example.co.id`). Never `null` (sandboxed frames, file: pages, redirects):
 * any page can send it. Anything else gets no CORS headers, so its preflight fails and the
 * browser does not send the request.
 */
export function corsOriginsFrom(env: Record<string, string | undefined>): string[] {
  return (env["CORS_ORIGINS"] ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "" && item !== "null")
    .map((item) => new URL(item).origin);
}

/** True when `origin` may read /graphql's answers for a request sent to `host`. */
export function isAllowedOrigin(
  origin: string,
  host: string | null,
  extra: readonly string[],
): boolean {
  if (origin === "null") return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin !== origin) return false; // a path, credentials or a trailing slash
  return (host !== null && parsed.host === host.toLowerCase()) || extra.includes(origin);
}

/** The CORS headers of the gateway's answers (yoga's own reflects every Origin). */
export function corsPlugin(extra: readonly string[]): Plugin {
  return {
    // A preflight is answered here, 204, with yoga's own CORS off it would be a 405 that no
    // browser accepts; onResponse adds the headers only for an allowed origin.
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method === "OPTIONS") endResponse(new fetchAPI.Response(null, { status: 204 }));
    },
    onResponse({ request, response }) {
      response.headers.append("vary", "Origin");
      const origin = request.headers.get("origin");
      if (origin === null || !isAllowedOrigin(origin, request.headers.get("host"), extra)) return;
      response.headers.set("access-control-allow-origin", origin);
      response.headers.set("access-control-allow-credentials", "true");
      response.headers.set("access-control-allow-methods", "GET, POST, OPTIONS");
      response.headers.set(
        "access-control-allow-headers",
        "content-type, authorization, accept, traceparent, x-client-timezone, x-tenaga-session",
      );
      response.headers.set("access-control-max-age", "600");
    },
  };
}
