import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 15: the overtime and THR calculators over the real stack, REST on hcm and the same
 * through GraphQL. The figures are written out from RULES.md §1.5 (Kemnaker's examples) and
 * §3, not recomputed with the engine.
 */

let stack: TestStack;
let admin: string;
let ops: string;

beforeAll(async () => {
  stack = await startStack();
  admin = (await login(stack.app, DEMO.majuAdmin)).token;
  ops = (await login(stack.app, DEMO.majuOps)).token;
});
afterAll(() => stack.close());

const OVERTIME = "/api/hcm/v1/overtime/simulate";
const THR = "/api/hcm/v1/thr/simulate";
const STACK_TRACE = /\n\s+at |node_modules|\.ts:\d+/;

const post = (url: string, payload: unknown, token: string | null = admin) =>
  stack.app.inject({
    method: "POST",
    url,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

/** A 400 whose headline and first `errors` entry name `field` with `reason`. */
function expectFieldError(response: LightMyRequestResponse, field: string, reason: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.body).not.toMatch(STACK_TRACE);
  const body = response.json() as ErrorBody;
  expect(body.message).toContain(field);
  expect(body.errors?.[0]?.field).toBe(field);
  expect(body.errors?.[0]?.message).toMatch(reason);
  return body;
}

/** Kemnaker (okezone, 2 Apr 2025): Rp5,000,000 basic + fixed, 6-day week, 9 hours on a holiday. */
const KEMNAKER_6_DAY = {
  workWeek: "6-day",
  dayType: "working_on_national_holiday",
  hours: 9,
  wage: { basic: 5_000_000 },
};

describe("POST /overtime/simulate", () => {
  it("reproduces Kemnaker's truncated figures to the rupiah", async () => {
    const sixDay = await post(OVERTIME, { ...KEMNAKER_6_DAY, rounding: "hourly_truncated" });
    expect(sixDay.statusCode, sixDay.body).toBe(200);
    expect(sixDay.json()).toEqual({
      data: {
        baseMonthly: 5_000_000,
        hourlyWage: 28_901,
        breakdown: [
          { hours: 7, multiplier: 2 },
          { hours: 1, multiplier: 3 },
          { hours: 1, multiplier: 4 },
        ],
        multiplierUnits: 21,
        pay: 606_921,
        valid: true,
        reasons: [],
        mealRequired: true,
      },
    });
    const shortestDay = await post(OVERTIME, {
      ...KEMNAKER_6_DAY,
      hours: 8,
      holidayOnShortestDay: true,
      rounding: "hourly_truncated",
    });
    expect(shortestDay.json().data.pay).toBe(606_921);
    const fiveDay = await post(OVERTIME, {
      ...KEMNAKER_6_DAY,
      workWeek: "5-day",
      hours: 10,
      rounding: "hourly_truncated",
    });
    expect(fiveDay.json().data).toMatchObject({ multiplierUnits: 23, pay: 664_723 });
  });

  it("gives the exact figures by default", async () => {
    const nine = await post(OVERTIME, KEMNAKER_6_DAY);
    expect(nine.json().data).toMatchObject({ hourlyWage: 28_901.73, pay: 606_936.42 });
    const ten = await post(OVERTIME, {
      ...KEMNAKER_6_DAY,
      workWeek: "5-day",
      hours: 10,
      rounding: "exact",
    });
    expect(ten.json().data.pay).toBe(664_739.88);
    const seven = await post(OVERTIME, { ...KEMNAKER_6_DAY, hours: 7 });
    expect(seven.json().data.pay).toBe(404_624.28);
    const fourMillion = await post(OVERTIME, {
      ...KEMNAKER_6_DAY,
      hours: 7,
      wage: { basic: 4_000_000 },
    });
    expect(fourMillion.json().data.pay).toBe(323_699.42);
  });

  it("uses the Art 32–33 wage base: 75 % of the total, daily × 25, the minimum wage", async () => {
    const seventyFive = await post(OVERTIME, {
      ...KEMNAKER_6_DAY,
      wage: { basic: 3_000_000, fixedAllowances: 1_000_000, nonFixedAllowances: 2_000_000 },
    });
    expect(seventyFive.json().data.baseMonthly).toBe(4_500_000);
    const daily = await post(OVERTIME, { ...KEMNAKER_6_DAY, wage: { dailyWage: 200_000 } });
    expect(daily.json().data.baseMonthly).toBe(5_000_000);
    const floored = await post(OVERTIME, { ...KEMNAKER_6_DAY, minimumWage: 5_729_876 });
    expect(floored.json().data.baseMonthly).toBe(5_729_876);
  });

  it("prices a day over the caps with valid false and the reasons", async () => {
    const response = await post(OVERTIME, {
      workWeek: "5-day",
      dayType: "regular_working_day",
      hours: 5,
      wage: { basic: 5_000_000 },
      weeklyOvertimeHoursSoFar: 15,
      rounding: "hourly_truncated",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      multiplierUnits: 9.5,
      pay: 274_559.5,
      valid: false,
      reasons: [
        "Overtime on a working day is at most 4 hours (PP 35/2021 Art 26)",
        "Overtime is at most 18 hours a week (PP 35/2021 Art 26)",
      ],
      mealRequired: true,
    });
  });

  it("words the reasons in the user's language", async () => {
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = $1", [
      DEMO.majuOps.email,
    ]);
    try {
      const response = await post(
        OVERTIME,
        { ...KEMNAKER_6_DAY, hours: 12, holidayOnShortestDay: true },
        ops,
      );
      expect(response.json().data.reasons).toEqual([
        "PP 35/2021 Pasal 31 tidak menetapkan upah setelah jam ke-9 pada hari ini",
      ]);
      const bad = await post(OVERTIME, { ...KEMNAKER_6_DAY, wage: {} }, ops);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message:
          "Isian tidak valid: wage.basic wajib diisi (atau isi wage.dailyWage untuk pekerja berupah harian)",
        errors: [
          {
            field: "wage.basic",
            message: "wajib diisi (atau isi wage.dailyWage untuk pekerja berupah harian)",
          },
        ],
      });
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = $1", [
        DEMO.majuOps.email,
      ]);
    }
  });

  it("refuses bad input with a 400 naming the field", async () => {
    expectFieldError(await post(OVERTIME, { ...KEMNAKER_6_DAY, hours: -1 }), "hours", />= 0/);
    expectFieldError(await post(OVERTIME, { ...KEMNAKER_6_DAY, hours: 25 }), "hours", /<= 24/);
    expectFieldError(
      await post(OVERTIME, { ...KEMNAKER_6_DAY, dayType: "swap_schedule" }),
      "dayType",
      /allowed values/,
    );
    expectFieldError(
      await post(OVERTIME, { ...KEMNAKER_6_DAY, workWeek: "4-day" }),
      "workWeek",
      /allowed values/,
    );
    const { wage: _wage, ...noWage } = KEMNAKER_6_DAY;
    expectFieldError(await post(OVERTIME, noWage), "wage", /is required/);
    expectFieldError(
      await post(OVERTIME, { ...KEMNAKER_6_DAY, wage: {} }),
      "wage.basic",
      /is required/,
    );
    expectFieldError(
      await post(OVERTIME, { ...KEMNAKER_6_DAY, wage: { basic: 1, dailyWage: 1 } }),
      "wage.basic",
      /goes with basic, not with dailyWage/,
    );
    expectFieldError(
      await post(OVERTIME, { ...KEMNAKER_6_DAY, wage: { basic: 10.5 } }),
      "wage.basic",
      /integer/,
    );
    expectFieldError(
      await post(OVERTIME, { ...KEMNAKER_6_DAY, rounding: "nearest" }),
      "rounding",
      /allowed values/,
    );
    expectFieldError(
      await post(OVERTIME, { ...KEMNAKER_6_DAY, bonus: 1 }),
      "bonus",
      /not an allowed field/,
    );
  });

  it("needs a session (401), and nothing else", async () => {
    const anonymous = await post(OVERTIME, KEMNAKER_6_DAY, null);
    expect(anonymous.statusCode).toBe(401);
    const withoutMenus = await post(OVERTIME, KEMNAKER_6_DAY, ops);
    expect(withoutMenus.statusCode).toBe(200);
  });
});

