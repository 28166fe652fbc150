import {
  BIAYA_JABATAN_MODES,
  DEFAULT_FINAL_BANDS,
  FINAL_TAX_KINDS,
  type FinalTaxBand,
  type FinalTaxKind,
  type TaxConfigurationKind,
  TER_ROUNDINGS,
} from "../../../../domain/payroll/constants.ts";
import type { Language } from "../../../i18n/index.ts";

export type TerRounding = (typeof TER_ROUNDINGS)[number];
export type BiayaJabatanMode = (typeof BIAYA_JABATAN_MODES)[number];
export type ConfigurationStatus = "active" | "inactive";

/** A band row as typed: rupiah as exact digits ("" = no upper limit), the rate as typed. */
export type BandDraft = { upTo: string; ratePercent: string };

export type ConfigurationDraft = {
  kind: TaxConfigurationKind;
  name: string;
  terRounding: TerRounding;
  noNpwpSurcharge: boolean;
  biayaJabatanMode: BiayaJabatanMode;
  finalKind: FinalTaxKind;
  bands: BandDraft[];
  description: string;
  status: ConfigurationStatus;
};

/** A saved configuration as the detail query answers it. */
export type SavedConfiguration = {
  kind: string;
  name: string;
  terRounding: string;
  noNpwpSurcharge: boolean;
  biayaJabatanMode: string;
  finalKind?: string | null;
  finalBands?: readonly { upTo?: number | null; ratePercent: number }[] | null;
  description?: string | null;
  status: string;
};

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;
/** The largest band limit accepted: far above any severance, inside a safe integer. */
export const BAND_LIMIT_MAX = 1_000_000_000_000_000;

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  (list as readonly unknown[]).includes(value) ? (value as T) : fallback;

export function bandDraftsOf(bands: readonly FinalTaxBand[]): BandDraft[] {
  return bands.map((band) => ({
    upTo: band.upTo === null ? "" : String(band.upTo),
    ratePercent: String(band.ratePercent),
  }));
}

/**
 * The form's starting values: the saved configuration, or the defaults of a new one (floor
 * rounding, no surcharge, aggregate biaya jabatan: REFERENCE.md §6; final bands: PP 68/2009).
 */
export function configurationDraftOf(
  saved: SavedConfiguration | null,
  kind: TaxConfigurationKind,
): ConfigurationDraft {
  const finalKind = oneOf(FINAL_TAX_KINDS, saved?.finalKind, "severance");
  const bands = saved?.finalBands?.length
    ? saved.finalBands.map((band) => ({ upTo: band.upTo ?? null, ratePercent: band.ratePercent }))
    : DEFAULT_FINAL_BANDS[finalKind];
  return {
    kind,
    name: saved?.name ?? "",
    terRounding: oneOf(TER_ROUNDINGS, saved?.terRounding, "floor"),
    noNpwpSurcharge: saved?.noNpwpSurcharge ?? false,
    biayaJabatanMode: oneOf(BIAYA_JABATAN_MODES, saved?.biayaJabatanMode, "aggregate"),
    finalKind,
    bands: bandDraftsOf(bands),
    description: saved?.description ?? "",
    status: saved?.status === "inactive" ? "inactive" : "active",
  };
}

/** A problem at a field: the catalogue's wording to follow the field's label, or a sentence. */
export type FieldProblem = { field: string; message: string };

/** Band problems are sentences of their own, in the form's language. */
const BAND_WORDS = {
  en: {
    none: "Add at least one band",
    upToRequired: "Every band but the last needs an upper limit",
    upToWhole: "The upper limit must be a whole rupiah amount above 0",
    ascending: "The upper limit must be above the band before it",
    lastOpen: "The last band has no upper limit: leave it empty",
    rate: "The rate must be a number from 0 to 100",
  },
  id: {
    none: "Tambahkan sedikitnya satu lapisan",
    upToRequired: "Setiap lapisan kecuali yang terakhir memerlukan batas atas",
    upToWhole: "Batas atas harus berupa rupiah bulat di atas 0",
    ascending: "Batas atas harus lebih tinggi dari lapisan sebelumnya",
    lastOpen: "Lapisan terakhir tidak memiliki batas atas: kosongkan",
    rate: "Tarif harus berupa angka dari 0 sampai 100",
  },
} as const;

