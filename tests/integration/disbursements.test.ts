import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOperator } from "../../services/admin/operator.ts";
import { DEMO_PENDING_BATCH, FINANCE_ACCOUNT } from "../../services/db/seed/disbursements.ts";
import { applyLineOutcome } from "../../services/hcm/disbursements/settle.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import {
  bankWorkers,
  batchName,
  type Caller,
  callerAs,
  type Json,
  newKey,
  submitJobs,
} from "./disbursement-helpers.ts";
import { clientIdOf, expectFieldErrors, userWithMenus } from "./org-helpers.ts";

/**
 * /api/hcm/v1/disbursements (issue 18, A1; /work/money-api.md): the contract's create (201,
 * the same key and body 200 with the same id, another body 409), each validation code, the
 * worker's own account, another client's ids (404), the menus (403), maker-checker (the
 * creator 403, finance@maju.test approves), maintenance (503, nothing changed), cancel, retry
 * and a line's edit, a batch from a finalised payroll report (paid through a bank file: the
 * report becomes paid) and from reimbursement claims (claims carried, released, paid).
 */

let stack: TestStack;
let admin: Caller;
let finance: Caller;
let sentosa: Caller;
let ops: Caller;
let maju: number;
let workers: Awaited<ReturnType<typeof bankWorkers>>;

const CREATE = "Failed to Create Disbursement";

