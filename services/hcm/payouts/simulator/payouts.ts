import { createHash, randomBytes } from "node:crypto";
import type { Db, Tx } from "../../../db/pool.ts";
import type { JobQueue } from "../../../jobs/runtime.ts";
import type { Payouts } from "../provider.ts";
import { readSimulatorSettings, type SimulatorSettings } from "./config.ts";

/**
 * The simulator's payouts (provider_sim.payouts), behaving as RUNS.md §2.1 describes Xendit
 * payouts v2: one payout per Idempotency-key (the same body answers the same payout, another
 * body is 409 DUPLICATE_IDEMPOTENCY_KEY; a FAILED payout sent again with its key is attempted
 * again — the line's retry — and stays one payout), settled after a latency by the
 * "provider-sim-settle" job, which posts the outcome webhook (sometimes twice, and with a stale
 * event after it: RUNS.md §2.5 notes deliveries out of order and more than once).
 */
export type SimPayoutRow = {
  id: string;
  idempotency_key: string;
  request_hash: string;
  reference_id: string;
  channel_code: string;
  account_number: string;
  account_holder_name: string;
  amount: string;
  currency: string;
  description: string | null;
  status: string;
  failure_code: string | null;
  attempts: number;
  created_at: Date;
  updated_at: Date;
};

export type PayoutRequestBody = {
  reference_id: string;
  channel_code: string;
  channel_properties: { account_holder_name: string; account_number: string };
  amount: number;
  currency: string;
  description?: string | undefined;
};

/** Xendit's payout object (the answer to create and get, and a webhook's `data`). */
export function payoutJson(row: SimPayoutRow) {
  return {
    id: row.id,
    reference_id: row.reference_id,
    channel_code: row.channel_code,
    channel_properties: {
      account_holder_name: row.account_holder_name,
      account_number: row.account_number,
    },
    amount: Number(row.amount),
    currency: row.currency,
    description: row.description ?? "",
    status: row.status,
    ...(row.failure_code ? { failure_code: row.failure_code } : {}),
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
    business_id: BUSINESS_ID,
  };
}

const BUSINESS_ID = "tenaga-provider-simulator";

const requestHash = (body: PayoutRequestBody) =>
  createHash("sha256")
    .update(
      JSON.stringify([
        body.reference_id,
        body.channel_code,
        body.channel_properties.account_holder_name,
        body.channel_properties.account_number,
        body.amount,
        body.currency,
        body.description ?? "",
      ]),
    )
    .digest("hex");

export type AcceptOutcome =
  | { kind: "payout"; row: SimPayoutRow; settle: boolean }
  | { kind: "conflict" };

/**
 * Creates the key's payout, or answers the one it made. Concurrent sends of one key race on
 * the UNIQUE key: one inserts, the others wait for its commit and read its row.
 */
