import { createToaster, Toast, Toaster, useToastContext } from "@ark-ui/react";
import type { ComponentProps } from "react";
import { sva } from "../../styled-system/css";
import { createStyleContext } from "../../styled-system/jsx";
import { useI18n } from "../i18n/index.ts";

export type ToastType = "info" | "error" | "success" | "warning";

/** The one toaster of the app: top centre, closing itself after 3 s (SPEC §2, §9). */
export const toaster = createToaster({ placement: "top", duration: 3000, gap: 8, max: 5 });

/** Shows a toast with an already translated title; returns its id. */
export function showToast(type: ToastType, title: string): string {
  return toaster.create({ type, title, closable: true });
}

const toast = sva({
  slots: ["root", "title", "closeTrigger"],
  base: {
    root: {
      display: "flex",
      alignItems: "center",
      gap: "12",
      minWidth: "320px",
      maxWidth: "min(560px, calc(100vw - 32px))",
      paddingBlock: "12",
      paddingInlineStart: "16",
      paddingInlineEnd: "8",
      borderRadius: "semi-rounded",
      borderInlineStartWidth: "4px",
      borderInlineStartStyle: "solid",
      boxShadow: "0 8px 24px rgba(15, 23, 42, 0.16)",
      fontFamily: "body",
      fontSize: "sm",
      color: "ink",
      cursor: "pointer",
      // Zag positions the toast through these variables (Ark's documented toast styling).
      translate: "var(--x) var(--y)",
      scale: "var(--scale)",
      zIndex: "var(--z-index)",
      height: "var(--height)",
      opacity: "var(--opacity)",
      willChange: "translate, opacity, scale",
      transition: "translate 400ms, scale 400ms, opacity 400ms, height 400ms, box-shadow 200ms",
      transitionTimingFunction: "cubic-bezier(0.21, 1.02, 0.73, 1)",
      _closed: {
        transition: "translate 400ms, scale 400ms, opacity 200ms",
        transitionTimingFunction: "cubic-bezier(0.06, 0.71, 0.55, 1)",
      },
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
    },
    title: { flex: "1", fontWeight: "600" },
    closeTrigger: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: "32px",
      height: "32px",
      flexShrink: 0,
      borderRadius: "semi-rounded",
      color: "muted",
      fontSize: "lg",
      lineHeight: "1",
      cursor: "pointer",
      _hover: { bg: "black/5" },
      _focusVisible: { outline: "2px solid token(colors.brand)" },
    },
  },
  variants: {
    variant: {
      info: { root: { bg: "blue.50", borderInlineStartColor: "blue.600" } },
      success: { root: { bg: "green.50", borderInlineStartColor: "green.600" } },
      warning: { root: { bg: "amber.50", borderInlineStartColor: "amber.500" } },
      error: { root: { bg: "red.50", borderInlineStartColor: "red.600" } },
    },
  },
  defaultVariants: { variant: "info" },
});

const { withProvider, withContext } = createStyleContext(toast);

const ToastRoot = withProvider(Toast.Root, "root");
const ToastTitle = withContext(Toast.Title, "title");
const ToastCloseTrigger = withContext(Toast.CloseTrigger, "closeTrigger");

const toastTypes: readonly string[] = ["info", "error", "success", "warning"] satisfies ToastType[];
const variantOf = (type: string): ToastType =>
  toastTypes.includes(type) ? (type as ToastType) : "info";

type AppToastProps = { closeLabel: string };

function AppToast({ closeLabel }: AppToastProps) {
  const api = useToastContext();
  return (
    // The whole toast closes on click (SPEC §2); Escape on the focused toast and the
    // close button are the keyboard ways.
    <ToastRoot variant={variantOf(api.type)} onClick={api.dismiss}>
      <ToastTitle>{api.title}</ToastTitle>
      <ToastCloseTrigger aria-label={closeLabel}>
        <span aria-hidden="true">×</span>
      </ToastCloseTrigger>
    </ToastRoot>
  );
}

export type AppToasterProps = Omit<ComponentProps<typeof Toaster>, "toaster" | "children">;

/** Renders the toasts of {@link toaster}; mount once, inside `<I18nProvider>`. */
export function AppToaster(props: AppToasterProps) {
  const { t } = useI18n();
  const closeLabel = t("toast.close");
  return (
    <Toaster toaster={toaster} aria-label={t("toast.region")} {...props}>
      {() => <AppToast closeLabel={closeLabel} />}
    </Toaster>
  );
}
