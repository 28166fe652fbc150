import { type ReactNode, useEffect, useRef, useState } from "react";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave } from "../../../app/leaveGuard.tsx";
import { Button } from "../../../ui/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { useAgentText } from "../messages.ts";
import {
  type AgentFieldDef,
  type AgentFormValues,
  type AgentInputValues,
  isDirty,
} from "../model/agentForm.ts";
import type { FieldError } from "../model/graphqlErrors.ts";
import { AdditionalSection } from "./agent-form/AdditionalSection.tsx";
import { DomicileSection, HealthSection } from "./agent-form/DomicileSection.tsx";
import { EmploymentSection } from "./agent-form/EmploymentSection.tsx";
import { IdentitySection } from "./agent-form/IdentitySection.tsx";
import { PaymentSection } from "./agent-form/PaymentSection.tsx";
import { SelfieSection, TaxSection } from "./agent-form/SelfieTaxSections.tsx";
import { useAgentFormState } from "./agent-form/useAgentFormState.ts";
import type { PayrollGroupLinkProps } from "./PayrollGroupLink.tsx";

export type AgentFormProps = {
  initial: AgentFormValues;
  /** The client's active additional-data fields, in order. */
  fields: readonly AgentFieldDef[];
  submitLabel: string;
  /**
   * Saves the input; resolves with the server's field problems when it refused them, or null
   * (saved, or a failure the page reports itself).
   */
  onSubmit: (input: AgentInputValues) => Promise<readonly FieldError[] | null>;
  onCancel: () => void;
  /** A message above the form (a conflict); brought into view when it appears. */
  notice?: ReactNode;
  /** The worker's payroll group today, shown read-only (issue 16). */
  payrollGroup?: PayrollGroupLinkProps | undefined;
};

/**
 * The employee form (issue 5): identity, employment, payment, domicile, vaccine, selfie, tax
 * and additional data. The shared rules (domain/workforce/agent.ts) check every field as it is
 * left and again on submit; the server's field problems land at the same fields.
 */
export function AgentForm({
  initial,
  fields,
  submitLabel,
  onSubmit,
  onCancel,
  notice,
  payrollGroup,
}: AgentFormProps) {
  const text = useAgentText();
  const formRef = useRef<HTMLFormElement>(null);
  const { binding, submit, onBlurCapture, submitting, saved, problemCount } = useAgentFormState(
    initial,
    fields,
    formRef,
    onSubmit,
  );
  const [uploading, setUploading] = useState(false);

  useConfirmLeave(!saved && isDirty(initial, binding.values));

  return (
    <form
      ref={formRef}
      className={formStyle}
      onSubmit={submit}
      onBlur={onBlurCapture}
      noValidate
      aria-label={submitLabel}
    >
      <Notice>{notice}</Notice>
      {problemCount > 0 && (
        <Banner variant="danger" size="small">
          {text.fixFields(problemCount)}
        </Banner>
      )}
      <IdentitySection form={binding} />
      <EmploymentSection
        form={binding}
        savedBranchId={initial.branchId}
        savedProjectId={initial.projectId}
        payrollGroup={payrollGroup}
      />
      <PaymentSection form={binding} />
      <DomicileSection form={binding} />
      <HealthSection form={binding} />
      <SelfieSection form={binding} onUploadingChange={setUploading} />
      <TaxSection form={binding} />
      <AdditionalSection form={binding} fields={fields} />
      <div className={footer}>
        <Button variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={submitting || uploading}>
          {submitting ? text.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The page's message above the form. The user pressed Save at the bottom of a long form, so a
 * message appearing at the top is scrolled into view: unseen, it would be no message at all.
 */
function Notice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = children !== null && children !== undefined && children !== false;
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [shown]);
  return shown ? <div ref={ref}>{children}</div> : null;
}

const formStyle = css({ display: "flex", flexDirection: "column", gap: "24", maxWidth: "960px" });
const footer = css({ display: "flex", justifyContent: "flex-end", gap: "8" });
