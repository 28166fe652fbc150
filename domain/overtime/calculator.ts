/**
 * Issue 15: the statutory overtime calculator behind POST /overtime/simulate. Pure; runs in the
 * browser too. Rules: PP 35/2021 Art 31 ladders (ladder.ts, RULES.md §1.3), the wage base of
 * Art 32–33 (RULES.md §1.4), the caps of Art 26 and the meal duty of Art 29 (RULES.md §1.2),
 * and the two roundings of RULES.md §1.5. Every figure is an exact fraction (exact.ts) until
 * the answer rounds it to two decimals, half up.
 */
import type { Lang } from "../enums.ts";
import {
  add,
  compare,
  type Exact,
  exact,
  floor,
  fromNumber,
  max,
  min,
  mul,
  sub,
  toNumber,
  toNumber2,
  ZERO,
} from "./exact.ts";
import { CalculatorInputError, FieldChecker, isRecord } from "./fields.ts";
import {
  capProblems,
  ladderFor,
  MEAL_DUTY_HOURS,
  STATUTORY_DAY_TYPES,
  type StatutoryDayType,
  WORK_WEEKS,
  type WorkWeek,
} from "./ladder.ts";

/** Art 32(2): hourly wage = 1/173 × monthly wage. */
export const HOURLY_DIVISOR = 173;
/** Art 33(1): a daily wage makes a month of 21 days (5-day week) or 25 days (6-day week). */
export const DAILY_WAGE_DAYS: Readonly<Record<WorkWeek, number>> = { "5-day": 21, "6-day": 25 };
/** Art 32(4): with non-fixed allowances, the base is at least 75 % of the whole wage. */
export const FIXED_SHARE_FLOOR = exact(3n, 4n);
/** The most hours one day's simulation takes (a day has 24). */
export const MAX_DAY_HOURS = 24;
/** The most overtime hours a week can already hold (a week has 168 hours). */
export const MAX_WEEK_HOURS = 168;

export const OVERTIME_ROUNDINGS = ["exact", "hourly_truncated"] as const;
export type OvertimeRounding = (typeof OVERTIME_ROUNDINGS)[number];

export type MonthlyWage = { basic: number; fixedAllowances?: number; nonFixedAllowances?: number };
export type DailyWage = { dailyWage: number };

/** The body of POST /overtime/simulate (issue 15 contract). */
export type OvertimeInput = {
  workWeek: WorkWeek;
  dayType: StatutoryDayType;
  /** A national holiday on the shortest working day of a 6-day week (Art 31(2)(b)). */
  holidayOnShortestDay?: boolean;
  /** Hours beyond normal time on a working day; hours worked on a rest day or holiday. */
  hours: number;
  wage: MonthlyWage | DailyWage;
  /** The regional minimum wage the base may not fall below (Art 33(3)). */
  minimumWage?: number;
  /** Working-day overtime already worked this week, for the 18-hour cap (Art 26(1)). */
  weeklyOvertimeHoursSoFar?: number;
  rounding?: OvertimeRounding;
};

export type OvertimeBreakdown = { hours: number; multiplier: number };

/** The answer: money rounded half up to two decimals (whole rupiah when it is whole). */
export type OvertimeResult = {
  baseMonthly: number;
  hourlyWage: number;
  breakdown: OvertimeBreakdown[];
  multiplierUnits: number;
  pay: number;
  valid: boolean;
  reasons: string[];
  mealRequired: boolean;
};

/** The same computation at full precision, for tests and for callers that keep computing. */
export type ExactOvertime = {
  baseMonthly: Exact;
  hourlyWage: Exact;
  breakdown: { hours: Exact; multiplier: Exact }[];
  multiplierUnits: Exact;
  pay: Exact;
};

const isDaily = (wage: MonthlyWage | DailyWage): wage is DailyWage => "dailyWage" in wage;

/**
 * The monthly wage overtime is paid on (Art 32–33, RULES.md §1.4): basic + fixed allowances;
 * with non-fixed allowances, max(basic + fixed, 75 % of the whole wage) (Art 32(4), in the
 * Kepmen 102/2004 phrasing); a daily wage × 21 or × 25 (Art 33(1)); never below
 * `minimumWage` when given (Art 33(3)).
 *
 * Decision (RULES.md Q5): the minimum-wage floor applies to monthly-paid workers too, not only
 * to daily and piece-rate ones: a base below the regional minimum is unlawful anyway (PP
 * 36/2021 Art 23), and the issue asks for a base "never below the regional minimum wage". A
 * caller who does not want the floor leaves `minimumWage` out.
 */
