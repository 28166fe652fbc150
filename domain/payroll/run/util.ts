/**
 * Issue 17 engine helpers: dates as epoch days, decimal strings as exact integers, a fast
 * thousands formatter for the `rule` sentences, and the per-member data error. Pure.
 */
import { MAX_INPUT_RUPIAH } from "../../tax/money.ts";

/** A worker's data the engine refuses (INVALID_MEMBER_DATA); `field` names the input. */
export class MemberDataError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

const MS_PER_DAY = 86_400_000;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const digit = (text: string, i: number) => text.charCodeAt(i) - 48;

/** Days since 1970-01-01 of a YYYY-MM-DD date; null when it is not a real date. */
export function epochDay(text: unknown): number | null {
  if (typeof text !== "string" || text.length !== 10 || text[4] !== "-" || text[7] !== "-") {
    return null;
  }
  let year = 0;
  for (const i of [0, 1, 2, 3]) {
    const d = digit(text, i);
    if (d < 0 || d > 9) return null;
    year = year * 10 + d;
  }
  const m1 = digit(text, 5);
  const m2 = digit(text, 6);
  const d1 = digit(text, 8);
  const d2 = digit(text, 9);
  if ([m1, m2, d1, d2].some((d) => d < 0 || d > 9)) return null;
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > (month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]!)) return null;
  // Days from civil (H. Hinnant): exact for the proleptic Gregorian calendar.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The epoch day as YYYY-MM-DD. */
export function isoOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Monday–Friday days in [from, to] (both epoch days, inclusive). 1970-01-01 was a Thursday. */
export function weekdaysBetween(from: number, to: number): number {
  if (to < from) return 0;
  const days = to - from + 1;
  let count = Math.floor(days / 7) * 5;
  // The remaining days after whole weeks, starting at `from`'s weekday (0 = Monday).
  const start = (((from + 3) % 7) + 7) % 7;
  for (let i = 0; i < days % 7; i++) if ((start + i) % 7 < 5) count += 1;
  return count;
}

/** A decimal number as an exact `value / scale` (scale a power of ten); null when unreadable. */
export type Decimal = { value: number; scale: number };
const DECIMAL = /^(\d{1,15})(?:\.(\d{1,6}))?$/;

export function parseDecimal(text: unknown): Decimal | null {
  if (typeof text === "number") text = String(text);
  if (typeof text !== "string") return null;
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  const scale = 10 ** fraction.length;
  const value = Number(match[1]) * scale + (fraction ? Number(fraction) : 0);
  return Number.isSafeInteger(value) ? { value, scale } : null;
}

/** Whole rupiah in [0, MAX_INPUT_RUPIAH], else a MemberDataError naming `field`. */
export function rupiah(value: unknown, field: string | (() => string)): number {
  if (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= MAX_INPUT_RUPIAH
  ) {
    return value;
  }
  const name = typeof field === "string" ? field : field();
  throw new MemberDataError(
    name,
    typeof value === "number" && Number.isInteger(value)
      ? `must be between 0 and ${MAX_INPUT_RUPIAH}`
      : "must be a whole number of rupiah",
  );
}

/** A day count ≥ 0 in halves (0.5 steps); returned doubled as an integer. */
export function halfDays(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 400) {
    throw new MemberDataError(field, "must be a number of days from 0 to 400");
  }
  const doubled = value * 2;
  if (!Number.isInteger(doubled)) throw new MemberDataError(field, "must be in half days");
  return doubled;
}

/** 1234567 → "1,234,567" (fast; the `rule` sentences are English). */
export function fmt(n: number): string {
  const negative = n < 0;
  let text = String(Math.abs(n));
  if (text.length > 3) {
    let out = "";
    let i = text.length % 3 || 3;
    out = text.slice(0, i);
    for (; i < text.length; i += 3) out += `,${text.slice(i, i + 3)}`;
    text = out;
  }
  return negative ? `-${text}` : text;
}

/** A day count (possibly a half) for display: 21, 20.5. */
export const days = (doubled: number): number => doubled / 2;
