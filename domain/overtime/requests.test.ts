import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RECAP_COUNTS, recapLeaveDays } from "../attendance/recap.ts";
import { businessMessages } from "../errors.ts";
import { localizeProblem } from "../problems.ts";
import {
  automaticOvertimeMinutes,
  enforceCaps,
  isoWeekStart,
  overtimeFigures,
  overtimeTypeOfDay,
  type PayRule,
  type PolicyTerms,
  payRuleOf,
  requestedMinutes,
  supportedOvertimeMinutes,
  VALIDATE_ATTENDANCE_FIRST,
  validateOvertimeRequest,
} from "./requests.ts";

const STATUTORY: PayRule = {
  enabled: true,
  payKind: "rate",
  multiplier: "statutory",
  customMultiplier: null,
};
const at = (time: string) => new Date(`2026-03-10T${time}:00+07:00`);

describe("the overtime type of a day", () => {
  it("follows the record's day type, cuti bersama worked being a normal day", () => {
    expect(overtimeTypeOfDay("working")).toBe("regular_working_day");
    expect(overtimeTypeOfDay("collective_leave")).toBe("regular_working_day");
    expect(overtimeTypeOfDay("day_off")).toBe("working_on_day_off");
    expect(overtimeTypeOfDay("company_holiday")).toBe("working_on_day_off");
    expect(overtimeTypeOfDay("national_holiday")).toBe("working_on_national_holiday");
    expect(overtimeTypeOfDay("unscheduled")).toBeNull();
  });
});

describe("the minutes attendance supports", () => {
  const working = {
    dayType: "working" as const,
    scheduledEnd: at("17:00"),
    checkInAt: at("08:00"),
    checkOutAt: at("19:30"),
    workedMinutes: 630,
  };
  it("on a working day: from the scheduled end to the check-out, not before the start", () => {
    expect(supportedOvertimeMinutes(working)).toBe(150);
    expect(supportedOvertimeMinutes({ ...working, checkInAt: at("06:00") })).toBe(150);
    expect(supportedOvertimeMinutes({ ...working, checkOutAt: at("16:00") })).toBe(0);
    expect(supportedOvertimeMinutes({ ...working, checkInAt: at("18:00") })).toBe(90);
    expect(supportedOvertimeMinutes({ ...working, scheduledEnd: null })).toBe(0);
  });
  it("on a rest day or holiday: every worked minute", () => {
    expect(supportedOvertimeMinutes({ ...working, dayType: "day_off", scheduledEnd: null })).toBe(
      630,
    );
    expect(supportedOvertimeMinutes({ ...working, dayType: "national_holiday" })).toBe(630);
  });
  it("cannot say without a check-in and a check-out", () => {
    expect(supportedOvertimeMinutes({ ...working, checkOutAt: null })).toBeNull();
    expect(supportedOvertimeMinutes({ ...working, checkInAt: null })).toBeNull();
  });
});

describe("a request's fields", () => {
  const today = "2026-03-10";
  const good = { date: "2026-03-09", minutes: 90, reason: "Stock count" };
  it("accepts a past day with minutes and a reason", () => {
    expect(validateOvertimeRequest(good, today)).toEqual([]);
    expect(validateOvertimeRequest({ ...good, date: today }, today)).toEqual([]);
    expect(validateOvertimeRequest({ ...good, minutes: undefined, hours: 1.5 }, today)).toEqual([]);
    expect(requestedMinutes({ ...good, minutes: undefined, hours: 1.5 })).toBe(90);
  });
  it("names each bad field", () => {
    const fields = (input: Parameters<typeof validateOvertimeRequest>[0], max?: number) =>
      validateOvertimeRequest(input, today, max ?? null).map((p) => p.field);
    expect(fields({ ...good, date: "2026-03-11" })).toEqual(["date"]);
    expect(fields({ ...good, date: "2026-02-30" })).toEqual(["date"]);
    expect(fields({ ...good, minutes: 0 })).toEqual(["minutes"]);
    expect(fields({ ...good, minutes: -5 })).toEqual(["minutes"]);
    expect(fields({ ...good, minutes: 1441 })).toEqual(["minutes"]);
    expect(fields({ ...good, minutes: 1.5 })).toEqual(["minutes"]);
    expect(fields({ ...good, minutes: null })).toEqual(["minutes"]);
    expect(fields({ ...good, hours: 2 })).toEqual(["hours"]);
    expect(fields({ ...good, minutes: undefined, hours: -1 })).toEqual(["hours"]);
    expect(fields({ ...good, reason: "  " })).toEqual(["reason"]);
    expect(fields({ ...good, reason: "x".repeat(1001) })).toEqual(["reason"]);
    expect(fields({ ...good, minutes: 200 }, 3)).toEqual(["minutes"]);
    expect(fields({ ...good, minutes: 180 }, 3)).toEqual([]);
  });
});

