import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { parsePeriod, reportPeriod } from "./period.ts";

const month = (text: string) => Temporal.PlainYearMonth.from(text);

describe("reportPeriod: the cut-off period ending in the payroll month", () => {
  it("cut-off 1 is the calendar month; the pay day clamps to the month's end", () => {
    expect(reportPeriod(month("2026-02"), 1, 31)).toEqual({
      year: 2026,
      month: 2,
      periodStart: "2026-02-01",
      periodEnd: "2026-02-28",
      payDate: "2026-02-28",
    });
    expect(reportPeriod(month("2026-11"), 1, 25).payDate).toBe("2026-11-25");
  });

  it("cut-off 21: 21 of the month before to 20 of the month", () => {
    expect(reportPeriod(month("2026-11"), 21, 25)).toMatchObject({
      periodStart: "2026-10-21",
      periodEnd: "2026-11-20",
    });
    expect(reportPeriod(month("2026-01"), 21, null)).toMatchObject({
      periodStart: "2025-12-21",
      periodEnd: "2026-01-20",
      payDate: null,
    });
  });

  it("cut-off 31 (end of month) and cut-offs past a short month's end", () => {
    expect(reportPeriod(month("2026-03"), 31, 25)).toMatchObject({
      periodStart: "2026-02-28",
      periodEnd: "2026-03-30",
    });
    expect(reportPeriod(month("2026-03"), 30, 25)).toMatchObject({
      periodStart: "2026-02-28",
      periodEnd: "2026-03-29",
    });
  });

  it("consecutive months tile time: each period starts the day after the last one ends", () => {
    for (const cutoff of [1, 15, 28, 29, 30, 31]) {
      let previous = reportPeriod(month("2025-12"), cutoff, null);
      for (let m = 1; m <= 12; m++) {
        const next = reportPeriod(month(`2026-${String(m).padStart(2, "0")}`), cutoff, null);
        expect(Temporal.PlainDate.from(previous.periodEnd).add({ days: 1 }).toString()).toBe(
          next.periodStart,
        );
        previous = next;
      }
    }
  });
});

describe("parsePeriod", () => {
  it("reads YYYY-MM of 2000..2100 only", () => {
    expect(parsePeriod("2026-07")?.toString()).toBe("2026-07");
    for (const bad of ["2026-13", "2026-00", "2026-7", "1999-12", "2101-01", "x"])
      expect(parsePeriod(bad), bad).toBeNull();
  });
});