beforeAll(async () => {
  // The batch rules on their own: a provider that cannot be reached leaves approved lines
  // approved (the submission job retries later), so the tests apply the provider's outcomes
  // themselves. The real provider path is payouts.test.ts and disbursement-flow.test.ts.
  stack = await startStack({
    payouts: { providerUrl: "http://127.0.0.1:9", secretKey: "unused", webhookToken: "unused" },
  });
  admin = callerAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  finance = callerAs(
    stack,
    (await login(stack.app, { email: FINANCE_ACCOUNT.email, password: FINANCE_ACCOUNT.password }))
      .token,
  );
  sentosa = callerAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  ops = callerAs(stack, (await login(stack.app, DEMO.majuOps)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  workers = await bankWorkers(stack, maju, 6);
});
afterAll(() => stack.close());

const rows = async (sql: string, params: unknown[] = []) =>
  (await stack.owner.query(sql, params)).rows as Json[];
const count = async (sql: string, params: unknown[] = []) =>
  Number((await rows(sql, params))[0]!["n"]);

const manual = (name: string, lines: Json[]) => ({ name, source: "manual", lines });

describe("the contract", () => {
  it("POST answers 201 with the lines; the same key and body 200 with the same id; another body 409", async () => {
    const key = newKey();
    const body = manual(batchName("Bonus"), [
      { agentId: workers[0]!.id, amount: 150_000 },
      { agentId: workers[1]!.id, amount: 250_000 },
    ]);
    const created = await admin("POST", "/disbursements", body, key);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const batch = created.body["data"];
    expect(batch).toMatchObject({
      id: expect.any(Number),
      name: body.name,
      source: "manual",
      channel: "provider",
      status: "pending_approval",
      lineCount: 2,
      totalAmount: 400_000,
      paidAmount: 0,
      errorCount: 0,
      inquiryStatus: "pending",
      counts: { pendingApproval: 2, draft: 0, approved: 0 },
      createdByName: "Admin Maju",
      // Manual approval is on for the demo client: the creator cannot approve.
      canApprove: false,
      linesTruncated: false,
    });
    expect(batch.lines).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        agentId: workers[0]!.id,
        amount: 150_000,
        status: "pending_approval",
        errorCode: null,
        providerReference: null,
      }),
      expect.objectContaining({ agentId: workers[1]!.id, status: "pending_approval" }),
    ]);

    const again = await admin("POST", "/disbursements", body, key);
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body["data"].id).toBe(batch.id);

    const other = await admin(
      "POST",
      "/disbursements",
      { ...body, lines: body.lines.slice(1) },
      key,
    );
    expect(other.status).toBe(409);
    expect(other.body["code"]).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(
      await count("SELECT count(*) AS n FROM disbursements WHERE name = $1", [body.name]),
    ).toBe(1);
    expect(
      await count("SELECT count(*) AS n FROM disbursement_lines WHERE disbursement_id = $1", [
        batch.id,
      ]),
    ).toBe(2);

    const read = await finance("GET", `/disbursements/${batch.id}`);
    expect(read.status).toBe(200);
    expect(read.body["data"]).toMatchObject({
      id: batch.id,
      canApprove: true,
      lines: expect.any(Array),
    });
    // The creation is audited and every line has its first event.
    expect(
      await count(
        "SELECT count(*) AS n FROM audit_log WHERE action = 'disbursement.create' AND entity_id = $1",
        [String(batch.id)],
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM disbursement_events WHERE disbursement_id = $1 AND line_id IS NOT NULL AND to_status = 'pending_approval'",
        [batch.id],
      ),
    ).toBe(2);
    // The account-name inquiry was put on its queue.
    expect(
      await count(
        "SELECT count(*) AS n FROM pgboss.job WHERE name = 'disbursement-inquiry' AND (data->>'disbursementId')::int = $1",
        [batch.id],
      ),
    ).toBe(1);
  });

  it("stores invalid lines as drafts with SPEC §8 codes and takes the worker's own account", async () => {
    const [own, typed] = workers;
    const cash = await rows(
      "SELECT id FROM agents WHERE client_id = $1 AND (payment_method = 'cash' OR payment_method IS NULL) ORDER BY id LIMIT 1",
      [maju],
    );
    const created = await admin(
      "POST",
      "/disbursements",
      manual(batchName("Validation"), [
        { agentId: own!.id, amount: 100_000 },
        {
          agentId: typed!.id,
          amount: 100_000,
          bankCode: "BCA",
          accountNumber: "12345",
          accountName: "X",
        },
        {
          agentId: typed!.id,
          amount: 5_000,
          bankCode: "bca",
          accountNumber: "1234567890",
          accountName: "Budi",
        },
        {
          agentId: typed!.id,
          amount: 300_000_000,
          bankCode: "BCA",
          accountNumber: "1234567890",
          accountName: "Budi",
        },
        { agentId: cash[0]!["id"], amount: 100_000 },
        { agentId: typed!.id, amount: 50_000, eWallet: "gopay", phoneNumber: "0812-3456-7890" },
      ]),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const lines = created.body["data"].lines as Json[];
    expect(lines.map((line) => [line["status"], line["errorCode"]])).toEqual([
      ["pending_approval", null],
      ["draft", "INCOMPLETE_BANK_ACCOUNT_DATA"],
      ["draft", "BELOW_MINIMUM_LIMIT"],
      ["draft", "ABOVE_MAXIMUM_LIMIT"],
      ["draft", "INCOMPLETE_BANK_ACCOUNT_DATA"],
      ["pending_approval", null],
    ]);
    expect(lines[0]).toMatchObject({
      method: "bank_transfer",
      accountNumber: own!.account_number,
      accountName: own!.account_name,
      bankCode: expect.any(String),
      bankName: expect.any(String),
    });
    expect(lines[1]!["errorReason"]).toBe("The account number must be 10 digits for BCA.");
    expect(lines[2]!["errorReason"]).toBe(
      "The amount is below this channel's minimum of Rp 10.000.",
    );
    expect(lines[5]).toMatchObject({
      method: "e_wallet",
      eWallet: "gopay",
      phoneNumber: "81234567890",
    });
    expect(created.body["data"]).toMatchObject({ status: "pending_approval", errorCount: 4 });
    // The problems filter lists the four drafts.
    const problems = await admin(
      "GET",
      `/disbursements/${created.body["data"].id}/lines?problems=true`,
    );
    expect(problems.body["data"].totalItems).toBe(4);
  });

  it("refuses a malformed request (400 naming the field) and a taken name (409), writing nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM disbursements WHERE client_id = $1", [
      maju,
    ]);
    const sentosaAgent = await rows(
      "SELECT a.id FROM agents a JOIN clients c ON c.id = a.client_id WHERE c.name = 'PT Sentosa Abadi' LIMIT 1",
    );
    const bad = await admin(
      "POST",
      "/disbursements",
      manual(batchName("Bad"), [{ agentId: workers[0]!.id, amount: 0 }]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body["errors"].map((e: Json) => e["field"])).toEqual(["lines.0.amount"]);
    expectFieldErrors(
      await admin(
        "POST",
        "/disbursements",
        manual(batchName("Foreign"), [
          { agentId: workers[0]!.id, amount: 20_000 },
          { agentId: sentosaAgent[0]!["id"], amount: 20_000 },
        ]),
      ),
      400,
      CREATE,
      { "lines.1.agentId": "is not a worker of this client" },
    );
    expectFieldErrors(await admin("POST", "/disbursements", manual(" ", [])), 400, CREATE, {
      name: "is required",
      lines: "must hold 1 to 10,000 lines",
    });
    const badKey = await admin(
      "POST",
      "/disbursements",
      manual(batchName("K"), [{ agentId: workers[0]!.id, amount: 20_000 }]),
      "has space",
    );
    expect(badKey.status).toBe(400);
    expect(badKey.body["errors"][0]["field"]).toBe("Idempotency-Key");
    const name = batchName("Taken");
    const first = await admin(
      "POST",
      "/disbursements",
      manual(name, [{ agentId: workers[0]!.id, amount: 20_000 }]),
    );
    expect(first.status).toBe(201);
    const taken = await admin(
      "POST",
      "/disbursements",
      manual(name.toUpperCase(), [{ agentId: workers[0]!.id, amount: 20_000 }]),
    );
    expect(taken.status).toBe(409);
    expect(taken.body["code"]).toBe("BATCH_NAME_ALREADY_EXIST");
    expect(
      await count("SELECT count(*) AS n FROM disbursements WHERE client_id = $1", [maju]),
    ).toBe(before + 1);
  });

  it("answers 404 for another client's batch and 403 without a disbursement menu", async () => {
    const [mine] = await rows(
      "SELECT id FROM disbursements WHERE client_id = $1 ORDER BY id LIMIT 1",
      [maju],
    );
    for (const url of [
      `/disbursements/${mine!["id"]}`,
      `/disbursements/${mine!["id"]}/lines`,
      `/disbursements/${mine!["id"]}/events`,
    ])
      expect((await sentosa("GET", url)).status, url).toBe(404);
    expect(
      (await sentosa("POST", `/disbursements/${mine!["id"]}/approve`, {}, newKey())).status,
    ).toBe(404);
    const list = await sentosa("GET", "/disbursements?limit=100");
    expect(list.body["data"].items).toEqual([]);
    expect((await ops("GET", "/disbursements")).status).toBe(403);
    expect(
      (
        await ops(
          "POST",
          "/disbursements",
          manual(batchName("Ops"), [{ agentId: workers[0]!.id, amount: 20_000 }]),
        )
      ).status,
    ).toBe(403);
  });
});

