import { describe, expect, it } from "vitest";
import { DEFAULT_FINAL_BANDS } from "../../../../domain/payroll/constants.ts";
import {
  bandDraftsOf,
  configurationDraftOf,
  validateBands,
  validateConfiguration,
} from "../model/configurationForm.ts";

describe("tax configuration form rules", () => {
  it("starts a non-final configuration with the REFERENCE.md §6 defaults", () => {
    const draft = configurationDraftOf(null, "pph21_non_final");
    expect(draft).toMatchObject({
      terRounding: "floor",
      noNpwpSurcharge: false,
      biayaJabatanMode: "aggregate",
      status: "active",
    });
    const { input, problems } = validateConfiguration({ ...draft, name: "  Tetap  " }, "en");
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

  it("starts a final configuration with the PP 68/2009 severance bands and sends them back as numbers", () => {
    const draft = configurationDraftOf(null, "pph21_final");
    expect(draft.bands).toEqual([
      { upTo: "50000000", ratePercent: "0" },
      { upTo: "100000000", ratePercent: "5" },
      { upTo: "500000000", ratePercent: "15" },
      { upTo: "", ratePercent: "25" },
    ]);
    const { input, problems } = validateConfiguration({ ...draft, name: "Pesangon" }, "en");
    expect(problems).toEqual([]);
    expect(input.finalKind).toBe("severance");
    expect(input.finalBands).toEqual(DEFAULT_FINAL_BANDS.severance);
    expect(input).not.toHaveProperty("terRounding");
  });

  it("refuses a blank or too long name, and a too long description", () => {
    const draft = configurationDraftOf(null, "pph21_non_final");
    expect(validateConfiguration({ ...draft, name: "   " }, "en").problems).toEqual([
      { field: "name", message: "is required" },
    ]);
    expect(
      validateConfiguration({ ...draft, name: "x".repeat(101), description: "d".repeat(501) }, "en")
        .problems,
    ).toEqual([
      { field: "name", message: "must be at most 100 characters" },
      { field: "description", message: "must be at most 500 characters" },
    ]);
  });

  it("wants upper limits ascending, the last band open-ended and rates from 0 to 100", () => {
    const bands = [
      { upTo: "100000000", ratePercent: "0" },
      { upTo: "50000000", ratePercent: "5" },
      { upTo: "", ratePercent: "101" },
      { upTo: "", ratePercent: "15" },
      { upTo: "900000000", ratePercent: "-1" },
    ];
    expect(validateBands(bands, "en").problems).toEqual([
      { field: "finalBands.1.upTo", message: "The upper limit must be above the band before it" },
      { field: "finalBands.2.upTo", message: "Every band but the last needs an upper limit" },
      { field: "finalBands.2.ratePercent", message: "The rate must be a number from 0 to 100" },
      { field: "finalBands.3.upTo", message: "Every band but the last needs an upper limit" },
      { field: "finalBands.4.upTo", message: "The last band has no upper limit: leave it empty" },
      { field: "finalBands.4.ratePercent", message: "The rate must be a number from 0 to 100" },
    ]);
    expect(validateBands([], "id").problems).toEqual([
      { field: "finalBands", message: "Tambahkan sedikitnya satu lapisan" },
    ]);
  });

  it("takes decimal rates with a comma and keeps the lump-sum pension defaults", () => {
    const { bands, problems } = validateBands(
      [...bandDraftsOf(DEFAULT_FINAL_BANDS.lump_sum_pension)].map((band, index) =>
        index === 1 ? { ...band, ratePercent: "5,5" } : band,
      ),
      "en",
    );
    expect(problems).toEqual([]);
    expect(bands).toEqual([
      { upTo: 50_000_000, ratePercent: 0 },
      { upTo: null, ratePercent: 5.5 },
    ]);
  });
});
