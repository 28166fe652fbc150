import { Temporal } from "temporal-polyfill";
import { formatDate, shiftClockTime } from "./format";

/** The console's two languages; calendar labels exist in both. */
export type CalendarLanguage = "en" | "id";

/** A choice in a dropdown (SPEC §3 "Option item: label, value"). */
export type CalendarOption = { value: number; label: string };

/** The pay-day value that means "the last day of the month" (SPEC §9). */
export const END_OF_MONTH = 31;

const END_OF_MONTH_LABEL: Readonly<Record<CalendarLanguage, string>> = {
  en: "End of month",
  id: "Akhir bulan",
};

/** English ordinal: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd. */
function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ({ 1: "st", 2: "nd", 3: "rd" } as Readonly<Record<number, string>>)[n % 10];
  return `${n}${suffix ?? "th"}`;
}

/**
 * Days of the month 1 to 31 for pay-day style dropdowns (SPEC §9): "1st" … "30th" in
 * English, "Tanggal 1" … "Tanggal 30" in Indonesian, and 31 is "End of month" / "Akhir bulan".
 */
export function dayOptions(language: CalendarLanguage = "en"): CalendarOption[] {
  return Array.from({ length: END_OF_MONTH }, (_, index) => {
    const day = index + 1;
    if (day === END_OF_MONTH) return { value: day, label: END_OF_MONTH_LABEL[language] };
    return { value: day, label: language === "id" ? `Tanggal ${day}` : ordinal(day) };
  });
}

const MONTH_NAMES: Readonly<Record<CalendarLanguage, readonly string[]>> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  id: [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
  ],
};

/** Months 1 to 12 with their full names (SPEC §9). */
export function monthOptions(language: CalendarLanguage = "en"): CalendarOption[] {
  return MONTH_NAMES[language].map((label, index) => ({ value: index + 1, label }));
}

/** Years from one before to three after `today`'s year (SPEC §9), oldest first. */
export function yearOptions(today: Temporal.PlainDate): CalendarOption[] {
  return Array.from({ length: 5 }, (_, index) => {
    const year = today.year - 1 + index;
    return { value: year, label: String(year) };
  });
}

/**
 * A service time "HH:MM" (UTC) as WIB: seven hours later, wrapped at 24 (SPEC §9), so
 * "20:30" becomes "03:30". Unparseable input gives "-".
 */
export function addSevenHours(time: string): string {
  return shiftClockTime(time, 7);
}

/** True when `date` lies within `min`..`max`, both inclusive; a missing bound is open. */
export function isWithin(
  date: Temporal.PlainDate,
  min?: Temporal.PlainDate,
  max?: Temporal.PlainDate,
): boolean {
  if (min && Temporal.PlainDate.compare(date, min) < 0) return false;
  if (max && Temporal.PlainDate.compare(date, max) > 0) return false;
  return true;
}

export type DateRange = { start: Temporal.PlainDate; end: Temporal.PlainDate };

/**
 * The Monday-to-Sunday week holding `date`, cut to `min`..`max` (SPEC §4); undefined
 * when `date` itself is outside those bounds, as such a day cannot be picked.
 */
export function weekRange(
  date: Temporal.PlainDate,
  min?: Temporal.PlainDate,
  max?: Temporal.PlainDate,
): DateRange | undefined {
  if (!isWithin(date, min, max)) return undefined;
  // ISO dayOfWeek: Monday is 1, Sunday is 7.
  const monday = date.subtract({ days: date.dayOfWeek - 1 });
  const sunday = monday.add({ days: 6 });
  return {
    start: min && Temporal.PlainDate.compare(monday, min) < 0 ? min : monday,
    end: max && Temporal.PlainDate.compare(sunday, max) > 0 ? max : sunday,
  };
}

const DISPLAY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Reads "dd-MM-yyyy" (the console's display format); anything else, or a date that does not exist, gives undefined. */
export function parseDisplayDate(text: string): Temporal.PlainDate | undefined {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, day, month, year] = match;
  try {
    return Temporal.PlainDate.from(
      { year: Number(year), month: Number(month), day: Number(day) },
      { overflow: "reject" },
    );
  } catch {
    return undefined;
  }
}

/** `date` as "dd-MM-yyyy"; a missing date gives "-" (SPEC §8 invalid dates). */
export function toDisplayDate(date: Temporal.PlainDate | null | undefined): string {
  return formatDate(date);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date from what the services and forms hand around: a PlainDate, an ISO
 * "yyyy-MM-dd" or a display "dd-MM-yyyy" text. Anything else gives undefined.
 */
export function toPlainDate(
  value: Temporal.PlainDate | string | null | undefined,
): Temporal.PlainDate | undefined {
  if (value instanceof Temporal.PlainDate) return value;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (!ISO_DATE.test(text)) return parseDisplayDate(text);
  try {
    return Temporal.PlainDate.from(text, { overflow: "reject" });
  } catch {
    return undefined;
  }
}
