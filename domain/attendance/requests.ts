/**
 * Issue 14: a worker's attendance requests (RULES.md §4.3/§4.4) — which fields each type
 * needs, which it refuses, and what an approved request does to the day's record. Pure
 * TypeScript; the hcm service checks the same against the client's data (shift, branch,
 * the record of the day, pending disputes).
 */
import { Temporal } from "temporal-polyfill";
import type { AttendanceStatus } from "./statuses.ts";

export const WORKER_REQUEST_TYPES = [
  "shift",
  "branch",
  "shift_branch",
  "new_attendance",
  "new_attendance_branch",
  "dispute",
] as const;
export type WorkerRequestType = (typeof WORKER_REQUEST_TYPES)[number];

export const DISPUTE_STATUSES = ["present", "leave", "absent"] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** The record status an approved dispute sets outright (Staffinc: Present / Leave / Absent). */
export const DISPUTE_RECORD_STATUS: Readonly<Record<DisputeStatus, AttendanceStatus>> = {
  present: "approved",
  leave: "leave",
  absent: "rejected",
};

export const DISPUTE_STATUS_LABELS: Readonly<Record<DisputeStatus, { en: string; id: string }>> = {
  present: { en: "Present", id: "Hadir" },
  leave: { en: "Leave", id: "Cuti" },
  absent: { en: "Absent", id: "Tidak Hadir" },
};

export const REQUEST_STATUS_LABELS: Readonly<
  Record<"pending" | "approved" | "rejected" | "cancelled", { en: string; id: string }>
> = {
  pending: { en: "Pending", id: "Menunggu" },
  approved: { en: "Approved", id: "Disetujui" },
  rejected: { en: "Rejected", id: "Ditolak" },
  cancelled: { en: "Cancelled", id: "Dibatalkan" },
};

export const REQUEST_REASON_MAX = 1000;
/** How far ahead a shift or branch change may be asked for. */
export const REQUEST_DAYS_AHEAD_MAX = 60;
/** A new attendance covers at most one day's work. */
export const NEW_ATTENDANCE_HOURS_MAX = 24;

/** Which of the optional fields each type needs ("required") or refuses ("forbidden"). */
const FIELDS: Readonly<
  Record<
    WorkerRequestType,
    Record<
      "shiftId" | "branchId" | "checkInAt" | "checkOutAt" | "disputeStatus",
      "required" | "optional" | "forbidden"
    >
  >
> = {
  shift: {
    shiftId: "required",
    branchId: "forbidden",
    checkInAt: "forbidden",
    checkOutAt: "forbidden",
    disputeStatus: "forbidden",
  },
  branch: {
    shiftId: "forbidden",
    branchId: "required",
    checkInAt: "forbidden",
    checkOutAt: "forbidden",
    disputeStatus: "forbidden",
  },
  shift_branch: {
    shiftId: "required",
    branchId: "required",
    checkInAt: "forbidden",
    checkOutAt: "forbidden",
    disputeStatus: "forbidden",
  },
  new_attendance: {
    shiftId: "optional",
    branchId: "forbidden",
    checkInAt: "required",
    checkOutAt: "optional",
    disputeStatus: "forbidden",
  },
  new_attendance_branch: {
    shiftId: "optional",
    branchId: "required",
    checkInAt: "required",
    checkOutAt: "optional",
    disputeStatus: "forbidden",
  },
  dispute: {
    shiftId: "forbidden",
    branchId: "forbidden",
    checkInAt: "forbidden",
    checkOutAt: "forbidden",
    disputeStatus: "required",
  },
};

export type WorkerRequestInput = {
  type: WorkerRequestType;
  date: string;
  shiftId?: number | null | undefined;
  branchId?: number | null | undefined;
  checkInAt?: string | null | undefined;
  checkOutAt?: string | null | undefined;
  disputeStatus?: DisputeStatus | null | undefined;
  reason: string;
};

