import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import { ownerAgent, ownerBranch } from "../org-helpers.ts";
import { ownerLine, ownerReport } from "../payslip-helpers.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Issue 17, payslips and exports: client B's token on client A's report answers 404 with a
 * bare message (no PDF, no archive, no sheet of A's workers); B's own report asked for A's
 * worker has no line either.
 */

const BASE = "/api/hcm/v1";

export const payslipsCases: CaseModule = (context) => {
  let made: Promise<{ report: number; agent: number; line: number }> | undefined;
  const maju = () =>
    (made ??= (async () => {
      const stack = context.stack();
      const clientId = context.majuClientId();
      const branch = await ownerBranch(stack, clientId);
      const report = await ownerReport(stack, clientId);
      const agent = await ownerAgent(stack, clientId, branch, { fullName: "Rahasia Maju" });
      const line = await ownerLine(stack, clientId, report.id, agent, {
        agentName: "Rahasia Maju",
      });
      return { report: report.id, agent, line: line.id };
    })());
  const refused = async (url: string) => {
    const response = await context
      .stack()
      .app.inject({ method: "GET", url: `${BASE}${url}`, headers: bearer(context.tokenB()) });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(Object.keys(response.json())).toEqual(["message"]);
    expect(response.body).not.toContain("Rahasia Maju");
  };

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/payroll-reports/:id/payslips/:agentId.pdf": {
      why: "draws a payslip of the caller's client's report and worker only",
      check: async () => {
        const ids = await maju();
        await refused(`/payroll-reports/${ids.report}/payslips/${ids.agent}.pdf`);
        const own = await ownerReport(context.stack(), context.sentosaClientId());
        await refused(`/payroll-reports/${own.id}/payslips/${ids.agent}.pdf`);
      },
    },
    "GET /api/hcm/v1/payroll-reports/:id/payslips.zip": {
      why: "archives the payslips of the caller's client's report only",
      check: async () => refused(`/payroll-reports/${(await maju()).report}/payslips.zip`),
    },
    "GET /api/hcm/v1/payroll-reports/:id/export": {
      why: "exports the lines of the caller's client's report only",
      check: async () => refused(`/payroll-reports/${(await maju()).report}/export?format=csv`),
    },
    "GET /api/hcm/v1/payslips/:detailId": {
      why: "reads the payslip source of a line of the caller's client only",
      check: async () => refused(`/payslips/${(await maju()).line}`),
    },
  };
  return cases;
};
