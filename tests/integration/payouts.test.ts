import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runDisbursementInquiry } from "../../services/hcm/disbursements/inquiry.ts";
import { runDisbursementPoll } from "../../services/hcm/disbursements/poll.ts";
import {
  type PayoutJobDeps,
  runDisbursementSubmit,
} from "../../services/hcm/disbursements/submit.ts";
import { referenceOf } from "../../services/hcm/payouts/provider.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 18 (A2): payouts exactly once through the provider adapter and the local simulator —
 * the simulator's idempotency, the webhook's token, deduplication and order tolerance, the
 * status poll when webhooks are lost, and a crash between the provider's answer and our
 * update. Batches are written straight into the database here (approved lines of a
 * provider batch), so these tests need only the payout side; disbursement-flow.test.ts goes
 * through the REST contract.
 */
let stack: TestStack;
let token: string;
let clientId: number;
let deps: PayoutJobDeps;
const never = { signal: new AbortController().signal };

beforeAll(async () => {
  stack = await startStack();
  const session = await login(stack.app, DEMO.majuAdmin);
  token = session.token;
  clientId = session.user.client_id;
  deps = { db: stack.db, payouts: stack.payouts, jobs: stack.jobs };
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  await configure({
    latencyMs: 0,
    failureRate: 0,
    duplicateRate: 0,
    reorder: false,
    webhooks: true,
    callbackUrl: null,
  });
});

async function configure(settings: Record<string, unknown>) {
  const response = await stack.app.inject({
    method: "PUT",
    url: "/api/hcm/v1/disbursements/provider-simulator/config",
    headers: bearer(token),
    payload: settings,
  });
  expect(response.statusCode, response.body).toBe(200);
}

let batches = 0;
/** A provider batch of approved lines to BCA accounts (the ones given), as after approval. */
async function approvedBatch(accounts: string[]): Promise<{ id: number; lineIds: number[] }> {
  const agents = await stack.owner.query<{ id: number; name: string }>(
    "SELECT id, full_name AS name FROM agents WHERE client_id = $1 ORDER BY id LIMIT $2",
    [clientId, accounts.length],
  );
  const batch = await stack.owner.query<{ id: number }>(
    `INSERT INTO disbursements (client_id, name, source, channel, status, approved_at)
     VALUES ($1, $2, 'manual', 'provider', 'processing', now()) RETURNING id`,
    [clientId, `Payouts test ${++batches}`],
  );
  const id = batch.rows[0]!.id;
  const lines = await stack.owner.query<{ id: string }>(
    `INSERT INTO disbursement_lines (client_id, disbursement_id, agent_id, amount, method,
       bank_code, account_number, account_name, status)
     SELECT $1, $2, agent, 150000 + n * 1000, 'bank_transfer', 'BCA', account, holder, 'approved'
       FROM unnest($3::int[], $4::text[], $5::text[]) WITH ORDINALITY AS t (agent, account, holder, n)
     RETURNING id`,
    [clientId, id, agents.rows.map((a) => a.id), accounts, agents.rows.map((a) => a.name)],
  );
  await stack.owner.query(
    "UPDATE disbursements SET line_count = $2, total_amount = (SELECT sum(amount) FROM disbursement_lines WHERE disbursement_id = $1) WHERE id = $1",
    [id, accounts.length],
  );
  return { id, lineIds: lines.rows.map((row) => Number(row.id)).sort((a, b) => a - b) };
}

type LineRow = {
  id: string;
  status: string;
  attempts: number;
  error_code: string | null;
  error_reason: string | null;
  provider_reference: string | null;
  idempotency_key: string;
};
const linesOf = async (batchId: number) =>
  (
    await stack.owner.query<LineRow>(
      `SELECT id, status, attempts, error_code, error_reason, provider_reference, idempotency_key
         FROM disbursement_lines WHERE disbursement_id = $1 ORDER BY id`,
      [batchId],
    )
  ).rows;

