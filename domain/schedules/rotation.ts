import { WEEKDAYS, type Weekday } from "./shifts.ts";

/**
 * Which shift falls on a date, from a master schedule (weekday → shift) or a schedule
 * pattern (an N-day rotation counted from its start date). Dates are calendar dates written
 * yyyy-MM-dd, with no time zone: the day is the branch's local day. Used to generate the
 * employee schedule's day rows.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid "YYYY-MM-DD"; null for anything else (2026-02-30 too). */
export function dayNumber(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(ms)) return null;
  const back = new Date(ms).toISOString().slice(0, 10);
  return back === date ? ms / DAY_MS : null;
}

/** {@link dayNumber} of a date the caller has already checked. */
function dayOf(date: string): number {
  const day = dayNumber(date);
  if (day === null) throw new Error(`not a date: ${date}`);
  return day;
}

export const dateOfDayNumber = (day: number): string =>
  new Date(day * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((dayOf(date) + 3) % 7) + 7) % 7) + 1;
}

export const weekdayName = (date: string): Weekday => WEEKDAYS[isoWeekday(date) - 1]!;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayOf(to) - dayOf(from);

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayOf(date) + days);
}

/** Every date from `from` to `to`, both included (empty when to < from). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = dayOf(from), end = dayOf(to); day <= end; day++) dates.push(dateOfDayNumber(day));
  return dates;
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
  return pattern.days[patternPosition(pattern.startDate, n, date)] ?? null;
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
