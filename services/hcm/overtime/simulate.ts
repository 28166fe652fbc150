import type { FastifyRequest } from "fastify";
import { type Static, Type } from "typebox";
import type { Lang } from "../../../domain/enums.ts";
import {
  MAX_DAY_HOURS,
  MAX_WEEK_HOURS,
  OVERTIME_ROUNDINGS,
  type OvertimeInput,
  simulateOvertime,
} from "../../../domain/overtime/calculator.ts";
import {
  CalculatorInputError,
  inLanguage,
  MAX_INPUT_RUPIAH,
} from "../../../domain/overtime/fields.ts";
import { STATUTORY_DAY_TYPES, WORK_WEEKS } from "../../../domain/overtime/ladder.ts";
import {
  MAX_MONTHLY_WAGES,
  simulateThr,
  THR_CONTRACTS,
  type ThrInput,
} from "../../../domain/overtime/thr.ts";
import { invalidFields } from "../../shared/errors.ts";
import { languageOf } from "../../shared/language.ts";
import type { App } from "../../shared/typed.ts";

/**
 * Issue 15: the statutory overtime and THR calculators (domain/overtime/calculator.ts, thr.ts),
 * pure computations on the caller's figures that read and write no tenant rows.
 *
 * Access: any signed-in, active user (`session: true`): the calculators disclose nothing of
 * the client, and the console shows them beside the overtime policies.
 *
 * Validation: the JSON schema refuses wrong types, unknown values, out-of-range numbers and
 * unknown fields (the server's usual 400 naming the field); the calculators' own check then
 * refuses what a schema cannot say (a wage of both kinds, a holiday before the join date, too
 * few monthly wages), with a 400 naming the field in the caller's language.
 */
const rupiah = (description: string, minimum = 0) =>
  Type.Integer({ minimum, maximum: MAX_INPUT_RUPIAH, description });

const OvertimeBody = Type.Object(
  {
    workWeek: Type.Enum([...WORK_WEEKS], { description: "5-day or 6-day working week" }),
    dayType: Type.Enum([...STATUTORY_DAY_TYPES], {
      description: "The statutory day type (PP 35/2021 Art 31)",
    }),
    holidayOnShortestDay: Type.Optional(
      Type.Boolean({
        description:
          "A national holiday on the shortest working day of a 6-day week (Art 31(2)(b)); ignored otherwise",
      }),
    ),
    hours: Type.Number({
      minimum: 0,
      maximum: MAX_DAY_HOURS,
      description:
        "Hours beyond normal time on a working day; hours worked on a rest day or holiday",
    }),
    wage: Type.Object(
      {
        basic: Type.Optional(rupiah("Monthly basic wage", 1)),
        fixedAllowances: Type.Optional(rupiah("Monthly fixed allowances")),
        nonFixedAllowances: Type.Optional(rupiah("Monthly non-fixed allowances")),
        dailyWage: Type.Optional(rupiah("Daily wage, instead of basic and allowances", 1)),
      },
      {
        additionalProperties: false,
        description:
          "{ basic, fixedAllowances?, nonFixedAllowances? } or { dailyWage } (Art 32–33)",
      },
    ),
    minimumWage: Type.Optional(
      rupiah("Regional minimum wage: the monthly base never falls below it (Art 33(3))"),
    ),
    weeklyOvertimeHoursSoFar: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: MAX_WEEK_HOURS,
        description: "Working-day overtime already worked this week (18-hour cap, Art 26)",
      }),
    ),
    rounding: Type.Optional(
      Type.Enum([...OVERTIME_ROUNDINGS], {
        description:
          "exact (default): full precision, two decimals in the answer; hourly_truncated: the hourly wage cut to whole rupiah first",
      }),
    ),
  },
  { additionalProperties: false },
);

const OvertimeAnswer = Type.Object({
  data: Type.Object({
    baseMonthly: Type.Number({ description: "Monthly wage base (two decimals at most)" }),
    hourlyWage: Type.Number({ description: "base / 173 (whole rupiah when truncated)" }),
    breakdown: Type.Array(Type.Object({ hours: Type.Number(), multiplier: Type.Number() })),
    multiplierUnits: Type.Number({ description: "Σ hours × multiplier" }),
    pay: Type.Number({ description: "hourlyWage × multiplierUnits, two decimals at most" }),
    valid: Type.Boolean({ description: "false when a cap of Art 26 or the ladder's end breaks" }),
    reasons: Type.Array(Type.String(), { description: "Why it is not valid, in your language" }),
    mealRequired: Type.Boolean({ description: "4 hours or more: food ≥ 1,400 kcal (Art 29)" }),
  }),
});

