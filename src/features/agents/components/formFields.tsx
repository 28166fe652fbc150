import { type ReactNode, useMemo } from "react";
import { Temporal } from "temporal-polyfill";
import { css } from "../../../../styled-system/css";
import { DatePicker } from "../../../ui/date-picker/index.ts";
// The kit's field shell: the phone field needs its fixed "+62" prefix, which only the number
// inputs expose.
import { FieldInput, FieldShell } from "../../../ui/inputs/field.tsx";
import { MultiSelect, type OptionItem, Select } from "../../../ui/select/index.ts";

/** Wraps one form control: names it for focus-on-error and shows what the kit cannot. */
export function FieldBox({
  name,
  error,
  hint,
  children,
  wide = false,
}: {
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div data-field={name} data-invalid={error ? "" : undefined} className={wide ? wideBox : box}>
      {children}
      {hint && <p className={hintText}>{hint}</p>}
      {error && <p className={errorText}>{error}</p>}
    </div>
  );
}

export type SelectFieldProps = {
  name: string;
  label: string;
  options: readonly OptionItem[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
};

/** The kit's Select as a form field: "" is nothing chosen; the error shows under it. */
export function SelectField({
  name,
  label,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  placeholder,
}: SelectFieldProps) {
  return (
    <FieldBox name={name} error={error} hint={hint}>
      <Select
        label={label}
        options={options}
        value={value === "" ? null : value}
        onValueChange={(next) => onChange(next ?? "")}
        invalid={Boolean(error)}
        disabled={disabled ?? false}
        required={required ?? false}
        {...(placeholder ? { placeholder } : {})}
      />
    </FieldBox>
  );
}

export type MultiSelectFieldProps = {
  name: string;
  label: string;
  options: readonly OptionItem[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  required?: boolean;
};

/** The kit's MultiSelect (default mode) as a form field over option values. */
export function MultiSelectField({
  name,
  label,
  options,
  value,
  onChange,
  error,
  required,
}: MultiSelectFieldProps) {
  const selected = useMemo(
    () => value.flatMap((v) => options.find((option) => option.value === v) ?? []),
    [options, value],
  );
  return (
    <FieldBox name={name} error={error}>
      <MultiSelect
        label={label}
        options={options}
        value={selected}
        onValueChange={(next) => onChange(next.map((option) => option.value))}
        invalid={Boolean(error)}
        required={required ?? false}
      />
    </FieldBox>
  );
}

export type DateFieldProps = {
  name: string;
  label: string;
  /** yyyy-MM-dd, or "" for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  min?: Temporal.PlainDate;
  max?: Temporal.PlainDate;
};

/** The kit's DatePicker (single date) as a form field over yyyy-MM-dd text. */
export function DateField({
  name,
  label,
  value,
  onChange,
  error,
  required,
  min,
  max,
}: DateFieldProps) {
  return (
    <FieldBox name={name}>
      <DatePicker
        label={label}
        required={required ?? false}
        value={value ? [value] : []}
        onValueChange={(dates) => onChange(dates[0]?.toString() ?? "")}
        invalid={Boolean(error)}
        {...(error ? { errorText: error } : {})}
        {...(min ? { min } : {})}
        {...(max ? { max } : {})}
      />
    </FieldBox>
  );
}

export type PhoneFieldProps = {
  name: string;
  label: string;
  /** The number after +62 (SPEC §5: 8 followed by 7–12 digits). */
  value: string;
  onChange: (value: string) => void;
  /** Leaving the field: the page normalises 08… / 62… to 8…. */
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
};

/** A phone number with the fixed "+62" prefix beside it (SPEC §5); digits only. */
export function PhoneField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
}: PhoneFieldProps) {
  return (
    <div data-field={name} data-invalid={error ? "" : undefined} className={box}>
      <FieldShell
        label={label}
        error={error}
        invalid={Boolean(error)}
        required={required ?? false}
        prefix="+62"
      >
        <FieldInput
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="81234567890"
          value={value}
          maxLength={16}
          onChange={(event) => onChange(event.target.value.replace(/[^0-9+]/g, ""))}
          onBlur={onBlur}
        />
      </FieldShell>
    </div>
  );
}

/** Today in Indonesia's western zone, the latest birth date a form takes. */
export const todayInJakarta = (): Temporal.PlainDate => Temporal.Now.plainDateISO("Asia/Jakarta");

const box = css({ display: "flex", flexDirection: "column", gap: "4", minWidth: "0" });
const wideBox = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  minWidth: "0",
  gridColumn: "1 / -1",
});
const hintText = css({ fontSize: "xs", color: "muted" });
const errorText = css({ fontSize: "xs", color: "danger" });
