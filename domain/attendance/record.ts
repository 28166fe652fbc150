/**
 * Issue 14: the one rule that turns a worker's day (schedule, check-ins, the console's
 * decision, leave, a waiting request) into the daily record's status, flags and minutes.
 * Pure: services/hcm/attendance/records.ts feeds it from the database, the check-in API and
 * the jobs use it directly. Sources: RULES.md §4 (how Frappe HRMS, Horilla and the Indonesian
 * products model a day) and SPEC §4 (the status list). Decisions on open points are marked
 * "Decision:" with the RULES.md section they lean on.
 */
import { Temporal } from "temporal-polyfill";
import {
  ATTENDANCE_FLAGS,
  type AttendanceDecision,
  type AttendanceFlag,
  type AttendanceStatus,
  type DayType,
} from "./statuses.ts";

/** Indonesian zones a branch may be in (SPEC §9): WIB, WITA, WIT. */
export const BRANCH_ZONES = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura"] as const;
export type BranchZone = (typeof BRANCH_ZONES)[number];

const MINUTE_MS = 60_000;

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function localDate(instant: Date, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(zone)
    .toPlainDate()
    .toString();
}

/** YYYY-MM-DD plus some days (negative allowed). */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/**
 * A shift's instants on a day in a zone: start on `date` at the start time; end on the same
 * day, or the next one when the end time is before the start (a shift crossing midnight is
 * one record dated on its start day, RULES.md §4.1 Frappe `get_shift_timings`). The check-in
 * window opens `checkInOpensMinutesBefore` the start; the check-out window closes
 * `checkOutClosesMinutesAfter` the end (Frappe `begin_check_in_before_shift_start_time` /
 * `allow_check_out_after_shift_end_time`, Talenta's earliest clock-in / latest clock-out).
 */
export function shiftInstants(
  date: string,
  zone: string,
  shift: {
    startTime: string;
    endTime: string;
    checkInOpensMinutesBefore?: number;
    checkOutClosesMinutesAfter?: number;
  },
): { start: Date; end: Date; checkInOpens: Date; checkOutCloses: Date } {
  const day = Temporal.PlainDate.from(date);
  const startTime = Temporal.PlainTime.from(shift.startTime);
  const endTime = Temporal.PlainTime.from(shift.endTime);
  const crosses = Temporal.PlainTime.compare(endTime, startTime) <= 0;
  const start = day.toZonedDateTime({ timeZone: zone, plainTime: startTime });
  const end = (crosses ? day.add({ days: 1 }) : day).toZonedDateTime({
    timeZone: zone,
    plainTime: endTime,
  });
  const startMs = start.epochMilliseconds;
  const endMs = end.epochMilliseconds;
  return {
    start: new Date(startMs),
    end: new Date(endMs),
    checkInOpens: new Date(startMs - (shift.checkInOpensMinutesBefore ?? 0) * MINUTE_MS),
    checkOutCloses: new Date(endMs + (shift.checkOutClosesMinutesAfter ?? 0) * MINUTE_MS),
  };
}

/** What the shift says about judging the day (shifts table, migration 0014). */
export type RecordShift = {
  breakMinutes: number;
  lateGraceMinutes: number;
  earlyOutGraceMinutes: number;
  /** A flexible shift has no fixed start or end: never late, never early out. */
  flexible: boolean;
  /** Worked hours below which the day is not approved automatically (null: no threshold). */
  absentHours?: number | null;
};

export type ApprovalMode = "auto" | "manual";

