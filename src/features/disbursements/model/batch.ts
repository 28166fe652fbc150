/**
 * Issue 18: the disbursement console's rules that need no screen — which actions a batch and a
 * line offer, why an approval is refused before it is tried, the REST links the browser calls
 * directly (bank file, upload and its template, the paid report's sheet) and the upload's answer.
 * The server decides every one of these again; the console only avoids offering what it refuses.
 */
import type { BatchStatus, LineStatus } from "../../../../domain/disbursement/states.ts";

export const HCM_API = "/api/hcm/v1";
export const DISBURSEMENTS_PATH = "/disbursements";
export const APPROVAL_PATH = "/disbursements/approval";
export const batchHref = (id: number) => `${DISBURSEMENTS_PATH}/${id}`;

/** Before approval a batch may still be cancelled, approved and its lines edited. */
export const isPending = (status: string) => status === "pending_approval" || status === "draft";
/** The batch is being paid: the page follows it live. */
export const isMoving = (status: string) => status === "processing" || status === "approved";

/** A draft or pending line's amount and account may be changed (before approval). */
export const canEditLine = (line: { status: string }, batchStatus: string) =>
  isPending(batchStatus) && (line.status === "draft" || line.status === "pending_approval");
/** Only a failed line is sent again (with its same idempotency key). */
export const canRetryLine = (line: { status: string }) => line.status === "failed";
export const CANCELLABLE_LINES: readonly LineStatus[] = ["draft", "pending_approval", "failed"];
export const canCancelLine = (line: { status: string }) =>
  (CANCELLABLE_LINES as readonly string[]).includes(line.status);

/** Why the approve button is not offered, in the order the server refuses. */
export type ApprovalBlock = "maintenance" | "notPending" | "makerChecker" | "needsMenu" | "other";

export type ApprovalFacts = {
  batch: { status: string; canApprove: boolean; createdById?: number | null };
  manualApproval: boolean;
  maintenance: boolean;
  /** The caller's user id and menus; null while unknown. */
  viewer: { id: number; menus: readonly string[] } | null;
};

/**
 * Null when the caller may approve now, else the reason to show. `canApprove` is the server's
 * word; the reason is read from what the console knows (SPEC §6 maker-checker: with manual
 * approval the creator cannot approve and the approver needs the disbursement-approval menu).
 */
export function approvalBlock({
  batch,
  manualApproval,
  maintenance,
  viewer,
}: ApprovalFacts): ApprovalBlock | null {
  if (!isPending(batch.status)) return "notPending";
  if (maintenance) return "maintenance";
  if (batch.canApprove) return null;
  if (manualApproval && viewer && batch.createdById === viewer.id) return "makerChecker";
  if (manualApproval && viewer && !viewer.menus.includes("disbursement-approval"))
    return "needsMenu";
  return "other";
}

/** A fresh Idempotency-Key for one user intent (a dialog's submit and its retries). */
export function newIdempotencyKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

/** The Mandiri MCM header names a 13-digit debit account (RUNS.md §2.6). */
export const DEBIT_ACCOUNT = /^\d{13}$/;
export const VALUE_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type BankFileFormat = "mandiri-mcm" | "xlsx";

/** GET /disbursements/:id/bank-file for a format (Mandiri needs the debit account and value date). */
export function bankFileUrl(
  id: number,
  format: BankFileFormat,
  mandiri?: { debitAccount: string; valueDate: string },
): string {
  const params = new URLSearchParams({ format });
  if (mandiri) {
    params.set("debitAccount", mandiri.debitAccount);
    params.set("valueDate", mandiri.valueDate);
  }
  return `${HCM_API}/disbursements/${id}/bank-file?${params}`;
}

export const bankFileName = (id: number, format: BankFileFormat) =>
  format === "xlsx" ? `disbursement-${id}.xlsx` : `disbursement-${id}-mandiri-mcm.csv`;

export const UPLOAD_URL = `${HCM_API}/disbursements/upload`;
export const templateUrl = (format: "xlsx" | "csv") =>
  `${HCM_API}/disbursements/upload/template?format=${format}`;
export const uploadUrl = (fileName: string) => `${UPLOAD_URL}?${new URLSearchParams({ fileName })}`;

/** GET /disbursements/paid-report as a sheet of the whole range. */
export const paidReportXlsxUrl = (from: string, to: string, q?: string) => {
  const params = new URLSearchParams({ from, to, format: "xlsx" });
  if (q) params.set("q", q);
  return `${HCM_API}/disbursements/paid-report?${params}`;
};

