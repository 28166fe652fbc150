import { BRANCH_ZONES, evaluateRecord, localDate } from "../../../domain/attendance/record.ts";
import type { AttendanceFlag } from "../../../domain/attendance/statuses.ts";
import type { Db, Tx } from "../../db/pool.ts";
import type { LivePublisher } from "../../shared/live.ts";
import {
  NEW_RECORD_COLUMNS,
  newRecordValues,
  RECORD_CONTEXT_SQL,
  type RecordContextRow,
  recordInputOf,
} from "./records.ts";

/**
 * Issue 14: the attendance job, run every minute (queue "attendance-tick", services/jobs) and
 * callable directly (tests, the simulator). For every active client, in batched SQL:
 *
 * 1. materialise: the records of yesterday and today (in each branch's zone) for every active
 *    worker with a schedule day — waiting_for_checkin on a working day, day_off otherwise;
 * 2. auto check-out: a record checked in and never out whose shift's check-out window has
 *    closed is checked out at the shift's end, flagged auto_checked_out (RULES.md §4.3 "auto
 *    clock-out at end-of-shift time … flagged"; Horilla `auto_punch_out_time`);
 * 3. absent: a working day without a check-in whose check-out window has closed is marked
 *    absent — status rejected (shown Absent), flag absent_marked (RULES.md §4.1 Frappe marks
 *    absence only after the shift).
 *
 * Each step is idempotent (ON CONFLICT DO NOTHING; a record once closed no longer matches) and
 * works in batches of BATCH rows under FOR UPDATE SKIP LOCKED, so a check-in racing the job
 * either waits or finds the record changed (services/hcm/agent/attendance.ts re-reads it).
 * Statuses come from the one rule (domain/attendance/record.ts evaluateRecord).
 * Decision: records without a shift (unscheduled work, work on a day off) are not closed by
 * the job — there is no shift end to close them at; the approver sees them open.
 */
const BATCH = 2000;

export type TickResult = { created: number; autoCheckedOut: number; markedAbsent: number };

export async function runAttendanceTick(
  db: Db,
  options: { now?: Date; live?: LivePublisher; clientIds?: number[] } = {},
): Promise<TickResult> {
  const now = options.now ?? new Date();
  const clients =
    options.clientIds ??
    // clients is under forced RLS: the app role lists them through a definer function (0026).
    (
      await db.pool.query<{ client_id: number }>("SELECT client_id FROM attendance_tick_clients()")
    ).rows.map((row) => row.client_id);
  const total: TickResult = { created: 0, autoCheckedOut: 0, markedAbsent: 0 };
  for (const clientId of clients) {
    const dates = new Set<string>();
    const created = await db.tenant(clientId, (tx) => materialise(tx, clientId, now));
    total.created += created;
    for (const step of ["auto_check_out", "mark_absent"] as const) {
      for (;;) {
        const done = await db.tenant(clientId, (tx) => closeBatch(tx, clientId, now, step));
        for (const date of done.dates) dates.add(date);
        if (step === "auto_check_out") total.autoCheckedOut += done.count;
        else total.markedAbsent += done.count;
        if (done.count < BATCH) break;
      }
    }
    if (dates.size > 0) options.live?.changed(clientId, { type: "attendance", dates: [...dates] });
  }
  return total;
}

/** Yesterday's and today's records in every zone, for workers with a schedule day. */
async function materialise(tx: Tx, clientId: number, now: Date): Promise<number> {
  const days = new Set<string>();
  for (const zone of BRANCH_ZONES) {
    const today = localDate(now, zone);
    days.add(today);
    days.add(localDate(new Date(now.getTime() - 86_400_000), zone));
  }
  const result = await tx.query(
    `INSERT INTO attendance_records (${NEW_RECORD_COLUMNS})
     SELECT ${newRecordValues("d.date")}
     FROM employee_schedule_days d
     JOIN agents a ON a.client_id = d.client_id AND a.id = d.agent_id AND a.worker_status = 'active'
     JOIN branches b ON b.client_id = a.client_id AND b.id = a.branch_id
     LEFT JOIN shifts s ON s.client_id = d.client_id AND s.id = d.shift_id
     WHERE d.client_id = $1 AND d.date = ANY($2::date[])
       AND d.date BETWEEN (($3::timestamptz - interval '1 day') AT TIME ZONE b.timezone)::date
                      AND ($3::timestamptz AT TIME ZONE b.timezone)::date
       -- Every minute after the first, nearly all exist: skip them before the insert.
       AND NOT EXISTS (SELECT 1 FROM attendance_records r
         WHERE r.client_id = d.client_id AND r.agent_id = d.agent_id AND r.date = d.date)
     ON CONFLICT (client_id, agent_id, date) DO NOTHING`,
    [clientId, [...days], now],
  );
  return result.rowCount ?? 0;
}

