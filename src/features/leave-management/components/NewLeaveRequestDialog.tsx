import { type FormEvent, useId, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { useMutation, useQuery } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { Textarea } from "../../../ui/inputs/index.ts";
import { Select } from "../../../ui/select/index.ts";
import {
  DEFAULT_IMAGE_ACCEPT,
  DEFAULT_MAX_IMAGE_SIZE,
  formatFileSize,
} from "../../../ui/upload/index.ts";
import { useAgentRest } from "../../agents/hooks/rest.ts";
import { activeAgents } from "../../assignments/components/agentPicker.ts";
import {
  EntityPicker,
  errorCode,
  FormModal,
  todayIso,
  useFormErrors,
  useText,
} from "../../org-common/index.ts";
import {
  CreateLeaveRequestMutation,
  LeaveBalanceSummaryQuery,
  LeavePolicyOptionsQuery,
} from "./documents.ts";
import { formatDays, kindLabel } from "./model.ts";
import { leaveText } from "./text.ts";

/** The later of two YYYY-MM-DD days. */
const laterDay = (a: string, b: string) => (a.localeCompare(b) < 0 ? b : a);

/** The longest reason the worker API takes too. */
export const LEAVE_REASON_MAX = 500;

export type NewLeaveRequestDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After a request was created. */
  onCreated: () => void;
  /** Starts with this employee chosen (the employee page). */
  agentId?: number | null;
};

type Draft = {
  agentId: number | null;
  agentName: string;
  policyId: string | null;
  from: string;
  to: string;
  halfDay: string | null;
  reason: string;
  file: { id: string; name: string } | null;
};

/**
 * "New leave request" on a worker's behalf (source console, /work/leave-api.md): the employee,
 * a policy covering them with its balance, the dates (a half day when the policy allows it and
 * the request is one day), the reason and, when the policy requires it, an attachment uploaded
 * to the file service. The server checks everything again: its field problems show at the
 * fields; an overlap or a SPEC §8 conflict is a toast.
 */
export function NewLeaveRequestDialog(props: NewLeaveRequestDialogProps) {
  if (!props.open) return null;
  return <NewLeaveRequestForm {...props} />;
}

