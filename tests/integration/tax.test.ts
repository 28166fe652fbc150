import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_DENIED } from "../../domain/errors.ts";
import {
  type BpjsRequest,
  MAX_INPUT_RUPIAH,
  type Pph21Request,
  simulateBpjs,
  simulatePph21,
} from "../../domain/tax/index.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * The statutory simulators of issue 6 end to end: REST on hcm and the same through GraphQL,
 * over the real stack. Every figure is the engine's (domain/tax), checked against the
 * official examples of ../shared/payroll/REFERENCE.md and against the engine called directly.
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

const PPH21 = "/api/hcm/v1/tax/pph21/simulate";
const BPJS = "/api/hcm/v1/bpjs/simulate";
const STACK_TRACE = /\n\s+at |node_modules|\.ts:\d+/;

const post = (url: string, payload: unknown, token: string | null = admin) =>
  stack.app.inject({
    method: "POST",
    url,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

/** A 400 whose message and `errors` name `field` with `reason`; nothing else said. */
function expectFieldError(response: LightMyRequestResponse, field: string, reason: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.body).not.toMatch(STACK_TRACE);
  const body = response.json() as ErrorBody;
  expect(body.message).toMatch(/^Invalid body: /);
  expect(body.message).toContain(field);
  expect(body.errors?.[0]?.field).toBe(field);
  expect(body.errors?.[0]?.message).toMatch(reason);
  return body;
}

const rp = (millions: number) => Math.round(millions * 1_000_000);

/** REFERENCE.md §5 (PP 58/2023 Penjelasan Ps. 2(1), Tuan R): K/0, 10,000,000 a month, pension 100,000. */
const TUAN_R = {
  year: 2024,
  ptkp: "K/0",
  recipient: "permanent_employee",
  periods: Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    gross: rp(10),
    employeePension: 100_000,
    zakat: 0,
  })),
  lastPeriod: 12,
  subjectiveChange: null,
  npwp: true,
  method: "gross",
} as const;

/** The reference's figures for Tuan R, written out (not computed). */
function expectTuanR(data: {
  periods: { month: number; tax: number; ratePercent: number | null; category: string }[];
  annual: Record<string, number> | null;
  total: number;
}) {
  expect(data.periods.map((p) => p.tax)).toEqual([...Array(11).fill(200_000), 515_000]);
  expect(data.periods.slice(0, 11).every((p) => p.ratePercent === 2 && p.category === "A")).toBe(
    true,
  );
  expect(data.annual).toMatchObject({
    gross: 120_000_000,
    jobExpense: 6_000_000,
    pensionContributions: 1_200_000,
    zakat: 0,
    net: 112_800_000,
    ptkp: 58_500_000,
    taxableIncome: 54_300_000,
    annualTax: 2_715_000,
    withheldBefore: 2_200_000,
    lastPeriodTax: 515_000,
  });
  expect(data.total).toBe(2_715_000);
}

