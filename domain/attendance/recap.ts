/**
 * Issue 14, Attendance Recap: what each column of the recap counts, per worker over a period
 * of daily records (attendance_records, one per worker per scheduled day). Pure TypeScript:
 * the service builds its one aggregate query from {@link RECAP_COUNTS}, and the console and
 * the export take their column names from here, so the three never disagree.
 *
 * The rules, decided here (RULES.md leaves them to the product):
 * - Present counts days whose status is `approved` (SPEC §4 shows it as Present).
 * - Absent counts days whose status is `rejected` (shown as Absent).
 * - Late counts days carrying the `late` flag, whatever their status (a Present day can be late).
 * - Each leave kind counts its own status; a half day counts as one day of its kind.
 * - Day off counts `day_off`; days worked on a day off are `day_off_with_overtime` and count
 *   as overtime days instead.
 * - Overtime minutes: on an `overtime` day, the worked minutes beyond the shift's planned
 *   minutes (scheduled end − scheduled start − the shift's break; a day without a schedule
 *   plans 0); on a `day_off_with_overtime` day, every worked minute (PP 35/2021 Art 31(2)
 *   counts rest-day overtime from the first hour). No other status adds overtime.
 * - Worked minutes: the sum of every record's worked minutes (check-in to check-out less the
 *   break, as the records keep them).
 * - Undecided counts the days still waiting (check-in, check-out, approval, revision).
 * Dates are the records' own (the shift's start day in the branch's zone), so a night shift
 * is one day of the period it started in, and workers in WIB, WITA and WIT are cut alike.
 */
import type { Lang } from "../enums.ts";
import type { AttendanceStatus } from "./statuses.ts";

/** The longest period one recap covers (two months of 31 days). */
export const RECAP_MAX_DAYS = 62;

export type RecapCountKey =
  | "present"
  | "late"
  | "absent"
  | "paidLeave"
  | "unpaidLeave"
  | "leave"
  | "sickLeave"
  | "paidSickLeave"
  | "unpaidSickLeave"
  | "halfDayPaidLeave"
  | "halfDayUnpaidLeave"
  | "halfDayPaidSickLeave"
  | "halfDayUnpaidSickLeave"
  | "dayOff"
  | "overtimeDays"
  | "undecided";

/** How a count selects its days: by status, or by a flag. */
export type RecapRule = { statuses: readonly AttendanceStatus[] } | { flag: "late" };

export const UNDECIDED_STATUSES: readonly AttendanceStatus[] = [
  "waiting_for_checkin",
  "waiting_for_checkout",
  "pending",
  "pending_request",
  "pending_attendance",
  "waiting_for_confirmation",
  "waiting_approval",
  "need_revision",
  "need_revision_overtime",
  "need_revision_leave",
];

type Bilingual = Readonly<Record<Lang, string>>;

export const RECAP_COUNTS: readonly { key: RecapCountKey; rule: RecapRule; label: Bilingual }[] = [
  { key: "present", rule: { statuses: ["approved"] }, label: { en: "Present", id: "Hadir" } },
  { key: "late", rule: { flag: "late" }, label: { en: "Late", id: "Terlambat" } },
  {
    key: "absent",
    rule: { statuses: ["rejected"] },
    label: { en: "Absent", id: "Tidak Hadir" },
  },
  {
    key: "paidLeave",
    rule: { statuses: ["paid_leave"] },
    label: { en: "Paid Leave", id: "Cuti Berbayar" },
  },
  {
    key: "unpaidLeave",
    rule: { statuses: ["unpaid_leave"] },
    label: { en: "Unpaid Leave", id: "Cuti Tidak Berbayar" },
  },
  { key: "leave", rule: { statuses: ["leave"] }, label: { en: "Leave", id: "Cuti" } },
  {
    key: "sickLeave",
    rule: { statuses: ["sick_leave"] },
    label: { en: "Sick Leave", id: "Cuti Sakit" },
  },
  {
    key: "paidSickLeave",
    rule: { statuses: ["paid_sick_leave"] },
    label: { en: "Paid Sick Leave", id: "Sakit Berbayar" },
  },
  {
    key: "unpaidSickLeave",
    rule: { statuses: ["unpaid_sick_leave"] },
    label: { en: "Unpaid Sick Leave", id: "Sakit Tidak Berbayar" },
  },
  {
    key: "halfDayPaidLeave",
    rule: { statuses: ["half_day_paid_leave"] },
    label: { en: "Half-Day Paid Leave", id: "Cuti Setengah Hari Berbayar" },
  },
  {
    key: "halfDayUnpaidLeave",
    rule: { statuses: ["half_day_unpaid_leave"] },
    label: { en: "Half-Day Unpaid Leave", id: "Cuti Setengah Hari Tidak Berbayar" },
  },
  {
    key: "halfDayPaidSickLeave",
    rule: { statuses: ["half_day_paid_sick_leave"] },
    label: { en: "Half-Day Paid Sick Leave", id: "Sakit Setengah Hari Berbayar" },
  },
  {
    key: "halfDayUnpaidSickLeave",
    rule: { statuses: ["half_day_unpaid_sick_leave"] },
    label: { en: "Half-Day Unpaid Sick Leave", id: "Sakit Setengah Hari Tidak Berbayar" },
  },
  { key: "dayOff", rule: { statuses: ["day_off"] }, label: { en: "Day Off", id: "Hari Libur" } },
  {
    key: "overtimeDays",
    rule: { statuses: ["overtime", "day_off_with_overtime"] },
    label: { en: "Overtime Days", id: "Hari Lembur" },
  },
  {
    key: "undecided",
    rule: { statuses: UNDECIDED_STATUSES },
    label: { en: "Undecided", id: "Belum Diputuskan" },
  },
];

