import { describe, expect, it } from "vitest";
import { holderNameWords, sameHolderName } from "./names.ts";

describe("sameHolderName", () => {
  it("ignores case, spacing, punctuation and forms of address", () => {
    expect(sameHolderName("Bpk. BUDI  santoso", "budi santoso")).toBe(true);
    expect(sameHolderName("Ibu Siti Rahma, S.", "SITI RAHMA S")).toBe(true);
    expect(sameHolderName("Hj. Dewi Lestari", "dewi-lestari")).toBe(true);
  });

  it("flags another name, a misspelling and an empty one", () => {
    expect(sameHolderName("Budi Santoso", "Budi Susanto")).toBe(false);
    expect(sameHolderName("Agus", "Agus Salim")).toBe(false);
    expect(sameHolderName("Bpk.", "Ibu")).toBe(false);
  });

  it("keeps the words of a name in order", () => {
    expect(holderNameWords("  Sdr. Rudi   HARTONO ")).toEqual(["rudi", "hartono"]);
  });
});