export type UploadRow = {
  row: number;
  agentId: number | null;
  agentName: string | null;
  amount: number | null;
  bankCode: string | null;
  accountNumber: string | null;
  accountName: string | null;
  eWallet: string | null;
  phoneNumber: string | null;
};
export type UploadProblem = { row: number; column: string; message: string };
export type UploadResult = { rows: UploadRow[]; problems: UploadProblem[] };

const text = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;
const int = (value: unknown) => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) ? n : null;
};

/**
 * The parse of POST /disbursements/upload (`{ data: { rows, problems } }`, nothing stored);
 * null when the answer is not one (a refused file: the caller shows the server's message).
 */
export function uploadResultOf(body: unknown): UploadResult | null {
  const data = (body as { data?: { rows?: unknown; problems?: unknown } } | null)?.data;
  if (!data || !Array.isArray(data.rows) || !Array.isArray(data.problems)) return null;
  const rows = data.rows.map((raw): UploadRow => {
    const r = (raw ?? {}) as Record<string, unknown>;
    return {
      row: int(r["row"]) ?? 0,
      agentId: int(r["agentId"]),
      agentName: text(r["agentName"]),
      amount: int(r["amount"]),
      bankCode: text(r["bankCode"]),
      accountNumber: text(r["accountNumber"]),
      accountName: text(r["accountName"]),
      eWallet: text(r["eWallet"]),
      phoneNumber: text(r["phoneNumber"]),
    };
  });
  const problems = data.problems.map((raw): UploadProblem => {
    const p = (raw ?? {}) as Record<string, unknown>;
    return {
      row: int(p["row"]) ?? 0,
      column: text(p["column"]) ?? "",
      message: text(p["message"]) ?? "",
    };
  });
  return { rows, problems };
}

export type LineInput = {
  agentId: number;
  amount: number;
  bankCode?: string;
  accountNumber?: string;
  accountName?: string;
  eWallet?: string;
  phoneNumber?: string;
};

/**
 * The batch lines of an upload: rows with a matched worker and a whole amount above zero.
 * Empty account cells are left out so the worker's own account is used (the contract's rule).
 */
export function linesOfUpload(rows: readonly UploadRow[]): LineInput[] {
  const lines: LineInput[] = [];
  for (const row of rows) {
    if (row.agentId === null || row.amount === null || row.amount <= 0) continue;
    const line: LineInput = { agentId: row.agentId, amount: row.amount };
    for (const key of [
      "bankCode",
      "accountNumber",
      "accountName",
      "eWallet",
      "phoneNumber",
    ] as const)
      if (row[key]) line[key] = row[key];
    lines.push(line);
  }
  return lines;
}

/** "yyyy-MM" of a date in Asia/Jakarta (the paid report's months are WIB months). */
export function monthOf(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Jakarta",
    year: "numeric",
    month: "2-digit",
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}`;
}

/** The month `months` before a "yyyy-MM". */
export function monthsBefore(period: string, months: number): string {
  const [y, m] = period.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The paid report takes at most 24 months, from ≤ to (the server refuses more). */
export const PAID_REPORT_MAX_MONTHS = 24;
export function monthSpan(from: string, to: string): number {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  return ty * 12 + tm - (fy * 12 + fm) + 1;
}
export const validMonthRange = (from: string, to: string) => {
  const span = monthSpan(from, to);
  return span >= 1 && span <= PAID_REPORT_MAX_MONTHS;
};

export type { BatchStatus, LineStatus };

/**
 * An event's detail (the JSON the services store on disbursement_events) in a few words: the
 * failure code and reason, the provider's reference, the inquired name; a text that is not an
 * object is shown as it is, and anything else is left out (it is for the audit, not a reader).
 */
export function eventDetail(detail: string | null | undefined, refLabel: string): string | null {
  if (!detail) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return detail;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return typeof parsed === "string" ? parsed : null;
  const d = parsed as Record<string, unknown>;
  const str = (key: string) =>
    typeof d[key] === "string" && d[key] !== "" ? (d[key] as string) : null;
  const code = str("failureCode") ?? str("errorCode");
  const reason = str("failureReason") ?? str("errorReason") ?? str("reason");
  const parts = [
    code && reason ? `${code}: ${reason}` : (code ?? reason),
    str("inquiredName"),
    str("providerReference") ? `${refLabel} ${str("providerReference")}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" · ") : null;
}
