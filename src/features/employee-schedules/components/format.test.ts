import { describe, expect, it } from "vitest";
import { currentMonth, displayDate, lastDayOf, nextMonth, shiftMonth } from "./format.ts";

describe("schedule dates", () => {
  it("moves months across years and knows their last day", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(lastDayOf("2028-02")).toBe("2028-02-29");
    expect(lastDayOf("2026-02")).toBe("2026-02-28");
    expect(displayDate("2026-03-19")).toBe("19-03-2026");
  });
  it("counts this month and the next in Jakarta", () => {
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in Jakarta.
    const lateNewYearsEve = new Date("2026-12-31T20:00:00Z");
    expect(currentMonth(lateNewYearsEve)).toBe("2027-01");
    expect(nextMonth(lateNewYearsEve)).toBe("2027-02");
  });
});
