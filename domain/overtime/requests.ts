/**
 * Issue 15: overtime requests, pure. What kind of overtime a day gives (from the daily record's
 * day type), how many minutes the day's attendance supports, the checks of a request (fields,
 * the caps of PP 35/2021 Art 26, the ladder's end), and the figures an approved request keeps
 * (breakdown over the ladder, multiplier units, the meal duty). The services feed it from the
 * database (services/hcm/overtime/requests); the ladders themselves are domain/overtime/ladder.ts.
 * Sources: RULES.md §1 (overtime), §2 (cuti bersama), §6 (open questions); SPEC §8/§9.
 */
import { Temporal } from "temporal-polyfill";
import type { DayType } from "../attendance/statuses.ts";
import { businessMessages } from "../errors.ts";
import { exact } from "./exact.ts";
import {
  type CapProblem,
  capProblems,
  DAILY_CAP_HOURS,
  ladderEnd,
  ladderFor,
  MEAL_DUTY_HOURS,
  multiplierUnits,
  type OvertimeType,
  roundOvertimeMinutes,
  type StatutoryDayType,
  splitHours,
  WEEKLY_CAP_HOURS,
  type WorkWeek,
} from "./ladder.ts";

export const OVERTIME_REQUEST_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export type OvertimeRequestStatus = (typeof OVERTIME_REQUEST_STATUSES)[number];
export const OVERTIME_SOURCES = ["worker", "console", "automatic"] as const;
export type OvertimeSource = (typeof OVERTIME_SOURCES)[number];

/** One day's request holds at most a day of minutes (overtime_requests.minutes). */
export const OVERTIME_MINUTES_MAX = 1440;
export const OVERTIME_REASON_MAX = 1000;

type Bilingual = { en: string; id: string };

export const OVERTIME_TYPE_LABELS: Readonly<Record<OvertimeType, Bilingual>> = {
  regular_working_day: { en: "Regular working day", id: "Hari kerja biasa" },
  working_on_day_off: { en: "Working on day off", id: "Bekerja di hari libur" },
  working_on_national_holiday: {
    en: "Working on national holiday",
    id: "Bekerja di hari libur nasional",
  },
  swap_schedule: { en: "Swap schedule", id: "Tukar jadwal" },
};

export const OVERTIME_SOURCE_LABELS: Readonly<Record<OvertimeSource, Bilingual>> = {
  worker: { en: "Worker app", id: "Aplikasi karyawan" },
  console: { en: "Console", id: "Konsol" },
  automatic: { en: "Automatic", id: "Otomatis" },
};

/**
 * The overtime type of a day from its record's day type (SPEC §9 types; RULES.md §1.6).
 * - working → regular_working_day (Art 31(1): hours beyond normal time);
 * - day_off → working_on_day_off (Art 31(2)(a)/31(3));
 * - national_holiday → working_on_national_holiday;
 * - company_holiday → working_on_day_off. Decision: a holiday the company grants is a rest day
 *   it gives, not a "hari libur resmi"; the rest-day ladder applies (it is the same ladder, and
 *   a company holiday is never the 6-day week's shortest-day holiday of Art 31(2)(b)).
 * - collective_leave → regular_working_day. Decision: working on cuti bersama is a normal day
 *   (RULES.md §2: "working it → no deduction, normal day pay"), so the day itself earns no
 *   premium; only time beyond the scheduled end is overtime, as on any working day.
 * - unscheduled → null: no schedule says whether the day was a working day or a rest day, so
 *   there is nothing to measure overtime against (the schedule is fixed first).
 */
export function overtimeTypeOfDay(dayType: DayType): OvertimeType | null {
  switch (dayType) {
    case "working":
    case "collective_leave":
      return "regular_working_day";
    case "day_off":
    case "company_holiday":
      return "working_on_day_off";
    case "national_holiday":
      return "working_on_national_holiday";
    default:
      return null;
  }
}

