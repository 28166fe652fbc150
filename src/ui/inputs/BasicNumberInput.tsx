import { type ChangeEvent, type KeyboardEvent, useState } from "react";
import { FieldInput, type FieldProps, FieldShell, useRequiredCheck } from "./field.tsx";
import { BASIC_BLOCKED_KEYS, basicNumberChange } from "./numberRules.ts";
import { useInputStrings } from "./strings.ts";

export type BasicNumberInputProps = FieldProps & {
  value?: number | null;
  defaultValue?: number | null;
  /** Called with each value in range; out-of-range values never reach it. */
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number | "any";
};

type RangeProblem = "below-min" | "above-max" | null;

const textOf = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? "" : String(value);

/**
 * The browser's number field with SPEC §5's basic rules: "-", "+" and "e" cannot be
 * typed, and a value above `max` or below `min` is not applied and marks the field
 * invalid. Text below `min` that more digits can still bring into range ("1" toward
 * a min of 10) stays on screen, flagged, and is dropped if the field is left so.
 */
export function BasicNumberInput({
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step,
  label,
  helperText,
  errorText,
  invalid,
  disabled,
  readOnly,
  required,
  name,
  placeholder,
  id,
  className,
}: BasicNumberInputProps) {
  const text = useInputStrings();
  const controlled = value !== undefined;
  const [applied, setApplied] = useState(() => textOf(controlled ? value : defaultValue));
  const [shown, setShown] = useState(applied);
  const [problem, setProblem] = useState<RangeProblem>(null);
  const incoming = controlled ? textOf(value) : undefined;
  const [lastIncoming, setLastIncoming] = useState(incoming);
  if (incoming !== lastIncoming) {
    setLastIncoming(incoming);
    if (incoming !== undefined && incoming !== applied) {
      setApplied(incoming);
      setShown(incoming);
      setProblem(null);
    }
  }
  const requiredCheck = useRequiredCheck(required, shown);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (BASIC_BLOCKED_KEYS.includes(event.key)) event.preventDefault();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    // "12." is not a number yet: the browser reports "" and flags badInput until more is typed.
    if (event.target.validity.badInput) return;
    const verdict = basicNumberChange(event.target.value, { min, max });
    if (verdict.kind === "reject") {
      if (verdict.reason !== "blocked") setProblem(verdict.reason);
      return;
    }
    setShown(event.target.value);
    if (verdict.kind === "hold") {
      setProblem(verdict.reason);
      return;
    }
    setProblem(null);
    setApplied(event.target.value);
    onValueChange?.(verdict.value);
  }

  function handleBlur() {
    requiredCheck.onBlur();
    if (shown !== applied) setShown(applied);
  }

  const rangeMessage =
    problem === "below-min"
      ? text("belowMin", { min: String(min) })
      : problem === "above-max"
        ? text("aboveMax", { max: String(max) })
        : undefined;
  const error =
    (invalid ? errorText : undefined) ??
    rangeMessage ??
    (requiredCheck.missing ? text("required") : undefined) ??
    errorText ??
    text("invalid");

  return (
    <FieldShell
      label={label}
      helperText={helperText}
      error={error}
      invalid={Boolean(invalid) || problem !== null || requiredCheck.missing}
      disabled={disabled}
      readOnly={readOnly}
      required={required}
      id={id}
      className={className}
    >
      <FieldInput
        type="number"
        name={name}
        placeholder={placeholder}
        min={min}
        max={max}
        step={step}
        value={shown}
        onKeyDown={handleKeyDown}
        onChange={handleChange}
        onBlur={handleBlur}
      />
    </FieldShell>
  );
}
