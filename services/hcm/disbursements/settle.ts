import {
  type BatchStatus,
  canMove,
  deriveBatchStatus,
  LINE_STATUSES,
  type LineStatus,
} from "../../../domain/disbursement/states.ts";
import type { Tx } from "../../db/pool.ts";
import type { LivePublisher } from "../../shared/live.ts";
import { type Actor, lineEvents } from "./repo.ts";

/**
 * Issue 18: how a line's outcome lands (/work/money-api.md "When lines settle"). The
 * submission job, the webhooks and the status poll (A2) and the console's confirm-paid all
 * move lines through {@link applyLineOutcome}, inside their own tenant transaction; the batch
 * is re-derived by {@link recountBatch}.
 */

const FINAL_BATCH: readonly BatchStatus[] = [
  "succeeded",
  "partially_succeeded",
  "failed",
  "cancelled",
];

/**
 * The batch's counters and status from its lines: line_count and total_amount (lines not
 * cancelled), error_count (draft or failed lines with a code), mismatch_count (names the
 * inquiry flagged), the status (domain/disbursement/states.ts deriveBatchStatus; a bank-file
 * batch whose lines wait for the client's bank portal is `approved`, not processing),
 * submitted_at (the first line sent) and completed_at (when it became final). Answers the
 * status before and after.
 */
export async function recountBatch(
  tx: Tx,
  batchId: number,
): Promise<{ before: BatchStatus; after: BatchStatus }> {
  // The lock first, in a statement of its own: the count below then reads the lines as they
  // are once the lock is held. Counted in the locking statement itself, a recount that waited
  // for another one's commit read the lines as they were when it started waiting, so two lines
  // settled at once could each count the other as unsettled and leave a batch whose every line
  // is final at `processing` (and its payroll report unpaid).
  await tx.query("SELECT 1 FROM disbursements WHERE id = $1 FOR UPDATE", [batchId]);
  const { rows } = await tx.query<{
    status: BatchStatus;
    channel: string;
    counts: Partial<Record<LineStatus, number>>;
  }>(
    `SELECT b.status, b.channel,
            coalesce((SELECT json_object_agg(s.status, s.n) FROM (
              SELECT l.status, count(*)::int AS n FROM disbursement_lines l
               WHERE l.client_id = b.client_id AND l.disbursement_id = b.id GROUP BY l.status) s),
              '{}'::json) AS counts
       FROM disbursements b WHERE b.id = $1`,
    [batchId],
  );
  const row = rows[0];
  if (!row) throw new Error(`disbursement ${batchId} not found`);
  const counts = row.counts;
  let after = deriveBatchStatus(row.status, counts);
  if (after === "processing" && row.channel === "bank_file" && !(counts.submitted ?? 0))
    after = "approved";
  await tx.query(
    `UPDATE disbursements b SET
        status = $2,
        line_count = c.line_count, total_amount = c.total_amount, error_count = c.error_count,
        mismatch_count = c.mismatch_count,
        submitted_at = coalesce(b.submitted_at, c.first_submitted),
        completed_at = CASE WHEN $3::boolean THEN coalesce(b.completed_at, now()) ELSE NULL END,
        version = b.version + CASE WHEN b.status = $2 THEN 0 ELSE 1 END,
        updated_at = now()
       FROM (SELECT count(*) FILTER (WHERE status <> 'cancelled')::int AS line_count,
                    coalesce(sum(amount) FILTER (WHERE status <> 'cancelled'), 0) AS total_amount,
                    count(*) FILTER (WHERE error_code IS NOT NULL AND status IN ('draft', 'failed'))::int AS error_count,
                    count(*) FILTER (WHERE inquiry_status = 'mismatch' AND status <> 'cancelled')::int AS mismatch_count,
                    min(submitted_at) AS first_submitted
               FROM disbursement_lines WHERE disbursement_id = $1) c
      WHERE b.id = $1`,
    [batchId, after, FINAL_BATCH.includes(after)],
  );
  return { before: row.status, after };
}

