import { GraphQLError } from "graphql";
import type { Lang } from "../../../domain/enums.ts";
import { lineErrorLabel, lineLabelIn } from "../../../domain/payroll/run/labels.ts";
import type { GatewayContext } from "../../context.ts";

/**
 * Issue 17, payroll reports: REST answers of the hcm service (/work/reports-api.md) → the
 * shapes of gateway/schema/payroll-reports. Money stays whole rupiah (pg's bigint strings
 * become numbers here), `inputs` objects become JSON texts, and a line's label is the
 * component's name as stored or, for the engine's own codes, its label in the caller's
 * language.
 */
export type Row = Record<string, unknown>;
export type Page = { items: Row[]; totalItems: number; limit: number; page: number };

/** A NOT_FOUND of the service read as "nothing there" (a nullable single-row query). */
export async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions["code"] === "NOT_FOUND") return null;
    throw error;
  }
}

const languages = new WeakMap<object, Promise<Lang>>();

/**
 * The caller's console language (their /settings choice, what the services answer in),
 * read once per GraphQL request. English when it cannot be read: labels are never worth
 * failing the page for.
 */
export function callerLanguage(context: GatewayContext): Promise<Lang> {
  let language = languages.get(context);
  if (!language) {
    language = context.services
      .get<{ user?: { language?: unknown } }>("main", "/auth/me")
      .then((me) => (me?.user?.language === "id" ? "id" : "en") as Lang)
      .catch(() => "en" as Lang);
    languages.set(context, language);
  }
  return language;
}

/** A whole number of rupiah (or a count) from a JSON number or pg's bigint/numeric text. */
export function money(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

const moneyOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : money(value);

/** An object (or an already written text) as a JSON text; null stays null. */
export function jsonText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

const TOTALS = ["gross", "net", "pph21", "employerContributions", "deductions"] as const;
const BPJS = [
  "kesehatanWorker",
  "kesehatanEmployer",
  "jhtWorker",
  "jhtEmployer",
  "jpWorker",
  "jpEmployer",
  "jkk",
  "jkm",
] as const;

const objectOf = (value: unknown): Row =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Row) : {};

export function toReport(row: Row): Row {
  const totals = objectOf(row["totals"]);
  const progress = objectOf(row["progress"]);
  return {
    ...row,
    useAttendance: row["useAttendance"] === true,
    totals: Object.fromEntries(TOTALS.map((key) => [key, money(totals[key])])),
    progress: { done: money(progress["done"]), total: money(progress["total"]) },
    lineCount: money(row["lineCount"]),
    errorCount: money(row["errorCount"]),
    version: money(row["version"] ?? 1),
  };
}

export function toReportPage(page: Page): Page {
  return { ...page, items: page.items.map(toReport) };
}

type Line = {
  code?: unknown;
  label?: unknown;
  amount?: unknown;
  type?: unknown;
  taxable?: unknown;
  rule?: unknown;
  inputs?: unknown;
};

function toLine(line: Line, language: Lang) {
  const code = String(line.code ?? "");
  const label = typeof line.label === "string" ? line.label : "";
  return {
    code,
    label: lineLabelIn({ code, label }, language),
    amount: money(line.amount),
    type: String(line.type ?? "info"),
    taxable: typeof line.taxable === "boolean" ? line.taxable : null,
    rule: String(line.rule ?? ""),
    inputs: jsonText(line.inputs),
  };
}

const DETAIL_MONEY = [
  "basicSalary",
  "gross",
  "taxableGross",
  "employeePension",
  "pph21",
  "employeeDeductions",
  "employerContributions",
  "net",
] as const;

export function toDetail(row: Row, reportId: number, language: Lang): Row {
  const bpjs = objectOf(row["bpjs"]);
  const lines = Array.isArray(row["lines"]) ? (row["lines"] as Line[]) : [];
  return {
    ...row,
    id: money(row["id"]),
    reportId: row["reportId"] === undefined ? reportId : money(row["reportId"]),
    agentName: String(row["agentName"] ?? ""),
    taxMonth: money(row["taxMonth"]),
    ...Object.fromEntries(DETAIL_MONEY.map((key) => [key, money(row[key])])),
    bpjs: Object.fromEntries(BPJS.map((key) => [key, money(bpjs[key])])),
    lines: lines.map((line) => toLine(line, language)),
    errorLabel:
      typeof row["errorCode"] === "string" ? lineErrorLabel(row["errorCode"], language) : null,
    inputs: jsonText(row["inputs"]) ?? "{}",
  };
}

export function toAdjustment(row: Row): Row {
  return {
    ...row,
    agentName: String(row["agentName"] ?? ""),
    amount: money(row["amount"]),
    componentCode: row["componentCode"] ?? null,
    taxable: row["taxable"] !== false,
  };
}

const PREVIEW_NUMBERS = ["attendedDays", "absentDays", "unpaidLeaveDays", "paidLeaveDays"] as const;

export function toPreviewMember(row: Row): Row {
  return {
    ...row,
    basicSalary: money(row["basicSalary"]),
    workingDays: moneyOrNull(row["workingDays"]),
    ...Object.fromEntries(PREVIEW_NUMBERS.map((key) => [key, money(row[key])])),
    overtimeMinutes: money(row["overtimeMinutes"]),
    incompleteAccount: row["incompleteAccount"] === true,
  };
}

/** An input object without its null fields: the service's schemas take absent, not null. */
export function withoutNulls<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}
