import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  addSevenHours,
  dayOptions,
  isWithin,
  monthOptions,
  parseDisplayDate,
  toDisplayDate,
  toPlainDate,
  weekRange,
  yearOptions,
} from "./calendar";

const date = (iso: string) => Temporal.PlainDate.from(iso);

describe("dayOptions", () => {
  it("offers days 1 to 31", () => {
    expect(dayOptions().map((o) => o.value)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });

  it("labels days with English ordinals", () => {
    const labels = dayOptions("en").map((o) => o.label);
    expect(labels.slice(0, 4)).toEqual(["1st", "2nd", "3rd", "4th"]);
    expect(labels.slice(10, 13)).toEqual(["11th", "12th", "13th"]);
    expect(labels.slice(20, 24)).toEqual(["21st", "22nd", "23rd", "24th"]);
    expect(labels[29]).toBe("30th");
  });

  it("calls 31 the end of the month", () => {
    expect(dayOptions("en")[30]).toEqual({ value: 31, label: "End of month" });
    expect(dayOptions("id")[30]).toEqual({ value: 31, label: "Akhir bulan" });
  });

  it("speaks Indonesian", () => {
    const labels = dayOptions("id").map((o) => o.label);
    expect(labels[0]).toBe("Tanggal 1");
    expect(labels[29]).toBe("Tanggal 30");
  });
});

describe("monthOptions", () => {
  it("offers months 1 to 12 by name", () => {
    const en = monthOptions("en");
    expect(en.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(en[0]).toEqual({ value: 1, label: "January" });
    expect(en[11]).toEqual({ value: 12, label: "December" });
  });

  it("speaks Indonesian", () => {
    const id = monthOptions("id").map((o) => o.label);
    expect(id).toEqual([
      "Januari",
      "Februari",
      "Maret",
      "April",
      "Mei",
      "Juni",
      "Juli",
      "Agustus",
      "September",
      "Oktober",
      "November",
      "Desember",
    ]);
  });
});

describe("yearOptions", () => {
  it("runs from one year before to three after the current year", () => {
    expect(yearOptions(date("2025-06-15"))).toEqual([
      { value: 2024, label: "2024" },
      { value: 2025, label: "2025" },
      { value: 2026, label: "2026" },
      { value: 2027, label: "2027" },
      { value: 2028, label: "2028" },
    ]);
  });

  it("follows the calendar year, not a rolling twelve months", () => {
    expect(yearOptions(date("2025-12-31")).map((o) => o.value)).toEqual([
      2024, 2025, 2026, 2027, 2028,
    ]);
    expect(yearOptions(date("2026-01-01")).map((o) => o.value)).toEqual([
      2025, 2026, 2027, 2028, 2029,
    ]);
  });
});

describe("addSevenHours", () => {
  it("adds seven hours", () => {
    expect(addSevenHours("01:15")).toBe("08:15");
    expect(addSevenHours("16:59")).toBe("23:59");
  });

  it("wraps at 24", () => {
    expect(addSevenHours("17:00")).toBe("00:00");
    expect(addSevenHours("20:30")).toBe("03:30");
    expect(addSevenHours("23:45")).toBe("06:45");
  });

  it("gives a dash for text that is not a time", () => {
    expect(addSevenHours("25:00")).toBe("-");
    expect(addSevenHours("noon")).toBe("-");
  });
});

describe("isWithin", () => {
  it("includes both bounds", () => {
    expect(isWithin(date("2024-03-01"), date("2024-03-01"), date("2024-03-31"))).toBe(true);
    expect(isWithin(date("2024-03-31"), date("2024-03-01"), date("2024-03-31"))).toBe(true);
  });

  it("excludes days outside the bounds", () => {
    expect(isWithin(date("2024-02-29"), date("2024-03-01"))).toBe(false);
    expect(isWithin(date("2024-04-01"), undefined, date("2024-03-31"))).toBe(false);
  });

  it("treats a missing bound as open", () => {
    expect(isWithin(date("1900-01-01"))).toBe(true);
    expect(isWithin(date("2999-12-31"), date("2024-01-01"))).toBe(true);
  });
});

describe("weekRange", () => {
  it("runs Monday to Sunday", () => {
    // 2024-03-13 is a Wednesday.
    expect(weekRange(date("2024-03-13"))).toEqual({
      start: date("2024-03-11"),
      end: date("2024-03-17"),
    });
  });

  it("keeps a Monday and a Sunday in their own week", () => {
    expect(weekRange(date("2024-03-11"))?.start).toEqual(date("2024-03-11"));
    expect(weekRange(date("2024-03-17"))?.start).toEqual(date("2024-03-11"));
    expect(weekRange(date("2024-03-17"))?.end).toEqual(date("2024-03-17"));
  });

  it("crosses month and year ends", () => {
    // 2025-01-01 is a Wednesday.
    expect(weekRange(date("2025-01-01"))).toEqual({
      start: date("2024-12-30"),
      end: date("2025-01-05"),
    });
  });

  it("is clamped to min and max", () => {
    expect(weekRange(date("2024-03-13"), date("2024-03-12"), date("2024-03-15"))).toEqual({
      start: date("2024-03-12"),
      end: date("2024-03-15"),
    });
  });

  it("has nothing for a day outside min and max", () => {
    expect(weekRange(date("2024-03-11"), date("2024-03-12"))).toBeUndefined();
    expect(weekRange(date("2024-03-16"), undefined, date("2024-03-15"))).toBeUndefined();
  });
});

describe("parseDisplayDate", () => {
  it("reads dd-MM-yyyy", () => {
    expect(parseDisplayDate("05-03-2024")).toEqual(date("2024-03-05"));
    expect(parseDisplayDate(" 29-02-2024 ")).toEqual(date("2024-02-29"));
  });

  it("rejects days that do not exist", () => {
    expect(parseDisplayDate("29-02-2023")).toBeUndefined();
    expect(parseDisplayDate("31-04-2024")).toBeUndefined();
    expect(parseDisplayDate("01-13-2024")).toBeUndefined();
    expect(parseDisplayDate("00-01-2024")).toBeUndefined();
  });

  it("rejects other shapes", () => {
    expect(parseDisplayDate("2024-03-05")).toBeUndefined();
    expect(parseDisplayDate("5-3-2024")).toBeUndefined();
    expect(parseDisplayDate("05/03/2024")).toBeUndefined();
    expect(parseDisplayDate("")).toBeUndefined();
  });
});

describe("toDisplayDate", () => {
  it("writes dd-MM-yyyy", () => {
    expect(toDisplayDate(date("2024-03-05"))).toBe("05-03-2024");
  });

  it("round-trips with parseDisplayDate", () => {
    const d = date("2031-12-09");
    expect(parseDisplayDate(toDisplayDate(d))).toEqual(d);
  });

  it("gives a dash for a missing date", () => {
    expect(toDisplayDate(undefined)).toBe("-");
    expect(toDisplayDate(null)).toBe("-");
  });
});

describe("toPlainDate", () => {
  it("reads ISO and display texts", () => {
    expect(toPlainDate("2024-03-05")).toEqual(date("2024-03-05"));
    expect(toPlainDate("05-03-2024")).toEqual(date("2024-03-05"));
    expect(toPlainDate(date("2024-03-05"))).toEqual(date("2024-03-05"));
  });

  it("gives undefined for anything that is not a real date", () => {
    expect(toPlainDate("2024-02-30")).toBeUndefined();
    expect(toPlainDate("not a date")).toBeUndefined();
    expect(toPlainDate("")).toBeUndefined();
    expect(toPlainDate(null)).toBeUndefined();
  });
});
