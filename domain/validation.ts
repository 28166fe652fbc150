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
