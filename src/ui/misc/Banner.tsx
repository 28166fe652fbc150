import { CircleCheck, CircleX, Info, type LucideIcon, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cx, sva } from "../../../styled-system/css";

export const bannerVariants = ["information", "warning", "success", "danger", "gray"] as const;
export type BannerVariant = (typeof bannerVariants)[number];
export const bannerSizes = ["small", "large"] as const;
export type BannerSize = (typeof bannerSizes)[number];

// SPEC §4: the banner variants and sizes.
const banner = sva({
  slots: ["root", "icon", "body", "title", "description", "action"],
  base: {
    root: {
      display: "flex",
      alignItems: "flex-start",
      borderRadius: "semi-rounded",
      borderWidth: "1px",
      borderStyle: "solid",
      fontFamily: "body",
      color: "ink",
    },
    icon: { flexShrink: 0 },
    body: { display: "flex", flexDirection: "column", gap: "2", flex: "1", minWidth: "0" },
    title: { fontWeight: "700" },
    description: { lineHeight: "1.5" },
    action: { flexShrink: 0, alignSelf: "center" },
  },
  variants: {
    variant: {
      information: {
        root: { bg: "blue.50", borderColor: "blue.200" },
        icon: { color: "blue.700" },
      },
      warning: { root: { bg: "amber.50", borderColor: "amber.200" }, icon: { color: "amber.700" } },
      success: { root: { bg: "green.50", borderColor: "green.200" }, icon: { color: "green.700" } },
      danger: { root: { bg: "red.50", borderColor: "red.200" }, icon: { color: "red.700" } },
      gray: { root: { bg: "gray.100", borderColor: "gray.200" }, icon: { color: "gray.600" } },
    },
    size: {
      small: { root: { gap: "8", padding: "8", fontSize: "xs" } },
      large: { root: { gap: "12", padding: "16", fontSize: "sm" }, title: { fontSize: "md" } },
    },
  },
  defaultVariants: { variant: "information", size: "large" },
});

const icons: Record<BannerVariant, LucideIcon> = {
  information: Info,
  warning: TriangleAlert,
  success: CircleCheck,
  danger: CircleX,
  gray: Info,
};

export type BannerProps = {
  /** information unless given. */
  variant?: BannerVariant;
  /** large unless given. */
  size?: BannerSize;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link at the end of the banner. */
  action?: ReactNode;
  /** Replaces the variant's icon; `null` shows none. */
  icon?: ReactNode;
  className?: string;
};

/**
 * A message strip in one of the banner variants. Danger banners are alerts; the others are
 * status messages, so a banner that appears or changes (a selection count) is announced.
 */
export function Banner({
  variant = "information",
  size = "large",
  title,
  children,
  action,
  icon,
  className,
}: BannerProps) {
  const styles = banner({ variant, size });
  const Icon = icons[variant];
  return (
    <div
      role={variant === "danger" ? "alert" : "status"}
      data-variant={variant}
      data-size={size}
      className={cx(styles.root, className)}
    >
      {icon === undefined ? (
        <Icon aria-hidden="true" size={size === "small" ? 16 : 20} className={styles.icon} />
      ) : (
        icon
      )}
      <div className={styles.body}>
        {title && <span className={styles.title}>{title}</span>}
        {children && <div className={styles.description}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
