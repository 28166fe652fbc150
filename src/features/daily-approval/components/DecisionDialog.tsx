import { type FormEvent, useEffect, useId, useState } from "react";
import { DECISION_NOTE_MAX, NOTE_REQUIRED } from "../../../../domain/attendance/daily.ts";
import type { AttendanceDecision } from "../../../../domain/attendance/statuses.ts";
import { css } from "../../../../styled-system/css";
import { Button } from "../../../ui/index.ts";
import { Textarea } from "../../../ui/inputs/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { commonText, useFormErrors, useText } from "../../org-common/index.ts";
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
export function DecisionDialog({
  decision,
  title,
  description,
  onCancel,
  onConfirm,
}: DecisionDialogProps) {
  const t = useText(dailyText);
  const c = useText(commonText);
  const formId = useId();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();
  const { clear } = errors;
  const open = decision !== null;
  const required = decision !== null && NOTE_REQUIRED[decision];

  // Each opening starts empty.
  useEffect(() => {
    if (!open) return;
    setNote("");
    clear();
  }, [open, clear]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || decision === null) return;
    const value = note.trim();
    if (required && errors.showProblems(value ? [] : [{ field: "note", message: "is required" }]))
      return;
    setBusy(true);
    const failure = await onConfirm(value || null);
    setBusy(false);
    if (failure) errors.showServerError(failure);
  }

  const noteError = errors.fieldError("note", t.note);
  const confirmLabel =
    decision === "reject" ? t.reject : decision === "need_revision" ? t.needRevision : t.approve;
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      size="medium"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {c.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={form}>
        {errors.errors.form && !noteError && (
          <Banner variant="danger" size="small" title={errors.errors.form} />
        )}
        <Textarea
          label={required ? t.note : t.noteOptional}
          required={required}
          rows={4}
          maxLength={DECISION_NOTE_MAX}
          placeholder={t.notePlaceholder}
          value={note}
          onValueChange={(next) => {
            errors.clear("note");
            setNote(next);
          }}
          invalid={noteError !== undefined}
          errorText={noteError}
        />
      </form>
    </Modal>
  );
}

const form = css({ display: "flex", flexDirection: "column", gap: "12", marginBlock: "16" });
