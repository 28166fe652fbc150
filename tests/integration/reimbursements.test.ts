import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs } from "./hcm-helpers.ts";
import { dropRule, leaveUser } from "./leave-helpers.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  ownerAgent,
  ownerBranch,
} from "./org-helpers.ts";
import {
  appWorker,
  asWorker,
  claimType,
  daysAgo,
  dropReimbursementRules,
  PDF,
  tag,
  upload,
} from "./reimbursement-helpers.ts";

/**
 * /api/hcm/v1/reimbursement-types and /reimbursements (issue 18; /work/money-api.md): claim
 * types CRUD, every field's 400 (nothing written), receipts above the threshold (PDFs too),
 * budgets, the approval flow without a rule (approved at once, the tax split fixed) and with
 * a rule of two layers, cancel, the worker app (clientRequestId once), another client's ids
 * (404) and the menu (403).
 */
let stack: TestStack;
let admin: Hcm;
let adminToken: string;
let sentosa: Hcm;
let maju: number;
let branchId: number;

const CREATE_TYPE = "Failed to Create Reimbursement Type";
const CREATE_CLAIM = "Failed to Create Reimbursement Claim";

beforeAll(async () => {
  stack = await startStack();
  adminToken = (await login(stack.app, DEMO.majuAdmin)).token;
  admin = hcmAs(stack, adminToken);
  sentosa = hcmAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  branchId = await ownerBranch(stack, maju);
  await dropReimbursementRules(stack, maju);
});
afterAll(() => stack.close());

const worker = () => ownerAgent(stack, maju, branchId, { fullName: `Klaim ${tag()}` });
const claim = (agentId: number, typeId: number, fields: Record<string, unknown> = {}) =>
  admin.post("/reimbursements", {
    agentId,
    typeId,
    claimDate: daysAgo(1),
    amount: 50_000,
    description: "Parkir kunjungan outlet",
    ...fields,
  });
const ok = (answer: { status: number; body: Record<string, unknown> }, status = 201) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: a claim's JSON, checked field by field.
  return answer.body["data"] as Record<string, any>;
};

