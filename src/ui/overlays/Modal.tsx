import { Dialog as ArkDialog, Portal } from "@ark-ui/react";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { css } from "../../../styled-system/css";
import { Button } from "../Button.tsx";
import {
  DialogBackdrop,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
} from "../dialog.tsx";
import { type ModalSize, modalWidthStyle } from "./modalLayout.ts";
import { useOverlayStrings } from "./strings.ts";

export type ModalProps = {
  open: boolean;
  /** Called when the user dismisses the modal (Escape, outside click, the × button). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Width (SPEC §9); "default" (800 px) unless given. */
  size?: ModalSize;
  /**
   * Whether Escape, a click outside and the × button close the modal; true unless
   * given. The footer buttons work either way.
   */
  closeable?: boolean;
  /** Whether a closeable modal shows the × button; true unless given. */
  withCloseIcon?: boolean;
  /** Replaces the default OK/Cancel buttons; `null` shows no footer. */
  footer?: ReactNode | null;
  /** The OK button's label; "Apply" unless given. */
  okLabel?: string;
  /** The Cancel button's label; "Cancel" unless given. */
  cancelLabel?: string;
  /** OK was pressed; closes the modal unless given. */
  onOk?: () => void;
  /** Cancel was pressed; closes the modal unless given. */
  onCancel?: () => void;
  okDisabled?: boolean;
};

/**
 * The console's modal dialog (Ark Dialog with the shared dialog styles): a width from
 * SPEC §9, a 0.5 backdrop, and "Apply"/"Cancel" buttons unless told otherwise. The
 * caller owns `open`.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  size = "default",
  closeable = true,
  withCloseIcon = true,
  footer,
  okLabel,
  cancelLabel,
  onOk,
  onCancel,
  okDisabled,
}: ModalProps) {
  const text = useOverlayStrings();
  return (
    <DialogRoot
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnEscape={closeable}
      closeOnInteractOutside={closeable}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent style={modalWidthStyle(size)} data-size={size}>
            <div className={header}>
              <DialogTitle className={titleText}>{title}</DialogTitle>
              {closeable && withCloseIcon && (
                <ArkDialog.CloseTrigger className={closeIcon} aria-label={text("closeDialog")}>
                  <X size={18} aria-hidden="true" />
                </ArkDialog.CloseTrigger>
              )}
            </div>
            {description !== undefined && <DialogDescription>{description}</DialogDescription>}
            {children}
            {footer !== null && (
              <DialogFooter>
                {footer ?? (
                  <>
                    <Button variant="secondary" onClick={onCancel ?? onClose}>
                      {cancelLabel ?? text("cancel")}
                    </Button>
                    <Button onClick={onOk ?? onClose} disabled={okDisabled}>
                      {okLabel ?? text("ok")}
                    </Button>
                  </>
                )}
              </DialogFooter>
            )}
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}

const header = css({ display: "flex", alignItems: "flex-start", gap: "8" });
const titleText = css({ flex: "1", minWidth: "0", overflowWrap: "anywhere" });
const closeIcon = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "32px",
  height: "32px",
  borderRadius: "semi-rounded",
  color: "muted",
  cursor: "pointer",
  _hover: { bg: "canvas", color: "ink" },
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
});
