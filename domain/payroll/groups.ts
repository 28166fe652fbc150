/**
 * Issue 16: payroll groups. Pure: the rules on a group's input (shared by the hcm service and
 * the console's form) and the pay-period arithmetic the payroll run (issue 17) uses. Problems
 * are worded in English (domain/problems.ts translates them), field by field, all at once.
 *
 * SPEC §4 (salary type mapping, `salaryTypeNumber`), §9 (salary types, shift configs, cycles,
 * social insurance programmes and payer, pay day 1..31 where 31 is the end of the month,
 * weekdays Monday..Sunday); RUNS.md §1.4 (proration: calendar days by default, working days,
 * or a fixed divisor); PP 44/2015 Ps. 16(2) (the JKK risk rates).
 */
import { Temporal } from "temporal-polyfill";
import {
  JKK_RISK_RATES,
  PAY_CYCLES,
  type PayCycle,
  PRORATION_METHODS,
  type ProrationMethod,
  SALARY_TYPES,
  type SalaryType,
  SHIFT_CONFIGS,
  type ShiftConfig,
  SOCIAL_PAID_BY,
  SOCIAL_PROGRAMS,
  type SocialPaidBy,
  type SocialPrograms,
  salaryTypeNumber,
  TAX_METHODS,
  type TaxMethod,
} from "./constants.ts";

export type FieldProblem = { field: string; message: string };

export const MAX_GROUP_NAME = 100;
export const MAX_GROUP_DESCRIPTION = 500;
/** A custom cycle's length: at most a (leap) year of days (migration 0028). */
export const MAX_CUSTOM_CYCLE_DAYS = 366;
/** Branches and components one group lists at most. */
export const MAX_GROUP_BRANCHES = 500;
export const MAX_GROUP_COMPONENTS = 100;
/** numeric(15,4): a component amount is below 10^11. */
export const MAX_COMPONENT_AMOUNT = 99_999_999_999;
export const GROUP_STATUSES = ["active", "inactive"] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];
/** The JKK rate a group has when none is chosen: class 1 (PP 44/2015). */
export const DEFAULT_JKK_RISK_RATE = 0.24;

export type PayrollGroupInput = {
  name?: unknown;
  shiftConfig?: unknown;
  salaryType?: unknown;
  cycle?: unknown;
  cutoffDay?: unknown;
  customCycleDays?: unknown;
  payDay?: unknown;
  payWeekday?: unknown;
  socialInsurance?: unknown;
  bpjsKesehatan?: unknown;
  pensionJp?: unknown;
  proration?: unknown;
  prorationDivisor?: unknown;
  taxConfigurationId?: unknown;
  taxMethod?: unknown;
  description?: unknown;
  status?: unknown;
  branchIds?: unknown;
  components?: unknown;
};