describe("caps", () => {
  const policy: PolicyTerms = { workWeek: "5-day", enforceCaps: true, rules: [] };
  it("refuse more than 4 h a working day and 18 h a week, bilingual", () => {
    const day = enforceCaps(policy, "regular_working_day", STATUTORY, 241, 0);
    expect(day.map((p) => p.code)).toEqual(["daily_cap"]);
    expect(day[0]!.id).toContain("Pasal 26");
    expect(enforceCaps(policy, "regular_working_day", STATUTORY, 240, 0)).toEqual([]);
    expect(
      enforceCaps(policy, "regular_working_day", STATUTORY, 120, 17 * 60).map((p) => p.code),
    ).toEqual(["weekly_cap"]);
    expect(enforceCaps(policy, "regular_working_day", STATUTORY, 60, 17 * 60)).toEqual([]);
  });
  it("leave rest days to their ladder's end, and skip caps when the policy says so", () => {
    expect(enforceCaps(policy, "working_on_day_off", STATUTORY, 12 * 60, 18 * 60)).toEqual([]);
    expect(
      enforceCaps(policy, "working_on_day_off", STATUTORY, 12 * 60 + 1, 0).map((p) => p.code),
    ).toEqual(["beyond_ladder"]);
    const loose: PolicyTerms = { workWeek: "6-day", enforceCaps: false, rules: [] };
    expect(enforceCaps(loose, "regular_working_day", STATUTORY, 600, 0)).toEqual([]);
    expect(
      enforceCaps(loose, "working_on_day_off", STATUTORY, 11 * 60 + 1, 0).map((p) => p.code),
    ).toEqual(["beyond_ladder"]);
  });
  it("hold for any request the caps let through (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1440 }),
        fc.integer({ min: 0, max: 30 * 60 }),
        (minutes, week) => {
          const problems = enforceCaps(policy, "regular_working_day", STATUTORY, minutes, week);
          if (problems.length === 0) {
            expect(minutes).toBeLessThanOrEqual(240);
            expect(week + minutes).toBeLessThanOrEqual(18 * 60);
          }
        },
      ),
    );
  });
});

describe("figures", () => {
  it("split the statutory ladder: 2 h on a working day = 1.5 + 2", () => {
    const figures = overtimeFigures("5-day", "regular_working_day", STATUTORY, 120);
    expect(figures.breakdown).toEqual([
      { hours: 1, multiplier: 1.5 },
      { hours: 1, multiplier: 2 },
    ]);
    expect(figures.multiplierUnits).toBe(3.5);
    expect(figures.mealRequired).toBe(false);
    expect(figures.fixed).toBe(false);
  });
  it("on a 5-day week's rest day 10 h = 8×2 + 1×3 + 1×4, with the meal duty", () => {
    const figures = overtimeFigures("5-day", "working_on_day_off", STATUTORY, 600);
    expect(figures.multiplierUnits).toBe(23);
    expect(figures.mealRequired).toBe(true);
    expect(overtimeFigures("6-day", "working_on_day_off", STATUTORY, 600).multiplierUnits).toBe(
      7 * 2 + 3 + 2 * 4,
    );
  });
  it("use one band for a custom multiplier and the hours for a fixed amount", () => {
    const custom = { ...STATUTORY, multiplier: "custom" as const, customMultiplier: 2.5 };
    expect(overtimeFigures("5-day", "regular_working_day", custom, 90)).toMatchObject({
      breakdown: [{ hours: 1.5, multiplier: 2.5 }],
      multiplierUnits: 3.75,
    });
    const fixed = { ...STATUTORY, payKind: "fixed" as const };
    expect(overtimeFigures("5-day", "working_on_day_off", fixed, 240)).toMatchObject({
      multiplierUnits: 4,
      fixed: true,
      mealRequired: true,
    });
  });
  it("give units that never fall as minutes grow (property)", () => {
    const rule = fc.constantFrom<PayRule>(STATUTORY, {
      ...STATUTORY,
      multiplier: "custom",
      customMultiplier: 1.75,
    });
    fc.assert(
      fc.property(
        fc.constantFrom("5-day" as const, "6-day" as const),
        fc.constantFrom(
          "regular_working_day" as const,
          "working_on_day_off" as const,
          "working_on_national_holiday" as const,
          "swap_schedule" as const,
        ),
        rule,
        fc.integer({ min: 1, max: 719 }),
        fc.integer({ min: 1, max: 60 }),
        (week, type, payRule, minutes, more) => {
          const less = overtimeFigures(week, type, payRule, minutes).multiplierUnits;
          const most = overtimeFigures(week, type, payRule, minutes + more).multiplierUnits;
          expect(most).toBeGreaterThanOrEqual(less);
        },
      ),
    );
  });
});

