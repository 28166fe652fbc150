import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessMessages } from "../../domain/errors.ts";
import type { Tx } from "../../services/db/pool.ts";
import { ensureRecord, recomputeRecord } from "../../services/hcm/attendance/records.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs } from "./hcm-helpers.ts";
import {
  dropRule,
  isolateLeave,
  leavePolicy,
  leaveRule,
  leaveUser,
  monday,
  scheduledWorker,
  today,
} from "./leave-helpers.ts";
import { clientIdOf, ownerBranch, restAs } from "./org-helpers.ts";

/**
 * Issue 15, leave requests (/work/leave-api.md): made from the console and the worker app,
 * refused with a 400 naming the field or a 409, routed through the approval rule, decided as
 * paid or unpaid, applied to the ledger and the attendance records, cancelled with a reversal.
 */
let stack: TestStack;
let admin: Hcm;
let sentosa: Hcm;
let maju: number;
let branchId: number;
let adminUserId: number;

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  sentosa = hcmAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  branchId = await ownerBranch(stack, maju);
  adminUserId = (
    await stack.owner.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [
      DEMO.majuAdmin.email,
    ])
  ).rows[0]!.id;
  await isolateLeave(stack);
});
afterAll(() => stack.close());

const worker = () => scheduledWorker(stack, maju, branchId);
const day = (weeks: number, weekday: number) => monday(weeks).add({ days: weekday }).toString();
/** A Monday-to-Friday day at least `n` days ago. */
function pastWeekday(n: number) {
  let date = today().subtract({ days: n });
  while (date.dayOfWeek > 5) date = date.subtract({ days: 1 });
  return date.toString();
}

