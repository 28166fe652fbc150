import { Temporal } from "temporal-polyfill";

/** Shown wherever a value cannot be formatted (SPEC §8 "invalid dates"). */
const INVALID = "-";

/** The console's home zone (SPEC §3). */
export const DEFAULT_TIMEZONE = "Asia/Jakarta";

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");

const DECIMAL_TEXT = /^([+-])?(\d+)(?:\.(\d+))?$/;

/**
 * Rupiah amount as "Rp 1.234.567" ("-Rp 1.234.567" when negative). Whole amounts show no
 * decimals; others show two, rounded half away from zero, after a comma ("Rp 1.234,50").
 * Strings ("1234567.891") and bigints are handled digit by digit, so amounts beyond
 * float precision stay exact. Anything unparseable gives "-".
 */
export function formatRupiah(amount: number | bigint | string | null | undefined): string {
  let decimal: string;
  if (typeof amount === "bigint") decimal = amount.toString();
  else if (typeof amount === "number") {
    if (!Number.isFinite(amount)) return INVALID;
    // Integral doubles convert to bigint exactly; toFixed would switch to exponents past 1e21.
    decimal = Number.isInteger(amount) ? BigInt(amount).toString() : amount.toFixed(2);
  } else if (typeof amount === "string") decimal = amount.trim();
  else return INVALID;

  const match = DECIMAL_TEXT.exec(decimal);
  if (!match) return INVALID;
  const [, sign, whole = "", fraction = ""] = match;

  let cents = BigInt(whole + fraction.padEnd(2, "0").slice(0, 2));
  if (fraction.charAt(2) >= "5") cents += 1n;
  const negative = sign === "-" && cents !== 0n;
  const rupiah = groupThousands((cents / 100n).toString());
  const sen = cents % 100n;
  const senText = sen === 0n ? "" : `,${sen.toString().padStart(2, "0")}`;
  return `${negative ? "-" : ""}Rp ${rupiah}${senText}`;
}

/** Anything the date formatters accept. */
export type DateInput =
  | string
  | number
  | Date
  | Temporal.Instant
  | Temporal.ZonedDateTime
  | Temporal.PlainDate
  | Temporal.PlainDateTime
  | null
  | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Wall-clock date and time of `value` in `zone`, or undefined when invalid.
 * Calendar dates ("2024-01-31", PlainDate) and PlainDateTimes are already wall-clock, so
 * they are not shifted. Date-time strings without an offset are read as UTC, the same
 * assumption as SPEC §9's "add 7 hours" time conversion. Numbers are epoch milliseconds.
 */
function wallClock(value: DateInput, zone: string): Temporal.PlainDateTime | undefined {
  if (value === null || value === undefined) return undefined;
  try {
    if (value instanceof Temporal.PlainDate) return value.toPlainDateTime();
    if (value instanceof Temporal.PlainDateTime) return value;
    if (value instanceof Temporal.ZonedDateTime) return value.withTimeZone(zone).toPlainDateTime();
    if (typeof value === "string" && DATE_ONLY.test(value.trim())) {
      return Temporal.PlainDate.from(value.trim()).toPlainDateTime();
    }
    return toInstant(value)?.toZonedDateTimeISO(zone).toPlainDateTime();
  } catch {
    // Unparseable text, bad zones and out-of-range values all throw RangeError.
    return undefined;
  }
}

function toInstant(value: string | number | Date | Temporal.Instant): Temporal.Instant | undefined {
  if (value instanceof Temporal.Instant) return value;
  if (value instanceof Date) return toInstant(value.getTime());
  if (typeof value === "number") {
    return Number.isFinite(value) ? Temporal.Instant.fromEpochMilliseconds(value) : undefined;
  }
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  try {
    return Temporal.Instant.from(trimmed);
  } catch {
    return Temporal.PlainDateTime.from(trimmed).toZonedDateTime("UTC").toInstant();
  }
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

const SHORT_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

const dayMonthYear = (d: Temporal.PlainDateTime): string =>
  `${pad2(d.day)} ${SHORT_MONTHS[d.month - 1]} ${String(d.year).padStart(4, "0")}`;

/** Date as dd-MM-yyyy in `zone` (default Asia/Jakarta); invalid input gives "-". */
export function formatDate(value: DateInput, zone: string = DEFAULT_TIMEZONE): string {
  const d = wallClock(value, zone);
  return d ? `${pad2(d.day)}-${pad2(d.month)}-${String(d.year).padStart(4, "0")}` : INVALID;
}

/** Date and time as dd-MM-yyyy HH:mm in `zone` (the audit log, issue 12); invalid gives "-". */
export function formatDateTime(value: DateInput, zone: string = DEFAULT_TIMEZONE): string {
  const d = wallClock(value, zone);
  return d
    ? `${pad2(d.day)}-${pad2(d.month)}-${String(d.year).padStart(4, "0")} ${pad2(d.hour)}:${pad2(d.minute)}`
    : INVALID;
}

/** Date as "DD MMM YYYY" in UTC, e.g. "05 Jan 2024"; invalid input gives "-". */
export function formatUtcDate(value: DateInput): string {
  const d = wallClock(value, "UTC");
  return d ? dayMonthYear(d) : INVALID;
}

/**
 * Timeline stamp "DD MMM YYYY HH:mm" in `zone` (a timeline item's createdAtTimezone,
 * default Asia/Jakarta); invalid input gives "-".
 */
export function formatTimeline(value: DateInput, zone: string = DEFAULT_TIMEZONE): string {
  const d = wallClock(value, zone);
  return d ? `${dayMonthYear(d)} ${pad2(d.hour)}:${pad2(d.minute)}` : INVALID;
}

const ZONE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  "asia/jakarta": "WIB",
  "asia/pontianak": "WIB",
  "asia/makassar": "WITA",
  // Pre-2010 IANA name for Makassar, still sent by older devices.
  "asia/ujung_pandang": "WITA",
  "asia/jayapura": "WIT",
  utc: "UTC",
  gmt: "UTC",
  "etc/utc": "UTC",
  "etc/gmt": "UTC",
  wib: "WIB",
  wita: "WITA",
  wit: "WIT",
};

/**
 * WIB, WITA or WIT for an Indonesian IANA zone, "UTC" for UTC/GMT; other zones are
 * returned unchanged. A missing zone means the default, Asia/Jakarta.
 */
export function timezoneAbbreviation(zone: string | null | undefined): string {
  const name = zone?.trim() || DEFAULT_TIMEZONE;
  return ZONE_ABBREVIATIONS[name.toLowerCase()] ?? name;
}

/**
 * Clock time "HH:mm" moved by `hours` and wrapped at 24 (SPEC §9: UTC times from the
 * services become WIB by adding 7). Unparseable input gives "-".
 */
export function shiftClockTime(time: string, hours = 7): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return INVALID;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return INVALID;
  const shifted = (((hour + hours) % 24) + 24) % 24;
  return `${pad2(shifted)}:${pad2(minute)}`;
}

/** First letters of the first and last words, uppercased ("siti nur aisyah" → "SA"). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from splits by code point, so a leading emoji or astral letter stays whole.
  const letter = (word: string) => Array.from(word)[0] ?? "";
  return (letter(first) + (last ? letter(last) : "")).toUpperCase();
}

/** Progress percentage clamped to 0..100; NaN counts as 0. */
export function clampProgress(n: number): number {
  if (Number.isNaN(n)) return 0;
  return Math.min(100, Math.max(0, n));
}

/** True for null, undefined, and strings that are empty or whitespace only. */
export function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === "string" && v.trim() === "");
}
