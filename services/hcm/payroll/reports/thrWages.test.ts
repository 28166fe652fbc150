import { describe, expect, it } from "vitest";
import { thrMonthlyWages } from "./inputs.ts";

describe("thrMonthlyWages (Permenaker 6/2016 Art 3(3)–(4))", () => {
  it("one wage per month of service up to 12, the months Tenaga never paid at the known average", () => {
    // Joined 2025-06-01: 9 completed months on 2026-03-20; two months known.
    const wages = thrMonthlyWages([3_000_000, 3_100_000], "2025-06-01", "2026-03-20");
    expect(wages).toHaveLength(9);
    expect(wages.slice(-2)).toEqual([3_000_000, 3_100_000]);
    expect(wages.reduce((a, b) => a + b, 0)).toBe(9 * 3_050_000);
  });
  it("keeps only the last 12 when more are known, and nothing when none is", () => {
    const known = Array.from({ length: 14 }, (_, i) => 1_000_000 + i);
    expect(thrMonthlyWages(known, "2020-01-01", "2026-03-20")).toEqual(known.slice(-12));
    expect(thrMonthlyWages([], "2020-01-01", "2026-03-20")).toEqual([]);
  });
});
