/*
 * Rules of the number inputs (SPEC §5), kept free of React so they can be tested alone.
 *
 * The configurable input works on a *draft*: the text being typed, in machine form
 * ("-1234.5": optional minus, digits, "." before decimals, no grouping). Drafts may be
 * unfinished ("-", "12."); `completeValue` turns one into the value callers receive.
 * Values stay strings and arithmetic is done on scaled bigints, so no digit is ever lost
 * to floating point.
 */

/** What the configurable number input accepts. */
export type NumberRules = {
  allowNegative: boolean;
  allowDecimal: boolean;
  /** "." between thousands and "," before decimals (Indonesian style) when true. */
  thousandSeparator: boolean;
  maxFractionDigits?: number | undefined;
};

export type Separators = { group: string | null; decimal: string };

/** Off: no grouping, "." decimals. On: "." thousands, "," decimals (SPEC §9). */
export function separatorsOf(thousandSeparator: boolean): Separators {
  return thousandSeparator ? { group: ".", decimal: "," } : { group: null, decimal: "." };
}

const DRAFT = /^(-?)(\d*)(\.\d*)?$/;
const COMPLETE = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * The draft for what the user sees in the field, or null when the text breaks a rule
 * (a stray character, a minus not allowed or not first, a decimal not allowed, too many
 * decimals). Leading zeros are dropped ("05" → "5") and a bare separator gets its zero
 * ("," → "0.").
 */
export function toDraft(display: string, rules: NumberRules): string | null {
  const { group, decimal } = separatorsOf(rules.thousandSeparator);
  let text = group === null ? display : display.split(group).join("");
  if (decimal !== ".") {
    if (text.includes(".")) return null;
    text = text.replace(decimal, ".");
  }
  const match = DRAFT.exec(text);
  if (!match) return null;
  const [, sign = "", whole = "", fraction] = match;
  if (sign && !rules.allowNegative) return null;
  if (fraction !== undefined) {
    if (!rules.allowDecimal) return null;
    const max = rules.maxFractionDigits;
    if (max !== undefined && fraction.length - 1 > max) return null;
  }
  const trimmed = whole.replace(/^0+(?=\d)/, "");
  const integer = trimmed === "" && fraction !== undefined ? "0" : trimmed;
  return sign + integer + (fraction ?? "");
}

const groupThousands = (digits: string, group: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/** What the field shows for a draft: grouped and with the decimal separator of `rules`. */
export function formatDraft(draft: string, rules: NumberRules): string {
  const { group, decimal } = separatorsOf(rules.thousandSeparator);
  const match = DRAFT.exec(draft);
  if (!match) return draft;
  const [, sign = "", whole = "", fraction] = match;
  const integer = group === null ? whole : groupThousands(whole, group);
  const decimals = fraction === undefined ? "" : decimal + fraction.slice(1);
  return sign + integer + decimals;
}

/**
 * The value a draft stands for: "" while nothing (or only "-") is typed, a trailing
 * separator dropped ("12." → "12"), and no minus on zero. Trailing decimal zeros stay,
 * since "1.50" may be a deliberate scale.
 */
export function completeValue(draft: string): string {
  if (draft === "" || draft === "-") return "";
  const value = draft.endsWith(".") ? draft.slice(0, -1) : draft;
  return /^-0(\.0*)?$/.test(value) ? value.slice(1) : value;
}

/**
 * The canonical text of a value a caller passes in: numbers without exponents (integers
 * exactly, even past 2^53), numeric strings without leading zeros. Anything else is "".
 */
export function decimalText(value: number | string | bigint | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "";
    if (Number.isInteger(value)) return BigInt(value).toString();
    return value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
  }
  const match = COMPLETE.exec(value.trim());
  if (!match) return "";
  const [, sign = "", whole = "", fraction] = match;
  return completeValue(sign + whole.replace(/^0+(?=\d)/, "") + (fraction ? `.${fraction}` : ""));
}

const fractionDigits = (value: string): number => {
  const dot = value.indexOf(".");
  return dot === -1 ? 0 : value.length - dot - 1;
};

function toScaled(value: string, scale: number): bigint {
  const match = COMPLETE.exec(value);
  if (!match) throw new RangeError(`Not a decimal: "${value}"`);
  const [, sign, whole = "", fraction = ""] = match;
  const n = BigInt(whole + fraction.padEnd(scale, "0"));
  return sign ? -n : n;
}

