import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessMessages } from "../../domain/errors.ts";
import { isoWeekStart } from "../../domain/overtime/requests.ts";
import { createGateway } from "../../gateway/yoga.ts";
import type { Tx } from "../../services/db/pool.ts";
import { recomputeRecord } from "../../services/hcm/attendance/records.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { policy, scheduleDay, shift, worker, zoneBranch } from "./attendance-helpers.ts";
import { HCM, type Hcm, hcmAs } from "./hcm-helpers.ts";
import {
  type Answer,
  clientIdOf,
  countRows,
  expectFieldErrors,
  gqlAs,
  ownerAgent,
  ownerBranch,
  restAs,
  urlsFor,
  userWithMenus,
} from "./org-helpers.ts";

/**
 * Issue 15, overtime requests: the worker app's and the console's requests, checked against
 * the day's attendance (SPEC §8) and the caps (PP 35/2021 Art 26), decided through the
 * approval rule covering overtime, shown on the daily record; automatic overtime from a
 * validated record; tenancy.
 */

let stack: TestStack;
let admin: Hcm;
let adminToken: string;
let approverToken: string;
let approver: Hcm;
let sentosa: Hcm;
let maju: number;
let sentosaId: number;
let ruleId: number;
const PIN = "135790";
let ip = 1;

const zone = "Asia/Jakarta";
const today = Temporal.Now.plainDateISO(zone);
const daysAgo = (n: number) => today.subtract({ days: n }).toString();
const future = today.add({ days: 1 }).toString();
const at = (date: string, time: string) =>
  Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(zone).toInstant().toString();

let shiftId: number;
let branchId: number;

/** A worker of Maju with app access and a token, a manual attendance policy, in `branchId`. */
async function appWorker() {
  const w = await worker(stack, maju, branchId);
  const set = await restAs(stack, (await login(stack.app, DEMO.majuAdmin)).token).put(
    `/agents/${w.id}/app-access`,
    { pin: PIN },
  );
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  const logged = await stack.app.inject({
    method: "POST",
    url: "/api/main/v1/agent-auth/login",
    payload: { phoneNumber: w.phone, pin: PIN },
    remoteAddress: `10.9.0.${ip++}`,
  });
  expect(logged.statusCode, logged.body).toBe(200);
  await policy(stack, maju, [w.id], { approval: "manual", location: null });
  return { ...w, token: logged.json().data.token as string };
}

