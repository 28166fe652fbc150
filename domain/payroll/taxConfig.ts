/**
 * Issue 16: tax group configurations. Pure: the rules on a configuration's input (shared by the
 * hcm service and the console's form) and the final tax of PP 68/2009 over a configuration's
 * bands. Problems are worded in English (domain/problems.ts translates them).
 *
 * - `pph21_non_final`: TER every month and the annual calculation in the last period
 *   (REFERENCE.md §1, §2). Its settings are the open questions of REFERENCE.md §6:
 *   `terRounding` (§6.1, TER × bruto is unregulated: floor by default, as the table does),
 *   `noNpwpSurcharge` (§2.4, §6.2, off by default), `biayaJabatanMode` (§6.3: the aggregate
 *   cap min(5 % × bruto, n × 500,000) of the PMK 168 examples by default, or month by month).
 * - `pph21_final` (flag final_tax_configuration): severance or a lump-sum pension taxed once
 *   at the progressive final bands (REFERENCE.md §3.1). Omitted bands are the PP 68/2009 ones
 *   of its `finalKind` ({@link DEFAULT_FINAL_BANDS}).
 */
import { MAX_INPUT_RUPIAH } from "../tax/money.ts";
import {
  BIAYA_JABATAN_MODES,
  DEFAULT_FINAL_BANDS,
  FINAL_TAX_KINDS,
  type FinalTaxBand,
  type FinalTaxKind,
  TAX_CONFIGURATION_KINDS,
  type TaxConfigurationKind,
  TER_ROUNDINGS,
} from "./constants.ts";

export type FieldProblem = { field: string; message: string };

export const TAX_CONFIGURATION_STATUSES = ["active", "inactive"] as const;
export type TaxConfigurationStatus = (typeof TAX_CONFIGURATION_STATUSES)[number];
export type TerRounding = (typeof TER_ROUNDINGS)[number];
export type BiayaJabatanMode = (typeof BIAYA_JABATAN_MODES)[number];

export const MAX_TAX_CONFIGURATION_NAME = 100;
export const MAX_TAX_DESCRIPTION = 500;
/** PP 68/2009 has four severance bands; room for a client's own without unbounded lists. */
export const MAX_FINAL_BANDS = 10;

/** What a caller sends (the console's form and the REST body alike). */
export type TaxConfigurationInput = {
  kind: string;
  name: string;
  terRounding?: string | null | undefined;
  noNpwpSurcharge?: boolean | null | undefined;
  biayaJabatanMode?: string | null | undefined;
  finalKind?: string | null | undefined;
  finalBands?: readonly { upTo?: number | null; ratePercent?: number | null }[] | null | undefined;
  description?: string | null | undefined;
  status?: string | null | undefined;
};

export type TaxConfigurationValues = {
  kind: TaxConfigurationKind;
  name: string;
  terRounding: TerRounding;
  noNpwpSurcharge: boolean;
  biayaJabatanMode: BiayaJabatanMode;
  /** Final configurations only; null for a non-final one. */
  finalKind: FinalTaxKind | null;
  finalBands: FinalTaxBand[] | null;
  description: string | null;
  status: TaxConfigurationStatus;
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

const present = (value: unknown) => value !== null && value !== undefined;

/** At most two decimals, tolerant of binary fractions (0.29 × 100). */
const hasTwoDecimals = (value: number) =>
  Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A band's rate in hundredths of a percent (5 % → 500), exact for two decimals. */
const rateHundredths = (ratePercent: number) => Math.round(ratePercent * 100);

const isWholeRupiah = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value);

/**
 * The bands' problems at `finalBands` (the list) or `finalBands.<i>.<field>`: 1 to
 * {@link MAX_FINAL_BANDS} bands, each ceiling a whole rupiah above the previous one, the
 * last without a ceiling, rates 0 to 100 % with at most two decimals.
 */
export function finalBandProblems(bands: unknown): FieldProblem[] {
  if (!Array.isArray(bands) || bands.length === 0 || bands.length > MAX_FINAL_BANDS)
    return [{ field: "finalBands", message: `must have 1 to ${MAX_FINAL_BANDS} bands` }];
  const problems: FieldProblem[] = [];
  let previous = 0;
  bands.forEach((band: unknown, i) => {
    const field = `finalBands.${i}`;
    const { upTo, ratePercent } = (typeof band === "object" && band !== null ? band : {}) as {
      upTo?: unknown;
      ratePercent?: unknown;
    };
    const last = i === bands.length - 1;
    if (last) {
      if (present(upTo))
        problems.push({
          field: `${field}.upTo`,
          message: "must be empty: the last band has no ceiling",
        });
    } else if (!present(upTo)) {
      problems.push({ field: `${field}.upTo`, message: "is required except in the last band" });
    } else if (!isWholeRupiah(upTo) || upTo <= previous || upTo > MAX_INPUT_RUPIAH) {
      problems.push({
        field: `${field}.upTo`,
        message: `must be whole rupiah above ${previous} and at most ${MAX_INPUT_RUPIAH}`,
      });
    } else {
      previous = upTo;
    }
    if (
      typeof ratePercent !== "number" ||
      !hasTwoDecimals(ratePercent) ||
      ratePercent < 0 ||
      ratePercent > 100
    )
      problems.push({
        field: `${field}.ratePercent`,
        message: "must be a percentage from 0 to 100 with at most 2 decimals",
      });
  });
  return problems;
}

