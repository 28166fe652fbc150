import { expect } from "vitest";
import { DEMO_PENDING_BATCH } from "../../../services/db/seed/disbursements.ts";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Disbursement batches (issue 18, A1): client B's token on client A's batch (the demo's
 * DEMO_PENDING_BATCH), its lines and events, and A's payroll report and workers answers 404
 * (a body's reference to A's worker: 400 naming it) and changes nothing of A (batches,
 * lines, events, claims, stored idempotent answers, A's audit); the list holds only B's.
 */

const BASE = "/api/hcm/v1";

export const disbursementsCases: CaseModule = (context) => {
  let made: Promise<{ batch: number; line: number; agent: number; report: number }> | undefined;
  const maju = () =>
    (made ??= (async () => {
      const owner = context.stack().owner;
      const found = await owner.query<{
        batch: number;
        line: string;
        agent: number;
        report: number;
      }>(
        `SELECT b.id AS batch, l.id AS line, l.agent_id AS agent, b.payroll_report_id AS report
           FROM disbursements b JOIN disbursement_lines l ON l.disbursement_id = b.id
          WHERE b.client_id = $1 AND b.name = $2 ORDER BY l.id LIMIT 1`,
        [context.majuClientId(), DEMO_PENDING_BATCH],
      );
      const row = found.rows[0]!;
      return { batch: row.batch, line: Number(row.line), agent: row.agent, report: row.report };
    })());
  const call = async (
    method: "GET" | "POST" | "PATCH",
    url: string,
    payload?: object,
    key?: string,
  ) => {
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: { ...bearer(context.tokenB()), ...(key ? { "idempotency-key": key } : {}) },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };
  const snapshot = async () => {
    const owner = context.stack().owner;
    const rows = async (sql: string) => (await owner.query(sql, [context.majuClientId()])).rows;
    return {
      batches: await rows("SELECT * FROM disbursements WHERE client_id = $1 ORDER BY id"),
      lines: await rows(
        "SELECT id, status, amount, version, updated_at FROM disbursement_lines WHERE client_id = $1 ORDER BY id",
      ),
      events: await rows("SELECT count(*)::int AS n FROM disbursement_events WHERE client_id = $1"),
      claims: await rows(
        "SELECT id, status, disbursement_line_id FROM reimbursement_claims WHERE client_id = $1 ORDER BY id",
      ),
      keys: await rows("SELECT count(*)::int AS n FROM idempotency_keys WHERE client_id = $1"),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
    };
  };
  type Ids = Awaited<ReturnType<typeof maju>>;
  const isolated = async (
    method: "GET" | "POST" | "PATCH",
    url: (ids: Ids) => string,
    payload?: (ids: Ids) => object,
    expected = 404,
  ) => {
    const ids = await maju();
    const before = await snapshot();
    const answer = await call(method, url(ids), payload?.(ids), "tenancy-key-1");
    expect(answer.status).toBe(expected);
    if (expected === 404) expect(Object.keys(answer.body)).toEqual(["message"]);
    expect(await snapshot()).toEqual(before);
  };

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/disbursements/settings": {
      why: "answers the caller's client's switches (reference data otherwise)",
      check: async () => {
        const answer = await call("GET", "/disbursements/settings");
        expect(answer.status).toBe(200);
        // Maju has manual approval on; Sentosa does not.
        expect(answer.body.data.manualApproval).toBe(false);
      },
    },
    "GET /api/hcm/v1/disbursements": {
      why: "lists the caller's client's batches only",
      check: async () => {
        await maju();
        const answer = await call(
          "GET",
          `/disbursements?q=${encodeURIComponent(DEMO_PENDING_BATCH)}`,
        );
        expect(answer.body.data).toEqual({ items: [], totalItems: 0, limit: 10, page: 1 });
      },
    },
    "POST /api/hcm/v1/disbursements": {
      why: "creates in the caller's client only: A's report is unknown (404), A's worker a 400, nothing written",
      check: async () => {
        await isolated(
          "POST",
          () => "/disbursements",
          (ids) => ({ name: "Tenancy B", source: "payroll_report", payrollReportId: ids.report }),
        );
        await isolated(
          "POST",
          () => "/disbursements",
          (ids) => ({
            name: "Tenancy B",
            source: "manual",
            lines: [{ agentId: ids.agent, amount: 50_000 }],
          }),
          400,
        );
      },
    },
    "GET /api/hcm/v1/disbursements/:id": {
      why: "reads a batch of the caller's client only",
      check: () => isolated("GET", (ids) => `/disbursements/${ids.batch}`),
    },
    "GET /api/hcm/v1/disbursements/:id/lines": {
      why: "lists the lines of a batch of the caller's client only",
      check: () => isolated("GET", (ids) => `/disbursements/${ids.batch}/lines`),
    },
    "GET /api/hcm/v1/disbursements/:id/events": {
      why: "lists the events of a batch of the caller's client only",
      check: () => isolated("GET", (ids) => `/disbursements/${ids.batch}/events`),
    },
    "POST /api/hcm/v1/disbursements/:id/approve": {
      why: "approves a batch of the caller's client only",
      check: () =>
        isolated(
          "POST",
          (ids) => `/disbursements/${ids.batch}/approve`,
          () => ({}),
        ),
    },
    "POST /api/hcm/v1/disbursements/:id/cancel": {
      why: "cancels a batch of the caller's client only",
      check: () =>
        isolated(
          "POST",
          (ids) => `/disbursements/${ids.batch}/cancel`,
          () => ({}),
        ),
    },
    "PATCH /api/hcm/v1/disbursements/:id/lines/:lineId": {
      why: "changes a line of the caller's client only",
      check: () =>
        isolated(
          "PATCH",
          (ids) => `/disbursements/${ids.batch}/lines/${ids.line}`,
          () => ({ version: 1, amount: 20_000 }),
        ),
    },
    "POST /api/hcm/v1/disbursements/:id/lines/:lineId/retry": {
      why: "retries a line of the caller's client only",
      check: () =>
        isolated(
          "POST",
          (ids) => `/disbursements/${ids.batch}/lines/${ids.line}/retry`,
          () => ({}),
        ),
    },
    "POST /api/hcm/v1/disbursements/:id/lines/:lineId/cancel": {
      why: "cancels a line of the caller's client only",
      check: () =>
        isolated(
          "POST",
          (ids) => `/disbursements/${ids.batch}/lines/${ids.line}/cancel`,
          () => ({}),
        ),
    },
    "POST /api/hcm/v1/disbursements/:id/confirm-paid": {
      why: "confirms a batch of the caller's client only",
      check: () =>
        isolated(
          "POST",
          (ids) => `/disbursements/${ids.batch}/confirm-paid`,
          () => ({}),
        ),
    },
    "POST /api/hcm/v1/disbursements/:id/reinquire": {
      why: "asks the names of a batch of the caller's client only",
      check: () =>
        isolated(
          "POST",
          (ids) => `/disbursements/${ids.batch}/reinquire`,
          () => ({}),
        ),
    },
  };
  return cases;
};
