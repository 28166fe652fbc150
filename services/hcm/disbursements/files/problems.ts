import { type ProblemCode, renderProblem } from "../../../../domain/problems.ts";
import { HttpError } from "../../../shared/errors.ts";

/**
 * Issue 18, bank files: the coded 409s, `{ message, detail: { code, messages: { en, id } } }`
 * like the payroll reports' (services/hcm/payroll/reports/problems.ts).
 */
function conflict(code: string, problem: ProblemCode): HttpError {
  const en = renderProblem("en", problem);
  const id = renderProblem("id", problem);
  return new HttpError(409, en, { code, messages: { en, id } });
}

/**
 * A Mandiri file of a batch the payout provider pays: uploading it to the bank would pay
 * every line a second time, which cannot be taken back.
 */
export const providerChannel = () =>
  conflict("BANK_FILE_PROVIDER_CHANNEL", "disbursementBankFileProvider");

/** No line the file can pay (none to pay, or only e-wallet lines). */
export const noBankLines = () => conflict("BANK_FILE_NO_LINES", "disbursementBankFileNoLines");
