import { type ChangeEvent, type KeyboardEvent, useState } from "react";
import {
  FieldInput,
  type FieldProps,
  FieldShell,
  FieldTextarea,
  useRequiredCheck,
} from "./field.tsx";
import { useInputStrings } from "./strings.ts";
import {
  charMatches,
  counterText,
  keepMatching,
  maxLengthChange,
  typesCharacter,
} from "./textRules.ts";

type TextValueProps = {
  /** Controlled value; null and undefined show as empty. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string) => void;
  /** Maximum characters: a counter ("12/100") shows, and longer text is refused. */
  maxLength?: number;
};

export type TextInputProps = FieldProps &
  TextValueProps & {
    type?: "text" | "email" | "tel" | "url" | "search" | "password";
    autoComplete?: string;
    /** The on-screen keyboard to offer, e.g. "numeric" for digits-only fields. */
    inputMode?: "text" | "numeric" | "tel" | "email" | "url" | "search" | "decimal";
  };

export type TextareaProps = FieldProps & TextValueProps & { rows?: number };

export type PatternInputProps = TextInputProps & {
  /** What one character must match, e.g. `DIGITS_ONLY`; other keys are blocked. */
  charPattern: RegExp;
};

type TextFieldBaseProps = FieldProps &
  TextValueProps & {
    multiline?: boolean;
    rows?: number | undefined;
    type?: TextInputProps["type"];
    autoComplete?: string | undefined;
    inputMode?: TextInputProps["inputMode"];
    charPattern?: RegExp | undefined;
  };

function TextFieldBase({
  value,
  defaultValue,
  onValueChange,
  maxLength,
  multiline = false,
  rows,
  type = "text",
  autoComplete,
  inputMode,
  charPattern,
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
}: TextFieldBaseProps) {
  const text = useInputStrings();
  const controlled = value !== undefined;
  const [own, setOwn] = useState(defaultValue ?? "");
  const current = controlled ? (value ?? "") : own;
  const [refused, setRefused] = useState(false);
  const exceeded = refused || maxLengthChange("", current, maxLength).exceeded;
  const requiredCheck = useRequiredCheck(required, current);

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const next =
      charPattern === undefined
        ? event.target.value
        : keepMatching(event.target.value, charPattern);
    const verdict = maxLengthChange(current, next, maxLength);
    setRefused(!verdict.accept);
    if (!verdict.accept || next === current) return;
    if (!controlled) setOwn(next);
    onValueChange?.(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (
      charPattern !== undefined &&
      !event.nativeEvent.isComposing &&
      typesCharacter(event) &&
      !charMatches(event.key, charPattern)
    ) {
      event.preventDefault();
    }
  }

  const error =
    (invalid ? errorText : undefined) ??
    (exceeded && maxLength !== undefined
      ? text("tooLong", { max: String(maxLength) })
      : undefined) ??
    (requiredCheck.missing ? text("required") : undefined) ??
    errorText ??
    text("invalid");

  const controlProps = {
    name,
    placeholder,
    value: current,
    onChange: handleChange,
    onKeyDown: handleKeyDown,
    onBlur: requiredCheck.onBlur,
  };

  return (
    <FieldShell
      label={label}
      helperText={helperText}
      error={error}
      invalid={Boolean(invalid) || exceeded || requiredCheck.missing}
      disabled={disabled}
      readOnly={readOnly}
      required={required}
      id={id}
      className={className}
      counter={
        maxLength === undefined ? undefined : { text: counterText(current, maxLength), exceeded }
      }
    >
      {multiline ? (
        <FieldTextarea {...controlProps} rows={rows} />
      ) : (
        <FieldInput
          {...controlProps}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
        />
      )}
    </FieldShell>
  );
}

/**
 * A one-line text field. With `maxLength` it counts characters ("12/100") and refuses
 * a change that would go over, marking itself invalid (SPEC §5).
 */
export function TextInput(props: TextInputProps) {
  return <TextFieldBase {...props} />;
}

/** A multi-line text field with the same counter and maximum as `TextInput` (SPEC §5). */
export function Textarea(props: TextareaProps) {
  return <TextFieldBase {...props} multiline />;
}

/**
 * A text field that takes only characters matching `charPattern`: other keys are
 * blocked (SPEC §5), and pasted text keeps only its matching characters.
 */
export function PatternInput(props: PatternInputProps) {
  return <TextFieldBase {...props} />;
}