describe("the policy's rule", () => {
  it("is the statute without a policy, null when disabled", () => {
    expect(payRuleOf(null, "working_on_day_off")).toEqual(STATUTORY);
    const policy: PolicyTerms = {
      workWeek: "5-day",
      enforceCaps: true,
      rules: [{ overtimeType: "working_on_day_off", ...STATUTORY, enabled: false }],
    };
    expect(payRuleOf(policy, "working_on_day_off")).toBeNull();
    expect(payRuleOf(policy, "regular_working_day")).toEqual(STATUTORY);
  });
});

describe("automatic overtime", () => {
  const policy = {
    workWeek: "5-day" as const,
    minuteRounding: 15,
    minimumMinutes: 30,
    enforceCaps: true,
  };
  it("rounds down to the step, drops what is under the minimum, and keeps within the caps", () => {
    expect(automaticOvertimeMinutes(100, policy, "regular_working_day", STATUTORY, 0)).toBe(90);
    expect(automaticOvertimeMinutes(29, policy, "regular_working_day", STATUTORY, 0)).toBe(0);
    expect(automaticOvertimeMinutes(400, policy, "regular_working_day", STATUTORY, 0)).toBe(240);
    expect(automaticOvertimeMinutes(400, policy, "regular_working_day", STATUTORY, 1020)).toBe(60);
    expect(automaticOvertimeMinutes(800, policy, "working_on_day_off", STATUTORY, 1080)).toBe(720);
  });
  it("meets the weekly cap exactly without breaking it (fast-check's counterexample)", () => {
    // 1,046 + 34 minutes is 18 h; as decimal hours it summed to 18.0000000000000007.
    const terms = { ...policy, minuteRounding: 1, minimumMinutes: 0 };
    expect(automaticOvertimeMinutes(34, terms, "regular_working_day", STATUTORY, 1046)).toBe(34);
    expect(
      enforceCaps({ ...terms, rules: [] }, "regular_working_day", STATUTORY, 34, 1046),
    ).toEqual([]);
  });
  it("never breaks a cap (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: 0, max: 18 * 60 }),
        fc.constantFrom(1, 5, 10, 15, 30, 60),
        (supported, week, step) => {
          const terms = { ...policy, minuteRounding: step, minimumMinutes: 0 };
          const minutes = automaticOvertimeMinutes(
            supported,
            terms,
            "regular_working_day",
            STATUTORY,
            week,
          );
          expect(minutes).toBeLessThanOrEqual(supported);
          expect(minutes % step).toBe(0);
          if (minutes > 0)
            expect(
              enforceCaps({ ...terms, rules: [] }, "regular_working_day", STATUTORY, minutes, week),
            ).toEqual([]);
        },
      ),
    );
  });
});

describe("helpers", () => {
  it("start the ISO week on Monday", () => {
    expect(isoWeekStart("2026-03-10")).toBe("2026-03-09");
    expect(isoWeekStart("2026-03-15")).toBe("2026-03-09");
    expect(isoWeekStart("2026-03-09")).toBe("2026-03-09");
  });
  it("quote SPEC §8 in English and give it in Indonesian", () => {
    expect(VALIDATE_ATTENDANCE_FIRST.en).toBe(businessMessages.validateAttendanceBeforeOvertime);
    expect(VALIDATE_ATTENDANCE_FIRST.id).toMatch(/absensi/);
  });
});

describe("the recap's leave days", () => {
  it("weigh half days as half and keep paid and unpaid apart; sick days cut across", () => {
    const counts = Object.fromEntries(RECAP_COUNTS.map((c) => [c.key, 0])) as Parameters<
      typeof recapLeaveDays
    >[0];
    expect(
      recapLeaveDays({
        ...counts,
        paidLeave: 2,
        paidSickLeave: 1,
        halfDayPaidLeave: 1,
        unpaidLeave: 1,
        halfDayUnpaidSickLeave: 2,
        sickLeave: 1,
        leave: 4,
      }),
    ).toEqual({ paidLeaveDays: 3.5, unpaidLeaveDays: 2, sickDays: 3 });
  });
});

describe("the problems in Indonesian", () => {
  it("are known to the catalogue", () => {
    for (const message of [
      "give minutes or hours, not both",
      "must be at most 2.5 hours (the overtime policy's limit per request)",
      "is more than the 150 minutes the day's attendance shows",
      "has no schedule: overtime needs a working day or a day off",
      "is a day the overtime policy pays no overtime for",
      "Overtime on a working day is at most 4 hours (PP 35/2021 Art 26)",
      "Overtime is at most 18 hours a week (PP 35/2021 Art 26)",
      "PP 35/2021 Art 31 sets no rate beyond hour 12 on this day",
      "must not be in the future",
      "must be a number from 1 to 1440",
    ])
      expect(localizeProblem("id", message), message).not.toBe(message);
  });
});