describe("POST /api/hcm/v1/tax/pph21/simulate", () => {
  it("reproduces the worked example of REFERENCE.md §5 (Tuan R)", async () => {
    const response = await post(PPH21, TUAN_R);
    expect(response.statusCode, response.body).toBe(200);
    expectTuanR(response.json().data);
  });

  it("answers exactly what the engine computes, every field of it", async () => {
    const requests: Pph21Request[] = [
      TUAN_R as unknown as Pph21Request,
      {
        year: 2025,
        ptkp: "K/3",
        recipient: "permanent_employee",
        periods: Array.from({ length: 12 }, (_, i) => ({
          month: i + 1,
          gross: rp(18) + i * 250_000,
          employeePension: 300_000,
          zakat: i === 3 ? 450_000 : 0,
        })),
        method: "gross_up",
      },
      {
        year: 2024,
        ptkp: "TK/0",
        recipient: "pensioner",
        periods: [3, 4, 5, 6, 7, 8].map((month) => ({ month, gross: rp(7.25) })),
        lastPeriod: 8,
        subjectiveChange: "ends",
      },
      {
        year: 2026,
        recipient: "non_permanent_daily",
        days: [{ gross: 500_000 }, { gross: rp(3) }],
      },
      { year: 2024, recipient: "non_permanent_daily", pieceRate: { total: 4_500_001, days: 10 } },
      // A 50 % base that ends in .5 (answered rounded half up), and the surcharge without NPWP.
      {
        year: 2025,
        recipient: "non_employee",
        payments: [{ gross: 7_000_001 }, { gross: rp(10), paidToWorkers: rp(4.5), materials: 1 }],
        npwp: false,
        noNpwpSurcharge: true,
      },
      { year: 2024, recipient: "severance", payments: [{ gross: rp(650) }] },
    ];
    for (const request of requests) {
      const response = await post(PPH21, request);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(JSON.parse(JSON.stringify(simulatePph21(request))));
    }
  });

  it("grosses up: the tax allowance is the tax, and it is paid on top of the gross", async () => {
    const response = await post(PPH21, { ...TUAN_R, method: "gross_up" });
    const { periods, annual } = response.json().data;
    for (const period of periods) expect(period.taxAllowance).toBe(period.tax);
    const allowances = periods.reduce((sum: number, p: { tax: number }) => sum + p.tax, 0);
    expect(annual.gross).toBe(120_000_000 + allowances);
  });

  it("uses the withheld figures a period carries in the reconciliation", async () => {
    const periods = TUAN_R.periods.map((p) => (p.month <= 6 ? { ...p, withheld: 150_000 } : p));
    const { data } = (await post(PPH21, { ...TUAN_R, periods })).json();
    expect(data.annual.withheldBefore).toBe(6 * 150_000 + 5 * 200_000);
    expect(data.annual.lastPeriodTax).toBe(2_715_000 - 1_900_000);
  });

  it("does not reconcile before the last period, nor for non-permanent workers", async () => {
    const firstHalf = { ...TUAN_R, periods: TUAN_R.periods.slice(0, 6) };
    const { lastPeriod: _lastPeriod, subjectiveChange: _change, ...withoutLast } = firstHalf;
    expect((await post(PPH21, withoutLast)).json().data.annual).toBeNull();
    const monthly = { ...withoutLast, recipient: "non_permanent_monthly" };
    const { data } = (await post(PPH21, monthly)).json();
    expect(data.annual).toBeNull();
    expect(data.total).toBe(6 * 200_000);
  });

  describe("the issue's one monthly body, for each of the four monthly recipients", () => {
    it.each([
      ["permanent_employee", 2_715_000],
      ["pensioner", null],
      ["non_permanent_monthly", 12 * 200_000],
      ["commissioner", 12 * 200_000],
    ] as const)("%s: 200 with the engine's answer", async (recipient, total) => {
      const body = { ...TUAN_R, recipient };
      const response = await post(PPH21, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(
        JSON.parse(JSON.stringify(simulatePph21(body as unknown as Pph21Request))),
      );
      const { data } = response.json();
      if (total !== null) expect(data.total).toBe(total);
      if (recipient === "permanent_employee" || recipient === "pensioner") {
        expect(data.annual).not.toBeNull();
        expect(data.notes).toEqual([]);
      } else {
        // TER every month, never reconciled; the answer says why there is no `annual`.
        expect(data.annual).toBeNull();
        expect(data.periods.every((p: { kind: string }) => p.kind === "ter")).toBe(true);
        expect(data.notes).toEqual([
          { code: "not_reconciled", message: expect.stringContaining(recipient) },
        ]);
      }
    });

    it("keeps lastPeriod consistent with the periods for a commissioner too (400)", async () => {
      expectFieldError(
        await post(PPH21, { ...TUAN_R, recipient: "commissioner", lastPeriod: 11 }),
        "lastPeriod",
        /must not be before the last month given \(12\)/,
      );
    });
  });

  it("says why there is no reconciliation when the last tax period is not among the periods", async () => {
    const firstHalf = { ...TUAN_R, periods: TUAN_R.periods.slice(0, 6) };
    const { data } = (await post(PPH21, firstHalf)).json();
    expect(data.annual).toBeNull();
    expect(data.notes).toEqual([
      {
        code: "last_period_not_reached",
        message: expect.stringMatching(/last tax period \(month 12\).*month 6/),
      },
    ]);
    const ended = (await post(PPH21, { ...firstHalf, lastPeriod: 6 })).json().data;
    expect(ended.annual).not.toBeNull();
    expect(ended.notes).toEqual([]);
  });

  it("answers bases and piece-rate averages as whole rupiah (half up)", async () => {
    const third = (
      await post(PPH21, {
        year: 2024,
        recipient: "non_permanent_daily",
        pieceRate: { total: 1_000_000, days: 3 },
      })
    ).json().data;
    expect(third.days[0]).toMatchObject({ gross: 333_333, base: 333_333, tax: 0 });
    expect(third.pieceRate.averagePerDay).toBe(333_333);
    const day = (
      await post(PPH21, {
        year: 2024,
        recipient: "non_permanent_daily",
        days: [{ gross: 2_500_019 }],
      })
    ).json().data;
    // 1,250,009.5 shown as 1,250,010; taxed exactly: 62,500.475 → 62,500.
    expect(day.days[0]).toMatchObject({ method: "pasal17_half", base: 1_250_010, tax: 62_500 });
    const payment = (
      await post(PPH21, { year: 2024, recipient: "non_employee", payments: [{ gross: 7_000_019 }] })
    ).json().data;
    expect(payment.payments[0]).toMatchObject({ base: 3_500_010, tax: 175_000 });
  });

  it("takes amounts up to the engine's MAX_INPUT_RUPIAH, the one bound", async () => {
    const big = { ...TUAN_R, periods: [{ month: 1, gross: 5_000_000_000_000 }] };
    const response = await post(PPH21, big);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(
      JSON.parse(JSON.stringify(simulatePph21(big as unknown as Pph21Request))),
    );
    const top = { ...TUAN_R, periods: [{ month: 1, gross: MAX_INPUT_RUPIAH }] };
    expect((await post(PPH21, top)).statusCode).toBe(200);
    expectFieldError(
      await post(PPH21, { ...TUAN_R, periods: [{ month: 1, gross: MAX_INPUT_RUPIAH + 1 }] }),
      "periods.0.gross",
      new RegExp(`must be <= ${MAX_INPUT_RUPIAH}$`),
    );
  });

  it.each([
    // PMK 168/2023 Lampiran B, via REFERENCE.md §1.5 and §3.
    ["daily 500,000", { recipient: "non_permanent_daily", days: [{ gross: 500_000 }] }, 2_500],
    [
      "piece rate 15,000,000 over 5 days",
      { recipient: "non_permanent_daily", pieceRate: { total: rp(15), days: 5 } },
      375_000,
    ],
    [
      "piece rate 4,500,000 over 10 days",
      { recipient: "non_permanent_daily", pieceRate: { total: rp(4.5), days: 10 } },
      0,
    ],
    [
      "non-employee 400,000,000",
      { recipient: "non_employee", payments: [{ gross: rp(400) }] },
      rp(24),
    ],
    [
      "non-employee with workers and materials",
      {
        recipient: "non_employee",
        payments: [{ gross: rp(10), paidToWorkers: rp(4.5), materials: rp(1) }],
      },
      112_500,
    ],
    ["former employee", { recipient: "former_employee", payments: [{ gross: rp(60) }] }, rp(3)],
    [
      "activity participant",
      { recipient: "activity_participant", payments: [{ gross: rp(200) }] },
      rp(24),
    ],
    [
      "early pension withdrawals, not cumulated",
      { recipient: "pension_withdrawal", payments: [{ gross: rp(20) }, { gross: rp(15) }] },
      1_750_000,
    ],
    ["PPh 26", { recipient: "pph26", payments: [{ gross: rp(40) }] }, rp(8)],
    ["severance", { recipient: "severance", payments: [{ gross: rp(100) }] }, 2_500_000],
    ["lump-sum pension", { recipient: "lump_sum_pension", payments: [{ gross: rp(70) }] }, rp(1)],
    [
      "commissioner",
      { recipient: "commissioner", ptkp: "TK/0", periods: [{ month: 5, gross: rp(60) }] },
      rp(12),
    ],
  ])("%s: the official figure", async (_name, variant, total) => {
    const response = await post(PPH21, { year: 2024, ...variant });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.total).toBe(total);
  });

  describe("bad input: 400 naming the field, never a 500", () => {
    it.each([
      ["a missing field", { ...TUAN_R, ptkp: undefined }, "ptkp", /is required/],
      [
        "a wrong type",
        { ...TUAN_R, periods: [{ month: 1, gross: "10000000" }] },
        "periods.0.gross",
        /must be integer/,
      ],
      [
        "month 13",
        { ...TUAN_R, periods: [...TUAN_R.periods.slice(0, 2), { month: 13, gross: 1 }] },
        "periods.2.month",
        /must be <= 12/,
      ],
      [
        "a duplicate month",
        { ...TUAN_R, periods: [...TUAN_R.periods.slice(0, 3), TUAN_R.periods[2]] },
        "periods.3.month",
        /repeats periods\.2\.month/,
      ],
      [
        "months out of order",
        { ...TUAN_R, periods: [TUAN_R.periods[4], TUAN_R.periods[1]] },
        "periods.1.month",
        /months ascending/,
      ],
      [
        "a negative gross",
        { ...TUAN_R, periods: [{ month: 1, gross: -1 }] },
        "periods.0.gross",
        /must be >= 0/,
      ],
      [
        "a fractional rupiah",
        { ...TUAN_R, periods: [{ month: 1, gross: 10.5 }] },
        "periods.0.gross",
        /must be integer/,
      ],
      [
        "an unknown recipient",
        { ...TUAN_R, recipient: "director" },
        "recipient",
        /must be one of permanent_employee/,
      ],
      ["an unknown PTKP status", { ...TUAN_R, ptkp: "K/4" }, "ptkp", /must be one of TK\/0/],
      [
        "a last period before a month worked",
        { ...TUAN_R, lastPeriod: 8 },
        "lastPeriod",
        /must not be before the last month given \(12\)/,
      ],
      ["a year the rates do not cover", { ...TUAN_R, year: 2023 }, "year", /between 2024 and/],
      ["an unknown field", { ...TUAN_R, bonus: 1 }, "bonus", /is not an allowed field/],
      [
        "days and a piece rate at once",
        {
          year: 2024,
          recipient: "non_permanent_daily",
          days: [{ gross: 1 }],
          pieceRate: { total: 1, days: 1 },
        },
        "pieceRate",
        /cannot be given with days/,
      ],
      [
        "materials for a former employee",
        { year: 2024, recipient: "former_employee", payments: [{ gross: 10, materials: 1 }] },
        "payments.0.materials",
        /applies to non_employee only/,
      ],
    ])("%s", async (_name, body, field, reason) => {
      expectFieldError(await post(PPH21, body), field, reason);
    });

    it("a body that is not an object", async () => {
      const response = await stack.app.inject({
        method: "POST",
        url: PPH21,
        headers: { ...bearer(admin), "content-type": "application/json" },
        payload: "[1, 2]",
      });
      expectFieldError(response, "body", /must be a JSON object/);
    });
  });

  it("refuses an anonymous caller (401) before looking at the body", async () => {
    const response = await post(PPH21, { nonsense: true }, null);
    expect(response.statusCode).toBe(401);
  });

  it("refuses a user without the Tax Management menu (403 Permission Denied)", async () => {
    const response = await post(PPH21, TUAN_R, ops);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: PERMISSION_DENIED });
  });
});

