import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeProblem } from "../problems.ts";
import { MAX_INPUT_RUPIAH } from "../tax/money.ts";
import { paymentPph21 } from "../tax/pph21.ts";
import { DEFAULT_FINAL_BANDS, FINAL_TAX_KINDS, type FinalTaxBand } from "./constants.ts";
import {
  finalBandProblems,
  finalTax,
  MAX_FINAL_BANDS,
  type TaxConfigurationInput,
  validateTaxConfiguration,
} from "./taxConfig.ts";

const nonFinal = (overrides: Partial<TaxConfigurationInput> = {}): TaxConfigurationInput => ({
  kind: "pph21_non_final",
  name: "PPh 21 Karyawan Tetap",
  ...overrides,
});
const severance = (overrides: Partial<TaxConfigurationInput> = {}): TaxConfigurationInput => ({
  kind: "pph21_final",
  name: "Pesangon",
  finalKind: "severance",
  ...overrides,
});
const fieldsOf = (input: TaxConfigurationInput) =>
  validateTaxConfiguration(input)
    .problems.map((p) => p.field)
    .sort();

describe("validateTaxConfiguration", () => {
  it("fills a non-final configuration with the table's defaults (REFERENCE.md §6)", () => {
    expect(validateTaxConfiguration(nonFinal({ name: "  PPh 21  " }))).toEqual({
      values: {
        kind: "pph21_non_final",
        name: "PPh 21",
        terRounding: "floor",
        noNpwpSurcharge: false,
        biayaJabatanMode: "aggregate",
        finalKind: null,
        finalBands: null,
        description: null,
        status: "active",
      },
      problems: [],
    });
  });

  it("keeps the settings it is given", () => {
    const { values, problems } = validateTaxConfiguration(
      nonFinal({
        terRounding: "half_up",
        noNpwpSurcharge: true,
        biayaJabatanMode: "monthly",
        description: " Karyawan tetap ",
        status: "inactive",
      }),
    );
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      terRounding: "half_up",
      noNpwpSurcharge: true,
      biayaJabatanMode: "monthly",
      description: "Karyawan tetap",
      status: "inactive",
    });
  });

  it("gives a final configuration without bands the PP 68/2009 bands of its kind", () => {
    for (const finalKind of FINAL_TAX_KINDS) {
      const { values, problems } = validateTaxConfiguration(severance({ finalKind }));
      expect(problems).toEqual([]);
      expect(values.finalKind).toBe(finalKind);
      expect(values.finalBands).toEqual(DEFAULT_FINAL_BANDS[finalKind]);
      // A copy: changing the answer never changes the defaults.
      expect(values.finalBands).not.toBe(DEFAULT_FINAL_BANDS[finalKind]);
    }
  });

  it("accepts the client's own bands", () => {
    const bands = [
      { upTo: 60_000_000, ratePercent: 0 },
      { upTo: 120_000_000, ratePercent: 2.5 },
      { upTo: null, ratePercent: 12.75 },
    ];
    const { values, problems } = validateTaxConfiguration(severance({ finalBands: bands }));
    expect(problems).toEqual([]);
    expect(values.finalBands).toEqual(bands);
  });

  it("names every bad field", () => {
    expect(
      fieldsOf({
        kind: "pph23",
        name: " ",
        terRounding: "ceil",
        biayaJabatanMode: "yearly",
        noNpwpSurcharge: "yes" as unknown as boolean,
        description: "x".repeat(501),
        status: "archived",
      }),
    ).toEqual([
      "biayaJabatanMode",
      "description",
      "kind",
      "name",
      "noNpwpSurcharge",
      "status",
      "terRounding",
    ]);
    expect(fieldsOf(nonFinal({ name: "n".repeat(101) }))).toEqual(["name"]);
    expect(fieldsOf(severance({ finalKind: undefined }))).toEqual(["finalKind"]);
    expect(fieldsOf(severance({ finalKind: "bonus" }))).toEqual(["finalKind"]);
  });

  it("refuses final settings on a non-final configuration instead of dropping them", () => {
    expect(
      fieldsOf(nonFinal({ finalKind: "severance", finalBands: DEFAULT_FINAL_BANDS.severance })),
    ).toEqual(["finalBands", "finalKind"]);
    expect(fieldsOf(nonFinal({ finalKind: null, finalBands: null }))).toEqual([]);
  });

  it("words every problem so the catalogue can translate it", () => {
    const inputs: TaxConfigurationInput[] = [
      {
        kind: "x",
        name: "",
        terRounding: "x",
        biayaJabatanMode: "x",
        noNpwpSurcharge: 1 as unknown as boolean,
        description: 5 as unknown as string,
        status: "x",
      },
      nonFinal({ name: "n".repeat(101), description: "d".repeat(501), finalKind: "severance" }),
      severance({ finalKind: null }),
      severance({ finalKind: "x", finalBands: [] }),
      severance({
        finalBands: [
          { upTo: null, ratePercent: -1 },
          { upTo: 5, ratePercent: 0.001 },
          { upTo: 4, ratePercent: 101 },
        ],
      }),
    ];
    for (const input of inputs) {
      const { problems } = validateTaxConfiguration(input);
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems)
        expect(describeProblem(problem.message), problem.message).not.toBeNull();
    }
  });
});