const isoDate = (description: string) => Type.String({ format: "date", description });

const ThrBody = Type.Object(
  {
    joinDate: isoDate("yyyy-MM-dd"),
    holidayDate: isoDate("The worker's religious holiday, yyyy-MM-dd"),
    contract: Type.Enum([...THR_CONTRACTS], { description: "SPEC §3 contract type" }),
    basic: Type.Optional(rupiah("PKWT/PKWTT: monthly basic wage", 1)),
    fixedAllowances: Type.Optional(rupiah("PKWT/PKWTT: monthly fixed allowances")),
    monthlyWages: Type.Optional(
      Type.Array(rupiah("One month's wage"), {
        maxItems: MAX_MONTHLY_WAGES,
        description: "Daily and event workers: the wage of each month of service, oldest first",
      }),
    ),
    paidDate: Type.Optional(isoDate("When the THR is (to be) paid, yyyy-MM-dd")),
  },
  { additionalProperties: false },
);

const ThrAnswer = Type.Object({
  data: Type.Object({
    entitled: Type.Boolean(),
    monthsOfService: Type.Integer({ description: "Completed months up to the holiday" }),
    wageBase: Type.Integer({ description: "One month's wage, whole rupiah" }),
    amount: Type.Integer({ description: "THR due, whole rupiah" }),
    payBy: Type.String({ description: "The holiday − 7 days, yyyy-MM-dd" }),
    fine: Type.Integer({ description: "5 % of the THR when paid after payBy" }),
  }),
});

const HEADLINE: Readonly<Record<Lang, string>> = {
  en: "Invalid body",
  id: "Isian tidak valid",
};

/** Runs a calculator; its refusal is the caller's 400, worded in the caller's language. */
function calculate<T>(request: FastifyRequest, run: (language: Lang) => T): { data: T } {
  const language = languageOf(request);
  try {
    return { data: run(language) };
  } catch (error) {
    if (!(error instanceof CalculatorInputError)) throw error;
    const errors = inLanguage(error.errors, language);
    const first = errors[0];
    throw invalidFields(
      first ? `${HEADLINE[language]}: ${first.field} ${first.message}` : HEADLINE[language],
      errors,
    );
  }
}

export function calculatorRoutes(app: App): void {
  app.post(
    "/overtime/simulate",
    {
      config: { session: true },
      schema: {
        summary: "Statutory overtime pay of one day (PP 35/2021 Art 26, 29, 31–33)",
        description:
          "The Art 31 ladder for the work week and day type, the Art 32–33 wage base, caps " +
          "(4 h a day, 18 h a week on working days) and the meal duty. Money is rupiah with " +
          "at most two decimals: exact rounds only the answer; hourly_truncated cuts the " +
          "hourly wage to whole rupiah first, as Kemnaker's examples do. A day over a cap is " +
          "still priced, with valid false and the reasons.",
        body: OvertimeBody,
        response: { 200: OvertimeAnswer },
      },
    },
    async (request) =>
      calculate(request, (language) =>
        simulateOvertime(request.body as Static<typeof OvertimeBody> as OvertimeInput, language),
      ),
  );

  app.post(
    "/thr/simulate",
    {
      config: { session: true },
      schema: {
        summary: "THR due for a religious holiday (Permenaker 6/2016)",
        description:
          "From 1 completed month of service; months/12 of a month's wage under 12 months; " +
          "daily and event workers' month wage is the average of their monthly wages (the " +
          "last 12, or those of their months of service); due 7 days before the holiday; a " +
          "5 % fine when paid later. Whole rupiah, rounded half up.",
        body: ThrBody,
        response: { 200: ThrAnswer },
      },
    },
    async (request) =>
      calculate(request, () => simulateThr(request.body as Static<typeof ThrBody> as ThrInput)),
  );
}
