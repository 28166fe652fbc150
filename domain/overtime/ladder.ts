/**
 * Issue 15: the statutory overtime ladders of PP 35/2021 Art 31 (RULES.md §1.3). Pure. The
 * calculator (wage base, rounding, caps, meal duty) builds on these bands; the overtime
 * policies and requests use the same bands, so one rule decides every multiplier.
 */
import { add, compare, type Exact, exact, fromNumber } from "./exact.ts";

/** SPEC §9 overtime types. */
export const OVERTIME_TYPES = [
  "working_on_day_off",
  "working_on_national_holiday",
  "regular_working_day",
  "swap_schedule",
] as const;
export type OvertimeType = (typeof OVERTIME_TYPES)[number];

/** The day types the statute names (swap_schedule has no statutory category, RULES.md Q4). */
export const STATUTORY_DAY_TYPES = [
  "regular_working_day",
  "working_on_day_off",
  "working_on_national_holiday",
] as const;
export type StatutoryDayType = (typeof STATUTORY_DAY_TYPES)[number];

export const WORK_WEEKS = ["5-day", "6-day"] as const;
export type WorkWeek = (typeof WORK_WEEKS)[number];

/** A band: hours from `from` (exclusive) to `to` (inclusive) paid at `multiplier`. */
export type Band = { from: number; to: number; multiplier: number };

/**
 * The ladder for a day: Art 31(1) on a working day (hours beyond normal time); Art 31(2)(a)
 * and 31(3) on a rest day or holiday by work week; Art 31(2)(b) on a holiday falling on the
 * shortest working day of a 6-day week. The last band ends where the regulation stops (11 / 9
 * / 12 hours on rest days); a working day's ladder has no end but the 4-hour cap (Art 26).
 */
export function ladderFor(
  workWeek: WorkWeek,
  dayType: StatutoryDayType,
  holidayOnShortestDay = false,
): Band[] {
  if (dayType === "regular_working_day")
    return [
      { from: 0, to: 1, multiplier: 1.5 },
      { from: 1, to: Number.POSITIVE_INFINITY, multiplier: 2 },
    ];
  if (workWeek === "5-day")
    return [
      { from: 0, to: 8, multiplier: 2 },
      { from: 8, to: 9, multiplier: 3 },
      { from: 9, to: 12, multiplier: 4 },
    ];
  if (dayType === "working_on_national_holiday" && holidayOnShortestDay)
    return [
      { from: 0, to: 5, multiplier: 2 },
      { from: 5, to: 6, multiplier: 3 },
      { from: 6, to: 9, multiplier: 4 },
    ];
  return [
    { from: 0, to: 7, multiplier: 2 },
    { from: 7, to: 8, multiplier: 3 },
    { from: 8, to: 11, multiplier: 4 },
  ];
}

/** The hours of the ladder's end (Infinity on a working day). */
export function ladderEnd(bands: readonly Band[]): number {
  return bands[bands.length - 1]!.to;
}

/**
 * `hours` split over the ladder: [{ hours, multiplier }] per band touched, in order. Hours past
 * the ladder's end are not placed (the caller reports them; RULES.md Q3).
 */
export function splitHours(
  bands: readonly Band[],
  hours: number,
): { hours: number; multiplier: number }[] {
  const parts: { hours: number; multiplier: number }[] = [];
  for (const band of bands) {
    if (hours <= band.from) break;
    const inBand = Math.min(hours, band.to) - band.from;
    if (inBand > 0) parts.push({ hours: inBand, multiplier: band.multiplier });
  }
  return parts;
}

/** Σ hours × multiplier of a breakdown (the "multiplier units" an hourly wage is paid by). */
export function multiplierUnits(parts: readonly { hours: number; multiplier: number }[]): number {
  return parts.reduce((sum, part) => sum + part.hours * part.multiplier, 0);
}

/** PP 35/2021 Art 26(1): at most 4 hours a day and 18 hours a week (RULES.md §1.2). */
export const DAILY_CAP_HOURS = 4;
export const WEEKLY_CAP_HOURS = 18;
/** PP 35/2021 Art 29(1): overtime of 4 hours or more obliges food and drink ≥ 1,400 kcal. */
export const MEAL_DUTY_HOURS = 4;
export const MEAL_DUTY_KCAL = 1400;

export type CapProblem = {
  code: "daily_cap" | "weekly_cap" | "beyond_ladder";
  en: string;
  id: string;
};

/**
 * Which caps `hours` of overtime breaks. The caps count working-day overtime only: rest-day
 * and holiday overtime is outside them (Art 26(2)), but may not run past its ladder (Q3:
 * Decision: hours the regulation gives no rate for are refused, not guessed).
 */
export function capProblems(
  workWeek: WorkWeek,
  dayType: StatutoryDayType,
  hours: number | Exact,
  weeklyHoursSoFar: number | Exact = 0,
  holidayOnShortestDay = false,
): CapProblem[] {
  // Hours counted from minutes come in exact (minutes / 60): 34/60 + 1046/60 written as
  // decimals is 18.0000000000000007, over a cap it exactly meets.
  const hoursExact = typeof hours === "number" ? fromNumber(hours) : hours;
  const weekExact =
    typeof weeklyHoursSoFar === "number" ? fromNumber(weeklyHoursSoFar) : weeklyHoursSoFar;
  const problems: CapProblem[] = [];
  if (dayType === "regular_working_day") {
    if (compare(hoursExact, exact(BigInt(DAILY_CAP_HOURS))) > 0)
      problems.push({
        code: "daily_cap",
        en: `Overtime on a working day is at most ${DAILY_CAP_HOURS} hours (PP 35/2021 Art 26)`,
        id: `Lembur pada hari kerja paling lama ${DAILY_CAP_HOURS} jam (PP 35/2021 Pasal 26)`,
      });
    // Summed exactly: 17.9 + 0.1 is 18 hours, within the cap, whatever binary floats make of it.
    const weekly = add(weekExact, hoursExact);
    if (compare(weekly, exact(BigInt(WEEKLY_CAP_HOURS))) > 0)
      problems.push({
        code: "weekly_cap",
        en: `Overtime is at most ${WEEKLY_CAP_HOURS} hours a week (PP 35/2021 Art 26)`,
        id: `Lembur paling lama ${WEEKLY_CAP_HOURS} jam dalam satu minggu (PP 35/2021 Pasal 26)`,
      });
  } else {
    const end = ladderEnd(ladderFor(workWeek, dayType, holidayOnShortestDay));
    if (Number.isFinite(end) && compare(hoursExact, fromNumber(end)) > 0)
      problems.push({
        code: "beyond_ladder",
        en: `PP 35/2021 Art 31 sets no rate beyond hour ${end} on this day`,
        id: `PP 35/2021 Pasal 31 tidak menetapkan upah setelah jam ke-${end} pada hari ini`,
      });
  }
  return problems;
}

/**
 * Counted overtime minutes under a policy's rounding: rounded down to `step` minutes, and
 * nothing below `minimum` (RULES.md §4.3 Staffinc/Talenta minute rounding; Q2).
 */
export function roundOvertimeMinutes(minutes: number, step: number, minimum: number): number {
  if (minutes < minimum || minutes <= 0) return 0;
  return Math.floor(minutes / step) * step;
}
