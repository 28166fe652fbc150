import { isProvinceCode } from "./provinces.ts";

// Dot-atom local part and dotted domain with letter TLD; case is irrelevant (SPEC §5).
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const NUMERIC = /^-?\d+(?:\.\d+)?$/;
// The +62 prefix is fixed beside the field, so the number starts at the operator's 8.
const PHONE = /^8\d{7,12}$/;
const POSTAL_CODE = /^\d{5}$/;
const DIGITS = /^\d+$/;

/** Time used when a stored time string cannot be read. */
export const DEFAULT_TIME = "07:00";

/** True for a standard e-mail address, in any letter case. */
export function isEmail(value: unknown): boolean {
  return typeof value === "string" && EMAIL.test(value);
}

/** True for "H:MM" or "HH:MM" (00–23 hours), optionally followed by ":SS". */
export function isTimeString(value: unknown): boolean {
  return typeof value === "string" && TIME.test(value);
}

/**
 * A valid time string normalised to two-digit hours ("7:05" → "07:05", seconds kept);
 * anything else gives "07:00".
 */
export function parseTimeString(value: unknown): string {
  const match = typeof value === "string" ? TIME.exec(value) : null;
  if (!match) return DEFAULT_TIME;
  const [, hours = "", minutes, seconds] = match;
  return `${hours.padStart(2, "0")}:${minutes}${seconds === undefined ? "" : `:${seconds}`}`;
}

/**
 * True for a finite number with a fractional part. Numeric strings ("1.5") count too,
 * since form fields hold text.
 */
export function isDecimal(value: unknown): boolean {
  const n = typeof value === "string" && isNumericString(value) ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && !Number.isInteger(n);
}

/** True for an optional minus, digits, and optional "." decimals ("-12.50"). */
export function isNumericString(value: unknown): boolean {
  return typeof value === "string" && NUMERIC.test(value);
}

/** True for an Indonesian mobile number without country code: 8 then 7–12 digits. */
export function isPhoneNumber(value: unknown): boolean {
  return typeof value === "string" && PHONE.test(value);
}

/** What people type between a phone number's digits. */
export const PHONE_SEPARATORS = /[\s().-]/g;

/**
 * An Indonesian mobile number as stored: spaces, dots, dashes and brackets dropped, and a
 * leading 0, +62 or 62 before the operator's 8 removed ("0812-3456-789" → "8123456789").
 * Anything else comes back trimmed of separators, for {@link isPhoneNumber} to refuse.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(PHONE_SEPARATORS, "");
  const match = /^(?:\+62|62|0)(8\d*)$/.exec(compact);
  return match?.[1] ?? compact;
}

/** True for exactly five digits. */
export function isPostalCode(value: unknown): boolean {
  return typeof value === "string" && POSTAL_CODE.test(value);
}

/** True for one or more digits and nothing else (numeric inputs' key pattern). */
export function isDigitsOnly(value: unknown): boolean {
  return typeof value === "string" && DIGITS.test(value);
}

/** The console's password policy (SPEC-independent; the server and the settings form share it). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** Why a new password is refused, in the order they are reported. */
export const PASSWORD_PROBLEMS = [
  "too_short",
  "too_long",
  "needs_letter_and_digit",
  "same_as_current",
] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/**
 * What is wrong with `newPassword`, or `[]` when it may be used. Lengths count characters
 * (code points), not UTF-16 units. `same_as_current` needs `currentPassword`, and is only
 * reported when that is given and not empty.
 */
export function passwordProblems(newPassword: string, currentPassword?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...newPassword].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push("too_short");
  if (length > PASSWORD_MAX_LENGTH) problems.push("too_long");
  if (!LETTER.test(newPassword) || !DIGIT.test(newPassword)) {
    problems.push("needs_letter_and_digit");
  }
  if (currentPassword !== undefined && currentPassword !== "" && newPassword === currentPassword) {
    problems.push("same_as_current");
  }
  return problems;
}

// ---------------------------------------------------------------------------------------
// Invisible characters (issue 11 A7): a name, code or NIK that reads one way and sorts,
// searches and matches another.

