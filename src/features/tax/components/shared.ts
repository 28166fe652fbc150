import type { CombinedError } from "urql";

/** PMK 168/2023 (the TER regime) is in force from tax year 2024: no earlier year to simulate. */
export const FIRST_TER_YEAR = 2024;

/**
 * The years the year selects offer: from the TER regime to the current year. A year the
 * server's rate data does not cover yet is refused there, at the year field.
 */
export function simulatorYears(now = new Date()): number[] {
  const last = Math.max(FIRST_TER_YEAR, now.getFullYear());
  return Array.from({ length: last - FIRST_TER_YEAR + 1 }, (_, i) => FIRST_TER_YEAR + i);
}

type FieldError = { field: string; message: string };

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as FieldError).field === "string" &&
  typeof (value as FieldError).message === "string";

/** The service's field errors a BAD_USER_INPUT carries (`extensions.errors`), if any. */
export function fieldErrorsOf(error: CombinedError): FieldError[] {
  const first = error.graphQLErrors[0];
  if (first?.extensions["code"] !== "BAD_USER_INPUT") return [];
  const errors = first.extensions["errors"];
  return Array.isArray(errors) ? errors.filter(isFieldError) : [];
}

const percent = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 2 });

/** A rate as the console writes numbers (SPEC §9: comma decimals): "0,25 %"; "-" when none. */
export const formatPercent = (rate: number | null | undefined): string =>
  rate === null || rate === undefined ? "-" : `${percent.format(rate)} %`;
