/**
 * Map tiles (issue 13's working-location maps). The template is Leaflet's
 * (`{z}/{x}/{y}`, `{s}` for a subdomain); MAP_TILE_URL replaces the OpenStreetMap default.
 */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_ATTRIBUTION = "© OpenStreetMap contributors";

/** The tile template configured by `MAP_TILE_URL`, else the default. */
export const mapTileUrl = (env: Record<string, string | undefined>) =>
  env["MAP_TILE_URL"]?.trim() || DEFAULT_MAP_TILE_URL;

/**
 * The origin a Content-Security-Policy must allow for a tile template: `{s}` in the host
 * becomes a wildcard subdomain. Null for a template that is no absolute http(s) URL.
 */
export function tileOrigin(template: string): string | null {
  const wildcard = /^(https?:\/\/)\{s\}\./.exec(template);
  const probe = template.replace(/\{[a-z]+\}/g, "0");
  try {
    const url = new URL(probe);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (wildcard) return `${wildcard[1]}*.${url.host.split(".").slice(1).join(".")}`;
    return url.origin;
  } catch {
    return null;
  }
}
