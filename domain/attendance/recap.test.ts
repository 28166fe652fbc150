import { describe, expect, it } from "vitest";
import {
  hoursOf,
  overtimeMinutesOf,
  periodDays,
  periodProblems,
  RECAP_COUNTS,
  RECAP_MAX_DAYS,
} from "./recap.ts";
import { ATTENDANCE_STATUSES } from "./statuses.ts";

describe("recap counts", () => {
  it("give each status to at most one count, and every leave and sick variant its own", () => {
    const seen = new Map<string, string>();
    for (const { key, rule } of RECAP_COUNTS)
      if ("statuses" in rule)
        for (const status of rule.statuses) {
          expect(seen.get(status), status).toBeUndefined();
          seen.set(status, key);
        }
    for (const status of ATTENDANCE_STATUSES.filter((s) => /leave|sick/.test(s)))
      expect(seen.has(status), status).toBe(true);
    expect(seen.get("approved")).toBe("present");
    expect(seen.get("rejected")).toBe("absent");
  });

  it("have labels in English and Indonesian", () => {
    for (const { label } of RECAP_COUNTS) {
      expect(label.en.length).toBeGreaterThan(0);
      expect(label.id.length).toBeGreaterThan(0);
    }
  });
});

describe("overtime minutes", () => {
  it.each([
    ["overtime", 540, 420, 120],
    ["overtime", 400, 420, 0],
    ["overtime", 300, 0, 300],
    ["overtime", 300, -30, 300],
    ["day_off_with_overtime", 200, 420, 200],
    ["approved", 600, 420, 0],
    ["day_off", 0, 0, 0],
  ])("%s worked %i with %i planned is %i", (status, workedMinutes, plannedMinutes, expected) => {
    expect(overtimeMinutesOf({ status, workedMinutes, plannedMinutes })).toBe(expected);
  });

  it("hours keep two decimals", () => {
    expect(hoursOf(320)).toBe(5.33);
    expect(hoursOf(90)).toBe(1.5);
    expect(hoursOf(0)).toBe(0);
  });
});

describe("periods", () => {
  it("count days inclusively and refuse what is not a calendar day", () => {
    expect(periodDays("2026-03-01", "2026-03-31")).toBe(31);
    expect(periodDays("2026-02-28", "2026-03-01")).toBe(2);
    expect(periodDays("2026-02-30", "2026-03-01")).toBeNull();
    expect(periodDays("2026-3-1", "2026-03-01")).toBeNull();
    expect(periodDays("0000-01-01", "0000-01-01")).toBeNull();
    expect(periodDays("3000-01-01", "3000-01-01")).toBeNull();
  });

  it(`allow at most ${RECAP_MAX_DAYS} days, in order`, () => {
    expect(periodProblems("2026-03-01", "2026-05-01")).toEqual([]);
    expect(periodProblems("2026-03-01", "2026-05-02")).toEqual([
      { field: "to", message: "must be at most 62 days from the start date" },
    ]);
    expect(periodProblems("2026-03-02", "2026-03-01")).toEqual([
      { field: "to", message: "must be on or after the start date" },
    ]);
    expect(periodProblems("2026-13-01", "x")).toEqual([
      { field: "from", message: "must be a date written yyyy-MM-dd" },
      { field: "to", message: "must be a date written yyyy-MM-dd" },
    ]);
  });
});
