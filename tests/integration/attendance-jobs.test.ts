import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "../../domain/attendance/record.ts";
import { runAttendanceTick } from "../../services/hcm/attendance/jobs.ts";
import { ensureRecord } from "../../services/hcm/attendance/records.ts";
import { startBackgroundJobs } from "../../services/jobs/index.ts";
import type { LivePublisher } from "../../services/shared/live.ts";
import { startStack, type TestStack } from "../support/stack.ts";
import { policy, scheduleDay, shift, worker, zoneBranch } from "./attendance-helpers.ts";
import { clientIdOf } from "./org-helpers.ts";

/**
 * Issue 14 attendance job (services/hcm/attendance/jobs.ts), called directly with a chosen
 * `now`: materialise the day's records per branch zone, auto check-out at the shift's end
 * once the check-out window closed, mark absence; idempotent and batched.
 */
let stack: TestStack;
let maju: number;
beforeAll(async () => {
  stack = await startStack();
  maju = await clientIdOf(stack, "PT Maju Jaya");
});
afterAll(() => stack.close());

const tick = (now: string, live?: LivePublisher) =>
  runAttendanceTick(stack.db, { now: new Date(now), clientIds: [maju], ...(live ? { live } : {}) });

async function recordOf(agentId: number, date: string) {
  const { rows } = await stack.owner.query(
    `SELECT status, flags, check_in_at, check_out_at, worked_minutes, timezone
     FROM attendance_records WHERE agent_id = $1 AND date = $2`,
    [agentId, date],
  );
  return rows[0] ?? null;
}