describe("claim types", () => {
  it("create, list, read, update with the version, delete; field meals default to the Rp 2.000.000 cap", async () => {
    const name = `Makan ${tag()}`;
    const created = ok(
      await admin.post("/reimbursement-types", {
        name: ` ${name} `,
        taxTreatment: "natura_meal_field",
        defaultPayout: "payroll",
        receiptThreshold: 200_000,
      }),
    );
    expect(created).toMatchObject({
      name,
      taxTreatment: "natura_meal_field",
      monthlyTaxFreeCap: 2_000_000,
      budgetAmount: null,
      budgetPeriod: null,
      receiptThreshold: 200_000,
      defaultPayout: "payroll",
      maxClaimAmount: 100_000_000,
      active: true,
      claimCount: 0,
      version: 1,
    });
    const list = ok(await admin.get(`/reimbursement-types?q=${encodeURIComponent(name)}`), 200);
    expect(list["items"].map((t: { id: number }) => t.id)).toEqual([created["id"]]);
    expect(ok(await admin.get(`/reimbursement-types/${created["id"]}`), 200)["name"]).toBe(name);

    const body = {
      name,
      taxTreatment: "natura_meal_field",
      monthlyTaxFreeCap: 1_500_000,
      defaultPayout: "disbursement",
      budgetAmount: 3_000_000,
      budgetPeriod: "monthly",
      active: false,
    };
    const updated = ok(
      await admin.put(`/reimbursement-types/${created["id"]}`, { ...body, version: 1 }),
      200,
    );
    expect(updated).toMatchObject({ monthlyTaxFreeCap: 1_500_000, active: false, version: 2 });
    const stale = await admin.put(`/reimbursement-types/${created["id"]}`, { ...body, version: 1 });
    expect(stale.status).toBe(409);
    expect(
      ok(await admin.get("/reimbursement-types?active=false&limit=100"), 200)["items"],
    ).toEqual(expect.arrayContaining([expect.objectContaining({ id: created["id"] })]));

    expect(ok(await admin.del(`/reimbursement-types/${created["id"]}`), 200)).toEqual({
      id: created["id"],
    });
    expect((await admin.get(`/reimbursement-types/${created["id"]}`)).status).toBe(404);
    const audit = await stack.owner.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'reimbursement_type' AND entity_id = $1 ORDER BY id",
      [String(created["id"])],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      "reimbursement_type.create",
      "reimbursement_type.update",
      "reimbursement_type.delete",
    ]);
  });

  it("names every bad field (nothing written); a taken name is 409 naming name", async () => {
    const before = await countRows(stack, "reimbursement_types", maju);
    expectFieldErrors(
      await admin.post("/reimbursement-types", {
        name: "",
        taxTreatment: "free meals",
        defaultPayout: "cash",
        monthlyTaxFreeCap: 100,
        budgetAmount: 1.5,
        budgetPeriod: "weekly",
        receiptThreshold: -1,
        maxClaimAmount: 0,
      }),
      400,
      CREATE_TYPE,
      {
        name: "is required",
        taxTreatment:
          "must be one of non_taxable_actual_cost, taxable_allowance, natura_meal_field",
        defaultPayout: "must be one of payroll, disbursement",
        budgetAmount: "must be whole rupiah from 1 to 10000000000",
        budgetPeriod: "must be one of monthly, annual",
        receiptThreshold: "must be whole rupiah from 0 to 10000000000",
        maxClaimAmount: "must be whole rupiah from 1 to 10000000000",
      },
    );
    expectFieldErrors(
      await admin.post("/reimbursement-types", {
        name: "Transport x",
        taxTreatment: "taxable_allowance",
        defaultPayout: "payroll",
        monthlyTaxFreeCap: 100,
        budgetAmount: 100_000,
      }),
      400,
      CREATE_TYPE,
      {
        monthlyTaxFreeCap: "must be empty unless the tax treatment is natura_meal_field",
        budgetPeriod: "is required with a budget amount",
      },
    );
    const type = await claimType(admin);
    const taken = await admin.post("/reimbursement-types", {
      name: type.name.toUpperCase(),
      taxTreatment: "taxable_allowance",
      defaultPayout: "payroll",
    });
    expectFieldErrors(taken, 409, CREATE_TYPE, {
      name: "is already the name of another reimbursement type",
    });
    expect(taken.body["code"]).toBe("REIMBURSEMENT_TYPE_NAME_TAKEN");
    expect(await countRows(stack, "reimbursement_types", maju)).toBe(before + 1);
  });

  it("a type with claims is not deleted (409 REIMBURSEMENT_TYPE_IN_USE) but can be deactivated", async () => {
    const type = await claimType(admin);
    ok(await claim(await worker(), type.id));
    const refused = await admin.del(`/reimbursement-types/${type.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "REIMBURSEMENT_TYPE_IN_USE",
      detail: { claimCount: 1 },
    });
    expect(refused.body["message"]).toContain("Deactivate it instead");
    expect((await admin.get(`/reimbursement-types/${type.id}`)).status).toBe(200);
  });
});

describe("claims", () => {
  it("without an approval rule a claim is approved at once, its tax split fixed and audited", async () => {
    const type = await claimType(admin, { taxTreatment: "non_taxable_actual_cost" });
    const agentId = await worker();
    const created = ok(await claim(agentId, type.id, { amount: 75_000 }));
    expect(created).toMatchObject({
      agentId,
      typeId: type.id,
      typeName: type.name,
      taxTreatment: "non_taxable_actual_cost",
      claimDate: daysAgo(1),
      amount: 75_000,
      status: "approved",
      payoutMethod: "payroll",
      taxableAmount: 0,
      nonTaxableAmount: 75_000,
      receipts: [],
      canDecide: false,
      currentLayer: null,
      createdByAgent: false,
      payrollReportId: null,
      disbursementId: null,
    });
    const approval = await stack.owner.query<{ status: string; request_type: string }>(
      "SELECT status, request_type FROM approval_requests WHERE id = $1",
      [created["approvalRequestId"]],
    );
    expect(approval.rows[0]).toEqual({ status: "approved", request_type: "reimbursement" });
    const audit = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'reimbursement_claim' AND entity_id = $1 AND action = 'reimbursement_claim.create'",
      [String(created["id"])],
    );
    expect(audit.rows[0]!.n).toBe(1);
    const read = ok(await admin.get(`/reimbursements/${created["id"]}`), 200);
    expect(read).toEqual(created);
    const listed = ok(await admin.get(`/reimbursements?agentId=${agentId}&unpaid=true`), 200);
    expect(listed["items"].map((c: { id: number }) => c.id)).toEqual([created["id"]]);
  });

  it("field meals: tax-free up to the month's cap across claims, the rest taxable (PMK 66/2023 Ps. 5)", async () => {
    const type = await claimType(admin, { taxTreatment: "natura_meal_field" });
    const agentId = await worker();
    const date = daysAgo(0);
    const first = ok(await claim(agentId, type.id, { amount: 1_500_000, claimDate: date }));
    const second = ok(await claim(agentId, type.id, { amount: 800_000, claimDate: date }));
    expect([first["nonTaxableAmount"], first["taxableAmount"]]).toEqual([1_500_000, 0]);
    expect([second["nonTaxableAmount"], second["taxableAmount"]]).toEqual([500_000, 300_000]);
  });

  it("names every bad field and writes nothing; an inactive type names typeId", async () => {
    const type = await claimType(admin, { maxClaimAmount: 1_000_000 });
    const agentId = await worker();
    const before = await countRows(stack, "reimbursement_claims", maju);
    expectFieldErrors(
      await claim(agentId, type.id, {
        claimDate: daysAgo(-1),
        amount: 1_000_001,
        description: "  ",
        payoutMethod: "cash",
        fileIds: [randomUUID()],
      }),
      400,
      CREATE_CLAIM,
      {
        claimDate: "must not be in the future",
        amount: "must be whole rupiah from 1 to 1000000",
        description: "is required",
        payoutMethod: "must be one of payroll, disbursement",
        fileIds: "does not exist",
      },
    );
    expectFieldErrors(
      await claim(agentId, type.id, { claimDate: daysAgo(91), amount: 0 }),
      400,
      CREATE_CLAIM,
      {
        claimDate: "must be at most 90 days ago",
        amount: "must be whole rupiah from 1 to 1000000",
      },
    );
    expectFieldErrors(await claim(agentId, 2_000_000_000), 400, CREATE_CLAIM, {
      typeId: "does not exist",
    });
    expectFieldErrors(
      await claim(agentId, type.id, { claimDate: "2026-02-30" }),
      400,
      CREATE_CLAIM,
      {
        claimDate: "must be a date written yyyy-MM-dd",
      },
    );
    expect((await claim(agentId, type.id, { amount: "1" })).status).toBe(400);
    await admin.put(`/reimbursement-types/${type.id}`, {
      name: type.name,
      taxTreatment: "taxable_allowance",
      defaultPayout: "payroll",
      active: false,
      version: type.version,
    });
    expectFieldErrors(await claim(agentId, type.id), 400, CREATE_CLAIM, { typeId: "is inactive" });
    // In the user's language.
    const indonesian = await leaveUser(stack, maju, ["reimbursement"]);
    await stack.owner.query("UPDATE users SET language = 'id' WHERE id = $1", [indonesian.userId]);
    const answer = await indonesian.rest.post("/reimbursements", {
      agentId,
      typeId: type.id,
      claimDate: daysAgo(-1),
      amount: 5,
      description: "x",
    });
    expect(answer.body).toMatchObject({
      message: "Gagal Membuat Klaim Penggantian Biaya",
      errors: [
        { field: "typeId", message: "tidak aktif" },
        { field: "claimDate", message: "tidak boleh di masa depan" },
      ],
    });
    expect(await countRows(stack, "reimbursement_claims", maju)).toBe(before);
  });

  it("a receipt is required above the threshold; a PDF receipt through the file service is one", async () => {
    const type = await claimType(admin, { receiptThreshold: 100_000 });
    const agentId = await worker();
    expect((await claim(agentId, type.id, { amount: 100_000 })).status).toBe(201);
    expectFieldErrors(await claim(agentId, type.id, { amount: 100_001 }), 400, CREATE_CLAIM, {
      fileIds: "A receipt is required above Rp 100.000",
    });
    const pdf = await upload(stack, "/api/file/v1/receipts", adminToken, PDF, "application/pdf");
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(201);
    expect(pdf.body.data.contentType).toBe("application/pdf");
    // The images' route stays images only (SPEC §5).
    expect(
      (await upload(stack, "/api/file/v1/uploads", adminToken, PDF, "application/pdf")).status,
    ).toBe(415);
    expect(
      (
        await upload(
          stack,
          "/api/file/v1/receipts",
          adminToken,
          Buffer.from("<html>%PDF-1.7"),
          "application/pdf",
        )
      ).status,
    ).toBe(415);
    const withReceipt = ok(
      await claim(agentId, type.id, {
        amount: 100_001,
        fileIds: [pdf.body.data.id, pdf.body.data.id],
      }),
    );
    expect(withReceipt["receipts"]).toEqual([
      {
        fileId: pdf.body.data.id,
        url: `/api/file/v1/files/${pdf.body.data.id}`,
        contentType: "application/pdf",
      },
    ]);
    const served = await stack.app.inject({
      method: "GET",
      url: `/api/file/v1/files/${pdf.body.data.id}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
  });

  it("a budget per worker per month: pending and approved claims count; over it is 400 REIMBURSEMENT_OVER_BUDGET naming amount", async () => {
    const type = await claimType(admin, { budgetAmount: 300_000, budgetPeriod: "monthly" });
    const agentId = await worker();
    const date = daysAgo(0);
    ok(await claim(agentId, type.id, { amount: 200_000, claimDate: date }));
    const over = await claim(agentId, type.id, { amount: 150_000, claimDate: date });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      code: "REIMBURSEMENT_OVER_BUDGET",
      message: CREATE_CLAIM,
      detail: { remaining: 100_000, budgetAmount: 300_000 },
    });
    expect(over.body["errors"]).toEqual([
      {
        field: "amount",
        message: expect.stringMatching(
          /^is over the budget: Rp 100\.000 remains from \d{4}-\d{2}-01 to /,
        ),
      },
    ]);
    const budget = ok(
      await admin.get(`/reimbursements/budget?agentId=${agentId}&typeId=${type.id}&date=${date}`),
      200,
    );
    expect(budget).toMatchObject({
      typeId: type.id,
      budgetAmount: 300_000,
      used: 200_000,
      remaining: 100_000,
    });
    expect(budget["periodStart"]).toBe(`${date.slice(0, 8)}01`);
    ok(await claim(agentId, type.id, { amount: 100_000, claimDate: date }));
    expect(
      (
        await admin.get(
          `/reimbursements/budget?agentId=${agentId}&typeId=${type.id}&date=2026-02-30`,
        )
      ).status,
    ).toBe(400);
  });
});

