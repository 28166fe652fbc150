import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { computeOvertime, type OvertimeInput, simulateOvertime } from "./calculator.ts";
import { add, compare, fromNumber, mul, sub, ZERO } from "./exact.ts";
import {
  DAILY_CAP_HOURS,
  ladderEnd,
  ladderFor,
  multiplierUnits,
  STATUTORY_DAY_TYPES,
  WEEKLY_CAP_HOURS,
  WORK_WEEKS,
} from "./ladder.ts";
import { simulateThr, type ThrInput } from "./thr.ts";

/**
 * Issue 15's properties of the calculators: pay is monotone in hours, the multiplier units are
 * the breakdown's sum, `valid` is false exactly when a cap breaks, the truncated rounding
 * never pays more than the exact one and at most a rupiah per multiplier unit less, and THR is
 * at most a month's wage and grows with service.
 */

const RUNS = { numRuns: 400 };

const wage = fc.oneof(
  fc.record(
    {
      basic: fc.integer({ min: 1, max: 200_000_000 }),
      fixedAllowances: fc.integer({ min: 0, max: 50_000_000 }),
      nonFixedAllowances: fc.integer({ min: 0, max: 50_000_000 }),
    },
    { requiredKeys: ["basic"] },
  ),
  fc.record({ dailyWage: fc.integer({ min: 1, max: 5_000_000 }) }),
);

/** Hours in hundredths (what a console or a minute count produces) and arbitrary doubles. */
const hours = fc.oneof(
  fc.integer({ min: 0, max: 2400 }).map((hundredths) => hundredths / 100),
  fc.double({ min: 0, max: 24, noNaN: true, noDefaultInfinity: true }),
);

const input = fc.record(
  {
    workWeek: fc.constantFrom(...WORK_WEEKS),
    dayType: fc.constantFrom(...STATUTORY_DAY_TYPES),
    holidayOnShortestDay: fc.boolean(),
    hours,
    wage,
    minimumWage: fc.integer({ min: 0, max: 10_000_000 }),
    weeklyOvertimeHoursSoFar: fc.integer({ min: 0, max: 2000 }).map((h) => h / 100),
    rounding: fc.constantFrom("exact" as const, "hourly_truncated" as const),
  },
  { requiredKeys: ["workWeek", "dayType", "hours", "wage"] },
) as fc.Arbitrary<OvertimeInput>;

const maxMultiplier = (i: OvertimeInput) =>
  Math.max(...ladderFor(i.workWeek, i.dayType, i.holidayOnShortestDay).map((b) => b.multiplier));

describe("overtime calculator properties", () => {
  it("pays non-decreasing amounts as hours grow (exact figures and answers)", () => {
    fc.assert(
      fc.property(input, hours, (base, other) => {
        const [low, high] = base.hours <= other ? [base.hours, other] : [other, base.hours];
        const lower = { ...base, hours: low };
        const higher = { ...base, hours: high };
        expect(
          compare(computeOvertime(lower).pay, computeOvertime(higher).pay),
        ).toBeLessThanOrEqual(0);
        expect(simulateOvertime(lower).pay).toBeLessThanOrEqual(simulateOvertime(higher).pay);
      }),
      RUNS,
    );
  });

  it("has multiplier units equal to Σ hours × multiplier of the breakdown", () => {
    fc.assert(
      fc.property(input, (i) => {
        const figures = computeOvertime(i);
        const sum = figures.breakdown.reduce(
          (total, part) => add(total, mul(part.hours, part.multiplier)),
          ZERO,
        );
        expect(figures.multiplierUnits).toEqual(sum);
        const answer = simulateOvertime(i);
        expect(answer.multiplierUnits).toBeCloseTo(multiplierUnits(answer.breakdown), 9);
        // The breakdown covers the hours up to the ladder's end, no more.
        const placed = figures.breakdown.reduce((total, part) => add(total, part.hours), ZERO);
        const end = ladderEnd(ladderFor(i.workWeek, i.dayType, i.holidayOnShortestDay));
        const expected =
          Number.isFinite(end) && i.hours > end ? fromNumber(end) : fromNumber(i.hours);
        expect(placed).toEqual(expected);
      }),
      RUNS,
    );
  });

  it("is invalid exactly when a cap breaks (judged here in whole hundredths)", () => {
    const hundredthsInput = fc.record({
      workWeek: fc.constantFrom(...WORK_WEEKS),
      dayType: fc.constantFrom(...STATUTORY_DAY_TYPES),
      holidayOnShortestDay: fc.boolean(),
      hours: fc.integer({ min: 0, max: 2400 }),
      weekly: fc.integer({ min: 0, max: 3000 }),
    });
    fc.assert(
      fc.property(hundredthsInput, wage, (h, w) => {
        const answer = simulateOvertime({
          workWeek: h.workWeek,
          dayType: h.dayType,
          holidayOnShortestDay: h.holidayOnShortestDay,
          hours: h.hours / 100,
          weeklyOvertimeHoursSoFar: h.weekly / 100,
          wage: w,
        });
        const end = ladderEnd(ladderFor(h.workWeek, h.dayType, h.holidayOnShortestDay));
        const breaks =
          h.dayType === "regular_working_day"
            ? h.hours > DAILY_CAP_HOURS * 100 || h.weekly + h.hours > WEEKLY_CAP_HOURS * 100
            : h.hours > end * 100;
        expect(answer.valid).toBe(!breaks);
        expect(answer.reasons.length > 0).toBe(breaks);
      }),
      RUNS,
    );
  });

  it("pays no more truncated than exact, and less by under hours × the top multiplier", () => {
    fc.assert(
      fc.property(input, (i) => {
        const exactPay = computeOvertime({ ...i, rounding: "exact" }).pay;
        const truncatedPay = computeOvertime({ ...i, rounding: "hourly_truncated" }).pay;
        expect(compare(truncatedPay, exactPay)).toBeLessThanOrEqual(0);
        const bound = fromNumber(i.hours * maxMultiplier(i));
        const gap = sub(exactPay, truncatedPay);
        expect(compare(gap, bound) < 0 || compare(gap, ZERO) === 0).toBe(true);
        const answers = [
          simulateOvertime({ ...i, rounding: "exact" }).pay,
          simulateOvertime({ ...i, rounding: "hourly_truncated" }).pay,
        ] as const;
        expect(answers[1]).toBeLessThanOrEqual(answers[0]);
        expect(answers[0] - answers[1]).toBeLessThanOrEqual(i.hours * maxMultiplier(i) + 0.01);
      }),
      RUNS,
    );
  });

  it("flags the meal duty exactly from 4 hours", () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(simulateOvertime(i).mealRequired).toBe(i.hours >= 4);
      }),
      RUNS,
    );
  });
});

