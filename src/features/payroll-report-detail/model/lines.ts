/**
 * Issue 17: how the report detail page reads a worker's line (domain/payroll/run/types.ts
 * ReportLine): figures grouped by kind, the rule's inputs, the server's refusal codes.
 */
import {
  lineErrorLabel,
  lineLabelIn as sharedLineLabelIn,
} from "../../../../domain/payroll/run/labels.ts";

export type LineLike = {
  code: string;
  label: string;
  amount: number;
  type: string;
  taxable?: boolean | null;
  rule: string;
  inputs?: string | null;
};

export type LineGroup = "earning" | "deduction" | "employer" | "tax" | "info";
export const LINE_GROUPS: readonly LineGroup[] = [
  "earning",
  "deduction",
  "employer",
  "tax",
  "info",
];

/** The line's figures by kind, in the engine's order within each; unknown kinds count as info. */
export function groupLines<T extends LineLike>(lines: readonly T[]): Record<LineGroup, T[]> {
  const groups: Record<LineGroup, T[]> = {
    earning: [],
    deduction: [],
    employer: [],
    tax: [],
    info: [],
  };
  for (const line of lines) {
    const group = (LINE_GROUPS as readonly string[]).includes(line.type)
      ? (line.type as LineGroup)
      : "info";
    groups[group].push(line);
  }
  return groups;
}

export type InputValue = string | number | boolean | null;

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The rule's inputs (a JSON object text) as name/value pairs; nested objects are spelled out
 * as "parent.child" (two levels), lists as JSON text; anything unreadable gives no pairs.
 */
export function inputsOf(text: string | null | undefined): [string, InputValue][] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isPlain(parsed)) return [];
  const pairs: [string, InputValue][] = [];
  const walk = (prefix: string, object: Record<string, unknown>, depth: number) => {
    for (const [key, value] of Object.entries(object)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (isPlain(value) && depth < 2) walk(name, value, depth + 1);
      else
        pairs.push([
          name,
          value === null ||
          typeof value === "string" ||
          typeof value === "number" ||
          typeof value === "boolean"
            ? value
            : JSON.stringify(value),
        ]);
    }
  };
  walk("", parsed, 0);
  return pairs;
}

/** Input names that hold rupiah (the rest are days, rates, months, flags ...). */
const MONEY_NAME =
  /(salary|gross|bruto|amount|pay|wage|income|tax|pph|withheld|net|deduction|allowance|premium|pension|ptkp|pkp|thr|base|total|fee|rupiah|cap|floor)/i;
const NOT_MONEY_NAME =
  /(rate|percent|days|day|months|month|minutes|hours|units|count|divisor|year|index|category)$/i;

export function isMoneyInput(name: string, value: InputValue): boolean {
  const last = name.split(".").at(-1) ?? name;
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    MONEY_NAME.test(last) &&
    !NOT_MONEY_NAME.test(last)
  );
}

type GraphQLErrorLike = { message?: unknown; extensions?: Record<string, unknown> };

const CODE = /^[A-Z][A-Z0-9_]{3,}$/;

/**
 * The business code of a refused operation (NO_PAYROLL_REPORT_DETAIL, PAYROLL_REPORT_HAS_ERRORS
 * ...): the service's `detail.code` the gateway passes on, a code the resolver sets itself
 * (`extensions.reason` / `errorCode`), or a message that is only a code.
 */
export function businessCodeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const list = (error as { graphQLErrors?: unknown }).graphQLErrors;
  const first = Array.isArray(list) ? (list[0] as GraphQLErrorLike | undefined) : undefined;
  const extensions = first?.extensions ?? {};
  const detail = extensions["detail"] as { code?: unknown } | undefined;
  for (const candidate of [
    detail?.code,
    extensions["reason"],
    extensions["errorCode"],
    extensions["businessCode"],
    first?.message,
  ]) {
    if (typeof candidate === "string" && CODE.test(candidate) && !GENERIC.has(candidate))
      return candidate;
  }
  return undefined;
}

/** GraphQL's own codes, never a business reason. */
const GENERIC = new Set([
  "BAD_USER_INPUT",
  "CONFLICT",
  "NOT_FOUND",
  "FORBIDDEN",
  "UNAUTHENTICATED",
  "INTERNAL_SERVER_ERROR",
]);

/** What to tell the user about a refused operation: our wording of its code, else its message. */
export function refusalText(
  error: unknown,
  codes: Readonly<Record<string, string>>,
  fallback: string,
): string {
  const code = businessCodeOf(error);
  if (code && codes[code]) return codes[code];
  const list = (error as { graphQLErrors?: GraphQLErrorLike[] } | null)?.graphQLErrors;
  const message = list?.[0]?.message;
  if (typeof message === "string" && message) return message;
  const own = (error as { message?: unknown } | null)?.message;
  return typeof own === "string" && own ? own.replace(/^\[\w+\]\s*/, "") : fallback;
}

/** "2026-12" → "December 2026" / "Desember 2026". */
export function monthLabel(period: string, language: "en" | "id"): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const names = language === "id" ? ID_MONTHS : EN_MONTHS;
  const name = names[Number(match[2]) - 1];
  return name ? `${name} ${match[1]}` : period;
}

const EN_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const ID_MONTHS = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];

/** Percent of the run done, 0 while nothing is known. */
export function progressPercent(progress: { done: number; total: number }): number {
  if (progress.total <= 0) return 0;
  return Math.min(100, Math.floor((progress.done / progress.total) * 100));
}

/** A line's label in the user's language (domain/payroll/run/labels.ts `lineLabelIn`). */
export const lineLabelIn = (line: Pick<LineLike, "code" | "label">, language: "en" | "id") =>
  sharedLineLabelIn(line, language);

/** A worker's line error code in words (the reason beside it carries the details). */
export function lineErrorIn(code: string, language: "en" | "id"): string {
  return lineErrorLabel(code, language) ?? code;
}
