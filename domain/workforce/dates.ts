import { Temporal } from "temporal-polyfill";

/**
 * Calendar dates the workforce forms take (join and birth dates, project and assignment
 * dates, termination dates, additional-data dates): written yyyy-MM-dd, a real day, in the
 * years 1900–2999. The range is a product bound, not the database's: PostgreSQL refuses
 * year 0000 outright (a 500 if it got that far), and no employee, project or contract of a
 * client lies before 1900 or after 2999, so such a year is a typing mistake to name at the
 * field.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2999;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-MM-dd in the years 1900–2999. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= MIN_DATE_YEAR &&
    year <= MAX_DATE_YEAR &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** {@link isIsoDate}'s dates as Temporal dates (for comparing and adding); null otherwise. */
export function parseIsoDate(value: unknown): Temporal.PlainDate | null {
  return isIsoDate(value) ? Temporal.PlainDate.from(value) : null;
}