describe("the approval flow with a rule of two layers", () => {
  it("layer 1 then layer 2 approve (the payout chosen); the split is fixed only at the end; reject needs a note", async () => {
    const first = await leaveUser(stack, maju, ["reimbursement"]);
    const second = await leaveUser(stack, maju, ["reimbursement"]);
    const rule = await admin.post("/approval-rules", {
      name: `Reimbursement ${tag()}`,
      requestTypes: ["reimbursement"],
      layers: [{ approverUserIds: [first.userId] }, { approverUserIds: [second.userId] }],
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    try {
      const type = await claimType(admin, { taxTreatment: "taxable_allowance" });
      const agentId = await worker();
      const pending = ok(await claim(agentId, type.id, { amount: 120_000 }));
      expect(pending).toMatchObject({
        status: "pending",
        currentLayer: 1,
        canDecide: false,
        taxableAmount: null,
        nonTaxableAmount: null,
      });
      expect(ok(await first.rest.get(`/reimbursements/${pending["id"]}`), 200)["canDecide"]).toBe(
        true,
      );
      expect(ok(await second.rest.get(`/reimbursements/${pending["id"]}`), 200)["canDecide"]).toBe(
        false,
      );
      expect(
        (
          await second.rest.post(`/reimbursements/${pending["id"]}/decision`, {
            decision: "approve",
          })
        ).status,
      ).toBe(403);
      const passed = ok(
        await first.rest.post(`/reimbursements/${pending["id"]}/decision`, { decision: "approve" }),
        200,
      );
      expect(passed).toMatchObject({ status: "pending", currentLayer: 2, taxableAmount: null });
      const approved = ok(
        await second.rest.post(`/reimbursements/${pending["id"]}/decision`, {
          decision: "approve",
          payoutMethod: "disbursement",
          note: "OK",
        }),
        200,
      );
      expect(approved).toMatchObject({
        status: "approved",
        payoutMethod: "disbursement",
        taxableAmount: 120_000,
        nonTaxableAmount: 0,
        decisionNote: "OK",
        canDecide: false,
      });
      const again = await second.rest.post(`/reimbursements/${pending["id"]}/decision`, {
        decision: "reject",
        note: "late",
      });
      expect(again.status).toBe(409);
      expect(again.body["code"]).toBe("REIMBURSEMENT_CLAIM_DECIDED");

      const other = ok(await claim(agentId, type.id, { amount: 10_000 }));
      expectFieldErrors(
        await first.rest.post(`/reimbursements/${other["id"]}/decision`, { decision: "reject" }),
        400,
        "Failed to Reject Reimbursement Claim",
        { note: "is required" },
      );
      const rejected = ok(
        await first.rest.post(`/reimbursements/${other["id"]}/decision`, {
          decision: "reject",
          note: "Bukan biaya dinas",
        }),
        200,
      );
      expect(rejected).toMatchObject({
        status: "rejected",
        decisionNote: "Bukan biaya dinas",
        taxableAmount: null,
      });
      const actions = await stack.owner.query<{ action: string; layer: number }>(
        "SELECT action, layer FROM approval_actions WHERE request_id = $1 ORDER BY id",
        [approved["approvalRequestId"]],
      );
      expect(actions.rows).toEqual([
        { action: "approve", layer: 1 },
        { action: "approve", layer: 2 },
      ]);

      // Cancel: a pending claim (its approval too), then nothing more.
      const withdrawn = ok(await claim(agentId, type.id, { amount: 10_000 }));
      const cancelled = ok(
        await admin.post(`/reimbursements/${withdrawn["id"]}/cancel`, { note: "dobel" }),
        200,
      );
      expect(cancelled).toMatchObject({
        status: "cancelled",
        decisionNote: "dobel",
        currentLayer: null,
      });
      const approval = await stack.owner.query<{ status: string }>(
        "SELECT status FROM approval_requests WHERE id = $1",
        [withdrawn["approvalRequestId"]],
      );
      expect(approval.rows[0]!.status).toBe("cancelled");
      const twice = await admin.post(`/reimbursements/${withdrawn["id"]}/cancel`, {});
      expect(twice.status).toBe(409);
      expect(twice.body["code"]).toBe("REIMBURSEMENT_CLAIM_DECIDED");
    } finally {
      await dropRule(stack, rule.body["data"].id);
    }
  });

  it("an approved claim is cancelled until a payroll report or a batch carries it", async () => {
    const type = await claimType(admin);
    const agentId = await worker();
    const free = ok(await claim(agentId, type.id));
    expect(ok(await admin.post(`/reimbursements/${free["id"]}/cancel`, {}), 200)["status"]).toBe(
      "cancelled",
    );
    const carried = ok(await claim(agentId, type.id));
    const report = await stack.owner.query<{ id: number }>(
      "SELECT id FROM payroll_reports WHERE client_id = $1 AND status = 'finalized' LIMIT 1",
      [maju],
    );
    await stack.owner.query(
      "UPDATE reimbursement_claims SET status = 'paid', paid_at = now(), payroll_report_id = $2 WHERE id = $1",
      [carried["id"], report.rows[0]!.id],
    );
    const refused = await admin.post(`/reimbursements/${carried["id"]}/cancel`, {});
    expect(refused.status).toBe(409);
    expect(refused.body["code"]).toBe("REIMBURSEMENT_CLAIM_DECIDED");
    await stack.owner.query(
      "UPDATE reimbursement_claims SET status = 'approved', paid_at = NULL WHERE id = $1",
      [carried["id"]],
    );
    const carriedRefusal = await admin.post(`/reimbursements/${carried["id"]}/cancel`, {});
    expect(carriedRefusal.status).toBe(409);
    expect(carriedRefusal.body["code"]).toBe("REIMBURSEMENT_CLAIM_CARRIED");
    expect(
      ok(await admin.get(`/reimbursements/${carried["id"]}`), 200)["payrollReportName"],
    ).toEqual(expect.any(String));
  });
});

describe("the worker app", () => {
  it("types, a claim once per clientRequestId, the worker's own list and receipts", async () => {
    const agentId = await worker();
    const otherId = await worker();
    const token = await appWorker(stack, agentId, "10.18.0.1");
    const otherToken = await appWorker(stack, otherId, "10.18.0.2");
    const type = await claimType(admin, { receiptThreshold: 0, defaultPayout: "disbursement" });
    const hidden = await claimType(admin, { active: false });

    const types = await asWorker(stack, token, "GET", "/agent/reimbursement-types");
    expect(types.status).toBe(200);
    const ids = types.body.data.map((t: { id: number }) => t.id);
    expect(ids).toContain(type.id);
    expect(ids).not.toContain(hidden.id);

    const receipt = await upload(
      stack,
      "/api/hcm/v1/agent/receipts",
      token,
      PDF,
      "application/pdf",
    );
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    const othersReceipt = await upload(
      stack,
      "/api/hcm/v1/agent/receipts",
      otherToken,
      PDF,
      "application/pdf",
    );
    const body = {
      clientRequestId: randomUUID(),
      typeId: type.id,
      claimDate: daysAgo(2),
      amount: 45_000,
      description: "Ojek ke gudang",
      fileIds: [receipt.body.data.id],
    };
    const before = await countRows(stack, "reimbursement_claims", maju);
    const first = await asWorker(stack, token, "POST", "/agent/reimbursements", body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      agentId,
      status: "approved",
      payoutMethod: "disbursement",
      createdByAgent: true,
      createdByName: null,
    });
    const repeat = await asWorker(stack, token, "POST", "/agent/reimbursements", body);
    expect(repeat.status).toBe(200);
    expect(repeat.body.data.id).toBe(first.body.data.id);
    expect(await countRows(stack, "reimbursement_claims", maju)).toBe(before + 1);

    const notMine = await asWorker(stack, token, "POST", "/agent/reimbursements", {
      ...body,
      clientRequestId: randomUUID(),
      fileIds: [othersReceipt.body.data.id],
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors).toEqual([
      { field: "fileIds", message: "must be a file you uploaded" },
    ]);
    const noReceipt = await asWorker(stack, token, "POST", "/agent/reimbursements", {
      ...body,
      clientRequestId: randomUUID(),
      fileIds: [],
    });
    expect(noReceipt.body.errors).toEqual([
      { field: "fileIds", message: "A receipt is required above Rp 0" },
    ]);

    ok(await claim(otherId, type.id, { fileIds: [othersReceipt.body.data.id] }));
    const mine = await asWorker(stack, token, "GET", "/agent/reimbursements");
    expect(mine.status).toBe(200);
    expect(mine.body.data.items.map((c: { id: number }) => c.id)).toEqual([first.body.data.id]);
    // A worker token is refused by the console's routes, a console token by the worker's.
    expect((await asWorker(stack, token, "GET", "/reimbursements")).status).toBe(401);
    expect((await asWorker(stack, adminToken, "GET", "/agent/reimbursements")).status).toBe(401);
  });
});

describe("access", () => {
  it("another client's ids are 404 and change nothing; its lists do not show them", async () => {
    const type = await claimType(admin);
    const agentId = await worker();
    const made = ok(await claim(agentId, type.id));
    const before = await stack.owner.query(
      "SELECT status, version FROM reimbursement_claims WHERE id = $1",
      [made["id"]],
    );
    expect((await sentosa.get(`/reimbursements/${made["id"]}`)).status).toBe(404);
    expect((await sentosa.post(`/reimbursements/${made["id"]}/cancel`, {})).status).toBe(404);
    expect(
      (await sentosa.post(`/reimbursements/${made["id"]}/decision`, { decision: "approve" }))
        .status,
    ).toBe(404);
    expect((await sentosa.get(`/reimbursement-types/${type.id}`)).status).toBe(404);
    expect((await sentosa.del(`/reimbursement-types/${type.id}`)).status).toBe(404);
    expect(
      (
        await sentosa.put(`/reimbursement-types/${type.id}`, {
          name: "x",
          taxTreatment: "taxable_allowance",
          defaultPayout: "payroll",
          version: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await sentosa.post("/reimbursements", {
          agentId,
          typeId: type.id,
          claimDate: daysAgo(1),
          amount: 5,
          description: "x",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await sentosa.get(
          `/reimbursements/budget?agentId=${agentId}&typeId=${type.id}&date=${daysAgo(1)}`,
        )
      ).status,
    ).toBe(404);
    const list = ok(await sentosa.get(`/reimbursements?agentId=${agentId}`), 200);
    expect(list["totalItems"]).toBe(0);
    const after = await stack.owner.query(
      "SELECT status, version FROM reimbursement_claims WHERE id = $1",
      [made["id"]],
    );
    expect(after.rows).toEqual(before.rows);
  });

  it("ops@maju.test has no Reimbursement menu: 403", async () => {
    const ops = hcmAs(stack, (await login(stack.app, DEMO.majuOps)).token);
    expect((await ops.get("/reimbursements")).status).toBe(403);
    expect((await ops.get("/reimbursement-types")).status).toBe(403);
    expect(
      (
        await ops.post("/reimbursement-types", {
          name: "Ops",
          taxTreatment: "taxable_allowance",
          defaultPayout: "payroll",
        })
      ).status,
    ).toBe(403);
  });
});