/**
 * A configuration's values once every rule holds, and every problem found (field, English
 * message). Settings left out take the table's defaults; a final configuration without
 * bands takes the PP 68/2009 bands of its kind. Final settings on a non-final configuration
 * are refused rather than dropped, so a caller never believes they were kept.
 */
export function validateTaxConfiguration(input: TaxConfigurationInput): {
  values: TaxConfigurationValues;
  problems: FieldProblem[];
} {
  const problems: FieldProblem[] = [];
  const kind = isOneOf(TAX_CONFIGURATION_KINDS, input.kind) ? input.kind : "pph21_non_final";
  if (!isOneOf(TAX_CONFIGURATION_KINDS, input.kind))
    problems.push({
      field: "kind",
      message: `must be one of ${TAX_CONFIGURATION_KINDS.join(", ")}`,
    });

  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (name.length === 0) problems.push({ field: "name", message: "is required" });
  else if (name.length > MAX_TAX_CONFIGURATION_NAME)
    problems.push({
      field: "name",
      message: `must be at most ${MAX_TAX_CONFIGURATION_NAME} characters`,
    });

  const choice = <T extends string>(field: string, list: readonly T[], value: unknown): T => {
    if (!present(value)) return list[0]!;
    if (isOneOf(list, value)) return value;
    problems.push({ field, message: `must be one of ${list.join(", ")}` });
    return list[0]!;
  };
  const terRounding = choice("terRounding", TER_ROUNDINGS, input.terRounding);
  const biayaJabatanMode = choice("biayaJabatanMode", BIAYA_JABATAN_MODES, input.biayaJabatanMode);
  const status = choice("status", TAX_CONFIGURATION_STATUSES, input.status);
  let noNpwpSurcharge = false;
  if (present(input.noNpwpSurcharge)) {
    if (typeof input.noNpwpSurcharge === "boolean") noNpwpSurcharge = input.noNpwpSurcharge;
    else problems.push({ field: "noNpwpSurcharge", message: "must be true or false" });
  }

  let description: string | null = null;
  if (present(input.description)) {
    if (typeof input.description !== "string")
      problems.push({ field: "description", message: "must be text" });
    else if (input.description.trim().length > MAX_TAX_DESCRIPTION)
      problems.push({
        field: "description",
        message: `must be at most ${MAX_TAX_DESCRIPTION} characters`,
      });
    else description = input.description.trim() || null;
  }

  let finalKind: FinalTaxKind | null = null;
  let finalBands: FinalTaxBand[] | null = null;
  if (kind === "pph21_final") {
    if (!present(input.finalKind)) problems.push({ field: "finalKind", message: "is required" });
    else if (!isOneOf(FINAL_TAX_KINDS, input.finalKind))
      problems.push({
        field: "finalKind",
        message: `must be one of ${FINAL_TAX_KINDS.join(", ")}`,
      });
    else finalKind = input.finalKind;
    if (present(input.finalBands)) {
      const bandProblems = finalBandProblems(input.finalBands);
      problems.push(...bandProblems);
      if (bandProblems.length === 0)
        finalBands = (input.finalBands ?? []).map((band) => ({
          upTo: band.upTo ?? null,
          ratePercent: band.ratePercent!,
        }));
    } else if (finalKind) {
      finalBands = DEFAULT_FINAL_BANDS[finalKind].map((band) => ({ ...band }));
    }
  } else if (isOneOf(TAX_CONFIGURATION_KINDS, input.kind)) {
    for (const field of ["finalKind", "finalBands"] as const)
      if (present(input[field]))
        problems.push({ field, message: "is only for a final configuration (pph21_final)" });
  }

  return {
    values: {
      kind,
      name,
      terRounding,
      noNpwpSurcharge,
      biayaJabatanMode,
      finalKind,
      finalBands,
      description,
      status,
    },
    problems,
  };
}

/**
 * The final PPh 21 on `amount` (whole rupiah, 0 … Rp 10 trillion) over progressive `bands`
 * (PP 68/2009 Ps. 3–4; REFERENCE.md §3.1): each band's rate on the part of the amount between
 * the previous ceiling and its own, summed exactly and rounded once, half up, to the rupiah
 * (as domain/tax's per-payment engine does). Bands are as {@link finalBandProblems} accepts.
 */
export function finalTax(amount: number, bands: readonly FinalTaxBand[]): number {
  if (!isWholeRupiah(amount) || amount < 0 || amount > MAX_INPUT_RUPIAH)
    throw new Error(`amount must be a whole number of rupiah from 0 to ${MAX_INPUT_RUPIAH}`);
  const whole = BigInt(amount);
  // Σ portion × rate in 1/10,000 rupiah (rates are hundredths of a percent).
  let numerator = 0n;
  let floor = 0n;
  for (const band of bands) {
    const ceiling = band.upTo === null ? whole : BigInt(band.upTo);
    const top = ceiling < whole ? ceiling : whole;
    if (top <= floor) break;
    numerator += (top - floor) * BigInt(rateHundredths(band.ratePercent));
    floor = top;
  }
  const quotient = numerator / 10_000n;
  const remainder = numerator - quotient * 10_000n;
  return Number(2n * remainder >= 10_000n ? quotient + 1n : quotient);
}
