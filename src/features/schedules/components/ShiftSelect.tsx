import { useId } from "react";
import { css } from "../../../../styled-system/css";
import { FieldError } from "../../org-common/index.ts";

export type ShiftChoice = {
  id: number;
  code: string;
  name: string;
  startTime: string;
  endTime: string;
  crossesMidnight: boolean;
  breakMinutes: number;
  status: string;
};

export type ShiftSelectProps = {
  label: string;
  value: number | null;
  shifts: readonly ShiftChoice[];
  dayOffLabel: string;
  onChange: (shiftId: number | null) => void;
  error?: string | undefined;
};

/** "PAGI · 08:00 – 17:00", "+1" when the shift ends the next day. */
export const shiftLabel = (shift: ShiftChoice) =>
  `${shift.code} · ${shift.startTime} – ${shift.endTime}${shift.crossesMidnight ? " +1" : ""}`;

/**
 * A shift or a day off. Active shifts are offered; an inactive one stays offered only where
 * it is already chosen (the server refuses choosing it anew).
 */
export function ShiftSelect({
  label,
  value,
  shifts,
  dayOffLabel,
  onChange,
  error,
}: ShiftSelectProps) {
  const id = useId();
  const offered = shifts.filter((shift) => shift.status === "active" || shift.id === value);
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={select}
        aria-invalid={error ? true : undefined}
        value={value === null ? "" : String(value)}
        onChange={(event) =>
          onChange(event.target.value === "" ? null : Number(event.target.value))
        }
      >
        <option value="">{dayOffLabel}</option>
        {offered.map((shift) => (
          <option key={shift.id} value={String(shift.id)}>
            {shiftLabel(shift)}
          </option>
        ))}
      </select>
      <FieldError message={error} />
    </div>
  );
}

const field = css({ display: "flex", flexDirection: "column", gap: "4" });
const labelClass = css({ fontSize: "sm", fontWeight: "600" });
const select = css({
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  paddingX: "12",
  paddingY: "8",
  fontSize: "sm",
  bg: "white",
  _invalid: { borderColor: "danger" },
});
