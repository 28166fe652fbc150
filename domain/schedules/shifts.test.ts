import { describe, expect, it } from "vitest";
import { describeProblem } from "../problems.ts";
import {
  crossesMidnight,
  minutesOfTime,
  shortestWorkingDay,
  validateMasterSchedule,
  validateSchedulePattern,
  validateShift,
  workingMinutes,
} from "./shifts.ts";

const shift = (overrides: Record<string, unknown> = {}) => ({
  name: "Pagi",
  code: "pagi",
  startTime: "08:00",
  endTime: "17:00",
  breakMinutes: 60,
  lateGraceMinutes: 10,
  earlyOutGraceMinutes: 5,
  checkInOpensMinutesBefore: 60,
  checkOutClosesMinutesAfter: 60,
  ...overrides,
});
const fields = (input: Record<string, unknown>) =>
  validateShift(input).problems.map((p) => p.field);

describe("times of day", () => {
  it.each([
    ["00:00", 0],
    ["23:59", 1439],
    ["08:30", 510],
    ["24:00", null],
    ["8:00", null],
    ["08:60", null],
    ["0800", null],
    [480, null],
  ])("%s is %s minutes", (value, minutes) => {
    expect(minutesOfTime(value)).toBe(minutes);
  });

  it("a shift whose end is before its start crosses midnight; its length wraps", () => {
    expect(crossesMidnight("22:00", "06:00")).toBe(true);
    expect(crossesMidnight("08:00", "17:00")).toBe(false);
    expect(workingMinutes({ startTime: "22:00", endTime: "06:00", breakMinutes: 30 })).toBe(450);
    expect(workingMinutes({ startTime: "08:00", endTime: "17:00", breakMinutes: 60 })).toBe(480);
  });
});

describe("validateShift", () => {
  it("normalises a good shift and defaults the omitted minutes", () => {
    const { values, problems } = validateShift({
      name: " Pagi ",
      code: " pagi-1 ",
      startTime: "08:00",
      endTime: "17:00",
    });
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      name: "Pagi",
      code: "PAGI-1",
      breakMinutes: 0,
      checkInOpensMinutesBefore: 60,
      checkOutClosesMinutesAfter: 60,
      flexible: false,
      halfDayHours: null,
    });
  });

  it.each([
    [{ startTime: "17:00", endTime: "17:00" }, ["endTime"]],
    [{ startTime: "24:00" }, ["startTime"]],
    [{ endTime: "7:5" }, ["endTime"]],
    [{ startTime: "" }, ["startTime"]],
    [{ breakMinutes: -1 }, ["breakMinutes"]],
    [{ breakMinutes: 481 }, ["breakMinutes"]],
    [{ breakMinutes: 1.5 }, ["breakMinutes"]],
    [{ lateGraceMinutes: 241 }, ["lateGraceMinutes"]],
    [{ earlyOutGraceMinutes: -5 }, ["earlyOutGraceMinutes"]],
    [{ checkInOpensMinutesBefore: 721 }, ["checkInOpensMinutesBefore"]],
    [{ checkOutClosesMinutesAfter: 100000 }, ["checkOutClosesMinutesAfter"]],
    [{ startTime: "08:00", endTime: "10:00", breakMinutes: 120 }, ["breakMinutes"]],
    [{ halfDayHours: 4, absentHours: 5 }, ["absentHours"]],
    [{ halfDayHours: 25 }, ["halfDayHours"]],
    [{ code: "pagi!" }, ["code"]],
    [{ code: "", name: "" }, ["code", "name"]],
    [{ flexible: "yes" }, ["flexible"]],
    [{ status: "gone" }, ["status"]],
  ])("%j is refused at %j", (overrides, expected) => {
    expect(fields(shift(overrides)).sort()).toEqual(expected);
  });

  it("accepts a night shift whose break fits across midnight", () => {
    expect(fields(shift({ startTime: "22:00", endTime: "06:00", breakMinutes: 60 }))).toEqual([]);
  });

  it("words every problem from the catalogue (so it is translated)", () => {
    const { problems } = validateShift(
      shift({
        startTime: "x",
        endTime: "17:00",
        breakMinutes: -1,
        code: "a b",
        absentHours: 5,
        halfDayHours: 4,
        flexible: 1,
      }),
    );
    for (const problem of problems)
      expect(describeProblem(problem.message), problem.message).not.toBeNull();
  });
});

