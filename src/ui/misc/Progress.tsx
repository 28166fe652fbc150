import { Progress as ArkProgress } from "@ark-ui/react";
import { clampProgress } from "../../../domain/format.ts";
import { sva } from "../../../styled-system/css";
import { createStyleContext } from "../../../styled-system/jsx";

const progress = sva({
  slots: ["root", "header", "label", "valueText", "track", "range"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "4", width: "100%", fontFamily: "body" },
    header: { display: "flex", justifyContent: "space-between", gap: "8", fontSize: "sm" },
    label: { color: "ink", fontWeight: "600" },
    valueText: { color: "muted", fontVariantNumeric: "tabular-nums" },
    track: { height: "8px", bg: "line", borderRadius: "full", overflow: "hidden" },
    range: {
      height: "100%",
      bg: "brand",
      borderRadius: "full",
      transition: "width 200ms ease-out",
      _motionReduce: { transition: "none" },
    },
  },
});

const { withProvider, withContext } = createStyleContext(progress);
const ProgressRoot = withProvider(ArkProgress.Root, "root");
const ProgressHeader = withContext("div", "header");
const ProgressLabel = withContext(ArkProgress.Label, "label");
const ProgressValueText = withContext(ArkProgress.ValueText, "valueText");
const ProgressTrack = withContext(ArkProgress.Track, "track");
const ProgressRange = withContext(ArkProgress.Range, "range");

export type ProgressProps = {
  /** Percent done; clamped to 0..100 (SPEC §9), NaN counts as 0. */
  value: number;
  label: string;
  /** Shows the percentage beside the label; true unless given. */
  showValue?: boolean;
};

/** A horizontal progress bar whose value never leaves 0..100. */
export function Progress({ value, label, showValue = true }: ProgressProps) {
  const percent = clampProgress(value);
  return (
    <ProgressRoot value={percent} min={0} max={100}>
      <ProgressHeader>
        <ProgressLabel>{label}</ProgressLabel>
        {showValue && <ProgressValueText />}
      </ProgressHeader>
      <ProgressTrack aria-label={label}>
        <ProgressRange />
      </ProgressTrack>
    </ProgressRoot>
  );
}
