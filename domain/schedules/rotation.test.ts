import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  isoWeekday,
  masterShiftOn,
  patternShiftOn,
  shiftOn,
} from "./rotation.ts";

describe("isoWeekday", () => {
  it.each([
    ["2026-11-23", 1], // Monday
    ["2026-11-29", 7], // Sunday
    ["1970-01-01", 4],
    ["1969-12-31", 3],
    ["2024-02-29", 4],
    ["2000-02-29", 2],
    ["2100-03-01", 1],
  ])("%s is ISO weekday %i", (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });
});

describe("dates", () => {
  it("counts days across a leap day and adds them back", () => {
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2027-01-01", -366)).toBe("2025-12-31");
  });
});

const week = {
  monday: 1,
  tuesday: 1,
  wednesday: 1,
  thursday: 1,
  friday: 1,
  saturday: 2,
  sunday: null,
};

describe("masterShiftOn", () => {
  it("reads the weekday's shift", () => {
    expect(masterShiftOn(week, "2026-11-27")).toBe(1); // Friday
    expect(masterShiftOn(week, "2026-11-28")).toBe(2); // Saturday
    expect(masterShiftOn(week, "2026-11-29")).toBeNull(); // Sunday
    expect(shiftOn({ kind: "master", days: week }, "2024-02-29")).toBe(1); // Thursday
  });
});

describe("patternShiftOn", () => {
  const pattern = { startDate: "2026-01-01", days: [10, 10, 20, 20, null, null] };
  it("walks the rotation from its start date", () => {
    const got = Array.from({ length: 8 }, (_, i) =>
      patternShiftOn(pattern, addDays("2026-01-01", i)),
    );
    expect(got).toEqual([10, 10, 20, 20, null, null, 10, 10]);
  });
  it("wraps backwards for dates before the start date", () => {
    expect(patternShiftOn(pattern, "2025-12-31")).toBeNull(); // position 5
    expect(patternShiftOn(pattern, "2025-12-29")).toBe(20); // position 3
    expect(patternShiftOn(pattern, "2025-12-26")).toBe(10); // position 0
    expect(shiftOn({ kind: "pattern", ...pattern }, "2025-12-30")).toBeNull();
  });
  it("counts the leap day as a day", () => {
    const twoDay = { startDate: "2024-02-28", days: [1, 2] };
    expect(patternShiftOn(twoDay, "2024-02-29")).toBe(2);
    expect(patternShiftOn(twoDay, "2024-03-01")).toBe(1);
    expect(patternShiftOn({ startDate: "2023-02-28", days: [1, 2] }, "2023-03-01")).toBe(2);
  });
});