const week = (ids: (number | null)[]) => ({
  monday: ids[0] ?? null,
  tuesday: ids[1] ?? null,
  wednesday: ids[2] ?? null,
  thursday: ids[3] ?? null,
  friday: ids[4] ?? null,
  saturday: ids[5] ?? null,
  sunday: ids[6] ?? null,
});

describe("validateMasterSchedule", () => {
  const good = {
    name: "Kantor",
    workWeek: "5-day",
    effectiveFrom: "2026-01-01",
    days: week([1, 1, 1, 1, 1]),
  };
  it("accepts a 5-day week with five working days", () => {
    const { values, problems } = validateMasterSchedule(good);
    expect(problems).toEqual([]);
    expect(values.holidaysOverride).toBe(true);
  });
  it.each([
    [{ days: week([1, 1, 1, 1]) }, ["days"]],
    [{ workWeek: "6-day" }, ["days"]],
    [{ workWeek: "7-day" }, ["workWeek"]],
    [{ effectiveFrom: "2026-02-30" }, ["effectiveFrom"]],
    [{ effectiveFrom: "01-01-2026" }, ["effectiveFrom"]],
    [{ days: { ...week([1, 1, 1, 1, 1]), funday: null } }, ["days.funday"]],
    [{ days: { ...week([1, 1, 1, 1]), friday: "x" } }, ["days.friday"]],
    [{ name: " " }, ["name"]],
  ])("%j is refused at %j", (overrides, expected) => {
    const { problems } = validateMasterSchedule({ ...good, ...overrides });
    expect(problems.map((p) => p.field).sort()).toEqual(expected);
    for (const problem of problems)
      expect(describeProblem(problem.message), problem.message).not.toBeNull();
  });
});

describe("shortestWorkingDay", () => {
  const seven = { startTime: "08:00", endTime: "16:00", breakMinutes: 60 };
  const five = { startTime: "08:00", endTime: "13:00", breakMinutes: 0 };
  it("is the 6-day week's shortest day (Saturday's 5 hours)", () => {
    expect(
      shortestWorkingDay("6-day", {
        monday: seven,
        tuesday: seven,
        wednesday: seven,
        thursday: seven,
        friday: seven,
        saturday: five,
      }),
    ).toBe("saturday");
  });
  it("counts a shift across midnight by its wrapped length and breaks ties to the later day", () => {
    const night = { startTime: "22:00", endTime: "03:00", breakMinutes: 0 };
    expect(
      shortestWorkingDay("6-day", {
        monday: night,
        tuesday: seven,
        wednesday: seven,
        thursday: night,
        friday: seven,
        saturday: seven,
      }),
    ).toBe("thursday");
  });
  it("is null when no day is shorter, and for a 5-day week", () => {
    expect(shortestWorkingDay("6-day", { monday: seven, tuesday: seven })).toBeNull();
    expect(shortestWorkingDay("5-day", { monday: seven, friday: five })).toBeNull();
  });
});

describe("validateSchedulePattern", () => {
  it("accepts a 2-2-2 rotation", () => {
    expect(
      validateSchedulePattern({
        name: "2-2-2",
        startDate: "2026-01-01",
        days: [1, 1, 2, 2, null, null],
      }).problems,
    ).toEqual([]);
  });
  it.each([
    [{ days: [] }, ["days"]],
    [{ days: Array(63).fill(1) }, ["days"]],
    [{ days: [null, null] }, ["days"]],
    [{ days: [1, "x"] }, ["days.1"]],
    [{ startDate: "2025-02-29" }, ["startDate"]],
  ])("%j is refused at %j", (overrides, expected) => {
    const { problems } = validateSchedulePattern({
      name: "P",
      startDate: "2026-01-01",
      days: [1],
      ...overrides,
    });
    expect(problems.map((p) => p.field)).toEqual(expected);
    for (const problem of problems)
      expect(describeProblem(problem.message), problem.message).not.toBeNull();
  });
});