/** A typed number: blank is null, a comma is a decimal point, anything else is NaN. */
export function numberOf(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The final bands as the API takes them, and their problems (REFERENCE.md §3.1, PP 68/2009):
 * upper limits ascending, the last one open-ended, rates from 0 to 100 %.
 */
export function validateBands(
  bands: readonly BandDraft[],
  language: Language,
): { bands: FinalTaxBand[]; problems: FieldProblem[] } {
  const words = BAND_WORDS[language];
  const problems: FieldProblem[] = [];
  if (bands.length === 0) problems.push({ field: "finalBands", message: words.none });
  let previous = 0;
  const parsed = bands.map((band, index) => {
    const last = index === bands.length - 1;
    const upToText = band.upTo.trim();
    let upTo: number | null = null;
    if (upToText === "") {
      if (!last) problems.push({ field: `finalBands.${index}.upTo`, message: words.upToRequired });
    } else if (last) {
      problems.push({ field: `finalBands.${index}.upTo`, message: words.lastOpen });
    } else {
      const value = /^\d+$/.test(upToText) ? Number(upToText) : Number.NaN;
      if (!Number.isSafeInteger(value) || value <= 0 || value > BAND_LIMIT_MAX)
        problems.push({ field: `finalBands.${index}.upTo`, message: words.upToWhole });
      else if (value <= previous)
        problems.push({ field: `finalBands.${index}.upTo`, message: words.ascending });
      else {
        upTo = value;
        previous = value;
      }
    }
    const rate = numberOf(band.ratePercent);
    if (rate === null || Number.isNaN(rate) || rate < 0 || rate > 100)
      problems.push({ field: `finalBands.${index}.ratePercent`, message: words.rate });
    return { upTo, ratePercent: rate ?? 0 };
  });
  return { bands: parsed, problems };
}

export type ConfigurationInput = {
  kind: TaxConfigurationKind;
  name: string;
  terRounding?: TerRounding;
  noNpwpSurcharge?: boolean;
  biayaJabatanMode?: BiayaJabatanMode;
  finalKind?: FinalTaxKind;
  finalBands?: FinalTaxBand[];
  description: string | null;
  status: ConfigurationStatus;
};

/**
 * SPEC §5 checks before sending (the server checks the same and answers at the same fields),
 * and the mutation's input: the non-final settings for pph21_non_final, the kind and bands for
 * pph21_final.
 */
export function validateConfiguration(
  draft: ConfigurationDraft,
  language: Language,
): { input: ConfigurationInput; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const name = draft.name.trim();
  if (name === "") problems.push({ field: "name", message: "is required" });
  else if (name.length > NAME_MAX)
    problems.push({ field: "name", message: `must be at most ${NAME_MAX} characters` });
  const description = draft.description.trim();
  if (description.length > DESCRIPTION_MAX)
    problems.push({
      field: "description",
      message: `must be at most ${DESCRIPTION_MAX} characters`,
    });
  const common = {
    kind: draft.kind,
    name,
    description: description === "" ? null : description,
    status: draft.status,
  };
  if (draft.kind === "pph21_final") {
    const bands = validateBands(draft.bands, language);
    problems.push(...bands.problems);
    return {
      input: { ...common, finalKind: draft.finalKind, finalBands: bands.bands },
      problems,
    };
  }
  return {
    input: {
      ...common,
      terRounding: draft.terRounding,
      noNpwpSurcharge: draft.noNpwpSurcharge,
      biayaJabatanMode: draft.biayaJabatanMode,
    },
    problems,
  };
}
