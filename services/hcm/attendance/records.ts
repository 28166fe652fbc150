import {
  evaluateRecord,
  type LeaveStatus,
  type RecordInput,
  type RecordOutcome,
  type RequestStatus,
} from "../../../domain/attendance/record.ts";
import {
  ATTENDANCE_DECISIONS,
  type AttendanceDecision,
  type AttendanceStatus,
  type DayType,
} from "../../../domain/attendance/statuses.ts";
import type { Tx } from "../../db/pool.ts";
import { syncAutomaticOvertime } from "../overtime/requests/automatic.ts";

/**
 * Issue 14: the daily records' one door. Every part that changes what a record is built from
 * (a check-in, an approved request, a job) goes through these two functions, so a record's
 * status, flags and minutes always come from one rule (domain/attendance/record.ts).
 *
 * Record ids are JS numbers. How the other parts feed the rule:
 * - a console decision: `recomputeRecord(tx, clientId, id, { kind: "user", userId },
 *   "approve" | "reject" | "need_revision", note)` stores the decision (attendance_records
 *   .decision, decided_by, decided_at, decision_note) and the status follows it; the action
 *   "clear_decision" removes it again;
 * - an approved leave (issue 15): set attendance_records.leave_status, then recompute;
 * - a waiting worker request: set attendance_records.request_status ('pending_request', ...)
 *   while it waits and back to NULL when it ends, then recompute;
 * - check-ins (check_in_at, check_out_at, the events' flags) and the jobs' auto_checked_out /
 *   absent_marked flags are written by this part.
 */
export type RecordActor =
  | { kind: "user"; userId: number }
  | { kind: "agent"; agentId: number }
  | { kind: "system" };

export type RecordRef = { id: number; date: string; status: AttendanceStatus; version: number };

/**
 * The columns a new record takes from the schedule, as SQL over `a` (agents), `b` (the
 * agent's branch), `d` (employee_schedule_days, LEFT JOIN) and `s` (shifts, LEFT JOIN), for
 * the day `$day`: the shift's instants in the branch's zone (Indonesia has no DST, so the
 * zone's wall clock converts the same way Temporal does, domain/attendance/record.ts).
 */
export const NEW_RECORD_COLUMNS =
  "client_id, agent_id, date, branch_id, timezone, shift_id, day_type, scheduled_start, scheduled_end, status";
export function newRecordValues(day: string): string {
  return `a.client_id, a.id, ${day}, a.branch_id, b.timezone, d.shift_id,
    coalesce(d.day_type, 'unscheduled'),
    CASE WHEN s.id IS NOT NULL THEN (${day} + s.start_time) AT TIME ZONE b.timezone END,
    CASE WHEN s.id IS NOT NULL THEN
      (${day} + CASE WHEN s.end_time <= s.start_time THEN 1 ELSE 0 END + s.end_time) AT TIME ZONE b.timezone END,
    CASE WHEN d.day_type = 'working' THEN 'waiting_for_checkin' ELSE 'day_off' END`;
}

type RefRow = { id: string; date: string; status: AttendanceStatus; version: number };
const toRef = (row: RefRow): RecordRef => ({
  id: Number(row.id),
  date: row.date,
  status: row.status,
  version: row.version,
});

/**
 * The record of (agent, date) — `date` the shift's start day in the branch's zone — made from
 * the worker's schedule (employee_schedule_days, holidays, branch zone) when it does not exist yet.
 */
