import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { policy, scheduleDay, shift, worker, zoneBranch } from "./attendance-helpers.ts";
import { HCM, type Hcm, hcmAs } from "./hcm-helpers.ts";
import { type Answer, clientIdOf, restAs } from "./org-helpers.ts";

/**
 * Issue 15, "Done when": a client admin sets up an annual-leave policy and a statutory overtime
 * policy through the API; a worker requests leave and overtime through the worker app; the
 * approver decides in the console's routes; the balance (a sum of ledger entries), the daily
 * records and the recap agree. Each part has its own suite; this one crosses them.
 */

let stack: TestStack;
let admin: Hcm;
let maju: number;
const zone = "Asia/Jakarta";
const today = Temporal.Now.plainDateISO(zone);
const at = (date: string, time: string) =>
  Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(zone).toInstant().toString();

/** The next Monday at least a week ahead, and the Tuesday after it (two working days). */
const monday = (() => {
  let day = today.add({ days: 7 });
  while (day.dayOfWeek !== 1) day = day.add({ days: 1 });
  return day;
})();
const leaveFrom = monday.toString();
const leaveTo = monday.add({ days: 1 }).toString();
/** A past working day for the overtime (Wednesday of last week or earlier). */
const overtimeDay = (() => {
  let day = today.subtract({ days: 7 });
  while (day.dayOfWeek !== 3) day = day.subtract({ days: 1 });
  return day.toString();
})();