export type RequestProblem = { field: string; message: string };

const instant = (text: string): Temporal.Instant | null => {
  try {
    return Temporal.Instant.from(text);
  } catch {
    return null;
  }
};

/**
 * Every problem of a request with its field. `today` is the worker's day in their branch's
 * zone (YYYY-MM-DD), `timezone` that zone, `now` the server's instant.
 */
export function validateWorkerRequest(
  input: WorkerRequestInput,
  today: string,
  timezone: string,
  now: Temporal.Instant = Temporal.Now.instant(),
): RequestProblem[] {
  const problems: RequestProblem[] = [];
  const fields = FIELDS[input.type];
  for (const [field, need] of Object.entries(fields)) {
    const value = input[field as keyof typeof fields];
    const given = value !== undefined && value !== null;
    if (need === "required" && !given) problems.push({ field, message: "is required" });
    if (need === "forbidden" && given)
      problems.push({ field, message: `is not used by ${input.type} requests` });
  }
  if (input.reason.trim() === "") problems.push({ field: "reason", message: "is required" });

  let date: Temporal.PlainDate | null = null;
  try {
    date = Temporal.PlainDate.from(input.date, { overflow: "reject" });
  } catch {
    problems.push({ field: "date", message: "must be a date (YYYY-MM-DD)" });
  }
  if (date) {
    const day = Temporal.PlainDate.from(today);
    const cmp = Temporal.PlainDate.compare(date, day);
    if (input.type === "dispute" && cmp >= 0)
      // RULES.md §4.3: a dispute corrects a past day, from D+1 on.
      problems.push({
        field: "date",
        message: "must be before today (a dispute corrects a past day)",
      });
    if ((input.type === "new_attendance" || input.type === "new_attendance_branch") && cmp > 0)
      problems.push({ field: "date", message: "must not be in the future" });
    if (cmp > 0 && date.since(day).days > REQUEST_DAYS_AHEAD_MAX)
      problems.push({
        field: "date",
        message: `must be within ${REQUEST_DAYS_AHEAD_MAX} days from today`,
      });
  }

  const checkIn = input.checkInAt ? instant(input.checkInAt) : null;
  const checkOut = input.checkOutAt ? instant(input.checkOutAt) : null;
  if (input.checkInAt && !checkIn)
    problems.push({ field: "checkInAt", message: "must be an ISO-8601 instant with offset" });
  if (input.checkOutAt && !checkOut)
    problems.push({ field: "checkOutAt", message: "must be an ISO-8601 instant with offset" });
  if (checkIn && date) {
    const local = checkIn.toZonedDateTimeISO(timezone).toPlainDate();
    if (!local.equals(date))
      problems.push({
        field: "checkInAt",
        message: "must fall on the request's date (branch time)",
      });
    if (Temporal.Instant.compare(checkIn, now) > 0)
      problems.push({ field: "checkInAt", message: "must not be in the future" });
  }
  if (checkIn && checkOut) {
    if (Temporal.Instant.compare(checkOut, checkIn) <= 0)
      problems.push({ field: "checkOutAt", message: "must be after checkInAt" });
    else if (checkOut.since(checkIn).total("hours") > NEW_ATTENDANCE_HOURS_MAX)
      problems.push({
        field: "checkOutAt",
        message: `must be at most ${NEW_ATTENDANCE_HOURS_MAX} hours after checkInAt`,
      });
  }
  if (checkOut && Temporal.Instant.compare(checkOut, now) > 0)
    problems.push({ field: "checkOutAt", message: "must not be in the future" });
  return problems;
}

/** Whether an approved request of the type sets the record's status outright (no recompute). */
export const setsStatusOutright = (type: WorkerRequestType) => type === "dispute";

/** Types that change the check times: refused once the day has a check-in. */
export const isNewAttendance = (type: WorkerRequestType) =>
  type === "new_attendance" || type === "new_attendance_branch";