/** The balance on a day (default: after every test's leave days, so approved leave counts). */
async function balanceOf(agentId: number, policyId: number, asOf = day(20, 0)) {
  const answer = await admin.get(
    `/leave-balances?agentId=${agentId}&policyId=${policyId}&asOf=${asOf}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body["data"] as {
    balance: number;
    entries: { date: string; kind: string; days: number; reason: string }[];
  };
}

async function recordOf(agentId: number, date: string) {
  const { rows } = await stack.owner.query<{ status: string; leave_status: string | null }>(
    "SELECT status, leave_status FROM attendance_records WHERE agent_id = $1 AND date = $2",
    [agentId, date],
  );
  return rows[0] ?? null;
}

describe("a request no rule covers: approved at once by the system (the contract)", () => {
  it("answers 201 { id, status }, takes the days from the ledger and marks the records paid leave", async () => {
    const { agentId } = await worker();
    const policyId = await leavePolicy(stack, maju, { daysPerPeriod: 12 });
    const before = await balanceOf(agentId, policyId);
    // Monday to Wednesday, then the weekend is not counted: Friday to Monday is 2 days.
    const made = await admin.post("/leave-requests", {
      agentId,
      policyId,
      from: day(2, 4),
      to: day(3, 0),
      reason: "Family visit",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body["data"]).toMatchObject({ status: "approved", paid: true, days: 2 });
    expect(typeof made.body["data"].id).toBe("number");
    const after = await balanceOf(agentId, policyId);
    expect(after.balance).toBe(before.balance - 2);
    expect(after.balance).toBe(after.entries.reduce((sum, e) => sum + e.days, 0));
    expect(after.entries.find((e) => e.kind === "taken")).toMatchObject({
      date: day(2, 4),
      days: -2,
    });
    expect(await recordOf(agentId, day(2, 4))).toMatchObject({
      status: "paid_leave",
      leave_status: "paid_leave",
    });
    expect(await recordOf(agentId, day(3, 0))).toMatchObject({ status: "paid_leave" });
    // The weekend between is not a leave day.
    expect((await recordOf(agentId, day(2, 5)))?.status ?? "day_off").toBe("day_off");

    const detail = await admin.get(`/leave-requests/${made.body["data"].id}`);
    expect(detail.status).toBe(200);
    expect(detail.body["data"].dayList.map((d: { fraction: number }) => d.fraction)).toEqual([
      1, 0, 0, 1,
    ]);
    expect(detail.body["data"].actions[0]).toMatchObject({ action: "auto_approve" });
    expect(detail.body["data"].ledger).toHaveLength(1);
    const audit = await stack.owner.query(
      "SELECT 1 FROM audit_log WHERE action = 'leave_request.create' AND entity_id = $1",
      [String(made.body["data"].id)],
    );
    expect(audit.rowCount).toBe(1);
  });

  it("cancelling the approved leave reverses it exactly and releases the records", async () => {
    const { agentId } = await worker();
    const policyId = await leavePolicy(stack, maju, { daysPerPeriod: 12 });
    const before = await balanceOf(agentId, policyId);
    const made = await admin.post("/leave-requests", {
      agentId,
      policyId,
      from: day(4, 1),
      to: day(4, 3),
    });
    expect(made.status).toBe(201);
    expect((await balanceOf(agentId, policyId)).balance).toBe(before.balance - 3);
    const cancelled = await admin.post(`/leave-requests/${made.body["data"].id}/cancel`, {
      note: "Plans changed",
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body["data"].status).toBe("cancelled");
    const after = await balanceOf(agentId, policyId);
    expect(after.balance).toBe(before.balance);
    // On every day, not only today: the reversal is dated as the taking.
    expect((await balanceOf(agentId, policyId, day(4, 2))).balance).toBe(
      (await balanceOf(agentId, policyId, day(4, 2))).entries.reduce((s, e) => s + e.days, 0),
    );
    expect(after.entries.map((e) => e.kind)).toContain("reversal");
    const record = await recordOf(agentId, day(4, 2));
    expect(record?.leave_status).toBeNull();
    expect(record?.status).toBe("waiting_for_checkin");
    // A cancelled request frees its days; cancelling twice is a 409.
    expect((await admin.post(`/leave-requests/${made.body["data"].id}/cancel`, {})).status).toBe(
      409,
    );
    expect(
      (await admin.post("/leave-requests", { agentId, policyId, from: day(4, 1), to: day(4, 1) }))
        .status,
    ).toBe(201);
  });
});

describe("refusals: 400 naming the field, 409 for overlaps and approved attendance", () => {
  it("names the field and changes nothing", async () => {
    const { agentId } = await worker();
    const policyId = await leavePolicy(stack, maju, {
      daysPerPeriod: 12,
      maxDaysPerRequest: 2,
      attachmentRequired: true,
    });
    const count = async () =>
      (await stack.owner.query("SELECT 1 FROM leave_requests WHERE agent_id = $1", [agentId]))
        .rowCount;
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await admin.post("/leave-requests", { agentId, policyId, ...body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body["errors"].map((e: { field: string }) => e.field)).toContain(field);
      return answer;
    };
    const to = await refused({ from: day(2, 2), to: day(2, 1) }, "to");
    expect(to.body["message"]).toBe("Failed to Create Leave Request");
    expect(to.body["errors"].find((e: { field: string }) => e.field === "to").message).toBe(
      "must be on or after the start date",
    );
    await refused({ from: day(2, 0), to: day(2, 0) }, "fileId");
    const file = randomUUID();
    await refused({ from: day(2, 0), to: day(2, 0), fileId: file }, "fileId"); // not a file
    await refused({ from: day(2, 0), to: day(2, 0), halfDay: "first_half" }, "halfDay");
    await refused({ from: "2020-01-06", to: "2020-01-06" }, "from");
    const other = await leavePolicy(stack, maju, { agentIds: [] });
    const notCovered = await admin.post("/leave-requests", {
      agentId,
      policyId: other,
      from: day(2, 0),
      to: day(2, 0),
    });
    expect(notCovered.body["errors"]).toEqual([
      { field: "policyId", message: "does not cover this employee" },
    ]);
    const inactive = await leavePolicy(stack, maju, { status: "inactive" });
    expect(
      (
        await admin.post("/leave-requests", {
          agentId,
          policyId: inactive,
          from: day(2, 0),
          to: day(2, 0),
        })
      ).body["errors"],
    ).toEqual([{ field: "policyId", message: "is inactive" }]);
    // Bad shapes are the schema's 400s.
    expect(
      (await admin.post("/leave-requests", { agentId, policyId, from: "2026-13-01", to: "x" }))
        .status,
    ).toBe(400);
    expect(await count()).toBe(0);

    // In Indonesian for a user who chose it.
    await stack.owner.query("UPDATE users SET language = 'id' WHERE id = $1", [adminUserId]);
    try {
      const id = await admin.post("/leave-requests", {
        agentId,
        policyId,
        from: day(2, 2),
        to: day(2, 1),
      });
      expect(id.body["message"]).toBe("Gagal Membuat Pengajuan Cuti");
      expect(id.body["errors"]).toEqual([
        { field: "to", message: "harus sama dengan atau setelah tanggal mulai" },
        { field: "fileId", message: "wajib dilampirkan menurut kebijakan cuti ini" },
      ]);
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE id = $1", [adminUserId]);
    }
  });

  it("refuses more days than one request may take, and more than the balance unless negative is allowed", async () => {
    const { agentId } = await worker();
    const capped = await leavePolicy(stack, maju, { maxDaysPerRequest: 2 });
    const tooLong = await admin.post("/leave-requests", {
      agentId,
      policyId: capped,
      from: day(2, 0),
      to: day(2, 2),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body["errors"]).toEqual([
      { field: "days", message: "must be at most 2 days per request" },
    ]);

    // Joined 2024-01-01, 3 days a year: 3 available now.
    const small = await leavePolicy(stack, maju, { daysPerPeriod: 3 });
    const over = await admin.post("/leave-requests", {
      agentId,
      policyId: small,
      from: day(3, 0),
      to: day(3, 3),
    });
    expect(over.status, JSON.stringify(over.body)).toBe(400);
    expect(over.body["errors"]).toEqual([
      { field: "days", message: "exceeds the available balance of 3 days" },
    ]);
    const negative = await leavePolicy(stack, maju, { daysPerPeriod: 3, allowNegative: true });
    const allowed = await admin.post("/leave-requests", {
      agentId,
      policyId: negative,
      from: day(3, 0),
      to: day(3, 3),
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
    expect((await balanceOf(agentId, negative)).balance).toBe(-1);
    const unlimited = await leavePolicy(stack, maju, { limited: false });
    expect(
      (
        await admin.post("/leave-requests", {
          agentId,
          policyId: unlimited,
          from: day(5, 0),
          to: day(5, 4),
        })
      ).status,
    ).toBe(201);
  });

  it("takes half a day when the policy allows it, on a one-day request only", async () => {
    const { agentId } = await worker();
    const policyId = await leavePolicy(stack, maju, { halfDayAllowed: true, kind: "sick" });
    const twoDays = await admin.post("/leave-requests", {
      agentId,
      policyId,
      from: day(2, 0),
      to: day(2, 1),
      halfDay: "first_half",
    });
    expect(twoDays.body["errors"]).toEqual([
      { field: "halfDay", message: "is only for a one-day request" },
    ]);
    const half = await admin.post("/leave-requests", {
      agentId,
      policyId,
      from: day(2, 0),
      to: day(2, 0),
      halfDay: "second_half",
    });
    expect(half.status, JSON.stringify(half.body)).toBe(201);
    expect(half.body["data"]).toMatchObject({ days: 0.5, halfDay: "second_half" });
    expect((await recordOf(agentId, day(2, 0)))?.status).toBe("half_day_paid_sick_leave");
    // The contract names only `halfDay?`: a boolean true is the first half.
    const flag = await admin.post("/leave-requests", {
      agentId,
      policyId,
      from: day(2, 2),
      to: day(2, 2),
      halfDay: true,
    });
    expect(flag.status, JSON.stringify(flag.body)).toBe(201);
    expect(flag.body["data"]).toMatchObject({ days: 0.5, halfDay: "first_half" });
    expect(
      (await balanceOf(agentId, policyId)).entries
        .filter((e) => e.kind === "taken")
        .map((e) => e.days),
    ).toEqual([-0.5, -0.5]);
  });

  it("refuses an overlap with 409 (in both languages), and of two concurrent requests exactly one is made", async () => {
    const { agentId } = await worker();
    const policyId = await leavePolicy(stack, maju);
    const first = await admin.post("/leave-requests", {
      agentId,
      policyId,
      from: day(2, 1),
      to: day(2, 3),
    });
    expect(first.status).toBe(201);
    const overlap = await admin.post("/leave-requests", {
      agentId,
      policyId,
      from: day(2, 3),
      to: day(2, 4),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body["message"]).toBe("The employee already has a leave request on these dates");

    const next = await worker();
    const both = await Promise.all(
      [0, 1].map(() =>
        admin.post("/leave-requests", {
          agentId: next.agentId,
          policyId,
          from: day(3, 0),
          to: day(3, 1),
        }),
      ),
    );
    expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
    // The exclusion constraint holds even when the service's check is skipped.
    await expect(
      stack.owner.query(
        `INSERT INTO leave_requests (client_id, agent_id, leave_policy_id, from_date, to_date, days)
         VALUES ($1, $2, $3, $4, $4, 1)`,
        [maju, next.agentId, policyId, day(3, 1)],
      ),
    ).rejects.toMatchObject({ code: "23P01" });
  });

  it("refuses a day whose attendance is already approved (SPEC §8)", async () => {
    const { agentId } = await worker();
    const policyId = await leavePolicy(stack, maju);
    const date = pastWeekday(3);
    await stack.db.tenant(maju, async (tx: Tx) => {
      const record = await ensureRecord(tx, maju, agentId, date);
      await recomputeRecord(tx, maju, record.id, { kind: "user", userId: adminUserId }, "approve");
    });
    const answer = await admin.post("/leave-requests", { agentId, policyId, from: date, to: date });
    expect(answer.status).toBe(409);
    expect(answer.body["message"]).toBe(businessMessages.attendanceAlreadyApproved);
  });
});

describe("through the approval rule", () => {
  it("goes layer by layer; the last approver's choice of unpaid makes the days unpaid leave and spends nothing", async () => {
    const first = await leaveUser(stack, maju);
    const ruleId = await leaveRule(admin, [first.userId, adminUserId]);
    try {
      const { agentId } = await worker();
      const policyId = await leavePolicy(stack, maju);
      const before = await balanceOf(agentId, policyId);
      const made = await admin.post("/leave-requests", {
        agentId,
        policyId,
        from: day(2, 1),
        to: day(2, 2),
      });
      expect(made.status).toBe(201);
      const id = made.body["data"].id;
      expect(made.body["data"]).toMatchObject({
        status: "pending",
        currentLayer: 1,
        layerCount: 2,
      });
      // Not this layer's approver yet: 403; the first layer's may.
      expect((await admin.get(`/leave-requests/${id}`)).body["data"].canDecide).toBe(false);
      expect(
        (await admin.post(`/leave-requests/${id}/decision`, { decision: "approve_paid" })).status,
      ).toBe(403);
      const layer1 = await first.rest.post(`/leave-requests/${id}/decision`, {
        decision: "approve_paid",
      });
      expect(layer1.status, JSON.stringify(layer1.body)).toBe(200);
      expect(layer1.body["data"]).toMatchObject({ status: "pending", currentLayer: 2 });
      const pendingBalance = await admin.get(`/leave-balances/summary?agentId=${agentId}`);
      expect(
        pendingBalance.body["data"].find((p: { policyId: number }) => p.policyId === policyId),
      ).toMatchObject({ pending: 2 });
      const layer2 = await admin.post(`/leave-requests/${id}/decision`, {
        decision: "approve_unpaid",
        note: "Over the yearly plan",
      });
      expect(layer2.status, JSON.stringify(layer2.body)).toBe(200);
      expect(layer2.body["data"]).toMatchObject({ status: "approved", paid: false });
      expect((await recordOf(agentId, day(2, 1)))?.status).toBe("unpaid_leave");
      expect((await balanceOf(agentId, policyId)).balance).toBe(before.balance);
      const detail = await admin.get(`/leave-requests/${id}`);
      expect(detail.body["data"].actions.map((a: { action: string }) => a.action)).toEqual([
        "approve",
        "approve",
      ]);
      expect(
        (await admin.post(`/leave-requests/${id}/decision`, { decision: "reject", note: "x" }))
          .status,
      ).toBe(409);
    } finally {
      await dropRule(stack, ruleId);
    }
  });

  it("a reject needs a note, then settles the request and changes no record or balance", async () => {
    const ruleId = await leaveRule(admin, [adminUserId]);
    try {
      const { agentId } = await worker();
      const policyId = await leavePolicy(stack, maju);
      const made = await admin.post("/leave-requests", {
        agentId,
        policyId,
        from: day(2, 0),
        to: day(2, 0),
      });
      const id = made.body["data"].id;
      const noNote = await admin.post(`/leave-requests/${id}/decision`, { decision: "reject" });
      expect(noNote.status).toBe(400);
      expect(noNote.body["errors"]).toEqual([{ field: "note", message: "is required" }]);
      const rejected = await admin.post(`/leave-requests/${id}/decision`, {
        decision: "reject",
        note: "Busy week",
      });
      expect(rejected.body["data"]).toMatchObject({
        status: "rejected",
        decisionNote: "Busy week",
      });
      expect(await recordOf(agentId, day(2, 0))).toBeNull();
      expect((await balanceOf(agentId, policyId)).entries.some((e) => e.kind === "taken")).toBe(
        false,
      );
    } finally {
      await dropRule(stack, ruleId);
    }
  });

  it("an approval through /approval-requests/:id/approve takes the policy's paid default", async () => {
    const ruleId = await leaveRule(admin, [adminUserId]);
    try {
      const { agentId } = await worker();
      const policyId = await leavePolicy(stack, maju, { kind: "unpaid", paidByDefault: false });
      const made = await admin.post("/leave-requests", {
        agentId,
        policyId,
        from: day(2, 3),
        to: day(2, 3),
      });
      const approved = await admin.post(
        `/approval-requests/${made.body["data"].approvalRequestId}/approve`,
        {},
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const view = (await admin.get(`/leave-requests/${made.body["data"].id}`)).body["data"];
      expect(view).toMatchObject({ status: "approved", paid: false });
      expect((await recordOf(agentId, day(2, 3)))?.status).toBe("unpaid_leave");
      // An unpaid-by-default policy counts its own days.
      expect(
        (await balanceOf(agentId, policyId)).entries.find((e) => e.kind === "taken")?.days,
      ).toBe(-1);
    } finally {
      await dropRule(stack, ruleId);
    }
  });

  it("Daily Approval waits for a leave request pending on the day (SPEC §8, EN and ID)", async () => {
    const ruleId = await leaveRule(admin, [adminUserId]);
    try {
      const { agentId } = await worker();
      const sick = await leavePolicy(stack, maju, { kind: "sick" });
      const date = pastWeekday(1);
      const recordId = await stack.db.tenant(maju, async (tx: Tx) => {
        const record = await ensureRecord(tx, maju, agentId, date);
        await tx.query(
          `UPDATE attendance_records SET check_in_at = scheduled_start, check_out_at = scheduled_end
           WHERE id = $1`,
          [record.id],
        );
        await recomputeRecord(tx, maju, record.id, { kind: "system" }, "test_check_in");
        return record.id;
      });
      const made = await admin.post("/leave-requests", {
        agentId,
        policyId: sick,
        from: date,
        to: date,
      });
      expect(made.body["data"]?.status, JSON.stringify(made.body)).toBe("pending");
      const refused = await admin.post(`/attendances/${recordId}/decision`, {
        decision: "approve",
      });
      expect(refused.status).toBe(409);
      expect(refused.body["message"]).toBe(businessMessages.sickLeaveSubmitted);
      const bulk = await admin.post("/attendances/decisions", {
        ids: [recordId],
        decision: "approve",
      });
      expect(bulk.body["data"].failures).toEqual([
        { id: recordId, reason: "pending_leave", message: businessMessages.sickLeaveSubmitted },
      ]);
      await stack.owner.query("UPDATE users SET language = 'id' WHERE id = $1", [adminUserId]);
      try {
        const id = await admin.post(`/attendances/${recordId}/decision`, { decision: "approve" });
        expect(id.status).toBe(409);
        expect(id.body["message"]).toBe(
          "Pengajuan cuti sakit telah diajukan, mohon validasi pengajuan karyawan terlebih dahulu",
        );
      } finally {
        await stack.owner.query("UPDATE users SET language = 'en' WHERE id = $1", [adminUserId]);
      }
      // Decided, the day is free again.
      await admin.post(`/leave-requests/${made.body["data"].id}/decision`, {
        decision: "reject",
        note: "Was at work",
      });
      expect(
        (await admin.post(`/attendances/${recordId}/decision`, { decision: "approve" })).status,
      ).toBe(200);
    } finally {
      await dropRule(stack, ruleId);
    }
  });
});

describe("the worker app (/agent/leave-*)", () => {
  const PIN = "864213";
  let ip = 1;
  async function appWorker() {
    const { agentId } = await worker();
    const phone = (
      await stack.owner.query<{ phone_number: string }>(
        "SELECT phone_number FROM agents WHERE id = $1",
        [agentId],
      )
    ).rows[0]!.phone_number;
    const main = restAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
    expect((await main.put(`/agents/${agentId}/app-access`, { pin: PIN })).status).toBe(200);
    const logged = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/agent-auth/login",
      payload: { phoneNumber: phone, pin: PIN },
      remoteAddress: `10.15.0.${ip++}`,
    });
    expect(logged.statusCode, logged.body).toBe(200);
    return { agentId, token: logged.json().data.token as string };
  }
  const call = async (token: string, method: "GET" | "POST", url: string, payload?: object) => {
    const response = await stack.app.inject({
      method,
      url: `/api/hcm/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };

  it("makes a request once per clientRequestId, lists and withdraws the worker's own", async () => {
    const ruleId = await leaveRule(admin, [adminUserId]);
    try {
      const me = await appWorker();
      const other = await appWorker();
      const policyId = await leavePolicy(stack, maju);
      const policies = await call(me.token, "GET", "/agent/leave-policies");
      expect(policies.status).toBe(200);
      expect(policies.body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: policyId, available: 12, kindLabel: "Annual leave" }),
        ]),
      );
      const body = { clientRequestId: randomUUID(), policyId, from: day(2, 0), to: day(2, 1) };
      const first = await call(me.token, "POST", "/agent/leave-requests", body);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.data).toMatchObject({ status: "pending", source: "worker", days: 2 });
      const again = await call(me.token, "POST", "/agent/leave-requests", body);
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(first.body.data.id);
      const concurrent = { ...body, clientRequestId: randomUUID(), from: day(3, 0), to: day(3, 0) };
      const twice = await Promise.all([
        call(me.token, "POST", "/agent/leave-requests", concurrent),
        call(me.token, "POST", "/agent/leave-requests", concurrent),
      ]);
      expect(twice.map((a) => a.status).sort()).toEqual([200, 201]);
      expect(twice[0]!.body.data.id).toBe(twice[1]!.body.data.id);
      const mine = await call(me.token, "GET", "/agent/leave-requests");
      expect(mine.body.data.totalItems).toBe(2);
      expect((await call(other.token, "GET", "/agent/leave-requests")).body.data.totalItems).toBe(
        0,
      );
      expect(
        (await call(other.token, "POST", `/agent/leave-requests/${first.body.data.id}/cancel`))
          .status,
      ).toBe(404);
      const withdrawn = await call(
        me.token,
        "POST",
        `/agent/leave-requests/${first.body.data.id}/cancel`,
      );
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body.data.status).toBe("cancelled");
      const balance = await call(me.token, "GET", `/agent/leave-balances?policyId=${policyId}`);
      expect(balance.status).toBe(200);
      expect(balance.body.data.balance).toBe(
        balance.body.data.entries.reduce((s: number, e: { days: number }) => s + e.days, 0),
      );
      // Without a worker token: 401.
      expect(
        (await stack.app.inject({ method: "GET", url: "/api/hcm/v1/agent/leave-policies" }))
          .statusCode,
      ).toBe(401);
    } finally {
      await dropRule(stack, ruleId);
    }
  });
});

