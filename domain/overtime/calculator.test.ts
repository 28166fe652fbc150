import { describe, expect, it } from "vitest";
import {
  checkOvertimeInput,
  computeOvertime,
  type OvertimeInput,
  simulateOvertime,
  wageBase,
} from "./calculator.ts";
import { exact, fromNumber, toCents } from "./exact.ts";
import { CalculatorInputError } from "./fields.ts";

/**
 * The ministry's published examples (RULES.md §1.5): Rp5,000,000 basic + fixed, hourly
 * 5,000,000 / 173 = 28,901.734… (Kemnaker truncates it to Rp28,901).
 */
const FIVE_MILLION = { basic: 5_000_000 };

const holiday = (
  workWeek: OvertimeInput["workWeek"],
  hours: number,
  extra: Partial<OvertimeInput> = {},
): OvertimeInput => ({
  workWeek,
  dayType: "working_on_national_holiday",
  hours,
  wage: FIVE_MILLION,
  ...extra,
});

function refusal(input: unknown): { field: string; en: string; id: string }[] {
  try {
    checkOvertimeInput(input);
  } catch (error) {
    if (error instanceof CalculatorInputError) return [...error.errors];
    throw error;
  }
  throw new Error("the input was accepted");
}

describe("the Kemnaker examples (okezone 2 Apr 2025), truncated hourly wage", () => {
  it("truncates Rp5,000,000 / 173 to Rp28,901 before multiplying", () => {
    const result = simulateOvertime(holiday("6-day", 9, { rounding: "hourly_truncated" }));
    expect(result.hourlyWage).toBe(28_901);
    expect(result.baseMonthly).toBe(5_000_000);
  });

  it("6-day week, holiday not on the shortest day, 9 hours: 7×2 + 3 + 4 = 21 units → Rp606,921", () => {
    const result = simulateOvertime(holiday("6-day", 9, { rounding: "hourly_truncated" }));
    expect(result.breakdown).toEqual([
      { hours: 7, multiplier: 2 },
      { hours: 1, multiplier: 3 },
      { hours: 1, multiplier: 4 },
    ]);
    expect(result.multiplierUnits).toBe(21);
    expect(result.pay).toBe(606_921);
    expect(result.valid).toBe(true);
    expect(result.mealRequired).toBe(true);
  });

  it("6-day week, holiday on the shortest day, 8 hours: 5×2 + 3 + 2×4 = 21 units → Rp606,921", () => {
    const result = simulateOvertime(
      holiday("6-day", 8, { holidayOnShortestDay: true, rounding: "hourly_truncated" }),
    );
    expect(result.breakdown).toEqual([
      { hours: 5, multiplier: 2 },
      { hours: 1, multiplier: 3 },
      { hours: 2, multiplier: 4 },
    ]);
    expect(result.pay).toBe(606_921);
  });

  it("5-day week, 10 hours: 8×2 + 3 + 4 = 23 units → Rp664,723", () => {
    const result = simulateOvertime(holiday("5-day", 10, { rounding: "hourly_truncated" }));
    expect(result.multiplierUnits).toBe(23);
    expect(result.pay).toBe(664_723);
  });
});

describe("the same examples at full precision (rounding: exact, the default)", () => {
  it("21 units × 5,000,000 / 173 = Rp606,936.42", () => {
    const result = simulateOvertime(holiday("6-day", 9));
    expect(result.hourlyWage).toBe(28_901.73);
    expect(result.pay).toBe(606_936.42);
  });

  it("23 units × 5,000,000 / 173 = Rp664,739.88", () => {
    expect(simulateOvertime(holiday("5-day", 10, { rounding: "exact" })).pay).toBe(664_739.88);
  });

  it("7 h × 2 × 5,000,000 / 173 = Rp404,624.28 (radarpena: 404,624.276)", () => {
    const result = simulateOvertime(holiday("6-day", 7));
    expect(result.breakdown).toEqual([{ hours: 7, multiplier: 2 }]);
    expect(result.pay).toBe(404_624.28);
  });

  it("7 h × 2 × 4,000,000 / 173 = Rp323,699.42 (idxchannel's 323,669.4 is a slip)", () => {
    // Kemnaker's Idul Fitri example: 6-day week, 7 hours on the holiday, Rp4,000,000 a month.
    const result = simulateOvertime({
      workWeek: "6-day",
      dayType: "working_on_national_holiday",
      hours: 7,
      wage: { basic: 4_000_000 },
    });
    expect(result.hourlyWage).toBe(23_121.39);
    expect(result.pay).toBe(323_699.42);
  });

  it("rounds only the answer: the pay is not 21 × the rounded hourly wage", () => {
    // 21 × 28,901.73 = 606,936.33; the exact figure is 606,936.416…
    expect(simulateOvertime(holiday("6-day", 9)).pay).not.toBe(606_936.33);
    expect(toCents(computeOvertime(holiday("6-day", 9)).pay)).toBe(60_693_642n);
  });
});