export async function ensureRecord(
  tx: Tx,
  clientId: number,
  agentId: number,
  date: string,
): Promise<RecordRef> {
  const created = await tx.query<RefRow>(
    `INSERT INTO attendance_records (${NEW_RECORD_COLUMNS})
     SELECT ${newRecordValues("$3::date")}
     FROM agents a
     JOIN branches b ON b.client_id = a.client_id AND b.id = a.branch_id
     LEFT JOIN employee_schedule_days d
       ON d.client_id = a.client_id AND d.agent_id = a.id AND d.date = $3::date
     LEFT JOIN shifts s ON s.client_id = d.client_id AND s.id = d.shift_id
     WHERE a.client_id = $1 AND a.id = $2
     ON CONFLICT (client_id, agent_id, date) DO NOTHING
     RETURNING id, date::text AS date, status, version`,
    [clientId, agentId, date],
  );
  if (created.rows[0]) return toRef(created.rows[0]);
  const found = await tx.query<RefRow>(
    `SELECT id, date::text AS date, status, version FROM attendance_records
     WHERE client_id = $1 AND agent_id = $2 AND date = $3::date`,
    [clientId, agentId, date],
  );
  if (!found.rows[0]) throw new Error(`ensureRecord: agent ${agentId} not found`);
  return toRef(found.rows[0]);
}

/** What the rule needs about a record, as the context query reads it. */
export type RecordContextRow = {
  id: string;
  date: string;
  status: AttendanceStatus;
  version: number;
  day_type: DayType;
  scheduled_start: Date | null;
  scheduled_end: Date | null;
  check_in_at: Date | null;
  check_out_at: Date | null;
  flags: string[];
  decision: AttendanceDecision | null;
  leave_status: LeaveStatus | null;
  request_status: RequestStatus | null;
  break_minutes: number | null;
  late_grace_minutes: number | null;
  early_out_grace_minutes: number | null;
  flexible: boolean | null;
  absent_hours: string | null;
  approval_check_in: "auto" | "manual" | null;
  approval_check_out: "auto" | "manual" | null;
  event_flags: string[];
};

/**
 * SELECT list and joins of the rule's context of records `r` (FROM attendance_records r …):
 * the shift, the worker's policy (the one naming them, else their branch's; like
 * places/policyRepo.ts policyForAgent) and the flags of the record's events.
 */
export const RECORD_CONTEXT_SQL = `
  r.id, r.date::text AS date, r.status, r.version, r.day_type, r.scheduled_start, r.scheduled_end,
  r.check_in_at, r.check_out_at, r.flags, r.decision, r.leave_status, r.request_status,
  s.break_minutes, s.late_grace_minutes, s.early_out_grace_minutes, s.flexible,
  s.absent_hours::text AS absent_hours,
  p.approval_check_in, p.approval_check_out,
  ARRAY(SELECT DISTINCT f FROM attendance_events e, unnest(e.flags) f
        WHERE e.client_id = r.client_id AND e.record_id = r.id) AS event_flags
  FROM attendance_records r
  LEFT JOIN shifts s ON s.client_id = r.client_id AND s.id = r.shift_id
  LEFT JOIN agents ag ON ag.client_id = r.client_id AND ag.id = r.agent_id
  LEFT JOIN attendance_policies p ON p.client_id = r.client_id AND p.id = coalesce(
    (SELECT pa.attendance_policy_id FROM attendance_policy_agents pa
      WHERE pa.client_id = r.client_id AND pa.agent_id = r.agent_id),
    (SELECT pb.attendance_policy_id FROM attendance_policy_branches pb
      WHERE pb.client_id = r.client_id AND pb.branch_id = ag.branch_id))`;

/** The rule's input from a context row (the job's flags come from the record itself). */
export function recordInputOf(row: RecordContextRow): RecordInput {
  return {
    dayType: row.day_type,
    scheduledStart: row.scheduled_start,
    scheduledEnd: row.scheduled_end,
    shift:
      row.break_minutes === null
        ? null
        : {
            breakMinutes: row.break_minutes,
            lateGraceMinutes: row.late_grace_minutes ?? 0,
            earlyOutGraceMinutes: row.early_out_grace_minutes ?? 0,
            flexible: row.flexible ?? false,
            absentHours: row.absent_hours === null ? null : Number(row.absent_hours),
          },
    checkInAt: row.check_in_at,
    checkOutAt: row.check_out_at,
    eventFlags: row.event_flags,
    autoCheckedOut: row.flags.includes("auto_checked_out"),
    absentMarked: row.flags.includes("absent_marked"),
    approval:
      row.approval_check_in === null || row.approval_check_out === null
        ? null
        : { checkIn: row.approval_check_in, checkOut: row.approval_check_out },
    decision: row.decision,
    leaveStatus: row.leave_status,
    requestStatus: row.request_status,
  };
}

