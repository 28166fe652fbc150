import { GraphQLError } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GatewayContext } from "../../context.ts";
import { createServiceClient, serviceError } from "../../services.ts";
import { disbursementEvents, paidReport } from "../Query/disbursements.ts";
import {
  approveDisbursement,
  cancelDisbursementLine,
  createDisbursement,
  updateDisbursementLine,
} from "./disbursements.ts";

type Sent = { method: string; path: string; body?: unknown; headers?: Record<string, string> };

/** A service client that answers by path (and records every call). */
function contextAnswering(answers: Record<string, unknown>) {
  const sent: Sent[] = [];
  const answer = (path: string) => {
    const found = answers[path.split("?")[0]!];
    if (found instanceof Error) throw found;
    return found;
  };
  const record =
    (method: string) =>
    async (_service: string, path: string, body?: unknown, headers?: Record<string, string>) => {
      sent.push({ method, path, body, ...(headers ? { headers } : {}) });
      return answer(path);
    };
  const services = {
    get: async (_service: string, path: string, query?: unknown) => {
      sent.push({ method: "GET", path, body: query });
      return answer(path);
    },
    post: record("POST"),
    patch: record("PATCH"),
  };
  return { context: { services } as unknown as GatewayContext, sent };
}

const REST_BATCH = {
  id: 12,
  name: "Gaji Oktober",
  source: "manual",
  channel: "provider",
  status: "pending_approval",
  lineCount: 2,
  totalAmount: "3500000",
  paidAmount: 0,
  errorCount: 1,
  mismatchCount: 0,
  inquiryStatus: "pending",
  counts: { draft: 1, pendingApproval: 1 },
  createdById: 4,
  createdAt: "2026-11-26T01:00:00.000Z",
  canApprove: false,
  version: 1,
  lines: [
    {
      id: "9007199254740",
      agentId: 3,
      agentName: "Budi",
      amount: "1500000",
      method: "bank_transfer",
      status: "draft",
      errorCode: "INCOMPLETE_BANK_ACCOUNT_DATA",
      attempts: 0,
      reimbursementClaimIds: ["5"],
      version: 1,
    },
  ],
};

describe("createDisbursement", () => {
  it("sends the idempotencyKey as the Idempotency-Key header, the input without nulls", async () => {
    const { context, sent } = contextAnswering({ "/disbursements": REST_BATCH });
    const batch = await createDisbursement(
      null,
      {
        input: {
          name: "Gaji Oktober",
          source: "manual",
          channel: null,
          lines: [{ agentId: 3, amount: 1_500_000, bankCode: null }],
        },
        idempotencyKey: "key-1",
      },
      context,
    );
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/disbursements",
        body: {
          name: "Gaji Oktober",
          source: "manual",
          lines: [{ agentId: 3, amount: 1_500_000 }],
        },
        headers: { "idempotency-key": "key-1" },
      },
    ]);
    expect(batch).toMatchObject({
      id: 12,
      totalAmount: 3_500_000,
      payrollReportId: null,
      approvedAt: null,
      counts: {
        draft: 1,
        pendingApproval: 1,
        approved: 0,
        submitted: 0,
        succeeded: 0,
        failed: 0,
        reversed: 0,
        cancelled: 0,
      },
    });
  });

  it("refuses a key that cannot be a header, before any call", async () => {
    const { context, sent } = contextAnswering({ "/disbursements/12/approve": REST_BATCH });
    for (const idempotencyKey of ["", "a b", "line\nbreak", "é", "k".repeat(201)])
      await expect(
        approveDisbursement(null, { id: 12, idempotencyKey }, context),
      ).rejects.toMatchObject({
        extensions: { code: "BAD_USER_INPUT", errors: [{ field: "idempotencyKey" }] },
      });
    expect(sent).toEqual([]);
  });

  it("sends no header without a key", async () => {
    const { context, sent } = contextAnswering({ "/disbursements/12/approve": REST_BATCH });
    await approveDisbursement(null, { id: 12 }, context);
    expect(sent[0]).toEqual({
      method: "POST",
      path: "/disbursements/12/approve",
      body: {},
      headers: {},
    });
  });

  it("answers the maintenance 503 as DISBURSEMENT_MAINTENANCE with the service's sentence", async () => {
    const paused = serviceError(503, {
      message: "Pencairan dana sedang dalam pemeliharaan.",
      detail: { code: "DISBURSEMENT_MAINTENANCE", messages: { en: "x", id: "y" } },
    });
    const { context } = contextAnswering({ "/disbursements": paused });
    const error = await createDisbursement(
      null,
      { input: { name: "x", source: "manual" } },
      context,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).message).toBe("Pencairan dana sedang dalam pemeliharaan.");
    expect((error as GraphQLError).extensions).toMatchObject({
      code: "DISBURSEMENT_MAINTENANCE",
      status: 503,
      detail: { code: "DISBURSEMENT_MAINTENANCE" },
    });
    // Any other refusal passes as the service said it.
    const taken = serviceError(409, {
      message: "Taken",
      detail: { code: "BATCH_NAME_ALREADY_EXIST" },
    });
    const other = contextAnswering({ "/disbursements": taken });
    await expect(
      createDisbursement(null, { input: { name: "x", source: "manual" } }, other.context),
    ).rejects.toBe(taken);
  });
});