describe("approval", () => {
  it("maker-checker: the creator and a process-only user get 403; finance@maju.test approves once", async () => {
    const [seeded] = await rows("SELECT id FROM disbursements WHERE client_id = $1 AND name = $2", [
      maju,
      DEMO_PENDING_BATCH,
    ]);
    const id = seeded!["id"] as number;
    const mine = await admin("POST", `/disbursements/${id}/approve`, {}, newKey());
    expect(mine.status).toBe(403);
    expect(mine.body["code"]).toBe("MAKER_CHECKER");
    expect(mine.body["message"]).toBe("The person who created a batch cannot approve it");
    const processOnly = callerAs(stack, await userWithMenus(stack, maju, ["disbursement-process"]));
    expect((await processOnly("POST", `/disbursements/${id}/approve`, {}, newKey())).status).toBe(
      403,
    );
    expect((await processOnly("GET", `/disbursements/${id}`)).body["data"].canApprove).toBe(false);
    const awaiting = await finance("GET", "/disbursements?awaitingApproval=true&limit=100");
    expect(awaiting.body["data"].items.map((b: Json) => b["id"])).toContain(id);
    expect(
      await count(
        "SELECT count(*) AS n FROM disbursement_lines WHERE disbursement_id = $1 AND status = 'approved'",
        [id],
      ),
    ).toBe(0);

    const pending = await count(
      "SELECT count(*) AS n FROM disbursement_lines WHERE disbursement_id = $1 AND status = 'pending_approval'",
      [id],
    );
    const key = newKey();
    const approved = await finance("POST", `/disbursements/${id}/approve`, undefined, key);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body["data"]).toMatchObject({
      id,
      status: "processing",
      approvedByName: FINANCE_ACCOUNT.fullname,
      approvedAt: expect.any(String),
      counts: { approved: pending, pendingApproval: 0, draft: 0 },
    });
    const again = await finance("POST", `/disbursements/${id}/approve`, undefined, key);
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const later = await finance("POST", `/disbursements/${id}/approve`, {}, newKey());
    expect(later.status).toBe(200);
    expect(later.body["data"].status).toBe("processing");
    expect(await submitJobs(stack, id)).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM disbursement_events WHERE disbursement_id = $1 AND to_status = 'approved' AND line_id IS NOT NULL",
        [id],
      ),
    ).toBe(pending);
    expect(
      await count(
        "SELECT count(*) AS n FROM audit_log WHERE action = 'disbursement.approve' AND entity_id = $1",
        [String(id)],
      ),
    ).toBe(1);
    expect((await admin("POST", `/disbursements/${id}/cancel`)).status).toBe(409);
  });

  it("maintenance: create, approve and retry answer 503 and change nothing", async () => {
    const created = await admin(
      "POST",
      "/disbursements",
      manual(batchName("Maint"), [{ agentId: workers[2]!.id, amount: 75_000 }]),
    );
    const id = created.body["data"].id;
    const operator = createOperator(stack.owner, "test");
    await operator.setMaintenance("disbursement_maintenance", true);
    try {
      const before = await count("SELECT count(*) AS n FROM disbursements WHERE client_id = $1", [
        maju,
      ]);
      const refused = await admin(
        "POST",
        "/disbursements",
        manual(batchName("M"), [{ agentId: workers[2]!.id, amount: 75_000 }]),
        newKey(),
      );
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({
        code: "DISBURSEMENT_MAINTENANCE",
        message:
          "Disbursement is under maintenance. New submissions are paused; nothing in flight is lost.",
      });
      const approve = await finance("POST", `/disbursements/${id}/approve`, {}, newKey());
      expect(approve.status).toBe(503);
      expect((await finance("GET", "/disbursements/settings")).body["data"]).toMatchObject({
        maintenance: true,
        manualApproval: true,
        bankTransferMinimum: 10_000,
      });
      expect(
        await count("SELECT count(*) AS n FROM disbursements WHERE client_id = $1", [maju]),
      ).toBe(before);
      expect(
        (await rows("SELECT status FROM disbursements WHERE id = $1", [id]))[0]!["status"],
      ).toBe("pending_approval");
      expect(await submitJobs(stack, id)).toBe(0);
    } finally {
      await operator.setMaintenance("disbursement_maintenance", false);
    }
    expect((await finance("POST", `/disbursements/${id}/approve`, {}, newKey())).status).toBe(200);
  });
});