/** What the provider (or the client's bank portal) says became of a line. */
export type LineOutcome = {
  status: "submitted" | "succeeded" | "failed" | "reversed";
  /** The provider's own status word (ACCEPTED, SUCCEEDED…), kept on the line. */
  providerStatus?: string | null;
  providerReference?: string | null;
  /** A failure's code (the provider's, e.g. INVALID_DESTINATION) and words. */
  failureCode?: string | null;
  failureReason?: string | null;
  /** When the provider says it happened: an older event than the line's last is ignored. */
  occurredAt?: Date | string | null;
  /** Default the provider. */
  actor?: Actor;
};

export type OutcomeResult = {
  /** False when the line was unknown, the event stale, a repeat, or the move not allowed. */
  applied: boolean;
  disbursementId: number | null;
  from: LineStatus | null;
  to: LineStatus | null;
  batchStatus: BatchStatus | null;
};

/**
 * Applies one outcome to one line, order-tolerant: an event older than the line's last
 * applied one (provider_updated_at) is ignored, a repeat of the current status only refreshes
 * the provider's reference, and a line never moves backwards — the only moves are
 * domain/disbursement/states.ts LINE_TRANSITIONS (approved → submitted | succeeded | failed,
 * submitted → succeeded | failed, succeeded → reversed, failed → succeeded when the provider
 * says a failed payout went through after all). Leaving `approved` counts an attempt. Writes
 * the line's event, settles its reimbursement claims (succeeded: paid; reversed: released
 * to be paid again), re-derives the batch, and marks the payroll report `paid` once every
 * line of its batch succeeded (finalized again should one be reversed). With `live`, tells
 * the open pages (the publisher writes after its short coalescing delay, by which time the
 * caller's transaction has committed).
 */
