import { Dialog as ArkDialog, Portal } from "@ark-ui/react";
import { Button } from "./Button.tsx";
import {
  DialogBackdrop,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
} from "./dialog.tsx";

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Called for Cancel and Escape. */
  onCancel: () => void;
};

/**
 * Asks the user to confirm an action; the caller closes it by setting `open`.
 * As an alert dialog it starts with focus on the cancel button (Ark's default for
 * `alertdialog`, so a stray Enter never confirms) and ignores clicks outside.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogRoot
      open={open}
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
            <DialogFooter>
              <ArkDialog.CloseTrigger asChild>
                <Button variant="secondary">{cancelLabel}</Button>
              </ArkDialog.CloseTrigger>
              <Button onClick={onConfirm}>{confirmLabel}</Button>
            </DialogFooter>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
