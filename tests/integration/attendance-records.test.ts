import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureRecord, recomputeRecord } from "../../services/hcm/attendance/records.ts";
import { startStack, type TestStack } from "../support/stack.ts";
import { policy, scheduleDay, shift, worker, zoneBranch } from "./attendance-helpers.ts";
import { clientIdOf } from "./org-helpers.ts";

/** services/hcm/attendance/records.ts: the records seam other parts of issue 14 call. */
let stack: TestStack;
let maju: number;
beforeAll(async () => {
  stack = await startStack();
  maju = await clientIdOf(stack, "PT Maju Jaya");
});
afterAll(() => stack.close());

describe("ensureRecord and recomputeRecord", () => {
  it("makes a record from the schedule in the branch's zone, once", async () => {
    const branch = await zoneBranch(stack, maju, "Asia/Makassar");
    const agent = await worker(stack, maju, branch);
    const night = await shift(stack, maju, { start: "22:00", end: "06:00", breakMinutes: 30 });
    await scheduleDay(stack, maju, agent.id, "2026-03-02", night);
    const first = await stack.db.tenant(maju, (tx) =>
      ensureRecord(tx, maju, agent.id, "2026-03-02"),
    );
    expect(first).toMatchObject({ date: "2026-03-02", status: "waiting_for_checkin", version: 1 });
    const again = await stack.db.tenant(maju, (tx) =>
      ensureRecord(tx, maju, agent.id, "2026-03-02"),
    );
    expect(again).toEqual(first);
    const { rows } = await stack.owner.query(
      "SELECT timezone, day_type, scheduled_start, scheduled_end FROM attendance_records WHERE id = $1",
      [first.id],
    );
    expect(rows[0]).toEqual({
      timezone: "Asia/Makassar",
      day_type: "working",
      scheduled_start: new Date("2026-03-02T14:00:00Z"),
      scheduled_end: new Date("2026-03-02T22:00:00Z"),
    });
    // No schedule: an unscheduled day off.
    const free = await stack.db.tenant(maju, (tx) =>
      ensureRecord(tx, maju, agent.id, "2026-03-03"),
    );
    expect(free.status).toBe("day_off");
  });

  it("recomputes from check-ins and stores a console decision with its timeline", async () => {
    const branch = await zoneBranch(stack, maju);
    const agent = await worker(stack, maju, branch);
    await policy(stack, maju, [agent.id], { approval: "manual" });
    const day = await shift(stack, maju, { start: "08:00", end: "17:00", breakMinutes: 60 });
    await scheduleDay(stack, maju, agent.id, "2026-03-02", day);
    const ref = await stack.db.tenant(maju, (tx) => ensureRecord(tx, maju, agent.id, "2026-03-02"));
    await stack.owner.query(
      `UPDATE attendance_records SET check_in_at = '2026-03-02T01:20:00Z',
         check_out_at = '2026-03-02T10:00:00Z' WHERE id = $1`,
      [ref.id],
    );
    const pending = await stack.db.tenant(maju, (tx) =>
      recomputeRecord(tx, maju, ref.id, { kind: "system" }, "test"),
    );
    expect(pending).toMatchObject({ status: "pending", version: 2 });
    const { rows: userRows } = await stack.owner.query<{ id: number }>(
      "SELECT id FROM users WHERE client_id = $1 ORDER BY id LIMIT 1",
      [maju],
    );
    const userId = userRows[0]!.id;
    const approved = await stack.db.tenant(maju, (tx) =>
      recomputeRecord(tx, maju, ref.id, { kind: "user", userId }, "approve", "ok"),
    );
    expect(approved).toMatchObject({ status: "approved", version: 3 });
    const { rows } = await stack.owner.query(
      `SELECT status, flags, late_minutes, worked_minutes, decision, decided_by, decision_note
       FROM attendance_records WHERE id = $1`,
      [ref.id],
    );
    expect(rows[0]).toEqual({
      status: "approved",
      flags: ["late"],
      late_minutes: 20,
      worked_minutes: 8 * 60 + 40 - 60,
      decision: "approve",
      decided_by: userId,
      decision_note: "ok",
    });
    const actions = await stack.owner.query(
      "SELECT actor, action, from_status, to_status FROM attendance_record_actions WHERE record_id = $1 ORDER BY id",
      [ref.id],
    );
    expect(actions.rows).toEqual([
      { actor: "system", action: "test", from_status: "waiting_for_checkin", to_status: "pending" },
      { actor: "user", action: "approve", from_status: "pending", to_status: "approved" },
    ]);
  });
});