/** The statuses whose worked minutes beyond the plan are overtime, and the one where all are. */
export const OVERTIME_BEYOND_SHIFT: AttendanceStatus = "overtime";
export const OVERTIME_WHOLE_DAY: AttendanceStatus = "day_off_with_overtime";

/**
 * A record's overtime minutes under the rule above: `plannedMinutes` is scheduled end −
 * scheduled start − break (0 without a schedule).
 */
export function overtimeMinutesOf(record: {
  status: string;
  workedMinutes: number;
  plannedMinutes: number;
}): number {
  if (record.status === OVERTIME_WHOLE_DAY) return Math.max(0, record.workedMinutes);
  if (record.status === OVERTIME_BEYOND_SHIFT)
    return Math.max(0, record.workedMinutes - Math.max(0, record.plannedMinutes));
  return 0;
}

/** Minutes as hours with up to two decimals (90 → 1.5), as the recap shows them. */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/** The recap's fixed columns around the counts (headers of the table and the export). */
export const RECAP_TEXT = {
  employeeId: { en: "Employee ID", id: "ID Karyawan" },
  employeeName: { en: "Employee Name", id: "Nama Karyawan" },
  nik: { en: "NIK", id: "NIK" },
  branch: { en: "Branch", id: "Cabang" },
  scheduledDays: { en: "Days", id: "Hari" },
  overtimeHours: { en: "Overtime Hours", id: "Jam Lembur" },
  workedHours: { en: "Worked Hours", id: "Jam Kerja" },
  // Issue 15: approved overtime and leave in days (see recapLeaveDays).
  approvedOvertimeHours: { en: "Approved Overtime Hours", id: "Jam Lembur Disetujui" },
  overtimeUnits: { en: "Overtime Multiplier Units", id: "Satuan Pengali Lembur" },
  paidLeaveDays: { en: "Paid Leave Days", id: "Hari Cuti Berbayar" },
  unpaidLeaveDays: { en: "Unpaid Leave Days", id: "Hari Cuti Tidak Berbayar" },
  sickDays: { en: "Sick Days", id: "Hari Sakit" },
  period: { en: "Period", id: "Periode" },
} as const satisfies Record<string, Bilingual>;

/** The years a period may fall in (the database's dates start at year 1; 0000 is no year). */
const YEARS = /^(19|2[0-9])[0-9]{2}-/;

/**
 * The number of days from `from` to `to` inclusive (yyyy-MM-dd, years 1900–2999), or null
 * when either is not such a date.
 */
export function periodDays(from: string, to: string): number | null {
  if (!YEARS.test(from) || !YEARS.test(to)) return null;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return null;
  if (new Date(start).toISOString().slice(0, 10) !== from) return null;
  if (new Date(end).toISOString().slice(0, 10) !== to) return null;
  return Math.round((end - start) / 86_400_000) + 1;
}

export type PeriodProblem = { field: "from" | "to"; message: string };

/** The problems of a recap (or overview) period: real dates, in order, at most `maxDays`. */
export function periodProblems(
  from: string,
  to: string,
  maxDays = RECAP_MAX_DAYS,
): PeriodProblem[] {
  const problems: PeriodProblem[] = [];
  const notDate = "must be a date written yyyy-MM-dd";
  if (periodDays(from, from) === null) problems.push({ field: "from", message: notDate });
  if (periodDays(to, to) === null) problems.push({ field: "to", message: notDate });
  if (problems.length > 0) return problems;
  const days = periodDays(from, to) ?? 0;
  if (days < 1) problems.push({ field: "to", message: "must be on or after the start date" });
  else if (days > maxDays)
    problems.push({ field: "to", message: `must be at most ${maxDays} days from the start date` });
  return problems;
}

/**
 * Issue 15: leave in days from the per-status counts above, so nothing is counted twice (each
 * status stays one count; these only weigh them): a half day is half a day.
 * - Paid leave days: paid leave and paid sick leave, whole or half.
 * - Unpaid leave days: unpaid leave and unpaid sick leave, whole or half.
 * - Sick days: every sick status, paid, unpaid or not yet decided (`sick_leave`), whole or half
 *   — a view across the two above, not a third share of the days.
 * Decision: `leave` and `sick_leave` (a dispute's leave, paid or not undecided) are in neither
 * paid nor unpaid; they keep their own columns.
 */
export function recapLeaveDays(counts: Readonly<Record<RecapCountKey, number>>): {
  paidLeaveDays: number;
  unpaidLeaveDays: number;
  sickDays: number;
} {
  return {
    paidLeaveDays:
      counts.paidLeave +
      counts.paidSickLeave +
      (counts.halfDayPaidLeave + counts.halfDayPaidSickLeave) / 2,
    unpaidLeaveDays:
      counts.unpaidLeave +
      counts.unpaidSickLeave +
      (counts.halfDayUnpaidLeave + counts.halfDayUnpaidSickLeave) / 2,
    sickDays:
      counts.paidSickLeave +
      counts.unpaidSickLeave +
      counts.sickLeave +
      (counts.halfDayPaidSickLeave + counts.halfDayUnpaidSickLeave) / 2,
  };
}