/** The worker app's call. */
async function app(token: string, method: "GET" | "POST", url: string, payload?: unknown) {
  const response = await stack.app.inject({
    method,
    url: `${HCM}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() } as Answer;
}

/**
 * The worker's record of `date`: a working day (the 08:00–17:00 shift, 60-minute break) or a
 * day off, with the check-in and check-out given (wall times in WIB), waiting for approval.
 */
async function day(
  agentId: number,
  date: string,
  checkIn: string | null,
  checkOut: string | null,
  dayType: "working" | "day_off" = "working",
): Promise<number> {
  await scheduleDay(stack, maju, agentId, date, dayType === "working" ? shiftId : null, dayType);
  const worked =
    checkIn && checkOut
      ? (Date.parse(at(date, checkOut)) - Date.parse(at(date, checkIn))) / 60_000 -
        (dayType === "working" ? 60 : 0)
      : 0;
  const { rows } = await stack.owner.query<{ id: string }>(
    `INSERT INTO attendance_records (client_id, agent_id, date, branch_id, timezone, shift_id,
       day_type, scheduled_start, scheduled_end, status, check_in_at, check_out_at, worked_minutes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      maju,
      agentId,
      date,
      branchId,
      zone,
      dayType === "working" ? shiftId : null,
      dayType,
      dayType === "working" ? at(date, "08:00") : null,
      dayType === "working" ? at(date, "17:00") : null,
      checkIn === null
        ? "waiting_for_checkin"
        : checkOut === null
          ? "waiting_for_checkout"
          : dayType === "working"
            ? "pending"
            : "day_off_with_overtime",
      checkIn && at(date, checkIn),
      checkOut && at(date, checkOut),
      Math.max(0, worked),
    ],
  );
  return Number(rows[0]!.id);
}

const record = async (id: number) =>
  (
    await stack.owner.query<{ status: string; overtime_minutes: number }>(
      "SELECT status, overtime_minutes FROM attendance_records WHERE id = $1",
      [id],
    )
  ).rows[0]!;

const validate = async (recordId: number) => {
  const answer = await admin.post(`/attendances/${recordId}/decision`, { decision: "approve" });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

let counter = 0;
const ask = (token: string, body: Record<string, unknown>) =>
  app(token, "POST", "/agent/overtime-requests", {
    clientRequestId: `ot-${counter++}`,
    reason: "Closing the month's stock count",
    ...body,
  });

/** An overtime policy (SQL as the owner until the policies' part seeds them) naming the agent. */
async function overtimePolicy(
  agentId: number,
  fields: { mode?: "manual" | "automatic"; rounding?: number; minimum?: number } = {},
) {
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO overtime_policies (client_id, name, work_week, mode, minute_rounding, minimum_minutes)
     VALUES ($1, $2, '5-day', $3, $4, $5) RETURNING id`,
    [
      maju,
      `OT ${agentId} ${counter++}`,
      fields.mode ?? "manual",
      fields.rounding ?? 1,
      fields.minimum ?? 0,
    ],
  );
  await stack.owner.query(
    `INSERT INTO overtime_policy_agents (client_id, overtime_policy_id, agent_id) VALUES ($1, $2, $3)`,
    [maju, rows[0]!.id, agentId],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  stack = await startStack();
  adminToken = (await login(stack.app, DEMO.majuAdmin)).token;
  admin = hcmAs(stack, adminToken);
  sentosa = hcmAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
  branchId = await zoneBranch(stack, maju, zone);
  shiftId = await shift(stack, maju, { start: "08:00", end: "17:00", breakMinutes: 60 });
  // Overtime goes to one approver with Daily Approval (the demo's rule gives up the type).
  await stack.owner.query(
    "DELETE FROM approval_rule_request_types WHERE client_id = $1 AND request_type = 'overtime'",
    [maju],
  );
  approverToken = await userWithMenus(stack, maju, ["daily-approval"]);
  approver = hcmAs(stack, approverToken);
  const me = await approver.get("/session");
  const rule = await stack.owner.query<{ id: number }>(
    "INSERT INTO approval_rules (client_id, name, layer_count) VALUES ($1, 'OT test', 1) RETURNING id",
    [maju],
  );
  ruleId = rule.rows[0]!.id;
  await stack.owner.query(
    `INSERT INTO approval_rule_request_types (client_id, rule_id, request_type) VALUES ($1, $2, 'overtime')`,
    [maju, ruleId],
  );
  await stack.owner.query(
    `INSERT INTO approval_rule_approvers (client_id, rule_id, layer, user_id) VALUES ($1, $2, 1, $3)`,
    [maju, ruleId, me.body["data"].user_id],
  );
});
afterAll(() => stack.close());

describe("a worker's overtime request", () => {
  it("is checked against the day's attendance, the caps and its fields, then approved on a validated day", async () => {
    const w = await appWorker();
    await overtimePolicy(w.id);
    const open = await day(w.id, daysAgo(3), "08:00", null);
    const worked = await day(w.id, daysAgo(2), "08:00", "19:30");

    // No check-out: SPEC §8, both languages.
    const missing = await ask(w.token, { date: daysAgo(3), minutes: 60 });
    expect(missing.status, JSON.stringify(missing.body)).toBe(409);
    expect(missing.body["message"]).toBe(businessMessages.validateAttendanceBeforeOvertime);
    expect(missing.body["detail"]).toMatchObject({
      code: "VALIDATE_ATTENDANCE_FIRST",
      messages: { id: expect.stringMatching(/validasi data absensi/) },
    });
    // More than the 150 minutes after the shift's end.
    const tooMuch = await ask(w.token, { date: daysAgo(2), minutes: 151 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body["errors"]).toEqual([
      { field: "minutes", message: "is more than the 150 minutes the day's attendance shows" },
    ]);
    // Bad fields: 400 naming each, nothing made.
    const before = await countRows(stack, "overtime_requests", maju);
    expectFieldErrors(
      await ask(w.token, { date: future, minutes: 0, reason: " " }),
      400,
      "Failed to Create Request",
      {
        date: "must not be in the future",
        minutes: "must be a number from 1 to 1440",
        reason: "is required",
      },
    );
    expectFieldErrors(
      await ask(w.token, { date: daysAgo(2), minutes: 60, hours: 1 }),
      400,
      "Failed to Create Request",
      { hours: "give minutes or hours, not both" },
    );
    const wrongType = await ask(w.token, { date: daysAgo(2), minutes: "sixty" });
    expect(wrongType.status).toBe(400);
    expect(await countRows(stack, "overtime_requests", maju)).toBe(before);

    // Two hours: pending on the rule, 1 h × 1.5 + 1 h × 2.
    const made = await ask(w.token, { date: daysAgo(2), hours: 2, clientRequestId: "ot-fixed" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const request = made.body["data"];
    expect(request).toMatchObject({
      status: "pending",
      minutes: 120,
      overtimeType: "regular_working_day",
      multiplierUnits: 3.5,
      breakdown: [
        { hours: 1, multiplier: 1.5 },
        { hours: 1, multiplier: 2 },
      ],
      source: "worker",
      mealRequired: false,
      ruleName: "OT test",
    });
    // The same clientRequestId again: the first request, 200.
    const repeat = await ask(w.token, { date: daysAgo(2), hours: 2, clientRequestId: "ot-fixed" });
    expect(repeat.status).toBe(200);
    expect(repeat.body["data"].id).toBe(request.id);
    // Another request for the day: 409.
    const twin = await ask(w.token, { date: daysAgo(2), minutes: 30 });
    expect(twin.status).toBe(409);
    expect(twin.body["detail"].code).toBe("OVERTIME_REQUEST_EXISTS");

    // Who may decide it now: the rule's approver, not the admin.
    expect((await approver.get(`/overtime-requests/${request.id}`)).body["data"].actionable).toBe(
      true,
    );
    expect((await admin.get(`/overtime-requests/${request.id}`)).body["data"].actionable).toBe(
      false,
    );
    // The day is not validated yet: the approve is refused with SPEC §8.
    const early = await approver.post(`/overtime-requests/${request.id}/decision`, {
      decision: "approve",
    });
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(early.body["message"]).toBe(businessMessages.validateAttendanceBeforeOvertime);
    expect((await approver.get(`/overtime-requests/${request.id}`)).body["data"].status).toBe(
      "pending",
    );
    // The admin is not an approver of the rule: 403.
    await validate(worked);
    expect(
      (await admin.post(`/overtime-requests/${request.id}/decision`, { decision: "approve" }))
        .status,
    ).toBe(403);
    const approved = await approver.post(`/overtime-requests/${request.id}/decision`, {
      decision: "approve",
      note: "OK",
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body["data"]).toMatchObject({
      status: "approved",
      recordOvertimeMinutes: 120,
      decisionNote: "OK",
    });
    expect(await record(worked)).toEqual({ status: "approved", overtime_minutes: 120 });
    const actions = await stack.owner.query(
      "SELECT action FROM attendance_record_actions WHERE record_id = $1 ORDER BY id",
      [worked],
    );
    expect(actions.rows.map((r) => r.action)).toContain("overtime_approved");
    const audits = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'overtime_request' AND entity_id = $1",
      [String(request.id)],
    );
    expect(audits.rows.map((r) => r.action).sort()).toEqual([
      "overtime_request.approve",
      "overtime_request.create",
    ]);
    // Decided: a second decision or the worker's cancel is 409.
    expect(
      (
        await approver.post(`/overtime-requests/${request.id}/decision`, {
          decision: "reject",
          note: "x",
        })
      ).status,
    ).toBe(409);
    expect(
      (await app(w.token, "POST", `/agent/overtime-requests/${request.id}/cancel`)).status,
    ).toBe(409);
    // The record of the open day is untouched.
    expect((await record(open)).overtime_minutes).toBe(0);

    // The recap: approved overtime hours and units beside the attendance's own count.
    const name = request.agentName as string;
    const recap = await admin.get(
      `/attendance-recap?from=${daysAgo(3)}&to=${daysAgo(2)}&q=${encodeURIComponent(name)}`,
    );
    expect(recap.status, JSON.stringify(recap.body)).toBe(200);
    expect(recap.body["data"].items[0]).toMatchObject({
      agentId: w.id,
      approvedOvertimeMinutes: 120,
      overtimeUnits: 3.5,
      paidLeaveDays: 0,
      unpaidLeaveDays: 0,
      sickDays: 0,
    });
    const daily = await admin.get(`/attendances?date=${daysAgo(2)}&q=${encodeURIComponent(name)}`);
    expect(daily.body["data"].items[0].overtimeMinutes).toBe(120);
    const detail = await admin.get(`/attendances/${worked}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(JSON.stringify(detail.body)).toContain('"overtimeMinutes":120');

    // The worker's own list.
    const own = await app(w.token, "GET", "/agent/overtime-requests?status=approved");
    expect(own.body["data"].items.map((r: { id: number }) => r.id)).toEqual([request.id]);
  });

  it("keeps the caps: 4 hours a working day, 18 hours a week; rest days to the ladder", async () => {
    const w = await appWorker();
    await overtimePolicy(w.id);
    const date = daysAgo(7);
    await day(w.id, date, "08:00", "23:00");
    const daily = await ask(w.token, { date, minutes: 241 });
    expect(daily.status).toBe(400);
    expect(daily.body["errors"]).toEqual([
      {
        field: "minutes",
        message: "Overtime on a working day is at most 4 hours (PP 35/2021 Art 26)",
      },
    ]);
    expect(daily.body["detail"].messages.id).toMatch(/Pasal 26/);
    // 17 hours already this week (approved and pending on other days).
    const monday = isoWeekStart(date);
    const others = [0, 1, 2, 3, 4, 5, 6]
      .map((n) => Temporal.PlainDate.from(monday).add({ days: n }).toString())
      .filter((d) => d !== date)
      .slice(0, 5);
    for (const [index, other] of others.entries())
      await stack.owner.query(
        `INSERT INTO overtime_requests (client_id, agent_id, date, overtime_type, minutes, source, status)
         VALUES ($1, $2, $3, 'regular_working_day', $4, 'console', $5)`,
        [maju, w.id, other, index === 0 ? 240 - 60 : 210, index % 2 ? "pending" : "approved"],
      );
    const weekly = await ask(w.token, { date, minutes: 120 });
    expect(weekly.status, JSON.stringify(weekly.body)).toBe(400);
    expect(weekly.body["errors"][0].message).toMatch(/18 hours a week/);
    expect((await ask(w.token, { date, minutes: 60 })).status).toBe(201);

    // A day off: every worked minute, outside the caps, 2× for the first 8 hours.
    const off = daysAgo(15);
    await day(w.id, off, "07:00", "13:00", "day_off");
    const rest = await ask(w.token, { date: off, minutes: 360 });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body["data"]).toMatchObject({
      overtimeType: "working_on_day_off",
      multiplierUnits: 12,
      mealRequired: true,
    });
  });

  it("is withdrawn by its worker only; rejected with a note", async () => {
    const w = await appWorker();
    const other = await appWorker();
    await day(w.id, daysAgo(4), "08:00", "18:00");
    await day(w.id, daysAgo(5), "08:00", "18:00");
    const first = (await ask(w.token, { date: daysAgo(4), minutes: 60 })).body["data"];
    expect(first.status).toBe("pending");
    expect(
      (await app(other.token, "POST", `/agent/overtime-requests/${first.id}/cancel`)).status,
    ).toBe(404);
    const cancelled = await app(w.token, "POST", `/agent/overtime-requests/${first.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body["data"].status).toBe("cancelled");
    const approval = await stack.owner.query("SELECT status FROM approval_requests WHERE id = $1", [
      first.approvalRequestId,
    ]);
    expect(approval.rows[0].status).toBe("cancelled");

    const second = (await ask(w.token, { date: daysAgo(5), minutes: 60 })).body["data"];
    expectFieldErrors(
      await approver.post(`/overtime-requests/${second.id}/decision`, { decision: "reject" }),
      400,
      "Failed to Reject Request",
      { note: "is required" },
    );
    const rejected = await approver.post(`/overtime-requests/${second.id}/decision`, {
      decision: "reject",
      note: "Not ordered",
    });
    expect(rejected.body["data"]).toMatchObject({
      status: "rejected",
      decisionNote: "Not ordered",
    });
  });
});

describe("the demo", () => {
  it("seeds PT Maju Jaya's workers' requests through the flow, some past layer 1", async () => {
    const { rows } = await stack.owner.query<{ status: string; layer: number; source: string }>(
      `SELECT o.status, q.current_layer AS layer, o.source FROM overtime_requests o
       JOIN approval_requests q ON q.id = o.approval_request_id
       WHERE o.client_id = $1 AND o.client_request_id LIKE 'demo-overtime-%'`,
      [maju],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.source === "worker" && r.status === "pending")).toBe(true);
  });
});

describe("the console", () => {
  it("makes a request on a worker's behalf, lists it, cancels an approved one; other clients' ids are 404", async () => {
    const w = await appWorker();
    const recordId = await day(w.id, daysAgo(6), "08:00", "20:00");
    await validate(recordId);
    expectFieldErrors(
      await admin.post("/overtime-requests", { agentId: w.id, date: daysAgo(6), reason: "x" }),
      400,
      "Failed to Create Request",
      { minutes: "is required" },
    );
    const sentosaBranch = await ownerBranch(stack, sentosaId);
    const stranger = await ownerAgent(stack, sentosaId, sentosaBranch);
    expect(
      (
        await admin.post("/overtime-requests", {
          agentId: stranger,
          date: daysAgo(6),
          minutes: 60,
          reason: "x",
        })
      ).status,
    ).toBe(404);
    const made = await admin.post("/overtime-requests", {
      agentId: w.id,
      date: daysAgo(6),
      minutes: 180,
      reason: "Inventory",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body["data"].id;
    expect(made.body["data"]).toMatchObject({ source: "console", status: "pending" });
    const list = await admin.get(
      `/overtime-requests?status=pending&q=${encodeURIComponent(made.body["data"].agentName)}&from=${daysAgo(6)}&to=${daysAgo(6)}&sort=-minutes&limit=5`,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body["data"].items.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.body["data"]).toMatchObject({ totalItems: 1, limit: 5, page: 1 });
    expect((await admin.get("/overtime-requests?sort=nonsense")).status).toBe(400);
    expect((await admin.get(`/overtime-requests?from=${daysAgo(1)}&to=${daysAgo(2)}`)).status).toBe(
      400,
    );
    // Another client sees nothing of it.
    expect((await sentosa.get(`/overtime-requests/${id}`)).status).toBe(404);
    expect((await sentosa.post(`/overtime-requests/${id}/cancel`, {})).status).toBe(404);

    await approver.post(`/overtime-requests/${id}/decision`, { decision: "approve" });
    expect((await record(recordId)).overtime_minutes).toBe(180);
    const cancelled = await admin.post(`/overtime-requests/${id}/cancel`, { note: "Mistake" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body["data"].status).toBe("cancelled");
    expect((await record(recordId)).overtime_minutes).toBe(0);
    // The daily record API shows the minutes.
    const daily = await admin.get(
      `/attendances?date=${daysAgo(6)}&q=${encodeURIComponent(made.body["data"].agentName)}`,
    );
    expect(daily.body["data"].items[0].overtimeMinutes).toBe(0);
  });

  it("answers a refusal in the user's language (Indonesian)", async () => {
    const token = await userWithMenus(stack, maju, ["daily-approval"]);
    const indonesian = hcmAs(stack, token);
    const me = await indonesian.get("/session");
    await stack.owner.query("UPDATE users SET language = 'id' WHERE id = $1", [
      me.body["data"].user_id,
    ]);
    const w = await appWorker();
    await day(w.id, daysAgo(16), "08:00", "23:30");
    const capped = await indonesian.post("/overtime-requests", {
      agentId: w.id,
      date: daysAgo(16),
      minutes: 300,
      reason: "Lembur",
    });
    expect(capped.status).toBe(400);
    expect(capped.body["message"]).toBe(
      "Lembur pada hari kerja paling lama 4 jam (PP 35/2021 Pasal 26)",
    );
    expect(capped.body["errors"]).toEqual([
      {
        field: "minutes",
        message: "Lembur pada hari kerja paling lama 4 jam (PP 35/2021 Pasal 26)",
      },
    ]);
    const tooMuch = await indonesian.post("/overtime-requests", {
      agentId: w.id,
      date: daysAgo(16),
      minutes: 200,
      reason: "Lembur",
      hours: 1,
    });
    expect(tooMuch.body["errors"]).toEqual([
      { field: "hours", message: "isi menit atau jam, jangan keduanya" },
    ]);
    const unscheduled = await indonesian.post("/overtime-requests", {
      agentId: w.id,
      date: daysAgo(18),
      minutes: 60,
      reason: "Lembur",
    });
    expect(unscheduled.body["errors"]).toEqual([
      {
        field: "date",
        message: "tidak memiliki jadwal: lembur memerlukan hari kerja atau hari libur",
      },
    ]);
    await day(w.id, daysAgo(17), "08:00", null);
    const early = await indonesian.post("/overtime-requests", {
      agentId: w.id,
      date: daysAgo(17),
      minutes: 60,
      reason: "Lembur",
    });
    expect(early.status).toBe(409);
    expect(early.body["message"]).toBe(
      "Mohon validasi data absensi terlebih dahulu sebelum memvalidasi permintaan lembur",
    );
  });

  it("is refused the routes without the menu", async () => {
    const token = await userWithMenus(stack, maju, ["employee-list"]);
    const outsider = hcmAs(stack, token);
    expect((await outsider.get("/overtime-requests")).status).toBe(403);
    expect(
      (
        await outsider.post("/overtime-requests", {
          agentId: 1,
          date: daysAgo(1),
          minutes: 1,
          reason: "x",
        })
      ).status,
    ).toBe(403);
  });
});

describe("without an approval rule for overtime", () => {
  it("the system approves a validated day's request and refuses one on a day not validated", async () => {
    await stack.owner.query("DELETE FROM approval_rule_request_types WHERE rule_id = $1", [ruleId]);
    try {
      const w = await appWorker();
      await day(w.id, daysAgo(9), "08:00", "19:00");
      const validated = await day(w.id, daysAgo(10), "08:00", "19:00");
      await validate(validated);
      const refused = await ask(w.token, { date: daysAgo(9), minutes: 60 });
      expect(refused.status).toBe(409);
      expect(refused.body["detail"].code).toBe("VALIDATE_ATTENDANCE_FIRST");
      const made = await ask(w.token, { date: daysAgo(10), minutes: 90 });
      expect(made.status).toBe(201);
      expect(made.body["data"]).toMatchObject({ status: "approved", ruleName: null });
      expect((await record(validated)).overtime_minutes).toBe(90);
    } finally {
      await stack.owner.query(
        `INSERT INTO approval_rule_request_types (client_id, rule_id, request_type) VALUES ($1, $2, 'overtime')`,
        [maju, ruleId],
      );
    }
  });
});

describe("automatic overtime", () => {
  it("follows a validated record with the policy's rounding, once, and goes when the day is rejected", async () => {
    const w = await appWorker();
    await overtimePolicy(w.id, { mode: "automatic", rounding: 15, minimum: 30 });
    const recordId = await day(w.id, daysAgo(11), "08:00", "18:40");
    const short = await day(w.id, daysAgo(12), "08:00", "17:20");
    await validate(recordId);
    await validate(short);
    const live = async (date: string) =>
      (
        await stack.owner.query(
          `SELECT source, status, minutes, multiplier_units::float8 AS units FROM overtime_requests
           WHERE agent_id = $1 AND date = $2 ORDER BY id`,
          [w.id, date],
        )
      ).rows;
    expect(await live(daysAgo(11))).toEqual([
      { source: "automatic", status: "approved", minutes: 90, units: 2.5 },
    ]);
    expect(await record(recordId)).toEqual({ status: "approved", overtime_minutes: 90 });
    // 20 minutes is under the minimum: nothing.
    expect(await live(daysAgo(12))).toEqual([]);
    // Validated again: still one.
    await admin.post(`/attendances/${recordId}/decision`, {
      decision: "need_revision",
      note: "check",
    });
    expect((await live(daysAgo(11))).map((r) => r.status)).toEqual(["cancelled"]);
    expect((await record(recordId)).overtime_minutes).toBe(0);
    await validate(recordId);
    expect((await live(daysAgo(11))).filter((r) => r.status === "approved")).toHaveLength(1);
    expect((await record(recordId)).overtime_minutes).toBe(90);
    // The console cancels it: it stays cancelled when the validated day is recomputed.
    const automatic = await admin.get(`/overtime-requests?agentId=${w.id}&status=approved`);
    const automaticId = automatic.body["data"].items[0].id;
    expect(automatic.body["data"].items[0]).toMatchObject({ source: "automatic", minutes: 90 });
    expect((await admin.post(`/overtime-requests/${automaticId}/cancel`, {})).status).toBe(200);
    expect((await record(recordId)).overtime_minutes).toBe(0);
    await recomputeRecord(stack.owner as unknown as Tx, maju, recordId, { kind: "system" }, "test");
    expect((await record(recordId)).status).toBe("approved");
    expect((await live(daysAgo(11))).filter((r) => r.status === "approved")).toHaveLength(0);
    // A person's request replaces the automatic one.
    await admin.post(`/attendances/${recordId}/decision`, {
      decision: "need_revision",
      note: "again",
    });
    await validate(recordId);
    expect((await live(daysAgo(11))).filter((r) => r.status === "approved")).toHaveLength(1);
    const made = await ask(w.token, { date: daysAgo(11), minutes: 100 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await live(daysAgo(11))).filter((r) => r.status !== "cancelled")).toEqual([
      { source: "worker", status: "pending", minutes: 100, units: 2.83 },
    ]);
    expect((await record(recordId)).overtime_minutes).toBe(0);
  });
});

describe("GraphQL", () => {
  it("lists, makes, decides and cancels overtime requests; records and the recap carry overtime", async () => {
    const gateway = createGateway({ services: () => urlsFor(stack.baseUrl), graphiql: false });
    const asAdmin = gqlAs(gateway, adminToken);
    const asApprover = gqlAs(gateway, approverToken);
    const w = await appWorker();
    const date = daysAgo(13);
    const recordId = await day(w.id, date, "08:00", "18:00");
    const FIELDS =
      "id agentName status minutes hours multiplierUnits breakdown { hours multiplier } payKind mealRequired source recordOvertimeMinutes";
    const early = await asAdmin(
      `mutation ($agentId: Int!, $date: String!) {
        createOvertimeRequest(agentId: $agentId, date: $date, minutes: 61, reason: "Audit") { id }
      }`,
      { agentId: w.id, date },
    );
    expect(early.errors?.[0]?.extensions?.["code"], JSON.stringify(early)).toBe("CONFLICT");
    const made = await asAdmin(
      `mutation ($agentId: Int!, $date: String!) {
        createOvertimeRequest(agentId: $agentId, date: $date, hours: 1, reason: "Audit") { ${FIELDS} }
      }`,
      { agentId: w.id, date },
    );
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    const id = made.data.createOvertimeRequest.id;
    expect(made.data.createOvertimeRequest).toMatchObject({
      status: "pending",
      minutes: 60,
      hours: 1,
      multiplierUnits: 1.5,
      breakdown: [{ hours: 1, multiplier: 1.5 }],
      payKind: "rate",
      source: "console",
    });
    const refused = await asApprover(
      `mutation ($id: Int!) { decideOvertimeRequest(id: $id, decision: "approve") { id } }`,
      { id },
    );
    expect(refused.errors?.[0]?.message).toBe(businessMessages.validateAttendanceBeforeOvertime);
    await validate(recordId);
    const approved = await asApprover(
      `mutation ($id: Int!) { decideOvertimeRequest(id: $id, decision: "approve") { ${FIELDS} } }`,
      { id },
    );
    expect(approved.data?.decideOvertimeRequest, JSON.stringify(approved)).toMatchObject({
      status: "approved",
      recordOvertimeMinutes: 60,
    });
    const listed = await asAdmin(
      `query ($agentId: Int!) {
        overtimeRequests(agentId: $agentId, status: "approved") { totalItems items { id } }
        attendanceRecords(agentId: $agentId) { items { date overtimeMinutes } }
      }`,
      { agentId: w.id },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data.overtimeRequests).toEqual({ totalItems: 1, items: [{ id }] });
    expect(listed.data.attendanceRecords.items).toContainEqual({ date, overtimeMinutes: 60 });
    const recap = await asAdmin(
      `query ($from: String!, $to: String!, $q: String) {
        attendanceRecap(from: $from, to: $to, q: $q) {
          items { agentId approvedOvertimeMinutes overtimeUnits paidLeaveDays unpaidLeaveDays sickDays }
        }
      }`,
      { from: date, to: date, q: made.data.createOvertimeRequest.agentName },
    );
    expect(recap.errors, JSON.stringify(recap.errors)).toBeUndefined();
    expect(recap.data.attendanceRecap.items).toContainEqual({
      agentId: w.id,
      approvedOvertimeMinutes: 60,
      overtimeUnits: 1.5,
      paidLeaveDays: 0,
      unpaidLeaveDays: 0,
      sickDays: 0,
    });
    const cancelled = await asAdmin(
      `mutation ($id: Int!) { cancelOvertimeRequest(id: $id, note: "Wrong day") { status recordOvertimeMinutes } }`,
      { id },
    );
    expect(cancelled.data?.cancelOvertimeRequest).toEqual({
      status: "cancelled",
      recordOvertimeMinutes: 0,
    });
    const one = await asAdmin(`query ($id: Int!) { overtimeRequest(id: $id) { id status } }`, {
      id,
    });
    expect(one.data.overtimeRequest).toEqual({ id, status: "cancelled" });
  });
});
