import { describe, expect, it } from "vitest";
import { DEFAULT_FINAL_BANDS } from "../../../../domain/payroll/constants.ts";
import {
  bandDraftsOf,
  configurationDraftOf,
  validateConfiguration,
} from "../model/configurationForm.ts";

describe("tax configuration form", () => {
  it("starts a non-final configuration with the REFERENCE.md §6 defaults and sends only its settings", () => {
    const draft = configurationDraftOf(null, "pph21_non_final");
    expect(draft).toMatchObject({
      terRounding: "floor",
      noNpwpSurcharge: false,
      biayaJabatanMode: "aggregate",
      status: "active",
    });
    const { input, problems } = validateConfiguration({ ...draft, name: "  Tetap  " });
    expect(problems).toEqual([]);
    expect(input).toEqual({
      kind: "pph21_non_final",
      name: "Tetap",
      terRounding: "floor",
      noNpwpSurcharge: false,
      biayaJabatanMode: "aggregate",
      description: null,
      status: "active",
    });
  });

  it("starts a final configuration with the PP 68/2009 severance bands and sends them as numbers", () => {
    const draft = configurationDraftOf(null, "pph21_final");
    expect(draft.bands).toEqual([
      { upTo: "50000000", ratePercent: "0" },
      { upTo: "100000000", ratePercent: "5" },
      { upTo: "500000000", ratePercent: "15" },
      { upTo: "", ratePercent: "25" },
    ]);
    const { input, problems } = validateConfiguration({ ...draft, name: "Pesangon" });
    expect(problems).toEqual([]);
    expect(input.finalKind).toBe("severance");
    expect(input.finalBands).toEqual(DEFAULT_FINAL_BANDS.severance);
    expect(input).not.toHaveProperty("terRounding");
  });

  it("checks the name like the server (blank, too long)", () => {
    const draft = configurationDraftOf(null, "pph21_non_final");
    expect(validateConfiguration({ ...draft, name: "   " }).problems).toEqual([
      { field: "name", message: "is required" },
    ]);
    expect(
      validateConfiguration({ ...draft, name: "x".repeat(101), description: "d".repeat(501) })
        .problems,
    ).toEqual([
      { field: "name", message: "must be at most 100 characters" },
      { field: "description", message: "must be at most 500 characters" },
    ]);
  });

  it("names the band and column of typed bands that are not ascending, not open-ended or out of 0–100", () => {
    const draft = {
      ...configurationDraftOf(null, "pph21_final"),
      name: "Pesangon",
      bands: [
        { upTo: "100000000", ratePercent: "0" },
        { upTo: "50000000", ratePercent: "5" },
        { upTo: "", ratePercent: "101" },
        { upTo: "900000000", ratePercent: "" },
      ],
    };
    expect(validateConfiguration(draft).problems.map((problem) => problem.field)).toEqual([
      "finalBands.1.upTo",
      "finalBands.2.upTo",
      "finalBands.2.ratePercent",
      "finalBands.3.upTo",
      "finalBands.3.ratePercent",
    ]);
    expect(validateConfiguration({ ...draft, bands: [] }).problems).toEqual([
      { field: "finalBands", message: "must have 1 to 10 bands" },
    ]);
  });

  it("reads a comma as the decimal point of a rate and keeps the lump-sum pension defaults", () => {
    const draft = {
      ...configurationDraftOf(null, "pph21_final"),
      name: "JHT sekaligus",
      finalKind: "lump_sum_pension" as const,
      bands: bandDraftsOf(DEFAULT_FINAL_BANDS.lump_sum_pension).map((band, index) =>
        index === 1 ? { ...band, ratePercent: "5,5" } : band,
      ),
    };
    const { input, problems } = validateConfiguration(draft);
    expect(problems).toEqual([]);
    expect(input.finalBands).toEqual([
      { upTo: 50_000_000, ratePercent: 0 },
      { upTo: null, ratePercent: 5.5 },
    ]);
  });
});
