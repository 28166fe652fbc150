import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { fromDateValue, toDateValue } from "../dateValue.ts";
import {
  calendarSetup,
  displayText,
  normaliseSelection,
  type PickRequest,
  resolvePick,
  selectedWeek,
} from "../picking.ts";

const d = (iso: string) => Temporal.PlainDate.from(iso);
const isoOf = (dates: readonly Temporal.PlainDate[]) => dates.map(String);

const pick = (request: Partial<PickRequest> & Pick<PickRequest, "proposed">) =>
  resolvePick({ type: "date", mode: "single", previous: [], ...request });

describe("calendarSetup", () => {
  it("lands date and week picks on days, so years and months lead down to them", () => {
    expect(calendarSetup("date", "single")).toEqual({ selectionMode: "single", minView: "day" });
    expect(calendarSetup("week", "single").minView).toBe("day");
  });

  it("lands month picks on months and year picks on years", () => {
    expect(calendarSetup("month", "single").minView).toBe("month");
    expect(calendarSetup("year", "range").minView).toBe("year");
  });

  it("keeps the mode, except a week which is always one pick", () => {
    expect(calendarSetup("date", "multiple").selectionMode).toBe("multiple");
    expect(calendarSetup("month", "range").selectionMode).toBe("range");
    expect(calendarSetup("week", "range").selectionMode).toBe("single");
  });
});

describe("selectedWeek", () => {
  it("is the picked week of a week picker", () => {
    expect(selectedWeek("week", [d("2024-03-11"), d("2024-03-17")])).toEqual({
      start: d("2024-03-11"),
      end: d("2024-03-17"),
    });
  });

  it("is nothing before a week is picked, or for other types", () => {
    expect(selectedWeek("week", [])).toBeUndefined();
    expect(selectedWeek("date", [d("2024-03-11"), d("2024-03-17")])).toBeUndefined();
  });
});

describe("resolvePick", () => {
  it("closes after a single pick", () => {
    expect(pick({ proposed: [d("2024-03-05")] })).toEqual({
      value: [d("2024-03-05")],
      open: false,
    });
  });

  it("keeps a range open after its first date", () => {
    const result = pick({ mode: "range", proposed: [d("2024-03-05")] });
    expect(isoOf(result.value)).toEqual(["2024-03-05"]);
    expect(result.open).toBe(true);
  });

  it("closes a range after its second date, start first", () => {
    const result = pick({
      mode: "range",
      previous: [d("2024-03-20")],
      proposed: [d("2024-03-20"), d("2024-03-05")],
    });
    expect(isoOf(result.value)).toEqual(["2024-03-05", "2024-03-20"]);
    expect(result.open).toBe(false);
  });

  it("starts a new range after a finished one", () => {
    const result = pick({
      mode: "range",
      previous: [d("2024-03-05"), d("2024-03-20")],
      proposed: [d("2024-04-01")],
    });
    expect(result).toEqual({ value: [d("2024-04-01")], open: true });
  });

  it("keeps multiple open and the dates sorted", () => {
    const result = pick({ mode: "multiple", proposed: [d("2024-03-09"), d("2024-03-02")] });
    expect(isoOf(result.value)).toEqual(["2024-03-02", "2024-03-09"]);
    expect(result.open).toBe(true);
  });

  it("turns a picked day into its Monday-to-Sunday week and closes", () => {
    // 2024-03-13 is a Wednesday.
    const result = pick({ type: "week", proposed: [d("2024-03-13")] });
    expect(isoOf(result.value)).toEqual(["2024-03-11", "2024-03-17"]);
    expect(result.open).toBe(false);
  });

  it("cuts a picked week to min and max", () => {
    const result = pick({
      type: "week",
      proposed: [d("2024-03-13")],
      min: d("2024-03-12"),
      max: d("2024-03-15"),
    });
    expect(isoOf(result.value)).toEqual(["2024-03-12", "2024-03-15"]);
  });

  it("finds the newly picked day of a week even when the calendar keeps the old one", () => {
    const result = pick({
      type: "week",
      previous: [d("2024-03-11"), d("2024-03-17")],
      proposed: [d("2024-03-11"), d("2024-03-27")],
    });
    expect(isoOf(result.value)).toEqual(["2024-03-25", "2024-03-31"]);
  });

  it("holds a picked month as its first day and a picked year as 1 January", () => {
    expect(isoOf(pick({ type: "month", proposed: [d("2024-03-15")] }).value)).toEqual([
      "2024-03-01",
    ]);
    expect(isoOf(pick({ type: "year", proposed: [d("2025-07-15")] }).value)).toEqual([
      "2025-01-01",
    ]);
  });

  it("never lets a day outside min and max into the value", () => {
    const result = pick({
      mode: "multiple",
      proposed: [d("2024-02-28"), d("2024-03-05"), d("2024-04-02")],
      min: d("2024-03-01"),
      max: d("2024-03-31"),
    });
    expect(isoOf(result.value)).toEqual(["2024-03-05"]);
  });
});

