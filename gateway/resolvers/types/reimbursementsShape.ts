import { money, type Row } from "./payrollReportsShape.ts";

/**
 * Issue 18, reimbursements: REST answers of the hcm service (services/hcm/reimbursements,
 * /work/money-api.md) → the shapes of gateway/schema/reimbursements. Money stays whole rupiah
 * (pg's bigint texts become numbers), a field the service leaves out is null, and a claim's
 * receipts are the file service's addresses (it serves a file to its own client only).
 */

const moneyOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : money(value);

const idOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : money(value);

export function toReimbursementType(row: Row): Row {
  return {
    ...row,
    description: row["description"] ?? null,
    monthlyTaxFreeCap: moneyOrNull(row["monthlyTaxFreeCap"]),
    budgetAmount: moneyOrNull(row["budgetAmount"]),
    budgetPeriod: row["budgetPeriod"] ?? null,
    receiptThreshold: moneyOrNull(row["receiptThreshold"]),
    maxClaimAmount: money(row["maxClaimAmount"]),
    active: row["active"] !== false,
    claimCount: money(row["claimCount"]),
    version: money(row["version"] ?? 1),
  };
}

export const fileUrl = (fileId: string) => `/api/file/v1/files/${encodeURIComponent(fileId)}`;

type Receipt = { fileId: string; url: string; contentType: string };

/**
 * A claim's receipts: the service's `receipts` (`{ fileId, contentType }`), or its bare
 * `fileIds` when it answers only those (a receipt's type is then unknown to the gateway).
 */
function receiptsOf(row: Row): Receipt[] {
  const listed = Array.isArray(row["receipts"]) ? (row["receipts"] as Row[]) : null;
  if (listed)
    return listed
      .filter((receipt) => typeof receipt["fileId"] === "string")
      .map((receipt) => ({
        fileId: receipt["fileId"] as string,
        url:
          typeof receipt["url"] === "string"
            ? receipt["url"]
            : fileUrl(receipt["fileId"] as string),
        contentType:
          typeof receipt["contentType"] === "string"
            ? receipt["contentType"]
            : "application/octet-stream",
      }));
  const ids = Array.isArray(row["fileIds"]) ? (row["fileIds"] as unknown[]) : [];
  return ids
    .filter((id): id is string => typeof id === "string")
    .map((fileId) => ({ fileId, url: fileUrl(fileId), contentType: "application/octet-stream" }));
}

export function toReimbursementClaim(row: Row): Row {
  return {
    ...row,
    agentName: String(row["agentName"] ?? ""),
    employeeNumber: row["employeeNumber"] ?? null,
    typeName: String(row["typeName"] ?? ""),
    amount: money(row["amount"]),
    taxableAmount: moneyOrNull(row["taxableAmount"]),
    nonTaxableAmount: moneyOrNull(row["nonTaxableAmount"]),
    receipts: receiptsOf(row),
    approvalRequestId: idOrNull(row["approvalRequestId"]),
    currentLayer: idOrNull(row["currentLayer"]),
    canDecide: row["canDecide"] === true,
    decidedAt: row["decidedAt"] ?? null,
    decisionNote: row["decisionNote"] ?? null,
    payrollReportId: idOrNull(row["payrollReportId"]),
    payrollReportName: row["payrollReportName"] ?? null,
    disbursementId: idOrNull(row["disbursementId"]),
    disbursementName: row["disbursementName"] ?? null,
    paidAt: row["paidAt"] ?? null,
    createdByName: row["createdByName"] ?? null,
    createdByAgent: row["createdByAgent"] === true,
    version: money(row["version"] ?? 1),
  };
}

export function toBudget(row: Row): Row {
  return {
    ...row,
    typeId: money(row["typeId"]),
    budgetAmount: moneyOrNull(row["budgetAmount"]),
    used: money(row["used"]),
    remaining: moneyOrNull(row["remaining"]),
  };
}
