import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import {
  crossesMidnight,
  minutesOfTime,
  validateShift,
} from "../../../../domain/schedules/shifts.ts";
import { css } from "../../../../styled-system/css";
import { showToast } from "../../../ui/index.ts";
import { TextInput } from "../../../ui/inputs/index.ts";
import type { OptionItem } from "../../../ui/select/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { commonText, FormModal, useFormErrors, useText } from "../../org-common/index.ts";
import { CreateShiftMutation, type ShiftRow, UpdateShiftMutation } from "./documents.ts";
import {
  EMPTY_SHIFT,
  type ShiftDraft,
  shiftDraftOf,
  shiftInputOf,
  shiftRuleInputOf,
} from "./shiftDraft.ts";
import { shiftText } from "./text.ts";

export type ShiftFormModalProps = {
  /** The shift to edit; null creates one. */
  shift: ShiftRow | null;
  statusOptions: OptionItem[];
  onClose: () => void;
};

const MINUTE_FIELDS = [
  "breakMinutes",
  "lateGraceMinutes",
  "earlyOutGraceMinutes",
  "checkInOpensMinutesBefore",
  "checkOutClosesMinutesAfter",
] as const;

/** Create or edit a shift; the shared rules' problems show at their fields, then the server's. */
export function ShiftFormModal({ shift, statusOptions, onClose }: ShiftFormModalProps) {
  const t = useText(shiftText);
  const c = useText(commonText);
  const [draft, setDraft] = useState<ShiftDraft>(() => (shift ? shiftDraftOf(shift) : EMPTY_SHIFT));
  const errors = useFormErrors();
  const [created, createShift] = useMutation(CreateShiftMutation);
  const [updated, updateShift] = useMutation(UpdateShiftMutation);

  const set = (patch: Partial<ShiftDraft>) => {
    for (const field of Object.keys(patch)) errors.clear(field);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const fieldError = (field: string, label: string) => {
    const message = errors.fieldError(field, label);
    return { invalid: message !== undefined, errorText: message };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (errors.showProblems(validateShift(shiftRuleInputOf(draft)).problems)) return;
    const input = shiftInputOf(draft);
    const result = shift
      ? await updateShift({ id: shift.id, input })
      : await createShift({ input });
    if (result.error) {
      errors.showServerError(result.error);
      return;
    }
    showToast("success", shift ? t.updated(input.name) : t.created(input.name));
    onClose();
  }

  const overnight =
    minutesOfTime(draft.startTime) !== null &&
    minutesOfTime(draft.endTime) !== null &&
    crossesMidnight(draft.startTime, draft.endTime);

  return (
    <FormModal
      title={shift ? t.editTitle(shift.name) : t.createTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={created.fetching || updated.fetching}
      formError={errors.errors.form}
    >
      <div className={grid}>
        <TextInput
          label={c.code}
          required
          value={draft.code}
          onValueChange={(code) => set({ code: code.toUpperCase() })}
          helperText={t.codeHint}
          {...fieldError("code", c.code)}
        />
        <TextInput
          label={c.name}
          required
          maxLength={100}
          value={draft.name}
          onValueChange={(name) => set({ name })}
          {...fieldError("name", c.name)}
        />
        <TextInput
          label={t.startTime}
          required
          placeholder="HH:MM"
          inputMode="numeric"
          value={draft.startTime}
          onValueChange={(startTime) => set({ startTime })}
          helperText={t.timeHint}
          {...fieldError("startTime", t.startTime)}
        />
        <TextInput
          label={t.endTime}
          required
          placeholder="HH:MM"
          inputMode="numeric"
          value={draft.endTime}
          onValueChange={(endTime) => set({ endTime })}
          helperText={overnight ? t.crossesMidnight : t.timeHint}
          {...fieldError("endTime", t.endTime)}
        />
        {MINUTE_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t[field]}
            inputMode="numeric"
            value={draft[field]}
            onValueChange={(value) => set({ [field]: value })}
            {...fieldError(field, t[field])}
          />
        ))}
        <TextInput
          label={t.halfDayHours}
          inputMode="decimal"
          value={draft.halfDayHours}
          onValueChange={(halfDayHours) => set({ halfDayHours })}
          {...fieldError("halfDayHours", t.halfDayHours)}
        />
        <TextInput
          label={t.absentHours}
          inputMode="decimal"
          value={draft.absentHours}
          onValueChange={(absentHours) => set({ absentHours })}
          {...fieldError("absentHours", t.absentHours)}
        />
        <label className={checkbox}>
          <input
            type="checkbox"
            checked={draft.flexible}
            onChange={(event) => set({ flexible: event.target.checked })}
          />
          {t.flexible}
        </label>
        {shift && (
          <Select
            label={c.status}
            options={statusOptions}
            value={draft.status}
            onValueChange={(status) => set({ status: status ?? "active" })}
          />
        )}
      </div>
    </FormModal>
  );
}

const grid = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
  gap: "16",
});
const checkbox = css({ display: "flex", alignItems: "center", gap: "8", fontSize: "sm" });
