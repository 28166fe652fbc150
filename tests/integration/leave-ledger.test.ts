import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tx } from "../../services/db/pool.ts";
import { seedLeave } from "../../services/db/seed/leave.ts";
import { ensureRecord, recomputeRecord } from "../../services/hcm/attendance/records.ts";
import { runLeaveDaily } from "../../services/hcm/leave/jobs.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs } from "./hcm-helpers.ts";
import { isolateLeave, leavePolicy, monday, scheduledWorker, today } from "./leave-helpers.ts";
import { clientIdOf, ownerAgent, ownerBranch } from "./org-helpers.ts";

/**
 * Issue 15, the leave ledger: balances are sums of entries, the accrual schedule is posted
 * once however often it is read, manual adjustments carry a reason, and the daily job deducts
 * collective-leave days not worked from annual leave (RULES.md §2).
 */
let stack: TestStack;
let admin: Hcm;
let sentosa: Hcm;
let maju: number;
let branchId: number;

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  sentosa = hcmAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  branchId = await ownerBranch(stack, maju);
  await isolateLeave(stack);
});
afterAll(() => stack.close());

type Balance = {
  balance: number;
  entries: { id: number; date: string; kind: string; days: number; reason: string }[];
};
async function balanceOf(agentId: number, policyId: number, asOf?: string): Promise<Balance> {
  const answer = await admin.get(
    `/leave-balances?agentId=${agentId}&policyId=${policyId}${asOf ? `&asOf=${asOf}` : ""}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body["data"];
}
const ledgerRows = async (agentId: number) =>
  (await stack.owner.query("SELECT 1 FROM leave_ledger WHERE agent_id = $1", [agentId])).rowCount;
const sum = (b: Balance) => Math.round(b.entries.reduce((s, e) => s + e.days * 100, 0)) / 100;

describe("accruals and balances", () => {
  it("posts the schedule once, and the balance is the sum of the entries on the day", async () => {
    // Joined 2024-01-01: a day a month, up to 5 carried into the new year for 3 months.
    const agentId = await ownerAgent(stack, maju, branchId);
    const policyId = await leavePolicy(stack, maju, {
      accrual: "monthly",
      daysPerPeriod: 1,
      carryOverDays: 5,
      agentIds: [agentId],
    });
    await stack.owner.query(
      "UPDATE leave_policies SET carry_over_expiry_months = 3 WHERE id = $1",
      [policyId],
    );
    const now = await balanceOf(agentId, policyId);
    const month = today().month;
    expect(now.balance).toBe(month + (month < 4 ? 5 : 0));
    expect(now.balance).toBe(sum(now));
    const rows = await ledgerRows(agentId);
    // Read again (and through the summary): nothing more is posted.
    await balanceOf(agentId, policyId);
    await admin.get(`/leave-balances/summary?agentId=${agentId}`);
    expect(await ledgerRows(agentId)).toBe(rows);

    const first = await balanceOf(agentId, policyId, "2024-06-30");
    expect(first.balance).toBe(6);
    expect(first.entries.map((e) => e.kind)).toEqual(Array(6).fill("accrual"));
    const yearEnd = await balanceOf(agentId, policyId, "2025-01-01");
    expect(yearEnd.balance).toBe(6); // 12 closed, 5 carried, January's day
    expect(yearEnd.entries.slice(-3).map((e) => [e.kind, e.days])).toEqual([
      ["expiry", -12],
      ["carry_over", 5],
      ["accrual", 1],
    ]);
    expect((await balanceOf(agentId, policyId, "2025-04-01")).balance).toBe(4); // 5 + 4 - 5
  });

  it("describes the system's entries in Indonesian for an Indonesian reader", async () => {
    const agentId = await ownerAgent(stack, maju, branchId);
    const policyId = await leavePolicy(stack, maju, { agentIds: [agentId] });
    const url = `/leave-balances?agentId=${agentId}&policyId=${policyId}&asOf=2025-01-01`;
    expect(
      (await admin.get(url)).body["data"].entries.map((e: { reason: string }) => e.reason),
    ).toEqual([
      "Accrual for the leave year from 2024-01-01",
      "Leave year 2024-01-01 to 2024-12-31 closed: 12.00 unused days",
      "Accrual for the leave year from 2025-01-01",
    ]);
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = $1", [
      DEMO.majuAdmin.email,
    ]);
    try {
      expect(
        (await admin.get(url)).body["data"].entries.map((e: { reason: string }) => e.reason),
      ).toEqual([
        "Akrual tahun cuti mulai 2024-01-01",
        "Tahun cuti berakhir 2025-01-01: 12.00 hari tidak terpakai ditutup",
        "Akrual tahun cuti mulai 2025-01-01",
      ]);
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = $1", [
        DEMO.majuAdmin.email,
      ]);
    }
  });

  it("adjusts a balance by hand with a reason (audited), and refuses a bad adjustment naming the field", async () => {
    const agentId = await ownerAgent(stack, maju, branchId);
    const policyId = await leavePolicy(stack, maju, { agentIds: [agentId] });
    const before = await balanceOf(agentId, policyId);
    const made = await admin.post("/leave-balances/adjustments", {
      agentId,
      policyId,
      date: today().toString(),
      days: 1.5,
      reason: "Worked the company outing",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body["data"]).toMatchObject({
      kind: "adjustment",
      days: 1.5,
      reason: "Worked the company outing",
      createdByName: expect.any(String),
    });
    expect((await balanceOf(agentId, policyId)).balance).toBe(before.balance + 1.5);
    const audit = await stack.owner.query(
      "SELECT 1 FROM audit_log WHERE action = 'leave_balance.adjust' AND entity_id = $1",
      [String(made.body["data"].id)],
    );
    expect(audit.rowCount).toBe(1);
    const rows = await ledgerRows(agentId);
    for (const [body, field] of [
      [{ days: 0 }, "days"],
      [{ days: 1.234 }, "days"],
      [{ reason: "   " }, "reason"],
      [{ date: "2010-01-01" }, "date"],
    ] as const) {
      const bad = await admin.post("/leave-balances/adjustments", {
        agentId,
        policyId,
        date: today().toString(),
        days: 1,
        reason: "x",
        ...body,
      });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body["errors"].map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect(await ledgerRows(agentId)).toBe(rows);
    expect(
      (
        await sentosa.post("/leave-balances/adjustments", {
          agentId,
          policyId,
          date: today().toString(),
          days: 1,
          reason: "x",
        })
      ).status,
    ).toBe(404);
    // The ledger is append-only for the services' role.
    await expect(
      stack.db.tenant(maju, (tx: Tx) =>
        tx.query("DELETE FROM leave_ledger WHERE agent_id = $1", [agentId]),
      ),
    ).rejects.toMatchObject({ code: "42501" });
  });

  it("summarises a worker's policies and lists balances with search, filter and sort", async () => {
    const { agentId } = await scheduledWorker(stack, maju, branchId);
    const annual = await leavePolicy(stack, maju, { agentIds: [agentId], daysPerPeriod: 12 });
    const sick = await leavePolicy(stack, maju, {
      agentIds: [agentId],
      kind: "sick",
      limited: false,
    });
    const taken = await admin.post("/leave-requests", {
      agentId,
      policyId: annual,
      from: monday(2).toString(),
      to: monday(2).add({ days: 1 }).toString(),
    });
    expect(taken.status).toBe(201);
    const asOf = monday(3).toString();
    const summary = await admin.get(`/leave-balances/summary?agentId=${agentId}&asOf=${asOf}`);
    expect(summary.status).toBe(200);
    const byId = new Map(
      summary.body["data"].map((row: { policyId: number }) => [row.policyId, row]),
    );
    expect(byId.get(annual)).toMatchObject({ limited: true, taken: 2, balance: 10, pending: 0 });
    expect(byId.get(sick)).toMatchObject({ limited: false, balance: 0 });
    const list = await admin.get(
      `/leave-balances/list?q=${agentId}&policyId=${annual}&asOf=${asOf}&sort=-balance`,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body["data"]).toMatchObject({ totalItems: 1, limit: 10, page: 1 });
    expect(list.body["data"].items[0]).toMatchObject({
      agentId,
      policyId: annual,
      accrued: 12,
      taken: 2,
      adjusted: 0,
      balance: 10,
    });
    expect((await admin.get("/leave-balances/list?sort=salary")).status).toBe(400);
  });
});

describe("collective leave (cuti bersama) by the daily job", () => {
  /** A Monday-to-Friday day at least `n` days ago. */
  function pastWeekday(n: number) {
    let date = today().subtract({ days: n });
    while (date.dayOfWeek > 5) date = date.subtract({ days: 1 });
    return date.toString();
  }

  it("deducts a collective-leave day not worked from annual leave once; a worked one deducts nothing", async () => {
    await stack.owner.query("UPDATE leave_policies SET status = 'inactive' WHERE client_id = $1", [
      maju,
    ]);
    const cuti = pastWeekday(5);
    const restDay = await scheduledWorker(stack, maju, branchId);
    const worked = await scheduledWorker(stack, maju, branchId);
    const late = await scheduledWorker(stack, maju, branchId);
    const onLeave = await scheduledWorker(stack, maju, branchId);
    const agentIds = [restDay, worked, late, onLeave].map((w) => w.agentId);
    const annual = await leavePolicy(stack, maju, { countHolidays: true, agentIds });
    const sick = await leavePolicy(stack, maju, { kind: "sick", agentIds });
    for (const w of [restDay, worked, late, onLeave])
      await stack.owner.query(
        `UPDATE employee_schedule_days SET day_type = 'collective_leave', shift_id = NULL
         WHERE agent_id = $1 AND date = $2`,
        [w.agentId, cuti],
      );
    // A leave request over the day that counts it already takes it.
    const leave = await admin.post("/leave-requests", {
      agentId: onLeave.agentId,
      policyId: annual,
      from: cuti,
      to: cuti,
    });
    expect(leave.status, JSON.stringify(leave.body)).toBe(201);
    const checkIn = (agentId: number) =>
      stack.db.tenant(maju, async (tx: Tx) => {
        const record = await ensureRecord(tx, maju, agentId, cuti);
        await tx.query(
          `UPDATE attendance_records SET check_in_at = ($2::date + time '08:00') AT TIME ZONE 'Asia/Jakarta',
             check_out_at = ($2::date + time '17:00') AT TIME ZONE 'Asia/Jakarta' WHERE id = $1`,
          [record.id, cuti],
        );
        return recomputeRecord(tx, maju, record.id, { kind: "system" }, "test_check_in");
      });
    // Worked, the day is a normal working day (waiting for approval without a policy), not overtime.
    expect((await checkIn(worked.agentId)).status).toBe("pending");

    const before = (await balanceOf(restDay.agentId, annual)).balance;
    const first = await runLeaveDaily(stack.db, { clientIds: [maju] });
    expect(first.collectiveLeave).toBe(2); // restDay and late
    const entry = (await balanceOf(restDay.agentId, annual)).entries.find(
      (e) => e.kind === "collective_leave",
    );
    expect(entry).toMatchObject({ date: cuti, days: -1 });
    expect((await balanceOf(restDay.agentId, annual)).balance).toBe(before - 1);
    expect(
      (await balanceOf(restDay.agentId, sick)).entries.some((e) => e.kind === "collective_leave"),
    ).toBe(false);
    const kinds = async (agentId: number) =>
      (await balanceOf(agentId, annual)).entries.map((e) => e.kind);
    expect(await kinds(worked.agentId)).not.toContain("collective_leave");
    expect((await kinds(onLeave.agentId)).filter((k) => k === "collective_leave")).toEqual([]);
    expect((await kinds(onLeave.agentId)).filter((k) => k === "taken")).toHaveLength(1);

    // Run again: nothing more.
    const again = await runLeaveDaily(stack.db, { clientIds: [maju] });
    expect(again).toMatchObject({ collectiveLeave: 0, reversed: 0 });
    expect((await balanceOf(restDay.agentId, annual)).balance).toBe(before - 1);

    // A check-in arriving later for the day gives the day back.
    await checkIn(late.agentId);
    const third = await runLeaveDaily(stack.db, { clientIds: [maju] });
    expect(third.reversed).toBe(1);
    const lateBalance = await balanceOf(late.agentId, annual);
    expect(lateBalance.balance).toBe(before);
    expect(lateBalance.balance).toBe(sum(lateBalance));
  });

  it("without a schedule day, follows the holiday calendar's collective-leave days", async () => {
    await stack.owner.query("UPDATE leave_policies SET status = 'inactive' WHERE client_id = $1", [
      maju,
    ]);
    const date = pastWeekday(8);
    await stack.owner.query(
      `INSERT INTO holidays (client_id, date, name, kind) VALUES ($1, $2, $3, 'collective_leave')`,
      [maju, date, `Cuti bersama test ${date}`],
    );
    const agentId = await ownerAgent(stack, maju, branchId);
    const annual = await leavePolicy(stack, maju, { agentIds: [agentId] });
    await runLeaveDaily(stack.db, { clientIds: [maju] });
    const entries = (await balanceOf(agentId, annual)).entries.filter(
      (e) => e.kind === "collective_leave",
    );
    expect(entries).toEqual([
      expect.objectContaining({
        date,
        days: -1,
        reason: `Collective leave (cuti bersama) on ${date}: Cuti bersama test ${date}`,
      }),
    ]);
  });
});

describe("the demo seed", () => {
  it("posted accruals and made approved, pending and rejected requests through the flow", async () => {
    // The demo (services/db/seed.ts) already ran seedLeave over the seeded leave policies.
    const sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
    const statuses = await stack.owner.query<{ status: string; paid: boolean | null }>(
      "SELECT status, paid FROM leave_requests WHERE client_id = $1 ORDER BY id",
      [sentosaId],
    );
    expect(statuses.rows).toEqual([
      { status: "approved", paid: true },
      { status: "approved", paid: false },
      { status: "pending", paid: null },
      { status: "pending", paid: null },
      { status: "rejected", paid: null },
    ]);
    const annual = await stack.owner.query<{ id: number }>(
      "SELECT id FROM leave_policies WHERE client_id = $1 AND kind = 'annual' ORDER BY id LIMIT 1",
      [sentosaId],
    );
    const taken = await stack.owner.query(
      "SELECT 1 FROM leave_ledger WHERE client_id = $1 AND leave_policy_id = $2 AND kind = 'taken'",
      [sentosaId, annual.rows[0]!.id],
    );
    expect(taken.rowCount).toBeGreaterThanOrEqual(1);
    const accruals = await stack.owner.query(
      "SELECT 1 FROM leave_ledger WHERE client_id = $1 AND kind = 'accrual'",
      [sentosaId],
    );
    expect(accruals.rowCount).toBeGreaterThan(0);
    // Again: nothing more.
    await stack.owner.query("BEGIN");
    try {
      expect(await seedLeave(stack.owner, new Map([["PT Sentosa Abadi", sentosaId]]))).toBe(0);
    } finally {
      await stack.owner.query("ROLLBACK");
    }
  });
});
