import { DECISION_NOTE_MAX, NOTE_REQUIRED } from "../../../../domain/attendance/daily.ts";
import type { AttendanceDecision } from "../../../../domain/attendance/statuses.ts";
import { NoteDialog, useText } from "../../org-common/index.ts";
import { dailyText } from "./text.ts";

export type DecisionDialogProps = {
  /** The decision being confirmed; null while closed. */
  decision: AttendanceDecision | null;
  /** "Approve attendance of Budi?" or "Approve 3 attendance records?". */
  title: string;
  description: string;
  onCancel: () => void;
  /** Sends the decision; resolves with the failure to show in the dialog, or null when done. */
  onConfirm: (note: string | null) => Promise<unknown>;
};

/**
 * The confirmation of a decision with its one note: optional to approve, required to reject or
 * ask for revision (checked here and by the server, whose problems show at the field).
 */
export function DecisionDialog({ decision, ...props }: DecisionDialogProps) {
  const t = useText(dailyText);
  const confirmLabel =
    decision === "reject" ? t.reject : decision === "need_revision" ? t.needRevision : t.approve;
  return (
    <NoteDialog
      {...props}
      open={decision !== null}
      noteRequired={decision !== null && NOTE_REQUIRED[decision]}
      confirmLabel={confirmLabel}
      maxLength={DECISION_NOTE_MAX}
      texts={t}
    />
  );
}