/** What a day's record says about the time worked (instants as Dates). */
export type DayAttendance = {
  dayType: DayType;
  scheduledEnd: Date | null;
  checkInAt: Date | null;
  checkOutAt: Date | null;
  /** The record's worked minutes (check-out − check-in − the shift's break). */
  workedMinutes: number;
};

const MINUTE_MS = 60_000;

/**
 * The overtime minutes the day's attendance supports, or null when the attendance cannot say
 * (no check-in or no check-out: SPEC §8 "validate attendance data before overtime request").
 * - On a working day (and cuti bersama worked, see above): the minutes from the scheduled end
 *   to the check-out. Decision: time before the scheduled start is not counted — overtime is
 *   work ordered beyond normal time (PP 35/2021 Art 28 needs an order), and arriving early is
 *   not ordered; products measure from the shift's end (RULES.md §4.3 Staffinc/Talenta
 *   automatic overtime "beyond the shift"). A check-in after the scheduled end counts from the
 *   check-in. Without a scheduled end (no shift): 0.
 * - On a rest day or holiday: every worked minute (Art 31(2)/(3) count from the first hour).
 */
export function supportedOvertimeMinutes(day: DayAttendance): number | null {
  if (day.checkInAt === null || day.checkOutAt === null) return null;
  const type = overtimeTypeOfDay(day.dayType);
  if (type === null) return 0;
  if (type !== "regular_working_day") return Math.max(0, day.workedMinutes);
  if (day.scheduledEnd === null) return 0;
  const from = Math.max(day.scheduledEnd.getTime(), day.checkInAt.getTime());
  return Math.max(0, Math.floor((day.checkOutAt.getTime() - from) / MINUTE_MS));
}

export type OvertimeRequestInput = {
  date: string;
  minutes?: number | null;
  hours?: number | null;
  reason?: string | null;
};
export type FieldProblem = { field: string; message: string };

/**
 * The minutes a request asks for: `minutes`, or `hours` × 60 (rounded to the minute). Exactly
 * one of the two is given; null when neither (or both).
 */
export function requestedMinutes(input: OvertimeRequestInput): number | null {
  const hasMinutes = input.minutes !== undefined && input.minutes !== null;
  const hasHours = input.hours !== undefined && input.hours !== null;
  if (hasMinutes === hasHours) return null;
  return hasMinutes ? input.minutes! : Math.round(input.hours! * 60);
}

/**
 * The field problems of a request (400 naming each): a real date not after `today` (the
 * worker's zone: overtime is asked for time worked; Decision: no requests ahead of the work,
 * since the minutes are checked against the day's attendance), minutes 1..1440 (or hours),
 * a reason of at most 1000 characters (required: Art 28 keeps who worked overtime and why),
 * and at most the policy's hours per request.
 */
export function validateOvertimeRequest(
  input: OvertimeRequestInput,
  today: string,
  maxHoursPerRequest: number | null = null,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  let date: Temporal.PlainDate | null = null;
  try {
    if (/^\d{4}-\d{2}-\d{2}$/.test(input.date)) date = Temporal.PlainDate.from(input.date);
  } catch {
    date = null;
  }
  if (date === null || date.year < 1900)
    problems.push({ field: "date", message: "must be a date written yyyy-MM-dd" });
  else if (Temporal.PlainDate.compare(date, Temporal.PlainDate.from(today)) > 0)
    problems.push({ field: "date", message: "must not be in the future" });

  const hasMinutes = input.minutes !== undefined && input.minutes !== null;
  const hasHours = input.hours !== undefined && input.hours !== null;
  const field = hasHours && !hasMinutes ? "hours" : "minutes";
  if (hasMinutes && hasHours)
    problems.push({ field: "hours", message: "give minutes or hours, not both" });
  else if (!hasMinutes && !hasHours) problems.push({ field: "minutes", message: "is required" });
  else {
    const minutes = requestedMinutes(input)!;
    if (hasMinutes && !Number.isInteger(input.minutes))
      problems.push({ field, message: "must be a whole number of minutes" });
    else if (!Number.isFinite(minutes) || minutes < 1 || minutes > OVERTIME_MINUTES_MAX)
      problems.push({
        field,
        message: hasHours
          ? "must be more than 0 and at most 24 hours"
          : `must be a number from 1 to ${OVERTIME_MINUTES_MAX}`,
      });
    else if (maxHoursPerRequest !== null && minutes > maxHoursPerRequest * 60)
      problems.push({
        field,
        message: `must be at most ${maxHoursPerRequest} hours (the overtime policy's limit per request)`,
      });
  }
  const reason = input.reason?.trim() ?? "";
  if (reason.length === 0) problems.push({ field: "reason", message: "is required" });
  else if (reason.length > OVERTIME_REASON_MAX)
    problems.push({
      field: "reason",
      message: `must be at most ${OVERTIME_REASON_MAX} characters`,
    });
  return problems;
}