/** Polls until `done` holds (no fixed sleeps), failing after the deadline. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const settled = (lines: LineRow[]) =>
  lines.every((line) => line.status === "succeeded" || line.status === "failed");

const simulatorPayouts = async (batchId: number) => {
  const response = await stack.app.inject({
    method: "GET",
    url: `/api/hcm/v1/disbursements/provider-simulator/payouts?disbursementId=${batchId}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json() as {
      data: {
        items: { lineId: number; idempotencyKey: string; attempts: number; status: string }[];
      };
    }
  ).data.items;
};

const webhook = (body: unknown, headers: Record<string, string>) =>
  stack.app.inject({
    method: "POST",
    url: "/api/hcm/v1/disbursements/webhooks/xendit",
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
  });

describe("the provider simulator", () => {
  it("makes one payout of 100 parallel sends with one key; another body with the key is 409", async () => {
    const provider = stack.payouts.provider();
    const request = {
      idempotencyKey: "7d7f4a4e-5c39-4d57-9a0e-5a3f3f8f0001",
      referenceId: referenceOf(clientId, 999_001),
      channelCode: "ID_BCA",
      accountNumber: "1234500001",
      accountHolderName: "Budi Santoso",
      amount: 250_000,
      description: "parallel",
    };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => stack.payouts.limit(() => provider.createPayout(request))),
    );
    const ids = new Set(answers.map((answer) => answer.kind === "payout" && answer.payout.id));
    expect(ids.size).toBe(1);
    const stored = await stack.owner.query(
      "SELECT id, attempts FROM provider_sim.payouts WHERE idempotency_key = $1",
      [request.idempotencyKey],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].attempts).toBe(1);

    const other = await fetch(`${stack.baseUrl}/provider-sim/v2/payouts`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": request.idempotencyKey,
        authorization: `Basic ${Buffer.from(`${stack.payouts.secretKey}:`).toString("base64")}`,
      },
      body: JSON.stringify({
        reference_id: request.referenceId,
        channel_code: "ID_BCA",
        channel_properties: { account_holder_name: "Budi Santoso", account_number: "1234500001" },
        amount: 260_000,
        currency: "IDR",
      }),
    });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error_code: string }).error_code).toBe(
      "DUPLICATE_IDEMPOTENCY_KEY",
    );
    const unauthorised = await fetch(`${stack.baseUrl}/provider-sim/v2/payouts`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Basic eDo=" },
      body: "{}",
    });
    expect(unauthorised.status).toBe(401);
  });
});

describe("the payout webhook", () => {
  it("refuses a delivery without the shared token (401) and changes nothing", async () => {
    const batch = await approvedBatch(["1234511111"]);
    const lineId = batch.lineIds[0]!;
    const body = {
      event: "payout.succeeded",
      created: new Date().toISOString(),
      data: {
        id: "disb-forged",
        reference_id: referenceOf(clientId, lineId),
        status: "SUCCEEDED",
        amount: 151_000,
        updated: new Date().toISOString(),
      },
    };
    expect((await webhook(body, {})).statusCode).toBe(401);
    expect((await webhook(body, { "x-callback-token": "guess" })).statusCode).toBe(401);
    expect((await linesOf(batch.id))[0]!.status).toBe("approved");
    const stored = await stack.owner.query(
      "SELECT count(*)::int AS n FROM payout_webhook_events WHERE line_id = $1",
      [lineId],
    );
    expect(stored.rows[0].n).toBe(0);
  });

  it("settles every line once through duplicated and out-of-order deliveries", async () => {
    await configure({ duplicateRate: 1, reorder: true });
    const batch = await approvedBatch(["1234522221", "1234522222", "1234522213"]);
    await runDisbursementSubmit(deps, { clientId, disbursementId: batch.id }, never);
    const lines = await until(() => linesOf(batch.id), settled);
    expect(lines.map((line) => line.status)).toEqual(["succeeded", "succeeded", "failed"]);
    expect(lines[2]!.error_code).toBe("INVALID_DESTINATION");
    expect(lines[2]!.error_reason).toMatch(/refused the account/);
    expect(lines.map((line) => line.attempts)).toEqual([1, 1, 1]);
    // Each payout's stale REQUESTED event arrives after its outcome (and the duplicate): wait
    // for them, then the line is still final.
    const events = () =>
      stack.owner.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM payout_webhook_events WHERE line_id = ANY($1::bigint[])",
        [batch.lineIds],
      );
    await until(events, (result) => result.rows[0]!.n === 6);
    expect((await linesOf(batch.id)).map((line) => line.status)).toEqual([
      "succeeded",
      "succeeded",
      "failed",
    ]);
    const moves = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM disbursement_events WHERE disbursement_id = $1 AND line_id IS NOT NULL",
      [batch.id],
    );

    // Replayed: every outcome twice more and the stale event, shuffled, several at once.
    const replay = await stack.app.inject({
      method: "POST",
      url: "/api/hcm/v1/disbursements/provider-simulator/webhooks/replay",
      headers: bearer(token),
      payload: { disbursementId: batch.id },
    });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().data).toEqual({ payouts: 3, sent: 9 });
    expect((await events()).rows[0]!.n).toBe(6);
    const after = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM disbursement_events WHERE disbursement_id = $1 AND line_id IS NOT NULL",
      [batch.id],
    );
    expect(after.rows[0]!.n).toBe(moves.rows[0]!.n);
    expect((await simulatorPayouts(batch.id)).length).toBe(3);
  });

  it("ignores a stale event delivered after the outcome under a new id", async () => {
    const batch = await approvedBatch(["1234533331"]);
    await runDisbursementSubmit(deps, { clientId, disbursementId: batch.id }, never);
    const [line] = await until(() => linesOf(batch.id), settled);
    expect(line!.status).toBe("succeeded");
    const stale = await webhook(
      {
        event: "payout.requested",
        created: "2020-01-01T00:00:00Z",
        data: {
          id: line!.provider_reference,
          reference_id: referenceOf(clientId, line!.id),
          status: "REQUESTED",
          amount: 151_000,
          updated: "2020-01-01T00:00:00Z",
        },
      },
      { "x-callback-token": stack.payouts.webhookToken!, "webhook-id": "stale-once" },
    );
    expect(stale.statusCode, stale.body).toBe(200);
    expect(stale.json().data).toEqual({ duplicate: false, applied: false });
    expect((await linesOf(batch.id))[0]!.status).toBe("succeeded");
    // A reference that is not one of our lines is acknowledged and ignored.
    const foreign = await webhook(
      {
        event: "payout.succeeded",
        data: {
          id: "x",
          reference_id: "other-system-1",
          status: "SUCCEEDED",
          updated: "2026-01-01T00:00:00Z",
        },
      },
      { "x-callback-token": stack.payouts.webhookToken! },
    );
    expect(foreign.json().data).toEqual({ ignored: true });
  });
});

describe("the status poll and crash safety", () => {
  it("settles a line whose webhook was lost", async () => {
    await configure({ webhooks: false });
    const batch = await approvedBatch(["1234544441"]);
    await runDisbursementSubmit(deps, { clientId, disbursementId: batch.id }, never);
    expect((await linesOf(batch.id))[0]!.status).toBe("submitted");
    await until(
      () => simulatorPayouts(batch.id),
      (items) => items[0]?.status === "SUCCEEDED",
    );
    // Quiet for longer than the poll's two minutes.
    await stack.owner.query(
      "UPDATE disbursement_lines SET updated_at = now() - interval '3 minutes' WHERE disbursement_id = $1",
      [batch.id],
    );
    await runDisbursementPoll(deps);
    const [line] = await linesOf(batch.id);
    expect(line!.status).toBe("succeeded");
    expect(line!.attempts).toBe(1);
  });

  it("sends the same key again after a crash between the provider's answer and our update", async () => {
    await configure({ latencyMs: 600_000 });
    const batch = await approvedBatch(["1234555551"]);
    const [before] = await linesOf(batch.id);
    // The provider took the payout; our update never committed (the line is still approved).
    const first = await stack.payouts.provider().createPayout({
      idempotencyKey: before!.idempotency_key,
      referenceId: referenceOf(clientId, before!.id),
      channelCode: "ID_BCA",
      accountNumber: "1234555551",
      accountHolderName: (
        await stack.owner.query("SELECT account_name FROM disbursement_lines WHERE id = $1", [
          before!.id,
        ])
      ).rows[0].account_name,
      amount: 151_000,
      description: `Payouts test ${batches}`,
    });
    expect(first.kind).toBe("payout");
    expect((await linesOf(batch.id))[0]!.status).toBe("approved");
    await runDisbursementSubmit(deps, { clientId, disbursementId: batch.id }, never);
    const [line] = await linesOf(batch.id);
    expect(line!.status).toBe("submitted");
    expect(line!.provider_reference).toBe(first.kind === "payout" && first.payout.id);
    const items = await simulatorPayouts(batch.id);
    expect(items).toHaveLength(1);
    expect(items[0]!.attempts).toBe(1);
  });

  it("leaves approved lines approved while disbursement maintenance is on", async () => {
    // The provider settles later, so the line sent after maintenance is seen as submitted
    // (with no latency its webhook could settle it first: a CI run read "succeeded").
    await configure({ latencyMs: 600_000 });
    const batch = await approvedBatch(["1234566661"]);
    await stack.owner.query(
      `INSERT INTO system_config (key, value) VALUES ('maintenance', '{"disbursement_maintenance": true}')
       ON CONFLICT (key) DO UPDATE SET value = system_config.value || EXCLUDED.value`,
    );
    try {
      await runDisbursementSubmit(deps, { clientId, disbursementId: batch.id }, never);
      expect((await linesOf(batch.id))[0]!.status).toBe("approved");
      expect(await simulatorPayouts(batch.id)).toHaveLength(0);
    } finally {
      await stack.owner.query(
        `UPDATE system_config SET value = value - 'disbursement_maintenance' WHERE key = 'maintenance'`,
      );
    }
    await runDisbursementSubmit(deps, { clientId, disbursementId: batch.id }, never);
    expect((await linesOf(batch.id))[0]!.status).toBe("submitted");
  });
});

describe("the account-name inquiry", () => {
  it("marks lines verified, mismatched, not found or unverified", async () => {
    const batch = await approvedBatch(["1234577771", "1234577772", "1234577773", "1234577774"]);
    await stack.owner.query(
      "UPDATE disbursement_lines SET status = 'pending_approval' WHERE disbursement_id = $1",
      [batch.id],
    );
    const names = await stack.owner.query<{ account_name: string }>(
      "SELECT account_name FROM disbursement_lines WHERE disbursement_id = $1 ORDER BY id",
      [batch.id],
    );
    await stack.owner.query(
      `INSERT INTO provider_sim.accounts (channel_code, account_number, account_holder_name, closed)
       VALUES ('ID_BCA', '1234577771', $1, false), ('ID_BCA', '1234577772', 'Someone Else', false),
              ('ID_BCA', '1234577773', NULL, true)
       ON CONFLICT DO NOTHING`,
      [`Bpk. ${names.rows[0]!.account_name.toUpperCase()}`],
    );
    await runDisbursementInquiry(deps, { clientId, disbursementId: batch.id }, never);
    const after = await stack.owner.query<{
      status: string;
      inquiry_status: string;
      inquired_name: string | null;
      error_code: string | null;
    }>(
      "SELECT status, inquiry_status, inquired_name, error_code FROM disbursement_lines WHERE disbursement_id = $1 ORDER BY id",
      [batch.id],
    );
    expect(after.rows.map((row) => row.inquiry_status)).toEqual([
      "verified",
      "mismatch",
      "not_found",
      "unverified",
    ]);
    expect(after.rows[1]!.inquired_name).toBe("Someone Else");
    expect(after.rows[2]).toMatchObject({ status: "draft", error_code: "ACCOUNT_NOT_FOUND" });
    const batchRow = await stack.owner.query(
      "SELECT inquiry_status, mismatch_count FROM disbursements WHERE id = $1",
      [batch.id],
    );
    expect(batchRow.rows[0]).toEqual({ inquiry_status: "done", mismatch_count: 1 });
    // Answers are kept (30 days): a second run does not ask the bank again.
    await stack.owner.query(
      "UPDATE provider_sim.accounts SET account_holder_name = 'Renamed' WHERE account_number = '1234577772'",
    );
    await runDisbursementInquiry(deps, { clientId, disbursementId: batch.id }, never);
    const again = await stack.owner.query(
      "SELECT inquired_name FROM disbursement_lines WHERE disbursement_id = $1 ORDER BY id",
      [batch.id],
    );
    expect(again.rows[1].inquired_name).toBe("Someone Else");
  });
});
