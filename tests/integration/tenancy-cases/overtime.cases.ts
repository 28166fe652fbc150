import { Temporal } from "temporal-polyfill";
import { expect } from "vitest";
import { simulateOvertime } from "../../../domain/overtime/calculator.ts";
import { simulateThr } from "../../../domain/overtime/thr.ts";
import { testNik } from "../../support/nik.ts";
import { bearer } from "../../support/stack.ts";
import { expectPure } from "./tax.cases.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Issue 15: the overtime and THR calculators read and write no tenant rows (their answer is
 * the pure function of the body, as the tax simulators'); overtime requests: client B's
 * console token on client A's worker and request ids answers 404 and changes nothing, B's list
 * never holds A's requests, and the worker routes take a worker token only.
 */
const BASE = "/api/hcm/v1";
const NAME = "Tenancy overtime worker A Qzx";
const REASON = "Tenancy secret overtime reason A";

type Rows = { agentId: number; requestId: number };
let rows: Promise<Rows> | undefined;

export const overtimeCases: CaseModule = (context) => {
  const rowsA = () =>
    (rows ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      const one = async (sql: string, params: unknown[]) =>
        (await owner.query<{ id: number }>(sql, params)).rows[0]!.id;
      const branch = await one(
        "INSERT INTO branches (client_id, code, name) VALUES ($1, 'TEN-OT', 'Tenancy overtime A') RETURNING id",
        [clientId],
      );
      const agentId = await one(
        `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
         VALUES ($1, $2, $3, '8771234598', '2024-01-01', 'pkwt', $4) RETURNING id`,
        [clientId, NAME, testNik(77_000_152), branch],
      );
      const date = Temporal.Now.plainDateISO("Asia/Jakarta").subtract({ days: 3 }).toString();
      const requestId = await one(
        `INSERT INTO overtime_requests (client_id, agent_id, date, overtime_type, minutes, source, reason)
         VALUES ($1, $2, $3, 'regular_working_day', 60, 'worker', $4) RETURNING id`,
        [clientId, agentId, date, REASON],
      );
      return { agentId, requestId };
    })());
  const call = async (method: "GET" | "POST", url: string, payload?: object) => {
    await rowsA();
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(context.tokenB()),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    expect(response.body).not.toContain(NAME);
    expect(response.body).not.toContain(REASON);
    return { status: response.statusCode, body: response.body };
  };
  const state = async (r: Rows) =>
    (
      await context
        .stack()
        .owner.query(
          "SELECT status, version, (SELECT count(*)::int FROM overtime_requests WHERE agent_id = $2) AS n FROM overtime_requests WHERE id = $1",
          [r.requestId, r.agentId],
        )
    ).rows[0];
  const notFound =
    (
      method: "GET" | "POST",
      url: (r: Rows) => string,
      payload?: (r: Rows) => object,
    ): RouteCase["check"] =>
    async () => {
      const r = await rowsA();
      const before = await state(r);
      expect((await call(method, url(r), payload?.(r))).status).toBe(404);
      expect(await state(r)).toEqual(before);
    };
  const workerOnly: RouteCase = {
    why: "a worker-token route: a console token (any client's) is 401",
    check: async () => {
      const r = await rowsA();
      for (const [method, url] of [
        ["GET", "/agent/overtime-requests"],
        ["POST", "/agent/overtime-requests"],
        ["POST", `/agent/overtime-requests/${r.requestId}/cancel`],
      ] as const)
        expect((await call(method, url, method === "POST" ? {} : undefined)).status).toBe(401);
    },
  };
  const overtimeBody = {
    workWeek: "5-day",
    dayType: "regular_working_day",
    hours: 3,
    wage: { basic: 5_000_000 },
    rounding: "hourly_truncated",
  } as const;
  const thrBody = {
    joinDate: "2025-09-10",
    holidayDate: "2026-03-21",
    contract: "pkwt",
    basic: 6_000_000,
  } as const;
  return {
    "POST /api/hcm/v1/overtime/simulate": {
      why: "a pure calculation on the body (domain/overtime); reads and writes no table",
      check: () =>
        expectPure(context, `${BASE}/overtime/simulate`, overtimeBody, {
          data: simulateOvertime(overtimeBody),
        }),
    },
    "POST /api/hcm/v1/thr/simulate": {
      why: "a pure calculation on the body (domain/overtime/thr); reads and writes no table",
      check: () =>
        expectPure(context, `${BASE}/thr/simulate`, thrBody, { data: simulateThr(thrBody) }),
    },
    "POST /api/hcm/v1/overtime-requests": {
      why: "A's worker: 404, nothing made",
      check: notFound(
        "POST",
        () => "/overtime-requests",
        (r) => ({ agentId: r.agentId, date: "2026-11-02", minutes: 60, reason: "x" }),
      ),
    },
    "GET /api/hcm/v1/overtime-requests": {
      why: "B's list holds only B's requests",
      check: async () => {
        const answer = await call("GET", `/overtime-requests?q=${encodeURIComponent(NAME)}`);
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body).data.totalItems).toBe(0);
      },
    },
    "GET /api/hcm/v1/overtime-requests/:id": {
      why: "A's request id: 404",
      check: notFound("GET", (r) => `/overtime-requests/${r.requestId}`),
    },
    "POST /api/hcm/v1/overtime-requests/:id/decision": {
      why: "A's request id: 404, nothing decided",
      check: notFound(
        "POST",
        (r) => `/overtime-requests/${r.requestId}/decision`,
        () => ({ decision: "approve" }),
      ),
    },
    "POST /api/hcm/v1/overtime-requests/:id/cancel": {
      why: "A's request id: 404, nothing cancelled",
      check: notFound(
        "POST",
        (r) => `/overtime-requests/${r.requestId}/cancel`,
        () => ({}),
      ),
    },
    "GET /api/hcm/v1/agent/overtime-requests": workerOnly,
    "POST /api/hcm/v1/agent/overtime-requests": workerOnly,
    "POST /api/hcm/v1/agent/overtime-requests/:id/cancel": workerOnly,
  };
};