describe("line mutations", () => {
  it("PATCHes a line with its version and normalises the bigint id and money", async () => {
    const { context, sent } = contextAnswering({
      "/disbursements/12/lines/9007199254740": REST_BATCH.lines[0],
    });
    const line = await updateDisbursementLine(
      null,
      { id: 12, lineId: 9_007_199_254_740, version: 1, input: { accountNumber: "1234567890" } },
      context,
    );
    expect(sent[0]).toMatchObject({
      method: "PATCH",
      body: { accountNumber: "1234567890", version: 1 },
    });
    expect(line).toMatchObject({
      id: 9_007_199_254_740,
      amount: 1_500_000,
      bankCode: null,
      providerReference: null,
      reimbursementClaimIds: [5],
    });
  });

  it("reads the line from its batch when the answer is not a line; refuses a fractional id", async () => {
    const { context, sent } = contextAnswering({
      "/disbursements/12/lines/9007199254740/cancel": { id: 12 },
      "/disbursements/12": REST_BATCH,
    });
    const line = await cancelDisbursementLine(null, { id: 12, lineId: 9_007_199_254_740 }, context);
    expect(line).toMatchObject({ id: 9_007_199_254_740, agentId: 3 });
    expect(sent.map((call) => call.method)).toEqual(["POST", "GET"]);
    await expect(
      cancelDisbursementLine(null, { id: 12, lineId: 1.5 }, context),
    ).rejects.toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
  });
});

describe("queries", () => {
  it("events carry their detail as a JSON text; the paid report its total", async () => {
    const { context } = contextAnswering({
      "/disbursements/12/events": {
        items: [
          { id: "77", lineId: null, toStatus: "approved", actorType: "user", detail: { a: 1 } },
        ],
        totalItems: 1,
        limit: 10,
        page: 1,
      },
      "/disbursements/paid-report": {
        items: [
          { agentId: 3, agentName: "Budi", period: "2026-11", amount: "2000000", lineCount: 1 },
        ],
        totalItems: 1,
        limit: 10,
        page: 1,
        totalAmount: "2000000",
      },
    });
    const events = await disbursementEvents(null, { id: 12 }, context);
    expect(events.items[0]).toMatchObject({ id: 77, lineId: null, detail: '{"a":1}' });
    const paid = await paidReport(null, { from: "2026-11", to: "2026-11" }, context);
    expect(paid.totalAmount).toBe(2_000_000);
    expect(paid.items[0]).toMatchObject({
      amount: 2_000_000,
      payrollAmount: 0,
      employeeNumber: null,
    });
  });
});

describe("the service client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a call's own headers and PATCH, the session's authorization kept", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ data: { ok: true } }), { status: 200 });
    });
    const client = createServiceClient(
      { main: "http://main", hcm: "http://hcm", file: "http://file" },
      {
        authorization: "Bearer t",
        timezone: null,
        traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
        clientIp: null,
        userAgent: null,
      },
    );
    await client.post("hcm", "/disbursements", { a: 1 }, { "idempotency-key": "k" });
    await client.patch("hcm", "/disbursements/1/lines/2", { version: 1 });
    const headers = calls.map((call) => call.init.headers as Record<string, string>);
    expect(headers[0]).toMatchObject({
      "idempotency-key": "k",
      authorization: "Bearer t",
      "content-type": "application/json",
    });
    expect(calls[1]).toMatchObject({
      url: "http://hcm/disbursements/1/lines/2",
      init: { method: "PATCH", body: '{"version":1}' },
    });
  });
});