export function wageBase(
  workWeek: WorkWeek,
  wage: MonthlyWage | DailyWage,
  minimumWage?: number,
): Exact {
  let base: Exact;
  if (isDaily(wage)) base = exact(BigInt(wage.dailyWage) * BigInt(DAILY_WAGE_DAYS[workWeek]));
  else {
    const fixed = exact(BigInt(wage.basic) + BigInt(wage.fixedAllowances ?? 0));
    const nonFixed = exact(BigInt(wage.nonFixedAllowances ?? 0));
    base = max(fixed, mul(FIXED_SHARE_FLOOR, add(fixed, nonFixed)));
  }
  return minimumWage === undefined ? base : max(base, exact(BigInt(minimumWage)));
}

/**
 * The exact figures of a checked input. "exact": hourly = base / 173, unrounded.
 * "hourly_truncated": the hourly wage is cut to whole rupiah first, as Kemnaker's published
 * examples do (Rp5,000,000 / 173 → Rp28,901), and the pay follows from it.
 *
 * Hours the ladder gives no rate for (past hour 11 / 9 / 12 on a rest day or holiday,
 * RULES.md Q3) are left out of the breakdown and the pay; `valid` is false then.
 */
export function computeOvertime(input: OvertimeInput): ExactOvertime {
  const baseMonthly = wageBase(input.workWeek, input.wage, input.minimumWage);
  const exactHourly = exact(baseMonthly.n, baseMonthly.d * BigInt(HOURLY_DIVISOR));
  const hourlyWage =
    (input.rounding ?? "exact") === "hourly_truncated" ? exact(floor(exactHourly)) : exactHourly;
  const hours = fromNumber(input.hours);
  const breakdown: ExactOvertime["breakdown"] = [];
  for (const band of ladderFor(input.workWeek, input.dayType, input.holidayOnShortestDay)) {
    const from = exact(BigInt(band.from));
    if (compare(hours, from) <= 0) break;
    const to = Number.isFinite(band.to) ? min(hours, exact(BigInt(band.to))) : hours;
    breakdown.push({ hours: sub(to, from), multiplier: fromNumber(band.multiplier) });
  }
  const multiplierUnits = breakdown.reduce(
    (sum, part) => add(sum, mul(part.hours, part.multiplier)),
    ZERO,
  );
  return {
    baseMonthly,
    hourlyWage,
    breakdown,
    multiplierUnits,
    pay: mul(hourlyWage, multiplierUnits),
  };
}

/**
 * POST /overtime/simulate (issue 15 contract). Throws {@link CalculatorInputError} naming the
 * fields of input it refuses (see {@link checkOvertimeInput}); `reasons` are in `language`.
 *
 * Decision: an input that breaks a cap (4 h a day, 18 h a week on working days, Art 26) is
 * still priced — `valid: false` says the order was unlawful, but the hours were worked and
 * Art 31's rates are owed for them; only hours past a rest-day ladder (no statutory rate, Q3)
 * are not priced. `mealRequired` follows Art 29(1): 4 hours or more, on any day type.
 */
export function simulateOvertime(raw: OvertimeInput, language: Lang = "en"): OvertimeResult {
  const input = checkOvertimeInput(raw);
  const figures = computeOvertime(input);
  const problems = capProblems(
    input.workWeek,
    input.dayType,
    input.hours,
    input.weeklyOvertimeHoursSoFar ?? 0,
    input.holidayOnShortestDay ?? false,
  );
  return {
    baseMonthly: toNumber2(figures.baseMonthly),
    hourlyWage: toNumber2(figures.hourlyWage),
    breakdown: figures.breakdown.map((part) => ({
      hours: toNumber(part.hours),
      multiplier: toNumber(part.multiplier),
    })),
    multiplierUnits: toNumber(figures.multiplierUnits),
    pay: toNumber2(figures.pay),
    valid: problems.length === 0,
    reasons: problems.map((problem) => problem[language]),
    mealRequired: input.hours >= MEAL_DUTY_HOURS,
  };
}

const WAGE_FIELDS = ["basic", "fixedAllowances", "nonFixedAllowances", "dailyWage"] as const;
const INPUT_FIELDS = [
  "workWeek",
  "dayType",
  "holidayOnShortestDay",
  "hours",
  "wage",
  "minimumWage",
  "weeklyOvertimeHoursSoFar",
  "rounding",
] as const;