describe("lines: edit, cancel, retry", () => {
  it("a draft line fixed by PATCH waits for approval; an old version is 409; cancel re-derives the batch", async () => {
    const created = await admin(
      "POST",
      "/disbursements",
      manual(batchName("Edit"), [
        {
          agentId: workers[3]!.id,
          amount: 60_000,
          bankCode: "BRI",
          accountNumber: "1",
          accountName: "Rina",
        },
        { agentId: workers[4]!.id, amount: 60_000 },
      ]),
    );
    const batch = created.body["data"];
    const draft = batch.lines[0];
    expect(draft.status).toBe("draft");
    const fixed = await admin("PATCH", `/disbursements/${batch.id}/lines/${draft.id}`, {
      version: draft.version,
      accountNumber: "1234567890123",
      amount: 65_000,
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body["data"]).toMatchObject({
      status: "pending_approval",
      errorCode: null,
      errorReason: null,
      amount: 65_000,
      accountNumber: "1234567890123",
      bankCode: "BRI",
      version: draft.version + 1,
    });
    const stale = await admin("PATCH", `/disbursements/${batch.id}/lines/${draft.id}`, {
      version: draft.version,
      amount: 1,
    });
    expect(stale.status).toBe(409);
    const cancelled = await admin("POST", `/disbursements/${batch.id}/lines/${draft.id}/cancel`);
    expect(cancelled.body["data"].status).toBe("cancelled");
    const read = await admin("GET", `/disbursements/${batch.id}`);
    expect(read.body["data"]).toMatchObject({
      lineCount: 1,
      totalAmount: 60_000,
      status: "pending_approval",
    });
    const whole = await admin("POST", `/disbursements/${batch.id}/cancel`);
    expect(whole.body["data"]).toMatchObject({ status: "cancelled", counts: { cancelled: 2 } });
    const approve = await finance("POST", `/disbursements/${batch.id}/approve`, {}, newKey());
    expect(approve.status).toBe(409);
    expect(approve.body["code"]).toBe("DISBURSEMENT_NOT_PENDING");
  });

  it("a failed line is retried with its same idempotency key; stale provider events are ignored", async () => {
    const created = await admin(
      "POST",
      "/disbursements",
      manual(batchName("Retry"), [
        { agentId: workers[5]!.id, amount: 80_000 },
        {
          agentId: workers[4]!.id,
          amount: 80_000,
          bankCode: "BNI",
          accountNumber: "12",
          accountName: "Andi",
        },
      ]),
    );
    const batch = created.body["data"];
    const [good, invalid] = batch.lines as Json[];
    const approved = await finance("POST", `/disbursements/${batch.id}/approve`, {}, newKey());
    expect(approved.body["data"].lines.map((l: Json) => l["status"])).toEqual([
      "approved",
      "failed",
    ]);
    // The invalid line failed unsent: retry refuses until its account is fixed.
    expect(
      (
        await admin(
          "POST",
          `/disbursements/${batch.id}/lines/${invalid!["id"]}/retry`,
          {},
          newKey(),
        )
      ).status,
    ).toBe(409);
    const line = (await admin("GET", `/disbursements/${batch.id}/lines?status=failed`)).body["data"]
      .items[0];
    const patched = await admin("PATCH", `/disbursements/${batch.id}/lines/${invalid!["id"]}`, {
      version: line.version,
      accountNumber: "1234567",
    });
    expect(patched.body["data"]).toMatchObject({ status: "failed", errorCode: null });
    const retried = await admin(
      "POST",
      `/disbursements/${batch.id}/lines/${invalid!["id"]}/retry`,
      {},
      newKey(),
    );
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body["data"]).toMatchObject({ status: "approved", attempts: 0 });
    expect(await submitJobs(stack, batch.id)).toBe(2);

    // The provider: the good line fails, then a stale "submitted" comes late; retry keeps the key.
    const keyBefore = (
      await rows("SELECT idempotency_key FROM disbursement_lines WHERE id = $1", [good!["id"]])
    )[0]!["idempotency_key"];
    await stack.db.tenant(maju, async (tx) => {
      const failed = await applyLineOutcome(tx, maju, good!["id"], {
        status: "failed",
        providerStatus: "FAILED",
        providerReference: "disb-1",
        failureCode: "INVALID_DESTINATION",
        failureReason: "The destination account is invalid",
        occurredAt: "2026-11-02T03:00:00Z",
      });
      expect(failed).toMatchObject({ applied: true, from: "approved", to: "failed" });
      const stale = await applyLineOutcome(tx, maju, good!["id"], {
        status: "submitted",
        providerStatus: "ACCEPTED",
        occurredAt: "2026-11-02T02:59:00Z",
      });
      expect(stale.applied).toBe(false);
    });
    const failedLine = (await admin("GET", `/disbursements/${batch.id}/lines?status=failed`)).body[
      "data"
    ].items[0];
    expect(failedLine).toMatchObject({
      id: good!["id"],
      errorCode: "INVALID_DESTINATION",
      attempts: 1,
      providerReference: "disb-1",
    });
    const key = newKey();
    const retry = await admin(
      "POST",
      `/disbursements/${batch.id}/lines/${good!["id"]}/retry`,
      {},
      key,
    );
    expect(retry.body["data"]).toMatchObject({ status: "approved", attempts: 1, errorCode: null });
    expect(
      (await admin("POST", `/disbursements/${batch.id}/lines/${good!["id"]}/retry`, {}, key))
        .status,
    ).toBe(200);
    expect(
      (
        await rows("SELECT idempotency_key FROM disbursement_lines WHERE id = $1", [good!["id"]])
      )[0]!["idempotency_key"],
    ).toBe(keyBefore);
    expect(await submitJobs(stack, batch.id)).toBe(3);
    // Both succeed: the batch is done.
    await stack.db.tenant(maju, async (tx) => {
      for (const lineId of [good!["id"], invalid!["id"]])
        await applyLineOutcome(tx, maju, lineId, {
          status: "succeeded",
          providerStatus: "SUCCEEDED",
          occurredAt: "2026-11-02T04:00:00Z",
        });
    });
    const done = await admin("GET", `/disbursements/${batch.id}`);
    expect(done.body["data"]).toMatchObject({
      status: "succeeded",
      paidAmount: 160_000,
      completedAt: expect.any(String),
    });
    const events = await admin("GET", `/disbursements/${batch.id}/events?limit=100`);
    expect(events.body["data"].items[0]).toMatchObject({
      toStatus: "succeeded",
      actorType: "provider",
    });
  });
});

