import { expect } from "vitest";
import { DEMO_PAYROLL_GROUP } from "../../../services/db/seed/payrollDemo.ts";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Payroll reports (issue 17): client B's token on client A's reports (the demo's draft
 * November report of DEMO_PAYROLL_GROUP), their lines and adjustments, and A's group answers
 * 404 and changes nothing of A (reports, lines, adjustments, A's audit); the list holds only
 * B's reports; A's group is unknown to B's create (404).
 */

const BASE = "/api/hcm/v1";

export const payrollReportsCases: CaseModule = (context) => {
  let made: Promise<{ group: number; report: number; line: number; agent: number }> | undefined;
  const maju = () =>
    (made ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      const group = await owner.query<{ id: number }>(
        "SELECT id FROM payroll_groups WHERE client_id = $1 AND name = $2",
        [clientId, DEMO_PAYROLL_GROUP],
      );
      const report = await owner.query<{ id: number; line: number; agent: number }>(
        `SELECT r.id, d.id AS line, d.agent_id AS agent FROM payroll_reports r
           JOIN payroll_report_details d ON d.report_id = r.id
          WHERE r.client_id = $1 AND r.payroll_group_id = $2 AND r.status = 'draft'
          ORDER BY r.id, d.id LIMIT 1`,
        [clientId, group.rows[0]!.id],
      );
      const found = report.rows[0]!;
      return { group: group.rows[0]!.id, report: found.id, line: found.line, agent: found.agent };
    })());
  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(context.tokenB()),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };
  const snapshot = async () => {
    const owner = context.stack().owner;
    const rows = async (sql: string) => (await owner.query(sql, [context.majuClientId()])).rows;
    return {
      reports: await rows("SELECT * FROM payroll_reports WHERE client_id = $1 ORDER BY id"),
      lines: await rows(
        "SELECT id, report_id, agent_id, generation, net, updated_at FROM payroll_report_details WHERE client_id = $1 ORDER BY id",
      ),
      adjustments: await rows(
        "SELECT * FROM payroll_report_adjustments WHERE client_id = $1 ORDER BY id",
      ),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
    };
  };
  type Ids = Awaited<ReturnType<typeof maju>>;
  const isolated = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: (ids: Ids) => string,
    payload?: (ids: Ids) => object,
  ) => {
    const ids = await maju();
    const before = await snapshot();
    const answer = await call(method, url(ids), payload?.(ids));
    expect(answer.status).toBe(404);
    expect(Object.keys(answer.body)).toEqual(["message"]);
    expect(await snapshot()).toEqual(before);
  };

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/payroll-reports": {
      why: "lists the caller's client's reports only",
      check: async () => {
        await maju();
        const answer = await call(
          "GET",
          `/payroll-reports?q=${encodeURIComponent(DEMO_PAYROLL_GROUP)}`,
        );
        expect(answer.body.data).toEqual({ items: [], totalItems: 0, limit: 10, page: 1 });
      },
    },
    "POST /api/hcm/v1/payroll-reports": {
      why: "creates in the caller's client only: A's group is unknown to B (404), nothing written",
      check: () =>
        isolated(
          "POST",
          () => "/payroll-reports",
          (ids) => ({
            name: "Tenancy B report",
            type: "general",
            payrollGroupId: ids.group,
            period: "2026-12",
          }),
        ),
    },
    "GET /api/hcm/v1/payroll-reports/:id": {
      why: "reads a report of the caller's client only",
      check: () => isolated("GET", (ids) => `/payroll-reports/${ids.report}`),
    },
    "GET /api/hcm/v1/payroll-reports/:id/details": {
      why: "lists the lines of a report of the caller's client only",
      check: () =>
        isolated("GET", (ids) => `/payroll-reports/${ids.report}/details?agentId=${ids.agent}`),
    },
    "GET /api/hcm/v1/payroll-reports/:id/details/:detailId": {
      why: "reads a line of a report of the caller's client only",
      check: () => isolated("GET", (ids) => `/payroll-reports/${ids.report}/details/${ids.line}`),
    },
    "POST /api/hcm/v1/payroll-reports/:id/recompute": {
      why: "recomputes a report of the caller's client only",
      check: () => isolated("POST", (ids) => `/payroll-reports/${ids.report}/recompute`),
    },
    "GET /api/hcm/v1/payroll-reports/:id/adjustments": {
      why: "lists the adjustments of a report of the caller's client only",
      check: () => isolated("GET", (ids) => `/payroll-reports/${ids.report}/adjustments`),
    },
    "PUT /api/hcm/v1/payroll-reports/:id/adjustments": {
      why: "changes the adjustments of a report of the caller's client only",
      check: () =>
        isolated(
          "PUT",
          (ids) => `/payroll-reports/${ids.report}/adjustments`,
          (ids) => ({
            adjustments: [{ agentId: ids.agent, type: "increment", label: "Bonus", amount: 1 }],
          }),
        ),
    },
    "POST /api/hcm/v1/payroll-reports/:id/finalize": {
      why: "finalizes a report of the caller's client only",
      check: () => isolated("POST", (ids) => `/payroll-reports/${ids.report}/finalize`),
    },
    "DELETE /api/hcm/v1/payroll-reports/:id": {
      why: "deletes a report of the caller's client only",
      check: () => isolated("DELETE", (ids) => `/payroll-reports/${ids.report}`),
    },
    "GET /api/hcm/v1/payroll-groups/:id/run-preview": {
      why: "previews a run of a group of the caller's client only",
      check: () =>
        isolated("GET", (ids) => `/payroll-groups/${ids.group}/run-preview?period=2026-12`),
    },
  };
  return cases;
};