export async function applyLineOutcome(
  tx: Tx,
  clientId: number,
  lineId: number,
  outcome: LineOutcome,
  options: { live?: LivePublisher | undefined } = {},
): Promise<OutcomeResult> {
  // The batch first, then the line: every path that settles lines (webhooks, poll, submission,
  // confirm-paid) locks in this order, so two outcomes of one batch never deadlock (the event
  // row's foreign key would otherwise share-lock the batch while the line is held).
  await tx.query(
    `SELECT 1 FROM disbursements b JOIN disbursement_lines l ON l.disbursement_id = b.id
      WHERE l.id = $1 FOR UPDATE OF b`,
    [lineId],
  );
  // Stale: older than the last event applied, or as old and saying something else (a late
  // copy of a failed payout's event after the line was retried).
  const found = await tx.query<{
    disbursement_id: number;
    status: LineStatus;
    stale: boolean;
  }>(
    `SELECT disbursement_id, status,
            ($2::timestamptz IS NOT NULL AND provider_updated_at IS NOT NULL
             AND ($2::timestamptz < provider_updated_at
                  OR ($2::timestamptz = provider_updated_at AND status <> $3))) AS stale
       FROM disbursement_lines WHERE id = $1 FOR UPDATE`,
    [lineId, outcome.occurredAt ?? null, outcome.status],
  );
  const line = found.rows[0];
  if (!line)
    return { applied: false, disbursementId: null, from: null, to: null, batchStatus: null };
  const ignored = (): OutcomeResult => ({
    applied: false,
    disbursementId: line.disbursement_id,
    from: line.status,
    to: line.status,
    batchStatus: null,
  });
  if (line.stale) return ignored();
  if (line.status === outcome.status) {
    await tx.query(
      `UPDATE disbursement_lines SET provider_reference = coalesce($2, provider_reference),
          provider_status = coalesce($3, provider_status),
          provider_updated_at = greatest(provider_updated_at, $4::timestamptz)
        WHERE id = $1`,
      [
        lineId,
        outcome.providerReference ?? null,
        outcome.providerStatus ?? null,
        outcome.occurredAt ?? null,
      ],
    );
    return ignored();
  }
  if (!LINE_STATUSES.includes(outcome.status) || !canMove(line.status, outcome.status))
    return ignored();
  const to = outcome.status;
  await tx.query(
    `UPDATE disbursement_lines SET status = $2,
        provider_reference = coalesce($3, provider_reference),
        provider_status = coalesce($4, provider_status),
        provider_updated_at = coalesce(greatest(provider_updated_at, $5::timestamptz), provider_updated_at, $5::timestamptz),
        attempts = attempts + CASE WHEN status = 'approved' THEN 1 ELSE 0 END,
        submitted_at = CASE WHEN status = 'approved' THEN now() ELSE submitted_at END,
        succeeded_at = CASE WHEN $2 = 'succeeded' THEN now() ELSE succeeded_at END,
        failed_at = CASE WHEN $2 = 'failed' THEN now() ELSE failed_at END,
        error_code = CASE WHEN $2 = 'failed' THEN coalesce($6, 'PAYOUT_FAILED')
                          WHEN $2 = 'succeeded' THEN NULL ELSE error_code END,
        error_reason = CASE WHEN $2 = 'failed' THEN $7 WHEN $2 = 'succeeded' THEN NULL ELSE error_reason END,
        version = version + 1, updated_at = now()
      WHERE id = $1`,
    [
      lineId,
      to,
      outcome.providerReference ?? null,
      outcome.providerStatus ?? null,
      outcome.occurredAt ?? null,
      outcome.failureCode ?? null,
      outcome.failureReason ?? null,
    ],
  );
  await lineEvents(
    tx,
    clientId,
    [{ lineId, from: line.status }],
    outcome.actor ?? { type: "provider" },
    {
      providerStatus: outcome.providerStatus ?? null,
      providerReference: outcome.providerReference ?? null,
      failureCode: outcome.failureCode ?? null,
      failureReason: outcome.failureReason ?? null,
      occurredAt:
        outcome.occurredAt instanceof Date
          ? outcome.occurredAt.toISOString()
          : (outcome.occurredAt ?? null),
    },
  );
  if (to === "succeeded")
    await tx.query(
      `UPDATE reimbursement_claims SET status = 'paid', paid_at = now(), version = version + 1,
          updated_at = now()
        WHERE disbursement_line_id = $1 AND status = 'approved'`,
      [lineId],
    );
  if (to === "reversed") await releaseClaims(tx, [lineId]);
  const batch = await recountBatch(tx, line.disbursement_id);
  await settlePayrollReport(tx, line.disbursement_id, batch.after);
  options.live?.changed(clientId, { type: "disbursement", ids: [line.disbursement_id] });
  return {
    applied: true,
    disbursementId: line.disbursement_id,
    from: line.status,
    to,
    batchStatus: batch.after,
  };
}

/**
 * The claims carried by these lines go back to waiting for a payout (a cancelled or
 * reversed line): approved again, no line, not paid.
 */
export async function releaseClaims(tx: Tx, lineIds: readonly number[]): Promise<number[]> {
  if (lineIds.length === 0) return [];
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE reimbursement_claims SET status = 'approved', disbursement_line_id = NULL,
        paid_at = NULL, version = version + 1, updated_at = now()
      WHERE disbursement_line_id = ANY($1::bigint[]) RETURNING id`,
    [lineIds],
  );
  return rows.map((row) => row.id);
}

/**
 * A batch paying a payroll report: the report is `paid` when the batch succeeded (every line
 * not cancelled succeeded), and back to `finalized` should that stop being so (a reversal).
 */
export async function settlePayrollReport(
  tx: Tx,
  disbursementId: number,
  batchStatus: BatchStatus,
): Promise<void> {
  if (batchStatus === "succeeded")
    await tx.query(
      `UPDATE payroll_reports r SET status = 'paid', paid_at = now(), version = r.version + 1,
          updated_at = now()
         FROM disbursements b
        WHERE b.id = $1 AND r.id = b.payroll_report_id AND r.status = 'finalized'`,
      [disbursementId],
    );
  else
    await tx.query(
      `UPDATE payroll_reports r SET status = 'finalized', paid_at = NULL, version = r.version + 1,
          updated_at = now()
         FROM disbursements b
        WHERE b.id = $1 AND r.id = b.payroll_report_id AND r.status = 'paid'`,
      [disbursementId],
    );
}
