import { describe, expect, it } from "vitest";
import {
  applyRate,
  assertRupiah,
  divide,
  MAX_INPUT_RUPIAH,
  mulDiv,
  percentToUnits,
} from "./money.ts";
import { inForce, JP_WAGE_CAP, PASAL_17, timeline } from "./rates.ts";
import {
  fixedPoint,
  pasal17,
  progressiveTax,
  ptkpAmount,
  taxableIncome,
  terCategory,
  terTable,
  terTax,
} from "./rules.ts";

describe("integer money", () => {
  it("parses percentages without floats", () => {
    expect(percentToUnits("0.25")).toBe(250);
    expect(percentToUnits("0.445")).toBe(445);
    expect(percentToUnits("34")).toBe(34_000);
    expect(() => percentToUnits("0.1234")).toThrow(/at most 3 decimals/);
    expect(() => percentToUnits("-1")).toThrow();
  });

  it("rounds half up, or floors", () => {
    expect(divide(5, 2, "half_up")).toBe(3);
    expect(divide(7, 2, "floor")).toBe(3);
    expect(divide(149, 100, "half_up")).toBe(1);
    expect(divide(150, 100, "half_up")).toBe(2);
    // 5,400,200 × 0.25 % = 13,500.5
    expect(applyRate(5_400_200, 250)).toBe(13_501);
    expect(applyRate(5_400_200, 250, "floor")).toBe(13_500);
  });

  it("stays exact beyond the safe-integer range (bigint path)", () => {
    // 10 trillion × 34 % × 1.2: the product exceeds 2^53.
    expect(mulDiv(MAX_INPUT_RUPIAH, 34_000 * 120, 100_000 * 100)).toBe(4_080_000_000_000);
    // (2^53 − 1) × 2 / 4 = 4,503,599,627,370,495.5
    expect(mulDiv(9_007_199_254_740_991, 2, 4)).toBe(4_503_599_627_370_496);
    expect(mulDiv(9_007_199_254_740_991, 2, 4, "floor")).toBe(4_503_599_627_370_495);
  });

  it("rejects fractions, negatives and amounts beyond the maximum", () => {
    expect(() => assertRupiah(1.5, "gross")).toThrow("gross must be a whole number of rupiah");
    expect(() => assertRupiah(-1, "gross")).toThrow(/between 0/);
    expect(() => assertRupiah(MAX_INPUT_RUPIAH + 1, "gross")).toThrow(/between/);
    expect(() => assertRupiah(Number.NaN, "gross")).toThrow(/whole number/);
    expect(() => assertRupiah("1", "gross")).toThrow(/whole number/);
  });
});

describe("dated records", () => {
  it("takes the record in force for the month", () => {
    expect(inForce(JP_WAGE_CAP, 2024, 2).value).toBe(9_559_600);
    expect(inForce(JP_WAGE_CAP, 2024, 3).value).toBe(10_042_300);
    expect(inForce(JP_WAGE_CAP, 2030, 1).value).toBe(11_086_300);
  });

  it("refuses months before the first record and records out of order", () => {
    expect(() => inForce(JP_WAGE_CAP, 2021, 2)).toThrow(
      "No JP wage cap on record for 2021-02 (first: 2021-03)",
    );
    expect(() =>
      timeline("x", [
        { from: "2024-03", value: 1, basis: "a" },
        { from: "2024-01", value: 2, basis: "b" },
      ]),
    ).toThrow(/out of order/);
  });
});

describe("PTKP and TER category", () => {
  it("PTKP amounts (PMK 101/2016)", () => {
    const expected = {
      "TK/0": 54_000_000,
      "TK/1": 58_500_000,
      "TK/2": 63_000_000,
      "TK/3": 67_500_000,
      "K/0": 58_500_000,
      "K/1": 63_000_000,
      "K/2": 67_500_000,
      "K/3": 72_000_000,
    } as const;
    for (const [status, amount] of Object.entries(expected)) {
      expect(ptkpAmount(status as keyof typeof expected, 2025)).toBe(amount);
    }
  });

  it("categories (PP 58/2023 Ps. 2(4))", () => {
    expect(["TK/0", "TK/1", "K/0"].map((s) => terCategory(s as "TK/0", 2024))).toEqual([
      "A",
      "A",
      "A",
    ]);
    expect(["TK/2", "TK/3", "K/1", "K/2"].map((s) => terCategory(s as "TK/0", 2024))).toEqual([
      "B",
      "B",
      "B",
      "B",
    ]);
    expect(terCategory("K/3", 2024)).toBe("C");
  });

  it("TER is not on record before 2024", () => {
    expect(() => terTable("A", 2023)).toThrow(/monthly TER/);
  });

  it("no-NPWP factor is applied before the single rounding", () => {
    // 10,000,000 × 2 % × 120 % = 240,000 (PP 58 Tuan R with the surcharge).
    expect(terTax(terTable("A", 2024), 10_000_000, { numerator: 120, denominator: 100 })).toBe(
      240_000,
    );
  });
});

describe("Pasal 17(1)a (UU HPP)", () => {
  it.each([
    [0, 0],
    [60_000_000, 3_000_000],
    [60_001_000, 3_000_150],
    [250_000_000, 31_500_000],
    [300_000_000, 44_000_000],
    [382_860_000, 64_715_000], // PMK 168 B-I.1
    [500_000_000, 94_000_000],
    [5_000_000_000, 1_444_000_000],
    [6_000_000_000, 1_794_000_000],
  ])("PKP %i → %i", (pkp, tax) => {
    expect(pasal17(pkp, 2024)).toBe(tax);
  });

  it("pre-HPP layers before 2022 (UU 36/2008)", () => {
    expect(pasal17(60_000_000, 2021)).toBe(2_500_000 + 1_500_000);
    expect(inForce(PASAL_17, 2021).value).toHaveLength(4);
  });

  it("half bases are exact (scale 2)", () => {
    // 50 % × 7,000,001 = 3,500,000.5 × 5 % = 175,000.025 → 175,000
    expect(progressiveTax(7_000_001, 2, inForce(PASAL_17, 2024).value)).toBe(175_000);
    // 50 % × 21 = 10.5 × 5 % = 0.525 → 1
    expect(progressiveTax(21, 2, inForce(PASAL_17, 2024).value)).toBe(1);
  });

  it("the bigint path agrees with the number path", () => {
    const layers = inForce(PASAL_17, 2024).value;
    const big = 9_000_000_000_000;
    expect(progressiveTax(big, 1, layers)).toBe(
      3_000_000 + 28_500_000 + 62_500_000 + 1_350_000_000 + ((big - 5_000_000_000) / 100) * 35,
    );
  });

  it("PKP is floored to the thousand and never negative (PMK 168 Ps. 8(4))", () => {
    expect(taxableIncome(112_800_999, 58_500_000)).toBe(54_300_000);
    expect(taxableIncome(50_000_000, 58_500_000)).toBe(0);
  });
});

describe("fixedPoint", () => {
  it("finds the least fixed point of a monotone function", () => {
    // 0, 50, 75, 87, 93, 96, 98, 99, 99 — 99 and 100 are both fixed; the least is found.
    expect(fixedPoint((a) => Math.floor((a + 100) / 2), "x")).toBe(99);
    expect(fixedPoint((a) => Math.floor((a - 100) / 2), "x")).toBe(-100);
  });

  it("throws when it cannot converge", () => {
    expect(() => fixedPoint((a) => a + 1, "runaway")).toThrow(
      "runaway: the gross-up did not converge",
    );
  });
});
