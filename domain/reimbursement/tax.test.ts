import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NATURA_MEAL_FIELD_CAP, TAX_TREATMENTS, taxSplit } from "./tax.ts";

describe("taxSplit (RUNS.md §6, PMK 66/2023 Ps. 5)", () => {
  it("actual costs are never taxed, a taxable allowance always", () => {
    expect(
      taxSplit({
        treatment: "non_taxable_actual_cost",
        amount: 750_000,
        cap: null,
        usedThisMonth: 0,
      }),
    ).toEqual({ taxable: 0, nonTaxable: 750_000 });
    expect(
      taxSplit({ treatment: "taxable_allowance", amount: 750_000, cap: null, usedThisMonth: 5 }),
    ).toEqual({ taxable: 750_000, nonTaxable: 0 });
  });

  it("field meals are tax-free up to what the month's cap still leaves, the rest taxable", () => {
    const meal = (amount: number, used: number, cap: number | null = NATURA_MEAL_FIELD_CAP) =>
      taxSplit({ treatment: "natura_meal_field", amount, cap, usedThisMonth: used });
    expect(meal(1_500_000, 0)).toEqual({ taxable: 0, nonTaxable: 1_500_000 });
    expect(meal(1_500_000, 1_000_000)).toEqual({ taxable: 500_000, nonTaxable: 1_000_000 });
    expect(meal(300_000, 2_000_000)).toEqual({ taxable: 300_000, nonTaxable: 0 });
    expect(meal(300_000, 2_500_000)).toEqual({ taxable: 300_000, nonTaxable: 0 });
    // A type without its own cap takes the regulation's Rp 2.000.000.
    expect(meal(2_500_000, 0, null)).toEqual({ taxable: 500_000, nonTaxable: 2_000_000 });
    expect(meal(100_000, 0, 0)).toEqual({ taxable: 100_000, nonTaxable: 0 });
  });

  it("refuses an amount that is not whole rupiah", () => {
    expect(() =>
      taxSplit({ treatment: "taxable_allowance", amount: 1.5, cap: null, usedThisMonth: 0 }),
    ).toThrow(RangeError);
  });

  it("property: the parts are whole, never negative and add up to the amount", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAX_TREATMENTS),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        fc.integer({ min: 0, max: 20_000_000 }),
        (treatment, amount, cap, usedThisMonth) => {
          const split = taxSplit({ treatment, amount, cap, usedThisMonth });
          expect(Number.isSafeInteger(split.taxable)).toBe(true);
          expect(Number.isSafeInteger(split.nonTaxable)).toBe(true);
          expect(split.taxable).toBeGreaterThanOrEqual(0);
          expect(split.nonTaxable).toBeGreaterThanOrEqual(0);
          expect(split.taxable + split.nonTaxable).toBe(amount);
        },
      ),
    );
  });

  it("property: a month of field-meal claims approved one after another never passes the cap tax-free", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (amounts, cap) => {
          let used = 0;
          let total = 0;
          for (const amount of amounts) {
            const split = taxSplit({
              treatment: "natura_meal_field",
              amount,
              cap,
              usedThisMonth: used,
            });
            used += split.nonTaxable;
            total += amount;
          }
          expect(used).toBeLessThanOrEqual(cap);
          // As much as the cap allows is tax-free: all of it when the month stays under the cap.
          expect(used).toBe(Math.min(cap, total));
        },
      ),
    );
  });
});