describe("finalBandProblems", () => {
  it("accepts the defaults", () => {
    for (const kind of FINAL_TAX_KINDS)
      expect(finalBandProblems(DEFAULT_FINAL_BANDS[kind])).toEqual([]);
  });

  it("wants 1 to 10 bands", () => {
    expect(finalBandProblems([])).toEqual([
      { field: "finalBands", message: `must have 1 to ${MAX_FINAL_BANDS} bands` },
    ]);
    expect(finalBandProblems("0-50M 0%")[0]?.field).toBe("finalBands");
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      upTo: i === 10 ? null : (i + 1) * 1_000_000,
      ratePercent: i,
    }));
    expect(finalBandProblems(eleven)[0]?.field).toBe("finalBands");
    expect(finalBandProblems(eleven.slice(1))).toEqual([]);
  });

  it("wants ceilings ascending in whole rupiah and the last one open", () => {
    const fields = (bands: unknown[]) => finalBandProblems(bands).map((p) => p.field);
    expect(fields([{ upTo: 50_000_000, ratePercent: 0 }])).toEqual(["finalBands.0.upTo"]);
    expect(
      fields([
        { upTo: 50_000_000, ratePercent: 0 },
        { upTo: 50_000_000, ratePercent: 5 },
        { upTo: null, ratePercent: 15 },
      ]),
    ).toEqual(["finalBands.1.upTo"]);
    expect(
      fields([
        { upTo: 50_000_000.5, ratePercent: 0 },
        { upTo: null, ratePercent: 5 },
        { upTo: null, ratePercent: 15 },
      ]),
    ).toEqual(["finalBands.0.upTo", "finalBands.1.upTo"]);
    expect(
      fields([
        { upTo: 0, ratePercent: 0 },
        { upTo: MAX_INPUT_RUPIAH + 1, ratePercent: 5 },
        { ratePercent: 15 },
      ]),
    ).toEqual(["finalBands.0.upTo", "finalBands.1.upTo"]);
  });

  it("wants rates from 0 to 100 % with at most two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        expect(finalBandProblems([{ upTo: null, ratePercent: hundredths / 100 }])).toEqual([]);
      }),
    );
    for (const ratePercent of [-0.01, 100.01, 0.005, Number.NaN, "5", null])
      expect(finalBandProblems([{ upTo: null, ratePercent }]).map((p) => p.field)).toEqual([
        "finalBands.0.ratePercent",
      ]);
  });
});

describe("finalTax (PP 68/2009; REFERENCE.md §3.1)", () => {
  it("answers the reference's checks", () => {
    expect(finalTax(50_000_000, DEFAULT_FINAL_BANDS.severance)).toBe(0);
    expect(finalTax(100_000_000, DEFAULT_FINAL_BANDS.severance)).toBe(2_500_000);
    expect(finalTax(70_000_000, DEFAULT_FINAL_BANDS.lump_sum_pension)).toBe(1_000_000);
    expect(finalTax(50_000_000, DEFAULT_FINAL_BANDS.lump_sum_pension)).toBe(0);
  });

  it("adds the layers: 600,000,000 of severance is 2.5 M + 60 M + 25 M", () => {
    expect(finalTax(600_000_000, DEFAULT_FINAL_BANDS.severance)).toBe(87_500_000);
    expect(finalTax(0, DEFAULT_FINAL_BANDS.severance)).toBe(0);
  });

  it("rounds once, half up, to the rupiah", () => {
    // 5 % of 10 rupiah above the first band: 0.5 → 1; of 9: 0.45 → 0.
    expect(finalTax(50_000_010, DEFAULT_FINAL_BANDS.severance)).toBe(1);
    expect(finalTax(50_000_009, DEFAULT_FINAL_BANDS.severance)).toBe(0);
    // 12.75 % of 3 rupiah = 0.3825 → 0; of 4 = 0.51 → 1.
    const bands: FinalTaxBand[] = [{ upTo: null, ratePercent: 12.75 }];
    expect(finalTax(3, bands)).toBe(0);
    expect(finalTax(4, bands)).toBe(1);
  });

  it("stays exact at the largest amount", () => {
    // 10 T: 2.5 M + 60 M + 25 % × (10 T − 500 M).
    expect(finalTax(MAX_INPUT_RUPIAH, DEFAULT_FINAL_BANDS.severance)).toBe(
      2_500_000 + 60_000_000 + (MAX_INPUT_RUPIAH - 500_000_000) / 4,
    );
  });

  it("refuses an amount that is not whole rupiah in range", () => {
    for (const amount of [-1, 1.5, MAX_INPUT_RUPIAH + 1, Number.NaN])
      expect(() => finalTax(amount, DEFAULT_FINAL_BANDS.severance)).toThrow(/whole number/);
  });

  it("answers what domain/tax's own final computation answers for the default bands", () => {
    const amount = fc.oneof(
      fc.integer({ min: 0, max: 1_000_000_000 }),
      fc.integer({ min: 0, max: MAX_INPUT_RUPIAH }),
      fc
        .tuple(
          fc.constantFrom(50_000_000, 100_000_000, 500_000_000),
          fc.integer({ min: -20, max: 20 }),
        )
        .map(([bound, delta]) => bound + delta),
    );
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(...FINAL_TAX_KINDS),
        fc.integer({ min: 2024, max: 2030 }),
        (gross, kind, year) => {
          const engine = paymentPph21({ recipient: kind, year, payments: [{ gross }] });
          expect(finalTax(gross, DEFAULT_FINAL_BANDS[kind])).toBe(engine.total);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("never decreases as the amount grows, and never exceeds the top rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, more) => {
          const bands = DEFAULT_FINAL_BANDS.severance;
          expect(finalTax(amount + more, bands)).toBeGreaterThanOrEqual(finalTax(amount, bands));
          expect(finalTax(amount, bands)).toBeLessThanOrEqual(Math.ceil(amount / 4));
        },
      ),
    );
  });
});