describe("tenancy, lists and export", () => {
  it("another client's ids are 404", async () => {
    const { agentId } = await worker();
    const policyId = await leavePolicy(stack, maju);
    const made = await admin.post("/leave-requests", {
      agentId,
      policyId,
      from: day(6, 0),
      to: day(6, 0),
    });
    const id = made.body["data"].id;
    expect((await sentosa.get(`/leave-requests/${id}`)).status).toBe(404);
    expect((await sentosa.post(`/leave-requests/${id}/cancel`, {})).status).toBe(404);
    expect(
      (await sentosa.post(`/leave-requests/${id}/decision`, { decision: "approve_paid" })).status,
    ).toBe(404);
    expect(
      (await sentosa.get(`/leave-balances?agentId=${agentId}&policyId=${policyId}`)).status,
    ).toBe(404);
    expect(
      (
        await sentosa.post("/leave-requests", {
          agentId,
          policyId,
          from: day(6, 1),
          to: day(6, 1),
        })
      ).status,
    ).toBe(404);
    const list = await sentosa.get(`/leave-requests?agentId=${agentId}`);
    expect(list.body["data"].totalItems).toBe(0);
    // A user without the leave menus: 403.
    const none = await leaveUser(stack, maju, ["analytics"]);
    expect((await none.rest.get("/leave-requests")).status).toBe(403);
  });

  it("filters and pages the list, and exports it with formula cells neutralised", async () => {
    const { agentId } = await worker();
    const policyId = await leavePolicy(stack, maju);
    for (const [week, reason] of [
      [7, '=HYPERLINK("x")'],
      [8, "Holiday"],
    ] as const)
      expect(
        (
          await admin.post("/leave-requests", {
            agentId,
            policyId,
            from: day(week, 0),
            to: day(week, 0),
            reason,
          })
        ).status,
      ).toBe(201);
    const list = await admin.get(`/leave-requests?agentId=${agentId}&sort=from&limit=1&page=2`);
    expect(list.status).toBe(200);
    expect(list.body["data"]).toMatchObject({ totalItems: 2, limit: 1, page: 2 });
    expect(list.body["data"].items[0].from).toBe(day(8, 0));
    const ranged = await admin.get(
      `/leave-requests?agentId=${agentId}&from=${day(8, 0)}&to=${day(8, 4)}&status=approved`,
    );
    expect(ranged.body["data"].totalItems).toBe(1);
    expect((await admin.get("/leave-requests?sort=nope")).status).toBe(400);
    const csv = await stack.app.inject({
      method: "GET",
      url: `/api/hcm/v1/leave-requests/export?format=csv&agentId=${agentId}&sort=from`,
      headers: { authorization: `Bearer ${(await login(stack.app, DEMO.majuAdmin)).token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("'=HYPERLINK");
    expect(csv.body).toContain("Employee");
    const xlsx = await stack.app.inject({
      method: "GET",
      url: `/api/hcm/v1/leave-requests/export?agentId=${agentId}`,
      headers: { authorization: `Bearer ${(await login(stack.app, DEMO.majuAdmin)).token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });
});