/** A group's values once every rule holds (what the service stores). */
export type PayrollGroupValues = {
  name: string;
  shiftConfig: ShiftConfig;
  salaryType: SalaryType;
  /** SPEC §4: 1..4. */
  salaryTypeNumber: 1 | 2 | 3 | 4;
  cycle: PayCycle;
  cutoffDay: number;
  customCycleDays: number | null;
  payDay: number | null;
  payWeekday: number | null;
  socialPrograms: SocialPrograms;
  socialPaidBy: SocialPaidBy;
  jkkRiskRatePercent: number;
  bpjsKesehatan: boolean;
  pensionJp: boolean;
  proration: ProrationMethod;
  prorationDivisor: number | null;
  taxConfigurationId: number | null;
  taxMethod: TaxMethod;
  description: string | null;
  status: GroupStatus;
  branchIds: number[];
  /** amount null: the component's own default (the service fills it). */
  components: { componentId: number; amount: number | null }[];
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

const absent = (value: unknown) => value === undefined || value === null || value === "";

const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

/**
 * The group form checked and normalised, every problem at once. What needs the database
 * (branches, components and the tax configuration are the caller's; the name is free; a %
 * component's amount is a percentage and an Rp one whole rupiah) is the service's part.
 */
export function validatePayrollGroup(input: PayrollGroupInput): {
  values: PayrollGroupValues;
  problems: FieldProblem[];
} {
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  const choice = <T extends string>(
    field: string,
    list: readonly T[],
    value: unknown,
    fallback: T | null,
  ): T => {
    if (absent(value) && fallback !== null) return fallback;
    if (isOneOf(list, value)) return value;
    problem(field, absent(value) ? "is required" : `must be one of ${list.join(", ")}`);
    return (fallback ?? list[0]) as T;
  };
  const wholeIn = (field: string, value: unknown, min: number, max: number): number | null => {
    if (absent(value)) return null;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      problem(field, `must be a whole number from ${min} to ${max}`);
      return null;
    }
    return value;
  };
  const flag = (field: string, value: unknown, fallback: boolean): boolean => {
    if (absent(value)) return fallback;
    if (typeof value !== "boolean") {
      problem(field, "must be true or false");
      return fallback;
    }
    return value;
  };

  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (name === "") problem("name", "is required");
  else if (name.length > MAX_GROUP_NAME)
    problem("name", `must be at most ${MAX_GROUP_NAME} characters`);

  const shiftConfig = choice("shiftConfig", SHIFT_CONFIGS, input.shiftConfig, null);
  const salaryType = choice("salaryType", SALARY_TYPES, input.salaryType, null);
  const cycle = choice("cycle", PAY_CYCLES, input.cycle, "monthly");

  // SPEC §9: a monthly period starts on its cut-off day (31 = the end of the month).
  const cutoffDay = wholeIn("cutoffDay", input.cutoffDay, 1, 31) ?? 1;
  let payDay = wholeIn("payDay", input.payDay, 1, 31);
  let payWeekday = wholeIn("payWeekday", input.payWeekday, 1, 7);
  let customCycleDays = wholeIn("customCycleDays", input.customCycleDays, 1, MAX_CUSTOM_CYCLE_DAYS);
  const needs = (field: string, value: unknown, what: string) => {
    if (absent(value)) problem(field, `is required for a ${what} cycle`);
  };
  if (cycle === "monthly") needs("payDay", input.payDay, "monthly");
  if (cycle === "weekly") needs("payWeekday", input.payWeekday, "weekly");
  if (cycle === "custom") needs("customCycleDays", input.customCycleDays, "custom");
  // What another cycle does not use is not kept (a form switched from monthly to weekly).
  if (cycle !== "monthly" && cycle !== "custom") payDay = null;
  if (cycle !== "weekly") payWeekday = null;
  if (cycle !== "custom") customCycleDays = null;

  let socialPrograms: SocialPrograms = "jkk_jkm_jht";
  let socialPaidBy: SocialPaidBy = "client";
  let jkkRiskRatePercent = DEFAULT_JKK_RISK_RATE;
  const social = input.socialInsurance;
  if (absent(social)) problem("socialInsurance", "is required");
  else if (typeof social !== "object" || Array.isArray(social))
    problem("socialInsurance", "must be an object");
  else {
    const s = social as Record<string, unknown>;
    socialPrograms = choice("socialInsurance.programs", SOCIAL_PROGRAMS, s["programs"], null);
    socialPaidBy = choice("socialInsurance.paidBy", SOCIAL_PAID_BY, s["paidBy"], null);
    const rate = s["jkkRiskRatePercent"];
    if (!absent(rate)) {
      if ((JKK_RISK_RATES as readonly unknown[]).includes(rate))
        jkkRiskRatePercent = rate as number;
      else
        problem(
          "socialInsurance.jkkRiskRatePercent",
          `must be one of ${JKK_RISK_RATES.join(", ")}`,
        );
    }
  }
  const bpjsKesehatan = flag("bpjsKesehatan", input.bpjsKesehatan, true);
  const pensionJp = flag("pensionJp", input.pensionJp, true);

  // RUNS.md §1.4: calendar days unless the group says otherwise.
  const proration = choice("proration", PRORATION_METHODS, input.proration, "calendar_days");
  let prorationDivisor = wholeIn("prorationDivisor", input.prorationDivisor, 1, 31);
  if (proration === "fixed_divisor" && absent(input.prorationDivisor))
    problem("prorationDivisor", "is required for a fixed divisor");
  if (proration !== "fixed_divisor") prorationDivisor = null;

  let taxConfigurationId: number | null = null;
  if (!absent(input.taxConfigurationId)) {
    if (isId(input.taxConfigurationId)) taxConfigurationId = input.taxConfigurationId;
    else problem("taxConfigurationId", "must be a valid id");
  }
  const taxMethod = choice("taxMethod", TAX_METHODS, input.taxMethod, "gross");

  let description: string | null = null;
  if (!absent(input.description)) {
    if (typeof input.description !== "string") problem("description", "must be text");
    else {
      description = input.description.trim() || null;
      if (description && description.length > MAX_GROUP_DESCRIPTION)
        problem("description", `must be at most ${MAX_GROUP_DESCRIPTION} characters`);
    }
  }
  const status = choice("status", GROUP_STATUSES, input.status, "active");

  const branchIds: number[] = [];
  if (!absent(input.branchIds)) {
    if (!Array.isArray(input.branchIds)) problem("branchIds", "must be a list of ids");
    else if (input.branchIds.length > MAX_GROUP_BRANCHES)
      problem("branchIds", `must hold at most ${MAX_GROUP_BRANCHES} items`);
    else if (!input.branchIds.every(isId)) problem("branchIds", "must be a list of ids");
    else branchIds.push(...new Set(input.branchIds as number[]));
  }

  const components: PayrollGroupValues["components"] = [];
  if (!absent(input.components)) {
    if (!Array.isArray(input.components)) problem("components", "must be a list");
    else if (input.components.length > MAX_GROUP_COMPONENTS)
      problem("components", `must hold at most ${MAX_GROUP_COMPONENTS} items`);
    else {
      const seen = new Set<number>();
      input.components.forEach((raw, index) => {
        const at = `components.${index}`;
        const item = (typeof raw === "object" && raw !== null ? raw : {}) as Record<
          string,
          unknown
        >;
        const componentId = item["componentId"];
        if (!isId(componentId)) {
          problem(`${at}.componentId`, absent(componentId) ? "is required" : "must be a valid id");
          return;
        }
        if (seen.has(componentId)) {
          problem(`${at}.componentId`, "appears more than once");
          return;
        }
        seen.add(componentId);
        const amount = componentAmount(item["amount"]);
        if (amount.problem) problem(`${at}.amount`, amount.problem);
        components.push({ componentId, amount: amount.value });
      });
    }
  }

  return {
    values: {
      name,
      shiftConfig,
      salaryType,
      salaryTypeNumber: salaryTypeNumber(shiftConfig, salaryType),
      cycle,
      cutoffDay,
      customCycleDays,
      payDay,
      payWeekday,
      socialPrograms,
      socialPaidBy,
      jkkRiskRatePercent,
      bpjsKesehatan,
      pensionJp,
      proration,
      prorationDivisor,
      taxConfigurationId,
      taxMethod,
      description,
      status,
      branchIds,
      components,
    },
    problems,
  };
}

