import { describe, expect, it } from "vitest";
import { flattenSidebar } from "../../../domain/navigation.ts";
import { hasIcon } from "../icons.ts";

describe("sidebar icons", () => {
  it("gives every sidebar item its own icon, not the fallback circle", () => {
    const missing = flattenSidebar()
      .filter((item) => !hasIcon(item.icon))
      .map((item) => `${item.id}: ${item.icon}`);
    expect(missing).toEqual([]);
  });
});