const IDUL_FITRI_2026 = "2026-03-21";

describe("POST /thr/simulate", () => {
  it("pays a full month from 12 months, due H-7, fined 5 % when late", async () => {
    const response = await post(THR, {
      joinDate: "2025-01-10",
      holidayDate: IDUL_FITRI_2026,
      contract: "pkwtt",
      basic: 5_000_000,
      fixedAllowances: 1_000_000,
      paidDate: "2026-03-15",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        entitled: true,
        monthsOfService: 14,
        wageBase: 6_000_000,
        amount: 6_000_000,
        payBy: "2026-03-14",
        fine: 300_000,
      },
    });
  });

  it("prorates whole months under 12, and pays nothing before one month", async () => {
    const eight = await post(THR, {
      joinDate: "2025-07-21",
      holidayDate: IDUL_FITRI_2026,
      contract: "pkwt",
      basic: 6_000_000,
    });
    expect(eight.json().data).toMatchObject({ monthsOfService: 8, amount: 4_000_000, fine: 0 });
    const none = await post(THR, {
      joinDate: "2026-02-22",
      holidayDate: IDUL_FITRI_2026,
      contract: "pkwt",
      basic: 6_000_000,
    });
    expect(none.json().data).toMatchObject({ entitled: false, monthsOfService: 0, amount: 0 });
  });

  it("averages a daily worker's monthly wages", async () => {
    const response = await post(THR, {
      joinDate: "2025-12-21",
      holidayDate: IDUL_FITRI_2026,
      contract: "daily_worker",
      monthlyWages: [1_500_000, 1_800_000, 2_100_000],
    });
    expect(response.json().data).toMatchObject({
      monthsOfService: 3,
      wageBase: 1_800_000,
      amount: 450_000,
    });
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const good = {
      joinDate: "2025-01-10",
      holidayDate: IDUL_FITRI_2026,
      contract: "pkwtt",
      basic: 5_000_000,
    };
    expectFieldError(
      await post(THR, { ...good, holidayDate: "2024-12-31" }),
      "holidayDate",
      /on or after the join date/,
    );
    expectFieldError(await post(THR, { ...good, joinDate: "2025-02-30" }), "joinDate", /date/);
    expectFieldError(await post(THR, { ...good, contract: "intern" }), "contract", /allowed/);
    const { basic: _basic, ...noBasic } = good;
    expectFieldError(await post(THR, noBasic), "basic", /is required/);
    expectFieldError(
      await post(THR, {
        joinDate: "2025-12-21",
        holidayDate: IDUL_FITRI_2026,
        contract: "event_worker",
        monthlyWages: [1_000_000],
      }),
      "monthlyWages",
      /last 3 months/,
    );
    expectFieldError(
      await post(THR, { ...good, contract: "daily_worker", monthlyWages: [1, -1] }),
      "monthlyWages.1",
      />= 0/,
    );
  });

  it("needs a session (401)", async () => {
    const response = await post(
      THR,
      { joinDate: "2025-01-10", holidayDate: IDUL_FITRI_2026, contract: "pkwt", basic: 1 },
      null,
    );
    expect(response.statusCode).toBe(401);
  });
});

