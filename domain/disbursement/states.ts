/**
 * Issue 18: the states of a disbursement line and batch (RUNS.md §2.7) and the one rule that
 * derives a batch's status from its lines. Pure TypeScript.
 */

export const LINE_STATUSES = [
  "draft",
  "pending_approval",
  "approved",
  "submitted",
  "succeeded",
  "failed",
  "reversed",
  "cancelled",
] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export const BATCH_STATUSES = [
  "draft",
  "pending_approval",
  "approved",
  "processing",
  "succeeded",
  "partially_succeeded",
  "failed",
  "cancelled",
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_SOURCES = ["manual", "upload", "payroll_report", "reimbursement"] as const;
export type BatchSource = (typeof BATCH_SOURCES)[number];

export const BATCH_CHANNELS = ["provider", "bank_file"] as const;
export type BatchChannel = (typeof BATCH_CHANNELS)[number];

/** The moves a line may make; anything else is refused (409). */
export const LINE_TRANSITIONS: Readonly<Record<LineStatus, readonly LineStatus[]>> = {
  draft: ["pending_approval", "cancelled", "failed"],
  pending_approval: ["draft", "approved", "cancelled", "failed"],
  approved: ["submitted", "succeeded", "failed"],
  submitted: ["succeeded", "failed"],
  succeeded: ["reversed"],
  // A failed line is retried (back to approved, same idempotency key) or cancelled.
  failed: ["approved", "cancelled", "succeeded"],
  reversed: [],
  cancelled: [],
};

export function canMove(from: LineStatus, to: LineStatus): boolean {
  return LINE_TRANSITIONS[from].includes(to);
}

export const FINAL_LINE_STATUSES: readonly LineStatus[] = [
  "succeeded",
  "failed",
  "reversed",
  "cancelled",
];

/**
 * A batch's status from its lines' counts: before approval it is what the batch was
 * (draft or pending_approval); after, processing while any line is approved or submitted;
 * then succeeded (every line that was not cancelled succeeded), failed (none did),
 * partially_succeeded (mixed); cancelled when every line was cancelled.
 */
export function deriveBatchStatus(
  current: BatchStatus,
  counts: Partial<Record<LineStatus, number>>,
): BatchStatus {
  const n = (status: LineStatus) => counts[status] ?? 0;
  const total = LINE_STATUSES.reduce((sum, status) => sum + n(status), 0);
  if (total === 0 || n("cancelled") === total) return total === 0 ? current : "cancelled";
  if (current === "draft" || current === "pending_approval") {
    if (n("approved") + n("submitted") + n("succeeded") + n("failed") + n("reversed") === 0)
      return current;
  }
  if (n("approved") + n("submitted") > 0) return "processing";
  if (n("draft") + n("pending_approval") > 0)
    return current === "draft" ? "draft" : "pending_approval";
  const good = n("succeeded");
  const bad = n("failed") + n("reversed");
  if (bad === 0) return "succeeded";
  if (good === 0) return "failed";
  return "partially_succeeded";
}