/**
 * The input as the calculator takes it, or {@link CalculatorInputError} listing every field
 * problem: a work week and day type of the statute, hours from 0 to 24, a wage that is either
 * `{ basic, fixedAllowances?, nonFixedAllowances? }` (basic ≥ Rp1) or `{ dailyWage }` (≥ Rp1),
 * whole rupiah up to Rp10 trillion, and weekly hours so far from 0 to 168.
 */
export function checkOvertimeInput(raw: unknown): OvertimeInput {
  const check = new FieldChecker();
  if (!isRecord(raw)) {
    check.problem("body", "must be an object", "harus berupa objek");
    throw new CalculatorInputError(check.errors);
  }
  check.onlyKnown("", raw, INPUT_FIELDS);
  const workWeek = check.oneOf("workWeek", raw["workWeek"], WORK_WEEKS);
  if (raw["workWeek"] === undefined || raw["workWeek"] === null) check.required("workWeek");
  const dayType = check.oneOf("dayType", raw["dayType"], STATUTORY_DAY_TYPES);
  if (raw["dayType"] === undefined || raw["dayType"] === null) check.required("dayType");
  const holidayOnShortestDay = check.boolean("holidayOnShortestDay", raw["holidayOnShortestDay"]);
  const hours = check.number("hours", raw["hours"], 0, MAX_DAY_HOURS);
  if (raw["hours"] === undefined || raw["hours"] === null) check.required("hours");
  const minimumWage = check.rupiah("minimumWage", raw["minimumWage"]);
  const weekly = check.number(
    "weeklyOvertimeHoursSoFar",
    raw["weeklyOvertimeHoursSoFar"],
    0,
    MAX_WEEK_HOURS,
  );
  const rounding = check.oneOf("rounding", raw["rounding"], OVERTIME_ROUNDINGS);
  const wage = checkWage(check, raw["wage"]);
  if (check.errors.length > 0 || !workWeek || !dayType || hours === undefined || !wage)
    throw new CalculatorInputError(check.errors);
  return {
    workWeek,
    dayType,
    hours,
    wage,
    ...(holidayOnShortestDay === undefined ? {} : { holidayOnShortestDay }),
    ...(minimumWage === undefined ? {} : { minimumWage }),
    ...(weekly === undefined ? {} : { weeklyOvertimeHoursSoFar: weekly }),
    ...(rounding === undefined ? {} : { rounding }),
  };
}

function checkWage(check: FieldChecker, raw: unknown): MonthlyWage | DailyWage | undefined {
  if (raw === undefined || raw === null) {
    check.required("wage");
    return undefined;
  }
  if (!isRecord(raw)) {
    check.problem(
      "wage",
      "must be { basic, fixedAllowances?, nonFixedAllowances? } or { dailyWage }",
      "harus berupa { basic, fixedAllowances?, nonFixedAllowances? } atau { dailyWage }",
    );
    return undefined;
  }
  check.onlyKnown("wage", raw, WAGE_FIELDS);
  const given = (key: string) => raw[key] !== undefined && raw[key] !== null;
  if (given("dailyWage")) {
    const monthlyParts = WAGE_FIELDS.filter((key) => key !== "dailyWage" && given(key));
    for (const key of monthlyParts)
      check.problem(
        `wage.${key}`,
        "goes with basic, not with dailyWage: give one kind of wage",
        "berpasangan dengan basic, bukan dailyWage: isi satu jenis upah saja",
      );
    const dailyWage = check.rupiah("wage.dailyWage", raw["dailyWage"], 1);
    return dailyWage === undefined || monthlyParts.length ? undefined : { dailyWage };
  }
  if (!given("basic")) {
    check.problem(
      "wage.basic",
      "is required (or give wage.dailyWage for a daily-paid worker)",
      "wajib diisi (atau isi wage.dailyWage untuk pekerja berupah harian)",
    );
    return undefined;
  }
  const basic = check.rupiah("wage.basic", raw["basic"], 1);
  const fixedAllowances = check.rupiah("wage.fixedAllowances", raw["fixedAllowances"]);
  const nonFixedAllowances = check.rupiah("wage.nonFixedAllowances", raw["nonFixedAllowances"]);
  if (basic === undefined) return undefined;
  return {
    basic,
    ...(fixedAllowances === undefined ? {} : { fixedAllowances }),
    ...(nonFixedAllowances === undefined ? {} : { nonFixedAllowances }),
  };
}