describe("POST /api/hcm/v1/bpjs/simulate", () => {
  it("computes a wage earner's month with the caps in force (REFERENCE.md §4)", async () => {
    const request = { year: 2025, month: 3, wage: rp(15), jkkRatePercent: 0.24 };
    const response = await post(BPJS, request);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      // Kesehatan on the 12,000,000 cap; JP on the March 2025 cap 10,547,400.
      employer: { jkk: 36_000, jkm: 45_000, jht: 555_000, jp: 210_948, kes: 480_000 },
      employee: { jht: 300_000, jp: 105_474, kes: 120_000 },
      taxableEmployerPremiums: 36_000 + 45_000 + 480_000,
    });
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(simulateBpjs(request))));
  });

  it("takes the JP cap of the contribution month: February 2025 still has 2024's", async () => {
    const { data } = (
      await post(BPJS, { year: 2025, month: 2, wage: rp(15), jkkRatePercent: 0.24 })
    ).json();
    expect(data.basis.jpWageCap).toBe(10_042_300);
  });

  it("raises the Kesehatan base to the minimum wage and halves JKK under the relief", async () => {
    const request: BpjsRequest = {
      year: 2025,
      month: 6,
      wage: rp(4),
      jkkRatePercent: 1.74,
      minimumWage: 5_396_761,
      jkkRelief: true,
    };
    const { data } = (await post(BPJS, request)).json();
    expect(data.basis.kesWage).toBe(5_396_761);
    expect(data.employer.jkk).toBe(34_800);
    expect(data).toEqual(simulateBpjs(request).data);
  });

  it("computes BPU contributions", async () => {
    const response = await post(BPJS, { scheme: "bpu", declaredIncome: rp(2) });
    expect(response.json()).toEqual({
      data: { scheme: "bpu", jkk: 20_000, jkm: 6_800, jht: 40_000, total: 66_800 },
    });
  });

  it.each([
    ["a missing wage", { year: 2025, month: 3, jkkRatePercent: 0.24 }, "wage", /is required/],
    [
      "an unknown JKK class",
      { year: 2025, month: 3, wage: 1, jkkRatePercent: 0.3 },
      "jkkRatePercent",
      /must be one of 0.24, 0.54, 0.89, 1.27, 1.74/,
    ],
    [
      "month 13",
      { year: 2025, month: 13, wage: 1, jkkRatePercent: 0.24 },
      "month",
      /must be <= 12/,
    ],
    ["an unknown scheme", { scheme: "pbi", declaredIncome: 1 }, "scheme", /must be one of pu, bpu/],
    ["a negative income", { scheme: "bpu", declaredIncome: -1 }, "declaredIncome", /must be >= 0/],
  ])("%s: 400 naming the field", async (_name, body, field, reason) => {
    expectFieldError(await post(BPJS, body), field, reason);
  });

  it("answers the engine's refusal of impossible input as a 400 with its message", async () => {
    const response = await post(BPJS, {
      year: 2025,
      month: 1,
      wage: rp(5),
      jkkRatePercent: 0.24,
      jkkRelief: true,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(
      /JKK relief .* applies from contribution month 2025-02/,
    );
  });

  it("refuses anonymous (401) and menu-less (403) callers", async () => {
    const body = { scheme: "bpu", declaredIncome: 1 };
    expect((await post(BPJS, body, null)).statusCode).toBe(401);
    expect((await post(BPJS, body, ops)).statusCode).toBe(403);
  });
});