describe("the attendance job", () => {
  it("makes the day's records per zone, closes open ones at the shift's end and marks absence", async () => {
    const day = "2026-04-06";
    const wib = await zoneBranch(stack, maju, "Asia/Jakarta");
    const wit = await zoneBranch(stack, maju, "Asia/Jayapura");
    const absent = await worker(stack, maju, wib);
    const forgot = await worker(stack, maju, wib);
    const east = await worker(stack, maju, wit);
    const resting = await worker(stack, maju, wib);
    await policy(stack, maju, [absent.id, forgot.id, east.id, resting.id]);
    const s = await shift(stack, maju, {
      start: "08:00",
      end: "17:00",
      breakMinutes: 60,
      closesAfter: 60,
    });
    for (const w of [absent, forgot, east]) await scheduleDay(stack, maju, w.id, day, s);
    await scheduleDay(stack, maju, resting.id, day, null);

    // 05:30 WIB = 07:30 WIT: the day exists in both zones.
    await tick(`${day}T05:30:00+07:00`);
    expect(await recordOf(absent.id, day)).toMatchObject({
      status: "waiting_for_checkin",
      timezone: "Asia/Jakarta",
    });
    expect(await recordOf(east.id, day)).toMatchObject({
      status: "waiting_for_checkin",
      timezone: "Asia/Jayapura",
    });
    expect(await recordOf(resting.id, day)).toMatchObject({ status: "day_off" });

    // `forgot` checked in at 08:00 and never out.
    const ref = await stack.db.tenant(maju, (tx) => ensureRecord(tx, maju, forgot.id, day));
    await stack.owner.query(
      "UPDATE attendance_records SET check_in_at = $2, status = 'waiting_for_checkout' WHERE id = $1",
      [ref.id, new Date(`${day}T08:00:00+07:00`)],
    );

    // 17:30 WIB: the window (until 18:00) is open; but WIT's closed at 18:00 WIT = 16:00 WIB.
    await tick(`${day}T17:30:00+07:00`);
    expect((await recordOf(forgot.id, day)).status).toBe("waiting_for_checkout");
    expect((await recordOf(absent.id, day)).status).toBe("waiting_for_checkin");
    expect(await recordOf(east.id, day)).toMatchObject({
      status: "rejected",
      flags: ["absent_marked"],
    });

    const changed: { clientId: number; dates?: string[] }[] = [];
    const live = {
      changed: (clientId: number, change: { dates?: string[] }) =>
        changed.push({ clientId, ...change }),
    };
    const closed = await tick(`${day}T18:01:00+07:00`, live as unknown as LivePublisher);
    expect(closed).toMatchObject({ autoCheckedOut: 1, markedAbsent: 1 });
    expect(changed).toEqual([{ clientId: maju, type: "attendance", dates: [day] }]);
    expect(await recordOf(forgot.id, day)).toMatchObject({
      status: "pending",
      flags: ["auto_checked_out"],
      check_out_at: new Date(`${day}T17:00:00+07:00`),
      worked_minutes: 8 * 60,
    });
    expect(await recordOf(absent.id, day)).toMatchObject({
      status: "rejected",
      flags: ["absent_marked"],
    });
    expect((await recordOf(resting.id, day)).status).toBe("day_off");
    const actions = await stack.owner.query(
      `SELECT a.action, a.actor, a.from_status, a.to_status FROM attendance_record_actions a
       JOIN attendance_records r ON r.id = a.record_id WHERE r.agent_id = ANY($1) ORDER BY a.id`,
      [[forgot.id, absent.id]],
    );
    expect(actions.rows).toEqual([
      {
        action: "auto_check_out",
        actor: "system",
        from_status: "waiting_for_checkout",
        to_status: "pending",
      },
      {
        action: "mark_absent",
        actor: "system",
        from_status: "waiting_for_checkin",
        to_status: "rejected",
      },
    ]);

    // Idempotent: the next minute changes nothing.
    expect(await tick(`${day}T18:02:00+07:00`)).toEqual({
      created: 0,
      autoCheckedOut: 0,
      markedAbsent: 0,
    });
  });

  it("closes a night shift only after its window on the next day", async () => {
    const day = "2026-04-07";
    const branch = await zoneBranch(stack, maju, "Asia/Makassar");
    const w = await worker(stack, maju, branch);
    const night = await shift(stack, maju, { start: "22:00", end: "06:00", closesAfter: 30 });
    await scheduleDay(stack, maju, w.id, day, night);
    await tick(`${day}T21:00:00+08:00`);
    await tick("2026-04-08T06:29:00+08:00");
    expect((await recordOf(w.id, day)).status).toBe("waiting_for_checkin");
    await tick("2026-04-08T06:31:00+08:00");
    expect((await recordOf(w.id, day)).status).toBe("rejected");
  });

  it("works in batches over thousands of workers", async () => {
    const day = "2026-04-09";
    const branch = await zoneBranch(stack, maju);
    const s = await shift(stack, maju, { start: "08:00", end: "17:00", closesAfter: 0 });
    const n = 2500;
    const { rows } = await stack.owner.query<{ id: number }>(
      `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
       SELECT $1, 'Bulk ' || g, lpad((3171000000000000 + g + $4::bigint)::text, 16, '0'),
              '89' || lpad((g + $5::bigint)::text, 9, '0'), '2024-01-01', 'pkwt', $2
       FROM generate_series(1, $3) g RETURNING id`,
      [maju, branch, n, Math.floor(Math.random() * 1e9), Math.floor(Math.random() * 1e8)],
    );
    const ids = rows.map((row) => row.id);
    await stack.owner.query(
      `INSERT INTO employee_schedule_days (client_id, agent_id, date, shift_id, day_type, source)
       SELECT $1, unnest($2::int[]), $3, $4, 'working', 'override'`,
      [maju, ids, day, s],
    );
    const made = await tick(`${day}T07:00:00+07:00`);
    expect(made.created).toBeGreaterThanOrEqual(n);
    const closed = await tick(`${day}T17:01:00+07:00`);
    expect(closed.markedAbsent).toBeGreaterThanOrEqual(n);
    const { rows: counts } = await stack.owner.query(
      "SELECT status, count(*)::int AS n FROM attendance_records WHERE agent_id = ANY($1) GROUP BY status",
      [ids],
    );
    expect(counts).toEqual([{ status: "rejected", n }]);
  });

  it("runs as the minute's pg-boss job where workers run, for every active client", async () => {
    // Today's schedule day of a new worker: the job (no client list given) must open its
    // record — the services' role lists the clients through attendance_tick_clients().
    const branch = await zoneBranch(stack, maju, "Asia/Jakarta");
    const agent = await worker(stack, maju, branch);
    const today = localDate(new Date(), "Asia/Jakarta");
    const s = await shift(stack, maju, { start: "23:00", end: "23:30" });
    await scheduleDay(stack, maju, agent.id, today, s);
    const jobs = await startBackgroundJobs({
      ownerUrl: stack.database.ownerUrl,
      db: stack.db,
      pollingIntervalSeconds: 0.2,
      attendanceTick: true,
    });
    try {
      let state: string | undefined;
      for (let i = 0; i < 150 && state !== "completed" && state !== "failed"; i++) {
        const { rows } = await stack.owner.query<{ state: string }>(
          "SELECT state FROM pgboss.job WHERE name = 'attendance-tick' ORDER BY created_on DESC LIMIT 1",
        );
        state = rows[0]?.state;
        if (state !== "completed") await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(state).toBe("completed");
      // Open (or, run late in the evening, already closed as absent): it exists either way.
      expect(await recordOf(agent.id, today)).not.toBeNull();
    } finally {
      await jobs.stop();
    }
  });
});
