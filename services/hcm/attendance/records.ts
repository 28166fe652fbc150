import type { AttendanceStatus } from "../../../domain/attendance/statuses.ts";
import type { Tx } from "../../db/pool.ts";

/**
 * Issue 14: the daily records' one door. Every part that changes what a record is built from
 * (a check-in, an approved request, a job) goes through these two functions, so a record's
 * status, flags and minutes always come from one rule (domain/attendance/record.ts).
 *
 * SEAM — the check-in part fills these in; other parts call them. Record ids are JS numbers.
 */
export type RecordActor =
  | { kind: "user"; userId: number }
  | { kind: "agent"; agentId: number }
  | { kind: "system" };

export type RecordRef = { id: number; date: string; status: AttendanceStatus; version: number };

/**
 * The record of (agent, date) — `date` the shift's start day in the branch's zone — made from
 * the worker's schedule (employee_schedule_days, holidays, branch zone) when it does not exist yet.
 */
export async function ensureRecord(
  _tx: Tx,
  _clientId: number,
  _agentId: number,
  _date: string,
): Promise<RecordRef> {
  throw new Error("ensureRecord: not built yet (issue 14 check-in part)");
}

/**
 * Re-derives a record's status, flags and minutes from its schedule, check-ins, decisions and
 * policy after its inputs changed, and writes the action to attendance_record_actions.
 */
export async function recomputeRecord(
  _tx: Tx,
  _clientId: number,
  _recordId: number,
  _actor: RecordActor,
  _action: string,
  _note?: string | null,
): Promise<RecordRef> {
  throw new Error("recomputeRecord: not built yet (issue 14 check-in part)");
}
