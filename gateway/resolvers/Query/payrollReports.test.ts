import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import type { GatewayContext } from "../../context.ts";
import {
  createPayrollReport,
  deletePayrollReport,
  finalizePayrollReport,
  setPayrollReportAdjustments,
} from "../Mutation/payrollReports.ts";
import { payrollReport, payrollReportDetail, payrollReportDetails } from "./payrollReports.ts";

type Sent = { method: string; path: string; query?: unknown; body?: unknown };

/** A service client that answers by path (and records every call). */
function contextAnswering(answers: Record<string, unknown>, language: "en" | "id" = "en") {
  const sent: Sent[] = [];
  const answer = (path: string) => {
    if (path === "/auth/me") return { user: { language } };
    const found = answers[path.split("?")[0]!];
    if (found instanceof Error) throw found;
    return found;
  };
  const services = {
    get: async (_service: string, path: string, query?: unknown) => {
      sent.push({ method: "GET", path, query });
      return answer(path);
    },
    post: async (_service: string, path: string, body?: unknown) => {
      sent.push({ method: "POST", path, body });
      return answer(path);
    },
    put: async (_service: string, path: string, body?: unknown) => {
      sent.push({ method: "PUT", path, body });
      return answer(path);
    },
    delete: async (_service: string, path: string) => {
      sent.push({ method: "DELETE", path });
      return answer(path);
    },
  };
  return { context: { services } as unknown as GatewayContext, sent };
}

const REST_REPORT = {
  id: 7,
  name: "Payroll Oktober",
  type: "general",
  status: "draft",
  totals: { gross: "21000000", net: 19_500_000, pph21: 300_000, employerContributions: 1_200_000 },
  progress: { done: 3, total: 3 },
  period: "2026-10",
  useAttendance: false,
  lineCount: 3,
  errorCount: 0,
  version: 2,
};

const REST_DETAIL = {
  id: "9007199254740",
  agentId: 11,
  agentName: "Sari",
  taxMonth: 10,
  basicSalary: "6000000",
  gross: 6_300_000,
  net: 6_000_000,
  bpjs: { jkk: 14_400, jkm: "18000" },
  lines: [
    { code: "basic_salary", label: "Basic salary", amount: "6000000", type: "earning", rule: "r" },
    {
      code: "c_abc",
      label: "Tunjangan Transport",
      amount: 300_000,
      type: "earning",
      taxable: true,
      rule: "component.prorate",
      inputs: { days: 31 },
    },
  ],
  inputs: { workingDays: 22 },
};

const notFound = new GraphQLError("Payroll report not found", {
  extensions: { code: "NOT_FOUND", status: 404 },
});

