import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { FieldInput, type FieldProps, FieldShell, useRequiredCheck } from "./field.tsx";
import {
  acceptsInsertion,
  allowsNegative,
  caretAfterFormat,
  clampDecimal,
  completeValue,
  decimalText,
  formatDraft,
  type NumberRules,
  normalizePaste,
  separatorsOf,
  stepDecimal,
  toDraft,
} from "./numberRules.ts";
import { useInputStrings } from "./strings.ts";
import { typesCharacter } from "./textRules.ts";

/** What the number inputs report on every change of value. */
export type NumberValueDetails = {
  /** The exact value: "-1234.5" ("" when empty), never rounded by floating point. */
  value: string;
  /** The same as a number, for callers that want one; null when empty. */
  valueAsNumber: number | null;
};

type NumberValue = string | number | bigint | null;

export type NumberInputProps = FieldProps & {
  /** Controlled value: a number or a numeric string such as "1234.50". */
  value?: NumberValue;
  defaultValue?: NumberValue;
  onValueChange?: (details: NumberValueDetails) => void;
  /** The value is clamped into [min, max] when the field is left. A min ≥ 0 also blocks "-". */
  min?: number | string;
  max?: number | string;
  /** ArrowUp / ArrowDown change the value by this much; 1 unless given. */
  step?: number | string;
  /** Whether a decimal part may be typed; true unless given. */
  allowDecimal?: boolean;
  /** "." thousands and "," decimals (Indonesian style) when true; false unless given. */
  thousandSeparator?: boolean;
  maxFractionDigits?: number;
};

type NumberFieldBaseProps = NumberInputProps & {
  prefix?: string;
  /** What screen readers hear for the value; the field's own text unless given. */
  formatValueText?: (value: string) => string;
};

const optionalText = (value: number | string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  const text = decimalText(value);
  return text === "" ? undefined : text;
};

/**
 * The configurable number field behind `NumberInput` and `CurrencyInput`: it shows a
 * draft the user edits under the rules of `numberRules.ts` and reports exact values.
 */
export function NumberFieldBase({
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  allowDecimal = true,
  thousandSeparator = false,
  maxFractionDigits,
  prefix,
  formatValueText,
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
}: NumberFieldBaseProps) {
  const text = useInputStrings();
  const bounds = { min: optionalText(min), max: optionalText(max) };
  const stepText = optionalText(step) ?? "1";
  const rules: NumberRules = {
    allowNegative: allowsNegative(bounds.min),
    allowDecimal,
    thousandSeparator,
    maxFractionDigits,
  };

  const controlled = value !== undefined;
  const incoming = controlled ? decimalText(value) : undefined;
  const [draft, setDraft] = useState(() => incoming ?? decimalText(defaultValue));
  const [lastIncoming, setLastIncoming] = useState(incoming);
  if (incoming !== lastIncoming) {
    // A new value from the caller replaces the draft, unless it is what the draft says.
    setLastIncoming(incoming);
    if (incoming !== undefined && incoming !== completeValue(draft)) setDraft(incoming);
  }

  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const display = formatDraft(draft, rules);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  });

  const complete = completeValue(draft);
  const requiredCheck = useRequiredCheck(required, complete);

  function commit(next: string, caret: number | null) {
    pendingCaret.current = caret;
    setDraft(next);
    const nextValue = completeValue(next);
    if (nextValue !== complete) {
      onValueChange?.({
        value: nextValue,
        valueAsNumber: nextValue === "" ? null : Number(nextValue),
      });
    }
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const next = toDraft(raw, rules);
    if (next === null) return;
    const caret = event.target.selectionStart ?? raw.length;
    commit(next, caretAfterFormat(raw, caret, formatDraft(next, rules), rules));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (readOnly || disabled || event.nativeEvent.isComposing) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? display.length;
    const end = input.selectionEnd ?? start;
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      const next = stepDecimal(complete, event.key === "ArrowUp" ? 1 : -1, stepText, bounds);
      commit(next, formatDraft(next, rules).length);
      return;
    }
    const { group } = separatorsOf(thousandSeparator);
    if (group !== null && start === end) {
      // Deleting across a thousands dot removes the digit beyond it, not the dot.
      if (event.key === "Backspace" && display.charAt(start - 1) === group) {
        input.setSelectionRange(start - 1, start - 1);
        return;
      }
      if (event.key === "Delete" && display.charAt(start) === group) {
        input.setSelectionRange(start + 1, start + 1);
        return;
      }
    }
    if (typesCharacter(event) && !acceptsInsertion(display, start, end, event.key, rules)) {
      event.preventDefault();
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    if (readOnly || disabled) return;
    const pasted = normalizePaste(event.clipboardData.getData("text"), rules);
    if (pasted === null) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? display.length;
    const end = input.selectionEnd ?? start;
    const raw = display.slice(0, start) + pasted + display.slice(end);
    const next = toDraft(raw, rules);
    if (next === null) return;
    commit(next, caretAfterFormat(raw, start + pasted.length, formatDraft(next, rules), rules));
  }

  function handleBlur() {
    requiredCheck.onBlur();
    const clamped = clampDecimal(complete, bounds);
    if (clamped !== draft) commit(clamped, null);
  }

  const shownInvalid = Boolean(invalid) || requiredCheck.missing;
  const error =
    (invalid ? errorText : undefined) ??
    (requiredCheck.missing ? text("required") : undefined) ??
    errorText ??
    text("invalid");

  return (
    <FieldShell
      label={label}
      helperText={helperText}
      error={error}
      invalid={shownInvalid}
      disabled={disabled}
      readOnly={readOnly}
      required={required}
      id={id}
      className={className}
      prefix={prefix}
    >
      <FieldInput
        ref={inputRef}
        type="text"
        role="spinbutton"
        inputMode={allowDecimal ? "decimal" : "numeric"}
        autoComplete="off"
        name={name}
        placeholder={placeholder}
        value={display}
        aria-valuenow={complete === "" ? undefined : Number(complete)}
        aria-valuemin={bounds.min === undefined ? undefined : Number(bounds.min)}
        aria-valuemax={bounds.max === undefined ? undefined : Number(bounds.max)}
        aria-valuetext={complete === "" ? undefined : (formatValueText?.(complete) ?? display)}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        onBlur={handleBlur}
      />
    </FieldShell>
  );
}

/**
 * A number field (SPEC §5): digits with an optional minus and decimal separator, no
 * leading zeros, optional "." thousands with "," decimals, ArrowUp/ArrowDown by `step`,
 * clamped to min/max when left. It reports exact decimal strings.
 */
export function NumberInput(props: NumberInputProps) {
  return <NumberFieldBase {...props} />;
}