describe("the wage base (Art 32–33)", () => {
  it("is basic + fixed allowances without non-fixed allowances", () => {
    expect(wageBase("5-day", { basic: 4_000_000, fixedAllowances: 1_000_000 })).toEqual(
      exact(5_000_000n),
    );
  });

  it("is 75 % of the whole wage when basic + fixed falls below it", () => {
    // 3,000,000 + 1,000,000 fixed + 2,000,000 non-fixed: 75 % of 6,000,000 = 4,500,000.
    const wage = { basic: 3_000_000, fixedAllowances: 1_000_000, nonFixedAllowances: 2_000_000 };
    expect(wageBase("5-day", wage)).toEqual(exact(4_500_000n));
  });

  it("stays basic + fixed when that is already at least 75 % of the total", () => {
    const wage = { basic: 4_000_000, fixedAllowances: 1_000_000, nonFixedAllowances: 1_000_000 };
    expect(wageBase("5-day", wage)).toEqual(exact(5_000_000n));
  });

  it("keeps the 75 % exact (portalhr's 1,125,000 for 75 % of 1,450,000 is a slip)", () => {
    const result = simulateOvertime({
      workWeek: "5-day",
      dayType: "regular_working_day",
      hours: 1,
      wage: { basic: 1_000_000, nonFixedAllowances: 450_000 },
    });
    expect(result.baseMonthly).toBe(1_087_500);
  });

  it("multiplies a daily wage by 21 (5-day week) or 25 (6-day week)", () => {
    expect(wageBase("5-day", { dailyWage: 200_000 })).toEqual(exact(4_200_000n));
    expect(wageBase("6-day", { dailyWage: 200_000 })).toEqual(exact(5_000_000n));
  });

  it("never goes below the minimum wage when one is given (UMP DKI 2026)", () => {
    expect(wageBase("6-day", { dailyWage: 150_000 }, 5_729_876)).toEqual(exact(5_729_876n));
    expect(wageBase("5-day", { basic: 5_000_000 }, 5_729_876)).toEqual(exact(5_729_876n));
    expect(wageBase("5-day", { basic: 9_000_000 }, 5_729_876)).toEqual(exact(9_000_000n));
  });
});

