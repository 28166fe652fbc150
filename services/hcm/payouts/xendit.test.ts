import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PayoutUnavailable, parseReference, referenceOf } from "./provider.ts";
import { XenditProvider } from "./xendit.ts";

/** A fake Xendit: records what it was sent and answers what the test queued. */
type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
let seen: Seen[] = [];
let answers: { status: number; body: unknown; delayMs?: number }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      const answer = answers.shift() ?? { status: 500, body: {} };
      setTimeout(() => {
        response.writeHead(answer.status, { "content-type": "application/json" });
        response.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  answers = [];
});

const client = (timeoutMs = 2_000) =>
  new XenditProvider({ baseUrl, secretKey: "xnd_secret", webhookToken: "tok-123", timeoutMs });

const payout = (overrides: Record<string, unknown> = {}) => ({
  id: "disb-1",
  reference_id: "tng-1-5",
  channel_code: "ID_BCA",
  amount: 150000,
  currency: "IDR",
  status: "ACCEPTED",
  created: "2026-01-01T00:00:00Z",
  updated: "2026-01-01T00:00:01Z",
  ...overrides,
});

const request = {
  idempotencyKey: "5b0e1c2a-8c3a-4a53-9a63-3f0f8e8d2c11",
  referenceId: "tng-1-5",
  channelCode: "ID_BCA",
  accountNumber: "1234567890",
  accountHolderName: "Budi Santoso",
  amount: 150000,
  description: "Gaji Januari 2026",
};

