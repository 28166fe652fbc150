/**
 * Issue 15: the statutory overtime ladders of PP 35/2021 Art 31 (RULES.md §1.3). Pure. The
 * calculator (wage base, rounding, caps, meal duty) builds on these bands; the overtime
 * policies and requests use the same bands, so one rule decides every multiplier.
 */

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
