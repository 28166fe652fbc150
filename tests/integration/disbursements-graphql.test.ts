import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { turnFlagsOn } from "./hcm-helpers.ts";
import { clientIdOf, ownerAgent, ownerBranch, uniqueCode, userWithMenus } from "./org-helpers.ts";

/**
 * Issue 18, disbursement batches through /graphql (gateway/resolvers/*\/disbursements.ts over
 * the hcm routes of /work/money-api.md): a typed-in batch validated line by line
 * (INCOMPLETE_BANK_ACCOUNT_DATA, BELOW_MINIMUM_LIMIT, the worker's own account), the
 * idempotencyKey replayed and reused, maker-checker (the creator and a holder of
 * disbursement-process only are refused, a second user with disbursement-approval approves),
 * the bank-file path to paid and the paid report, editing and cancelling lines and batches,
 * BATCH_NAME_ALREADY_EXIST in the caller's language, bad input naming its fields, the
 * maintenance switch, and another client's ids.
 */

// biome-ignore lint/suspicious/noExplicitAny: GraphQL data is checked by the assertions.
type Json = any;
type GqlError = { message: string; extensions: Json };
type Answer = { data?: Json | null; errors?: GqlError[] };

let stack: TestStack;
let adminToken: string;
let sentosaToken: string;
/** Holds both disbursement menus: the second user of maker-checker. */
let approverToken: string;
/** Holds disbursement-process only: refused approval while manual approval is on. */
let processToken: string;
/** disbursement-process, console language Indonesian. */
let idToken: string;
let maju: number;
/** Workers with an account given in the line; `own` has a BCA account in its employee data. */
let workers: { a: number; b: number; c: number; own: number };

const BATCH = `id name source payrollReportId payrollReportName channel status description
  lineCount totalAmount paidAmount errorCount mismatchCount inquiryStatus
  counts { draft pendingApproval approved submitted succeeded failed reversed cancelled }
  createdById createdByName approvedByName approvedAt submittedAt completedAt createdAt
  canApprove version`;
const LINE = `id agentId agentName employeeNumber amount method bankCode bankName accountNumber
  accountName eWallet phoneNumber status errorCode errorReason inquiryStatus inquiredName attempts
  providerReference submittedAt succeededAt failedAt payrollReportDetailId reimbursementClaimIds
  version`;

const CREATE = `mutation($input: CreateDisbursementInput!, $key: String) {
  createDisbursement(input: $input, idempotencyKey: $key) { ${BATCH} } }`;
const READ = `query($id: Int!) { disbursement(id: $id) { ${BATCH} } }`;
const LINES = `query($id: Int!, $status: String, $problems: Boolean, $q: String, $sort: String) {
  disbursementLines(id: $id, status: $status, problems: $problems, q: $q, sort: $sort, limit: 50) {
    totalItems limit page items { ${LINE} } } }`;
const EVENTS = `query($id: Int!) { disbursementEvents(id: $id, limit: 100) {
  totalItems items { id lineId fromStatus toStatus actorType actorName detail createdAt } } }`;
const LIST = `query($q: String, $status: String, $source: String, $awaitingApproval: Boolean) {
  disbursements(q: $q, status: $status, source: $source, awaitingApproval: $awaitingApproval, limit: 100) {
    totalItems limit page items { id name status } } }`;
const APPROVE = `mutation($id: Int!, $key: String) { approveDisbursement(id: $id, idempotencyKey: $key) { ${BATCH} } }`;
const CANCEL = `mutation($id: Int!) { cancelDisbursement(id: $id) { ${BATCH} } }`;
const UPDATE_LINE = `mutation($id: Int!, $lineId: Float!, $version: Int!, $input: UpdateDisbursementLineInput!) {
  updateDisbursementLine(id: $id, lineId: $lineId, version: $version, input: $input) { ${LINE} } }`;
const CANCEL_LINE = `mutation($id: Int!, $lineId: Float!) { cancelDisbursementLine(id: $id, lineId: $lineId) { ${LINE} } }`;
const RETRY = `mutation($id: Int!, $lineId: Float!, $key: String) {
  retryDisbursementLine(id: $id, lineId: $lineId, idempotencyKey: $key) { ${LINE} } }`;
