/**
 * Issue 17: the employment window in the pay period and the proration of a monthly figure for
 * joiners and leavers (RUNS.md §1.4; README.md "Proration"). Pure.
 */
import { mulDiv } from "../../tax/money.ts";
import type { AttendanceSummary, MemberInput, RunSettings } from "./types.ts";
import { days, epochDay, fmt, halfDays, MemberDataError, weekdaysBetween } from "./util.ts";

/** Per-run constants (hoisted by prepareRun). */
export type PeriodFacts = {
  start: number;
  end: number;
  /** Calendar days in the period. */
  days: number;
  startIso: string;
  endIso: string;
};

export function periodFacts(settings: RunSettings): PeriodFacts {
  const start = epochDay(settings.periodStart);
  const end = epochDay(settings.periodEnd);
  if (start === null || end === null || end < start) {
    throw new Error("The run's period is not a valid date range");
  }
  return {
    start,
    end,
    days: end - start + 1,
    startIso: settings.periodStart,
    endIso: settings.periodEnd,
  };
}

export type EmploymentWindow = {
  start: number;
  end: number;
  /** Calendar days employed (and a member) in the period. */
  days: number;
  /** The whole period: no proration. */
  full: boolean;
  /** start and end as YYYY-MM-DD (the input strings they came from: no date formatting). */
  from: string;
  to: string;
};

const dateOf = (value: unknown, field: string): number => {
  const day = epochDay(value);
  if (day === null) throw new MemberDataError(field, "must be a date (YYYY-MM-DD)");
  return day;
};

/**
 * [max(periodStart, joinDate, effectiveFrom), min(periodEnd, terminationDate, effectiveTo)];
 * null when empty (NOT_EMPLOYED_IN_PERIOD).
 */
export function employmentWindow(
  period: PeriodFacts,
  member: MemberInput,
): EmploymentWindow | null {
  const join = dateOf(member.joinDate, "joinDate");
  const from = dateOf(member.effectiveFrom, "effectiveFrom");
  const termination =
    member.terminationDate == null ? null : dateOf(member.terminationDate, "terminationDate");
  const to = member.effectiveTo == null ? null : dateOf(member.effectiveTo, "effectiveTo");
  let start = period.start;
  let startIso = period.startIso;
  if (join > start) {
    start = join;
    startIso = member.joinDate;
  }
  if (from > start) {
    start = from;
    startIso = member.effectiveFrom;
  }
  let end = period.end;
  let endIso = period.endIso;
  if (termination !== null && termination < end) {
    end = termination;
    endIso = member.terminationDate!;
  }
  if (to !== null && to < end) {
    end = to;
    endIso = member.effectiveTo!;
  }
  if (end < start) return null;
  return {
    start,
    end,
    days: end - start + 1,
    full: start === period.start && end === period.end,
    from: startIso,
    to: endIso,
  };
}

/** Attendance figures checked and doubled (halves as integers). */
export type Days2 = {
  workingInPeriod: number | null;
  workingEmployed: number | null;
  attended: number;
  absent: number;
  unpaidLeave: number;
  paidLeave: number;
};

export function readAttendance(attendance: AttendanceSummary | null | undefined): Days2 {
  const a = attendance ?? ({} as Partial<AttendanceSummary>);
  return {
    workingInPeriod:
      a.workingDaysInPeriod == null
        ? null
        : halfDays(a.workingDaysInPeriod, "attendance.workingDaysInPeriod"),
    workingEmployed:
      a.workingDaysEmployed == null
        ? null
        : halfDays(a.workingDaysEmployed, "attendance.workingDaysEmployed"),
    attended: halfDays(a.attendedDays ?? 0, "attendance.attendedDays"),
    absent: halfDays(a.absentDays ?? 0, "attendance.absentDays"),
    unpaidLeave: halfDays(a.unpaidLeaveDays ?? 0, "attendance.unpaidLeaveDays"),
    paidLeave: halfDays(a.paidLeaveDays ?? 0, "attendance.paidLeaveDays"),
  };
}

/** The proration fraction numerator / denominator, with the sentence explaining it. */
export type Proration = {
  numerator: number;
  denominator: number;
  method: RunSettings["group"]["proration"] | "full";
  /** working_days without a schedule fell back to calendar days (Gadjian, RUNS.md §1.2). */
  fellBack: boolean;
  text: string;
};

export const DEFAULT_FIXED_DIVISOR = 30;

export function proration(
  settings: RunSettings,
  period: PeriodFacts,
  window: EmploymentWindow,
  att: Days2,
): Proration {
  if (window.full) {
    return { numerator: 1, denominator: 1, method: "full", fellBack: false, text: "full period" };
  }
  const method = settings.group.proration;
  if (method === "fixed_divisor") {
    const divisor = settings.group.prorationDivisor ?? DEFAULT_FIXED_DIVISOR;
    if (!Number.isInteger(divisor) || divisor < 1) {
      throw new Error("group.prorationDivisor must be a whole number of days ≥ 1");
    }
    const n = Math.min(window.days, divisor);
    return {
      numerator: n,
      denominator: divisor,
      method,
      fellBack: false,
      text: `fixed divisor: ${n}/${divisor}`,
    };
  }
  if (
    method === "working_days" &&
    att.workingInPeriod !== null &&
    att.workingInPeriod > 0 &&
    att.workingEmployed !== null
  ) {
    const n = Math.min(att.workingEmployed, att.workingInPeriod);
    return {
      numerator: n,
      denominator: att.workingInPeriod,
      method,
      fellBack: false,
      text: `working days: ${days(n)}/${days(att.workingInPeriod)}`,
    };
  }
  return {
    numerator: window.days,
    denominator: period.days,
    method: "calendar_days",
    fellBack: method === "working_days",
    text:
      method === "working_days"
        ? `calendar days (no work schedule, Gadjian fallback): ${window.days}/${period.days}`
        : `calendar days: ${window.days}/${period.days}`,
  };
}

/** amount × the proration fraction, rounded half up once. */
export const prorate = (amount: number, p: Proration): number =>
  p.numerator === p.denominator ? amount : mulDiv(amount, p.numerator, p.denominator);

/**
 * Days paid for a day rate (daily_fee / per_attendance salary, daily_fee components), doubled:
 * attended days when attendance data is used, else the scheduled working days employed, else
 * (no schedule) the Monday–Friday days of the window (5-day week, PP 36/2021 Ps. 17).
 */
export function paidDays(
  settings: RunSettings,
  window: EmploymentWindow,
  att: Days2,
): { doubled: number; source: "attendance" | "schedule" | "weekdays" } {
  if (settings.useAttendance) return { doubled: att.attended, source: "attendance" };
  if (att.workingEmployed !== null) return { doubled: att.workingEmployed, source: "schedule" };
  return { doubled: weekdaysBetween(window.start, window.end) * 2, source: "weekdays" };
}

export const DAY_SOURCE_TEXT = {
  attendance: "attended days",
  schedule: "scheduled working days employed",
  weekdays: "weekdays employed (no work schedule)",
} as const;

export const windowText = (w: EmploymentWindow) => `${w.from} to ${w.to}`;
export { fmt };