export async function acceptPayout(
  db: Db,
  idempotencyKey: string,
  body: PayoutRequestBody,
): Promise<AcceptOutcome> {
  const hash = requestHash(body);
  return db.global(async (tx) => {
    const inserted = await tx.query<SimPayoutRow>(
      `INSERT INTO provider_sim.payouts (id, idempotency_key, request_hash, reference_id,
         channel_code, account_number, account_holder_name, amount, currency, description, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'ACCEPTED')
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
      [
        `disb-${randomBytes(12).toString("hex")}`,
        idempotencyKey,
        hash,
        body.reference_id,
        body.channel_code,
        body.channel_properties.account_number,
        body.channel_properties.account_holder_name,
        body.amount,
        body.currency,
        body.description ?? null,
      ],
    );
    if (inserted.rows[0]) return { kind: "payout", row: inserted.rows[0], settle: true };
    const found = await tx.query<SimPayoutRow>(
      "SELECT * FROM provider_sim.payouts WHERE idempotency_key = $1 FOR UPDATE",
      [idempotencyKey],
    );
    const existing = found.rows[0]!;
    if (existing.request_hash !== hash) return { kind: "conflict" };
    if (existing.status !== "FAILED") return { kind: "payout", row: existing, settle: false };
    const again = await tx.query<SimPayoutRow>(
      `UPDATE provider_sim.payouts SET status = 'ACCEPTED', failure_code = NULL,
         attempts = attempts + 1, updated_at = clock_timestamp() WHERE id = $1 RETURNING *`,
      [existing.id],
    );
    return { kind: "payout", row: again.rows[0]!, settle: true };
  });
}

/** Queues the payout's settlement after the configured latency. */
export async function scheduleSettlement(db: Db, jobs: JobQueue, payoutId: string): Promise<void> {
  const { latencyMs } = await db.global(readSimulatorSettings);
  await jobs.send(
    "provider-sim-settle",
    { payoutId },
    latencyMs > 0 ? { startAfter: new Date(Date.now() + latencyMs) } : {},
  );
}

export async function findPayout(tx: Tx, id: string): Promise<SimPayoutRow | null> {
  const { rows } = await tx.query<SimPayoutRow>(
    "SELECT * FROM provider_sim.payouts WHERE id = $1",
    [id],
  );
  return rows[0] ?? null;
}

export async function payoutsOfReference(tx: Tx, referenceId: string): Promise<SimPayoutRow[]> {
  const { rows } = await tx.query<SimPayoutRow>(
    "SELECT * FROM provider_sim.payouts WHERE reference_id = $1 ORDER BY created_at",
    [referenceId],
  );
  return rows;
}

const OPEN = ["ACCEPTED", "REQUESTED"];

/** Why a payout fails, if it does: accounts ending in 13 always, closed accounts, the rate. */
function failureOf(
  row: SimPayoutRow,
  closed: boolean,
  settings: SimulatorSettings,
  random: () => number,
): string | null {
  if (row.account_number.endsWith("13")) return "INVALID_DESTINATION";
  if (closed) return "ACCOUNT_CLOSED";
  if (random() < settings.failureRate) return "REJECTED_BY_CHANNEL";
  return null;
}

/**
 * Decides an open payout's outcome (SUCCEEDED or FAILED) and stores it; a payout already
 * final stays as it is. Answers the payout as it is now.
 */
export async function settlePayout(
  db: Db,
  payoutId: string,
  random: () => number = Math.random,
): Promise<SimPayoutRow | null> {
  return db.global(async (tx) => {
    const { rows } = await tx.query<SimPayoutRow & { closed: boolean | null }>(
      `SELECT p.*, a.closed FROM provider_sim.payouts p
         LEFT JOIN provider_sim.accounts a
           ON a.channel_code = p.channel_code AND a.account_number = p.account_number
        WHERE p.id = $1 FOR UPDATE OF p`,
      [payoutId],
    );
    const row = rows[0];
    if (!row || !OPEN.includes(row.status)) return row ?? null;
    const settings = await readSimulatorSettings(tx);
    const failure = failureOf(row, row.closed === true, settings, random);
    const settled = await tx.query<SimPayoutRow>(
      `UPDATE provider_sim.payouts SET status = $2, failure_code = $3, updated_at = clock_timestamp()
        WHERE id = $1 RETURNING *`,
      [payoutId, failure ? "FAILED" : "SUCCEEDED", failure],
    );
    return settled.rows[0]!;
  });
}

/** A webhook delivery: its id (the `webhook-id` header; a duplicate repeats it) and body. */
export type Delivery = { id: string; body: unknown };

/** The outcome event of a final payout. */
export function finalDelivery(row: SimPayoutRow): Delivery {
  return {
    id: `evt-${row.id}-${row.attempts}-${row.status}`,
    body: {
      event: `payout.${row.status.toLowerCase()}`,
      business_id: BUSINESS_ID,
      created: row.updated_at.toISOString(),
      data: payoutJson(row),
    },
  };
}

/** A REQUESTED event of the payout's acceptance: stale once the outcome is known. */
export function staleDelivery(row: SimPayoutRow): Delivery {
  const json = payoutJson({ ...row, status: "REQUESTED", failure_code: null });
  return {
    id: `evt-${row.id}-${row.attempts}-REQUESTED`,
    body: {
      event: "payout.requested",
      business_id: BUSINESS_ID,
      created: row.created_at.toISOString(),
      data: { ...json, updated: row.created_at.toISOString() },
    },
  };
}

/** What a settled payout sends: the outcome, maybe twice, then maybe a stale event. */
export function deliveriesOf(
  row: SimPayoutRow,
  settings: SimulatorSettings,
  random: () => number = Math.random,
): Delivery[] {
  const final = finalDelivery(row);
  const deliveries = [final];
  if (random() < settings.duplicateRate) deliveries.push(final);
  if (settings.reorder) deliveries.push(staleDelivery(row));
  return deliveries;
}

/** Posts one delivery to the callback URL with the shared token; throws unless 2xx. */
export async function deliver(
  payouts: Payouts,
  settings: SimulatorSettings,
  delivery: Delivery,
): Promise<void> {
  const url = settings.callbackUrl ?? payouts.webhookUrl();
  const token = payouts.webhookToken;
  if (!url || !token) throw new Error("the simulator does not know where to send webhooks yet");
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-callback-token": token,
      "webhook-id": delivery.id,
    },
    body: JSON.stringify(delivery.body),
    signal: AbortSignal.timeout(payouts.settings.timeoutMs),
  });
  await response.arrayBuffer().catch(() => {});
  if (!response.ok) throw new Error(`webhook ${delivery.id}: HTTP ${response.status}`);
}

/**
 * The "provider-sim-settle" job: settle the payout if it is still open, then send its
 * webhooks (unless turned off). A failed delivery fails the job and pg-boss runs it again:
 * the payout is final by then, so the retry only delivers again (Xendit retries for 24 h).
 */
export async function runSimulatorSettle(
  db: Db,
  payouts: Payouts,
  data: { payoutId: string },
): Promise<void> {
  const row = await settlePayout(db, data.payoutId);
  if (!row || OPEN.includes(row.status)) return;
  const settings = await db.global(readSimulatorSettings);
  if (!settings.webhooks) return;
  for (const delivery of deliveriesOf(row, settings)) await deliver(payouts, settings, delivery);
}
