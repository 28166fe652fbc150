import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  add,
  compare,
  div,
  exact,
  floor,
  fromNumber,
  mul,
  roundHalfUp,
  sub,
  toCents,
  toNumber,
  toNumber2,
} from "./exact.ts";

describe("exact fractions", () => {
  it("keeps fractions in lowest terms with a positive denominator", () => {
    expect(exact(10n, -4n)).toEqual({ n: -5n, d: 2n });
    expect(exact(0n, 7n)).toEqual({ n: 0n, d: 1n });
    expect(() => exact(1n, 0n)).toThrow(RangeError);
  });

  it("reads a number as the decimal it is written as", () => {
    expect(fromNumber(0.1)).toEqual(exact(1n, 10n));
    expect(fromNumber(17.9)).toEqual(exact(179n, 10n));
    expect(fromNumber(1e-7)).toEqual(exact(1n, 10_000_000n));
    expect(fromNumber(2e21)).toEqual(exact(2_000_000_000_000_000_000_000n));
    expect(fromNumber(-1.25)).toEqual(exact(-5n, 4n));
    expect(() => fromNumber(Number.NaN)).toThrow(RangeError);
  });

  it("adds tenths exactly where doubles do not", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(add(fromNumber(0.1), fromNumber(0.2))).toEqual(fromNumber(0.3));
  });

  it("floors and rounds half up", () => {
    expect(floor(exact(7n, 2n))).toBe(3n);
    expect(floor(exact(-7n, 2n))).toBe(-4n);
    expect(floor(exact(-6n, 2n))).toBe(-3n);
    expect(roundHalfUp(exact(5n, 2n))).toBe(3n);
    expect(roundHalfUp(exact(49n, 20n))).toBe(2n);
  });

  it("rounds to cents only at the end: 5,000,000 × 21 / 173 = 606,936.42", () => {
    const pay = mul(div(exact(5_000_000n), exact(173n)), exact(21n));
    expect(toCents(pay)).toBe(60_693_642n);
    expect(toNumber2(pay)).toBe(606_936.42);
    expect(toNumber2(exact(1n, 200n))).toBe(0.01);
    expect(toNumber2(exact(1n, 201n))).toBe(0);
  });

  it("obeys the field laws on random fractions", () => {
    const fraction = fc
      .tuple(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
      )
      .map(([n, d]) => exact(n, d));
    fc.assert(
      fc.property(fraction, fraction, (a, b) => {
        expect(sub(add(a, b), b)).toEqual(a);
        expect(compare(add(a, b), add(b, a))).toBe(0);
        if (b.n !== 0n) expect(mul(div(a, b), b)).toEqual(a);
        expect(compare(a, b)).toBe(Math.sign(toNumber(a) - toNumber(b)) || compare(a, b));
      }),
    );
  });
});
