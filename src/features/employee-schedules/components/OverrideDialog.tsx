import { useState } from "react";
import { useMutation, useQuery } from "urql";
import { showToast } from "../../../ui/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { FormModal, useFormErrors, useText } from "../../org-common/index.ts";
import { OverrideScheduleMutation, ScheduleShiftsQuery } from "./documents.ts";
import { displayDate } from "./format.ts";
import { scheduleText } from "./text.ts";

export type OverrideTarget = {
  agentId: number;
  fullName: string;
  date: string;
  shiftId: number | null;
};

const DAY_OFF = "off";

/** One employee's day: another shift or a day off (kept by later assigns). */
export function OverrideDialog({
  target,
  onClose,
}: {
  target: OverrideTarget;
  onClose: (changed: boolean) => void;
}) {
  const t = useText(scheduleText);
  const [{ data }] = useQuery({ query: ScheduleShiftsQuery });
  const [choice, setChoice] = useState<string | null>(
    target.shiftId === null ? DAY_OFF : String(target.shiftId),
  );
  const [{ fetching }, override] = useMutation(OverrideScheduleMutation);
  const { errors, showServerError, fieldError } = useFormErrors();
  const options = [
    { value: DAY_OFF, label: t.overrideDayOff },
    ...(data?.scheduleShifts.map((s) => ({
      value: String(s.id),
      label: `${s.code} · ${s.name} (${s.startTime}–${s.endTime})`,
    })) ?? []),
  ];
  return (
    <FormModal
      title={t.overrideTitle(target.fullName, displayDate(target.date))}
      busy={fetching}
      formError={errors.form}
      onClose={() => onClose(false)}
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await override({
          agentId: target.agentId,
          date: target.date,
          shiftId: choice === null || choice === DAY_OFF ? null : Number(choice),
        });
        if (result.error) return showServerError(result.error);
        showToast("success", t.overrideSaved);
        onClose(true);
      }}
    >
      <Select
        label={t.overrideShift}
        options={options}
        value={choice}
        onValueChange={setChoice}
        invalid={Boolean(fieldError("shiftId", t.overrideShift))}
      />
      {fieldError("shiftId", t.overrideShift) && (
        <p role="alert">{fieldError("shiftId", t.overrideShift)}</p>
      )}
      <p>{t.overrideHint}</p>
    </FormModal>
  );
}
