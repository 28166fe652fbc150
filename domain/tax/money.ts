/**
 * Exact integer money arithmetic. Amounts are whole rupiah held in JS numbers (safe
 * integers); rates are integers of {@link RATE_SCALE} (1 unit = 0.001 %), so 0.445 % (the
 * PP 7/2025 JKK relief rate) is 445 and 34 % is 34,000. A product that could leave the
 * safe-integer range is computed with bigint, so no result is ever a rounded float.
 */

/** Rates are integers of 1/100,000 (0.001 %). */
export const RATE_SCALE = 100_000;

/**
 * The largest amount one input field may carry (Rp 10 trillion) — a gross, a pension
 * contribution, a payment, a wage; `withheld` may also go down to its negative. The one bound
 * of the engine and of its REST boundary (services/hcm/tax/schemas.ts uses it). A year of such
 * amounts plus the tax allowances on them, even × 12 for annualisation, stays inside the
 * safe-integer range.
 */
export const MAX_INPUT_RUPIAH = 10_000_000_000_000;

export type Rounding = "half_up" | "floor";

/**
 * Rate units of a percentage written as a decimal string ("0.25" → 250, "34" → 34,000),
 * parsed digit by digit so no binary fraction is involved.
 */
export function percentToUnits(percent: string): number {
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(percent);
  if (!match) throw new Error(`Invalid percentage "${percent}" (at most 3 decimals)`);
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * 1000 + Number(fraction.padEnd(3, "0"));
}

/** Percentage of rate units, for display (250 → 0.25). */
export function unitsToPercent(units: number): number {
  return units / 1000;
}

function divideBig(numerator: bigint, denominator: bigint, rounding: Rounding): number {
  const quotient = numerator / denominator;
  const remainder = numerator - quotient * denominator;
  const up = rounding === "half_up" && 2n * remainder >= denominator;
  return Number(up ? quotient + 1n : quotient);
}

/**
 * `numerator / denominator` rounded to a whole rupiah; both non-negative integers
 * (half up: .5 goes up).
 */
export function divide(numerator: number, denominator: number, rounding: Rounding): number {
  if (numerator > Number.MAX_SAFE_INTEGER) {
    return divideBig(BigInt(numerator), BigInt(denominator), rounding);
  }
  const quotient = Math.floor(numerator / denominator);
  // The float quotient can be off by one near an integer; correct it with the exact remainder.
  let q = quotient;
  let remainder = numerator - q * denominator;
  if (remainder < 0) {
    q -= 1;
    remainder += denominator;
  } else if (remainder >= denominator) {
    q += 1;
    remainder -= denominator;
  }
  return rounding === "half_up" && 2 * remainder >= denominator ? q + 1 : q;
}

/**
 * `amount × multiplier / divisor` rounded once to a whole rupiah. All three are
 * non-negative integers; the product is exact (bigint when it leaves the safe range).
 */
export function mulDiv(
  amount: number,
  multiplier: number,
  divisor: number,
  rounding: Rounding = "half_up",
): number {
  const product = amount * multiplier;
  // A float product at or below MAX_SAFE_INTEGER is exact (rounding is monotone).
  if (product <= Number.MAX_SAFE_INTEGER) return divide(product, divisor, rounding);
  return divideBig(BigInt(amount) * BigInt(multiplier), BigInt(divisor), rounding);
}

/** `amount × rate` rounded to the rupiah (rate in {@link RATE_SCALE} units). */
export function applyRate(amount: number, rateUnits: number, rounding: Rounding = "half_up") {
  return mulDiv(amount, rateUnits, RATE_SCALE, rounding);
}

/** Floor to a multiple of `step` (PKP is rounded down to the thousand, PMK 168 Ps. 8(4)). */
export function floorTo(amount: number, step: number): number {
  return Math.floor(amount / step) * step;
}

/**
 * Throws unless `value` is a whole number of rupiah in [min, MAX_INPUT_RUPIAH]. `name` may be a
 * function so hot loops build the message only when it is needed.
 */
export function assertRupiah(
  value: unknown,
  name: string | (() => string),
  min = 0,
): asserts value is number {
  if (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= min &&
    value <= MAX_INPUT_RUPIAH
  ) {
    return;
  }
  const label = typeof name === "string" ? name : name();
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new Error(`${label} must be a whole number of rupiah`);
  }
  throw new Error(
    min < 0
      ? `${label} must be between -${MAX_INPUT_RUPIAH} and ${MAX_INPUT_RUPIAH}`
      : `${label} must be between ${min} and ${MAX_INPUT_RUPIAH}`,
  );
}
