import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  clampProgress,
  formatDate,
  formatRupiah,
  formatTimeline,
  formatUtcDate,
  initials,
  isBlank,
  shiftClockTime,
  timezoneAbbreviation,
} from "./format";

describe("formatRupiah", () => {
  it("formats zero", () => {
    expect(formatRupiah(0)).toBe("Rp 0");
    expect(formatRupiah(-0)).toBe("Rp 0");
    expect(formatRupiah("0.00")).toBe("Rp 0");
    expect(formatRupiah(0n)).toBe("Rp 0");
  });

  it("groups thousands with dots", () => {
    expect(formatRupiah(999)).toBe("Rp 999");
    expect(formatRupiah(1000)).toBe("Rp 1.000");
    expect(formatRupiah(1234567)).toBe("Rp 1.234.567");
  });

  it("puts the minus before Rp", () => {
    expect(formatRupiah(-1234567)).toBe("-Rp 1.234.567");
    expect(formatRupiah("-1500")).toBe("-Rp 1.500");
    expect(formatRupiah(-5n)).toBe("-Rp 5");
  });

  it("keeps large bigints and integer strings exact", () => {
    expect(formatRupiah(123456789012345678901234567890n)).toBe(
      "Rp 123.456.789.012.345.678.901.234.567.890",
    );
    expect(formatRupiah("9007199254740993")).toBe("Rp 9.007.199.254.740.993");
    expect(formatRupiah(1e21)).toBe("Rp 1.000.000.000.000.000.000.000");
  });

  it("shows two comma decimals, rounded, only when there is a fraction", () => {
    expect(formatRupiah(1234.5)).toBe("Rp 1.234,50");
    expect(formatRupiah(-1234.5)).toBe("-Rp 1.234,50");
    expect(formatRupiah("1234567.891")).toBe("Rp 1.234.567,89");
    expect(formatRupiah("1234567.895")).toBe("Rp 1.234.567,90");
    expect(formatRupiah("0.999")).toBe("Rp 1");
    expect(formatRupiah("1000.00")).toBe("Rp 1.000");
    expect(formatRupiah("12345678901234567890.05")).toBe("Rp 12.345.678.901.234.567.890,05");
  });

  it("does not show a minus for amounts that round to zero", () => {
    expect(formatRupiah("-0.001")).toBe("Rp 0");
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, "", "abc", "1,000", "1e5", null, undefined])(
    "gives a dash for %o",
    (value) => {
      expect(formatRupiah(value)).toBe("-");
    },
  );
});

describe("formatDate", () => {
  // 2024-01-31 16:30 UTC is 23:30 WIB (still the 31st) but 01:30 WIT on 1 February.
  const beforeMidnightWib = "2024-01-31T16:30:00Z";

  it("formats dd-MM-yyyy in Jakarta by default", () => {
    expect(formatDate(beforeMidnightWib)).toBe("31-01-2024");
  });

  it("crosses midnight differently in WIB and WIT", () => {
    expect(formatDate(beforeMidnightWib, "Asia/Jakarta")).toBe("31-01-2024");
    expect(formatDate(beforeMidnightWib, "Asia/Jayapura")).toBe("01-02-2024");
    expect(formatDate("2024-12-31T17:00:00Z", "Asia/Jakarta")).toBe("01-01-2025");
    expect(formatDate("2024-12-31T16:59:59Z", "Asia/Jakarta")).toBe("31-12-2024");
  });

  it("reads offset-less date-times as UTC", () => {
    expect(formatDate("2024-01-31T17:30:00", "Asia/Jakarta")).toBe("01-02-2024");
    expect(formatDate("2024-01-31 10:00:00", "Asia/Jakarta")).toBe("31-01-2024");
  });

  it("does not shift calendar dates", () => {
    expect(formatDate("2024-01-31", "Asia/Jayapura")).toBe("31-01-2024");
    expect(formatDate(Temporal.PlainDate.from("2024-03-05"))).toBe("05-03-2024");
  });

  it("accepts epoch milliseconds, Dates and Temporal values", () => {
    const ms = Date.UTC(2024, 0, 31, 16, 30);
    expect(formatDate(ms, "Asia/Jayapura")).toBe("01-02-2024");
    expect(formatDate(new Date(ms))).toBe("31-01-2024");
    expect(formatDate(Temporal.Instant.fromEpochMilliseconds(ms), "Asia/Jayapura")).toBe(
      "01-02-2024",
    );
    const zoned = Temporal.ZonedDateTime.from("2024-01-31T23:30:00+07:00[Asia/Jakarta]");
    expect(formatDate(zoned, "Asia/Jayapura")).toBe("01-02-2024");
  });

  it.each([null, undefined, "", "not a date", "2024-02-30", Number.NaN, new Date("nope")])(
    "gives a dash for %o",
    (value) => {
      expect(formatDate(value)).toBe("-");
    },
  );

  it("gives a dash for an unknown zone", () => {
    expect(formatDate(beforeMidnightWib, "Mars/Olympus")).toBe("-");
  });
});

