import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestModel } from "xstate/graph";
import { createGateway } from "../../gateway/yoga.ts";
import { hashPassword } from "../../services/main/auth/password.ts";
import {
  type ApprovalEvent,
  type ApprovalSnapshot,
  approvalMachine,
} from "../../src/machines/approvalMachine.ts";
import { removeDemoRequestRule } from "../support/demoRequests.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import {
  type Answer,
  clientIdOf,
  expectFieldErrors,
  gqlAs,
  ownerAgent,
  ownerBranch,
  urlsFor,
  userWithMenus,
} from "./org-helpers.ts";

/**
 * /api/hcm/v1/approval-rules and /approval-requests (issue 13): rules of request types,
 * sequential layers and default approvers; requests walking the layers as the approval
 * machine says.
 */

const HCM = "/api/hcm/v1";

let stack: TestStack;
let admin: Hcm;
let adminToken: string;
let sentosa: Hcm;
let maju: number;
let sentosaId: number;
let agentId: number;
let sentosaAgentId: number;

function hcmAs(token: string) {
  const call = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) => {
    const response = await stack.app.inject({
      method,
      url: `${HCM}${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} } as Answer;
  };
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, payload: unknown = {}) => call("POST", url, payload),
    put: (url: string, payload: unknown) => call("PUT", url, payload),
    del: (url: string) => call("DELETE", url),
  };
}
type Hcm = ReturnType<typeof hcmAs>;

/** A role and one user holding it (no menus: approving needs none), signed in. */
async function approver(clientId = maju) {
  const tag = randomBytes(4).toString("hex");
  const role = await stack.owner.query<{ id: number }>(
    "INSERT INTO roles (client_id, name) VALUES ($1, $2) RETURNING id",
    [clientId, `Approver ${tag}`],
  );
  const roleId = role.rows[0]!.id;
  const email = `approver-${tag}@test.example`;
  const password = "Approver-pass-1";
  const user = await stack.owner.query<{ id: number }>(
    `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [clientId, roleId, email, `Approver ${tag}`, await hashPassword(password)],
  );
  const token = (await login(stack.app, { email, password })).token;
  tokens.set(user.rows[0]!.id, token);
  return { userId: user.rows[0]!.id, roleId, rest: hcmAs(token) };
}
const tokens = new Map<number, string>();
const tokenOf = async (who: { userId: number }) => tokens.get(who.userId)!;
type Approver = Awaited<ReturnType<typeof approver>>;

let made: number[] = [];
const uniqueName = (prefix = "Rule") => `${prefix} ${randomBytes(3).toString("hex")}`;

async function createRule(body: Record<string, unknown>) {
  const answer = await admin.post("/approval-rules", body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  made.push(answer.body["data"].id);
  return answer.body["data"];
}

async function startRequest(requestType: string, as: Hcm = admin) {
  const answer = await as.post("/approval-requests", { requestType, agentId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body["data"];
}

const requestRow = async (id: number) =>
  (
    await stack.owner.query<{ status: string; current_layer: number; version: number }>(
      "SELECT status, current_layer, version FROM approval_requests WHERE id = $1",
      [id],
    )
  ).rows[0]!;

const auditRows = async (entityType: string, id: number) =>
  (
    await stack.owner.query<{ action: string; before: unknown; after: unknown; client_id: number }>(
      `SELECT action, before, after, client_id FROM audit_log
       WHERE entity_type = $1 AND entity_id = $2 ORDER BY id`,
      [entityType, String(id)],
    )
  ).rows;

const ruleCount = async (clientId = maju) =>
  (
    await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM approval_rules WHERE client_id = $1",
      [clientId],
    )
  ).rows[0]!.n;

beforeAll(async () => {
  stack = await startStack();
  adminToken = (await login(stack.app, DEMO.majuAdmin)).token;
  admin = hcmAs(adminToken);
  sentosa = hcmAs((await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
  agentId = await ownerAgent(stack, maju, await ownerBranch(stack, maju));
  sentosaAgentId = await ownerAgent(stack, sentosaId, await ownerBranch(stack, sentosaId));
  // The demo rules cover leave and overtime, and every worker request type ("Attendance
  // Requests", with pending requests): these tests make their own rules for those types.
  await removeDemoRequestRule(stack.owner);
  await stack.owner.query(
    `DELETE FROM approval_rules WHERE client_id = $1 AND NOT EXISTS
       (SELECT 1 FROM approval_requests q WHERE q.rule_id = approval_rules.id)`,
    [maju],
  );
});
afterAll(() => stack.close());

// Every test leaves no rule behind: a request type may be covered by one rule only.
afterEach(async () => {
  await stack.owner.query(
    "UPDATE approval_requests SET status = 'cancelled' WHERE rule_id = ANY($1) AND status = 'pending'",
    [made],
  );
  await stack.owner.query("DELETE FROM approval_rules WHERE id = ANY($1)", [made]);
  made = [];
});

describe("approval rules: create, read, list", () => {
  it("creates a two-layer rule, reads it back, lists it and audits the change", async () => {
    const ops = await approver();
    const boss = await approver();
    const input = {
      name: `  ${uniqueName("Leave approvals")}  `,
      requestTypes: ["dispute", "shift"],
      layers: [{ approverRoleIds: [ops.roleId] }, { approverUserIds: [boss.userId, boss.userId] }],
      defaultApproverUserIds: [boss.userId],
    };
    const rule = await createRule(input);
    expect(rule).toMatchObject({
      id: expect.any(Number),
      name: input.name.trim(),
      requestTypes: ["shift", "dispute"],
      layers: [
        { approverUserIds: [], approverRoleIds: [ops.roleId] },
        { approverUserIds: [boss.userId], approverRoleIds: [] },
      ],
      defaultApproverUserIds: [boss.userId],
      defaultApproverRoleIds: [],
      pendingCount: 0,
      version: 1,
    });
    expect((await admin.get(`/approval-rules/${rule.id}`)).body["data"]).toEqual(rule);
    const list = await admin.get(`/approval-rules?q=${encodeURIComponent(rule.name)}`);
    expect(list.body["data"]).toEqual({ items: [rule], totalItems: 1 });
    const stored = await stack.owner.query(
      "SELECT layer, user_id, role_id FROM approval_rule_approvers WHERE rule_id = $1 ORDER BY layer, user_id",
      [rule.id],
    );
    expect(stored.rows).toEqual([
      { layer: 0, user_id: boss.userId, role_id: null },
      { layer: 1, user_id: null, role_id: ops.roleId },
      { layer: 2, user_id: boss.userId, role_id: null },
    ]);
    const audit = await auditRows("approval_rule", rule.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "approval_rule.create",
        before: null,
        client_id: maju,
        after: expect.objectContaining({ name: rule.name, requestTypes: ["shift", "dispute"] }),
      }),
    ]);
  });

  it("pages the list with items and totalItems", async () => {
    const ops = await approver();
    const tag = uniqueName("Paged");
    for (const [i, type] of ["shift", "branch", "dispute"].entries())
      await createRule({
        name: `${tag} ${i}`,
        requestTypes: [type],
        layers: [{ approverRoleIds: [ops.roleId] }],
      });
    const page = await admin.get(`/approval-rules?q=${encodeURIComponent(tag)}&limit=2&page=2`);
    expect(page.status).toBe(200);
    expect(page.body["data"].totalItems).toBe(3);
    expect(page.body["data"].items.map((r: { name: string }) => r.name)).toEqual([`${tag} 2`]);
  });

  it.each([
    ["no name", { name: "  " }, { name: "is required" }],
    ["a long name", { name: "x".repeat(101) }, { name: "must be at most 100 characters" }],
    ["no request type", { requestTypes: [] }, { requestTypes: "is required" }],
    ["no layer", { layers: [] }, { layers: "is required" }],
    [
      "six layers",
      { layers: Array.from({ length: 6 }, () => ({ approverUserIds: [1] })) },
      { layers: "must have at most 5 layers" },
    ],
    [
      "a layer without approvers",
      { layers: [{ approverUserIds: [] }, { approverRoleIds: [] }] },
      { "layers[0]": "needs at least one approver", "layers[1]": "needs at least one approver" },
    ],
  ])("refuses %s with a 400 naming the field, creating nothing", async (_, change, fields) => {
    const ops = await approver();
    const before = await ruleCount();
    const answer = await admin.post("/approval-rules", {
      name: uniqueName(),
      requestTypes: ["shift"],
      layers: [{ approverRoleIds: [ops.roleId] }],
      ...change,
    });
    expectFieldErrors(answer, 400, "Failed to Create Approval Rule", fields);
    expect(await ruleCount()).toBe(before);
  });

  it("refuses an unknown request type and a wrongly shaped body (schema 400)", async () => {
    const before = await ruleCount();
    for (const body of [
      { name: "x", requestTypes: ["holiday"], layers: [{ approverUserIds: [1] }] },
      { name: "x", requestTypes: ["shift"], layers: [{ approverUserIds: ["a"] }] },
      { name: "x", requestTypes: ["shift"], layers: [{ approverUserIds: [0] }] },
      { name: "x", requestTypes: ["shift"], layers: [{ approverUserIds: [1], extra: 1 }] },
      { requestTypes: ["shift"], layers: [{ approverUserIds: [1] }] },
    ]) {
      const answer = await admin.post("/approval-rules", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await ruleCount()).toBe(before);
  });

  it("names the field of another client's or an unknown user or role id (400)", async () => {
    const ops = await approver();
    const foreign = await approver(sentosaId);
    const before = await ruleCount();
    const answer = await admin.post("/approval-rules", {
      name: uniqueName(),
      requestTypes: ["shift"],
      layers: [
        { approverRoleIds: [ops.roleId] },
        { approverUserIds: [foreign.userId], approverRoleIds: [foreign.roleId] },
      ],
      defaultApproverUserIds: [2_000_000_000],
      defaultApproverRoleIds: [2_000_000_001],
    });
    expectFieldErrors(answer, 400, "Failed to Create Approval Rule", {
      "layers[1].approverUserIds": `contains ids that are not users of the client: ${foreign.userId}`,
      "layers[1].approverRoleIds": `contains ids that are not roles of the client: ${foreign.roleId}`,
      defaultApproverUserIds: "contains ids that are not users of the client: 2000000000",
      defaultApproverRoleIds: "contains ids that are not roles of the client: 2000000001",
    });
    expect(await ruleCount()).toBe(before);
  });

  it("answers the field problems in the caller's language (Indonesian)", async () => {
    const indonesian = await approver();
    await stack.owner.query(
      "INSERT INTO role_menus (client_id, role_id, menu_id) VALUES ($1, $2, 'settings')",
      [maju, indonesian.roleId],
    );
    await stack.owner.query("UPDATE users SET language = 'id' WHERE id = $1", [indonesian.userId]);
    const answer = await indonesian.rest.post("/approval-rules", {
      name: " ",
      requestTypes: ["shift"],
      layers: [{ approverUserIds: [] }],
    });
    expectFieldErrors(answer, 400, "Gagal Membuat Aturan Persetujuan", {
      name: "wajib diisi",
      "layers[0]": "memerlukan sedikitnya satu penyetuju",
    });
    const rule = await createRule({
      name: uniqueName("Bahasa"),
      requestTypes: ["branch"],
      layers: [{ approverUserIds: [indonesian.userId] }],
    });
    const taken = await indonesian.rest.post("/approval-rules", {
      name: uniqueName(),
      requestTypes: ["branch"],
      layers: [{ approverUserIds: [indonesian.userId] }],
    });
    expect(taken.status).toBe(409);
    expect(taken.body["message"]).toBe(`Branch sudah dicakup aturan persetujuan "${rule.name}"`);
    await startRequest("branch");
    const pending = await indonesian.rest.del(`/approval-rules/${rule.id}`);
    expect(pending.status).toBe(409);
    expect(pending.body["message"]).toBe(
      `Aturan persetujuan "${rule.name}" masih memiliki 1 pengajuan yang menunggu`,
    );
  });

  it("refuses a duplicate name (409 at name) and a request type another rule covers (409 naming it)", async () => {
    const ops = await approver();
    const first = await createRule({
      name: uniqueName("Dup"),
      requestTypes: ["branch", "shift_branch"],
      layers: [{ approverRoleIds: [ops.roleId] }],
    });
    const before = await ruleCount();
    const sameName = await admin.post("/approval-rules", {
      name: first.name.toUpperCase(),
      requestTypes: ["shift"],
      layers: [{ approverRoleIds: [ops.roleId] }],
    });
    expectFieldErrors(sameName, 409, "Failed to Create Approval Rule", {
      name: "is already used by another approval rule",
    });
    const taken = await admin.post("/approval-rules", {
      name: uniqueName(),
      requestTypes: ["shift", "shift_branch"],
      layers: [{ approverRoleIds: [ops.roleId] }],
    });
    expect(taken.status).toBe(409);
    expect(taken.body["message"]).toBe(
      `Shift & Branch is already covered by approval rule "${first.name}"`,
    );
    expect(taken.body["detail"]).toMatchObject({ ruleId: first.id, ruleName: first.name });
    expect(await ruleCount()).toBe(before);
    // Another client may cover the same type.
    const other = await sentosa.post("/approval-rules", {
      name: first.name,
      requestTypes: ["shift_branch"],
      layers: [{ approverUserIds: [(await approver(sentosaId)).userId] }],
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    made.push(other.body["data"].id);
  });

  it("answers 403 without the settings menu, before touching anything", async () => {
    const ops = await approver();
    const noMenu = hcmAs(await userWithMenus(stack, maju, ["branch"]));
    const rule = await createRule({
      name: uniqueName(),
      requestTypes: ["shift"],
      layers: [{ approverRoleIds: [ops.roleId] }],
    });
    const body = {
      name: "x",
      requestTypes: ["branch"],
      layers: [{ approverUserIds: [ops.userId] }],
    };
    for (const answer of [
      await noMenu.get("/approval-rules"),
      await noMenu.get(`/approval-rules/${rule.id}`),
      await noMenu.post("/approval-rules", body),
      await noMenu.put(`/approval-rules/${rule.id}`, body),
      await noMenu.del(`/approval-rules/${rule.id}`),
      await noMenu.post("/approval-requests", { requestType: "shift", agentId }),
      await noMenu.post("/approval-requests/1/cancel", {}),
      await noMenu.get("/approval-approvers"),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body["message"]).toBe("Permission Denied");
    }
    expect((await admin.get(`/approval-rules/${rule.id}`)).body["data"]).toEqual(rule);
  });

  it("answers 404 for another client's rule and request, changing nothing", async () => {
    const foreign = await approver(sentosaId);
    const theirs = await sentosa.post("/approval-rules", {
      name: uniqueName(),
      requestTypes: ["dispute"],
      layers: [{ approverUserIds: [foreign.userId] }],
    });
    expect(theirs.status).toBe(201);
    const ruleId = theirs.body["data"].id;
    made.push(ruleId);
    const request = await sentosa.post("/approval-requests", {
      requestType: "dispute",
      agentId: sentosaAgentId,
    });
    expect(request.status).toBe(201);
    const requestId = request.body["data"].id;
    const body = {
      name: "Taken over",
      requestTypes: ["dispute"],
      layers: [{ approverUserIds: [1] }],
    };
    for (const answer of [
      await admin.get(`/approval-rules/${ruleId}`),
      await admin.put(`/approval-rules/${ruleId}`, body),
      await admin.del(`/approval-rules/${ruleId}`),
      await admin.post(`/approval-requests/${requestId}/approve`, {}),
      await admin.post(`/approval-requests/${requestId}/reject`, { note: "no" }),
      await admin.post(`/approval-requests/${requestId}/cancel`, {}),
    ])
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    expect((await admin.get("/approval-rules?limit=100")).body["data"].items).not.toContainEqual(
      expect.objectContaining({ id: ruleId }),
    );
    // Maju's agent under Sentosa's session: does not exist there.
    const crossAgent = await sentosa.post("/approval-requests", {
      requestType: "dispute",
      agentId,
    });
    expectFieldErrors(crossAgent, 400, "Failed to Create Approval Request", {
      agentId: "does not exist",
    });
    expect(await requestRow(requestId)).toMatchObject({ status: "pending", current_layer: 1 });
  });
});

describe("approver options", () => {
  it("answers the client's active users and its roles for the pickers", async () => {
    const one = await approver();
    const answer = await admin.get("/approval-approvers");
    expect(answer.status).toBe(200);
    expect(answer.body["data"].users).toContainEqual(
      expect.objectContaining({ id: one.userId, email: expect.stringMatching(/^approver-/) }),
    );
    expect(answer.body["data"].roles).toContainEqual(expect.objectContaining({ id: one.roleId }));
    expect(answer.body["data"].roles.map((r: { name: string }) => r.name)).toContain("Operations");
    await stack.owner.query("UPDATE users SET status = 'inactive' WHERE id = $1", [one.userId]);
    const after = await admin.get("/approval-approvers");
    expect(after.body["data"].users.map((u: { id: number }) => u.id)).not.toContain(one.userId);
  });
});

describe("editing and deleting rules with pending requests", () => {
  it("sends the pending requests back to layer 1 in the same change, and says how many", async () => {
    const [one, two] = [await approver(), await approver()];
    const rule = await createRule({
      name: uniqueName(),
      requestTypes: ["new_attendance"],
      layers: [{ approverUserIds: [one.userId] }, { approverUserIds: [two.userId] }],
    });
    const a = await startRequest("new_attendance");
    const b = await startRequest("new_attendance");
    const decided = await startRequest("new_attendance");
    expect((await one.rest.post(`/approval-requests/${a.id}/approve`, {})).status).toBe(200);
    expect(
      (await one.rest.post(`/approval-requests/${decided.id}/reject`, { note: "No" })).status,
    ).toBe(200);
    expect(await requestRow(a.id)).toMatchObject({ status: "pending", current_layer: 2 });
    expect((await admin.get(`/approval-rules/${rule.id}`)).body["data"].pendingCount).toBe(2);

    const edited = await admin.put(`/approval-rules/${rule.id}`, {
      name: rule.name,
      requestTypes: ["new_attendance", "new_attendance_branch"],
      layers: [{ approverUserIds: [two.userId] }, { approverUserIds: [one.userId] }],
      version: 1,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body["data"]).toMatchObject({
      resetRequests: 2,
      version: 2,
      requestTypes: ["new_attendance", "new_attendance_branch"],
      layers: [{ approverUserIds: [two.userId] }, { approverUserIds: [one.userId] }],
    });
    expect(await requestRow(a.id)).toMatchObject({ status: "pending", current_layer: 1 });
    expect(await requestRow(b.id)).toMatchObject({ status: "pending", current_layer: 1 });
    expect(await requestRow(decided.id)).toMatchObject({ status: "rejected", current_layer: 1 });
    const audit = await auditRows("approval_rule", rule.id);
    expect(audit.at(-1)).toMatchObject({
      action: "approval_rule.update",
      before: expect.objectContaining({ requestTypes: ["new_attendance"] }),
      after: expect.objectContaining({ resetRequests: 2 }),
    });

    // A stale version: 409, nothing changes.
    const stale = await admin.put(`/approval-rules/${rule.id}`, {
      name: "Stale",
      requestTypes: ["new_attendance"],
      layers: [{ approverUserIds: [one.userId] }],
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await admin.get(`/approval-rules/${rule.id}`)).body["data"].name).toBe(rule.name);
  });

  it("refuses to delete a rule with pending requests (409 with the count), then deletes it", async () => {
    const one = await approver();
    const rule = await createRule({
      name: uniqueName(),
      requestTypes: ["branch"],
      layers: [{ approverUserIds: [one.userId] }],
    });
    const first = await startRequest("branch");
    await startRequest("branch");
    const refused = await admin.del(`/approval-rules/${rule.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body["message"]).toBe(
      `Approval rule "${rule.name}" still has 2 pending requests`,
    );
    expect(refused.body["detail"]).toEqual({ pendingCount: 2 });
    expect(await ruleCount()).toBeGreaterThan(0);
    await stack.owner.query(
      "UPDATE approval_requests SET status = 'cancelled' WHERE rule_id = $1 AND id <> $2",
      [rule.id, first.id],
    );
    expect((await one.rest.post(`/approval-requests/${first.id}/approve`, {})).status).toBe(200);
    const deleted = await admin.del(`/approval-rules/${rule.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await admin.get(`/approval-rules/${rule.id}`)).status).toBe(404);
    // The decided request outlives its rule.
    expect(await requestRow(first.id)).toMatchObject({ status: "approved" });
    expect((await auditRows("approval_rule", rule.id)).map((r) => r.action)).toEqual([
      "approval_rule.create",
      "approval_rule.delete",
    ]);
  });
});

describe("approving and rejecting", () => {
  it("lets only the current layer's approvers (or default approvers) act; the last layer approves", async () => {
    const [byRole, byUser, stranger, fallback] = [
      await approver(),
      await approver(),
      await approver(),
      await approver(),
    ];
    const roleMate = await approver();
    await stack.owner.query("UPDATE users SET role_id = $1 WHERE id = $2", [
      byRole.roleId,
      roleMate.userId,
    ]);
    await createRule({
      name: uniqueName(),
      requestTypes: ["shift"],
      layers: [{ approverRoleIds: [byRole.roleId] }, { approverUserIds: [byUser.userId] }],
      defaultApproverUserIds: [fallback.userId],
    });
    const request = await startRequest("shift");
    expect(request).toMatchObject({
      status: "pending",
      currentLayer: 1,
      layerCount: 2,
      version: 1,
    });

    // The pending list shows what the caller may act on now.
    const mine = async (who: Approver) =>
      (await who.rest.get("/approval-requests?limit=100")).body["data"].items.map(
        (r: { id: number }) => r.id,
      );
    expect(await mine(byRole)).toContain(request.id);
    expect(await mine(fallback)).toContain(request.id);
    expect(await mine(byUser)).not.toContain(request.id);

    for (const who of [stranger, byUser]) {
      const refused = await who.rest.post(`/approval-requests/${request.id}/approve`, {});
      expect(refused.status).toBe(403);
      expect(refused.body["message"]).toBe("Permission Denied");
    }
    expect(await requestRow(request.id)).toMatchObject({ status: "pending", current_layer: 1 });

    const stale = await roleMate.rest.post(`/approval-requests/${request.id}/approve`, {
      version: 9,
    });
    expect(stale.status).toBe(409);

    const first = await roleMate.rest.post(`/approval-requests/${request.id}/approve`, {
      version: 1,
      note: "ok",
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body["data"]).toMatchObject({ status: "pending", currentLayer: 2, version: 2 });
    expect((await byRole.rest.post(`/approval-requests/${request.id}/approve`, {})).status).toBe(
      403,
    );

    const last = await byUser.rest.post(`/approval-requests/${request.id}/approve`, {});
    expect(last.body["data"]).toMatchObject({ status: "approved", currentLayer: 2, version: 3 });
    const again = await fallback.rest.post(`/approval-requests/${request.id}/reject`, {
      note: "x",
    });
    expect(again.status).toBe(409);
    expect(again.body["message"]).toBe("This request is already approved");

    const actions = await stack.owner.query(
      "SELECT layer, actor_user_id, action, note FROM approval_actions WHERE request_id = $1 ORDER BY id",
      [request.id],
    );
    expect(actions.rows).toEqual([
      { layer: 1, actor_user_id: roleMate.userId, action: "approve", note: "ok" },
      { layer: 2, actor_user_id: byUser.userId, action: "approve", note: null },
    ]);
    expect((await auditRows("approval_request", request.id)).map((r) => r.action)).toEqual([
      "approval_request.create",
      "approval_request.approve",
      "approval_request.approve",
    ]);
  });

  it("rejects with a note (required), by a default approver at any layer", async () => {
    const [one, two, fallbackRole] = [await approver(), await approver(), await approver()];
    await createRule({
      name: uniqueName(),
      requestTypes: ["dispute"],
      layers: [{ approverUserIds: [one.userId] }, { approverUserIds: [two.userId] }],
      defaultApproverRoleIds: [fallbackRole.roleId],
    });
    const request = await startRequest("dispute");
    for (const note of [undefined, "   ", null]) {
      const answer = await fallbackRole.rest.post(
        `/approval-requests/${request.id}/reject`,
        note === undefined ? {} : { note },
      );
      expectFieldErrors(answer, 400, "Failed to Reject Request", { note: "is required" });
    }
    expect(await requestRow(request.id)).toMatchObject({ status: "pending", version: 1 });
    const rejected = await fallbackRole.rest.post(`/approval-requests/${request.id}/reject`, {
      note: " Not this week ",
    });
    expect(rejected.body["data"]).toMatchObject({ status: "rejected", currentLayer: 1 });
    const action = await stack.owner.query(
      "SELECT action, note FROM approval_actions WHERE request_id = $1",
      [request.id],
    );
    expect(action.rows).toEqual([{ action: "reject", note: "Not this week" }]);
    const audit = await auditRows("approval_request", request.id);
    expect(audit.at(-1)).toMatchObject({
      action: "approval_request.reject",
      after: { status: "rejected", currentLayer: 1, by: "default", note: "Not this week" },
    });
  });

  it("cannot start a request no rule covers (409)", async () => {
    const answer = await admin.post("/approval-requests", { requestType: "branch", agentId });
    expect(answer.status).toBe(409);
    expect(answer.body["message"]).toBe("No approval rule covers branch requests");
  });
});

describe("the server applies the approval machine: equal outcomes on every path of a 3-layer rule", () => {
  type Step = ApprovalEvent;
  const events: Step[] = [
    { type: "approve", by: "layer" },
    { type: "approve", by: "default" },
    { type: "reject", by: "layer" },
    { type: "reject", by: "default" },
    { type: "rule.edited", layerCount: 3 },
    { type: "cancel" },
  ];
  const model = createTestModel(approvalMachine, { input: { layerCount: 3 }, events });
  const key = (s: ApprovalSnapshot) => JSON.stringify([s.value, s.context]);
  const shortest = new Map(
    model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => [key(p.state), p]),
  );
  // One path per transition: the shortest way to its source state, then its event.
  const paths: { description: string; steps: { event: Step; state: ApprovalSnapshot }[] }[] = [];
  for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
    const base = shortest.get(key(state));
    if (!base) continue;
    for (const { event, state: next } of Object.values(transitions) as {
      event: Step;
      state: ApprovalSnapshot;
    }[])
      paths.push({
        description: `${state.value} L${state.context.layer} —${event.type}${"by" in event ? `(${event.by})` : ""}→ ${next.value} L${next.context.layer}`,
        steps: [
          ...(base.steps as { event: Step; state: ApprovalSnapshot }[]),
          { event, state: next },
        ],
      });
  }

  it("walks every state and transition (approve/reject at each layer, edits, default approvers)", () => {
    // pending at layers 1..3 (6 events each; final states take none).
    expect(paths).toHaveLength(18);
    expect(new Set(paths.map((p) => String(p.steps.at(-1)!.state.value)))).toEqual(
      new Set(["pending", "approved", "rejected", "cancelled"]),
    );
  });

  it.each(paths.map((p) => [p.description, p] as const))("%s", async (_, path) => {
    const layers = [await approver(), await approver(), await approver()];
    const fallback = await approver();
    const body = {
      name: uniqueName("Three layers"),
      requestTypes: ["overtime"],
      layers: [
        { approverRoleIds: [layers[0]!.roleId] },
        { approverUserIds: [layers[1]!.userId] },
        { approverUserIds: [layers[2]!.userId] },
      ],
      defaultApproverUserIds: [fallback.userId],
    };
    // The demo rule's overtime: this path's rule takes it while it runs.
    await stack.owner.query(
      "DELETE FROM approval_rule_request_types WHERE client_id = $1 AND request_type = 'overtime'",
      [maju],
    );
    const rule = await createRule(body);
    const request = await startRequest("overtime");
    let version = 1;
    for (const { event, state } of path.steps) {
      const row = await requestRow(request.id);
      if (event.type.startsWith("xstate.")) {
        // The machine's start: a new request is pending at layer 1.
      } else if (event.type === "cancel") {
        expect((await admin.post(`/approval-requests/${request.id}/cancel`, {})).status).toBe(200);
      } else if (event.type === "rule.edited") {
        const edited = await admin.put(`/approval-rules/${rule.id}`, body);
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      } else {
        const who =
          "by" in event && event.by === "default" ? fallback : layers[row.current_layer - 1]!;
        const answer = await who.rest.post(`/approval-requests/${request.id}/${event.type}`, {
          version: row.version,
          ...(event.type === "reject" ? { note: "No" } : {}),
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        version = answer.body["data"].version;
      }
      const after = await requestRow(request.id);
      expect([after.status, after.current_layer]).toEqual([state.value, state.context.layer]);
    }
    expect(version).toBeGreaterThanOrEqual(1);
  });
});

describe("through the gateway (GraphQL)", () => {
  it("creates, lists, edits (resetting pending requests), approves, rejects and deletes", async () => {
    const gateway = createGateway({ services: () => urlsFor(stack.baseUrl), graphiql: false });
    const gql = gqlAs(gateway, adminToken);
    const [one, two] = [await approver(), await approver()];
    const options = await gql("{ approverOptions { users { id fullname } roles { id name } } }");
    expect(options.errors).toBeUndefined();
    expect(options.data.approverOptions.roles).toContainEqual({
      id: one.roleId,
      name: expect.any(String),
    });

    const RULE =
      "id name requestTypes layers { approverUserIds approverRoleIds } defaultApproverUserIds pendingCount version";
    const input = {
      name: uniqueName("GraphQL rule"),
      requestTypes: ["shift_branch"],
      layers: [{ approverRoleIds: [one.roleId] }, { approverUserIds: [two.userId] }],
      defaultApproverUserIds: null,
    };
    const created = await gql(
      `mutation ($input: ApprovalRuleInput!) { createApprovalRule(input: $input) { ${RULE} } }`,
      { input },
    );
    expect(created.errors).toBeUndefined();
    const rule = created.data.createApprovalRule;
    made.push(rule.id);
    expect(rule).toMatchObject({
      requestTypes: ["shift_branch"],
      layers: [
        { approverUserIds: [], approverRoleIds: [one.roleId] },
        { approverUserIds: [two.userId], approverRoleIds: [] },
      ],
      pendingCount: 0,
    });

    const bad = await gql(
      `mutation ($input: ApprovalRuleInput!) { createApprovalRule(input: $input) { id } }`,
      {
        input: {
          ...input,
          name: uniqueName(),
          requestTypes: ["dispute"],
          layers: [{ approverUserIds: [2_000_000_000] }],
        },
      },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [{ field: "layers[0].approverUserIds", message: expect.any(String) }],
    });

    const request = await startRequest("shift_branch");
    const approved = await gqlAs(gateway, await tokenOf(one))(
      'mutation ($id: Int!) { approveApprovalRequest(id: $id, note: "ok") { status currentLayer } }',
      { id: request.id },
    );
    expect(approved.data.approveApprovalRequest).toEqual({ status: "pending", currentLayer: 2 });

    const list = await gql(
      "query ($q: String) { approvalRules(q: $q) { totalItems items { id pendingCount } } }",
      {
        q: rule.name,
      },
    );
    expect(list.data.approvalRules).toEqual({
      totalItems: 1,
      items: [{ id: rule.id, pendingCount: 1 }],
    });

    const edited = await gql(
      `mutation ($id: Int!, $input: ApprovalRuleInput!) { updateApprovalRule(id: $id, input: $input) { resetRequests rule { ${RULE} } } }`,
      { id: rule.id, input: { ...input, version: rule.version } },
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updateApprovalRule).toMatchObject({
      resetRequests: 1,
      rule: { version: 2 },
    });
    expect(await requestRow(request.id)).toMatchObject({ current_layer: 1 });

    const refused = await gql("mutation ($id: Int!) { deleteApprovalRule(id: $id) }", {
      id: rule.id,
    });
    expect(refused.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");

    const mine = await gqlAs(
      gateway,
      await tokenOf(one),
    )("{ approvalRequests { totalItems items { id status } } }");
    expect(mine.data.approvalRequests.items).toContainEqual({ id: request.id, status: "pending" });
    const rejected = await gqlAs(gateway, await tokenOf(one))(
      'mutation ($id: Int!) { rejectApprovalRequest(id: $id, note: "No budget") { status } }',
      { id: request.id },
    );
    expect(rejected.data.rejectApprovalRequest).toEqual({ status: "rejected" });
    const deleted = await gql("mutation ($id: Int!) { deleteApprovalRule(id: $id) }", {
      id: rule.id,
    });
    expect(deleted.data).toEqual({ deleteApprovalRule: true });
  });
});