/** A policy's pay rule for one overtime type (services/hcm/overtime/policyRepo.ts). */
export type PayRule = {
  enabled: boolean;
  payKind: "rate" | "fixed";
  multiplier: "statutory" | "custom";
  customMultiplier: number | null;
};

/** What the requests use of a policy (null: no policy covers the worker). */
export type PolicyTerms = {
  workWeek: WorkWeek;
  enforceCaps: boolean;
  rules: ({ overtimeType: OvertimeType } & PayRule)[];
} | null;

/**
 * The statutory day type a request's type is priced and capped as. Decision (RULES.md Q4):
 * a swapped schedule makes the day a working day, so swap_schedule follows the working-day
 * ladder and caps.
 */
export const statutoryTypeOf = (type: OvertimeType): StatutoryDayType =>
  type === "swap_schedule" ? "regular_working_day" : type;

/**
 * The pay rule for a type under a policy. Decision: without a policy (or without a rule for
 * the type) the statute applies: the ladder of a 5-day week, the default work week of
 * overtime_policies. A disabled rule: the policy pays no overtime of this type (null).
 */
export function payRuleOf(policy: PolicyTerms, type: OvertimeType): PayRule | null {
  const rule = policy?.rules.find((r) => r.overtimeType === type);
  if (!rule)
    return { enabled: true, payKind: "rate", multiplier: "statutory", customMultiplier: null };
  return rule.enabled ? rule : null;
}

export type OvertimeFigures = {
  /** [{ hours, multiplier }] in ladder order (hours to 4 decimals). */
  breakdown: { hours: number; multiplier: number }[];
  /** Σ hours × multiplier, to two decimals (overtime_requests.multiplier_units). */
  multiplierUnits: number;
  /** A fixed ("Baseline") amount per hour: the units are the hours, paid at the fixed amount. */
  fixed: boolean;
  /** PP 35/2021 Art 29(1): 4 hours or more oblige a meal of ≥ 1,400 kcal. */
  mealRequired: boolean;
};

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/**
 * The figures of `minutes` of overtime of `type` under a pay rule: the statutory ladder of
 * the policy's work week split into bands (Art 31), or one band at the custom multiplier, or
 * for a fixed amount the hours themselves (units = hours; the amount is the policy's).
 * Decision (RULES.md Q2): minutes count pro rata (hours = minutes / 60) after the policy's
 * minute rounding; Q3: hours past a rest-day ladder's end are refused by {@link enforceCaps},
 * never priced here.
 */
export function overtimeFigures(
  workWeek: WorkWeek,
  type: OvertimeType,
  rule: PayRule,
  minutes: number,
): OvertimeFigures {
  const hours = minutes / 60;
  let parts: { hours: number; multiplier: number }[];
  if (rule.payKind === "fixed") parts = hours > 0 ? [{ hours, multiplier: 1 }] : [];
  else if (rule.multiplier === "custom" && rule.customMultiplier !== null)
    parts = hours > 0 ? [{ hours, multiplier: rule.customMultiplier }] : [];
  else parts = splitHours(ladderFor(workWeek, statutoryTypeOf(type)), hours);
  return {
    breakdown: parts.map((p) => ({ hours: round(p.hours, 4), multiplier: p.multiplier })),
    multiplierUnits: round(multiplierUnits(parts), 2),
    fixed: rule.payKind === "fixed",
    mealRequired: hours >= MEAL_DUTY_HOURS,
  };
}

