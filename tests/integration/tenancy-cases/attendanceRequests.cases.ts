import { expect } from "vitest";
import { createWorkerRequest } from "../../../services/hcm/attendance/requests/flow.ts";
import { testNik } from "../../support/nik.ts";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Issue 14, worker requests and Pending Approval: client B's console token on client A's
 * request and record ids answers 404 and decides nothing; B's lists never hold A's requests;
 * the worker routes take a worker token only, so B's console token is 401 there.
 */
const BASE = "/api/hcm/v1";
const NAME = "Tenancy requester A Qzr";

type Rows = { requestId: number; recordId: number };
let rows: Promise<Rows> | undefined;

export const attendanceRequestsCases: CaseModule = (context) => {
  const rowsA = () =>
    (rows ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      const one = async (sql: string, params: unknown[]) =>
        (await owner.query<{ id: number }>(sql, params)).rows[0]!.id;
      const branch = await one(
        "INSERT INTO branches (client_id, code, name) VALUES ($1, 'TEN-REQ', 'Tenancy requests A') RETURNING id",
        [clientId],
      );
      const agent = await one(
        `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
         VALUES ($1, $2, $3, '8771234567', '2024-01-01', 'pkwt', $4) RETURNING id`,
        [clientId, NAME, testNik(77_000_031), branch],
      );
      const made = await createWorkerRequest({ db: context.stack().db }, clientId, agent, {
        type: "branch",
        branchId: branch,
        date: "2026-01-05",
        reason: "Tenancy secret reason A",
        clientRequestId: "tenancy-a",
      });
      return { requestId: made.request.id, recordId: made.request.recordId! };
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
    expect(response.body).not.toContain("Tenancy secret reason A");
    return { status: response.statusCode, body: response.body };
  };
  const status = async (id: number) =>
    (
      await context
        .stack()
        .owner.query<{ status: string }>("SELECT status FROM attendance_requests WHERE id = $1", [
          id,
        ])
    ).rows[0]!.status;
  const notFound =
    (method: "GET" | "POST", url: (r: Rows) => string, payload?: object): RouteCase["check"] =>
    async () => {
      const r = await rowsA();
      const before = await status(r.requestId);
      expect((await call(method, url(r), payload)).status).toBe(404);
      expect(await status(r.requestId)).toBe(before);
    };
  const workerOnly: RouteCase = {
    why: "a worker-token route: a console token (any client's) is 401",
    check: async () => {
      const r = await rowsA();
      for (const [method, url] of [
        ["GET", "/agent/requests"],
        ["POST", "/agent/requests"],
        ["POST", `/agent/requests/${r.requestId}/cancel`],
      ] as const)
        expect((await call(method, url, method === "POST" ? {} : undefined)).status).toBe(401);
    },
  };
  return {
    "GET /api/hcm/v1/attendance-requests/pending": {
      why: "B's pending list holds only requests under B's rules",
      check: async () => {
        const r = await rowsA();
        const answer = await call("GET", `/attendance-requests/pending?attendanceId=${r.recordId}`);
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body).data.totalItems).toBe(0);
      },
    },
    "GET /api/hcm/v1/attendance-requests/:id": {
      why: "A's request id: 404",
      check: notFound("GET", (r) => `/attendance-requests/${r.requestId}`),
    },
    "GET /api/hcm/v1/attendance-requests/records/:id": {
      why: "A's record id: 404",
      check: notFound("GET", (r) => `/attendance-requests/records/${r.recordId}`),
    },
    "POST /api/hcm/v1/attendance-requests/:id/approve": {
      why: "A's request id: 404, nothing decided",
      check: notFound("POST", (r) => `/attendance-requests/${r.requestId}/approve`, {}),
    },
    "POST /api/hcm/v1/attendance-requests/:id/reject": {
      why: "A's request id: 404, nothing decided",
      check: notFound("POST", (r) => `/attendance-requests/${r.requestId}/reject`, { note: "x" }),
    },
    "POST /api/hcm/v1/attendance-requests/decisions": {
      why: "A's request ids: each not found, nothing decided",
      check: async () => {
        const r = await rowsA();
        const before = await status(r.requestId);
        const answer = await call("POST", "/attendance-requests/decisions", {
          ids: [r.requestId],
          action: "reject",
          note: "x",
        });
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body).data.items).toEqual([
          { id: r.requestId, ok: false, status: null, message: "Request not found" },
        ]);
        expect(await status(r.requestId)).toBe(before);
      },
    },
    "GET /api/hcm/v1/agent/requests": workerOnly,
    "POST /api/hcm/v1/agent/requests": workerOnly,
    "POST /api/hcm/v1/agent/requests/:id/cancel": workerOnly,
  };
};
