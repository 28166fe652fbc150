import {
  type ProblemCode,
  type ProblemParams,
  renderProblem,
} from "../../../../domain/problems.ts";
import { HttpError } from "../../../shared/errors.ts";

/**
 * Issue 17: the payroll reports' refusals. A 409 carries its SPEC §8 code and its sentence
 * in both languages, `{ message, detail: { code, messages: { en, id } } }` like the other
 * coded 409s (leave, overtime, check-in); the caller's language picks the message.
 */
export type ReportConflictCode =
  | "BATCH_NAME_ALREADY_EXIST"
  | "PAYROLL_PERIOD_ALREADY_REPORTED"
  | "PAYROLL_REPORT_COMPUTING"
  | "NO_PAYROLL_REPORT_DETAIL"
  | "PAYROLL_REPORT_HAS_ERRORS"
  | "PAYROLL_REPORT_NOT_DRAFT"
  | "PAYROLL_REPORT_FINALIZED"
  | "PAYROLL_GROUP_HAS_REPORTS";

export function reportConflict(
  code: ReportConflictCode,
  problem: ProblemCode,
  params: ProblemParams = {},
  extra: Record<string, unknown> = {},
): HttpError {
  const en = renderProblem("en", problem, params);
  const id = renderProblem("id", problem, params);
  return new HttpError(409, en, { code, messages: { en, id }, ...extra });
}

export const nameTaken = (name: string) =>
  reportConflict("BATCH_NAME_ALREADY_EXIST", "payrollReportNameTaken", { name });
export const periodTaken = (period: string) =>
  reportConflict("PAYROLL_PERIOD_ALREADY_REPORTED", "payrollReportPeriodTaken", { period });
export const computing = () => reportConflict("PAYROLL_REPORT_COMPUTING", "payrollReportComputing");
export const noDetail = () => reportConflict("NO_PAYROLL_REPORT_DETAIL", "payrollReportNoDetail");
export const hasErrors = (count: number) =>
  reportConflict(
    "PAYROLL_REPORT_HAS_ERRORS",
    "payrollReportHasErrors",
    { count: String(count) },
    { errorCount: count },
  );
export const notDraft = () => reportConflict("PAYROLL_REPORT_NOT_DRAFT", "payrollReportNotDraft");
export const finalized = () => reportConflict("PAYROLL_REPORT_FINALIZED", "payrollReportFinalized");

export const CREATE = "Failed to Create Payroll Report";
export const UPDATE_ADJUSTMENTS = "Failed to Update Payroll Report Adjustments";