const isDecision = (action: string): action is AttendanceDecision =>
  (ATTENDANCE_DECISIONS as readonly string[]).includes(action);

/** Writes an outcome onto a record (version + 1) and the action to its timeline. */
export async function writeOutcome(
  tx: Tx,
  clientId: number,
  recordId: number,
  fromStatus: AttendanceStatus | null,
  outcome: RecordOutcome,
  actor: RecordActor,
  action: string,
  note: string | null,
): Promise<RecordRef> {
  const updated = await tx.query<RefRow>(
    `WITH updated AS (
       UPDATE attendance_records SET status = $3, flags = $4, late_minutes = $5,
         early_out_minutes = $6, worked_minutes = $7, version = version + 1, updated_at = now()
       WHERE client_id = $1 AND id = $2
       RETURNING id, date::text AS date, status, version
     ), action AS (
       INSERT INTO attendance_record_actions
         (client_id, record_id, actor, actor_user_id, action, from_status, to_status, note)
       SELECT $1, id, $8, $9, $10, $11, status, $12 FROM updated
     )
     SELECT * FROM updated`,
    [
      clientId,
      recordId,
      outcome.status,
      outcome.flags,
      outcome.lateMinutes,
      outcome.earlyOutMinutes,
      outcome.workedMinutes,
      actor.kind,
      actor.kind === "user" ? actor.userId : null,
      action.slice(0, 40),
      fromStatus,
      note,
    ],
  );
  const row = updated.rows[0];
  if (!row) throw new Error(`recomputeRecord: record ${recordId} not found`);
  return toRef(row);
}

/**
 * Re-derives a record's status, flags and minutes from its schedule, check-ins, decisions and
 * policy after its inputs changed, and writes the action to attendance_record_actions.
 * A decision action by a user ("approve", "reject", "need_revision") is stored first;
 * "clear_decision" removes it.
 */
export async function recomputeRecord(
  tx: Tx,
  clientId: number,
  recordId: number,
  actor: RecordActor,
  action: string,
  note?: string | null,
): Promise<RecordRef> {
  if (isDecision(action))
    await tx.query(
      `UPDATE attendance_records SET decision = $3, decided_by = $4, decided_at = now(),
         decision_note = $5
       WHERE client_id = $1 AND id = $2`,
      [clientId, recordId, action, actor.kind === "user" ? actor.userId : null, note ?? null],
    );
  else if (action === "clear_decision")
    await tx.query(
      `UPDATE attendance_records SET decision = NULL, decided_by = NULL, decided_at = NULL,
         decision_note = NULL
       WHERE client_id = $1 AND id = $2`,
      [clientId, recordId],
    );
  const found = await tx.query<RecordContextRow>(
    `SELECT ${RECORD_CONTEXT_SQL} WHERE r.client_id = $1 AND r.id = $2 FOR UPDATE OF r`,
    [clientId, recordId],
  );
  const row = found.rows[0];
  if (!row) throw new Error(`recomputeRecord: record ${recordId} not found`);
  const outcome = evaluateRecord(recordInputOf(row));
  const ref = await writeOutcome(
    tx,
    clientId,
    recordId,
    row.status,
    outcome,
    actor,
    action,
    note ?? null,
  );
  // Issue 15: a day validated (or no longer) keeps its automatic overtime in step.
  await syncAutomaticOvertime(tx, clientId, recordId, row.status, ref.status);
  return ref;
}
