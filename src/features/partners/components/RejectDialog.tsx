import { type FormEvent, useEffect, useId, useState } from "react";
import { REASON_MAX_LENGTH, validateRejectionReason } from "../../../../domain/workforce/org.ts";
import { css } from "../../../../styled-system/css";
import { Button } from "../../../ui/index.ts";
import { Textarea } from "../../../ui/inputs/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { commonText, useFormErrors, useText } from "../../org-common/index.ts";
import { partnerText } from "./text.ts";

export type RejectDialogProps = {
  open: boolean;
  /** "Reject partner Siti Aminah" or "Reject 3 partners". */
  title: string;
  onCancel: () => void;
  /** Sends the rejection; resolves with the failure, or null once it is done. */
  onReject: (reason: string) => Promise<unknown>;
};

/**
 * Rejecting a partner needs a reason: required, at most 500 characters with a counter (longer
 * text is refused as it is typed, SPEC §5). The server's problems show at the field or above it.
 */
export function RejectDialog({ open, title, onCancel, onReject }: RejectDialogProps) {
  const t = useText(partnerText);
  const c = useText(commonText);
  const formId = useId();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();
  const { clear } = errors;

  // Each opening starts empty.
  useEffect(() => {
    if (!open) return;
    setReason("");
    clear();
  }, [open, clear]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const { value, problems } = validateRejectionReason(reason);
    if (errors.showProblems(problems)) return;
    setBusy(true);
    const failure = await onReject(value);
    setBusy(false);
    if (failure) errors.showServerError(failure);
  }

  const reasonError = errors.fieldError("reason", t.reason);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={t.rejectBody}
      size="medium"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {c.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {t.reject}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={form}>
        {errors.errors.form && !reasonError && (
          <Banner variant="danger" size="small" title={errors.errors.form} />
        )}
        <Textarea
          label={t.reason}
          required
          rows={4}
          maxLength={REASON_MAX_LENGTH}
          placeholder={t.reasonPlaceholder}
          value={reason}
          onValueChange={(next) => {
            errors.clear("reason");
            setReason(next);
          }}
          invalid={reasonError !== undefined}
          errorText={reasonError}
        />
      </form>
    </Modal>
  );
}

const form = css({ display: "flex", flexDirection: "column", gap: "12", marginBlock: "16" });
