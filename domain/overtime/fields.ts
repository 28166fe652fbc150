/**
 * The calculators' input checks (issue 15), shared by the REST service and the console form
 * so both refuse the same input with the same words. A problem names the request's field
 * path (`wage.basic`) and says why in both languages. Pure.
 */
import { Temporal } from "temporal-polyfill";
import type { Lang } from "../enums.ts";
import { MAX_INPUT_RUPIAH } from "../tax/money.ts";

export { MAX_INPUT_RUPIAH };

/** One field's problem, worded in both console languages. */
export type CalculatorFieldError = { field: string; en: string; id: string };

/** Input the calculators refuse: every field problem at once. */
export class CalculatorInputError extends Error {
  constructor(readonly errors: readonly CalculatorFieldError[]) {
    super(errors.map((error) => `${error.field} ${error.en}`).join("; "));
    this.name = "CalculatorInputError";
  }
}

/** The problems in one language, as `{ field, message }` (the REST 400's `errors`). */
export const inLanguage = (errors: readonly CalculatorFieldError[], language: Lang) =>
  errors.map((error) => ({ field: error.field, message: error[language] }));

const rupiahText = (n: number) => String(n);

/** Collects problems while reading a raw request body. */
export class FieldChecker {
  readonly errors: CalculatorFieldError[] = [];

  problem(field: string, en: string, id: string): void {
    if (!this.errors.some((error) => error.field === field)) this.errors.push({ field, en, id });
  }

  required(field: string): void {
    this.problem(field, "is required", "wajib diisi");
  }

  /** A whole number of rupiah from `min` to Rp 10 trillion, or undefined when absent. */
  rupiah(field: string, value: unknown, min = 0): number | undefined {
    if (value === undefined || value === null) return undefined;
    if (
      typeof value !== "number" ||
      !Number.isInteger(value) ||
      value < min ||
      value > MAX_INPUT_RUPIAH
    ) {
      this.problem(
        field,
        `must be a whole number of rupiah from ${rupiahText(min)} to ${rupiahText(MAX_INPUT_RUPIAH)}`,
        `harus berupa bilangan bulat rupiah dari ${rupiahText(min)} sampai ${rupiahText(MAX_INPUT_RUPIAH)}`,
      );
      return undefined;
    }
    return value;
  }

  /** A number from `min` to `max` (decimals allowed), or undefined when absent. */
  number(field: string, value: unknown, min: number, max: number): number | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max) {
      this.problem(
        field,
        `must be a number from ${min} to ${max}`,
        `harus berupa angka dari ${min} sampai ${max}`,
      );
      return undefined;
    }
    return value;
  }

  oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
      this.problem(
        field,
        `must be one of ${allowed.join(", ")}`,
        `harus salah satu dari ${allowed.join(", ")}`,
      );
      return undefined;
    }
    return value as T;
  }

  boolean(field: string, value: unknown): boolean | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== "boolean") {
      this.problem(field, "must be true or false", "harus benar atau salah");
      return undefined;
    }
    return value;
  }

  /** A calendar date written yyyy-MM-dd (years 1900 to 2200), or undefined when absent. */
  date(field: string, value: unknown): Temporal.PlainDate | undefined {
    if (value === undefined || value === null) return undefined;
    const date = typeof value === "string" ? parseIsoDate(value) : undefined;
    if (!date) {
      this.problem(
        field,
        "must be a date written yyyy-MM-dd",
        "harus berupa tanggal dengan format yyyy-MM-dd",
      );
      return undefined;
    }
    return date;
  }

  /** Fields of `value` that are not in `known` are refused (a typo must not pass silently). */
  onlyKnown(prefix: string, value: Record<string, unknown>, known: readonly string[]): void {
    for (const key of Object.keys(value))
      if (!known.includes(key))
        this.problem(
          prefix ? `${prefix}.${key}` : key,
          "is not an allowed field",
          "bukan kolom yang diizinkan",
        );
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-MM-dd as a date, undefined unless it is a real day from 1900 to 2200. */
export function parseIsoDate(text: string): Temporal.PlainDate | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || year > 2200) return undefined;
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: "reject" });
  } catch {
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