describe("OpenAPI document", () => {
  it("documents both simulators' bodies and answers", async () => {
    const docs = (await stack.app.inject({ url: "/api/docs" })).json();
    for (const path of [PPH21, BPJS]) {
      const operation = docs.paths[path].post;
      const body = operation.requestBody.content["application/json"].schema;
      expect(body.anyOf.length, path).toBeGreaterThanOrEqual(2);
      expect(operation.responses["200"].content["application/json"].schema).toBeDefined();
    }
    const monthly = docs.paths[PPH21].post.requestBody.content["application/json"].schema.anyOf[0];
    expect(monthly.properties.periods.items.properties.month).toMatchObject({
      minimum: 1,
      maximum: 12,
    });
  });
});

// ---------------------------------------------------------------------------------------------
// GraphQL

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

const SIMULATE_PPH21 = /* GraphQL */ `
  query SimulatePph21($input: Pph21SimulationInput!) {
    simulatePph21(input: $input) {
      __typename
      ... on MonthlyPph21Simulation {
        category
        notes { code message }
        periods { month gross category ratePercent kind tax taxAllowance }
        annual {
          gross jobExpense pensionCost pensionContributions zakat net netAnnualized monthsWorked
          ptkp taxableIncome fullYearTax annualTax withheldBefore lastPeriodTax
        }
        total
      }
      ... on DailyPph21Simulation {
        days { day gross method base ratePercent tax }
        pieceRate { averagePerDay }
        total
      }
      ... on PaymentPph21Simulation { final payments { gross base ratePercent tax } total }
    }
  }
`;

