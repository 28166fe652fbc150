import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_TILE_URL, mapTileUrl, tileOrigin } from "./mapTiles.ts";

describe("map tiles", () => {
  it("defaults to OpenStreetMap and takes MAP_TILE_URL", () => {
    expect(mapTileUrl({})).toBe(DEFAULT_MAP_TILE_URL);
    expect(mapTileUrl({ MAP_TILE_URL: " http://tiles.local:8080/{z}/{x}/{y}.png " })).toBe(
      "http://tiles.local:8080/{z}/{x}/{y}.png",
    );
  });
  it("names the origin a CSP must allow", () => {
    expect(tileOrigin(DEFAULT_MAP_TILE_URL)).toBe("https://tile.openstreetmap.org");
    expect(tileOrigin("https://{s}.tile.example.com/{z}/{x}/{y}.png")).toBe(
      "https://*.tile.example.com",
    );
    expect(tileOrigin("http://tiles.local:8080/{z}/{x}/{y}.png")).toBe("http://tiles.local:8080");
    expect(tileOrigin("/tiles/{z}/{x}/{y}.png")).toBeNull();
    expect(tileOrigin("javascript:alert(1)")).toBeNull();
  });
});