describe("a working day (Art 31(1)), caps (Art 26) and the meal duty (Art 29)", () => {
  const workingDay = (hours: number, extra: Partial<OvertimeInput> = {}): OvertimeInput => ({
    workWeek: "5-day",
    dayType: "regular_working_day",
    hours,
    wage: FIVE_MILLION,
    ...extra,
  });

  it("pays the first hour 1.5× and each later hour 2×", () => {
    const result = simulateOvertime(workingDay(3, { rounding: "hourly_truncated" }));
    expect(result.breakdown).toEqual([
      { hours: 1, multiplier: 1.5 },
      { hours: 2, multiplier: 2 },
    ]);
    expect(result.multiplierUnits).toBe(5.5);
    expect(result.pay).toBe(158_955.5);
    expect(result.mealRequired).toBe(false);
  });

  it("prices part hours exactly (90 minutes: 1.5 + 0.5 × 2 = 2.5 units)", () => {
    const result = simulateOvertime(workingDay(1.5));
    expect(result.breakdown).toEqual([
      { hours: 1, multiplier: 1.5 },
      { hours: 0.5, multiplier: 2 },
    ]);
    expect(computeOvertime(workingDay(1.5)).pay).toEqual(exact(12_500_000n, 173n));
    expect(result.pay).toBe(72_254.34);
  });

  it("flags the meal duty from 4 hours", () => {
    expect(simulateOvertime(workingDay(3.99)).mealRequired).toBe(false);
    expect(simulateOvertime(workingDay(4)).mealRequired).toBe(true);
    expect(simulateOvertime(holiday("5-day", 4)).mealRequired).toBe(true);
  });

  it("is valid up to 4 hours a day and 18 a week", () => {
    const result = simulateOvertime(workingDay(4, { weeklyOvertimeHoursSoFar: 14 }));
    expect(result.valid).toBe(true);
    expect(result.reasons).toEqual([]);
  });

  it("is invalid past 4 hours a day, and still priced (the hours were worked)", () => {
    const result = simulateOvertime(workingDay(5, { rounding: "hourly_truncated" }));
    expect(result.valid).toBe(false);
    expect(result.reasons).toEqual([
      "Overtime on a working day is at most 4 hours (PP 35/2021 Art 26)",
    ]);
    expect(result.multiplierUnits).toBe(9.5);
    expect(result.pay).toBe(9.5 * 28_901);
  });

  it("is invalid past 18 hours a week, counting exactly (17.9 + 0.1 is 18)", () => {
    expect(simulateOvertime(workingDay(0.1, { weeklyOvertimeHoursSoFar: 17.9 })).valid).toBe(true);
    const over = simulateOvertime(workingDay(0.2, { weeklyOvertimeHoursSoFar: 17.9 }), "id");
    expect(over.valid).toBe(false);
    expect(over.reasons).toEqual([
      "Lembur paling lama 18 jam dalam satu minggu (PP 35/2021 Pasal 26)",
    ]);
  });

  it("leaves rest-day and holiday overtime out of the caps", () => {
    const result = simulateOvertime(holiday("5-day", 12, { weeklyOvertimeHoursSoFar: 18 }));
    expect(result.valid).toBe(true);
    expect(result.multiplierUnits).toBe(16 + 3 + 12);
  });

  it("prices no hour past a rest-day ladder and says why (RULES.md Q3)", () => {
    const result = simulateOvertime(
      { ...holiday("6-day", 10, { holidayOnShortestDay: true }), rounding: "hourly_truncated" },
      "en",
    );
    expect(result.valid).toBe(false);
    expect(result.reasons).toEqual(["PP 35/2021 Art 31 sets no rate beyond hour 9 on this day"]);
    expect(result.breakdown.reduce((sum, part) => sum + part.hours, 0)).toBe(9);
    expect(result.pay).toBe(25 * 28_901);
  });

  it("ignores holidayOnShortestDay outside a 6-day week's national holiday", () => {
    const withFlag = simulateOvertime(holiday("5-day", 10, { holidayOnShortestDay: true }));
    expect(withFlag.pay).toBe(simulateOvertime(holiday("5-day", 10)).pay);
    const dayOff = simulateOvertime({
      ...holiday("6-day", 9),
      dayType: "working_on_day_off",
      holidayOnShortestDay: true,
    });
    expect(dayOff.multiplierUnits).toBe(21);
  });

  it("takes hours as the decimals the caller wrote (0.1 h is exactly a tenth)", () => {
    expect(computeOvertime(workingDay(0.1)).multiplierUnits).toEqual(fromNumber(0.15));
  });
});

describe("bad input names the field", () => {
  const good = holiday("5-day", 2);

  it("refuses negative hours, and hours past a day", () => {
    expect(refusal({ ...good, hours: -1 })).toEqual([
      {
        field: "hours",
        en: "must be a number from 0 to 24",
        id: "harus berupa angka dari 0 sampai 24",
      },
    ]);
    expect(refusal({ ...good, hours: 25 })[0]?.field).toBe("hours");
    expect(refusal({ ...good, hours: "2" })[0]?.field).toBe("hours");
    expect(refusal({ ...good, hours: Number.NaN })[0]?.field).toBe("hours");
  });

  it("refuses an unknown day type or work week", () => {
    expect(refusal({ ...good, dayType: "swap_schedule" })).toEqual([
      {
        field: "dayType",
        en: "must be one of regular_working_day, working_on_day_off, working_on_national_holiday",
        id: "harus salah satu dari regular_working_day, working_on_day_off, working_on_national_holiday",
      },
    ]);
    expect(refusal({ ...good, workWeek: "4-day" })[0]?.field).toBe("workWeek");
  });

  it("refuses a missing wage, and a wage of both kinds", () => {
    const { wage: _wage, ...noWage } = good;
    expect(refusal(noWage)).toEqual([{ field: "wage", en: "is required", id: "wajib diisi" }]);
    expect(refusal({ ...good, wage: {} })[0]?.field).toBe("wage.basic");
    expect(refusal({ ...good, wage: { basic: 1, dailyWage: 2 } })[0]?.field).toBe("wage.basic");
    expect(refusal({ ...good, wage: { dailyWage: 0 } })[0]?.field).toBe("wage.dailyWage");
    expect(refusal({ ...good, wage: { basic: 1.5 } })[0]?.field).toBe("wage.basic");
    expect(refusal({ ...good, wage: { basic: 1, bonus: 2 } })[0]?.field).toBe("wage.bonus");
  });

  it("lists every problem at once", () => {
    const fields = refusal({ workWeek: "5-day", hours: -1, rounding: "nearest" }).map(
      (error) => error.field,
    );
    expect(fields.sort()).toEqual(["dayType", "hours", "rounding", "wage"]);
  });

  it("throws the same from simulateOvertime", () => {
    expect(() => simulateOvertime({ ...good, hours: -1 })).toThrow(CalculatorInputError);
  });
});
