import { expect } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Direct payroll (issue 17): client B's template lists B's workers only; A's employee numbers
 * in B's upload and A's agent ids in B's JSON rows are no workers of B (400 naming the row),
 * and nothing of A changes (its reports, lines, audit).
 */

const BASE = "/api/hcm/v1";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const payrollDirectCases: CaseModule = (context) => {
  let made: Promise<{ agent: number; nik: string }> | undefined;
  const maju = () =>
    (made ??= (async () => {
      const { rows } = await context
        .stack()
        .owner.query<{ id: number; nik: string }>(
          "SELECT id, nik FROM agents WHERE client_id = $1 AND worker_status = 'active' ORDER BY id LIMIT 1",
          [context.majuClientId()],
        );
      return { agent: rows[0]!.id, nik: rows[0]!.nik };
    })());
  const call = async (
    method: "GET" | "POST",
    url: string,
    payload?: object | Buffer,
    type?: string,
  ) => {
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: { ...bearer(context.tokenB()), ...(type ? { "content-type": type } : {}) },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    const json = response.headers["content-type"]?.toString().startsWith("application/json");
    return {
      status: response.statusCode,
      text: response.body,
      body: json && response.body ? response.json() : {},
    };
  };
  const snapshot = async () => {
    const owner = context.stack().owner;
    const rows = async (sql: string) => (await owner.query(sql, [context.majuClientId()])).rows;
    return {
      reports: await rows("SELECT * FROM payroll_reports WHERE client_id = $1 ORDER BY id"),
      details: await rows(
        "SELECT id, report_id, agent_id, net FROM payroll_report_details WHERE client_id = $1 ORDER BY id",
      ),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
    };
  };

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/payroll-reports/direct/template": {
      why: "lists the caller's client's workers only",
      check: async () => {
        const ids = await maju();
        const answer = await call("GET", "/payroll-reports/direct/template?format=csv");
        expect(answer.status).toBe(200);
        expect(answer.text).not.toContain(ids.nik);
      },
    },
    "POST /api/hcm/v1/payroll-reports/direct/upload": {
      why: "creates in the caller's client; A's employee numbers are no workers of B",
      check: async () => {
        const ids = await maju();
        const before = await snapshot();
        const file = await writeXlsxFile([
          ["Employee Number", "Basic Salary"],
          [ids.nik, 5_000_000],
        ]).toBuffer();
        const answer = await call(
          "POST",
          "/payroll-reports/direct/upload?name=Tenancy%20direct&period=2026-01",
          file,
          XLSX,
        );
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([
          {
            field: "rows.2.employeeNumber",
            message: "is not the employee number of one of your employees",
          },
        ]);
        expect(await snapshot()).toEqual(before);
      },
    },
    "POST /api/hcm/v1/payroll-reports/direct": {
      why: "creates in the caller's client; A's agent ids and employee numbers are unknown to B",
      check: async () => {
        const ids = await maju();
        const before = await snapshot();
        const answer = await call("POST", "/payroll-reports/direct", {
          name: "Tenancy direct JSON",
          period: "2026-01",
          rows: [
            { agentId: ids.agent, basicSalary: 1 },
            { employeeNumber: ids.nik, basicSalary: 1 },
          ],
        });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([
          { field: "rows.0.agentId", message: "does not exist" },
          {
            field: "rows.1.employeeNumber",
            message: "is not the employee number of one of your employees",
          },
        ]);
        expect(await snapshot()).toEqual(before);
      },
    },
  };
  return cases;
};