describe("normaliseSelection", () => {
  it("shows a stored week day as its whole week", () => {
    expect(isoOf(normaliseSelection("week", "single", [d("2024-03-13")]))).toEqual([
      "2024-03-11",
      "2024-03-17",
    ]);
  });

  it("keeps one date for single and sorts a range", () => {
    expect(isoOf(normaliseSelection("date", "single", [d("2024-03-13"), d("2024-03-01")]))).toEqual(
      ["2024-03-13"],
    );
    expect(isoOf(normaliseSelection("date", "range", [d("2024-03-13"), d("2024-03-01")]))).toEqual([
      "2024-03-01",
      "2024-03-13",
    ]);
  });

  it("drops repeated dates in multiple", () => {
    const dates = [d("2024-03-13"), d("2024-03-01"), d("2024-03-13")];
    expect(isoOf(normaliseSelection("date", "multiple", dates))).toEqual([
      "2024-03-01",
      "2024-03-13",
    ]);
  });
});

describe("displayText", () => {
  it("is undefined when nothing is picked, so the placeholder shows", () => {
    expect(displayText("date", "single", [])).toBeUndefined();
  });

  it("writes dates as dd-MM-yyyy", () => {
    expect(displayText("date", "single", [d("2024-03-05")])).toBe("05-03-2024");
  });

  it("writes a range or week as start – end", () => {
    expect(displayText("date", "range", [d("2024-03-05"), d("2024-03-20")])).toBe(
      "05-03-2024 – 20-03-2024",
    );
    expect(displayText("date", "range", [d("2024-03-05")])).toBe("05-03-2024 –");
    expect(displayText("week", "single", [d("2024-03-11"), d("2024-03-17")])).toBe(
      "11-03-2024 – 17-03-2024",
    );
  });

  it("lists multiple dates", () => {
    expect(displayText("date", "multiple", [d("2024-03-05"), d("2024-03-07")])).toBe(
      "05-03-2024, 07-03-2024",
    );
  });

  it("writes a month as MM-yyyy and a year as yyyy", () => {
    expect(displayText("month", "single", [d("2024-03-01")])).toBe("03-2024");
    expect(displayText("year", "single", [d("2024-01-01")])).toBe("2024");
    expect(displayText("month", "range", [d("2024-03-01"), d("2024-05-01")])).toBe(
      "03-2024 – 05-2024",
    );
  });

  it("writes - for a value that is not a date", () => {
    expect(displayText("date", "single", [undefined])).toBe("-");
    expect(displayText("month", "single", [undefined])).toBe("-");
    expect(displayText("date", "range", [undefined, d("2024-03-20")])).toBe("- – 20-03-2024");
  });
});

describe("date values at Ark's boundary", () => {
  it("round-trips a Temporal date", () => {
    const date = d("2024-02-29");
    const value = toDateValue(date);
    expect([value.year, value.month, value.day]).toEqual([2024, 2, 29]);
    expect(fromDateValue(value).equals(date)).toBe(true);
  });
});
