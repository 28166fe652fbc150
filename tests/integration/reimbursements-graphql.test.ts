import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { hcmAs } from "./hcm-helpers.ts";
import { clientIdOf, ownerAgent, ownerBranch, userWithMenus } from "./org-helpers.ts";

/**
 * Issue 18, reimbursement claim types and claims through /graphql
 * (gateway/resolvers/*\/reimbursements.ts over the hcm routes of /work/money-api.md): types
 * with their tax treatment (the field-meal cap's default), claims filed with a receipt and
 * decided through the approval flow (the tax split fixed at approval), rejected and cancelled,
 * the budget, a receipt required above the threshold, a type in use refused deletion in the
 * caller's language, bad input naming its fields, another client's ids and the menu.
 */

// biome-ignore lint/suspicious/noExplicitAny: GraphQL data is checked by the assertions.
type Json = any;
type GqlError = { message: string; extensions: Json };
type Answer = { data?: Json | null; errors?: GqlError[] };

let stack: TestStack;
let adminToken: string;
let sentosaToken: string;
let opsToken: string;
/** Holds the reimbursement menu; console language Indonesian. */
let idToken: string;
let maju: number;
let worker: number;
let otherWorker: number;

const TYPE = `id name description taxTreatment monthlyTaxFreeCap budgetAmount budgetPeriod
  receiptThreshold defaultPayout maxClaimAmount active claimCount createdAt version`;
const CLAIM = `id agentId agentName employeeNumber typeId typeName taxTreatment claimDate amount
  description status payoutMethod taxableAmount nonTaxableAmount
  receipts { fileId url contentType } approvalRequestId currentLayer canDecide decidedAt
  decisionNote payrollReportId payrollReportName disbursementId disbursementName paidAt
  createdByName createdByAgent createdAt version`;

const CREATE_TYPE = `mutation($input: ReimbursementTypeInput!) { createReimbursementType(input: $input) { ${TYPE} } }`;
const UPDATE_TYPE = `mutation($id: Int!, $version: Int!, $input: ReimbursementTypeInput!) {
  updateReimbursementType(id: $id, version: $version, input: $input) { ${TYPE} } }`;
const DELETE_TYPE = "mutation($id: Int!) { deleteReimbursementType(id: $id) }";
const READ_TYPE = `query($id: Int!) { reimbursementType(id: $id) { ${TYPE} } }`;
const TYPES = `query($q: String, $active: Boolean) { reimbursementTypes(q: $q, active: $active, limit: 50) {
  totalItems limit page items { id name active } } }`;
const CREATE = `mutation($input: ReimbursementClaimInput!) { createReimbursementClaim(input: $input) { ${CLAIM} } }`;
const READ = `query($id: Int!) { reimbursementClaim(id: $id) { ${CLAIM} } }`;
const CLAIMS = `query($q: String, $status: String, $typeId: Int, $agentId: Int, $payoutMethod: String,
  $from: String, $to: String, $unpaid: Boolean) {
  reimbursementClaims(q: $q, status: $status, typeId: $typeId, agentId: $agentId,
    payoutMethod: $payoutMethod, from: $from, to: $to, unpaid: $unpaid, limit: 50) {
    totalItems limit page items { id status amount } } }`;
const DECIDE = `mutation($id: Int!, $decision: String!, $note: String, $payoutMethod: String) {
  decideReimbursementClaim(id: $id, decision: $decision, note: $note, payoutMethod: $payoutMethod) { ${CLAIM} } }`;
const CANCEL = `mutation($id: Int!) { cancelReimbursementClaim(id: $id) { ${CLAIM} } }`;
const BUDGET = `query($agentId: Int!, $typeId: Int!, $date: String!) {
  reimbursementBudget(agentId: $agentId, typeId: $typeId, date: $date) {
    typeId periodStart periodEnd budgetAmount used remaining } }`;

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

async function refused(answer: Promise<Answer>): Promise<Json> {
  const body = await answer;
  expect(body.errors, JSON.stringify(body)).toBeDefined();
  return { ...body.errors![0]!.extensions, message: body.errors![0]!.message };
}

