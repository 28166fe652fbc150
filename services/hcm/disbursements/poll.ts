import { payoutFailureReason } from "../payouts/failures.ts";
import { eachLimited, lineStatusOf, PayoutUnavailable, referenceOf } from "../payouts/provider.ts";
import { applyLineOutcome } from "./settle.ts";
import { lockBatchOf, type PayoutJobDeps, sendSubmit } from "./submit.ts";

/** A line sent (or approved) and quiet this long is asked about (a webhook may be lost). */
export const POLL_QUIET_FOR = "2 minutes";
const POLL_LIMIT = 500;

/**
 * Issue 18: the "disbursement-poll" job, every minute (RUNS.md §2.7: poll status endpoints as
 * the fallback of webhooks). Across clients (the definer function disbursement_open_lines
 * answers ids only), lines quiet for two minutes: a submitted line's payout is asked for and
 * its status applied (order-tolerant, like a webhook); an approved line's batch gets its
 * submit job again (a stop between approval and submission, a maintenance pause).
 */
export async function runDisbursementPoll({
  db,
  payouts,
  jobs,
  live,
}: PayoutJobDeps): Promise<void> {
  const { rows } = await db.global((tx) =>
    tx.query<{ client_id: number; disbursement_id: number; line_id: string; status: string }>(
      "SELECT client_id, disbursement_id, line_id, status FROM disbursement_open_lines($1::interval, $2)",
      [POLL_QUIET_FOR, POLL_LIMIT],
    ),
  );
  const batches = new Map<string, { clientId: number; disbursementId: number }>();
  const submitted = [];
  for (const row of rows) {
    if (row.status === "approved")
      batches.set(`${row.client_id}:${row.disbursement_id}`, {
        clientId: row.client_id,
        disbursementId: row.disbursement_id,
      });
    else submitted.push(row);
  }
  const minute = new Date().toISOString().slice(0, 16);
  for (const batch of batches.values())
    await sendSubmit(jobs, batch.clientId, batch.disbursementId, `poll ${minute}`);
  if (submitted.length === 0) return;
  const provider = payouts.provider();
  await eachLimited(submitted, payouts.settings.concurrency, (row) =>
    payouts.limit(async () => {
      const line = await db.tenant(row.client_id, (tx) =>
        tx.query<{ provider_reference: string | null }>(
          "SELECT provider_reference FROM disbursement_lines WHERE id = $1 AND status = 'submitted'",
          [row.line_id],
        ),
      );
      if (!line.rows[0]) return;
      let payout: Awaited<ReturnType<typeof provider.getPayout>>;
      try {
        payout = await provider.getPayout({
          id: line.rows[0].provider_reference,
          referenceId: referenceOf(row.client_id, row.line_id),
        });
      } catch (error) {
        // The next minute's poll asks again.
        if (error instanceof PayoutUnavailable) return;
        throw error;
      }
      if (!payout) return;
      await db.tenant(row.client_id, async (tx) => {
        await lockBatchOf(tx, row.line_id);
        await applyLineOutcome(
          tx,
          row.client_id,
          Number(row.line_id),
          {
            status: lineStatusOf(payout.status),
            providerStatus: payout.status,
            providerReference: payout.id,
            failureCode: payout.failureCode,
            failureReason: payout.failureCode && payoutFailureReason(payout.failureCode),
            occurredAt: payout.updated,
          },
          { live },
        );
      });
    }),
  );
}