/** The statuses of leave (issue 15 decides them; here they are inputs). */
export const LEAVE_STATUSES = [
  "paid_leave",
  "paid_sick_leave",
  "unpaid_leave",
  "unpaid_sick_leave",
  "half_day_paid_leave",
  "half_day_unpaid_leave",
  "half_day_paid_sick_leave",
  "half_day_unpaid_sick_leave",
  "sick_leave",
  "leave",
] as const satisfies readonly AttendanceStatus[];
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** Statuses a waiting worker request holds the day in (the requests part sets them). */
export const REQUEST_STATUSES = [
  "pending_request",
  "pending_attendance",
  "waiting_approval",
] as const satisfies readonly AttendanceStatus[];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Flags a check-in or check-out event carries onto its record. */
export const EVENT_FLAGS = [
  "outside_geofence",
  "low_accuracy",
  "mock_location",
  "invalid_selfie",
  "offline_synced",
] as const satisfies readonly AttendanceFlag[];

/**
 * Flags that stop a day from being approved automatically: someone looks first. Decision:
 * RULES.md §4.3 (Staffinc stores an invalid selfie "but flagged", outside-location check-ins
 * go to approval; StaffAny's GPS-spoof alert; auto clock-out "flagged") and §5 (an ambiguous
 * or low-accuracy fix goes to pending approval). Late, early out and offline sync are facts
 * the recap counts, not reasons to hold the day.
 */
export const REVIEW_FLAGS: readonly AttendanceFlag[] = [
  "outside_geofence",
  "low_accuracy",
  "mock_location",
  "invalid_selfie",
  "auto_checked_out",
];

export type RecordInput = {
  dayType: DayType;
  /** The shift's start and end instants (null on a day without a shift). */
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
  shift: RecordShift | null;
  checkInAt: Date | null;
  checkOutAt: Date | null;
  /** Flags of the day's check-in and check-out events (EVENT_FLAGS; others are ignored). */
  eventFlags: readonly string[];
  /** The job closed the day at the shift's end (the worker did not check out). */
  autoCheckedOut: boolean;
  /** The job found the check-out window closed without a check-in. */
  absentMarked: boolean;
  /** The worker's attendance policy's approval of check-in / check-out; null: no policy. */
  approval: { checkIn: ApprovalMode; checkOut: ApprovalMode } | null;
  /** The console's decision (Daily Approval), if any. */
  decision: AttendanceDecision | null;
  /** An approved leave on the day (issue 15). */
  leaveStatus: LeaveStatus | null;
  /** A worker request on the day waiting for approval. */
  requestStatus: RequestStatus | null;
};

export type RecordOutcome = {
  status: AttendanceStatus;
  flags: AttendanceFlag[];
  lateMinutes: number;
  earlyOutMinutes: number;
  workedMinutes: number;
};

const OFF_DAYS: readonly DayType[] = [
  "day_off",
  "national_holiday",
  "collective_leave",
  "company_holiday",
];

/** Whole minutes from a to b (floored; negative when b is before a). */
const wholeMinutes = (a: Date, b: Date) => Math.floor((b.getTime() - a.getTime()) / MINUTE_MS);

