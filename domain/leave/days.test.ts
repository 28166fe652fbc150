import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { counts, datesBetween, defaultDayType, type LeaveDayType, requestDays } from "./days.ts";

const schedule: Record<string, LeaveDayType> = {
  "2026-03-18": "collective_leave",
  "2026-03-19": "national_holiday",
  "2026-03-21": "day_off",
  "2026-03-22": "day_off",
};
const typeOf = (date: string) => schedule[date] ?? "working";

describe("the days of a request", () => {
  it("counts working days only by default", () => {
    const { days, totalHundredths } = requestDays(
      { from: "2026-03-17", to: "2026-03-23", halfDay: null },
      typeOf,
      { countDaysOff: false, countHolidays: false },
    );
    expect(days.map((d) => [d.date, d.fraction, d.dayType])).toEqual([
      ["2026-03-17", 1, "working"],
      ["2026-03-18", 0, "collective_leave"],
      ["2026-03-19", 0, "national_holiday"],
      ["2026-03-20", 1, "working"],
      ["2026-03-21", 0, "day_off"],
      ["2026-03-22", 0, "day_off"],
      ["2026-03-23", 1, "working"],
    ]);
    expect(totalHundredths).toBe(300);
  });

  it("counts days off and holidays when the policy says so", () => {
    const all = requestDays({ from: "2026-03-17", to: "2026-03-23", halfDay: null }, typeOf, {
      countDaysOff: true,
      countHolidays: true,
    });
    expect(all.totalHundredths).toBe(700);
    expect(counts("day_off", { countDaysOff: true, countHolidays: false })).toBe(true);
    expect(counts("company_holiday", { countDaysOff: true, countHolidays: false })).toBe(false);
  });

  it("halves a half day, and a half day on an uncounted day takes nothing", () => {
    const rules = { countDaysOff: false, countHolidays: false };
    expect(
      requestDays({ from: "2026-03-17", to: "2026-03-17", halfDay: "first_half" }, typeOf, rules)
        .totalHundredths,
    ).toBe(50);
    expect(
      requestDays({ from: "2026-03-21", to: "2026-03-21", halfDay: "second_half" }, typeOf, rules)
        .totalHundredths,
    ).toBe(0);
  });

  it("without a schedule: holidays from the calendar, else Monday to Friday working", () => {
    expect(defaultDayType("2026-03-21", null)).toBe("day_off"); // Saturday
    expect(defaultDayType("2026-03-22", null)).toBe("day_off"); // Sunday
    expect(defaultDayType("2026-03-23", null)).toBe("working"); // Monday
    expect(defaultDayType("2026-03-23", "company_holiday")).toBe("company_holiday");
  });

  it("lists every day once, in order, and the total is the sum of fractions", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        fc.boolean(),
        (offset, span, countDaysOff, countHolidays) => {
          const from = Temporal.PlainDate.from("2025-01-01").add({ days: offset });
          const to = from.add({ days: span }).toString();
          const dates = datesBetween(from.toString(), to);
          expect(dates.length).toBe(span + 1);
          const { days, totalHundredths } = requestDays(
            { from: from.toString(), to, halfDay: null },
            (date) => defaultDayType(date, null),
            { countDaysOff, countHolidays },
          );
          expect(days.map((d) => d.date)).toEqual(dates);
          expect(totalHundredths).toBe(days.reduce((s, d) => s + d.fraction * 100, 0));
          if (countDaysOff) expect(totalHundredths).toBe((span + 1) * 100);
        },
      ),
    );
  });
});
