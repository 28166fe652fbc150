/**
 * Issue 17: how the report detail page reads a worker's line (domain/payroll/run/types.ts
 * ReportLine): figures grouped by kind, the rule's inputs, the server's refusal codes.
 */
import { lineErrorLabel, lineLabel } from "../../../../domain/payroll/run/labels.ts";

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

/**
 * The rule's inputs (a JSON object text) as name/value pairs; nested values are shown as JSON
 * text, anything unreadable gives no pairs.
 */
export function inputsOf(text: string | null | undefined): [string, InputValue][] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return [];
  return Object.entries(parsed as Record<string, unknown>).map(([key, value]) => [
    key,
    value === null ||
    typeof value === "string" ||
    typeof value === "number" ||
    typeof value === "boolean"
      ? value
      : JSON.stringify(value),
  ]);
}

/** Input names that hold rupiah (the rest are days, rates, months, flags ...). */
const MONEY_NAME =
  /(salary|gross|bruto|amount|pay|wage|income|tax|pph|withheld|net|deduction|allowance|premium|pension|ptkp|pkp|thr|base|total|fee|rupiah|cap|floor)/i;
const NOT_MONEY_NAME =
  /(rate|percent|days|day|months|month|minutes|hours|units|count|divisor|year|index|category)$/i;

export function isMoneyInput(name: string, value: InputValue): boolean {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    MONEY_NAME.test(name) &&
    !NOT_MONEY_NAME.test(name)
  );
}

/** "taxableGross" → "Taxable gross", "pph21_withheld" → "Pph21 withheld". */
export function humanizeName(name: string): string {
  const words = name
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
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

/**
 * A line's label in the user's language: the engine's own codes carry its English label, which
 * is worded again (domain/payroll/run/labels.ts); components and adjustments keep their label.
 */
export function lineLabelIn(line: Pick<LineLike, "code" | "label">, language: "en" | "id"): string {
  const english = lineLabel(line.code, "en");
  if (english === null || english !== line.label) return line.label;
  return lineLabel(line.code, language) ?? line.label;
}

/** A worker's line error code in words (the reason beside it carries the details). */
export function lineErrorIn(code: string, language: "en" | "id"): string {
  return lineErrorLabel(code, language) ?? code;
}
