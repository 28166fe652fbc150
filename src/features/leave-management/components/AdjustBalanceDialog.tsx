import { type FormEvent, useState } from "react";
import { useMutation, useQuery } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { showToast } from "../../../ui/index.ts";
import { Textarea, TextInput } from "../../../ui/inputs/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { activeAgents } from "../../assignments/components/agentPicker.ts";
import {
  EntityPicker,
  errorCode,
  FormModal,
  todayIso,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import { AdjustLeaveBalanceMutation, LeaveBalanceSummaryQuery } from "./documents.ts";
import { formatSignedDays, parseSignedDays } from "./model.ts";
import { leaveText } from "./text.ts";

export const ADJUST_REASON_MAX = 500;

export type AdjustTarget = {
  agentId: number | null;
  agentName: string;
  policyId: number | null;
};

export type AdjustBalanceDialogProps = {
  /** Null while closed; a row's worker and policy, or nothing chosen yet. */
  target: AdjustTarget | null;
  onClose: () => void;
  onDone: () => void;
};

/**
 * A manual ledger entry (RULES.md §2: an adjustment always says why): the worker, the policy,
 * the date, signed days in steps of half a day and the required reason. Field problems show at
 * the fields, the server's included.
 */
export function AdjustBalanceDialog({ target, onClose, onDone }: AdjustBalanceDialogProps) {
  if (!target) return null;
  return <AdjustForm target={target} onClose={onClose} onDone={onDone} />;
}

function AdjustForm({
  target,
  onClose,
  onDone,
}: {
  target: AdjustTarget;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useText(leaveText);
  const { language } = useI18n();
  const [agentId, setAgentId] = useState(target.agentId);
  const [agentName, setAgentName] = useState(target.agentName);
  const [policyId, setPolicyId] = useState<string | null>(
    target.policyId === null ? null : String(target.policyId),
  );
  const [date, setDate] = useState(todayIso());
  const [days, setDays] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();
  const [{ data: summary }] = useQuery({
    query: LeaveBalanceSummaryQuery,
    variables: { agentId: agentId ?? 0 },
    pause: agentId === null,
  });
  const [, adjust] = useMutation(AdjustLeaveBalanceMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const value = parseSignedDays(days);
    const problems = [
      ...(agentId === null ? [{ field: "agentId", message: "is required" }] : []),
      ...(policyId === null ? [{ field: "policyId", message: "is required" }] : []),
      ...(days.trim() === ""
        ? [{ field: "days", message: "is required" }]
        : value === null
          ? [{ field: "days", message: t.adjustDaysInvalid }]
          : []),
      ...(reason.trim() === "" ? [{ field: "reason", message: "is required" }] : []),
    ];
    if (errors.showProblems(problems)) return;
    setBusy(true);
    const result = await adjust({
      agentId: agentId!,
      policyId: Number(policyId),
      date,
      days: value!,
      reason: reason.trim(),
    });
    setBusy(false);
    if (result.error) {
      if (errorCode(result.error) === "BAD_USER_INPUT") errors.showServerError(result.error);
      else showToast("error", extractErrorMessage(result.error));
      return;
    }
    showToast("success", t.adjusted_(formatSignedDays(value!, language), agentName));
    onDone();
    onClose();
  }

  const fieldInvalid = (field: string) => errors.errors.fields[field] !== undefined;
  const formError =
    errors.errors.form && Object.keys(errors.errors.fields).length === 0
      ? errors.errors.form
      : undefined;
  return (
    <FormModal
      title={t.adjustTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      size="medium"
    >
      <EntityPicker
        label={t.employee}
        source={activeAgents}
        value={agentId}
        knownLabel={agentName || undefined}
        required
        onValueChange={(id, option) => {
          errors.clear("agentId");
          setAgentId(id);
          setAgentName(option?.label ?? "");
          setPolicyId(null);
        }}
        invalid={fieldInvalid("agentId")}
        errorText={errors.fieldError("agentId", t.employee)}
      />
      <Select
        label={t.policy}
        required
        disabled={agentId === null}
        placeholder={agentId === null ? t.chooseEmployeeFirst : undefined}
        options={(summary?.leaveBalanceSummary ?? []).map((p) => ({
          value: String(p.policyId),
          label: p.policyName,
        }))}
        value={policyId}
        onValueChange={(value) => {
          errors.clear("policyId");
          setPolicyId(value);
        }}
        invalid={fieldInvalid("policyId")}
      />
      {errors.fieldError("policyId", t.policy) && (
        <p role="alert" className={problem}>
          {errors.fieldError("policyId", t.policy)}
        </p>
      )}
      <DatePicker
        label={t.adjustDate}
        required
        value={[date]}
        onValueChange={(dates) => {
          const picked = dates[0]?.toString();
          if (picked) {
            errors.clear("date");
            setDate(picked);
          }
        }}
        invalid={fieldInvalid("date")}
        {...(errors.fieldError("date", t.adjustDate)
          ? { errorText: errors.fieldError("date", t.adjustDate)! }
          : {})}
      />
      <TextInput
        label={t.adjustDays}
        required
        inputMode="decimal"
        placeholder="-1.5"
        helperText={t.adjustDaysHint}
        value={days}
        onValueChange={(value) => {
          errors.clear("days");
          setDays(value);
        }}
        invalid={fieldInvalid("days")}
        errorText={errors.fieldError("days", t.adjustDays)}
      />
      <Textarea
        label={t.adjustReason}
        required
        rows={3}
        maxLength={ADJUST_REASON_MAX}
        placeholder={t.adjustReasonPlaceholder}
        value={reason}
        onValueChange={(value) => {
          errors.clear("reason");
          setReason(value);
        }}
        invalid={fieldInvalid("reason")}
        errorText={errors.fieldError("reason", t.adjustReason)}
      />
    </FormModal>
  );
}

const problem = css({ fontSize: "sm", color: "danger", margin: "0" });