/**
 * One batch of records whose check-out window has closed: open ones (checked in, not out) are
 * checked out at the shift's end, or ones never checked in are marked absent.
 */
async function closeBatch(
  tx: Tx,
  clientId: number,
  now: Date,
  step: "auto_check_out" | "mark_absent",
): Promise<{ count: number; dates: string[] }> {
  const which =
    step === "auto_check_out"
      ? "r.status = 'waiting_for_checkout' AND r.check_in_at IS NOT NULL AND r.check_out_at IS NULL"
      : "r.status = 'waiting_for_checkin' AND r.check_in_at IS NULL AND r.day_type = 'working'";
  const found = await tx.query<RecordContextRow & { scheduled_end: Date }>(
    `SELECT ${RECORD_CONTEXT_SQL}
     WHERE r.client_id = $1 AND ${which}
       AND r.status IN ('waiting_for_checkin', 'waiting_for_checkout')
       AND r.scheduled_end < $2
       AND r.scheduled_end + make_interval(mins => coalesce(s.check_out_closes_minutes_after, 0)) < $2
     ORDER BY r.scheduled_end, r.id
     LIMIT ${BATCH}
     FOR UPDATE OF r SKIP LOCKED`,
    [clientId, now],
  );
  if (found.rows.length === 0) return { count: 0, dates: [] };
  const ids: number[] = [];
  const statuses: string[] = [];
  const flags: string[] = [];
  const late: number[] = [];
  const early: number[] = [];
  const worked: number[] = [];
  const checkOuts: (Date | null)[] = [];
  const fromStatuses: string[] = [];
  for (const row of found.rows) {
    const input = recordInputOf(row);
    if (step === "auto_check_out") {
      // At the shift's end; never before the check-in (a check-in after the end).
      const out =
        row.check_in_at && row.check_in_at > row.scheduled_end
          ? row.check_in_at
          : row.scheduled_end;
      input.checkOutAt = out;
      input.autoCheckedOut = true;
      checkOuts.push(out);
    } else {
      input.absentMarked = true;
      checkOuts.push(null);
    }
    const outcome = evaluateRecord(input);
    ids.push(Number(row.id));
    statuses.push(outcome.status);
    flags.push(toPgArray(outcome.flags));
    late.push(outcome.lateMinutes);
    early.push(outcome.earlyOutMinutes);
    worked.push(outcome.workedMinutes);
    fromStatuses.push(row.status);
  }
  await tx.query(
    `WITH input AS (
       SELECT * FROM unnest($2::bigint[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[],
         $8::timestamptz[], $9::text[]) AS t(id, status, flags, late, early, worked, out_at, from_status)
     ), updated AS (
       UPDATE attendance_records r SET status = i.status, flags = i.flags::text[],
         late_minutes = i.late, early_out_minutes = i.early, worked_minutes = i.worked,
         check_out_at = coalesce(i.out_at, r.check_out_at), version = r.version + 1, updated_at = now()
       FROM input i WHERE r.client_id = $1 AND r.id = i.id
       RETURNING r.id, r.status
     )
     INSERT INTO attendance_record_actions (client_id, record_id, actor, action, from_status, to_status)
     SELECT $1, u.id, 'system', $10, i.from_status, u.status FROM updated u JOIN input i ON i.id = u.id`,
    [clientId, ids, statuses, flags, late, early, worked, checkOuts, fromStatuses, step],
  );
  return { count: found.rows.length, dates: [...new Set(found.rows.map((row) => row.date))] };
}

/** A text[] literal of flags (plain identifiers, no quoting needed). */
const toPgArray = (values: readonly AttendanceFlag[]) => `{${values.join(",")}}`;
