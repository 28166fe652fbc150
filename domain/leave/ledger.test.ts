import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  type AccrualPolicy,
  balanceAsOf,
  describeEntry,
  eligibleFrom,
  fromHundredths,
  hundredthsText,
  type LedgerEntry,
  reversalOf,
  scheduleEntries,
  toHundredths,
} from "./ledger.ts";

const policy = (over: Partial<AccrualPolicy> = {}): AccrualPolicy => ({
  limited: true,
  daysPerPeriod: 1200,
  accrual: "annually",
  startFrom: "join_date",
  probationMonths: 0,
  carryOverDays: 0,
  carryOverExpiryMonths: null,
  ...over,
});

const taken = (date: string, days: number, id: number): LedgerEntry => ({
  date,
  kind: "taken",
  days: -days,
  reason: `Leave request #${id}`,
  sourceKey: `taken:request:${id}`,
});

describe("hundredths", () => {
  it("reads numeric(6,2) text and numbers exactly", () => {
    expect(toHundredths("1.50")).toBe(150);
    expect(toHundredths("-2")).toBe(-200);
    expect(toHundredths("0.05")).toBe(5);
    expect(toHundredths("0.5")).toBe(50);
    expect(toHundredths(0.1)).toBe(10);
    expect(() => toHundredths("1.234")).toThrow();
    expect(() => toHundredths(0.125)).toThrow();
    expect(hundredthsText(-150)).toBe("-1.50");
    expect(hundredthsText(5)).toBe("0.05");
    expect(fromHundredths(30)).toBe(0.3);
  });

  it("never drifts: the sum of any amounts equals the exact decimal sum", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -36600, max: 36600 }), { maxLength: 200 }), (xs) => {
        const texts = xs.map(hundredthsText);
        const sum = texts.reduce((s, t) => s + toHundredths(t), 0);
        // BigInt as the independent exact reference.
        const exact = texts.reduce((s, t) => s + BigInt(t.replace(".", "")), 0n);
        expect(BigInt(sum)).toBe(exact);
        expect(toHundredths(hundredthsText(sum))).toBe(sum);
      }),
    );
  });
});

