import { WEEKDAYS, type Weekday } from "./shifts.ts";

/**
 * Which shift falls on a date, from a master schedule (weekday → shift) or a schedule
 * pattern (an N-day rotation counted from its start date). Dates are calendar dates written
 * yyyy-MM-dd, with no time zone: the day is the branch's local day. Used to generate the
 * employee schedule's day rows.
 */

const dayNumber = (date: string): number => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
};

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

export const weekdayName = (date: string): Weekday => WEEKDAYS[isoWeekday(date) - 1]!;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** The master schedule's shift on a date (null: day off). */
export function masterShiftOn(days: Record<Weekday, number | null>, date: string): number | null {
  return days[weekdayName(date)] ?? null;
}

/**
 * The pattern's shift on a date: position ((date − start) mod N), so a date before the
 * start date wraps backwards through the rotation instead of falling off it.
 */
export function patternShiftOn(
  pattern: { startDate: string; days: readonly (number | null)[] },
  date: string,
): number | null {
  const n = pattern.days.length;
  if (n === 0) return null;
  const offset = daysBetween(pattern.startDate, date);
  return pattern.days[((offset % n) + n) % n] ?? null;
}

/** 0-based position in the rotation of a date (see {@link patternShiftOn}). */
export function patternPosition(startDate: string, cycleDays: number, date: string): number {
  const offset = daysBetween(startDate, date);
  return ((offset % cycleDays) + cycleDays) % cycleDays;
}

export type ScheduleSource =
  | { kind: "master"; days: Record<Weekday, number | null> }
  | { kind: "pattern"; startDate: string; days: readonly (number | null)[] };

/** The shift on a date from either kind of schedule (null: day off). */
export function shiftOn(source: ScheduleSource, date: string): number | null {
  return source.kind === "master" ? masterShiftOn(source.days, date) : patternShiftOn(source, date);
}