const REINQUIRE = `mutation($id: Int!) { reinquireDisbursement(id: $id) { ${BATCH} } }`;
const CONFIRM = `mutation($id: Int!, $lineIds: [Float!], $key: String) {
  confirmDisbursementPaid(id: $id, lineIds: $lineIds, idempotencyKey: $key) { ${BATCH} } }`;
const PAID = `query($from: String!, $to: String!, $agentId: Int) {
  paidReport(from: $from, to: $to, agentId: $agentId, limit: 50) { totalItems limit page totalAmount
    items { agentId agentName employeeNumber period amount lineCount payrollAmount reimbursementAmount otherAmount } } }`;

async function graphql(token: string, query: string, variables: Json = {}): Promise<Answer> {
  const response = await stack.app.inject({
    method: "POST",
    url: "/graphql",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "application/json",
    },
    payload: { query, variables },
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response.json() as Answer;
}
const gql = (query: string, variables: Json = {}) => graphql(adminToken, query, variables);

async function ok(answer: Promise<Answer>): Promise<Json> {
  const body = await answer;
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** The first error's extensions of an answer that must have failed. */
async function refused(answer: Promise<Answer>): Promise<Json> {
  const body = await answer;
  expect(body.errors, JSON.stringify(body)).toBeDefined();
  return { ...body.errors![0]!.extensions, message: body.errors![0]!.message };
}

const fieldsOf = (extensions: Json) =>
  ((extensions.errors ?? []) as { field: string }[]).map((error) => error.field);

const batchName = () => `Batch ${uniqueCode("GQ")}`;

const batchCount = async (name: string) =>
  (
    await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM disbursements WHERE lower(name) = lower($1)",
      [name],
    )
  ).rows[0]!.n;

/** YYYY-MM of today in WIB, the month the paid report files a line under. */
const jakartaMonth = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta", year: "numeric", month: "2-digit" })
    .format(new Date())
    .slice(0, 7);

async function userIdOf(token: string): Promise<number> {
  return (await ok(graphql(token, "query { me { user { id } } }"))).me.user.id;
}

/** Four lines: two valid, one without a usable account, one under the bank minimum. */
const manualLines = () => [
  {
    agentId: workers.a,
    amount: 1_500_000,
    bankCode: "BCA",
    accountNumber: "1234567890",
    accountName: "Budi Santoso",
  },
  {
    agentId: workers.b,
    amount: 750_000,
    bankCode: "BCA",
    accountNumber: "12",
    accountName: "Siti Aminah",
  },
  {
    agentId: workers.c,
    amount: 5_000,
    bankCode: "BCA",
    accountNumber: "0987654321",
    accountName: "Agus Salim",
  },
  { agentId: workers.own, amount: 2_000_000 },
];

beforeAll(async () => {
  stack = await startStack();
  adminToken = (await login(stack.app, DEMO.majuAdmin)).token;
  sentosaToken = (await login(stack.app, DEMO.sentosaAdmin)).token;
  maju = await clientIdOf(stack, "PT Maju Jaya");
  await turnFlagsOn(stack, "PT Maju Jaya", ["manual_disbursement_approval"]);
  approverToken = await userWithMenus(stack, maju, [
    "disbursement-process",
    "disbursement-approval",
  ]);
  processToken = await userWithMenus(stack, maju, ["disbursement-process"]);
  idToken = await userWithMenus(stack, maju, ["disbursement-process"]);
  await stack.owner.query("UPDATE users SET language = 'id' WHERE id = $1", [
    await userIdOf(idToken),
  ]);
  const branch = await ownerBranch(stack, maju);
  const [a, b, c, own] = await Promise.all(
    ["Budi Santoso", "Siti Aminah", "Agus Salim", "Dewi Lestari"].map((fullName) =>
      ownerAgent(stack, maju, branch, { fullName }),
    ),
  );
  await stack.owner.query(
    `UPDATE agents SET payment_method = 'bank_transfer', bank_name = 'BCA',
       account_number = '5556667778', account_name = 'Dewi Lestari' WHERE id = $1`,
    [own],
  );
  workers = { a: a!, b: b!, c: c!, own: own! };
}, 60_000);
afterAll(() => stack?.close());

describe("a typed-in batch, validated, approved by a second user, paid through the bank file", () => {
  let batch: Json;
  const key = randomUUID();
  const name = batchName();

  it("answers the settings: banks, wallets, minimum, manual approval on, no maintenance", async () => {
    const { disbursementSettings: settings } = await ok(
      gql(`query { disbursementSettings { banks { code name minDigits maxDigits } eWallets
        bankTransferMinimum manualApproval maintenance } }`),
    );
    expect(settings.banks).toContainEqual({
      code: "BCA",
      name: expect.any(String),
      minDigits: 10,
      maxDigits: 10,
    });
    expect(settings.eWallets).toContain("gopay");
    expect(settings).toMatchObject({
      bankTransferMinimum: 10_000,
      manualApproval: true,
      maintenance: false,
    });
  });

  it("creates it with every line stored, the invalid ones draft with their SPEC §8 code", async () => {
    const input = { name, source: "manual", channel: "bank_file", lines: manualLines() };
    batch = (await ok(gql(CREATE, { input, key }))).createDisbursement;
    expect(batch).toMatchObject({
      id: expect.any(Number),
      name,
      source: "manual",
      channel: "bank_file",
      status: "pending_approval",
      lineCount: 4,
      totalAmount: 1_500_000 + 750_000 + 5_000 + 2_000_000,
      paidAmount: 0,
      errorCount: 2,
      counts: { draft: 2, pendingApproval: 2, approved: 0, succeeded: 0, cancelled: 0 },
      createdById: await userIdOf(adminToken),
      createdByName: expect.any(String),
      approvedAt: null,
      // The creator under manual approval (maker-checker).
      canApprove: false,
    });

    const { disbursementLines: lines } = await ok(gql(LINES, { id: batch.id, sort: "amount" }));
    expect(lines.totalItems).toBe(4);
    const byAgent = new Map((lines.items as Json[]).map((line) => [line.agentId, line]));
    expect(byAgent.get(workers.a)).toMatchObject({
      status: "pending_approval",
      method: "bank_transfer",
      bankCode: "BCA",
      accountNumber: "1234567890",
      errorCode: null,
      amount: 1_500_000,
      agentName: "Budi Santoso",
      attempts: 0,
      reimbursementClaimIds: [],
    });
    expect(byAgent.get(workers.b)).toMatchObject({
      status: "draft",
      errorCode: "INCOMPLETE_BANK_ACCOUNT_DATA",
      errorReason: expect.any(String),
    });
    expect(byAgent.get(workers.c)).toMatchObject({
      status: "draft",
      errorCode: "BELOW_MINIMUM_LIMIT",
    });
    // No account in the line: the worker's own from their employee data.
    expect(byAgent.get(workers.own)).toMatchObject({
      status: "pending_approval",
      bankCode: "BCA",
      accountNumber: "5556667778",
      accountName: "Dewi Lestari",
    });
    const problems = await ok(gql(LINES, { id: batch.id, problems: true }));
    expect((problems.disbursementLines.items as Json[]).map((line) => line.agentId).sort()).toEqual(
      [workers.b, workers.c].sort(),
    );
    const drafts = await ok(gql(LINES, { id: batch.id, status: "draft" }));
    expect(drafts.disbursementLines.totalItems).toBe(2);

    // The reasons in the caller's language.
    const indonesian = await ok(graphql(idToken, LINES, { id: batch.id, problems: true }));
    const reasonOf = (answer: Json, agentId: number) =>
      (answer.disbursementLines.items as Json[]).find((line) => line.agentId === agentId)
        .errorReason as string;
    expect(reasonOf(indonesian, workers.b)).toEqual(expect.any(String));
    expect(reasonOf(indonesian, workers.b)).not.toBe(byAgent.get(workers.b).errorReason);
  });

  it("replays the same key and input with the same batch; another input under it is CONFLICT", async () => {
    const input = { name, source: "manual", channel: "bank_file", lines: manualLines() };
    const again = (await ok(gql(CREATE, { input, key }))).createDisbursement;
    expect(again).toMatchObject({ id: batch.id, name, lineCount: 4 });
    expect(await batchCount(name)).toBe(1);
    const other = await refused(
      gql(CREATE, { input: { ...input, lines: manualLines().slice(1) }, key }),
    );
    expect(other).toMatchObject({ code: "CONFLICT", detail: { code: "IDEMPOTENCY_KEY_REUSED" } });
    expect(await batchCount(name)).toBe(1);
  });

  it("reads and lists it; it waits for the approver, not for its creator", async () => {
    const { disbursement: read } = await ok(gql(READ, { id: batch.id }));
    expect(read).toMatchObject({
      id: batch.id,
      name,
      status: "pending_approval",
      lineCount: 4,
      totalAmount: batch.totalAmount,
      counts: batch.counts,
      createdAt: batch.createdAt,
    });
    const listed = await ok(
      gql(LIST, { q: name.slice(6).toLowerCase(), status: "pending_approval" }),
    );
    expect(listed.disbursements.items.map((b: Json) => b.id)).toEqual([batch.id]);
    const manual = await ok(gql(LIST, { source: "payroll_report", q: name }));
    expect(manual.disbursements.items).toEqual([]);
    const waiting = await ok(graphql(approverToken, LIST, { awaitingApproval: true }));
    expect(waiting.disbursements.items.map((b: Json) => b.id)).toContain(batch.id);
    const { disbursement: asApprover } = await ok(graphql(approverToken, READ, { id: batch.id }));
    expect(asApprover.canApprove).toBe(true);
  });

  it("refuses its creator (MAKER_CHECKER, in the caller's language) and a holder of disbursement-process only", async () => {
    const own = await refused(gql(APPROVE, { id: batch.id, key: randomUUID() }));
    expect(own).toMatchObject({ code: "FORBIDDEN", detail: { code: "MAKER_CHECKER" } });
    expect(own.message).toBe("The person who created a batch cannot approve it");
    const processOnly = await refused(
      graphql(processToken, APPROVE, { id: batch.id, key: randomUUID() }),
    );
    expect(processOnly.code).toBe("FORBIDDEN");
    expect((await ok(gql(READ, { id: batch.id }))).disbursement.status).toBe("pending_approval");
  });

  it("is approved by the second user: valid lines approved, invalid ones failed and never paid; twice is the same", async () => {
    const approveKey = randomUUID();
    const approved = (await ok(graphql(approverToken, APPROVE, { id: batch.id, key: approveKey })))
      .approveDisbursement;
    expect(approved).toMatchObject({
      id: batch.id,
      status: "approved",
      approvedByName: expect.any(String),
      approvedAt: expect.any(String),
      counts: { approved: 2, failed: 2, draft: 0, pendingApproval: 0 },
    });
    const { disbursementLines: lines } = await ok(gql(LINES, { id: batch.id }));
    const statusOf = new Map(
      (lines.items as Json[]).map((l) => [l.agentId, [l.status, l.errorCode]]),
    );
    expect(statusOf.get(workers.a)).toEqual(["approved", null]);
    expect(statusOf.get(workers.b)).toEqual(["failed", "INCOMPLETE_BANK_ACCOUNT_DATA"]);
    expect(statusOf.get(workers.c)).toEqual(["failed", "BELOW_MINIMUM_LIMIT"]);

    const replay = (await ok(graphql(approverToken, APPROVE, { id: batch.id, key: approveKey })))
      .approveDisbursement;
    expect(replay).toMatchObject({
      id: batch.id,
      status: "approved",
      approvedAt: approved.approvedAt,
    });
    const twice = (await ok(graphql(approverToken, APPROVE, { id: batch.id, key: randomUUID() })))
      .approveDisbursement;
    expect(twice).toMatchObject({ status: "approved", approvedAt: approved.approvedAt });
  });

  it("confirms the approved lines paid; the paid report shows them per worker for this month", async () => {
    const paid = (await ok(gql(CONFIRM, { id: batch.id, key: randomUUID() })))
      .confirmDisbursementPaid;
    expect(paid).toMatchObject({
      id: batch.id,
      status: "partially_succeeded",
      paidAmount: 1_500_000 + 2_000_000,
      counts: { succeeded: 2, failed: 2 },
    });
    const { disbursementLines: lines } = await ok(
      gql(LINES, { id: batch.id, status: "succeeded" }),
    );
    expect((lines.items as Json[]).every((line) => typeof line.succeededAt === "string")).toBe(
      true,
    );

    const month = jakartaMonth();
    const report = (await ok(gql(PAID, { from: month, to: month, agentId: workers.own })))
      .paidReport;
    expect(report.items).toHaveLength(1);
    expect(report.items[0]).toMatchObject({
      agentId: workers.own,
      agentName: "Dewi Lestari",
      period: month,
      amount: 2_000_000,
      lineCount: 1,
      payrollAmount: 0,
      reimbursementAmount: 0,
      otherAmount: 2_000_000,
    });
    expect(report.totalAmount).toBe(2_000_000);
    const bad = await refused(gql(PAID, { from: month, to: "2026-13" }));
    expect(bad.code).toBe("BAD_USER_INPUT");

    const { disbursementEvents: events } = await ok(gql(EVENTS, { id: batch.id }));
    const toStatuses = (events.items as Json[]).map((event) => event.toStatus);
    expect(toStatuses).toEqual(expect.arrayContaining(["approved", "failed", "succeeded"]));
    for (const event of events.items as Json[]) {
      expect(["user", "provider", "system"]).toContain(event.actorType);
      if (event.detail !== null) expect(() => JSON.parse(event.detail)).not.toThrow();
    }
  });
});

describe("refusals and line work before approval", () => {
  it("BATCH_NAME_ALREADY_EXIST in any case, worded in the caller's language", async () => {
    const name = batchName();
    await ok(gql(CREATE, { input: { name, source: "manual", lines: manualLines().slice(0, 1) } }));
    const input = { name: name.toUpperCase(), source: "manual", lines: manualLines().slice(0, 1) };
    const english = await refused(gql(CREATE, { input }));
    expect(english).toMatchObject({
      code: "CONFLICT",
      detail: { code: "BATCH_NAME_ALREADY_EXIST" },
    });
    const indonesian = await refused(graphql(idToken, CREATE, { input }));
    expect(indonesian.detail.code).toBe("BATCH_NAME_ALREADY_EXIST");
    expect(english.message).toBe(english.detail.messages.en);
    expect(indonesian.message).toBe(indonesian.detail.messages.id);
    expect(indonesian.message).not.toBe(english.message);
    expect(await batchCount(name)).toBe(1);
  });

  it("bad input names its fields and creates nothing", async () => {
    const name = batchName();
    const valid = { name, source: "manual", lines: manualLines().slice(0, 1) };
    const amount = await refused(
      gql(CREATE, { input: { ...valid, lines: [{ ...manualLines()[0], amount: 0 }] } }),
    );
    expect(amount.code).toBe("BAD_USER_INPUT");
    expect(fieldsOf(amount).join(" ")).toMatch(/lines\W+0\W+amount/);
    const stranger = await refused(
      gql(CREATE, {
        input: { ...valid, lines: [{ ...manualLines()[0], agentId: 2_000_000_000 }] },
      }),
    );
    expect(stranger.code).toBe("BAD_USER_INPUT");
    expect(fieldsOf(stranger).join(" ")).toMatch(/lines\W+0\W+agentId/);
    const blank = await refused(gql(CREATE, { input: { ...valid, name: "   " } }));
    expect(fieldsOf(blank)).toContain("name");
    for (const key of ["k".repeat(201), "", "two\nlines", "kunci-🙂"]) {
      const badKey = await refused(gql(CREATE, { input: valid, key }));
      expect(badKey.code, key).toBe("BAD_USER_INPUT");
      expect(fieldsOf(badKey)).toEqual(["idempotencyKey"]);
    }
    const lineId = await refused(gql(CANCEL_LINE, { id: 1, lineId: 1.5 }));
    expect(fieldsOf(lineId)).toEqual(["lineId"]);
    expect(await batchCount(name)).toBe(0);
  });

  it("edits a draft line's account (validated again), cancels a line, then the whole batch", async () => {
    const created = (
      await ok(
        gql(CREATE, { input: { name: batchName(), source: "manual", lines: manualLines() } }),
      )
    ).createDisbursement;
    expect(created).toMatchObject({ channel: "provider", status: "pending_approval" });
    const { disbursementLines: lines } = await ok(gql(LINES, { id: created.id }));
    const lineOf = (agentId: number) =>
      (lines.items as Json[]).find((line) => line.agentId === agentId);

    const fixed = (
      await ok(
        gql(UPDATE_LINE, {
          id: created.id,
          lineId: lineOf(workers.b).id,
          version: lineOf(workers.b).version,
          input: { accountNumber: "1112223334" },
        }),
      )
    ).updateDisbursementLine;
    expect(fixed).toMatchObject({
      id: lineOf(workers.b).id,
      status: "pending_approval",
      errorCode: null,
      accountNumber: "1112223334",
    });
    expect(fixed.version).toBeGreaterThan(lineOf(workers.b).version);
    const stale = await refused(
      gql(UPDATE_LINE, {
        id: created.id,
        lineId: lineOf(workers.b).id,
        version: lineOf(workers.b).version,
        input: { amount: 800_000 },
      }),
    );
    expect(stale.code).toBe("CONFLICT");
    const broken = (
      await ok(
        gql(UPDATE_LINE, {
          id: created.id,
          lineId: lineOf(workers.a).id,
          version: lineOf(workers.a).version,
          input: { amount: 1_000 },
        }),
      )
    ).updateDisbursementLine;
    expect(broken).toMatchObject({
      status: "draft",
      errorCode: "BELOW_MINIMUM_LIMIT",
      amount: 1_000,
    });

    const cancelledLine = (
      await ok(gql(CANCEL_LINE, { id: created.id, lineId: lineOf(workers.c).id }))
    ).cancelDisbursementLine;
    expect(cancelledLine).toMatchObject({ id: lineOf(workers.c).id, status: "cancelled" });
    expect((await ok(gql(READ, { id: created.id }))).disbursement.counts.cancelled).toBe(1);

    const cancelled = (await ok(gql(CANCEL, { id: created.id }))).cancelDisbursement;
    expect(cancelled).toMatchObject({ id: created.id, status: "cancelled" });
    expect(cancelled.counts).toMatchObject({ cancelled: 4, draft: 0, pendingApproval: 0 });
    const late = await refused(graphql(approverToken, APPROVE, { id: created.id }));
    expect(late).toMatchObject({ code: "CONFLICT", detail: { code: "DISBURSEMENT_NOT_PENDING" } });
  });

  it("retries a failed line with a valid account (same key replays), refuses the others; asks the names again", async () => {
    const created = (
      await ok(
        gql(CREATE, {
          input: {
            name: batchName(),
            source: "manual",
            channel: "bank_file",
            lines: [manualLines()[0], manualLines()[1]],
          },
        }),
      )
    ).createDisbursement;
    await ok(graphql(approverToken, APPROVE, { id: created.id }));
    const { disbursementLines: lines } = await ok(gql(LINES, { id: created.id }));
    const valid = (lines.items as Json[]).find((line) => line.agentId === workers.a);
    const invalid = (lines.items as Json[]).find((line) => line.agentId === workers.b);
    const notFailed = await refused(gql(RETRY, { id: created.id, lineId: valid.id }));
    expect(notFailed).toMatchObject({
      code: "CONFLICT",
      detail: { code: "DISBURSEMENT_LINE_NOT_RETRYABLE" },
    });
    const stillInvalid = await refused(gql(RETRY, { id: created.id, lineId: invalid.id }));
    expect(stillInvalid).toMatchObject({
      code: "CONFLICT",
      detail: { code: "DISBURSEMENT_LINE_INVALID" },
    });
    // As if the bank had refused the valid line.
    await stack.owner.query(
      `UPDATE disbursement_lines SET status = 'failed', error_code = 'INVALID_DESTINATION',
         failed_at = now() WHERE id = $1`,
      [valid.id],
    );
    const key = randomUUID();
    const retried = (await ok(gql(RETRY, { id: created.id, lineId: valid.id, key })))
      .retryDisbursementLine;
    expect(retried).toMatchObject({
      id: valid.id,
      status: "approved",
      errorCode: null,
      attempts: valid.attempts,
    });
    const replay = (await ok(gql(RETRY, { id: created.id, lineId: valid.id, key })))
      .retryDisbursementLine;
    expect(replay).toEqual(retried);
    const asked = (await ok(gql(REINQUIRE, { id: created.id }))).reinquireDisbursement;
    expect(asked).toMatchObject({ id: created.id, lineCount: 2 });
  });

  it("while disbursement maintenance is on, creating is DISBURSEMENT_MAINTENANCE and nothing is stored", async () => {
    const name = batchName();
    await stack.owner.query(
      `INSERT INTO system_config (key, value) VALUES ('maintenance', '{"disbursement_maintenance": true}')
       ON CONFLICT (key) DO UPDATE SET value = system_config.value || excluded.value`,
    );
    try {
      const paused = await refused(
        gql(CREATE, { input: { name, source: "manual", lines: manualLines().slice(0, 1) } }),
      );
      expect(paused).toMatchObject({ code: "DISBURSEMENT_MAINTENANCE", status: 503 });
      expect(paused.message).toMatch(/maintenance/i);
      const indonesian = await refused(
        graphql(idToken, CREATE, {
          input: { name, source: "manual", lines: manualLines().slice(0, 1) },
        }),
      );
      expect(indonesian.code).toBe("DISBURSEMENT_MAINTENANCE");
      expect(indonesian.message).toMatch(/pemeliharaan/i);
      const { disbursementSettings } = await ok(
        gql("query { disbursementSettings { maintenance } }"),
      );
      expect(disbursementSettings.maintenance).toBe(true);
    } finally {
      await stack.owner.query(
        `UPDATE system_config SET value = value || '{"disbursement_maintenance": false}' WHERE key = 'maintenance'`,
      );
    }
    expect(await batchCount(name)).toBe(0);
  });
});

describe("another client", () => {
  it("sees none of our batches: null for one, NOT_FOUND for its lists and changes", async () => {
    const ours = (
      await ok(
        gql(CREATE, { input: { name: batchName(), source: "manual", lines: manualLines() } }),
      )
    ).createDisbursement;
    const { disbursementLines: lines } = await ok(gql(LINES, { id: ours.id }));
    const lineId = lines.items[0].id as number;
    const theirs = (query: string, variables: Json) => graphql(sentosaToken, query, variables);
    expect((await ok(theirs(READ, { id: ours.id }))).disbursement).toBeNull();
    const list = await ok(theirs(LIST, {}));
    expect(list.disbursements.items.map((b: Json) => b.id)).not.toContain(ours.id);
    const calls: [string, Json][] = [
      [LINES, { id: ours.id }],
      [EVENTS, { id: ours.id }],
      [APPROVE, { id: ours.id, key: randomUUID() }],
      [CANCEL, { id: ours.id }],
      [CANCEL_LINE, { id: ours.id, lineId }],
      [UPDATE_LINE, { id: ours.id, lineId, version: 1, input: { amount: 20_000 } }],
      [CONFIRM, { id: ours.id }],
    ];
    for (const [query, variables] of calls) {
      const answer = await theirs(query, variables);
      expect(answer.errors?.[0]?.extensions?.["code"], query).toBe("NOT_FOUND");
      expect(JSON.stringify(answer)).not.toContain("Budi Santoso");
    }
    // Our workers are not theirs to pay.
    const stranger = await refused(
      theirs(CREATE, {
        input: { name: batchName(), source: "manual", lines: manualLines().slice(0, 1) },
      }),
    );
    expect(stranger.code).toBe("BAD_USER_INPUT");
    expect((await ok(gql(READ, { id: ours.id }))).disbursement).toMatchObject({
      status: "pending_approval",
      version: ours.version,
    });
  });
});