describe("XenditProvider.createPayout", () => {
  it("posts /v2/payouts with the Idempotency-key header, basic auth and the v2 body", async () => {
    answers.push({ status: 200, body: payout() });
    const answer = await client().createPayout(request);
    expect(answer).toEqual({
      kind: "payout",
      payout: {
        id: "disb-1",
        referenceId: "tng-1-5",
        status: "ACCEPTED",
        amount: 150000,
        channelCode: "ID_BCA",
        failureCode: null,
        updated: "2026-01-01T00:00:01.000Z",
      },
    });
    const sent = seen[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe("/v2/payouts");
    expect(sent.headers["idempotency-key"]).toBe(request.idempotencyKey);
    expect(sent.headers.authorization).toBe(
      `Basic ${Buffer.from("xnd_secret:").toString("base64")}`,
    );
    expect(JSON.parse(sent.body)).toEqual({
      reference_id: "tng-1-5",
      channel_code: "ID_BCA",
      channel_properties: { account_holder_name: "Budi Santoso", account_number: "1234567890" },
      amount: 150000,
      currency: "IDR",
      description: "Gaji Januari 2026",
    });
  });

  it("answers a 4xx as a refusal with the provider's code", async () => {
    answers.push({
      status: 400,
      body: { error_code: "CHANNEL_CODE_NOT_SUPPORTED", message: "not supported" },
    });
    expect(await client().createPayout(request)).toEqual({
      kind: "refused",
      code: "CHANNEL_CODE_NOT_SUPPORTED",
      message: "not supported",
    });
  });

  it("takes the key's existing payout when the key was used with another body (409)", async () => {
    answers.push({ status: 409, body: { error_code: "DUPLICATE_IDEMPOTENCY_KEY", message: "x" } });
    answers.push({ status: 200, body: [payout({ status: "SUCCEEDED" })] });
    const answer = await client().createPayout(request);
    expect(answer.kind === "payout" && answer.payout.status).toBe("SUCCEEDED");
    expect(seen[1]!.url).toBe("/v2/payouts?reference_id=tng-1-5");
  });

  it("throws PayoutUnavailable on a 5xx, a 429, bad credentials and a timeout", async () => {
    answers.push({ status: 503, body: {} });
    await expect(client().createPayout(request)).rejects.toBeInstanceOf(PayoutUnavailable);
    answers.push({ status: 429, body: {} });
    await expect(client().createPayout(request)).rejects.toBeInstanceOf(PayoutUnavailable);
    answers.push({ status: 401, body: { error_code: "INVALID_API_KEY" } });
    await expect(client().createPayout(request)).rejects.toBeInstanceOf(PayoutUnavailable);
    answers.push({ status: 200, body: payout(), delayMs: 300 });
    await expect(client(50).createPayout(request)).rejects.toBeInstanceOf(PayoutUnavailable);
  });
});

describe("XenditProvider.getPayout and inquireAccount", () => {
  it("reads by id, and by reference when the id is unknown", async () => {
    answers.push({ status: 200, body: payout({ status: "SUCCEEDED" }) });
    expect((await client().getPayout({ id: "disb-1", referenceId: "tng-1-5" }))?.status).toBe(
      "SUCCEEDED",
    );
    expect(seen[0]!.url).toBe("/v2/payouts/disb-1");
    answers.push({ status: 200, body: [] });
    expect(await client().getPayout({ id: null, referenceId: "tng-1-5" })).toBeNull();
  });

  it("tells a found name, an unknown account and an account without a name apart", async () => {
    answers.push({ status: 200, body: { status: "SUCCESS", bank_account_holder_name: "BUDI S" } });
    answers.push({ status: 200, body: { status: "FAILURE", failure_reason: "ACCOUNT_NOT_FOUND" } });
    answers.push({ status: 200, body: { status: "SUCCESS", bank_account_holder_name: null } });
    const account = { channelCode: "ID_BCA", accountNumber: "1234567890" };
    expect(await client().inquireAccount(account)).toEqual({
      result: "found",
      accountName: "BUDI S",
    });
    expect((await client().inquireAccount(account)).result).toBe("not_found");
    expect((await client().inquireAccount(account)).result).toBe("unverified");
    expect(JSON.parse(seen[0]!.body)).toEqual({
      bank_account_number: "1234567890",
      bank_code: "ID_BCA",
    });
  });
});

describe("XenditProvider webhooks", () => {
  it("accepts only the shared token", () => {
    const empty = Buffer.from("{}");
    expect(client().verifyWebhook({ "x-callback-token": "tok-123" }, empty)).toBe(true);
    expect(client().verifyWebhook({ "x-callback-token": "tok-12" }, empty)).toBe(false);
    expect(client().verifyWebhook({ "x-callback-token": "tok-1234" }, empty)).toBe(false);
    expect(client().verifyWebhook({}, empty)).toBe(false);
  });

  it("parses a payout event, named by webhook-id or by payout, status and time", () => {
    const body = {
      event: "payout.failed",
      created: "2026-01-01T00:00:05Z",
      data: payout({ status: "FAILED", failure_code: "INVALID_DESTINATION" }),
    };
    expect(client().parseWebhook(body, { "webhook-id": "evt-9" })).toEqual({
      eventId: "evt-9",
      referenceId: "tng-1-5",
      providerReference: "disb-1",
      status: "FAILED",
      failureCode: "INVALID_DESTINATION",
      amount: 150000,
      occurredAt: "2026-01-01T00:00:01.000Z",
    });
    expect(client().parseWebhook(body, {})?.eventId).toBe("disb-1:FAILED:2026-01-01T00:00:01.000Z");
    expect(client().parseWebhook({ event: "invoice.paid", data: payout() }, {})).toBeNull();
    expect(
      client().parseWebhook({ event: "payout.x", data: payout({ status: "?" }) }, {}),
    ).toBeNull();
  });

  it("reads a line back from its reference and nothing else", () => {
    expect(parseReference(referenceOf(12, 345))).toEqual({ clientId: 12, lineId: "345" });
    expect(parseReference("tng-0-5")).toBeNull();
    expect(parseReference("tng-1-5-6")).toBeNull();
    expect(parseReference("tng-99999999999-5")).toBeNull();
  });
});
