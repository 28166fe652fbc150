import { type FormEvent, useEffect, useId, useState } from "react";
import { css } from "../../../../styled-system/css";
import { Button } from "../../../ui/index.ts";
import { Textarea } from "../../../ui/inputs/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { commonText, useFormErrors, useText } from "../../org-common/index.ts";
import { DESCRIPTION_MAX } from "./model.ts";
import { reimbursementText } from "./text.ts";

export type DecisionDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** Rejecting needs a note (checked here and by the server). */
  noteRequired: boolean;
  onCancel: () => void;
  /** Sends; resolves with the failure to show in the dialog, or null when done. */
  onConfirm: (note: string | null) => Promise<unknown>;
};

/** The confirmation of a claim decision, with its note; the server's problem with the note shows at it. */
export function DecisionDialog({
  open,
  title,
  description,
  confirmLabel,
  noteRequired,
  onCancel,
  onConfirm,
}: DecisionDialogProps) {
  const t = useText(reimbursementText);
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

  const noteError = errors.fieldError("note", t.note);
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
          label={noteRequired ? t.note : t.noteOptional}
          required={noteRequired}
          rows={4}
          maxLength={DESCRIPTION_MAX}
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
