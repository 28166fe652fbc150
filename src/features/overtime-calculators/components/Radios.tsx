import type { CombinedError } from "urql";
import * as s from "./styles.ts";

export type RadiosProps<T extends string> = {
  legend: string;
  name: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string | undefined;
};

/** A labelled group of radio buttons with its field error under it. */
export function Radios<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
}: RadiosProps<T>) {
  return (
    <fieldset className={s.radios} aria-invalid={error ? true : undefined}>
      <legend className={s.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={s.check}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      {error && <p className={s.fieldError}>{error}</p>}
    </fieldset>
  );
}

type FieldError = { field: string; message: string };

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as FieldError).field === "string" &&
  typeof (value as FieldError).message === "string";

/** The service's field errors a BAD_USER_INPUT carries (`extensions.errors`) as field → message. */
export function fieldErrorsOf(error: CombinedError): Record<string, string> {
  const first = error.graphQLErrors[0];
  if (first?.extensions["code"] !== "BAD_USER_INPUT") return {};
  const errors = first.extensions["errors"];
  return Array.isArray(errors)
    ? Object.fromEntries(errors.filter(isFieldError).map((e) => [e.field, e.message]))
    : {};
}
