import { describe, expect, it } from "vitest";
import { DEFAULT_VIRTUALIZE_ABOVE, shouldVirtualize, virtualPadding } from "../virtualRows.ts";

describe("virtual rows", () => {
  it("virtualises pages longer than the threshold (50 by default)", () => {
    expect(DEFAULT_VIRTUALIZE_ABOVE).toBe(50);
    expect(shouldVirtualize(50, 50)).toBe(false);
    expect(shouldVirtualize(51, 50)).toBe(true);
  });

  it("pads above the first rendered row and below the last", () => {
    const items = [
      { start: 480, end: 528 },
      { start: 528, end: 576 },
    ];
    expect(virtualPadding(items, 2400)).toEqual({ top: 480, bottom: 1824 });
  });

  it("pads nothing at the ends of the list, and everything when no row is in view", () => {
    expect(virtualPadding([{ start: 0, end: 48 }], 48)).toEqual({ top: 0, bottom: 0 });
    expect(virtualPadding([], 960)).toEqual({ top: 0, bottom: 960 });
  });
});
