import { Portal } from "@ark-ui/react";
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

export type BlockingModalProps = {
  open: boolean;
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
};

/**
 * A modal the user cannot dismiss: no Escape, no outside click, no close button.
 * Its one button is the only way on (SPEC §2 "Blocking modals").
 */
export function BlockingModal({ open, title, message, actionLabel, onAction }: BlockingModalProps) {
  return (
    <DialogRoot
      open={open}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{message}</DialogDescription>
            <DialogFooter>
              <Button onClick={onAction}>{actionLabel}</Button>
            </DialogFooter>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
