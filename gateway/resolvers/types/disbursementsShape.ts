import { GraphQLError } from "graphql";
import { renderProblem } from "../../../domain/problems.ts";
import { jsonText, money, type Row } from "./payrollReportsShape.ts";

/**
 * Issue 18, disbursements: REST answers of the hcm service (services/hcm/disbursements,
 * /work/money-api.md) → the shapes of gateway/schema/disbursements. Money and the lines'
 * bigint ids stay whole numbers (pg's bigint texts become numbers), an event's detail is a
 * JSON text, and a field the service leaves out is null.
 */

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : money(value);

const COUNTS = [
  "draft",
  "pendingApproval",
  "approved",
  "submitted",
  "succeeded",
  "failed",
  "reversed",
  "cancelled",
] as const;

const objectOf = (value: unknown): Row =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Row) : {};

export function toBatch(row: Row): Row {
  const counts = objectOf(row["counts"]);
  return {
    ...row,
    id: money(row["id"]),
    payrollReportId: numberOrNull(row["payrollReportId"]),
    payrollReportName: row["payrollReportName"] ?? null,
    channel: String(row["channel"] ?? "provider"),
    description: row["description"] ?? null,
    lineCount: money(row["lineCount"]),
    totalAmount: money(row["totalAmount"]),
    paidAmount: money(row["paidAmount"]),
    errorCount: money(row["errorCount"]),
    mismatchCount: money(row["mismatchCount"]),
    inquiryStatus: String(row["inquiryStatus"] ?? "pending"),
    counts: Object.fromEntries(COUNTS.map((key) => [key, money(counts[key])])),
    createdById: numberOrNull(row["createdById"]),
    createdByName: row["createdByName"] ?? null,
    approvedByName: row["approvedByName"] ?? null,
    approvedAt: row["approvedAt"] ?? null,
    submittedAt: row["submittedAt"] ?? null,
    completedAt: row["completedAt"] ?? null,
    canApprove: row["canApprove"] === true,
    version: money(row["version"] ?? 1),
  };
}

export function toLine(row: Row): Row {
  const claims = Array.isArray(row["reimbursementClaimIds"])
    ? (row["reimbursementClaimIds"] as unknown[])
    : [];
  return {
    ...row,
    id: money(row["id"]),
    agentName: String(row["agentName"] ?? ""),
    employeeNumber: row["employeeNumber"] ?? null,
    amount: money(row["amount"]),
    method: String(row["method"] ?? "bank_transfer"),
    bankCode: row["bankCode"] ?? null,
    bankName: row["bankName"] ?? null,
    accountNumber: row["accountNumber"] ?? null,
    accountName: row["accountName"] ?? null,
    eWallet: row["eWallet"] ?? null,
    phoneNumber: row["phoneNumber"] ?? null,
    errorCode: row["errorCode"] ?? null,
    errorReason: row["errorReason"] ?? null,
    inquiryStatus: row["inquiryStatus"] ?? null,
    inquiredName: row["inquiredName"] ?? null,
    attempts: money(row["attempts"]),
    providerReference: row["providerReference"] ?? null,
    submittedAt: row["submittedAt"] ?? null,
    succeededAt: row["succeededAt"] ?? null,
    failedAt: row["failedAt"] ?? null,
    payrollReportDetailId: numberOrNull(row["payrollReportDetailId"]),
    reimbursementClaimIds: claims.map(money),
    version: money(row["version"] ?? 1),
  };
}

export function toEvent(row: Row): Row {
  return {
    ...row,
    id: money(row["id"]),
    lineId: numberOrNull(row["lineId"]),
    fromStatus: row["fromStatus"] ?? null,
    actorName: row["actorName"] ?? null,
    detail: jsonText(row["detail"]),
  };
}

export function toSettings(row: Row): Row {
  const banks = Array.isArray(row["banks"]) ? (row["banks"] as Row[]) : [];
  const wallets = Array.isArray(row["eWallets"]) ? (row["eWallets"] as unknown[]) : [];
  return {
    banks: banks.map((bank) => ({
      code: String(bank["code"]),
      name: String(bank["name"] ?? bank["code"]),
      minDigits: money(bank["minDigits"]),
      maxDigits: money(bank["maxDigits"]),
    })),
    // Codes (gopay, ovo, ...): the service may list them bare or as `{ code, ... }`.
    eWallets: wallets.map((wallet) =>
      typeof wallet === "string" ? wallet : String(objectOf(wallet)["code"]),
    ),
    bankTransferMinimum: money(row["bankTransferMinimum"]),
    manualApproval: row["manualApproval"] === true,
    maintenance: row["maintenance"] === true,
  };
}

export function toPaidRow(row: Row): Row {
  return {
    ...row,
    agentName: String(row["agentName"] ?? ""),
    employeeNumber: row["employeeNumber"] ?? null,
    amount: money(row["amount"]),
    lineCount: money(row["lineCount"]),
    payrollAmount: money(row["payrollAmount"]),
    reimbursementAmount: money(row["reimbursementAmount"]),
    otherAmount: money(row["otherAmount"]),
  };
}

/** The money routes' 503 code while disbursement maintenance is on (SPEC §6). */
export const MAINTENANCE = "DISBURSEMENT_MAINTENANCE";

/**
 * A refusal of the service for the console: the maintenance 503 keeps its own code
 * (`extensions.code` DISBURSEMENT_MAINTENANCE with the service's sentence in the caller's
 * language) instead of the INTERNAL_SERVER_ERROR any 503 would otherwise be, so the console
 * can say "paused, nothing lost" rather than "something broke". Everything else passes.
 */
export function maintenanceAware(error: unknown): never {
  if (error instanceof GraphQLError && error.extensions["status"] === 503) {
    const detail = objectOf(error.extensions["detail"]);
    if (detail["code"] === MAINTENANCE)
      throw new GraphQLError(error.message, {
        extensions: { ...error.extensions, code: MAINTENANCE },
      });
  }
  throw error;
}

/** A line's id as the service's path takes it: the bigint of the database, whole and positive. */
export function lineIdOf(lineId: number): string {
  if (!Number.isSafeInteger(lineId) || lineId < 1)
    throw new GraphQLError("The line id must be a positive whole number", {
      extensions: {
        code: "BAD_USER_INPUT",
        status: 400,
        errors: [{ field: "lineId", message: "must be a positive whole number" }],
      },
    });
  return String(lineId);
}

/**
 * The Idempotency-Key header of an `idempotencyKey` argument (none: no header). The service's
 * rule (1–200 visible ASCII characters, services/shared/idempotency.ts) is checked here first:
 * anything else cannot be an HTTP header at all (fetch refuses a newline or an emoji), so it is
 * the caller's bad input naming the argument, not a failed call.
 */
export function idempotencyHeader(key: string | null | undefined): Record<string, string> {
  if (key === null || key === undefined) return {};
  if (!/^[\x21-\x7e]{1,200}$/.test(key))
    throw new GraphQLError("Invalid Idempotency-Key", {
      extensions: {
        code: "BAD_USER_INPUT",
        status: 400,
        errors: [{ field: "idempotencyKey", message: renderProblem("en", "idempotencyKeyFormat") }],
      },
    });
  return { "idempotency-key": key };
}
