import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PAYROLL_GROUP } from "../../services/db/seed/payrollDemo.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 18, "done when": a batch built from a finalised payroll report (the demo's group
 * DEMO_PAYROLL_GROUP) goes through validation, approval by a second user (maker-checker:
 * the creator may not approve), submission to the local provider simulator, webhooks
 * (duplicated and reordered), and ends with every line succeeded or failed with a reason;
 * the simulator received exactly one payout per line sent, and a failed line retried with
 * its key is still one payout. All through the REST contract (money-api.md).
 */
let stack: TestStack;
let admin: string;
let finance: string;

const FINANCE = { email: "finance@maju.test", password: "Tenaga-demo-1" };
const api = "/api/hcm/v1";

beforeAll(async () => {
  stack = await startStack();
  admin = (await login(stack.app, DEMO.majuAdmin)).token;
  // The seed's finance approver; the seed turns manual approval (maker-checker) on.
  finance = (await login(stack.app, FINANCE)).token;
});
afterAll(async () => {
  await stack?.close();
});

type Line = {
  id: number;
  agentId: number;
  amount: number;
  status: string;
  errorCode: string | null;
  errorReason: string | null;
  attempts: number;
  providerReference: string | null;
};
type Batch = { id: number; status: string; inquiryStatus: string; lines: Line[] };

const call = (
  token: string,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  stack.app.inject({
    method,
    url: `${api}${url}`,
    headers: { ...bearer(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const readBatch = async (id: number): Promise<Batch> => {
  const response = await call(admin, "GET", `/disbursements/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Batch;
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const FINAL = ["succeeded", "failed", "cancelled", "reversed"];
const allFinal = (batch: Batch) => batch.lines.every((line) => FINAL.includes(line.status));

const payoutsOf = async (id: number) => {
  const response = await call(
    admin,
    "GET",
    `/disbursements/provider-simulator/payouts?disbursementId=${id}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as {
    lineId: number;
    agentId: number;
    amount: number;
    idempotencyKey: string;
    status: string;
    attempts: number;
  }[];
};

describe("a payroll report paid through the provider, exactly once per line", () => {
  it("validates, needs a second approver, submits, settles through messy webhooks and retries", async () => {
    const configured = await call(admin, "PUT", "/disbursements/provider-simulator/config", {
      latencyMs: 0,
      failureRate: 0,
      duplicateRate: 0.5,
      reorder: true,
      webhooks: true,
      callbackUrl: null,
    });
    expect(configured.statusCode, configured.body).toBe(200);

    // A finalised report of the demo group that no live batch pays yet.
    const report = await stack.owner.query<{ id: number; name: string }>(
      `SELECT r.id, r.name FROM payroll_reports r
         JOIN payroll_groups g ON g.id = r.payroll_group_id
        WHERE g.name = $1 AND r.status = 'finalized'
          AND NOT EXISTS (SELECT 1 FROM disbursements d
                           WHERE d.payroll_report_id = r.id AND d.status <> 'cancelled')
        ORDER BY r.period DESC LIMIT 1`,
      [DEMO_PAYROLL_GROUP],
    );
    const reportId = report.rows[0]!.id;
    // One worker's bank account ends in 13: the simulated bank always refuses it.
    const refused = await stack.owner.query<{ agent_id: number }>(
      `UPDATE payroll_report_details SET account_number = left(account_number, -2) || '13'
        WHERE id = (SELECT id FROM payroll_report_details
                     WHERE report_id = $1 AND error_code IS NULL AND net > 0
                       AND payment_method = 'bank_transfer' AND account_number IS NOT NULL
                     ORDER BY id LIMIT 1)
        RETURNING agent_id`,
      [reportId],
    );
    const refusedAgent = refused.rows[0]!.agent_id;

    const created = await call(
      admin,
      "POST",
      "/disbursements",
      { name: `Pay ${report.rows[0]!.name}`, source: "payroll_report", payrollReportId: reportId },
      { "idempotency-key": `flow-${reportId}` },
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data.status).toBe("pending_approval");

    // Validation: lines are valid (pending approval) or draft with a reason; the name
    // inquiry finishes before approval.
    const validated = await until(
      () => readBatch(id),
      (batch) => batch.inquiryStatus === "done",
    );
    expect(validated.lines.length).toBeGreaterThan(1);
    for (const line of validated.lines) {
      expect(["pending_approval", "draft"]).toContain(line.status);
      if (line.status === "draft") expect(line.errorCode).toBeTruthy();
    }
    const sent = validated.lines.filter((line) => line.status === "pending_approval");
    expect(sent.some((line) => line.agentId === refusedAgent)).toBe(true);

    // Maker-checker: the creator may not approve; the finance approver may.
    const own = await call(
      admin,
      "POST",
      `/disbursements/${id}/approve`,
      {},
      { "idempotency-key": `own-${id}` },
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe("MAKER_CHECKER");
    const approved = await call(
      finance,
      "POST",
      `/disbursements/${id}/approve`,
      {},
      { "idempotency-key": `approve-${id}` },
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const done = await until(() => readBatch(id), allFinal);
    for (const line of done.lines) {
      expect(["succeeded", "failed"]).toContain(line.status);
      if (line.status === "failed") {
        expect(line.errorCode).toBeTruthy();
        expect(line.errorReason).toBeTruthy();
      }
    }
    const refusedLine = done.lines.find((line) => line.agentId === refusedAgent)!;
    expect(refusedLine).toMatchObject({ status: "failed", errorCode: "INVALID_DESTINATION" });
    expect(done.status).toBe("partially_succeeded");

    // Exactly one payout per line sent, none for lines that were never valid.
    const payouts = await payoutsOf(id);
    expect(payouts.map((payout) => payout.lineId).sort((a, b) => a - b)).toEqual(
      sent.map((line) => line.id).sort((a, b) => a - b),
    );
    for (const payout of payouts)
      expect(payout.amount).toBe(sent.find((line) => line.id === payout.lineId)!.amount);

    // The outcomes delivered again, duplicated and shuffled, change nothing.
    const replay = await call(admin, "POST", "/disbursements/provider-simulator/webhooks/replay", {
      disbursementId: id,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    const replayed = await readBatch(id);
    expect(replayed.lines.map((line) => [line.id, line.status])).toEqual(
      done.lines.map((line) => [line.id, line.status]),
    );

    // The failed line retried keeps its key: still one payout, attempted twice.
    const retried = await call(
      admin,
      "POST",
      `/disbursements/${id}/lines/${refusedLine.id}/retry`,
      {},
      { "idempotency-key": `retry-${refusedLine.id}` },
    );
    expect(retried.statusCode, retried.body).toBe(200);
    const again = await until(
      () => payoutsOf(id),
      (items) => items.find((item) => item.lineId === refusedLine.id)?.attempts === 2,
    );
    const ofLine = again.filter((item) => item.lineId === refusedLine.id);
    expect(ofLine).toHaveLength(1);
    expect(ofLine[0]!.idempotencyKey).toBe(
      payouts.find((item) => item.lineId === refusedLine.id)!.idempotencyKey,
    );
    expect(again).toHaveLength(payouts.length);
    const final = await until(() => readBatch(id), allFinal);
    expect(final.lines.find((line) => line.id === refusedLine.id)).toMatchObject({
      status: "failed",
      errorCode: "INVALID_DESTINATION",
      attempts: 2,
    });
  });
});