describe("the accrual schedule", () => {
  it("grants annually on each anniversary of the start, after probation", () => {
    const p = policy({ startFrom: "after_probation", probationMonths: 12 });
    expect(eligibleFrom(p, "2024-03-15")).toBe("2025-03-15");
    const entries = scheduleEntries(p, "2024-03-15", "2026-06-01", []);
    expect(entries.map((e) => [e.date, e.kind, e.days, e.sourceKey])).toEqual([
      ["2025-03-15", "accrual", 1200, "accrual:2025"],
      ["2026-03-15", "expiry", -1200, "period_end:2026-03-15"],
      ["2026-03-15", "accrual", 1200, "accrual:2026"],
    ]);
    expect(balanceAsOf(entries, "2026-06-01")).toBe(1200);
    expect(balanceAsOf(entries, "2025-03-14")).toBe(0);
  });

  it("grants monthly on the monthly anniversary, clamped to the month's end", () => {
    const p = policy({ accrual: "monthly", daysPerPeriod: 100 });
    const entries = scheduleEntries(p, "2026-01-31", "2026-04-30", []);
    expect(entries.map((e) => [e.date, e.sourceKey])).toEqual([
      ["2026-01-31", "accrual:2026-01"],
      ["2026-02-28", "accrual:2026-02"],
      ["2026-03-31", "accrual:2026-03"],
      ["2026-04-30", "accrual:2026-04"],
    ]);
  });

  it("carries over up to the cap, and carried days unused expire after the set months", () => {
    const p = policy({ carryOverDays: 500, carryOverExpiryMonths: 3 });
    const existing = [
      ...scheduleEntries(p, "2025-01-01", "2025-01-01", []),
      taken("2025-06-02", 400, 1), // 8 days left at the year's end
      taken("2026-02-02", 200, 2), // 2 of the 5 carried used in time
    ];
    const entries = scheduleEntries(p, "2025-01-01", "2026-12-31", existing);
    expect(entries.map((e) => [e.date, e.kind, e.days])).toEqual([
      ["2026-01-01", "expiry", -800],
      ["2026-01-01", "carry_over", 500],
      ["2026-01-01", "accrual", 1200],
      ["2026-04-01", "expiry", -300],
    ]);
    const all = [...existing, ...entries];
    expect(balanceAsOf(all, "2026-03-31")).toBe(1500);
    expect(balanceAsOf(all, "2026-04-01")).toBe(1200);
  });

  it("does not carry a carried day twice, and lets a negative balance carry as a debt", () => {
    const p = policy({ carryOverDays: 500 });
    const entries = scheduleEntries(p, "2024-01-01", "2026-01-01", []);
    // 2025: 12 accrued, 12 unused → 5 carried; 2026: 5 carried + 12 unused → 5 carried (the
    // new year's), not 10.
    const ends = entries.filter((e) => e.kind !== "accrual").map((e) => [e.date, e.days]);
    expect(ends).toEqual([
      ["2025-01-01", -1200],
      ["2025-01-01", 500],
      ["2026-01-01", -1700],
      ["2026-01-01", 500],
    ]);
    const debt = scheduleEntries(p, "2025-01-01", "2026-01-01", [
      ...scheduleEntries(p, "2025-01-01", "2025-01-01", []),
      taken("2025-05-01", 1500, 3),
    ]);
    expect(debt.map((e) => e.kind)).toEqual(["accrual"]);
  });

  it("posts nothing for an unlimited policy", () => {
    expect(scheduleEntries(policy({ limited: false }), "2020-01-01", "2026-01-01", [])).toEqual([]);
  });

  const policies = fc.record({
    limited: fc.constant(true),
    daysPerPeriod: fc.integer({ min: 0, max: 3000 }),
    accrual: fc.constantFrom("monthly" as const, "annually" as const),
    startFrom: fc.constantFrom("join_date" as const, "after_probation" as const),
    probationMonths: fc.integer({ min: 0, max: 24 }),
    carryOverDays: fc.integer({ min: 0, max: 1500 }),
    carryOverExpiryMonths: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  });
  const dates = fc
    .integer({ min: 0, max: 365 * 5 })
    .map((n) => Temporal.PlainDate.from("2022-01-01").add({ days: n }).toString());
  const takes = fc.array(fc.tuple(dates, fc.integer({ min: 50, max: 500 })), { maxLength: 12 });

  it("is idempotent: posting the same schedule twice changes nothing", () => {
    fc.assert(
      fc.property(policies, dates, dates, takes, (p, join, upTo, used) => {
        const existing = used.map(([date, days], i) => taken(date, days, i));
        const first = scheduleEntries(p, join, upTo, existing);
        const again = scheduleEntries(p, join, upTo, [...existing, ...first]);
        expect(again).toEqual([]);
        // Source keys are unique, so the database's ON CONFLICT sees each once.
        const keys = first.map((e) => e.sourceKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(first.every((e) => e.days !== 0 && Number.isInteger(e.days))).toBe(true);
      }),
    );
  });

  it("posting in steps gives the same ledger as posting at once", () => {
    fc.assert(
      fc.property(policies, dates, dates, dates, (p, join, a, b) => {
        const [early, late] = a < b ? [a, b] : [b, a];
        const once = scheduleEntries(p, join, late, []);
        const first = scheduleEntries(p, join, early, []);
        const second = scheduleEntries(p, join, late, first);
        expect([...first, ...second].map((e) => e.sourceKey).sort()).toEqual(
          once.map((e) => e.sourceKey).sort(),
        );
        expect(balanceAsOf([...first, ...second], late)).toBe(balanceAsOf(once, late));
      }),
    );
  });
});

describe("balances", () => {
  const entries = fc.array(
    fc.record({
      date: fc
        .integer({ min: 0, max: 800 })
        .map((n) => Temporal.PlainDate.from("2025-01-01").add({ days: n }).toString()),
      days: fc.integer({ min: -3000, max: 3000 }).filter((d) => d !== 0),
    }),
    { maxLength: 60 },
  );

  it("is the sum of the entries dated on or before the day", () => {
    fc.assert(
      fc.property(entries, fc.integer({ min: 0, max: 800 }), (xs, n) => {
        const asOf = Temporal.PlainDate.from("2025-01-01").add({ days: n }).toString();
        let sum = 0;
        for (const x of [...xs].sort((p, q) => (p.date < q.date ? -1 : 1)))
          if (Temporal.PlainDate.compare(x.date, asOf) <= 0) sum += x.days;
        expect(balanceAsOf(xs, asOf)).toBe(sum);
      }),
    );
  });

  it("a cancel's reversal restores the balance exactly", () => {
    fc.assert(
      fc.property(
        entries,
        fc.array(
          fc.integer({ min: 1, max: 2 }).map((n) => n * 50),
          { minLength: 1, maxLength: 30 },
        ),
        (xs, fractions) => {
          const before = balanceAsOf(xs, "2099-12-31");
          const total = fractions.reduce((s, f) => s + f, 0);
          const take = { ...taken("2025-06-01", total, 9), days: -total };
          const reversal = reversalOf([take], "2025-07-01", "reversal:request:9", "Cancelled")!;
          expect(reversal.days).toBe(total);
          expect(balanceAsOf([...xs, take, reversal], "2099-12-31")).toBe(before);
        },
      ),
    );
  });
});

describe("entry reasons", () => {
  it("describes the system's entries in Indonesian and keeps an adjustment's words", () => {
    expect(
      describeEntry(
        { kind: "accrual", sourceKey: "accrual:2026-03", days: 100, reason: "Monthly accrual" },
        "id",
      ),
    ).toBe("Akrual bulanan 2026-03");
    expect(
      describeEntry(
        { kind: "adjustment", sourceKey: "adjustment:x", days: 100, reason: "Bonus day" },
        "id",
      ),
    ).toBe("Bonus day");
    expect(
      describeEntry(
        {
          kind: "collective_leave",
          sourceKey: "collective_leave:2026-03-20",
          days: -100,
          reason: "x",
        },
        "id",
      ),
    ).toBe("Cuti bersama 2026-03-20");
  });
});
