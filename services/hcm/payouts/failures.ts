import { type ProblemCode, renderProblem } from "../../../domain/problems.ts";

/**
 * Issue 18: the words behind a provider's failure code (Xendit payouts v2 failure codes;
 * the simulator's ACCOUNT_CLOSED), so a failed line says why in both languages
 * (domain/problems.ts). An unknown code is named in a general sentence.
 */
export const PAYOUT_FAILURE_PROBLEMS: Readonly<Record<string, ProblemCode>> = {
  ACCOUNT_NOT_FOUND: "payoutAccountNotFound",
  INVALID_DESTINATION: "payoutInvalidDestination",
  ACCOUNT_CLOSED: "payoutAccountClosed",
  REJECTED_BY_CHANNEL: "payoutRejectedByChannel",
  INSUFFICIENT_BALANCE: "payoutInsufficientBalance",
  TEMPORARY_TRANSFER_ERROR: "payoutTransferError",
  TRANSFER_ERROR: "payoutTransferError",
  UNKNOWN_BANK_NETWORK_ERROR: "payoutTransferError",
  DESTINATION_MAXIMUM_LIMIT: "payoutLimitExceeded",
  REVERSED: "payoutReversed",
};

/** The reason of a provider failure code in `language` (English is what lines store). */
export function payoutFailureReason(code: string, language: "en" | "id" = "en"): string {
  const problem = PAYOUT_FAILURE_PROBLEMS[code];
  return problem
    ? renderProblem(language, problem, {})
    : renderProblem(language, "payoutRefused", { code });
}