describe("THR properties", () => {
  const day = fc
    .integer({ min: 0, max: 365 * 30 })
    .map((offset) => Temporal.PlainDate.from("2000-01-01").add({ days: offset }));

  const worker = fc.oneof(
    fc.record({
      contract: fc.constantFrom("pkwt" as const, "pkwtt" as const),
      basic: fc.integer({ min: 1, max: 500_000_000 }),
      fixedAllowances: fc.integer({ min: 0, max: 100_000_000 }),
    }),
    fc.record({
      contract: fc.constantFrom("daily_worker" as const, "event_worker" as const),
      monthlyWages: fc.array(fc.integer({ min: 0, max: 50_000_000 }), {
        minLength: 12,
        maxLength: 30,
      }),
    }),
  );

  const thr = (
    join: Temporal.PlainDate,
    holiday: Temporal.PlainDate,
    who: Omit<ThrInput, "joinDate" | "holidayDate">,
  ) => simulateThr({ ...who, joinDate: join.toString(), holidayDate: holiday.toString() });

  it("is at most one month's wage, and exactly one from 12 months", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), worker, (join, after, who) => {
        const result = thr(join, join.add({ days: after }), who);
        expect(result.amount).toBeLessThanOrEqual(result.wageBase);
        expect(result.amount).toBeGreaterThanOrEqual(0);
        if (result.monthsOfService >= 12) expect(result.amount).toBe(result.wageBase);
        expect(result.entitled).toBe(result.monthsOfService >= 1);
      }),
      RUNS,
    );
  });

  it("grows with months of service for the same wage", () => {
    const steadyWorker = fc.oneof(
      fc.record({
        contract: fc.constantFrom("pkwt" as const, "pkwtt" as const),
        basic: fc.integer({ min: 1, max: 500_000_000 }),
      }),
      fc
        .record({
          contract: fc.constantFrom("daily_worker" as const, "event_worker" as const),
          wage: fc.integer({ min: 0, max: 50_000_000 }),
        })
        .map(({ contract, wage: monthlyWage }) => ({
          contract,
          monthlyWages: Array.from({ length: 12 }, () => monthlyWage),
        })),
    );
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        steadyWorker,
        (join, a, b, who) => {
          const earlier = thr(join, join.add({ days: Math.min(a, b) }), who);
          const later = thr(join, join.add({ days: Math.max(a, b) }), who);
          expect(earlier.monthsOfService).toBeLessThanOrEqual(later.monthsOfService);
          expect(earlier.amount).toBeLessThanOrEqual(later.amount);
        },
      ),
      RUNS,
    );
  });

  it("fines 5 % exactly when paid after the deadline", () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 31, max: 800 }),
        fc.integer({ min: -30, max: 30 }),
        worker,
        (join, after, paidOffset, who) => {
          const holiday = join.add({ days: after });
          const paid = holiday.add({ days: paidOffset });
          const result = simulateThr({
            ...who,
            joinDate: join.toString(),
            holidayDate: holiday.toString(),
            paidDate: paid.toString(),
          });
          const late = Temporal.PlainDate.compare(paid, Temporal.PlainDate.from(result.payBy)) > 0;
          expect(result.fine).toBe(late ? Math.round((result.amount * 5) / 100) : 0);
        },
      ),
      RUNS,
    );
  });
});
