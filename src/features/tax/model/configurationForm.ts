import {
  BIAYA_JABATAN_MODES,
  DEFAULT_FINAL_BANDS,
  FINAL_TAX_KINDS,
  type FinalTaxBand,
  type FinalTaxKind,
  type TaxConfigurationKind,
  TER_ROUNDINGS,
} from "../../../../domain/payroll/constants.ts";
import {
  type FieldProblem,
  type TaxConfigurationInput,
  validateTaxConfiguration,
} from "../../../../domain/payroll/taxConfig.ts";

type TerRounding = (typeof TER_ROUNDINGS)[number];
type BiayaJabatanMode = (typeof BIAYA_JABATAN_MODES)[number];
type ConfigurationStatus = "active" | "inactive";

/** A band row as typed: rupiah as exact digits ("" = no upper limit), the rate as typed. */
type BandDraft = { upTo: string; ratePercent: string };

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

export {
  MAX_TAX_CONFIGURATION_NAME as NAME_MAX,
  MAX_TAX_DESCRIPTION as DESCRIPTION_MAX,
} from "../../../../domain/payroll/taxConfig.ts";

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

/** A typed number: blank is null, a comma is a decimal point, anything else is NaN. */
function numberOf(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A band limit as typed: blank is no ceiling, digits are rupiah, anything else is NaN. */
const limitOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** The mutation's input of a draft: the non-final settings, or the final kind and bands. */
function configurationInputOf(draft: ConfigurationDraft): TaxConfigurationInput {
  const description = draft.description.trim();
  const common = {
    kind: draft.kind,
    name: draft.name.trim(),
    description: description === "" ? null : description,
    status: draft.status,
  };
  if (draft.kind === "pph21_final")
    return {
      ...common,
      finalKind: draft.finalKind,
      finalBands: draft.bands.map((band) => ({
        upTo: limitOf(band.upTo),
        ratePercent: numberOf(band.ratePercent),
      })),
    };
  return {
    ...common,
    terRounding: draft.terRounding,
    noNpwpSurcharge: draft.noNpwpSurcharge,
    biayaJabatanMode: draft.biayaJabatanMode,
  };
}

/**
 * SPEC §5 checks before sending, by the rules the server applies (domain/payroll/taxConfig.ts:
 * name, description, bands ascending with the last open-ended and rates 0–100 %), so the
 * problems and their wording are the server's; and the input to send.
 */
export function validateConfiguration(draft: ConfigurationDraft): {
  input: TaxConfigurationInput;
  problems: FieldProblem[];
} {
  const input = configurationInputOf(draft);
  return { input, problems: validateTaxConfiguration(input).problems };
}
