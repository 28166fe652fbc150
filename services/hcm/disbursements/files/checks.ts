import { isMandiriAccount } from "../../../../domain/disbursement/mandiri.ts";
import { type ProblemCode, renderProblem } from "../../../../domain/problems.ts";
import type { FieldProblem } from "../../../../domain/workforce/org.ts";
import { MAX_REPORT_MONTHS } from "./schemas.ts";

/**
 * Issue 18, bank files and the paid report: the checks of the query strings beyond their
 * JSON-schema types, in English (the caller's language through domain/problems.ts).
 */

const say = (code: ProblemCode, params: Record<string, string> = {}) =>
  renderProblem("en", code, params);

/** Headlines of a refused request (localised through the catalogue). */
export const BANK_FILE_MESSAGE = say("disbursementBankFileRefused");
export const PAID_REPORT_MESSAGE = say("disbursementPaidReportRefused");

const isDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/**
 * The Mandiri file's header fields: the debit account (13 digits, spaces and dashes as people
 * copy them from a statement are dropped) and the value date (today in WIB or later: the bank
 * refuses an instruction dated in the past; default today).
 */
export function checkMandiriHeader(
  query: { debitAccount?: string | undefined; valueDate?: string | undefined },
  today: string,
): { debitAccount: string; valueDate: string; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const debitAccount = (query.debitAccount ?? "").replace(/[\s-]/g, "");
  if (debitAccount === "") problems.push({ field: "debitAccount", message: say("required") });
  else if (!isMandiriAccount(debitAccount))
    problems.push({ field: "debitAccount", message: say("disbursementDebitAccount") });
  const valueDate = query.valueDate?.trim() || today;
  if (!isDate(valueDate)) problems.push({ field: "valueDate", message: say("isoDate") });
  else if (valueDate < today)
    problems.push({
      field: "valueDate",
      message: say("disbursementNotBeforeToday", { date: today }),
    });
  return { debitAccount, valueDate, problems };
}

const monthIndex = (text: string): number | null => {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text.trim());
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
};

/** The paid report's months: both YYYY-MM, `to` not before `from`, at most 24 months. */
export function checkMonths(from: string, to: string): FieldProblem[] {
  const start = monthIndex(from);
  const end = monthIndex(to);
  const problems: FieldProblem[] = [];
  if (start === null) problems.push({ field: "from", message: say("payrollReportMonth") });
  if (end === null) problems.push({ field: "to", message: say("payrollReportMonth") });
  if (start === null || end === null) return problems;
  if (end < start) problems.push({ field: "to", message: say("taxEndMonth") });
  else if (end - start + 1 > MAX_REPORT_MONTHS)
    problems.push({
      field: "to",
      message: say("disbursementMonthsAtMost", { max: String(MAX_REPORT_MONTHS) }),
    });
  return problems;
}
