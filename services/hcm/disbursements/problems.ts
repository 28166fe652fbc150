import { type ProblemCode, type ProblemParams, renderProblem } from "../../../domain/problems.ts";
import { HttpError } from "../../shared/errors.ts";

/**
 * Issue 18: the disbursement batches' refusals. A coded answer carries its code and its
 * sentence in both languages, `{ message, detail: { code, messages: { en, id } } }` like
 * the payroll reports' 409s; the caller's language picks the message (services/shared/server.ts
 * lifts the code to the top).
 */
export type DisbursementCode =
  | "BATCH_NAME_ALREADY_EXIST"
  | "PAYROLL_REPORT_NOT_FINALIZED"
  | "PAYROLL_REPORT_ALREADY_DISBURSED"
  | "NO_PAYROLL_REPORT_DETAIL"
  | "NO_CLAIMS_TO_DISBURSE"
  | "DISBURSEMENT_NOT_PENDING"
  | "DISBURSEMENT_LINE_NOT_EDITABLE"
  | "DISBURSEMENT_LINE_NOT_RETRYABLE"
  | "DISBURSEMENT_LINE_INVALID"
  | "DISBURSEMENT_LINE_NOT_CANCELLABLE"
  | "DISBURSEMENT_NOT_BANK_FILE"
  | "NOTHING_TO_CONFIRM"
  | "VERSION_CONFLICT"
  | "MAKER_CHECKER"
  | "DISBURSEMENT_MAINTENANCE";

export function coded(
  status: number,
  code: DisbursementCode,
  problem: ProblemCode,
  params: ProblemParams = {},
): HttpError {
  const en = renderProblem("en", problem, params);
  const id = renderProblem("id", problem, params);
  return new HttpError(status, en, { code, messages: { en, id } });
}

export const nameTaken = (name: string) =>
  coded(409, "BATCH_NAME_ALREADY_EXIST", "disbursementNameTaken", { name });
export const reportNotFinalized = () =>
  coded(409, "PAYROLL_REPORT_NOT_FINALIZED", "disbursementReportNotFinalized");
export const reportAlreadyDisbursed = () =>
  coded(409, "PAYROLL_REPORT_ALREADY_DISBURSED", "disbursementReportAlreadyDisbursed");
export const reportNoLines = () =>
  coded(409, "NO_PAYROLL_REPORT_DETAIL", "disbursementReportNoLines");
export const noClaims = () => coded(409, "NO_CLAIMS_TO_DISBURSE", "disbursementNoClaims");
export const notPending = () => coded(409, "DISBURSEMENT_NOT_PENDING", "disbursementNotPending");
export const notCancellable = () =>
  coded(409, "DISBURSEMENT_NOT_PENDING", "disbursementNotCancellable");
export const lineNotEditable = () =>
  coded(409, "DISBURSEMENT_LINE_NOT_EDITABLE", "disbursementLineNotEditable");
export const lineNotRetryable = () =>
  coded(409, "DISBURSEMENT_LINE_NOT_RETRYABLE", "disbursementLineNotRetryable");
export const lineStillInvalid = () =>
  coded(409, "DISBURSEMENT_LINE_INVALID", "disbursementLineStillInvalid");
export const lineNotCancellable = () =>
  coded(409, "DISBURSEMENT_LINE_NOT_CANCELLABLE", "disbursementLineNotCancellable");
export const notBankFile = () =>
  coded(409, "DISBURSEMENT_NOT_BANK_FILE", "disbursementNotBankFile");
export const nothingToConfirm = () =>
  coded(409, "NOTHING_TO_CONFIRM", "disbursementNothingToConfirm");
export const versionChanged = () => coded(409, "VERSION_CONFLICT", "disbursementVersionChanged");
/** SPEC §6 manual disbursement approval: the maker is not the checker. */
export const makerChecker = () => coded(403, "MAKER_CHECKER", "disbursementMakerChecker");
/** SPEC §6 disbursement maintenance: new submissions refused, nothing changed. */
export const maintenance = () => coded(503, "DISBURSEMENT_MAINTENANCE", "disbursementMaintenance");

export const CREATE = "Failed to Create Disbursement";
export const UPDATE_LINE = "Failed to Update Disbursement Line";
