/**
 * Issue 13: the planned day of an employee — which shift (or day off) a master schedule or a
 * schedule pattern gives a calendar date, and how the client's holiday calendar changes it.
 * Pure: dates are local calendar dates of the branch's zone, written "YYYY-MM-DD". The
 * service writes the same rules set-based in SQL (services/hcm/rosters/generate.sql.ts); the
 * tests hold both to these. Date arithmetic and the rotation are domain/schedules/rotation.ts's.
 */
import {
  dateOfDayNumber,
  datesBetween,
  dayNumber,
  daysBetween,
  isoWeekday,
  patternShiftOn,
} from "./rotation.ts";

export { dateOfDayNumber, datesBetween, dayNumber, isoWeekday };

export type DayType =
  | "working"
  | "day_off"
  | "national_holiday"
  | "collective_leave"
  | "company_holiday";

export const DAY_TYPES: readonly DayType[] = [
  "working",
  "day_off",
  "national_holiday",
  "collective_leave",
  "company_holiday",
];

export type HolidayKind = "national" | "collective_leave" | "company";

/** A master schedule: ISO weekday 1 (Monday) … 7 (Sunday) → shift id, or null for a day off. */
export type MasterScheduleSource = {
  kind: "master_schedule";
  effectiveFrom: string;
  days: Readonly<Partial<Record<number, number | null>>>;
  holidaysOverride: boolean;
};

/** A rotation of `positions.length` days counted from `startDate` (position 1 on that day). */
export type PatternSource = {
  kind: "pattern";
  startDate: string;
  positions: readonly (number | null)[];
  holidaysOverride: boolean;
};

export type ScheduleSource = MasterScheduleSource | PatternSource;

export type CalendarHoliday = {
  date: string;
  kind: HolidayKind;
  name: string;
  /** null = everywhere; else only branches in these provinces. */
  provinceIds: readonly string[] | null;
  observed: boolean;
};

export type PlannedDay = { date: string; shiftId: number | null; dayType: DayType };

/**
 * The scheduled shift of a date before holidays: `undefined` when the source says nothing
 * about it (a master schedule before its effective date), `null` for a day off.
 */
export function scheduledShift(source: ScheduleSource, date: string): number | null | undefined {
  if (source.kind === "master_schedule") {
    if (daysBetween(source.effectiveFrom, date) < 0) return undefined;
    return source.days[isoWeekday(date)] ?? null;
  }
  // Days before the start date run the rotation backwards (domain/schedules/rotation.ts).
  return patternShiftOn({ startDate: source.startDate, days: source.positions }, date);
}

const HOLIDAY_DAY_TYPE: Record<HolidayKind, DayType> = {
  national: "national_holiday",
  collective_leave: "collective_leave",
  company: "company_holiday",
};
/** When two holidays fall on one day, the national one wins, then collective leave. */
const RANK: Record<HolidayKind, number> = { national: 1, collective_leave: 2, company: 3 };

/**
 * The holiday that applies to an employee whose branch is in `provinceId` on `date`, given
 * whether the schedule lets national holidays and collective leave override it: observed
 * only; national and collective-leave days only with `holidaysOverride`; company holidays
 * always (the company set them); a province-limited day only for branches in its provinces.
 */
export function applicableHoliday(
  holidays: readonly CalendarHoliday[],
  date: string,
  provinceId: string | null,
  holidaysOverride: boolean,
): CalendarHoliday | null {
  let best: CalendarHoliday | null = null;
  for (const holiday of holidays) {
    if (holiday.date !== date || !holiday.observed) continue;
    if (holiday.kind !== "company" && !holidaysOverride) continue;
    if (
      holiday.provinceIds !== null &&
      (provinceId === null || !holiday.provinceIds.includes(provinceId))
    )
      continue;
    if (!best || RANK[holiday.kind] < RANK[best.kind]) best = holiday;
  }
  return best;
}

/**
 * The planned days of one employee from `from` to `to`: the source's shift, replaced by an
 * applicable holiday (a holiday day has no shift). Dates the source says nothing about are
 * left out.
 */
export function generateDays(
  source: ScheduleSource,
  range: { from: string; to: string },
  holidays: readonly CalendarHoliday[],
  provinceId: string | null,
): PlannedDay[] {
  const days: PlannedDay[] = [];
  for (const date of datesBetween(range.from, range.to)) {
    const shiftId = scheduledShift(source, date);
    if (shiftId === undefined) continue;
    const holiday = applicableHoliday(holidays, date, provinceId, source.holidaysOverride);
    if (holiday) days.push({ date, shiftId: null, dayType: HOLIDAY_DAY_TYPE[holiday.kind] });
    else days.push({ date, shiftId, dayType: shiftId === null ? "day_off" : "working" });
  }
  return days;
}

export const MAX_ASSIGN_DAYS = 366;
export const MAX_ASSIGN_AGENTS = 20_000;

/** Inclusive length of a range in days (1 for from = to); null for a bad date. */
export function rangeDays(from: string, to: string): number | null {
  const start = dayNumber(from);
  const end = dayNumber(to);
  return start === null || end === null ? null : end - start + 1;
}