type GraphQLResponse = {
  data?: Record<string, Record<string, unknown>> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

async function graphql(
  query: string,
  variables: Record<string, unknown>,
  token: string | null = admin,
): Promise<GraphQLResponse> {
  const response = await stack.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { ...(token ? bearer(token) : {}), accept: "application/json" },
    payload: { query, variables },
  });
  return response.json() as GraphQLResponse;
}

const SIMULATE_OVERTIME = /* GraphQL */ `
  query SimulateOvertime($input: OvertimeSimulationInput!) {
    simulateOvertime(input: $input) {
      baseMonthly
      hourlyWage
      breakdown { hours multiplier }
      multiplierUnits
      pay
      valid
      reasons
      mealRequired
    }
  }
`;

const SIMULATE_THR = /* GraphQL */ `
  query SimulateThr($input: ThrSimulationInput!) {
    simulateThr(input: $input) { entitled monthsOfService wageBase amount payBy fine }
  }
`;

describe("GraphQL simulateOvertime and simulateThr", () => {
  it("answers what REST answers", async () => {
    const input = {
      ...KEMNAKER_6_DAY,
      workWeek: "5-day",
      hours: 10,
      rounding: "hourly_truncated",
      holidayOnShortestDay: null,
      wage: { basic: 5_000_000, dailyWage: null },
    };
    const { data, errors } = await graphql(SIMULATE_OVERTIME, { input });
    expect(errors).toBeUndefined();
    expect(data?.["simulateOvertime"]).toMatchObject({ hourlyWage: 28_901, pay: 664_723 });
    const thr = await graphql(SIMULATE_THR, {
      input: {
        joinDate: "2025-07-21",
        holidayDate: IDUL_FITRI_2026,
        contract: "pkwtt",
        basic: 6_000_000,
        paidDate: null,
      },
    });
    expect(thr.errors).toBeUndefined();
    expect(thr.data?.["simulateThr"]).toEqual({
      entitled: true,
      monthsOfService: 8,
      wageBase: 6_000_000,
      amount: 4_000_000,
      payBy: "2026-03-14",
      fine: 0,
    });
  });

  it("answers the service's 400 as BAD_USER_INPUT with the field errors", async () => {
    const { data, errors } = await graphql(SIMULATE_OVERTIME, {
      input: { ...KEMNAKER_6_DAY, hours: -2 },
    });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [{ field: "hours", message: "must be >= 0" }],
    });
    const thr = await graphql(SIMULATE_THR, {
      input: { joinDate: "2026-04-01", holidayDate: IDUL_FITRI_2026, contract: "pkwt", basic: 1 },
    });
    expect(thr.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [{ field: "holidayDate", message: "must be on or after the join date" }],
    });
  });

  it("is UNAUTHENTICATED without a session", async () => {
    const anonymous = await graphql(SIMULATE_OVERTIME, { input: KEMNAKER_6_DAY }, null);
    expect(anonymous.errors?.[0]?.extensions?.["code"]).toBe("UNAUTHENTICATED");
  });
});
