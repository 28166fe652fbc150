import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/pool.ts";
import { HttpError } from "../../../shared/errors.ts";
import type { LivePublisher } from "../../../shared/live.ts";
import { acceptRawBody, rawBodyOf } from "../../../shared/rawBody.ts";
import { payoutFailureReason } from "../../payouts/failures.ts";
import { lineStatusOf, type Payouts, parseReference } from "../../payouts/provider.ts";
import { applyLineOutcome } from "../settle.ts";
import { lockBatchOf } from "../submit.ts";

const WEBHOOK_BYTES = 1024 * 1024;

/**
 * Issue 18: POST /disbursements/webhooks/xendit — the payout provider's status webhooks
 * (RUNS.md §2.1: header `x-callback-token`, answer 200 quickly, retried for 24 h). Public
 * (no session): the shared token, compared in constant time, is the credential (401
 * without it). Then, in the tenant of the reference `tng-<clientId>-<lineId>`, in one
 * transaction: the delivery is recorded in payout_webhook_events (a repeat of the same event
 * answers `{ duplicate: true }` and changes nothing) and applied through settle.ts
 * applyLineOutcome, which ignores an event older than the line's last one (out of order).
 * A reference that is not one of our lines is acknowledged and ignored (200), so the provider
 * does not retry it for a day.
 */
export async function xenditWebhookRoute(
  scope: FastifyInstance,
  deps: { db: Db; payouts: Payouts; live: LivePublisher },
): Promise<void> {
  const unsupported = () => new HttpError(415, "A webhook body is JSON");
  acceptRawBody(scope, {
    types: ["application/json"],
    limit: WEBHOOK_BYTES,
    tooLarge: () => new HttpError(413, "The webhook body is larger than 1 MB"),
    unsupported,
  });
  scope.post(
    "/disbursements/webhooks/xendit",
    {
      config: { public: true },
      schema: { summary: "The payout provider's status webhook (x-callback-token)" },
    },
    async (request) => {
      const { db, payouts, live } = deps;
      let provider: ReturnType<Payouts["provider"]>;
      try {
        provider = payouts.provider();
      } catch {
        throw new HttpError(401, "Invalid callback token");
      }
      const raw = rawBodyOf(request.body, unsupported);
      if (!provider.verifyWebhook(request.headers, raw))
        throw new HttpError(401, "Invalid callback token");
      let body: unknown;
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new HttpError(400, "The webhook body is not JSON");
      }
      const event = provider.parseWebhook(body, request.headers);
      const reference = event ? parseReference(event.referenceId) : null;
      if (!event || !reference) return { data: { ignored: true } };
      return db.tenant(reference.clientId, async (tx) => {
        const line = await tx.query<{
          id: string;
          amount: string;
          provider_reference: string | null;
          stale: boolean;
        }>(
          `SELECT id, amount, provider_reference,
                  coalesce(provider_updated_at > $2::timestamptz, false) AS stale
             FROM disbursement_lines WHERE id = $1`,
          [reference.lineId, event.occurredAt],
        );
        const found = line.rows[0];
        // Not our line, or another payout than the one the line was sent as: not ours to apply.
        if (
          !found ||
          (found.provider_reference !== null &&
            found.provider_reference !== event.providerReference) ||
          (event.amount !== null && Number(found.amount) !== event.amount)
        )
          return { data: { ignored: true } };
        // Deduplicated before any lock: a repeat costs one insert that does nothing.
        const stored = await tx.query(
          `INSERT INTO payout_webhook_events (provider, event_id, client_id, line_id, status, payload)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (provider, event_id) DO NOTHING`,
          [
            provider.name,
            event.eventId,
            reference.clientId,
            found.id,
            event.status,
            JSON.stringify(body),
          ],
        );
        if (stored.rowCount === 0) return { data: { duplicate: true } };
        // Older than what the line already knows (out of order): recorded, nothing to apply.
        // settle.ts checks again under the lock; this spares the batch's lock the common case.
        if (found.stale) return { data: { duplicate: false, applied: false } };
        await lockBatchOf(tx, found.id);
        await tx.query(
          "UPDATE disbursement_lines SET provider = coalesce(provider, $2) WHERE id = $1",
          [found.id, provider.name],
        );
        const outcome = await applyLineOutcome(
          tx,
          reference.clientId,
          Number(found.id),
          {
            status: lineStatusOf(event.status),
            providerStatus: event.status,
            providerReference: event.providerReference,
            failureCode: event.failureCode,
            failureReason: event.failureCode && payoutFailureReason(event.failureCode),
            occurredAt: event.occurredAt,
          },
          { live },
        );
        return { data: { duplicate: false, applied: outcome.applied } };
      });
    },
  );
}