/**
 * The caps a request breaks (PP 35/2021 Art 26; RULES.md §1.2): on a working day at most 4 h
 * that day and 18 h in the ISO week, counting the week's other approved and pending overtime
 * on working days (`weekMinutesSoFar`, this day's other requests included); rest-day and
 * holiday overtime is outside the caps but may not run past its ladder when the statute prices
 * it (Q3). A policy with enforce_caps off skips the caps but never the ladder's end.
 */
export function enforceCaps(
  policy: PolicyTerms,
  type: OvertimeType,
  rule: PayRule,
  minutes: number,
  weekMinutesSoFar: number,
): CapProblem[] {
  const statutory = statutoryTypeOf(type);
  const workWeek = policy?.workWeek ?? "5-day";
  const hours = exact(minutes, 60);
  if (statutory === "regular_working_day") {
    if (policy !== null && !policy.enforceCaps) return [];
    return capProblems(workWeek, statutory, hours, exact(weekMinutesSoFar, 60));
  }
  if (rule.payKind === "rate" && rule.multiplier === "statutory")
    return capProblems(workWeek, statutory, hours);
  return [];
}

/**
 * Automatic overtime (a policy in automatic mode): the minutes the day's attendance supports,
 * after the policy's minute rounding and minimum (RULES.md §4.3 Staffinc 0–59-minute
 * rounding; Q2). Decision: an automatic request never breaks a cap — on a working day it is cut
 * to what the 4 h day and the 18 h week still allow, on a rest day to the ladder's end — since
 * no one asked for more; anything beyond needs a person's request.
 */
export function automaticOvertimeMinutes(
  supported: number,
  policy: {
    workWeek: WorkWeek;
    minuteRounding: number;
    minimumMinutes: number;
    enforceCaps: boolean;
  },
  type: OvertimeType,
  rule: PayRule,
  weekMinutesSoFar: number,
): number {
  let minutes = roundOvertimeMinutes(supported, policy.minuteRounding, policy.minimumMinutes);
  const statutory = statutoryTypeOf(type);
  if (statutory === "regular_working_day") {
    if (policy.enforceCaps)
      minutes = Math.min(
        minutes,
        DAILY_CAP_HOURS * 60,
        Math.max(0, WEEKLY_CAP_HOURS * 60 - weekMinutesSoFar),
      );
  } else if (rule.payKind === "rate" && rule.multiplier === "statutory")
    minutes = Math.min(minutes, ladderEnd(ladderFor(policy.workWeek, statutory)) * 60);
  // Rounded again: a cap cut must not leave a step the policy does not count in.
  return Math.max(0, roundOvertimeMinutes(minutes, policy.minuteRounding, policy.minimumMinutes));
}

/** Monday of the ISO week of a date (the week the 18-hour cap counts in). */
export function isoWeekStart(date: string): string {
  const day = Temporal.PlainDate.from(date);
  return day.subtract({ days: day.dayOfWeek - 1 }).toString();
}

/**
 * SPEC §8 "validate attendance data before overtime request", in both languages: an overtime
 * request is made only on a day whose attendance shows the time (check-in and check-out, enough
 * minutes), and approved only once the day's attendance is validated (Present or Overtime).
 */
export const VALIDATE_ATTENDANCE_FIRST = {
  code: "VALIDATE_ATTENDANCE_FIRST",
  en: businessMessages.validateAttendanceBeforeOvertime,
  id: "Mohon validasi data absensi terlebih dahulu sebelum memvalidasi permintaan lembur",
} as const;

/** Record statuses that count as a validated day (approved is shown Present). */
export const VALIDATED_RECORD_STATUSES = ["approved", "overtime"] as const;

/** Minutes as hours with up to two decimals (90 → 1.5). */
export const overtimeHoursOf = (minutes: number): number => round(minutes / 60, 2);
