import { type FormEvent, useEffect, useId, useState } from "react";
import { css } from "../../../styled-system/css";
import { Button } from "../../ui/index.ts";
import { Textarea } from "../../ui/inputs/index.ts";
import { Banner } from "../../ui/misc/index.ts";
import { Modal } from "../../ui/overlays/index.ts";
import { commonText, useText } from "./text.ts";
import { useFormErrors } from "./useFormErrors.ts";

/** The note field's words, in the feature's own text table. */
export type NoteTexts = { note: string; noteOptional: string; notePlaceholder: string };

export type NoteDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** Rejecting needs a note (checked here and by the server). */
  noteRequired: boolean;
  cancelLabel?: string;
  /** The longest note the server takes. */
  maxLength: number;
  texts: NoteTexts;
  onCancel: () => void;
  /** Sends; resolves with the failure to show in the dialog, or null when done. */
  onConfirm: (note: string | null) => Promise<unknown>;
};

/**
 * The confirmation of a decision (a leave request, a claim, an attendance record) with its one
 * note: empty at each opening, required when `noteRequired`, and the server's problem with the
 * note shown at the field.
 */
export function NoteDialog({
  open,
  title,
  description,
  confirmLabel,
  noteRequired,
  cancelLabel,
  maxLength,
  texts,
  onCancel,
  onConfirm,
}: NoteDialogProps) {
  const c = useText(commonText);
  const formId = useId();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();
  const { clear } = errors;

  // Each opening starts empty.
  useEffect(() => {
    if (!open) return;
    setNote("");
    clear();
  }, [open, clear]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const value = note.trim();
    if (
      noteRequired &&
      errors.showProblems(value ? [] : [{ field: "note", message: "is required" }])
    )
      return;
    setBusy(true);
    const failure = await onConfirm(value || null);
    setBusy(false);
    if (failure) errors.showServerError(failure);
  }

  const noteError = errors.fieldError("note", texts.note);
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
            {cancelLabel ?? c.cancel}
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
          label={noteRequired ? texts.note : texts.noteOptional}
          required={noteRequired}
          rows={4}
          maxLength={maxLength}
          placeholder={texts.notePlaceholder}
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
