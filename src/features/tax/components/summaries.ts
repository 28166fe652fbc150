import { formatRupiah } from "../../../../domain/format.ts";
import type { ConfigText } from "./configText.ts";
import { formatPercent } from "./shared.ts";

type Settings = {
  kind: string;
  terRounding: string;
  noNpwpSurcharge: boolean;
  biayaJabatanMode: string;
  finalKind?: string | null;
  finalBands?: readonly { upTo?: number | null; ratePercent: number }[] | null;
};

/** "0 % up to Rp 50.000.000 · 5 % up to Rp 100.000.000 · 25 % above Rp 500.000.000". */
export function bandsSummary(
  t: ConfigText,
  bands: readonly { upTo?: number | null; ratePercent: number }[],
): string {
  return bands
    .map((band, index) => {
      const rate = formatPercent(band.ratePercent);
      if (band.upTo !== null && band.upTo !== undefined)
        return `${rate} ≤ ${formatRupiah(band.upTo)}`;
      const previous = bands[index - 1]?.upTo;
      return previous ? `${rate} ${t.above(formatRupiah(previous))}` : rate;
    })
    .join(" · ");
}

/** One line of a configuration's settings for the list. */
export function settingsSummary(t: ConfigText, row: Settings): string {
  if (row.kind === "pph21_final") {
    const kind = t.finalKinds[row.finalKind as keyof ConfigText["finalKinds"]] ?? row.finalKind;
    return `${kind}: ${bandsSummary(t, row.finalBands ?? [])}`;
  }
  return [
    t.terRoundings[row.terRounding as keyof ConfigText["terRoundings"]] ?? row.terRounding,
    `${t.biayaJabatanMode}: ${
      row.biayaJabatanMode === "monthly"
        ? t.biayaJabatanShort.monthly
        : t.biayaJabatanShort.aggregate
    }`,
    row.noNpwpSurcharge ? t.surchargeOn : t.surchargeOff,
  ].join(" · ");
}
