import { randomBytes, randomUUID } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { businessMessages } from "../../domain/errors.ts";
import { createGateway } from "../../gateway/yoga.ts";
import {
  type CreateBody,
  cancelWorkerRequest,
  createWorkerRequest,
} from "../../services/hcm/attendance/requests/flow.ts";
import { hashPassword } from "../../services/main/auth/password.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs } from "./hcm-helpers.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  gqlAs,
  ownerAgent,
  ownerBranch,
  restAs,
  uniqueCode,
  urlsFor,
} from "./org-helpers.ts";

/**
 * Issue 14, worker requests and Pending Approval: a worker's requests (the functions the
 * worker routes call, as one agent of one client), routed through a client's approval rule
 * layer by layer or approved by the system, applied to the day's record when approved; the
 * console's Pending Approval routes (/api/hcm/v1/attendance-requests/*).
 */

let stack: TestStack;
let admin: Hcm;
let sentosa: Hcm;
let sentosaToken: string;
let maju: number;
let sentosaId: number;
let branchId: number;
let sentosaAgent: number;
let shiftId: number;
let sentosaShift: number;

const today = Temporal.Now.plainDateISO("Asia/Jakarta");
const yesterday = today.subtract({ days: 1 }).toString();
const tomorrow = today.add({ days: 1 }).toString();
const twoDaysAgo = today.subtract({ days: 2 }).toString();
const iso = (value: unknown) =>
  Temporal.Instant.fromEpochMilliseconds((value as Date).getTime()).toString();
const wall = (date: string, time: string, zone: string) =>
  Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(zone).toInstant().toString();

/** Rules a test made: its pending requests are cancelled and the rule deleted after it. */
let made: number[] = [];
afterEach(async () => {
  await stack.owner.query(
    "UPDATE approval_requests SET status = 'cancelled' WHERE rule_id = ANY($1) AND status = 'pending'",
    [made],
  );
  await stack.owner.query("DELETE FROM approval_rules WHERE id = ANY($1)", [made]);
  made = [];
});

/** A role with the Pending Approval menu and one user holding it, signed in. */
async function approver(clientId = maju) {
  const tag = randomBytes(4).toString("hex");
  const role = await stack.owner.query<{ id: number }>(
    "INSERT INTO roles (client_id, name) VALUES ($1, $2) RETURNING id",
    [clientId, `Request approver ${tag}`],
  );
  const roleId = role.rows[0]!.id;
  await stack.owner.query(
    "INSERT INTO role_menus (client_id, role_id, menu_id) VALUES ($1, $2, 'pending-approval')",
    [clientId, roleId],
  );
  const email = `req-approver-${tag}@test.example`;
  const password = "Approver-pass-1";
  const user = await stack.owner.query<{ id: number }>(
    `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [clientId, roleId, email, `Approver ${tag}`, await hashPassword(password)],
  );
  const token = (await login(stack.app, { email, password })).token;
  return { userId: user.rows[0]!.id, roleId, token, rest: hcmAs(stack, token) };
}

async function ownerShift(clientId: number, start = "08:00", end = "17:00") {
  const code = uniqueCode("S")
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, "")
    .slice(0, 20);
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO shifts (client_id, code, name, start_time, end_time) VALUES ($1, $2, $3, $4, $5)
     RETURNING id`,
    [clientId, code, `Shift ${code}`, start, end],
  );
  return rows[0]!.id;
}

/** A rule covering `types` with one approver per layer. */
async function rule(types: string[], layers: { userId: number }[]) {
  const answer = await admin.post("/approval-rules", {
    name: `Requests ${randomBytes(3).toString("hex")}`,
    requestTypes: types,
    layers: layers.map((l) => ({ approverUserIds: [l.userId] })),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  made.push(answer.body["data"].id);
  return answer.body["data"] as { id: number };
}

const worker = (clientId: number, agentId: number, body: Partial<CreateBody>) =>
  createWorkerRequest({ db: stack.db }, clientId, agentId, {
    clientRequestId: randomUUID(),
    reason: "Please",
    date: tomorrow,
    type: "shift",
    ...body,
  } as CreateBody);

/** The HttpError a worker call throws, as { status, message, errors }. */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const e = error as {
      statusCode: number;
      message: string;
      errors?: { field: string; message: string }[];
      detail?: { messages?: { en: string; id: string } };
    };
    return {
      status: e.statusCode,
      message: e.message,
      fields: Object.fromEntries((e.errors ?? []).map((p) => [p.field, p.message])),
      detail: e.detail,
    };
  }
  throw new Error("expected a refusal");
}