async function app(token: string, method: "GET" | "POST", url: string, payload?: unknown) {
  const response = await stack.app.inject({
    method,
    url: `${HCM}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() } as Answer;
}

beforeAll(async () => {
  stack = await startStack();
  const token = (await login(stack.app, DEMO.majuAdmin)).token;
  admin = hcmAs(stack, token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
});
afterAll(() => stack.close());

describe("leave and overtime across the parts", () => {
  it("policies, a worker's leave and overtime, the console's decisions: balance, records and recap agree", async () => {
    const branchId = await zoneBranch(stack, maju, zone);
    const shiftId = await shift(stack, maju, { start: "08:00", end: "17:00", breakMinutes: 60 });
    const w = await worker(stack, maju, branchId);
    await policy(stack, maju, [w.id], { approval: "manual", location: null });
    for (const date of [leaveFrom, leaveTo, overtimeDay])
      await scheduleDay(stack, maju, w.id, date, shiftId);

    // The admin sets up the policies (the contract shapes).
    const annual = await admin.post("/leave-policies", {
      name: `Cuti Tahunan Alur ${w.id}`,
      kind: "annual",
      limited: true,
      daysPerPeriod: 12,
      accrual: "annually",
      startFrom: "join_date",
      carryOverDays: 0,
      paidByDefault: true,
    });
    expect(annual.status, JSON.stringify(annual.body)).toBe(201);
    const policyId = annual.body["data"].id as number;
    const overtimePolicy = await admin.post("/overtime-policies", {
      name: `Lembur Alur ${w.id}`,
      workWeek: "5-day",
      mode: "manual",
      rounding: "exact",
      minuteRounding: 15,
      minimumMinutes: 30,
      enforceCaps: true,
      rules: [
        {
          overtimeType: "working_on_day_off",
          enabled: true,
          payKind: "rate",
          multiplier: "statutory",
        },
        {
          overtimeType: "working_on_national_holiday",
          enabled: true,
          payKind: "rate",
          multiplier: "statutory",
        },
        {
          overtimeType: "regular_working_day",
          enabled: true,
          payKind: "rate",
          multiplier: "statutory",
        },
        { overtimeType: "swap_schedule", enabled: false },
      ],
      agentIds: [w.id],
    });
    expect(overtimePolicy.status, JSON.stringify(overtimePolicy.body)).toBe(201);

    // The worker signs in to the app.
    const pin = await restAs(stack, (await login(stack.app, DEMO.majuAdmin)).token).put(
      `/agents/${w.id}/app-access`,
      { pin: "246810" },
    );
    expect(pin.status, JSON.stringify(pin.body)).toBe(200);
    const signedIn = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/agent-auth/login",
      payload: { phoneNumber: w.phone, pin: "246810" },
      remoteAddress: "10.15.0.1",
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().data.token as string;

    const before = await admin.get(
      `/leave-balances?agentId=${w.id}&policyId=${policyId}&asOf=${leaveFrom}`,
    );
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const sum = (entries: { days: number }[]) =>
      Math.round(entries.reduce((total, e) => total + e.days * 100, 0)) / 100;
    expect(before.body["data"].balance).toBe(sum(before.body["data"].entries));
    expect(before.body["data"].balance).toBeGreaterThanOrEqual(2);

    // Leave through the worker app, decided as paid in the console.
    const asked = await app(token, "POST", "/agent/leave-requests", {
      clientRequestId: `flow-leave-${w.id}`,
      policyId,
      from: leaveFrom,
      to: leaveTo,
      reason: "Family visit",
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const leaveId = asked.body["data"].id as number;
    let decided = await admin.post(`/leave-requests/${leaveId}/decision`, {
      decision: "approve_paid",
    });
    // A multi-layer demo rule: the admin (a default approver) approves each layer.
    for (let i = 0; i < 5 && decided.body["data"]?.status === "pending"; i++)
      decided = await admin.post(`/leave-requests/${leaveId}/decision`, {
        decision: "approve_paid",
      });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body["data"]).toMatchObject({ status: "approved", paid: true, days: 2 });

    const after = (
      await admin.get(`/leave-balances?agentId=${w.id}&policyId=${policyId}&asOf=${leaveTo}`)
    ).body["data"];
    expect(after.balance).toBe(sum(after.entries));
    expect(after.balance).toBe(before.body["data"].balance - 2);
    expect(after.entries).toContainEqual(expect.objectContaining({ kind: "taken", days: -2 }));

    const records = await stack.owner.query<{ date: string; status: string }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, status FROM attendance_records
       WHERE agent_id = $1 AND date BETWEEN $2 AND $3 ORDER BY date`,
      [w.id, leaveFrom, leaveTo],
    );
    expect(records.rows).toEqual([
      { date: leaveFrom, status: "paid_leave" },
      { date: leaveTo, status: "paid_leave" },
    ]);

    // Overtime: a worked day with 2 h past the shift, validated, then requested and approved.
    await stack.owner.query(
      `INSERT INTO attendance_records (client_id, agent_id, date, branch_id, timezone, shift_id,
         day_type, scheduled_start, scheduled_end, status, check_in_at, check_out_at, worked_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, 'working', $7, $8, 'pending', $9, $10, 600)`,
      [
        maju,
        w.id,
        overtimeDay,
        branchId,
        zone,
        shiftId,
        at(overtimeDay, "08:00"),
        at(overtimeDay, "17:00"),
        at(overtimeDay, "08:00"),
        at(overtimeDay, "19:00"),
      ],
    );
    const recordId = Number(
      (
        await stack.owner.query<{ id: string }>(
          "SELECT id FROM attendance_records WHERE agent_id = $1 AND date = $2",
          [w.id, overtimeDay],
        )
      ).rows[0]!.id,
    );
    const validated = await admin.post(`/attendances/${recordId}/decision`, {
      decision: "approve",
    });
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
    const overtime = await app(token, "POST", "/agent/overtime-requests", {
      clientRequestId: `flow-ot-${w.id}`,
      date: overtimeDay,
      minutes: 120,
      reason: "Stock count",
    });
    expect(overtime.status, JSON.stringify(overtime.body)).toBe(201);
    let otDecision: Answer = overtime;
    for (let i = 0; i < 5 && otDecision.body["data"]?.status === "pending"; i++)
      otDecision = await admin.post(`/overtime-requests/${overtime.body["data"].id}/decision`, {
        decision: "approve",
      });
    expect(otDecision.body["data"], JSON.stringify(otDecision.body)).toMatchObject({
      status: "approved",
    });
    // 2 hours on a working day: 1 h × 1.5 + 1 h × 2 (PP 35/2021 Art 31(1)).
    expect(Number(otDecision.body["data"].multiplierUnits)).toBe(3.5);
    const overtimeRecord = await stack.owner.query<{ overtime_minutes: number }>(
      "SELECT overtime_minutes FROM attendance_records WHERE id = $1",
      [recordId],
    );
    expect(overtimeRecord.rows[0]!.overtime_minutes).toBe(120);

    // The recap of each month agrees with the records.
    const months = [...new Set([overtimeDay.slice(0, 7), leaveFrom.slice(0, 7)])];
    let paidLeave = 0;
    let overtimeMinutes = 0;
    for (const month of months) {
      const from = `${month}-01`;
      const to = Temporal.PlainDate.from(from).add({ months: 1 }).subtract({ days: 1 }).toString();
      const recap = await admin.get(
        `/attendance-recap?from=${from}&to=${to}&branchId=${branchId}&limit=50`,
      );
      expect(recap.status, JSON.stringify(recap.body)).toBe(200);
      const row = (recap.body["data"].items as Record<string, unknown>[]).find(
        (item) => item["agentId"] === w.id,
      );
      if (!row) continue;
      paidLeave += Number(row["paidLeaveDays"] ?? 0);
      overtimeMinutes += Number(row["approvedOvertimeMinutes"] ?? 0);
    }
    expect(paidLeave).toBe(2);
    expect(overtimeMinutes).toBe(120);
  });
});