export function evaluateRecord(input: RecordInput): RecordOutcome {
  const flags = new Set<AttendanceFlag>();
  for (const flag of input.eventFlags)
    if ((EVENT_FLAGS as readonly string[]).includes(flag)) flags.add(flag as AttendanceFlag);

  const working = input.dayType === "working";
  const timed =
    working && input.shift !== null && !input.shift.flexible && input.scheduledStart !== null;

  // Late: minutes count from the shift's start; the grace only decides whether the worker is
  // late at all (issue 14; RULES.md §4.3 "late tolerance": 08:30 vs 08:00 is 30 minutes
  // late when the tolerance is passed). Decision: whole minutes, so 08:00:59 is 0 minutes and
  // on time with no grace (Frappe compares to the minute too).
  let lateMinutes = 0;
  if (timed && input.checkInAt && input.scheduledStart) {
    const minutes = wholeMinutes(input.scheduledStart, input.checkInAt);
    if (minutes > (input.shift?.lateGraceMinutes ?? 0)) {
      lateMinutes = minutes;
      flags.add("late");
    }
  }

  // Early out likewise, from the shift's end; never for the job's own check-out (made at the
  // shift's end), RULES.md §4.1 Frappe `early_exit_grace_period`.
  let earlyOutMinutes = 0;
  if (timed && input.checkOutAt && input.scheduledEnd && !input.autoCheckedOut) {
    const minutes = wholeMinutes(input.checkOutAt, input.scheduledEnd);
    if (minutes > (input.shift?.earlyOutGraceMinutes ?? 0)) {
      earlyOutMinutes = minutes;
      flags.add("early_out");
    }
  }

  // Worked: check-out − check-in − the shift's break (issue 14). Decision: the break is taken
  // off whatever the span (Frappe/Horilla deduct a fixed break), never below zero; a day off
  // has no shift and so no break.
  let workedMinutes = 0;
  if (input.checkInAt && input.checkOutAt) {
    const span = wholeMinutes(input.checkInAt, input.checkOutAt);
    workedMinutes = Math.max(0, span - (working ? (input.shift?.breakMinutes ?? 0) : 0));
  }

  if (input.autoCheckedOut && input.checkOutAt) flags.add("auto_checked_out");
  if (input.absentMarked && !input.checkInAt) flags.add("absent_marked");

  const result = (status: AttendanceStatus): RecordOutcome => ({
    status,
    flags: ATTENDANCE_FLAGS.filter((flag) => flags.has(flag)),
    lateMinutes,
    earlyOutMinutes,
    workedMinutes,
  });

  const worked = input.checkInAt !== null;
  // Decision: a collective-leave day (cuti bersama) worked is a normal working day, not
  // rest-day overtime: RULES.md §2 (SE Menaker: cuti bersama is part of annual leave and
  // optional for private employers; working it deducts nothing and is paid as a normal day).
  // Not worked, it stays a day off here (issue 15's job deducts it from annual leave).
  const offDay =
    OFF_DAYS.includes(input.dayType) && !(input.dayType === "collective_leave" && worked);

  // Decision: an approved leave names the day whatever else happened (RULES.md §4.1 Frappe
  // "On Leave" replaces Present/Absent), then a waiting request holds it (SPEC §8: a request
  // must be validated before the day), then the console's decision, then the computed state.
  if (input.leaveStatus) return result(input.leaveStatus);
  if (input.requestStatus) return result(input.requestStatus);
  if (input.decision === "approve") return result(offDay && worked ? "overtime" : "approved");
  if (input.decision === "reject") return result("rejected");
  if (input.decision === "need_revision") return result("need_revision");

  if (!worked) {
    if (offDay || input.dayType === "unscheduled") return result("day_off");
    // Absent only once the job saw the check-out window close (RULES.md §4.1 Frappe marks
    // absence only after the shift, waiting for late records).
    return result(input.absentMarked ? "rejected" : "waiting_for_checkin");
  }
  if (!input.checkOutAt) return result("waiting_for_checkout");

  // Decision: work on a day off or a holiday waits for approval as day_off_with_overtime;
  // approved it becomes `overtime` (RULES.md §1: rest-day and holiday work is overtime).
  if (offDay) return result("day_off_with_overtime");
  // Work nobody scheduled is always looked at (RULES.md §4.3 StaffAny unscheduled clock-in).
  if (input.dayType === "unscheduled") return result("pending");

  // Decision: without a policy nothing is approved automatically; with one, each of check-in
  // and check-out follows its own approval mode (RULES.md §4.3 Staffinc per-feature approval).
  const manual =
    input.approval === null ||
    input.approval.checkIn === "manual" ||
    input.approval.checkOut === "manual";
  const flagged = REVIEW_FLAGS.some((flag) => flags.has(flag));
  // Below the shift's absent threshold the day is not approved automatically (RULES.md §4.1
  // Frappe `working_hours_threshold_for_absent`); the approver decides.
  const tooShort =
    input.shift?.absentHours != null &&
    input.shift.absentHours > 0 &&
    workedMinutes < input.shift.absentHours * 60;
  return result(manual || flagged || tooShort ? "pending" : "approved");
}
