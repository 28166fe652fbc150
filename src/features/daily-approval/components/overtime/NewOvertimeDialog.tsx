import { type FormEvent, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { useMutation } from "urql";
import {
  OVERTIME_MINUTES_MAX,
  OVERTIME_REASON_MAX,
} from "../../../../../domain/overtime/requests.ts";
import { DatePicker } from "../../../../ui/date-picker/index.ts";
import { showToast } from "../../../../ui/index.ts";
import { BasicNumberInput, Textarea } from "../../../../ui/inputs/index.ts";
import { activeAgents } from "../../../assignments/index.ts";
import {
  EntityPicker,
  FormModal,
  todayIso,
  useFormErrors,
  useText,
} from "../../../org-common/index.ts";
import { CreateOvertimeRequestMutation } from "./documents.ts";
import { overtimeText } from "./text.ts";

export type NewOvertimeDialogProps = { onClose: () => void; onCreated: () => void };

/**
 * An overtime request on a worker's behalf (issue 15): employee, day, minutes and reason. The
 * fields are checked here as the server checks them; the server's answer (the day's attendance
 * does not show the minutes, SPEC §8; a cap of PP 35/2021 Art 26) shows at its field or above
 * the form.
 */
export function NewOvertimeDialog({ onClose, onCreated }: NewOvertimeDialogProps) {
  const t = useText(overtimeText);
  const [agentId, setAgentId] = useState<number | null>(null);
  const [agentLabel, setAgentLabel] = useState("");
  const [date, setDate] = useState(todayIso());
  const [minutes, setMinutes] = useState<number | null>(null);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();
  const [, create] = useMutation(CreateOvertimeRequestMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems = [
      ...(agentId === null ? [{ field: "agentId", message: "is required" }] : []),
      ...(minutes === null
        ? [{ field: "minutes", message: "is required" }]
        : !Number.isInteger(minutes) || minutes < 1 || minutes > OVERTIME_MINUTES_MAX
          ? [{ field: "minutes", message: `must be a number from 1 to ${OVERTIME_MINUTES_MAX}` }]
          : []),
      ...(reason.trim() ? [] : [{ field: "reason", message: "is required" }]),
    ];
    if (errors.showProblems(problems)) return;
    setBusy(true);
    const result = await create({ agentId: agentId!, date, minutes, reason: reason.trim() });
    setBusy(false);
    if (result.error) {
      errors.showServerError(result.error);
      return;
    }
    showToast("success", t.created(agentLabel));
    onCreated();
  }

  const fieldError = (field: string, label: string) => errors.fieldError(field, label);
  const formOnly =
    errors.errors.form &&
    !["agentId", "date", "minutes", "reason"].some((f) => errors.errors.fields[f])
      ? errors.errors.form
      : undefined;
  return (
    <FormModal
      title={t.newTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formOnly}
      submitLabel={t.newRequest}
    >
      <EntityPicker
        label={t.worker}
        placeholder={t.workerPlaceholder}
        source={activeAgents}
        value={agentId}
        required
        onValueChange={(id, option) => {
          errors.clear("agentId");
          setAgentId(id);
          setAgentLabel(option?.label ?? "");
        }}
        invalid={fieldError("agentId", t.worker) !== undefined}
        errorText={fieldError("agentId", t.worker)}
      />
      <DatePicker
        label={t.date}
        value={[date]}
        max={Temporal.PlainDate.from(todayIso())}
        onValueChange={(dates) => {
          const picked = dates[0]?.toString();
          if (picked) {
            errors.clear("date");
            setDate(picked);
          }
        }}
        invalid={fieldError("date", t.date) !== undefined}
        errorText={fieldError("date", t.date)}
      />
      <BasicNumberInput
        label={t.minutes}
        helperText={t.minutesHint}
        required
        min={1}
        max={OVERTIME_MINUTES_MAX}
        step={1}
        value={minutes}
        onValueChange={(value) => {
          errors.clear("minutes");
          setMinutes(value);
        }}
        invalid={fieldError("minutes", t.minutes) !== undefined}
        errorText={fieldError("minutes", t.minutes)}
      />
      <Textarea
        label={t.reason}
        required
        rows={3}
        maxLength={OVERTIME_REASON_MAX}
        placeholder={t.reasonPlaceholder}
        value={reason}
        onValueChange={(value) => {
          errors.clear("reason");
          setReason(value);
        }}
        invalid={fieldError("reason", t.reason) !== undefined}
        errorText={fieldError("reason", t.reason)}
      />
    </FormModal>
  );
}
