import type { ComponentProps } from "react";
import { cva, cx } from "../../../styled-system/css";

export const badgeColors = [
  "blue",
  "orange",
  "grey",
  "red",
  "green",
  "yellow",
  "violet",
  "secondary",
] as const;
export type BadgeColor = (typeof badgeColors)[number];
export const badgeSizes = ["small", "medium", "large"] as const;
export type BadgeSize = (typeof badgeSizes)[number];

// SPEC §4: the badge colours and sizes.
const badge = cva({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "4",
    borderRadius: "chips",
    borderWidth: "1px",
    borderStyle: "solid",
    borderColor: "transparent",
    fontFamily: "body",
    fontWeight: "600",
    lineHeight: "1",
    whiteSpace: "nowrap",
  },
  variants: {
    color: {
      blue: { bg: "blue.100", color: "blue.800" },
      orange: { bg: "orange.100", color: "orange.800" },
      grey: { bg: "gray.100", color: "gray.700" },
      red: { bg: "red.100", color: "red.800" },
      green: { bg: "green.100", color: "green.800" },
      yellow: { bg: "yellow.100", color: "yellow.800" },
      violet: { bg: "violet.100", color: "violet.800" },
      secondary: { bg: "white", color: "ink", borderColor: "line" },
    },
    size: {
      // 12 px at the least, the smallest text the console shows (issue 11 B5).
      small: { height: "20px", paddingInline: "8", fontSize: "xs" },
      medium: { height: "24px", paddingInline: "8", fontSize: "xs" },
      large: { height: "32px", paddingInline: "12", fontSize: "sm" },
    },
  },
  defaultVariants: { color: "blue", size: "medium" },
});

export type BadgeProps = Omit<ComponentProps<"span">, "color"> & {
  /** blue unless given. */
  color?: BadgeColor;
  /** medium unless given. */
  size?: BadgeSize;
};

/** A short status label in one of the console's badge colours and sizes. */
export function Badge({ color = "blue", size = "medium", className, ...rest }: BadgeProps) {
  return (
    <span
      data-color={color}
      data-size={size}
      className={cx(badge({ color, size }), className)}
      {...rest}
    />
  );
}
