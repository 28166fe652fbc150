/**
 * Issue 14: the words of attendance every part shares — the SPEC §4 daily-record statuses
 * (labels in domain/enums.ts `attendance_status`), the independent flags a record or a
 * check-in carries, the check-in types and the Daily Approval decisions. Pure TypeScript.
 * The database checks the same lists (services/db/migrations/0019_attendance.sql).
 */
import { type Lang, systemEnums } from "../enums.ts";

export const ATTENDANCE_STATUSES = [
  "waiting_for_checkin",
  "waiting_for_checkout",
  "pending",
  "pending_request",
  "pending_attendance",
  "day_off",
  "day_off_with_overtime",
  "approved",
  "overtime",
  "paid_leave",
  "paid_sick_leave",
  "rejected",
  "unpaid_leave",
  "unpaid_sick_leave",
  "half_day_paid_leave",
  "half_day_unpaid_leave",
  "half_day_paid_sick_leave",
  "half_day_unpaid_sick_leave",
  "waiting_for_confirmation",
  "waiting_approval",
  "need_revision",
  "need_revision_overtime",
  "need_revision_leave",
  "sick_leave",
  "leave",
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** SPEC §4: approved is shown as Present, rejected as Absent. */
export function attendanceStatusLabel(status: string, lang: Lang = "en"): string {
  const found = systemEnums.attendance_status.find((entry) => entry.value === status);
  return found ? found.label[lang] : status;
}

/** Flags are independent of the status: a Present day may still have been late. */
export const ATTENDANCE_FLAGS = [
  "late",
  "early_out",
  "outside_geofence",
  "low_accuracy",
  "mock_location",
  "invalid_selfie",
  "offline_synced",
  "auto_checked_out",
  "absent_marked",
] as const;
export type AttendanceFlag = (typeof ATTENDANCE_FLAGS)[number];

export const ATTENDANCE_FLAG_LABELS: Readonly<Record<AttendanceFlag, { en: string; id: string }>> =
  {
    late: { en: "Late", id: "Terlambat" },
    early_out: { en: "Early out", id: "Pulang cepat" },
    outside_geofence: { en: "Outside location", id: "Di luar lokasi" },
    low_accuracy: { en: "Low GPS accuracy", id: "Akurasi GPS rendah" },
    mock_location: { en: "Mock location", id: "Lokasi palsu" },
    invalid_selfie: { en: "Invalid selfie", id: "Swafoto tidak valid" },
    offline_synced: { en: "Synced offline", id: "Disinkronkan luring" },
    auto_checked_out: { en: "Auto checked out", id: "Check-out otomatis" },
    absent_marked: { en: "Marked absent", id: "Ditandai tidak hadir" },
  };

export const CHECK_TYPES = ["check_in", "check_out"] as const;
export type CheckType = (typeof CHECK_TYPES)[number];

/** Daily Approval decisions on a record (issue 14 contract). */
export const ATTENDANCE_DECISIONS = ["approve", "reject", "need_revision"] as const;
export type AttendanceDecision = (typeof ATTENDANCE_DECISIONS)[number];

/** The status a decision leaves a record in. */
export const DECISION_STATUS: Readonly<Record<AttendanceDecision, AttendanceStatus>> = {
  approve: "approved",
  reject: "rejected",
  need_revision: "need_revision",
};

/** The day a schedule row describes (employee_schedule_days.day_type), or none. */
export const DAY_TYPES = [
  "working",
  "day_off",
  "national_holiday",
  "collective_leave",
  "company_holiday",
  "unscheduled",
] as const;
export type DayType = (typeof DAY_TYPES)[number];

/** The worker-request types of issue 14 (SPEC §4 labels, plus dispute). */
export const ATTENDANCE_REQUEST_TYPES = [
  "shift",
  "branch",
  "shift_branch",
  "new_attendance",
  "new_attendance_branch",
  "dispute",
] as const;
export type AttendanceRequestType = (typeof ATTENDANCE_REQUEST_TYPES)[number];