function fromScaled(n: bigint, scale: number): string {
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return (negative ? "-" : "") + whole + (scale > 0 ? `.${fraction}` : "");
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (both complete decimal strings). */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  const x = toScaled(a, scale);
  const y = toScaled(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `a + b` exactly, keeping the larger of their decimal scales ("1.50" + "1" = "2.50"). */
export function addDecimal(a: string, b: string): string {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  return completeValue(fromScaled(toScaled(a, scale) + toScaled(b, scale), scale));
}

export type Bounds = { min?: string | undefined; max?: string | undefined };

/** `value` moved into [min, max]; "" stays "" (an empty field has nothing to clamp). */
export function clampDecimal(value: string, { min, max }: Bounds): string {
  if (value === "") return value;
  if (min !== undefined && compareDecimal(value, min) < 0) return min;
  if (max !== undefined && compareDecimal(value, max) > 0) return max;
  return value;
}

/**
 * The value after one ArrowUp (`direction` 1) or ArrowDown (-1): `value` ± `step`,
 * clamped. An empty field counts as 0.
 */
export function stepDecimal(
  value: string,
  direction: 1 | -1,
  step: string,
  bounds: Bounds,
): string {
  const base = value === "" ? "0" : value;
  const delta = direction === 1 ? step : step.startsWith("-") ? step.slice(1) : `-${step}`;
  return clampDecimal(addDecimal(base, delta), bounds);
}

/** Negative numbers are allowed unless `min` rules them out. */
export function allowsNegative(min: string | undefined): boolean {
  return min === undefined || compareDecimal(min, "0") < 0;
}

/**
 * Whether typing (or pasting) `inserted` over the selection [start, end) of `display`
 * gives acceptable text. The grouping character is never typed: the field places it.
 */
export function acceptsInsertion(
  display: string,
  start: number,
  end: number,
  inserted: string,
  rules: NumberRules,
): boolean {
  const { group } = separatorsOf(rules.thousandSeparator);
  if (group !== null && inserted.includes(group)) return false;
  return toDraft(display.slice(0, start) + inserted + display.slice(end), rules) !== null;
}

/**
 * Pasted text as the field would show it, or null when it is not a number the field can
 * take. With thousand separators on, dots must sit between groups of three ("1.234.567");
 * a dot anywhere else ("12.50") is ambiguous and refused rather than silently dropped.
 */
export function normalizePaste(pasted: string, rules: NumberRules): string | null {
  const text = pasted.trim();
  const { group } = separatorsOf(rules.thousandSeparator);
  if (group !== null && text.includes(group) && !/^-?\d{1,3}(\.\d{3})+(,\d*)?$/.test(text)) {
    return null;
  }
  const draft = toDraft(text, rules);
  return draft === null ? null : formatDraft(draft, rules);
}

/**
 * Where the caret goes once `raw` (as typed, caret at `caret`) is shown as `formatted`:
 * with as many digits, minus signs and decimal separators after it as before.
 * Counting from the end keeps the caret in place when zeros or separators change in
 * front of it.
 */
export function caretAfterFormat(
  raw: string,
  caret: number,
  formatted: string,
  rules: NumberRules,
): number {
  const { decimal } = separatorsOf(rules.thousandSeparator);
  const significant = (c: string) => (c >= "0" && c <= "9") || c === "-" || c === decimal;
  let after = 0;
  for (const c of raw.slice(caret)) if (significant(c)) after += 1;
  let seen = 0;
  for (let i = formatted.length; i > 0; i--) {
    if (seen === after) {
      // Leftmost spot with that many after it: right behind the previous significant char.
      let j = i;
      while (j > 0 && !significant(formatted.charAt(j - 1))) j--;
      return j;
    }
    if (significant(formatted.charAt(i - 1))) seen += 1;
  }
  return seen === after ? 0 : formatted.length;
}

/** Keys the basic number input never lets through (SPEC §5). */
export const BASIC_BLOCKED_KEYS: readonly string[] = ["-", "+", "e", "E"];

export type BasicBounds = { min?: number | undefined; max?: number | undefined };

/**
 * What the basic number input does with the text the browser reports:
 * - `apply`: in range (or empty); the value goes to the caller.
 * - `hold`: below min, but typing more digits can still reach the range ("1" toward a
 *   min of 10); the text stays, marked invalid, and the caller is not told.
 * - `reject`: out of range for good; the field keeps its previous text.
 */
export type BasicNumberVerdict =
  | { kind: "apply"; value: number | null }
  | { kind: "hold"; reason: "below-min" }
  | { kind: "reject"; reason: "below-min" | "above-max" | "blocked" };

export function basicNumberChange(text: string, bounds: BasicBounds): BasicNumberVerdict {
  if (text === "") return { kind: "apply", value: null };
  if (/[-+eE]/.test(text) || !/^\d*\.?\d*$/.test(text))
    return { kind: "reject", reason: "blocked" };
  const value = Number(text);
  if (Number.isNaN(value)) return { kind: "reject", reason: "blocked" };
  const { min, max } = bounds;
  if (max !== undefined && value > max) return { kind: "reject", reason: "above-max" };
  if (min !== undefined && value < min) {
    return canStillReach(text, min, max)
      ? { kind: "hold", reason: "below-min" }
      : { kind: "reject", reason: "below-min" };
  }
  return { kind: "apply", value };
}

/**
 * Whether appending characters to `text` (a non-negative decimal below `min`) can give a
 * value in [min, max]. Approximate float comparisons are fine here: this only decides
 * whether the text may stay on screen while typing, never what value is applied.
 */
function canStillReach(text: string, min: number, max: number | undefined): boolean {
  const value = Number(text);
  const dot = text.indexOf(".");
  if (dot !== -1) {
    // Only more decimals can follow: the value stays within [value, value + 10^-decimals).
    const decimals = text.length - dot - 1;
    return min < value + 10 ** -decimals;
  }
  // Adding a decimal part gives [value, value + 1); adding k digits gives
  // [value·10^k, (value + 1)·10^k).
  if (min < value + 1) return true;
  if (max === undefined) return true;
  for (let k = 1, scale = 10; k <= 16 && value * scale <= max; k++, scale *= 10) {
    if ((value + 1) * scale > min) return true;
  }
  return false;
}