const fieldsOf = (extensions: Json) =>
  ((extensions.errors ?? []) as { field: string }[]).map((error) => error.field);

const typeName = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

/** Today in WIB (claims may not be dated in the future). */
const today = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

const claimCount = async () =>
  (
    await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM reimbursement_claims WHERE client_id = $1",
      [maju],
    )
  ).rows[0]!.n;

/** A real 1×1 PNG uploaded through the file service: a receipt. */
async function receipt(): Promise<string> {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const response = await stack.app.inject({
    method: "POST",
    url: "/api/file/v1/uploads",
    headers: { ...bearer(adminToken), "content-type": "image/png" },
    payload: png,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string } }).data.id;
}

beforeAll(async () => {
  stack = await startStack();
  adminToken = (await login(stack.app, DEMO.majuAdmin)).token;
  sentosaToken = (await login(stack.app, DEMO.sentosaAdmin)).token;
  opsToken = (await login(stack.app, DEMO.majuOps)).token;
  maju = await clientIdOf(stack, "PT Maju Jaya");
  idToken = await userWithMenus(stack, maju, ["reimbursement"]);
  const idUser = (await ok(graphql(idToken, "query { me { user { id } } }"))).me.user.id;
  await stack.owner.query("UPDATE users SET language = 'id' WHERE id = $1", [idUser]);
  const branch = await ownerBranch(stack, maju);
  worker = await ownerAgent(stack, maju, branch, { fullName: "Rina Marlina" });
  otherWorker = await ownerAgent(stack, maju, branch, { fullName: "Joko Widodo" });
  // Claims of this client go to the admin (one layer): the only rule for reimbursement.
  await stack.owner.query(
    "DELETE FROM approval_rule_request_types WHERE request_type = 'reimbursement'",
  );
  const adminId = (await ok(gql("query { me { user { id } } }"))).me.user.id;
  const rule = await hcmAs(stack, adminToken).post("/approval-rules", {
    name: `Reimbursement ${randomBytes(3).toString("hex")}`,
    requestTypes: ["reimbursement"],
    layers: [{ approverUserIds: [adminId] }],
  });
  expect(rule.status, JSON.stringify(rule.body)).toBe(201);
}, 60_000);
afterAll(() => stack?.close());

describe("claim types", () => {
  it("creates a field-meal type with the default cap, reads, lists and updates it", async () => {
    const name = typeName("Makan lapangan");
    const created = (
      await ok(
        gql(CREATE_TYPE, {
          input: { name, taxTreatment: "natura_meal_field", defaultPayout: "disbursement" },
        }),
      )
    ).createReimbursementType;
    expect(created).toMatchObject({
      id: expect.any(Number),
      name,
      description: null,
      taxTreatment: "natura_meal_field",
      monthlyTaxFreeCap: 2_000_000,
      budgetAmount: null,
      defaultPayout: "disbursement",
      maxClaimAmount: expect.any(Number),
      active: true,
      claimCount: 0,
      version: expect.any(Number),
    });
    expect((await ok(gql(READ_TYPE, { id: created.id }))).reimbursementType).toEqual(created);
    const listed = await ok(gql(TYPES, { q: name.toUpperCase() }));
    expect(listed.reimbursementTypes.items.map((t: Json) => t.id)).toEqual([created.id]);

    const updated = (
      await ok(
        gql(UPDATE_TYPE, {
          id: created.id,
          version: created.version,
          input: {
            name,
            taxTreatment: "natura_meal_field",
            monthlyTaxFreeCap: 1_500_000,
            defaultPayout: "disbursement",
            maxClaimAmount: 5_000_000,
            description: "Makan siang petugas lapangan",
          },
        }),
      )
    ).updateReimbursementType;
    expect(updated).toMatchObject({
      id: created.id,
      monthlyTaxFreeCap: 1_500_000,
      maxClaimAmount: 5_000_000,
      description: "Makan siang petugas lapangan",
    });
    expect(updated.version).toBeGreaterThan(created.version);
    const stale = await refused(
      gql(UPDATE_TYPE, {
        id: created.id,
        version: created.version,
        input: { name, taxTreatment: "natura_meal_field", defaultPayout: "payroll" },
      }),
    );
    expect(stale.code).toBe("CONFLICT");
  });

  it("refuses a taken name (CONFLICT) and bad input naming its fields", async () => {
    const name = typeName("Transport");
    await ok(
      gql(CREATE_TYPE, {
        input: { name, taxTreatment: "taxable_allowance", defaultPayout: "payroll" },
      }),
    );
    const taken = await refused(
      gql(CREATE_TYPE, {
        input: {
          name: name.toUpperCase(),
          taxTreatment: "taxable_allowance",
          defaultPayout: "payroll",
        },
      }),
    );
    expect(taken.code).toBe("CONFLICT");
    const bad = await refused(
      gql(CREATE_TYPE, {
        input: { name: typeName("Bad"), taxTreatment: "sometimes", defaultPayout: "cash" },
      }),
    );
    expect(bad.code).toBe("BAD_USER_INPUT");
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(["taxTreatment", "defaultPayout"]));
  });
});

