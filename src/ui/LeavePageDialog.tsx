import { useI18n } from "../i18n/index.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

export type LeavePageDialogProps = {
  open: boolean;
  /** The user chose to leave and lose their progress. */
  onLeave: () => void;
  /** The user chose to stay (Cancel or Escape). */
  onStay: () => void;
};

/** "You're about to leave this page" (SPEC §2), in the current language. */
export function LeavePageDialog({ open, onLeave, onStay }: LeavePageDialogProps) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      open={open}
      title={t("leavePage.title")}
      description={t("leavePage.description")}
      confirmLabel={t("leavePage.confirm")}
      cancelLabel={t("leavePage.cancel")}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
