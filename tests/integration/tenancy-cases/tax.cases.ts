import { expect } from "vitest";
import { simulateBpjs, simulatePph21 } from "../../../domain/tax/index.ts";
import { bearer, DEMO, login } from "../../support/stack.ts";
import type { CaseModule, TenancyContext } from "./types.ts";

/**
 * The simulators (issue 6) read and write no tenant rows: the answer is the engine's pure
 * function of the body. Proven by B's answer being exactly the engine's (so it can hold
 * nothing else), the same as A's for the same body, naming nothing of A, and writing nothing.
 */
export async function expectPure(
  context: TenancyContext,
  url: string,
  body: Record<string, unknown>,
  expected: unknown,
) {
  const app = context.stack().app;
  const tokenA = (await login(app, DEMO.majuAdmin)).token;
  const writes = async () =>
    (
      await context
        .stack()
        .owner.query<{ n: string }>(
          "SELECT (SELECT count(*) FROM audit_log) + (SELECT count(*) FROM live_events) AS n",
        )
    ).rows[0]!.n;
  const before = await writes();
  const asB = await app.inject({
    method: "POST",
    url,
    headers: bearer(context.tokenB()),
    payload: body,
  });
  expect(asB.statusCode, asB.body).toBe(200);
  expect(asB.json()).toEqual(JSON.parse(JSON.stringify(expected)));
  expect(asB.body).not.toMatch(/maju/i);
  expect(asB.body).not.toMatch(/client_?id|user_?id/i);
  const asA = await app.inject({ method: "POST", url, headers: bearer(tokenA), payload: body });
  expect(asA.body).toBe(asB.body);
  expect(await writes()).toBe(before);
}

export const taxCases: CaseModule = (context) => ({
  "POST /api/hcm/v1/tax/pph21/simulate": {
    why: "a pure calculation on the body (domain/tax); reads and writes no table",
    check: async () => {
      const body = {
        year: 2024,
        ptkp: "K/1",
        recipient: "permanent_employee",
        periods: [1, 2, 3].map((month) => ({ month, gross: 12_500_000 })),
        lastPeriod: 3,
      } as const;
      await expectPure(context, "/api/hcm/v1/tax/pph21/simulate", body, simulatePph21(body));
    },
  },
  "POST /api/hcm/v1/bpjs/simulate": {
    why: "a pure calculation on the body (domain/tax); reads and writes no table",
    check: async () => {
      const body = { year: 2025, month: 4, wage: 9_000_000, jkkRatePercent: 0.54 } as const;
      await expectPure(context, "/api/hcm/v1/bpjs/simulate", body, simulateBpjs(body));
    },
  },
});
