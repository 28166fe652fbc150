/**
 * Exact rational arithmetic for the overtime and THR calculators (issue 15): every figure is a
 * fraction of two bigints, so 5,000,000 / 173 stays exactly that until the answer rounds it
 * (RULES.md §1.5: "exact" computes at full precision and rounds only in the answer). Pure.
 */

/** n / d with d > 0, in lowest terms. */
export type Exact = { readonly n: bigint; readonly d: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function exact(n: bigint | number, d: bigint | number = 1n): Exact {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den === 0n) throw new RangeError("division by zero");
  if (den < 0n) [num, den] = [-num, -den];
  const divisor = gcd(num, den) || 1n;
  return { n: num / divisor, d: den / divisor };
}

export const ZERO = exact(0n);

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * The decimal a finite number is written as (its shortest round-trip text): 0.1 is exactly
 * 1/10, not the binary double nearest to it. What a caller typed is what is computed.
 */
export function fromNumber(value: number): Exact {
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not a finite number`);
  const match = DECIMAL.exec(String(value));
  if (!match) throw new RangeError(`${value} is not a decimal number`);
  const [, sign = "", whole = "0", fraction = "", exponentText = "0"] = match;
  const exponent = Number(exponentText) - fraction.length;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return exponent >= 0
    ? exact(digits * 10n ** BigInt(exponent))
    : exact(digits, 10n ** BigInt(-exponent));
}

export const add = (a: Exact, b: Exact): Exact => exact(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Exact, b: Exact): Exact => exact(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Exact, b: Exact): Exact => exact(a.n * b.n, a.d * b.d);
export const div = (a: Exact, b: Exact): Exact => exact(a.n * b.d, a.d * b.n);

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Exact, b: Exact): -1 | 0 | 1 {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

export const max = (a: Exact, b: Exact): Exact => (compare(a, b) >= 0 ? a : b);
export const min = (a: Exact, b: Exact): Exact => (compare(a, b) <= 0 ? a : b);

/** The largest integer ≤ x. */
export function floor(x: Exact): bigint {
  const q = x.n / x.d;
  return x.n < 0n && q * x.d !== x.n ? q - 1n : q;
}

/** x rounded to a whole number, half up (…,5 goes up; the calculators' figures are ≥ 0). */
export function roundHalfUp(x: Exact): bigint {
  return floor(add(x, exact(1n, 2n)));
}

/** x in hundredths, half up: the "two decimals in the answer" of RULES.md §1.5. */
export function toCents(x: Exact): bigint {
  return roundHalfUp(mul(x, exact(100n)));
}

/** x rounded half up to two decimals, as the JSON number the answer carries. */
export function toNumber2(x: Exact): number {
  return Number(toCents(x)) / 100;
}

/** The double nearest to x (both parts are exact integers, and IEEE division rounds once). */
export function toNumber(x: Exact): number {
  return Number(x.n) / Number(x.d);
}