describe("claims through the approval flow", () => {
  let meals: Json;
  let travel: Json;
  let approvedClaim: Json;

  beforeAll(async () => {
    meals = (
      await ok(
        gql(CREATE_TYPE, {
          input: {
            name: typeName("Makan"),
            taxTreatment: "natura_meal_field",
            defaultPayout: "disbursement",
            receiptThreshold: 1_000_000,
            budgetAmount: 3_000_000,
            budgetPeriod: "monthly",
          },
        }),
      )
    ).createReimbursementType;
    travel = (
      await ok(
        gql(CREATE_TYPE, {
          input: {
            name: typeName("Perjalanan"),
            taxTreatment: "non_taxable_actual_cost",
            defaultPayout: "payroll",
          },
        }),
      )
    ).createReimbursementType;
  });

  it("files a claim with its receipt, lists it, approves it with the tax split over the cap", async () => {
    const fileId = await receipt();
    const claim = (
      await ok(
        gql(CREATE, {
          input: {
            agentId: worker,
            typeId: meals.id,
            claimDate: today(),
            amount: 2_500_000,
            description: "Makan tim survei",
            fileIds: [fileId],
          },
        }),
      )
    ).createReimbursementClaim;
    expect(claim).toMatchObject({
      id: expect.any(Number),
      agentId: worker,
      agentName: "Rina Marlina",
      typeId: meals.id,
      typeName: meals.name,
      taxTreatment: "natura_meal_field",
      claimDate: today(),
      amount: 2_500_000,
      status: "pending",
      payoutMethod: "disbursement",
      taxableAmount: null,
      approvalRequestId: expect.any(Number),
      currentLayer: 1,
      canDecide: true,
      createdByAgent: false,
      createdByName: expect.any(String),
      receipts: [
        {
          fileId,
          url: expect.stringContaining(`/api/file/v1/files/${fileId}`),
          contentType: "image/png",
        },
      ],
    });
    const listed = await ok(gql(CLAIMS, { agentId: worker, status: "pending", typeId: meals.id }));
    expect(listed.reimbursementClaims.items.map((c: Json) => c.id)).toEqual([claim.id]);
    const payroll = await ok(gql(CLAIMS, { agentId: worker, payoutMethod: "payroll" }));
    expect(payroll.reimbursementClaims.items.map((c: Json) => c.id)).not.toContain(claim.id);

    const budget = (await ok(gql(BUDGET, { agentId: worker, typeId: meals.id, date: today() })))
      .reimbursementBudget;
    expect(budget).toMatchObject({
      typeId: meals.id,
      budgetAmount: 3_000_000,
      used: 2_500_000,
      remaining: 500_000,
    });
    expect(budget.periodStart <= today() && today() <= budget.periodEnd).toBe(true);

    const approved = (await ok(gql(DECIDE, { id: claim.id, decision: "approve", note: "Ok" })))
      .decideReimbursementClaim;
    expect(approved).toMatchObject({
      id: claim.id,
      status: "approved",
      // Tax-free up to Rp 2.000.000 a month (PMK 66/2023 Ps. 5), the rest taxable.
      nonTaxableAmount: 2_000_000,
      taxableAmount: 500_000,
      canDecide: false,
      decidedAt: expect.any(String),
    });
    approvedClaim = approved;
    const unpaid = await ok(gql(CLAIMS, { agentId: worker, unpaid: true }));
    expect(unpaid.reimbursementClaims.items.map((c: Json) => c.id)).toContain(claim.id);
    expect((await ok(gql(READ, { id: claim.id }))).reimbursementClaim).toMatchObject({
      status: "approved",
      taxableAmount: 500_000,
      paidAt: null,
    });
  });

  it("an approved claim paid by disbursement goes into a batch and names it; it is no longer unpaid", async () => {
    const { createDisbursement: batch } = await ok(
      gql(
        `mutation($input: CreateDisbursementInput!) { createDisbursement(input: $input) { id name source lineCount totalAmount } }`,
        {
          input: {
            name: typeName("Reimburse batch"),
            source: "reimbursement",
            reimbursementClaimIds: [approvedClaim.id],
          },
        },
      ),
    );
    expect(batch).toMatchObject({ source: "reimbursement", lineCount: 1, totalAmount: 2_500_000 });
    const { disbursementLines } = await ok(
      gql(
        "query($id: Int!) { disbursementLines(id: $id) { items { agentId amount reimbursementClaimIds } } }",
        { id: batch.id },
      ),
    );
    expect(disbursementLines.items).toEqual([
      { agentId: worker, amount: 2_500_000, reimbursementClaimIds: [approvedClaim.id] },
    ]);
    expect((await ok(gql(READ, { id: approvedClaim.id }))).reimbursementClaim).toMatchObject({
      status: "approved",
      disbursementId: batch.id,
      disbursementName: batch.name,
      payrollReportId: null,
    });
    const unpaid = await ok(gql(CLAIMS, { agentId: worker, unpaid: true }));
    expect(unpaid.reimbursementClaims.items.map((c: Json) => c.id)).not.toContain(approvedClaim.id);
  });

  it("a receipt is required above the threshold; the budget is held to (naming amount)", async () => {
    const before = await claimCount();
    const noReceipt = await refused(
      gql(CREATE, {
        input: {
          agentId: worker,
          typeId: meals.id,
          claimDate: today(),
          amount: 1_200_000,
          description: "Makan tanpa struk",
        },
      }),
    );
    expect(noReceipt.code).toBe("BAD_USER_INPUT");
    expect(fieldsOf(noReceipt)).toContain("fileIds");
    // Rp 2.500.000 of Rp 3.000.000 used this month.
    const over = await refused(
      gql(CREATE, {
        input: {
          agentId: worker,
          typeId: meals.id,
          claimDate: today(),
          amount: 600_000,
          description: "Makan lembur",
        },
      }),
    );
    expect(over.code).toBe("BAD_USER_INPUT");
    expect(fieldsOf(over)).toContain("amount");
    expect(JSON.stringify(over)).toContain("REIMBURSEMENT_OVER_BUDGET");
    const future = await refused(
      gql(CREATE, {
        input: {
          agentId: worker,
          typeId: travel.id,
          claimDate: "2999-01-01",
          amount: 0,
          description: " ",
        },
      }),
    );
    expect(fieldsOf(future)).toEqual(expect.arrayContaining(["claimDate", "amount"]));
    expect(await claimCount()).toBe(before);
  });

  it("rejects with a note, and cancels a pending claim", async () => {
    const file = (amount: number) =>
      gql(CREATE, {
        input: {
          agentId: otherWorker,
          typeId: travel.id,
          claimDate: today(),
          amount,
          description: "Tiket kereta",
        },
      });
    const first = (await ok(file(150_000))).createReimbursementClaim;
    expect(first).toMatchObject({ status: "pending", payoutMethod: "payroll" });
    const rejected = (
      await ok(gql(DECIDE, { id: first.id, decision: "reject", note: "Bukan perjalanan dinas" }))
    ).decideReimbursementClaim;
    expect(rejected).toMatchObject({
      status: "rejected",
      decisionNote: "Bukan perjalanan dinas",
      taxableAmount: null,
    });
    const again = await refused(gql(DECIDE, { id: first.id, decision: "approve" }));
    expect(["CONFLICT", "BAD_USER_INPUT"]).toContain(again.code);

    const second = (await ok(file(90_000))).createReimbursementClaim;
    const cancelled = (await ok(gql(CANCEL, { id: second.id }))).cancelReimbursementClaim;
    expect(cancelled).toMatchObject({ id: second.id, status: "cancelled" });
    const bad = await refused(gql(DECIDE, { id: second.id, decision: "maybe" }));
    expect(bad.code).toBe("BAD_USER_INPUT");
  });

  it("refuses deleting a type in use in the caller's language; an unused one deletes", async () => {
    const english = await refused(gql(DELETE_TYPE, { id: travel.id }));
    expect(english).toMatchObject({
      code: "CONFLICT",
      detail: { code: "REIMBURSEMENT_TYPE_IN_USE" },
    });
    const indonesian = await refused(graphql(idToken, DELETE_TYPE, { id: travel.id }));
    expect(indonesian.detail.code).toBe("REIMBURSEMENT_TYPE_IN_USE");
    expect(english.message).toBe(english.detail.messages.en);
    expect(indonesian.message).toBe(indonesian.detail.messages.id);
    expect(indonesian.message).not.toBe(english.message);
    expect((await ok(gql(READ_TYPE, { id: travel.id }))).reimbursementType.claimCount).toBe(2);

    const unused = (
      await ok(
        gql(CREATE_TYPE, {
          input: {
            name: typeName("Pulsa"),
            taxTreatment: "taxable_allowance",
            defaultPayout: "payroll",
          },
        }),
      )
    ).createReimbursementType;
    expect((await ok(gql(DELETE_TYPE, { id: unused.id }))).deleteReimbursementType).toBe(true);
    expect((await ok(gql(READ_TYPE, { id: unused.id }))).reimbursementType).toBeNull();
  });

  it("another client sees none of it: null for one row, NOT_FOUND for changes", async () => {
    const claim = (
      await ok(
        gql(CREATE, {
          input: {
            agentId: otherWorker,
            typeId: travel.id,
            claimDate: today(),
            amount: 75_000,
            description: "Parkir",
          },
        }),
      )
    ).createReimbursementClaim;
    const theirs = (query: string, variables: Json) => graphql(sentosaToken, query, variables);
    expect((await ok(theirs(READ, { id: claim.id }))).reimbursementClaim).toBeNull();
    expect((await ok(theirs(READ_TYPE, { id: travel.id }))).reimbursementType).toBeNull();
    const list = await ok(theirs(CLAIMS, {}));
    expect(list.reimbursementClaims.items.map((c: Json) => c.id)).not.toContain(claim.id);
    const calls: [string, Json][] = [
      [DECIDE, { id: claim.id, decision: "approve" }],
      [CANCEL, { id: claim.id }],
      [DELETE_TYPE, { id: travel.id }],
      [
        UPDATE_TYPE,
        {
          id: travel.id,
          version: 1,
          input: { name: "Theirs", taxTreatment: "taxable_allowance", defaultPayout: "payroll" },
        },
      ],
    ];
    for (const [query, variables] of calls) {
      const answer = await theirs(query, variables);
      expect(answer.errors?.[0]?.extensions?.["code"], query).toBe("NOT_FOUND");
      expect(JSON.stringify(answer)).not.toContain("Joko Widodo");
    }
    // Our worker and type are not theirs to claim for.
    const stranger = await refused(
      theirs(CREATE, {
        input: {
          agentId: otherWorker,
          typeId: travel.id,
          claimDate: today(),
          amount: 10_000,
          description: "x",
        },
      }),
    );
    expect(["BAD_USER_INPUT", "NOT_FOUND"]).toContain(stranger.code);
    expect((await ok(gql(READ, { id: claim.id }))).reimbursementClaim.status).toBe("pending");
  });

  it("ops@maju.test (no reimbursement menu) is FORBIDDEN", async () => {
    for (const query of [
      "query { reimbursementTypes { totalItems } }",
      "query { reimbursementClaims { totalItems } }",
    ]) {
      const answer = await graphql(opsToken, query);
      expect(answer.errors?.[0]?.extensions?.["code"], query).toBe("FORBIDDEN");
    }
  });
});