/**
 * A component amount: not negative, at most 4 decimals (numeric(15,4)); absent = null. That
 * an Rp amount is whole rupiah and a % one at most 100 needs the component (the service).
 */
export function componentAmount(value: unknown): { value: number | null; problem?: string } {
  if (absent(value)) return { value: null };
  if (typeof value !== "number" || !Number.isFinite(value))
    return { value: null, problem: "must be a number" };
  if (value < 0) return { value: null, problem: "must not be negative" };
  if (value > MAX_COMPONENT_AMOUNT || Math.round(value * 10_000) / 10_000 !== value)
    return {
      value: null,
      problem: `must be a number from 0 to ${MAX_COMPONENT_AMOUNT} with at most 4 decimals`,
    };
  return { value };
}

/** The problem of an amount of a component of scheme `scheme`, or null (SPEC §9 units). */
export function schemeAmountProblem(scheme: string, amount: number): string | null {
  if (scheme === "Rp" && !Number.isInteger(amount)) return "must be whole rupiah";
  if (scheme === "%" && amount > 100) return "must be a percentage from 0 to 100";
  return null;
}

// ---------------------------------------------------------------------------------------
// Pay periods and pay dates (issue 17 runs payroll over these)

/**
 * The day `day` (1..31) of a month, or the month's last day when the month is shorter: SPEC §9
 * "31 = end of month", and a pay day or cut-off of 30 in February is its last day.
 */
export function dayOfMonth(yearMonth: Temporal.PlainYearMonth, day: number): Temporal.PlainDate {
  if (!Number.isInteger(day) || day < 1 || day > 31)
    throw new RangeError(`day must be 1..31, got ${day}`);
  return yearMonth.toPlainDate({ day: Math.min(day, yearMonth.daysInMonth) });
}

/** SPEC §9: the pay date of a monthly group in a month (31 = the last day of the month). */
export function payDateOf(yearMonth: Temporal.PlainYearMonth, payDay: number): Temporal.PlainDate {
  return dayOfMonth(yearMonth, payDay);
}

export type PayPeriod = { start: Temporal.PlainDate; end: Temporal.PlainDate };

/**
 * The monthly period holding `date` for a cut-off day (migration 0028): it runs from the
 * cut-off day of one month (31 = its last day; a cut-off past a short month's end is that
 * month's last day) to the day before the next month's cut-off day. Cut-off 1 is the calendar
 * month. Periods tile time: each starts the day after the previous one ends.
 */
export function periodContaining(date: Temporal.PlainDate, cutoffDay: number): PayPeriod {
  const month = date.toPlainYearMonth();
  const startThisMonth = dayOfMonth(month, cutoffDay);
  const startMonth =
    Temporal.PlainDate.compare(date, startThisMonth) >= 0 ? month : month.subtract({ months: 1 });
  return periodStartingIn(startMonth, cutoffDay);
}

/** The monthly period that starts in `yearMonth` for a cut-off day. */
export function periodStartingIn(yearMonth: Temporal.PlainYearMonth, cutoffDay: number): PayPeriod {
  const start = dayOfMonth(yearMonth, cutoffDay);
  const end = dayOfMonth(yearMonth.add({ months: 1 }), cutoffDay).subtract({ days: 1 });
  return { start, end };
}