/**
 * Bidirectional formatting (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates)
 * and zero-width characters (U+200B–U+200D, U+2060 word joiner, U+FEFF byte-order mark):
 * they make "Budi" and "Bu\u200Bdi" two people, and can show a name or code reversed
 * ("Trojan Source", CVE-2021-42574). Joiners inside emoji are no concern here: names and
 * codes are text people type, not emoji.
 */
const INVISIBLE_CHARACTER = /[\u200B-\u200D\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

/** True when `value` holds a bidi control or a zero-width character. */
export function hasInvisibleCharacter(value: string): boolean {
  return INVISIBLE_CHARACTER.test(value);
}

/**
 * The problem, worded as the rules it sits beside: after the field's label ("Full name
 * must not …", as domain/workforce/agent.ts writes), or on its own after the field's name
 * ("must not …", as domain/workforce/org.ts writes; the console puts the label before it).
 */
export const INVISIBLE_CHARACTER_PROBLEM = {
  en: "must not contain invisible or text-direction characters",
  id: "tidak boleh berisi karakter tak terlihat atau pengubah arah teks",
} as const;

// ---------------------------------------------------------------------------------------
// Deeply nested JSON

/**
 * How deep a JSON value may nest (objects and lists) wherever the product takes one (an
 * agent's additional data, a changed field's before/after). Nothing the console sends is
 * deeper than 3; past a few thousand levels JSON.stringify and PostgreSQL's jsonb overflow
 * their stacks, which surfaced as "Unexpected error." (issue 11 A5).
 */
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests objects or lists more than `max` levels. Iterative: never overflows. */
export function isNestedDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  return tooDeepField(value, max) !== null;
}

/**
 * The top-level key of `value` under which objects or lists nest more than `max` levels
 * (`value` itself counting as the first), "" when it is `value` itself that is a list too
 * deep, or null when nothing is. Iterative: a value of any depth is walked without recursion.
 */
export function tooDeepField(value: unknown, max: number = MAX_JSON_DEPTH): string | null {
  const pending: [unknown, number, string][] = [[value, 0, ""]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, depth, field] = next;
    if (typeof current !== "object" || current === null) continue;
    if (depth + 1 > max) return field;
    for (const [key, item] of Object.entries(current))
      pending.push([item, depth + 1, depth === 0 && !Array.isArray(current) ? key : field]);
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// NIK (Nomor Induk Kependudukan): 16 digits, PP.KK.CC DDMMYY SSSS — province, regency and
// district of registration, birth date (women's day + 40), serial (Permendagri 72/2019).

export const NIK_PATTERN = /^\d{16}$/;

/** Why a 16-digit NIK cannot be real, worded like {@link INVISIBLE_CHARACTER_PROBLEM}. */
export const NIK_PROBLEMS = {
  province: {
    en: "must start with an Indonesian province code",
    id: "harus diawali kode provinsi Indonesia",
  },
  birth_date: {
    en: "must hold a real birth date in digits 7 to 12 (DDMMYY; women's day + 40)",
    id: "harus memuat tanggal lahir yang benar pada digit 7 sampai 12 (DDMMYY; hari + 40 untuk perempuan)",
  },
} as const;
export type NikProblem = keyof typeof NIK_PROBLEMS;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * What makes a 16-digit NIK impossible, or null: first two digits that are no province code
 * (domain/provinces.ts), or a birth-date part that is no date — day 01–31, or 41–71 for
 * women; month 01–12; 29 February only when YY is a leap year in its century (00 is, as
 * 2000 was). The format (16 digits, {@link NIK_PATTERN}) is the caller's first check.
 */
export function nikProblem(nik: string): NikProblem | null {
  if (!isProvinceCode(nik.slice(0, 2))) return "province";
  const day = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const year = Number(nik.slice(10, 12));
  const dayOfMonth = day > 40 ? day - 40 : day;
  const days = month === 2 && year % 4 !== 0 ? 28 : DAYS_IN_MONTH[month - 1];
  if (days === undefined || dayOfMonth < 1 || dayOfMonth > days) return "birth_date";
  return null;
}