describe("formatUtcDate", () => {
  it("formats DD MMM YYYY in UTC regardless of the Indonesian offset", () => {
    expect(formatUtcDate("2024-01-05T23:30:00Z")).toBe("05 Jan 2024");
    expect(formatUtcDate("2024-01-05T23:30:00+07:00")).toBe("05 Jan 2024");
    expect(formatUtcDate("2024-01-06T03:00:00+07:00")).toBe("05 Jan 2024");
    expect(formatUtcDate("2024-12-25")).toBe("25 Dec 2024");
  });

  it("gives a dash for invalid input", () => {
    expect(formatUtcDate("yesterday")).toBe("-");
  });
});

describe("formatTimeline", () => {
  it("formats DD MMM YYYY HH:mm in the item's zone", () => {
    expect(formatTimeline("2024-01-31T16:30:00Z")).toBe("31 Jan 2024 23:30");
    expect(formatTimeline("2024-01-31T16:30:00Z", "Asia/Makassar")).toBe("01 Feb 2024 00:30");
    expect(formatTimeline("2024-01-31T16:30:00Z", "Asia/Jayapura")).toBe("01 Feb 2024 01:30");
  });

  it("gives a dash for invalid input", () => {
    expect(formatTimeline(undefined)).toBe("-");
  });
});

describe("timezoneAbbreviation", () => {
  it.each([
    ["Asia/Jakarta", "WIB"],
    ["Asia/Pontianak", "WIB"],
    ["Asia/Makassar", "WITA"],
    ["Asia/Jayapura", "WIT"],
    ["UTC", "UTC"],
    ["GMT", "UTC"],
    ["Etc/UTC", "UTC"],
    [undefined, "WIB"],
    ["", "WIB"],
    ["Europe/Amsterdam", "Europe/Amsterdam"],
  ])("%s → %s", (zone, abbreviation) => {
    expect(timezoneAbbreviation(zone)).toBe(abbreviation);
  });
});

describe("shiftClockTime", () => {
  it("adds seven hours by default and wraps at 24", () => {
    expect(shiftClockTime("01:30")).toBe("08:30");
    expect(shiftClockTime("17:00")).toBe("00:00");
    expect(shiftClockTime("23:15:59")).toBe("06:15");
    expect(shiftClockTime("2:05", -7)).toBe("19:05");
  });

  it("gives a dash for invalid times", () => {
    expect(shiftClockTime("24:00")).toBe("-");
    expect(shiftClockTime("noon")).toBe("-");
  });
});

describe("initials", () => {
  it("takes the first letters of the first and last words, uppercased", () => {
    expect(initials("siti nur aisyah")).toBe("SA");
    expect(initials("  Budi   Santoso ")).toBe("BS");
    expect(initials("budi")).toBe("B");
  });

  it("is empty for a blank name", () => {
    expect(initials("   ")).toBe("");
    expect(initials(null)).toBe("");
  });
});

describe("clampProgress", () => {
  it("clamps to 0..100", () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(0)).toBe(0);
    expect(clampProgress(42.5)).toBe(42.5);
    expect(clampProgress(100)).toBe(100);
    expect(clampProgress(130)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(100);
  });
});

describe("isBlank", () => {
  it.each([null, undefined, "", "   ", "\t\n"])("treats %o as blank", (value) => {
    expect(isBlank(value)).toBe(true);
  });

  it.each(["a", " a ", 0, false, [], {}])("does not treat %o as blank", (value) => {
    expect(isBlank(value)).toBe(false);
  });
});