function NewLeaveRequestForm({ onClose, onCreated, agentId }: NewLeaveRequestDialogProps) {
  const t = useText(leaveText);
  const { language } = useI18n();
  const today = todayIso();
  const [draft, setDraft] = useState<Draft>({
    agentId: agentId ?? null,
    agentName: "",
    policyId: null,
    from: today,
    to: today,
    halfDay: null,
    reason: "",
    file: null,
  });
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const errors = useFormErrors();
  const fileInputId = useId();
  const rest = useAgentRest();
  const [{ data: summary, fetching: loadingSummary }] = useQuery({
    query: LeaveBalanceSummaryQuery,
    variables: { agentId: draft.agentId ?? 0, asOf: draft.from },
    pause: draft.agentId === null,
    requestPolicy: "cache-and-network",
  });
  const [{ data: options }] = useQuery({ query: LeavePolicyOptionsQuery });
  const [, create] = useMutation(CreateLeaveRequestMutation);

  const covering = draft.agentId === null ? [] : (summary?.leaveBalanceSummary ?? []);
  const policy = options?.leavePolicyOptions.find((p) => String(p.id) === draft.policyId);
  const chosen = covering.find((p) => String(p.policyId) === draft.policyId);
  const halfDayAllowed = policy?.halfDayAllowed === true && draft.from === draft.to;
  const attachmentRequired = policy?.attachmentRequired === true;

  const set = (patch: Partial<Draft>, ...fields: string[]) => {
    for (const field of fields) errors.clear(field);
    setDraft((current) => ({ ...current, ...patch }));
  };

  async function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > DEFAULT_MAX_IMAGE_SIZE) {
      errors.showProblems([
        { field: "fileId", message: t.fileTooLarge(formatFileSize(DEFAULT_MAX_IMAGE_SIZE)) },
      ]);
      return;
    }
    setUploading(true);
    try {
      const stored = await rest.uploadImage(file);
      set({ file: { id: stored.id, name: file.name } }, "fileId");
      showToast("success", t.uploaded);
    } catch (failure) {
      errors.showProblems([{ field: "fileId", message: extractErrorMessage(failure) }]);
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || uploading) return;
    const problems = [
      ...(draft.agentId === null ? [{ field: "agentId", message: "is required" }] : []),
      ...(draft.policyId === null ? [{ field: "policyId", message: "is required" }] : []),
      ...(draft.to < draft.from
        ? [{ field: "to", message: "must be on or after the start date" }]
        : []),
      ...(attachmentRequired && !draft.file ? [{ field: "fileId", message: "is required" }] : []),
    ];
    if (errors.showProblems(problems)) return;
    setBusy(true);
    const result = await create({
      input: {
        agentId: draft.agentId!,
        policyId: Number(draft.policyId),
        from: draft.from,
        to: draft.to,
        halfDay: halfDayAllowed ? draft.halfDay : null,
        reason: draft.reason.trim() || null,
        fileId: draft.file?.id ?? null,
      },
    });
    setBusy(false);
    if (result.error) {
      if (errorCode(result.error) === "BAD_USER_INPUT") {
        errors.showServerError(result.error);
        return;
      }
      // SPEC §8: an overlap or a pending sick-leave request is a conflict, said as a toast.
      showToast("error", extractErrorMessage(result.error));
      return;
    }
    showToast("success", t.created_(result.data?.createLeaveRequest.agentName ?? draft.agentName));
    onCreated();
    onClose();
  }

  const policyOptions = covering.map((p) => ({
    value: String(p.policyId),
    label: `${p.policyName} · ${kindLabel(p.kind, language)} · ${
      p.limited ? t.balanceOf(formatDays(p.balance, language)) : t.unlimited
    }`,
  }));
  // The server may name the days (over the balance) rather than the date.
  const toError = errors.fieldError("to", t.to) ?? errors.fieldError("days", t.days);
  const formError =
    errors.errors.form && Object.keys(errors.errors.fields).length === 0
      ? errors.errors.form
      : undefined;

  return (
    <FormModal
      title={t.newRequestTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={busy || uploading}
      formError={formError}
      submitLabel={t.submit}
      size="medium"
    >
      <EntityPicker
        label={t.employee}
        source={activeAgents}
        value={draft.agentId}
        required
        onValueChange={(id, option) =>
          set(
            { agentId: id, agentName: option?.label ?? "", policyId: null },
            "agentId",
            "policyId",
          )
        }
        invalid={errors.errors.fields["agentId"] !== undefined}
        errorText={errors.fieldError("agentId", t.employee)}
      />
      <Select
        label={t.policy}
        required
        options={policyOptions}
        value={draft.policyId}
        disabled={draft.agentId === null}
        placeholder={
          draft.agentId === null
            ? t.chooseEmployeeFirst
            : !loadingSummary && covering.length === 0
              ? t.noPolicies
              : undefined
        }
        onValueChange={(value) => set({ policyId: value, halfDay: null }, "policyId")}
        invalid={errors.errors.fields["policyId"] !== undefined}
      />
      {errors.fieldError("policyId", t.policy) && (
        <p role="alert" className={fieldProblem}>
          {errors.fieldError("policyId", t.policy)}
        </p>
      )}
      {chosen && (
        <p className={hint} data-testid="policy-balance">
          {chosen.limited ? t.balanceOf(formatDays(chosen.balance, language)) : t.unlimited}
        </p>
      )}
      <div className={pair}>
        <DatePicker
          label={t.from}
          required
          value={[draft.from]}
          onValueChange={(dates) => {
            const picked = dates[0]?.toString();
            if (!picked) return;
            set({ from: picked, to: laterDay(draft.to, picked) }, "from", "to", "days");
          }}
          invalid={errors.errors.fields["from"] !== undefined}
          {...(errors.fieldError("from", t.from)
            ? { errorText: errors.fieldError("from", t.from)! }
            : {})}
        />
        <DatePicker
          label={t.to}
          required
          value={[draft.to]}
          min={Temporal.PlainDate.from(draft.from)}
          onValueChange={(dates) => {
            const picked = dates[0]?.toString();
            if (picked) set({ to: picked }, "to", "days");
          }}
          invalid={toError !== undefined}
          {...(toError ? { errorText: toError } : {})}
        />
      </div>
      {halfDayAllowed && (
        <Select
          label={t.halfDay}
          options={[
            { value: "first_half", label: t.halfDays["first_half"]! },
            { value: "second_half", label: t.halfDays["second_half"]! },
          ]}
          value={draft.halfDay}
          placeholder={t.wholeDays}
          onValueChange={(value) => set({ halfDay: value }, "halfDay")}
        />
      )}
      <Textarea
        label={t.reason}
        rows={3}
        maxLength={LEAVE_REASON_MAX}
        placeholder={t.reasonPlaceholder}
        value={draft.reason}
        onValueChange={(value) => set({ reason: value }, "reason")}
        invalid={errors.errors.fields["reason"] !== undefined}
        errorText={errors.fieldError("reason", t.reason)}
      />
      {(attachmentRequired || draft.file) && (
        <div className={attachment}>
          <label htmlFor={fileInputId} className={label}>
            {t.attachment}
            {attachmentRequired && <span aria-hidden> *</span>}
          </label>
          <p className={hint}>{attachmentRequired ? t.attachmentRequired : t.attachmentHint}</p>
          {draft.file ? (
            <div className={pairRow}>
              <span data-testid="attachment-name">{draft.file.name}</span>
              <Button variant="secondary" onClick={() => set({ file: null })}>
                {t.removeAttachment}
              </Button>
            </div>
          ) : (
            <input
              id={fileInputId}
              type="file"
              accept={DEFAULT_IMAGE_ACCEPT}
              disabled={uploading}
              aria-invalid={errors.errors.fields["fileId"] !== undefined || undefined}
              onChange={(event) => void upload(event.currentTarget.files?.[0])}
            />
          )}
          {uploading && <p className={hint}>{t.uploading}</p>}
          {errors.fieldError("fileId", t.attachment) && (
            <p role="alert" className={fieldProblem}>
              {errors.fieldError("fileId", t.attachment)}
            </p>
          )}
        </div>
      )}
    </FormModal>
  );
}

const pair = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "12" });
const pairRow = css({ display: "flex", gap: "8", alignItems: "center", flexWrap: "wrap" });
const hint = css({ fontSize: "sm", color: "muted", margin: "0" });
const fieldProblem = css({ fontSize: "sm", color: "danger", margin: "0" });
const attachment = css({ display: "flex", flexDirection: "column", gap: "4" });
const label = css({ fontSize: "sm", fontWeight: "600" });
