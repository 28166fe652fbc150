import { Temporal } from "temporal-polyfill";
import { expect } from "vitest";
import { createLeaveRequest } from "../../../services/hcm/leave/flow.ts";
import { testNik } from "../../support/nik.ts";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Issue 15, leave balances and requests: client B's console token on client A's worker,
 * policy and request ids answers 404 and changes nothing; B's lists and exports never hold A's
 * requests or balances; the worker routes take a worker token only (B's console token: 401).
 */
const BASE = "/api/hcm/v1";
const NAME = "Tenancy leave taker A Vwq";
const REASON = "Tenancy secret leave reason A";

type Rows = { agentId: number; policyId: number; requestId: number };
let rows: Promise<Rows> | undefined;

export const leaveCases: CaseModule = (context) => {
  const rowsA = () =>
    (rows ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      const one = async (sql: string, params: unknown[]) =>
        (await owner.query<{ id: number }>(sql, params)).rows[0]!.id;
      const branch = await one(
        "INSERT INTO branches (client_id, code, name) VALUES ($1, 'TEN-LV', 'Tenancy leave A') RETURNING id",
        [clientId],
      );
      const agentId = await one(
        `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
         VALUES ($1, $2, $3, '8771234599', '2024-01-01', 'pkwt', $4) RETURNING id`,
        [clientId, NAME, testNik(77_000_151), branch],
      );
      const policyId = await one(
        `INSERT INTO leave_policies (client_id, name, kind, days_per_period, covers_all)
         VALUES ($1, 'Tenancy leave A', 'annual', 12, false) RETURNING id`,
        [clientId],
      );
      await owner.query(
        "INSERT INTO leave_policy_agents (client_id, leave_policy_id, agent_id) VALUES ($1, $2, $3)",
        [clientId, policyId, agentId],
      );
      let day = Temporal.Now.plainDateISO("Asia/Jakarta").add({ days: 14 });
      while (day.dayOfWeek > 5) day = day.add({ days: 1 });
      const made = await createLeaveRequest(
        { db: context.stack().db },
        clientId,
        {
          agentId,
          policyId,
          from: day.toString(),
          to: day.toString(),
          halfDay: null,
          reason: REASON,
          fileId: null,
          clientRequestId: "tenancy-leave-a",
        },
        { kind: "agent", agentId },
        "en",
      );
      return { agentId, policyId, requestId: made.request.id };
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
  const state = async (r: Rows) => {
    const owner = context.stack().owner;
    const request = await owner.query<{ status: string; version: number }>(
      "SELECT status, version FROM leave_requests WHERE id = $1",
      [r.requestId],
    );
    const ledger = await owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM leave_ledger WHERE agent_id = $1",
      [r.agentId],
    );
    return { ...request.rows[0], ledger: ledger.rows[0]!.n };
  };
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
  const emptyList =
    (url: string): RouteCase["check"] =>
    async () => {
      const answer = await call("GET", url);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).data.totalItems).toBe(0);
    };
  const workerOnly: RouteCase = {
    why: "a worker-token route: a console token (any client's) is 401",
    check: async () => {
      const r = await rowsA();
      for (const [method, url] of [
        ["GET", "/agent/leave-policies"],
        ["GET", `/agent/leave-balances?policyId=${r.policyId}`],
        ["GET", "/agent/leave-requests"],
        ["POST", "/agent/leave-requests"],
        ["POST", `/agent/leave-requests/${r.requestId}/cancel`],
      ] as const)
        expect((await call(method, url, method === "POST" ? {} : undefined)).status).toBe(401);
    },
  };
  return {
    "GET /api/hcm/v1/leave-balances": {
      why: "A's worker and policy: 404",
      check: notFound("GET", (r) => `/leave-balances?agentId=${r.agentId}&policyId=${r.policyId}`),
    },
    "GET /api/hcm/v1/leave-balances/summary": {
      why: "A's worker: 404",
      check: notFound("GET", (r) => `/leave-balances/summary?agentId=${r.agentId}`),
    },
    "GET /api/hcm/v1/leave-balances/list": {
      why: "B's balances hold only B's workers",
      check: emptyList(`/leave-balances/list?q=${encodeURIComponent(NAME)}`),
    },
    "POST /api/hcm/v1/leave-balances/adjustments": {
      why: "A's worker and policy: 404, no entry",
      check: notFound(
        "POST",
        () => "/leave-balances/adjustments",
        (r) => ({
          agentId: r.agentId,
          policyId: r.policyId,
          date: "2026-01-05",
          days: 5,
          reason: "x",
        }),
      ),
    },
    "POST /api/hcm/v1/leave-requests": {
      why: "A's worker: 404, nothing made",
      check: notFound(
        "POST",
        () => "/leave-requests",
        (r) => ({ agentId: r.agentId, policyId: r.policyId, from: "2026-12-01", to: "2026-12-01" }),
      ),
    },
    "GET /api/hcm/v1/leave-requests": {
      why: "B's list holds only B's requests",
      check: emptyList(`/leave-requests?q=${encodeURIComponent(NAME)}`),
    },
    "GET /api/hcm/v1/leave-requests/export": {
      why: "B's export holds only B's requests",
      check: async () => {
        const answer = await call(
          "GET",
          `/leave-requests/export?format=csv&q=${encodeURIComponent(NAME)}`,
        );
        expect(answer.status).toBe(200);
        expect(answer.body.trim().split("\n")).toHaveLength(1);
      },
    },
    "GET /api/hcm/v1/leave-requests/:id": {
      why: "A's request id: 404",
      check: notFound("GET", (r) => `/leave-requests/${r.requestId}`),
    },
    "POST /api/hcm/v1/leave-requests/:id/decision": {
      why: "A's request id: 404, nothing decided",
      check: notFound(
        "POST",
        (r) => `/leave-requests/${r.requestId}/decision`,
        () => ({
          decision: "approve_paid",
        }),
      ),
    },
    "POST /api/hcm/v1/leave-requests/:id/cancel": {
      why: "A's request id: 404, nothing cancelled",
      check: notFound(
        "POST",
        (r) => `/leave-requests/${r.requestId}/cancel`,
        () => ({}),
      ),
    },
    "GET /api/hcm/v1/agent/leave-policies": workerOnly,
    "GET /api/hcm/v1/agent/leave-balances": workerOnly,
    "GET /api/hcm/v1/agent/leave-requests": workerOnly,
    "POST /api/hcm/v1/agent/leave-requests": workerOnly,
    "POST /api/hcm/v1/agent/leave-requests/:id/cancel": workerOnly,
  };
};
