import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { css } from "../../../styled-system/css";
import { Button } from "../../ui/index.ts";
import { Banner } from "../../ui/misc/index.ts";
import { Modal, type ModalSize } from "../../ui/overlays/index.ts";
import { commonText, useText } from "./text.ts";

export type FormModalProps = {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** While sending: the buttons wait. */
  busy: boolean;
  /** The server's message for the form as a whole, shown above the fields. */
  formError?: string | undefined;
  /** A button beside the form's message (e.g. "Reload" after someone else's change). */
  formAction?: ReactNode;
  submitLabel?: string;
  size?: ModalSize;
  children: ReactNode;
};

/** A master-data form in a modal: fields, then Cancel and Save in the footer. */
export function FormModal({
  title,
  onClose,
  onSubmit,
  busy,
  formError,
  formAction,
  submitLabel,
  size = "default",
  children,
}: FormModalProps) {
  const c = useText(commonText);
  const formId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  // Save is at the bottom of a form that may scroll: the message at its top is brought into
  // view, or the user would see nothing happen.
  useEffect(() => {
    if (formError) alertRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [formError]);
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {c.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? c.saving : (submitLabel ?? c.save)}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={form}>
        {formError && (
          <div ref={alertRef}>
            <Banner variant="danger" size="small" title={formError} action={formAction} />
          </div>
        )}
        {children}
      </form>
    </Modal>
  );
}

const form = css({ display: "flex", flexDirection: "column", gap: "16", marginBlock: "16" });
