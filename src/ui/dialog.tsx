import { Dialog as ArkDialog } from "@ark-ui/react";
import type { ComponentProps } from "react";
import { sva } from "../../styled-system/css";
import { createStyleContext } from "../../styled-system/jsx";

// SPEC §9: overlay opacity 0.5, modal min width 640 (default width 800), never wider than the viewport.
const dialog = sva({
  slots: ["backdrop", "positioner", "content", "title", "description", "footer"],
  base: {
    backdrop: { position: "fixed", inset: "0", zIndex: "backdrop", bg: "black", opacity: 0.5 },
    positioner: {
      position: "fixed",
      inset: "0",
      zIndex: "dialog",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      padding: "16",
    },
    content: {
      display: "flex",
      flexDirection: "column",
      gap: "12",
      minWidth: "min(640px, 100%)",
      maxWidth: "min(800px, 100%)",
      maxHeight: "100%",
      overflowY: "auto",
      padding: "24",
      bg: "white",
      color: "ink",
      fontFamily: "body",
      borderRadius: "rounded",
      boxShadow: "0 16px 48px rgba(15, 23, 42, 0.24)",
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
    },
    title: { fontFamily: "heading", fontSize: "xl", fontWeight: "700", color: "ink" },
    description: { color: "muted", lineHeight: "1.5" },
    footer: {
      display: "flex",
      justifyContent: "flex-end",
      gap: "8",
      marginTop: "12",
    },
  },
});

const { withRootProvider, withContext } = createStyleContext(dialog);

/** Ark's `Dialog.Root` with the console's dialog styles for the parts below it. */
export const DialogRoot = withRootProvider(ArkDialog.Root);
export const DialogBackdrop = withContext(ArkDialog.Backdrop, "backdrop");
export const DialogPositioner = withContext(ArkDialog.Positioner, "positioner");
export const DialogContent = withContext(ArkDialog.Content, "content");
export const DialogTitle = withContext(ArkDialog.Title, "title");
export const DialogDescription = withContext(ArkDialog.Description, "description");
/** The row of action buttons at the bottom of a dialog. */
export const DialogFooter = withContext("div", "footer");

export type DialogRootProps = ComponentProps<typeof DialogRoot>;
export type DialogContentProps = ComponentProps<typeof DialogContent>;
