import { type FormEvent, type ReactNode, useId } from "react";
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
  submitLabel,
  size = "default",
  children,
}: FormModalProps) {
  const c = useText(commonText);
  const formId = useId();
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
        {formError && <Banner variant="danger" size="small" title={formError} />}
        {children}
      </form>
    </Modal>
  );
}

const form = css({ display: "flex", flexDirection: "column", gap: "16", marginBlock: "16" });
