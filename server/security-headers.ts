import type { FastifyInstance } from "fastify";
import { mapTileUrl, tileOrigin } from "../domain/mapTiles.ts";

/**
 * The console's browser hardening (issue 11 A4). The built console has no inline script or
 * style (index.html loads /assets/*.js and *.css; React and Ark UI set styles through the
 * CSSOM, which style-src does not govern), so the policy allows this origin only:
 * - img-src adds data: and blob: (the avatar cropper's canvas and previews) and the file
 *   service's public origin (FILE_PUBLIC_URL), whose URLs are put in <img src>;
 * - connect-src 'self' covers /graphql, /api and the event stream;
 * - frame-ancestors 'none' and X-Frame-Options DENY: no page may frame the console
 *   (clickjacking); nosniff and Referrer-Policy come with every answer (services/shared/server.ts).
 * - img-src also allows the map tiles' origin (MAP_TILE_URL, OpenStreetMap by default), which
 *   the working-location maps load as <img> (issue 13).
 */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  const fileOrigin = publicOrigin(env["FILE_PUBLIC_URL"]);
  const tiles = tileOrigin(mapTileUrl(env));
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob:${fileOrigin ? ` ${fileOrigin}` : ""}${tiles ? ` ${tiles}` : ""}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function publicOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** True for the paths the console answers (everything but the APIs and GraphiQL). */
const isConsolePath = (url: string) =>
  !url.startsWith("/api/") && !url.startsWith("/graphql") && !/^\/(healthz|readyz)\b/.test(url);

/** Adds the console's security headers to every answer of the console's paths. */
export function consoleSecurityHeaders(
  app: FastifyInstance,
  env: Record<string, string | undefined> = process.env,
): void {
  const policy = contentSecurityPolicy(env);
  app.addHook("onSend", async (request, reply) => {
    if (!isConsolePath(request.url)) return;
    reply.header("content-security-policy", policy);
    reply.header("x-frame-options", "DENY");
  });
}
