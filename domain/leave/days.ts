/**
 * Issue 15: the days of a leave request. From..to (one day when a half day), each day's type
 * from the worker's schedule, and whether the policy counts it: working days always; days off
 * when the policy counts days off; national, company and collective-leave days when it counts
 * holidays. The counted total is what the request takes from the balance (RULES.md §2; Talenta
 * "include day off", Horilla `exclude_holiday` / `exclude_company_leave`). Pure; amounts are
 * exact hundredths of a day (domain/leave/ledger.ts).
 */
import { Temporal } from "temporal-polyfill";

export const LEAVE_DAY_TYPES = [
  "working",
  "day_off",
  "national_holiday",
  "collective_leave",
  "company_holiday",
] as const;
export type LeaveDayType = (typeof LEAVE_DAY_TYPES)[number];

export type HalfDay = "first_half" | "second_half";

export type LeaveDay = { date: string; fraction: 0 | 0.5 | 1; dayType: LeaveDayType };

export type DayRules = { countDaysOff: boolean; countHolidays: boolean };

/** The most days one request may span (a sane window; maternity's 6 months fit). */
export const MAX_REQUEST_SPAN_DAYS = 200;

/** Every date from `from` to `to` inclusive (YYYY-MM-DD). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let day = Temporal.PlainDate.from(from);
  const end = Temporal.PlainDate.from(to);
  while (Temporal.PlainDate.compare(day, end) <= 0) {
    out.push(day.toString());
    day = day.add({ days: 1 });
  }
  return out;
}

/**
 * A day's type when the worker has no schedule row for it. Decision: the holiday calendar
 * first (an observed national, collective-leave or company day), else Monday–Friday working
 * and the weekend off — the 5-day week of UU 13/2003 Art 77 (RULES.md §1.1), the common
 * case, so a worker without a generated schedule is never charged for a weekend.
 */
export function defaultDayType(date: string, holiday: LeaveDayType | null): LeaveDayType {
  if (holiday) return holiday;
  const weekday = Temporal.PlainDate.from(date).dayOfWeek; // 1 = Monday … 7 = Sunday
  return weekday >= 6 ? "day_off" : "working";
}

/** Whether the policy counts a day of this type (whole days; a half day halves it). */
export function counts(dayType: LeaveDayType, rules: DayRules): boolean {
  switch (dayType) {
    case "working":
      return true;
    case "day_off":
      return rules.countDaysOff;
    // Decision: a collective-leave day inside a request counts as a holiday does. Not counted,
    // the collective-leave job deducts it from annual leave as a day of cuti bersama (RULES.md
    // §2), once: the job skips a day a request already counts.
    case "national_holiday":
    case "company_holiday":
    case "collective_leave":
      return rules.countHolidays;
  }
}

/**
 * The days of a request with the share each takes, and the counted total in hundredths of a
 * day. `dayTypeOf` answers each date's type (the schedule, else defaultDayType).
 */
export function requestDays(
  request: { from: string; to: string; halfDay: HalfDay | null },
  dayTypeOf: (date: string) => LeaveDayType,
  rules: DayRules,
): { days: LeaveDay[]; totalHundredths: number } {
  const days = datesBetween(request.from, request.to).map((date): LeaveDay => {
    const dayType = dayTypeOf(date);
    const whole = counts(dayType, rules);
    return { date, dayType, fraction: whole ? (request.halfDay ? 0.5 : 1) : 0 };
  });
  const totalHundredths = days.reduce((sum, day) => sum + day.fraction * 100, 0);
  return { days, totalHundredths };
}