describe("payroll report resolvers", () => {
  it("give a report whole numbers and every total, even those the service left out", async () => {
    const { context } = contextAnswering({ "/payroll-reports/7": REST_REPORT });
    expect(await payrollReport(null, { id: 7 }, context)).toMatchObject({
      id: 7,
      totals: {
        gross: 21_000_000,
        net: 19_500_000,
        pph21: 300_000,
        employerContributions: 1_200_000,
        deductions: 0,
      },
      progress: { done: 3, total: 3 },
      version: 2,
    });
  });

  it("answer null for an unknown id, without asking for one no row can have", async () => {
    const { context, sent } = contextAnswering({ "/payroll-reports/8": notFound });
    expect(await payrollReport(null, { id: 8 }, context)).toBeNull();
    expect(await payrollReport(null, { id: 0 }, context)).toBeNull();
    expect(await payrollReportDetail(null, { reportId: 8, detailId: 1.5 }, context)).toBeNull();
    expect(sent.map((s) => s.path)).toEqual(["/payroll-reports/8"]);
  });

  it("map a detail: money from text, JSON texts for inputs, the report id, every BPJS part", async () => {
    const { context, sent } = contextAnswering({
      "/payroll-reports/7/details": { items: [REST_DETAIL], totalItems: 1, limit: 10, page: 1 },
    });
    const page = await payrollReportDetails(
      null,
      { reportId: 7, q: "  sari ", errorsOnly: false },
      context,
    );
    expect(sent[0]).toMatchObject({
      path: "/payroll-reports/7/details",
      query: { q: "sari", errorsOnly: "false", limit: 10, page: 1 },
    });
    const [detail] = page.items;
    expect(detail).toMatchObject({
      id: 9_007_199_254_740,
      reportId: 7,
      basicSalary: 6_000_000,
      taxableGross: 0,
      bpjs: { jkk: 14_400, jkm: 18_000, kesehatanWorker: 0 },
      inputs: '{"workingDays":22}',
    });
    expect(detail!["lines"]).toEqual([
      {
        code: "basic_salary",
        label: "Basic salary",
        amount: 6_000_000,
        type: "earning",
        taxable: null,
        rule: "r",
        inputs: null,
      },
      {
        code: "c_abc",
        label: "Tunjangan Transport",
        amount: 300_000,
        type: "earning",
        taxable: true,
        rule: "component.prorate",
        inputs: '{"days":31}',
      },
    ]);
  });

  it("label the engine's lines in Indonesian; components and adjustments keep their words", async () => {
    const { context } = contextAnswering(
      {
        "/payroll-reports/7/details/5": {
          ...REST_DETAIL,
          errorCode: "NEGATIVE_NET_PAY",
          errorReason: "Net pay would be -Rp 1",
          lines: [
            ...REST_DETAIL.lines,
            { code: "adjustment", label: "Bonus proyek", amount: 1, type: "earning", rule: "r" },
            { code: "adjustment", label: "Adjustment", amount: 1, type: "earning", rule: "r" },
            { code: "pph21", label: "PPh 21", amount: 1, type: "tax", rule: "r" },
            {
              code: "bpjs_jht_worker",
              label: "BPJS JHT (worker) (paid by the employer)",
              amount: 1,
              type: "employer",
              rule: "r",
            },
            {
              code: "overtime",
              label: "Overtime 2026-10-05",
              amount: 1,
              type: "earning",
              rule: "r",
            },
            { code: "overtime", label: "Overtimes", amount: 1, type: "earning", rule: "r" },
          ],
        },
      },
      "id",
    );
    const detail = await payrollReportDetail(null, { reportId: 7, detailId: 5 }, context);
    expect((detail!["lines"] as { label: string }[]).map((l) => l.label)).toEqual([
      "Gaji pokok",
      "Tunjangan Transport",
      "Bonus proyek",
      "Penyesuaian",
      "PPh 21",
      "BPJS JHT (pekerja) (dibayar perusahaan)",
      "Lembur 05-10-2026",
      "Overtimes",
    ]);
    expect(detail).toMatchObject({
      errorCode: "NEGATIVE_NET_PAY",
      errorReason: "Net pay would be -Rp 1",
      errorLabel: "Gaji bersih negatif",
    });
  });

  it("keep a component's own name as the label in Indonesian", async () => {
    const { context } = contextAnswering({ "/payroll-reports/7/details/5": REST_DETAIL }, "id");
    const detail = await payrollReportDetail(null, { reportId: 7, detailId: 5 }, context);
    const lines = detail!["lines"] as { code: string; label: string }[];
    expect(lines.find((l) => l.code === "c_abc")!.label).toBe("Tunjangan Transport");
  });

  it("send a report's input without nulls and answer the report as it stands", async () => {
    const { context, sent } = contextAnswering({
      "/payroll-reports": { id: 7 },
      "/payroll-reports/7": { ...REST_REPORT, status: "computing" },
    });
    const created = await createPayrollReport(
      null,
      {
        input: {
          name: "Payroll Oktober",
          type: "general",
          payrollGroupId: 3,
          period: "2026-10",
          thrHolidayDate: null,
          adjustments: [
            { agentId: 11, type: "increment", label: "Bonus", amount: 1, componentCode: null },
          ],
        },
      },
      context,
    );
    expect(created).toMatchObject({ id: 7, status: "computing" });
    expect(sent[0]).toEqual({
      method: "POST",
      path: "/payroll-reports",
      body: {
        name: "Payroll Oktober",
        type: "general",
        payrollGroupId: 3,
        period: "2026-10",
        adjustments: [{ agentId: 11, type: "increment", label: "Bonus", amount: 1 }],
      },
    });
  });

  it("put adjustments, finalise (the answer's report or a read) and delete", async () => {
    const { context, sent } = contextAnswering({
      "/payroll-reports/7/adjustments": { id: 7 },
      "/payroll-reports/7": REST_REPORT,
      "/payroll-reports/7/finalize": { ...REST_REPORT, status: "finalized" },
    });
    await setPayrollReportAdjustments(
      null,
      { id: 7, adjustments: [{ agentId: 1, type: "decrement", label: "x", amount: 2 }] },
      context,
    );
    expect(sent.slice(0, 2).map((s) => `${s.method} ${s.path}`)).toEqual([
      "PUT /payroll-reports/7/adjustments",
      "GET /payroll-reports/7",
    ]);
    expect(await finalizePayrollReport(null, { id: 7 }, context)).toMatchObject({
      status: "finalized",
    });
    expect(await deletePayrollReport(null, { id: 7 }, context)).toBe(true);
  });
});