const SIMULATE_BPJS = /* GraphQL */ `
  query SimulateBpjs($input: BpjsSimulationInput!) {
    simulateBpjs(input: $input) {
      __typename
      ... on BpjsWageSimulation {
        employer { jkk jkm jht jp kes }
        employee { jht jp kes }
        taxableEmployerPremiums
        basis { jpWageCap }
      }
      ... on BpjsBpuSimulation { jkk jkm jht total }
    }
  }
`;

describe("GraphQL simulatePph21 / simulateBpjs", () => {
  it("reproduces Tuan R through the gateway", async () => {
    const { data, errors } = await graphql(SIMULATE_PPH21, { input: TUAN_R });
    expect(errors).toBeUndefined();
    const result = data!["simulatePph21"]!;
    expect(result["__typename"]).toBe("MonthlyPph21Simulation");
    expectTuanR(result as Parameters<typeof expectTuanR>[0]);
  });

  it("answers each shape with its type, amounts beyond 32 bits intact", async () => {
    const daily = await graphql(SIMULATE_PPH21, {
      input: {
        year: 2024,
        recipient: "non_permanent_daily",
        pieceRate: { total: rp(15), days: 5 },
      },
    });
    expect(daily.data!["simulatePph21"]).toMatchObject({
      __typename: "DailyPph21Simulation",
      total: 375_000,
    });
    const severance = await graphql(SIMULATE_PPH21, {
      input: { year: 2024, recipient: "severance", payments: [{ gross: 5_000_000_000 }] },
    });
    expect(severance.data!["simulatePph21"]).toMatchObject({
      __typename: "PaymentPph21Simulation",
      final: true,
      // 0 % to 50M, 5 % to 100M, 15 % to 500M, 25 % above (PP 68/2009).
      total: 2_500_000 + 60_000_000 + 1_125_000_000,
    });
  });

  it("takes the issue's monthly body for a commissioner and says why nothing is reconciled", async () => {
    const { data, errors } = await graphql(SIMULATE_PPH21, {
      input: { ...TUAN_R, recipient: "commissioner" },
    });
    expect(errors).toBeUndefined();
    expect(data!["simulatePph21"]).toMatchObject({
      __typename: "MonthlyPph21Simulation",
      annual: null,
      total: 12 * 200_000,
      notes: [{ code: "not_reconciled" }],
    });
    const firstHalf = { ...TUAN_R, periods: TUAN_R.periods.slice(0, 6) };
    const inProgress = await graphql(SIMULATE_PPH21, { input: firstHalf });
    expect(inProgress.data!["simulatePph21"]).toMatchObject({
      annual: null,
      notes: [{ code: "last_period_not_reached" }],
    });
  });

  it("answers bases as whole rupiah through the Rupiah scalar", async () => {
    const { data, errors } = await graphql(SIMULATE_PPH21, {
      input: {
        year: 2024,
        recipient: "non_permanent_daily",
        pieceRate: { total: 1_000_000, days: 3 },
      },
    });
    expect(errors).toBeUndefined();
    expect(data!["simulatePph21"]).toMatchObject({
      days: [{ base: 333_333 }, { base: 333_333 }, { base: 333_333 }],
      pieceRate: { averagePerDay: 333_333 },
    });
  });

  it("computes BPJS for wage earners and BPU", async () => {
    const wage = await graphql(SIMULATE_BPJS, {
      input: { year: 2025, month: 3, wage: rp(15), jkkRatePercent: 0.24, minimumWage: null },
    });
    expect(wage.errors).toBeUndefined();
    expect(wage.data!["simulateBpjs"]).toMatchObject({
      __typename: "BpjsWageSimulation",
      employer: { jp: 210_948, kes: 480_000 },
      basis: { jpWageCap: 10_547_400 },
    });
    const bpu = await graphql(SIMULATE_BPJS, { input: { scheme: "bpu", declaredIncome: rp(2) } });
    expect(bpu.data!["simulateBpjs"]).toEqual({
      __typename: "BpjsBpuSimulation",
      jkk: 20_000,
      jkm: 6_800,
      jht: 40_000,
      total: 66_800,
    });
  });

  it("answers the service's 400 as BAD_USER_INPUT with the field errors", async () => {
    const periods = [...TUAN_R.periods.slice(0, 2), { month: 13, gross: 1 }];
    const { data, errors } = await graphql(SIMULATE_PPH21, { input: { ...TUAN_R, periods } });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [{ field: "periods.2.month", message: "must be <= 12" }],
    });
    const missing = await graphql(SIMULATE_PPH21, { input: { ...TUAN_R, ptkp: null } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [{ field: "ptkp", message: "is required" }],
    });
    const bpjs = await graphql(SIMULATE_BPJS, { input: { year: 2025, month: 3, wage: 1 } });
    expect(bpjs.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [{ field: "jkkRatePercent", message: "is required" }],
    });
  });

  it("refuses a fractional rupiah before calling the service", async () => {
    const periods = [{ month: 1, gross: 10.5 }];
    const { errors } = await graphql(SIMULATE_PPH21, { input: { ...TUAN_R, periods } });
    expect(errors?.[0]?.message).toMatch(/Rupiah must be a whole number/);
  });

  it("is UNAUTHENTICATED without a session and FORBIDDEN without the menu", async () => {
    const anonymous = await graphql(SIMULATE_PPH21, { input: TUAN_R }, null);
    expect(anonymous.errors?.[0]?.extensions?.["code"]).toBe("UNAUTHENTICATED");
    const forbidden = await graphql(
      SIMULATE_BPJS,
      { input: { scheme: "bpu", declaredIncome: 1 } },
      ops,
    );
    expect(forbidden.errors?.[0]?.extensions?.["code"]).toBe("FORBIDDEN");
  });
});