describe("sources", () => {
  it("from a finalised payroll report: one line per paid worker at net; paid through a bank file, the report is paid", async () => {
    const [august] = await rows(
      "SELECT id FROM payroll_reports WHERE client_id = $1 AND name = 'Gaji Agustus 2026'",
      [maju],
    );
    const reportId = august!["id"];
    const details = await rows(
      "SELECT agent_id, net::float8 AS net FROM payroll_report_details WHERE report_id = $1 AND error_code IS NULL AND net > 0 ORDER BY id",
      [reportId],
    );
    const created = await admin(
      "POST",
      "/disbursements",
      {
        name: batchName("Gaji Agustus"),
        source: "payroll_report",
        payrollReportId: reportId,
        channel: "bank_file",
      },
      newKey(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const batch = created.body["data"];
    expect(batch).toMatchObject({
      source: "payroll_report",
      payrollReportId: reportId,
      payrollReportName: "Gaji Agustus 2026",
      lineCount: details.length,
    });
    expect(batch.lines.map((l: Json) => [l["agentId"], l["amount"]])).toEqual(
      details.map((d) => [d["agent_id"], d["net"]]),
    );
    expect(batch.totalAmount).toBe(details.reduce((sum, d) => sum + d["net"], 0));
    const twice = await admin("POST", "/disbursements", {
      name: batchName("Again"),
      source: "payroll_report",
      payrollReportId: reportId,
    });
    expect(twice.body["code"]).toBe("PAYROLL_REPORT_ALREADY_DISBURSED");
    const [november] = await rows(
      "SELECT id FROM payroll_reports WHERE client_id = $1 AND name = 'Gaji November 2026'",
      [maju],
    );
    const draft = await admin("POST", "/disbursements", {
      name: batchName("Nov"),
      source: "payroll_report",
      payrollReportId: november!["id"],
    });
    expect(draft.status).toBe(409);
    expect(draft.body["code"]).toBe("PAYROLL_REPORT_NOT_FINALIZED");

    const approved = await finance("POST", `/disbursements/${batch.id}/approve`, {}, newKey());
    expect(approved.body["data"].status).toBe("approved");
    expect(await submitJobs(stack, batch.id)).toBe(0);
    const drafts = batch.lines.filter((l: Json) => l["status"] === "draft");
    for (const line of drafts)
      await admin("POST", `/disbursements/${batch.id}/lines/${line["id"]}/cancel`);
    const paid = await admin("POST", `/disbursements/${batch.id}/confirm-paid`, {}, newKey());
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body["data"]).toMatchObject({
      status: "succeeded",
      counts: { succeeded: details.length - drafts.length },
    });
    const report = await rows("SELECT status, paid_at FROM payroll_reports WHERE id = $1", [
      reportId,
    ]);
    expect(report[0]).toMatchObject({ status: "paid", paid_at: expect.any(Date) });
  });

  it("from reimbursement claims: one line per worker summing them; cancel releases, success pays", async () => {
    const [x, y] = workers;
    const type = await rows(
      `INSERT INTO reimbursement_types (client_id, name, tax_treatment, default_payout)
       VALUES ($1, $2, 'non_taxable_actual_cost', 'disbursement') RETURNING id`,
      [maju, batchName("Transport")],
    );
    const claims = await rows(
      `INSERT INTO reimbursement_claims (client_id, agent_id, type_id, claim_date, amount, description,
         status, payout_method, taxable_amount, non_taxable_amount)
       SELECT $1, u.agent, $2, '2026-10-10', u.amount, 'Ongkos', 'approved', 'disbursement', 0, u.amount
         FROM unnest($3::int[], $4::bigint[]) AS u(agent, amount)
       RETURNING id, agent_id`,
      [maju, type[0]!["id"], [x!.id, x!.id, y!.id], [40_000, 35_000, 20_000]],
    );
    const created = await admin(
      "POST",
      "/disbursements",
      { name: batchName("Reimburse"), source: "reimbursement" },
      newKey(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const lines = created.body["data"].lines as Json[];
    // By default every approved claim paid by disbursement (the demo seed's too): these two
    // workers' lines sum their claims.
    expect(
      lines
        .filter((l) => l["agentId"] === x!.id || l["agentId"] === y!.id)
        .map((l) => [l["agentId"], l["amount"], l["reimbursementClaimIds"].length]),
    ).toEqual([
      [x!.id, 75_000, 2],
      [y!.id, 20_000, 1],
    ]);
    const carried = await rows(
      "SELECT id, disbursement_line_id FROM reimbursement_claims WHERE id = ANY($1::int[]) ORDER BY id",
      [claims.map((c) => c["id"])],
    );
    expect(carried.every((c) => c["disbursement_line_id"] !== null)).toBe(true);
    const lineOf = (agentId: number) => lines.find((l) => l["agentId"] === agentId)!;
    const none = await admin("POST", "/disbursements", {
      name: batchName("None"),
      source: "reimbursement",
    });
    expect(none.body["code"]).toBe("NO_CLAIMS_TO_DISBURSE");

    await admin(
      "POST",
      `/disbursements/${created.body["data"].id}/lines/${lineOf(y!.id)["id"]}/cancel`,
    );
    const released = await rows(
      "SELECT disbursement_line_id, status FROM reimbursement_claims WHERE agent_id = $1 AND type_id = $2",
      [y!.id, type[0]!["id"]],
    );
    expect(released).toEqual([{ disbursement_line_id: null, status: "approved" }]);
    const again = await admin("POST", "/disbursements", {
      name: batchName("Y again"),
      source: "reimbursement",
      reimbursementClaimIds: [claims[2]!["id"]],
    });
    expect(again.body["data"].lines).toEqual([
      expect.objectContaining({ agentId: y!.id, amount: 20_000 }),
    ]);

    const id = created.body["data"].id;
    await finance("POST", `/disbursements/${id}/approve`, {}, newKey());
    await stack.db.tenant(maju, (tx) =>
      applyLineOutcome(tx, maju, lineOf(x!.id)["id"], {
        status: "succeeded",
        providerStatus: "SUCCEEDED",
      }),
    );
    const paid = await rows(
      "SELECT status, paid_at FROM reimbursement_claims WHERE disbursement_line_id = $1",
      [lineOf(x!.id)["id"]],
    );
    expect(paid).toHaveLength(2);
    expect(paid.every((c) => c["status"] === "paid" && c["paid_at"] !== null)).toBe(true);
  });
});
