import { describe, expect, it } from "vitest";
import {
  applicableHoliday,
  type CalendarHoliday,
  datesBetween,
  dayNumber,
  generateDays,
  isoWeekday,
  type MasterScheduleSource,
  type PatternSource,
  rangeDays,
  scheduledShift,
} from "./generate.ts";

const MORNING = 11;
const NIGHT = 12;

const fiveDay: MasterScheduleSource = {
  kind: "master_schedule",
  effectiveFrom: "2026-01-01",
  days: { 1: MORNING, 2: MORNING, 3: MORNING, 4: MORNING, 5: MORNING, 6: null, 7: null },
  holidaysOverride: true,
};
const rotation: PatternSource = {
  kind: "pattern",
  startDate: "2026-03-02",
  positions: [MORNING, MORNING, NIGHT, NIGHT, null, null],
  holidaysOverride: true,
};
const holiday = (over: Partial<CalendarHoliday>): CalendarHoliday => ({
  date: "2026-08-17",
  kind: "national",
  name: "Hari Kemerdekaan",
  provinceIds: null,
  observed: true,
  ...over,
});

describe("dates", () => {
  it("reads only real dates", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("2026-02-29")).toBeNull();
    expect(dayNumber("2028-02-29")).not.toBeNull();
    expect(dayNumber("2026-13-01")).toBeNull();
    expect(dayNumber("2026-1-01")).toBeNull();
    expect(dayNumber("")).toBeNull();
  });
  it("knows the weekday (2026-01-01 is a Thursday, 2026-08-17 a Monday)", () => {
    expect(isoWeekday("2026-01-01")).toBe(4);
    expect(isoWeekday("2026-08-17")).toBe(1);
    expect(isoWeekday("2026-03-22")).toBe(7);
    expect(isoWeekday("1969-12-31")).toBe(3);
  });
  it("counts a range both ends included, across months and leap days", () => {
    expect(datesBetween("2028-02-27", "2028-03-01")).toEqual([
      "2028-02-27",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
    ]);
    expect(datesBetween("2026-01-02", "2026-01-01")).toEqual([]);
    expect(rangeDays("2026-01-01", "2026-12-31")).toBe(365);
    expect(rangeDays("2028-01-01", "2028-12-31")).toBe(366);
    expect(rangeDays("2026-01-01", "2026-01-01")).toBe(1);
    expect(rangeDays("2026-01-01", "nope")).toBeNull();
  });
});

describe("the shift of a date", () => {
  it("a master schedule gives the weekday's shift, a day off as null, nothing before its effective date", () => {
    expect(scheduledShift(fiveDay, "2026-08-17")).toBe(MORNING); // Monday
    expect(scheduledShift(fiveDay, "2026-08-22")).toBeNull(); // Saturday
    expect(scheduledShift(fiveDay, "2026-08-23")).toBeNull(); // Sunday
    expect(scheduledShift(fiveDay, "2025-12-31")).toBeUndefined();
    expect(scheduledShift({ ...fiveDay, days: { 1: MORNING } }, "2026-08-18")).toBeNull();
  });
  it("a pattern runs its positions from the start date and wraps, also backwards", () => {
    const dates = datesBetween("2026-03-02", "2026-03-14");
    expect(dates.map((d) => scheduledShift(rotation, d))).toEqual([
      MORNING,
      MORNING,
      NIGHT,
      NIGHT,
      null,
      null,
      MORNING,
      MORNING,
      NIGHT,
      NIGHT,
      null,
      null,
      MORNING,
    ]);
    expect(scheduledShift(rotation, "2026-03-01")).toBeNull(); // the last position
    expect(scheduledShift(rotation, "2026-02-26")).toBe(NIGHT);
    expect(scheduledShift({ ...rotation, positions: [NIGHT] }, "2030-05-05")).toBe(NIGHT);
  });
});

describe("holidays", () => {
  it("replace the shift only when observed, in the branch's province, and allowed by the schedule", () => {
    const calendar = [holiday({})];
    expect(applicableHoliday(calendar, "2026-08-17", "31", true)?.name).toBe("Hari Kemerdekaan");
    expect(applicableHoliday(calendar, "2026-08-18", "31", true)).toBeNull();
    expect(applicableHoliday(calendar, "2026-08-17", "31", false)).toBeNull();
    expect(applicableHoliday([holiday({ observed: false })], "2026-08-17", "31", true)).toBeNull();
    const bali = [holiday({ kind: "company", name: "Galungan", provinceIds: ["51"] })];
    expect(applicableHoliday(bali, "2026-08-17", "51", false)?.name).toBe("Galungan");
    expect(applicableHoliday(bali, "2026-08-17", "31", true)).toBeNull();
    expect(applicableHoliday(bali, "2026-08-17", null, true)).toBeNull();
  });
  it("a national holiday wins over collective leave and a company holiday on the same day", () => {
    const calendar = [
      holiday({ kind: "company", name: "Ulang tahun" }),
      holiday({ kind: "collective_leave", name: "Cuti" }),
      holiday({ kind: "national", name: "Nasional" }),
    ];
    expect(applicableHoliday(calendar, "2026-08-17", "31", true)?.kind).toBe("national");
    expect(applicableHoliday(calendar, "2026-08-17", "31", false)?.kind).toBe("company");
    expect(applicableHoliday(calendar.slice(0, 2), "2026-08-17", "31", true)?.kind).toBe(
      "collective_leave",
    );
  });
});

describe("generated days", () => {
  const calendar = [
    holiday({ date: "2026-03-19", name: "Nyepi" }),
    holiday({ date: "2026-03-20", kind: "collective_leave", name: "Cuti Bersama Idul Fitri" }),
    holiday({ date: "2026-03-21", name: "Idul Fitri" }),
    holiday({ date: "2026-03-23", kind: "collective_leave", name: "Cuti", observed: false }),
  ];
  it("a 5-day week in Idul Fitri week", () => {
    expect(generateDays(fiveDay, { from: "2026-03-18", to: "2026-03-24" }, calendar, "31")).toEqual(
      [
        { date: "2026-03-18", shiftId: MORNING, dayType: "working" },
        { date: "2026-03-19", shiftId: null, dayType: "national_holiday" },
        { date: "2026-03-20", shiftId: null, dayType: "collective_leave" },
        { date: "2026-03-21", shiftId: null, dayType: "national_holiday" },
        { date: "2026-03-22", shiftId: null, dayType: "day_off" },
        { date: "2026-03-23", shiftId: MORNING, dayType: "working" },
        { date: "2026-03-24", shiftId: MORNING, dayType: "working" },
      ],
    );
  });
  it("a schedule without holiday override keeps its shifts", () => {
    const days = generateDays(
      { ...rotation, holidaysOverride: false },
      { from: "2026-03-19", to: "2026-03-20" },
      calendar,
      "31",
    );
    expect(days).toEqual([
      { date: "2026-03-19", shiftId: null, dayType: "day_off" },
      { date: "2026-03-20", shiftId: MORNING, dayType: "working" },
    ]);
  });
  it("leaves out the dates before a master schedule starts", () => {
    const days = generateDays(fiveDay, { from: "2025-12-30", to: "2026-01-02" }, [], null);
    expect(days.map((d) => d.date)).toEqual(["2026-01-01", "2026-01-02"]);
  });
  it("every day has a shift exactly when it is a working day", () => {
    const days = generateDays(rotation, { from: "2026-01-01", to: "2026-12-31" }, calendar, "31");
    expect(days).toHaveLength(365);
    for (const day of days) expect(day.shiftId !== null).toBe(day.dayType === "working");
  });
});
