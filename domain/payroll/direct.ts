/**
 * Issue 17, direct payroll (payroll report type direct): an uploaded sheet (or a JSON list) of
 * amounts per worker becomes a report line each, validated row by row, all or nothing. Pure:
 * the service checks rows with it and the console shows the same columns.
 *
 * Columns: Employee Number (the worker's NIK), Name (ignored: for the reader), Basic Salary,
 * Allowances, Overtime, Other Earnings, Deductions, PPh 21, Note. Amounts are whole rupiah.
 */
import type { ImportColumn } from "../workforce/import.ts";
import type { FieldProblem } from "./groups.ts";
import type { ReportLine } from "./run/types.ts";

/** The most any amount of a row may be (migration 0030 keeps amounts within bigint). */
export const MAX_DIRECT_AMOUNT = 10_000_000_000;
/** The most rows one direct report takes (the imports' limit). */
export const MAX_DIRECT_ROWS = 20_000;
export const MAX_DIRECT_NOTE = 500;
export const MAX_REPORT_NAME = 100;

export const DIRECT_AMOUNT_KEYS = [
  "basicSalary",
  "allowances",
  "overtime",
  "otherEarnings",
  "deductions",
  "pph21",
] as const;
export type DirectAmountKey = (typeof DIRECT_AMOUNT_KEYS)[number];
export const DIRECT_EARNING_KEYS = [
  "basicSalary",
  "allowances",
  "overtime",
  "otherEarnings",
] as const;

const col = (
  key: string,
  en: string,
  id: string,
  required: boolean,
  hint: string,
  example: string,
  text = false,
): ImportColumn => ({ key, label: { en, id }, required, hint, example, ...(text ? { text } : {}) });

const AMOUNT_HINT = "Whole rupiah, 0 or more; empty = 0";

/** The upload's columns, in the template's order. */
export const DIRECT_COLUMNS: readonly ImportColumn[] = [
  col(
    "employeeNumber",
    "Employee Number",
    "Nomor Karyawan",
    true,
    "The worker's employee number (the 16-digit NIK), typed as text",
    "3171011203900001",
    true,
  ),
  col("name", "Name", "Nama", false, "Ignored: for reading only", "Budi Santoso", true),
  col("basicSalary", "Basic Salary", "Gaji Pokok", true, "Whole rupiah, 0 or more", "5729876"),
  col("allowances", "Allowances", "Tunjangan", false, AMOUNT_HINT, "500000"),
  col("overtime", "Overtime", "Lembur", false, AMOUNT_HINT, "250000"),
  col("otherEarnings", "Other Earnings", "Pendapatan Lain", false, AMOUNT_HINT, "0"),
  col("deductions", "Deductions", "Potongan", false, AMOUNT_HINT, "100000"),
  col("pph21", "PPh 21", "PPh 21", false, AMOUNT_HINT, "0"),
  col("note", "Note", "Catatan", false, "At most 500 characters", "", true),
];

/** One row as sent (JSON) or read from a sheet. */
export type DirectRowInput = {
  employeeNumber?: unknown;
  agentId?: unknown;
  basicSalary?: unknown;
  allowances?: unknown;
  overtime?: unknown;
  otherEarnings?: unknown;
  deductions?: unknown;
  pph21?: unknown;
  note?: unknown;
};

export type DirectAmounts = Record<DirectAmountKey, number>;

/** A row's values once it has no problem of its own (the worker is found by the service). */
export type DirectRowValues = DirectAmounts & {
  employeeNumber: string | null;
  agentId: number | null;
  note: string | null;
};

const absent = (value: unknown) => value === undefined || value === null || value === "";

/** A month written yyyy-MM (the payroll month); null when it is not one. */
export function readPeriod(value: unknown): { year: number; month: number } | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2000 || year > 2999) return null;
  return { year, month: Number(match[2]) };
}