const record = async (agentId: number, date: string) =>
  (
    await stack.owner.query(
      `SELECT id::float8 AS id, status, shift_id, branch_id, timezone, check_in_at, check_out_at,
         scheduled_start, decided_by, decision, request_status
       FROM attendance_records WHERE agent_id = $1 AND date = $2`,
      [agentId, date],
    )
  ).rows[0];

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  sentosaToken = (await login(stack.app, DEMO.sentosaAdmin)).token;
  sentosa = hcmAs(stack, sentosaToken);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
  branchId = await ownerBranch(stack, maju);
  sentosaAgent = await ownerAgent(stack, sentosaId, await ownerBranch(stack, sentosaId));
  shiftId = await ownerShift(maju);
  sentosaShift = await ownerShift(sentosaId);
  // The demo rules cover leave and overtime only; start from no rule for the worker types.
  await stack.owner.query(
    `DELETE FROM approval_rules WHERE client_id = $1 AND NOT EXISTS
       (SELECT 1 FROM approval_requests q WHERE q.rule_id = approval_rules.id)`,
    [maju],
  );
});
afterAll(() => stack.close());

describe("a worker's request: validation per type", () => {
  it("names every wrong field and changes nothing", async () => {
    const agentId = await ownerAgent(stack, maju, branchId);
    const before = await countRows(stack, "attendance_requests", maju);
    const cases: [Partial<CreateBody>, Record<string, string | RegExp>][] = [
      [{ type: "shift" }, { shiftId: "is required" }],
      [{ type: "shift", shiftId, branchId }, { branchId: /not used by shift/ }],
      [{ type: "branch" }, { branchId: "is required" }],
      [{ type: "shift_branch", shiftId }, { branchId: "is required" }],
      [{ type: "shift", shiftId: sentosaShift }, { shiftId: "does not exist" }],
      [{ type: "new_attendance", date: yesterday }, { checkInAt: "is required" }],
      [
        {
          type: "new_attendance",
          date: yesterday,
          checkInAt: `${yesterday}T08:00:00+07:00`,
          checkOutAt: `${yesterday}T07:00:00+07:00`,
        },
        { checkOutAt: "must be after checkInAt" },
      ],
      [
        { type: "new_attendance", date: tomorrow, checkInAt: `${tomorrow}T08:00:00+07:00` },
        { date: "must not be in the future", checkInAt: "must not be in the future" },
      ],
      [
        { type: "new_attendance", date: yesterday, checkInAt: `${twoDaysAgo}T08:00:00+07:00` },
        { checkInAt: /must fall on the request's date/ },
      ],
      [
        {
          type: "new_attendance_branch",
          date: yesterday,
          checkInAt: `${yesterday}T08:00:00+07:00`,
        },
        { branchId: "is required" },
      ],
      [
        { type: "dispute", date: today.toString(), disputeStatus: "present" },
        { date: /before today/ },
      ],
      [{ type: "dispute", date: yesterday }, { disputeStatus: "is required" }],
      [
        { type: "dispute", date: yesterday, disputeStatus: "leave", shiftId },
        { shiftId: /not used/ },
      ],
      [{ type: "shift", shiftId, reason: "   " }, { reason: "is required" }],
      [{ type: "shift", shiftId, date: "2026-02-30" }, { date: /must be a date/ }],
    ];
    for (const [body, fields] of cases) {
      const answer = await refusal(worker(maju, agentId, body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.message).toBe("Failed to Create Request");
      expect(Object.keys(answer.fields).sort(), JSON.stringify(body)).toEqual(
        Object.keys(fields).sort(),
      );
      for (const [field, text] of Object.entries(fields))
        if (typeof text === "string") expect(answer.fields[field]).toBe(text);
        else expect(answer.fields[field]).toMatch(text);
    }
    expect(await countRows(stack, "attendance_requests", maju)).toBe(before);
  });
});

describe("routing through a two-layer rule", () => {
  it("walks layer 1 then layer 2 to approved, changes the record and keeps a timeline", async () => {
    const first = await approver();
    const second = await approver();
    const outsider = await approver();
    await rule(["shift"], [first, second]);
    const agentId = await ownerAgent(stack, maju, branchId);
    const { request, created } = await worker(maju, agentId, { type: "shift", shiftId });
    expect(created).toBe(true);
    expect(request).toMatchObject({
      type: "shift",
      status: "pending",
      currentLayer: 1,
      layerCount: 2,
      shiftId,
      agentId,
      date: tomorrow,
    });

    // The waiting request holds the day (records seam: request_status).
    expect(await record(agentId, tomorrow)).toMatchObject({ status: "pending_request" });
    // Waiting for layer 1: the first approver sees it, the second and an outsider do not.
    const listed = await first.rest.get(
      `/attendance-requests/pending?attendanceId=${request.recordId}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body["data"].items.map((i: { id: number }) => i.id)).toEqual([request.id]);
    expect((await second.rest.get("/attendance-requests/pending")).body["data"].totalItems).toBe(0);
    expect((await first.rest.get("/attendance-requests/pending?sort=-employee")).status).toBe(200);
    expect((await first.rest.get("/attendance-requests/pending?sort=sideways")).status).toBe(400);
    expect((await first.rest.get("/attendance-requests/pending?type=leave")).status).toBe(400);
    expect(
      (await outsider.rest.post(`/attendance-requests/${request.id}/approve`, {})).status,
    ).toBe(403);
    expect((await second.rest.post(`/attendance-requests/${request.id}/approve`, {})).status).toBe(
      403,
    );

    const one = await first.rest.post(`/attendance-requests/${request.id}/approve`, { note: "ok" });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body["data"]).toMatchObject({ status: "pending", currentLayer: 2 });
    expect((await record(agentId, tomorrow)).shift_id).toBeNull();

    const two = await second.rest.post(`/attendance-requests/${request.id}/approve`, {});
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect(two.body["data"]).toMatchObject({ status: "approved" });
    const after = await record(agentId, tomorrow);
    expect(after.shift_id).toBe(shiftId);
    expect(iso(after.scheduled_start)).toBe(wall(tomorrow, "08:00", "Asia/Jakarta"));

    const detail = await first.rest.get(`/attendance-requests/records/${request.recordId}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const timeline = detail.body["data"].timeline as {
      action: string;
      layer: number | null;
      actorName: string | null;
    }[];
    expect(timeline.map((t) => [t.action, t.layer])).toEqual([
      ["request_created", null],
      ["request_pending", null],
      ["approve", 1],
      ["approve", 2],
      ["request_shift_approved", null],
    ]);
    expect(detail.body["data"].requests[0]).toMatchObject({ id: request.id, actionable: false });
    const audits = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'approval_request' AND entity_id = $1 ORDER BY id",
      [String(request.approvalRequestId)],
    );
    expect(audits.rows.map((r) => r.action)).toEqual([
      "approval_request.approve",
      "approval_request.approve",
    ]);
  });

  it("a rejection needs a note, ends the flow and leaves the record as it was", async () => {
    const first = await approver();
    await rule(["branch"], [first]);
    const agentId = await ownerAgent(stack, maju, branchId);
    const other = await ownerBranch(stack, maju);
    const { request } = await worker(maju, agentId, { type: "branch", branchId: other });
    expectFieldErrors(
      await first.rest.post(`/attendance-requests/${request.id}/reject`, {}),
      400,
      "Failed to Reject Request",
      { note: "is required" },
    );
    const rejected = await first.rest.post(`/attendance-requests/${request.id}/reject`, {
      note: "No",
    });
    expect(rejected.body["data"]).toMatchObject({ status: "rejected" });
    expect((await record(agentId, tomorrow)).branch_id).toBe(branchId);
    const again = await first.rest.post(`/attendance-requests/${request.id}/approve`, {});
    expect(again.status).toBe(409);
  });

  it("bulk approval applies one decision to each, reporting each outcome", async () => {
    const first = await approver();
    await rule(["shift"], [first]);
    const a = await ownerAgent(stack, maju, branchId);
    const b = await ownerAgent(stack, maju, branchId);
    const one = (await worker(maju, a, { type: "shift", shiftId })).request;
    const two = (await worker(maju, b, { type: "shift", shiftId })).request;
    await stack.owner.query(
      "UPDATE attendance_records SET status = 'approved', decision = 'approve' WHERE id = $1",
      [two.recordId],
    );
    const answer = await first.rest.post("/attendance-requests/decisions", {
      ids: [one.id, two.id],
      action: "approve",
      note: "bulk",
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body["data"].items).toEqual([
      { id: one.id, ok: true, status: "approved", message: null },
      { id: two.id, ok: false, status: null, message: businessMessages.attendanceAlreadyApproved },
    ]);
  });
});

describe("auto-approval", () => {
  it("no rule covers the type: approved at once by the system, record changed", async () => {
    const agentId = await ownerAgent(stack, maju, branchId);
    const { request } = await worker(maju, agentId, {
      type: "new_attendance",
      date: yesterday,
      checkInAt: `${yesterday}T08:05:00+07:00`,
      checkOutAt: `${yesterday}T17:00:00+07:00`,
    });
    expect(request.status).toBe("approved");
    const after = await record(agentId, yesterday);
    expect(iso(after.check_in_at)).toBe(
      Temporal.Instant.from(`${yesterday}T08:05:00+07:00`).toString(),
    );
    const actions = await stack.owner.query(
      "SELECT actor, actor_user_id, action FROM approval_actions WHERE request_id = $1",
      [request.approvalRequestId],
    );
    expect(actions.rows).toEqual([
      { actor: "system", actor_user_id: null, action: "auto_approve" },
    ]);
    // A day with a check-in takes no new attendance.
    const again = await refusal(
      worker(maju, agentId, {
        type: "new_attendance",
        date: yesterday,
        checkInAt: `${yesterday}T09:00:00+07:00`,
      }),
    );
    expect(again.status).toBe(409);
  });

  it("the worker's attendance policy approves automatically even under a rule", async () => {
    const first = await approver();
    await rule(["shift_branch"], [first]);
    const agentId = await ownerAgent(stack, maju, branchId);
    const policy = await stack.owner.query<{ id: number }>(
      `INSERT INTO attendance_policies (client_id, name, verification, approval_mode, approval_check_in,
         approval_check_out, approval_overtime, geofence)
       VALUES ($1, $2, 'none', 'auto', 'auto', 'auto', 'auto', 'flag') RETURNING id`,
      [maju, `Auto ${randomBytes(3).toString("hex")}`],
    );
    await stack.owner.query(
      "INSERT INTO attendance_policy_agents (client_id, attendance_policy_id, agent_id) VALUES ($1, $2, $3)",
      [maju, policy.rows[0]!.id, agentId],
    );
    const wita = await ownerBranch(stack, maju);
    await stack.owner.query("UPDATE branches SET timezone = 'Asia/Makassar' WHERE id = $1", [wita]);
    const { request } = await worker(maju, agentId, {
      type: "shift_branch",
      shiftId,
      branchId: wita,
    });
    expect(request.status).toBe("approved");
    const after = await record(agentId, tomorrow);
    expect(after).toMatchObject({ shift_id: shiftId, branch_id: wita, timezone: "Asia/Makassar" });
    expect(iso(after.scheduled_start)).toBe(wall(tomorrow, "08:00", "Asia/Makassar"));
  });
});

describe("SPEC §8 conflicts", () => {
  it("approving on an already approved day: 409 with the SPEC message in both languages", async () => {
    const first = await approver();
    await rule(["shift"], [first]);
    const agentId = await ownerAgent(stack, maju, branchId);
    const { request } = await worker(maju, agentId, { type: "shift", shiftId });
    await stack.owner.query(
      "UPDATE attendance_records SET status = 'approved', decision = 'approve' WHERE id = $1",
      [request.recordId],
    );
    const answer = await first.rest.post(`/attendance-requests/${request.id}/approve`, {});
    expect(answer.status).toBe(409);
    expect(answer.body["message"]).toBe(businessMessages.attendanceAlreadyApproved);
    expect((await refusal(worker(maju, agentId, { type: "shift", shiftId }))).detail).toMatchObject(
      {
        messages: {
          en: businessMessages.attendanceAlreadyApproved,
          id: expect.stringMatching(/sudah disetujui/),
        },
      },
    );
    // In Indonesian for a user who chose it.
    await stack.owner.query("UPDATE users SET language = 'id' WHERE id = $1", [first.userId]);
    const inId = await first.rest.post(`/attendance-requests/${request.id}/approve`, {});
    expect(inId.body["message"]).toMatch(/sudah disetujui/);
  });

  it("a second pending dispute of a day: 409; other requests wait for the dispute; the dispute sets the status", async () => {
    const first = await approver();
    await rule(["dispute", "shift"], [first]);
    const agentId = await ownerAgent(stack, maju, branchId);
    const shiftFirst = (await worker(maju, agentId, { type: "shift", shiftId, date: yesterday }))
      .request;
    const dispute = (
      await worker(maju, agentId, { type: "dispute", date: yesterday, disputeStatus: "absent" })
    ).request;
    const twice = await refusal(
      worker(maju, agentId, { type: "dispute", date: yesterday, disputeStatus: "present" }),
    );
    expect(twice).toMatchObject({ status: 409, message: businessMessages.pendingDispute });
    const blocked = await first.rest.post(`/attendance-requests/${shiftFirst.id}/approve`, {});
    expect(blocked.status).toBe(409);
    expect(blocked.body["message"]).toBe(businessMessages.pendingDispute);
    const decided = await first.rest.post(`/attendance-requests/${dispute.id}/approve`, {
      note: "Confirmed",
    });
    expect(decided.body["data"]).toMatchObject({ status: "approved" });
    // The shift request still waiting holds the day; once it ends, the dispute's Absent shows.
    expect(await record(agentId, yesterday)).toMatchObject({
      status: "pending_request",
      decision: "reject",
      decided_by: first.userId,
    });
    await first.rest.post(`/attendance-requests/${shiftFirst.id}/reject`, { note: "Disputed" });
    expect(await record(agentId, yesterday)).toMatchObject({
      status: "rejected",
      request_status: null,
    });
  });
});

describe("idempotency, cancel and tenancy", () => {
  it("a repeated clientRequestId answers the first request, also when concurrent", async () => {
    const agentId = await ownerAgent(stack, maju, branchId);
    const clientRequestId = randomUUID();
    const body = { type: "shift" as const, shiftId, clientRequestId };
    const [a, b] = await Promise.all([worker(maju, agentId, body), worker(maju, agentId, body)]);
    expect(a.request.id).toBe(b.request.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    const again = await worker(maju, agentId, body);
    expect(again).toMatchObject({ created: false, request: { id: a.request.id } });
    const n = await stack.owner.query(
      "SELECT count(*)::int AS n FROM attendance_requests WHERE agent_id = $1",
      [agentId],
    );
    expect(n.rows[0].n).toBe(1);
  });

  it("a worker withdraws their own pending request; not another worker's or client's", async () => {
    const first = await approver();
    await rule(["shift"], [first]);
    const agentId = await ownerAgent(stack, maju, branchId);
    const otherAgent = await ownerAgent(stack, maju, branchId);
    const { request } = await worker(maju, agentId, { type: "shift", shiftId });
    expect(
      (await refusal(cancelWorkerRequest({ db: stack.db }, maju, otherAgent, request.id))).status,
    ).toBe(404);
    expect(
      (await refusal(cancelWorkerRequest({ db: stack.db }, sentosaId, sentosaAgent, request.id)))
        .status,
    ).toBe(404);
    const cancelled = await cancelWorkerRequest({ db: stack.db }, maju, agentId, request.id);
    expect(cancelled).toMatchObject({ status: "cancelled" });
    expect(
      (await refusal(cancelWorkerRequest({ db: stack.db }, maju, agentId, request.id))).status,
    ).toBe(409);
    const q = await stack.owner.query("SELECT status FROM approval_requests WHERE id = $1", [
      request.approvalRequestId,
    ]);
    expect(q.rows[0].status).toBe("cancelled");
    expect((await first.rest.post(`/attendance-requests/${request.id}/approve`, {})).status).toBe(
      409,
    );
  });

  it("another client's request and record ids: 404; without the menu: 403", async () => {
    const first = await approver();
    await rule(["shift"], [first]);
    const agentId = await ownerAgent(stack, maju, branchId);
    const { request } = await worker(maju, agentId, { type: "shift", shiftId });
    expect((await sentosa.get(`/attendance-requests/${request.id}`)).status).toBe(404);
    expect((await sentosa.get(`/attendance-requests/records/${request.recordId}`)).status).toBe(
      404,
    );
    expect((await sentosa.post(`/attendance-requests/${request.id}/approve`, {})).status).toBe(404);
    const bulk = await sentosa.post("/attendance-requests/decisions", {
      ids: [request.id],
      action: "approve",
    });
    expect(bulk.body["data"].items[0]).toMatchObject({ ok: false, message: "Request not found" });
    // The worker of another client cannot use this client's shift.
    expect(
      (await refusal(worker(sentosaId, sentosaAgent, { type: "shift", shiftId }))).fields,
    ).toEqual({
      shiftId: "does not exist",
    });
    const tag = randomBytes(4).toString("hex");
    const role = await stack.owner.query<{ id: number }>(
      "INSERT INTO roles (client_id, name) VALUES ($1, $2) RETURNING id",
      [maju, `No menu ${tag}`],
    );
    await stack.owner.query(
      `INSERT INTO users (client_id, role_id, email, fullname, password_hash) VALUES ($1, $2, $3, $4, $5)`,
      [
        maju,
        role.rows[0]!.id,
        `nomenu-${tag}@test.example`,
        "No menu",
        await hashPassword("No-menu-pass-1"),
      ],
    );
    const noMenu = hcmAs(
      stack,
      (await login(stack.app, { email: `nomenu-${tag}@test.example`, password: "No-menu-pass-1" }))
        .token,
    );
    expect((await noMenu.get("/attendance-requests/pending")).status).toBe(403);
    expect((await noMenu.post(`/attendance-requests/${request.id}/approve`, {})).status).toBe(403);
    expect((await admin.get(`/attendance-requests/${request.id}`)).body["data"]).toMatchObject({
      id: request.id,
    });
  });
});

describe("GraphQL (gateway)", () => {
  it("lists, details and decides through the gateway; CONFLICT, FORBIDDEN and another client's record", async () => {
    const first = await approver();
    const second = await approver();
    await rule(["shift", "branch"], [first, second]);
    const agentId = await ownerAgent(stack, maju, branchId);
    const { request } = await worker(maju, agentId, { type: "shift", shiftId });
    const gateway = createGateway({ services: () => urlsFor(stack.baseUrl), graphiql: false });
    const asFirst = gqlAs(gateway, first.token);
    const listed = await asFirst(
      `query($id: Int) { pendingApprovals(attendanceId: $id) { totalItems
         items { id type agentName date currentLayer layerCount recordShiftName shiftName } } }`,
      { id: request.recordId },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data.pendingApprovals).toEqual({
      totalItems: 1,
      items: [
        expect.objectContaining({ id: request.id, type: "shift", currentLayer: 1, layerCount: 2 }),
      ],
    });
    const decided = await asFirst(
      `mutation($ids: [Int!]!) { decideAttendanceRequests(ids: $ids, action: "approve", note: "ok") { id ok status message } }`,
      { ids: [request.id] },
    );
    expect(decided.data.decideAttendanceRequests).toEqual([
      { id: request.id, ok: true, status: "pending", message: null },
    ]);
    // Layer 2 now: the first approver may no longer act.
    const forbidden = await asFirst(
      "mutation($id: Int!) { approveAttendanceRequest(id: $id) { id } }",
      { id: request.id },
    );
    expect(forbidden.errors?.[0]?.extensions?.["code"]).toBe("FORBIDDEN");
    await stack.owner.query("UPDATE attendance_records SET decision = 'approve' WHERE id = $1", [
      request.recordId,
    ]);
    const conflict = await gqlAs(gateway, second.token)(
      "mutation($id: Int!) { approveAttendanceRequest(id: $id) { id } }",
      { id: request.id },
    );
    expect(conflict.errors?.[0]).toMatchObject({
      message: businessMessages.attendanceAlreadyApproved,
      extensions: { code: "CONFLICT" },
    });
    const detail = await gqlAs(gateway, second.token)(
      `query($id: Int!) { pendingApprovalDetail(attendanceId: $id) {
         record { id agentName } requests { id actionable } timeline { action layer actorName note } } }`,
      { id: request.recordId },
    );
    expect(detail.data.pendingApprovalDetail.record).toMatchObject({ id: request.recordId });
    expect(detail.data.pendingApprovalDetail.requests).toEqual([
      { id: request.id, actionable: true },
    ]);
    expect(detail.data.pendingApprovalDetail.timeline).toContainEqual({
      action: "approve",
      layer: 1,
      actorName: expect.stringMatching(/^Approver /),
      note: "ok",
    });
    const elsewhere = await gqlAs(gateway, sentosaToken)(
      "query($id: Int!) { pendingApprovalDetail(attendanceId: $id) { record { id } } }",
      { id: request.recordId },
    );
    expect(elsewhere.errors?.[0]?.extensions?.["code"]).toBe("NOT_FOUND");
  });
});

describe("the worker app's routes (/api/hcm/v1/agent/requests, worker token)", () => {
  const PIN = "135790";
  let ip = 1;
  async function appWorker() {
    const agentId = await ownerAgent(stack, maju, branchId);
    const phone = (
      await stack.owner.query<{ phone_number: string }>(
        "SELECT phone_number FROM agents WHERE id = $1",
        [agentId],
      )
    ).rows[0]!.phone_number;
    const adminRest = restAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
    expect((await adminRest.put(`/agents/${agentId}/app-access`, { pin: PIN })).status).toBe(200);
    const logged = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/agent-auth/login",
      payload: { phoneNumber: phone, pin: PIN },
      remoteAddress: `10.9.0.${ip++}`,
    });
    expect(logged.statusCode, logged.body).toBe(200);
    return { agentId, token: logged.json().data.token as string };
  }
  const call = async (
    token: string | null,
    method: "GET" | "POST",
    url: string,
    payload?: Record<string, unknown>,
    language?: string,
  ) => {
    const response = await stack.app.inject({
      method,
      url: `/api/hcm/v1${url}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { "accept-language": language } : {}),
      },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };

  it("makes (201, a repeat 200), lists and withdraws the worker's own requests", async () => {
    await rule(["dispute"], [await approver()]);
    const me = await appWorker();
    const other = await appWorker();
    const body = {
      type: "dispute",
      clientRequestId: "app-req-1",
      date: yesterday,
      disputeStatus: "present",
      reason: "Lupa check-in, saya hadir",
    };
    const made = await call(me.token, "POST", "/agent/requests", body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({
      type: "dispute",
      status: "pending",
      agentId: me.agentId,
    });
    const again = await call(me.token, "POST", "/agent/requests", body);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(made.body.data.id);
    // A second dispute of the day: the SPEC §8 message, in the app's language.
    const twice = await call(
      me.token,
      "POST",
      "/agent/requests",
      { ...body, clientRequestId: "app-req-2" },
      "id",
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/sanggahan/);
    const mine = await call(me.token, "GET", "/agent/requests?status=pending");
    expect(mine.body.data).toMatchObject({ totalItems: 1, items: [{ id: made.body.data.id }] });
    expect((await call(other.token, "GET", "/agent/requests")).body.data.totalItems).toBe(0);
    expect(
      (await call(other.token, "POST", `/agent/requests/${made.body.data.id}/cancel`)).status,
    ).toBe(404);
    const cancelled = await call(me.token, "POST", `/agent/requests/${made.body.data.id}/cancel`);
    expect(cancelled.body.data.status).toBe("cancelled");
  });

  it("bad input: 400 naming the fields; no worker token: 401; a worker token on the console: 401", async () => {
    const me = await appWorker();
    const missing = await call(me.token, "POST", "/agent/requests", {
      type: "new_attendance",
      clientRequestId: "app-bad-1",
      date: yesterday,
      reason: "x",
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: "checkInAt", message: "is required" }]);
    const shapeless = await call(me.token, "POST", "/agent/requests", { type: "holiday" });
    expect(shapeless.status).toBe(400);
    expect((await call(null, "GET", "/agent/requests")).status).toBe(401);
    const consoleToken = (await login(stack.app, DEMO.majuAdmin)).token;
    expect((await call(consoleToken, "GET", "/agent/requests")).status).toBe(401);
    expect((await call(me.token, "GET", "/attendance-requests/pending")).status).toBe(401);
  });
});
