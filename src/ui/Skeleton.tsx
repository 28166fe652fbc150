import type { CSSProperties } from "react";
import { css, cx } from "../../styled-system/css";
import { token } from "../../styled-system/tokens";
import { useI18n } from "../i18n/index.ts";

// SPEC §9: the skeleton pulses every 1.5 s. `pulse` is the Panda preset's keyframes.
const bone = css({
  display: "block",
  bg: "line",
  animationName: "pulse",
  animationDuration: "1.5s",
  animationTimingFunction: "cubic-bezier(0.4, 0, 0.6, 1)",
  animationIterationCount: "infinite",
  _motionReduce: { animation: "none" },
});

const lines = css({ display: "flex", flexDirection: "column", gap: "8" });

const visuallyHidden = css({ srOnly: true });

export type SkeletonRadius = "none" | "semi-rounded" | "rounded" | "chips" | "full";

export type SkeletonProps = {
  /** A number is pixels; a string is any CSS length. */
  width: number | string;
  height: number | string;
  radius?: SkeletonRadius;
  className?: string;
};

/**
 * A grey placeholder block. It is hidden from assistive technology: announce the
 * loading where it happens (`aria-busy` on the region, or {@link SkeletonLines}).
 */
export function Skeleton({ width, height, radius = "semi-rounded", className }: SkeletonProps) {
  const style: CSSProperties = { width, height, borderRadius: token.var(`radii.${radius}`) };
  return <span aria-hidden="true" className={cx(bone, className)} style={style} />;
}

export type SkeletonLinesProps = {
  count: number;
  /** Height of one line; 16px unless given. */
  lineHeight?: number | string;
};

/**
 * `count` lines of text still loading; the last is shorter, like a paragraph's.
 * Screen readers hear "Loading..." once, in the current language.
 */
export function SkeletonLines({ count, lineHeight = 16 }: SkeletonLinesProps) {
  const { t } = useI18n();
  return (
    <div role="status" className={lines}>
      <span className={visuallyHidden}>{t("shell.loading")}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: identical lines that never reorder
          key={index}
          width={index === count - 1 && count > 1 ? "60%" : "100%"}
          height={lineHeight}
        />
      ))}
    </div>
  );
}