/** The first and last day of a payroll month, yyyy-MM-dd. */
export function periodDays(year: number, month: number): { start: string; end: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, "0");
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${String(last).padStart(2, "0")}` };
}

/** The report's name and month (`name`, `period` problems). */
export function validateReportHead(
  name: unknown,
  period: unknown,
): {
  name: string;
  period: { year: number; month: number; text: string } | null;
  problems: FieldProblem[];
} {
  const problems: FieldProblem[] = [];
  const trimmed = typeof name === "string" ? name.trim() : "";
  if (trimmed === "") problems.push({ field: "name", message: "is required" });
  else if (trimmed.length > MAX_REPORT_NAME)
    problems.push({ field: "name", message: `must be at most ${MAX_REPORT_NAME} characters` });
  const month = readPeriod(period);
  if (absent(period)) problems.push({ field: "period", message: "is required" });
  else if (!month) problems.push({ field: "period", message: "must be a month written YYYY-MM" });
  return {
    name: trimmed,
    period: month
      ? { ...month, text: `${month.year}-${String(month.month).padStart(2, "0")}` }
      : null,
    problems,
  };
}

/**
 * One row checked on its own: the worker's reference (an employee number or an agentId), every
 * amount (a number, not negative, whole rupiah, at most Rp 10.000.000.000), the note, and the
 * net pay (deductions + PPh 21 not above the earnings). Problems are `<at>.<field>`.
 */
export function validateDirectRow(
  input: DirectRowInput,
  at: string,
): { values: DirectRowValues; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) =>
    problems.push({ field: `${at}.${field}`, message });

  let employeeNumber: string | null = null;
  let agentId: number | null = null;
  if (!absent(input.agentId)) {
    const id = input.agentId;
    if (typeof id === "number" && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647)
      agentId = id;
    else problem("agentId", "must be a valid id");
  } else if (absent(input.employeeNumber)) problem("employeeNumber", "is required");
  else if (typeof input.employeeNumber !== "string") problem("employeeNumber", "must be text");
  else employeeNumber = input.employeeNumber.trim();

  const amounts = {} as DirectAmounts;
  let allRead = true;
  for (const key of DIRECT_AMOUNT_KEYS) {
    const raw = input[key];
    amounts[key] = 0;
    if (absent(raw)) {
      if (key === "basicSalary") {
        problem(key, "is required");
        allRead = false;
      }
      continue;
    }
    const wrong = amountProblem(raw);
    if (wrong) {
      problem(key, wrong);
      allRead = false;
    } else amounts[key] = raw as number;
  }

  let note: string | null = null;
  if (!absent(input.note)) {
    if (typeof input.note !== "string") problem("note", "must be text");
    else if (input.note.trim().length > MAX_DIRECT_NOTE)
      problem("note", `must be at most ${MAX_DIRECT_NOTE} characters`);
    else note = input.note.trim() || null;
  }

  if (allRead) {
    const { gross, employeeDeductions } = directFigures(amounts);
    if (employeeDeductions > gross)
      problem(
        amounts.deductions > 0 ? "deductions" : "pph21",
        "are more than the earnings: the net pay would be negative",
      );
  }
  return { values: { ...amounts, employeeNumber, agentId, note }, problems };
}

/** What is wrong with one amount, or null. */
export function amountProblem(value: unknown): string | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return "must be whole rupiah";
  if (value < 0) return "must not be negative";
  if (!Number.isInteger(value)) return "must be whole rupiah";
  if (value > MAX_DIRECT_AMOUNT) return `must be at most ${MAX_DIRECT_AMOUNT}`;
  return null;
}

/** A row's gross (the earnings), the worker's deductions (incl. PPh 21) and the net pay. */
export function directFigures(amounts: DirectAmounts): {
  gross: number;
  employeeDeductions: number;
  net: number;
} {
  const gross = DIRECT_EARNING_KEYS.reduce((sum, key) => sum + amounts[key], 0);
  const employeeDeductions = amounts.deductions + amounts.pph21;
  return { gross, employeeDeductions, net: gross - employeeDeductions };
}

const LINE_OF: Record<DirectAmountKey, { code: string; label: string; type: ReportLine["type"] }> =
  {
    basicSalary: { code: "basic_salary", label: "Basic salary", type: "earning" },
    allowances: { code: "allowances", label: "Allowances", type: "earning" },
    overtime: { code: "overtime", label: "Overtime", type: "earning" },
    otherEarnings: { code: "other_earnings", label: "Other earnings", type: "earning" },
    deductions: { code: "deductions", label: "Deductions", type: "deduction" },
    pph21: { code: "pph21", label: "PPh 21", type: "tax" },
  };

/**
 * A row's report lines: the basic salary always, the other amounts when not zero. Every figure
 * is as uploaded (rule "direct_upload"); earnings count as taxable (the gross PPh 21 is on).
 */
export function directLines(amounts: DirectAmounts, row: number): ReportLine[] {
  return DIRECT_AMOUNT_KEYS.filter((key) => key === "basicSalary" || amounts[key] > 0).map(
    (key) => {
      const line = LINE_OF[key];
      return {
        code: line.code,
        label: line.label,
        amount: amounts[key],
        type: line.type,
        ...(line.type === "earning" ? { taxable: true } : {}),
        rule: "direct_upload",
        inputs: { row },
      };
    },
  );
}

/** The line codes of a direct report, for the console's labels. */
export const DIRECT_LINE_CODES = Object.values(LINE_OF).map((line) => line.code);

/**
 * The direct lines' labels in both languages, for whoever shows a stored line in the user's
 * language (the engine's own codes basic_salary and pph21 are also in run/labels.ts).
 */
export const DIRECT_LINE_LABELS: Readonly<Record<string, { en: string; id: string }>> = {
  basic_salary: { en: "Basic salary", id: "Gaji pokok" },
  allowances: { en: "Allowances", id: "Tunjangan" },
  overtime: { en: "Overtime", id: "Lembur" },
  other_earnings: { en: "Other earnings", id: "Pendapatan lain" },
  deductions: { en: "Deductions", id: "Potongan" },
  pph21: { en: "PPh 21", id: "PPh 21" },
};
