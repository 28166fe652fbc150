import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { Kind, type OperationDefinitionNode } from "graphql";
import type { ReactElement } from "react";
import type { Client } from "urql";
import { Provider } from "urql";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { fromValue } from "wonka";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider } from "../../../i18n/index.ts";
import { EmployeePayrollReportPage } from "../components/EmployeePayrollReportPage.tsx";
import { PayrollReportBetaDetailPage } from "../components/PayrollReportBetaDetailPage.tsx";
import { PayrollReportsBetaPage } from "../components/PayrollReportsBetaPage.tsx";
import { PayslipPreviewPage } from "../components/PayslipPreviewPage.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Operation = {
  query: { definitions: readonly { kind: string }[] };
  variables: Record<string, unknown>;
};
const nameOf = (operation: Operation) =>
  (
    operation.query.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as
      | OperationDefinitionNode
      | undefined
  )?.name?.value;

const REPORT = {
  __typename: "PayrollReport",
  id: 5,
  name: "Gaji Januari 2026",
  type: "general",
  status: "draft",
  period: "2026-01",
  periodStart: "2025-12-26",
  periodEnd: "2026-01-25",
  payDate: "2026-01-28",
  payrollGroupId: 12,
  payrollGroupName: "Gaji Bulanan Jakarta",
  thrHolidayDate: null,
  useAttendance: false,
  progress: { __typename: "PayrollReportProgress", done: 2, total: 2 },
  failureReason: null,
  totals: {
    __typename: "PayrollReportTotals",
    gross: 17_000_000,
    net: 15_935_000,
    pph21: 425_000,
    employerContributions: 1_638_400,
    deductions: 1_065_000,
  },
  lineCount: 2,
  errorCount: 1,
  computedAt: "2026-01-26T03:00:00Z",
  finalizedAt: null,
  finalizedByName: null,
  createdAt: "2026-01-26T02:59:00Z",
  createdByName: "Admin Maju",
};

const LINE = {
  __typename: "PayrollReportDetail",
  id: 901,
  reportId: 5,
  agentId: 77,
  agentName: "Budi Santoso",
  employeeNumber: "EMP-001",
  branchName: "Jakarta Pusat",
  taxMonth: 1,
  basicSalary: 8_000_000,
  gross: 8_500_000,
  taxableGross: 8_863_200,
  employeePension: 240_000,
  pph21: 212_500,
  employeeDeductions: 532_500,
  employerContributions: 819_200,
  net: 7_967_500,
  bpjs: {
    __typename: "PayrollBpjs",
    kesehatanWorker: 80_000,
    kesehatanEmployer: 320_000,
    jhtWorker: 160_000,
    jhtEmployer: 296_000,
    jpWorker: 80_000,
    jpEmployer: 160_000,
    jkk: 19_200,
    jkm: 24_000,
  },
  lines: [
    {
      __typename: "PayrollReportLine",
      code: "basic_salary",
      label: "Basic salary",
      amount: 8_000_000,
      type: "earning",
      taxable: true,
      rule: "Full month: 8.000.000 × 31/31",
      inputs: JSON.stringify({ days: 31, divisor: 31 }),
    },
    {
      __typename: "PayrollReportLine",
      code: "c_transport",
      label: "Tunjangan Transport",
      amount: 500_000,
      type: "earning",
      taxable: true,
      rule: "fixed_rate",
      inputs: null,
    },
    {
      __typename: "PayrollReportLine",
      code: "bpjs_jht_worker",
      label: "BPJS JHT (worker)",
      amount: 160_000,
      type: "deduction",
      taxable: null,
      rule: "2% of 8.000.000",
      inputs: null,
    },
    {
      __typename: "PayrollReportLine",
      code: "pph21",
      label: "PPh 21",
      amount: 212_500,
      type: "tax",
      taxable: null,
      rule: "TER A 2.5% of 8.863.200",
      inputs: JSON.stringify({ category: "A", rate: "2.5" }),
    },
    {
      __typename: "PayrollReportLine",
      code: "bpjs_jkk",
      label: "BPJS JKK (employer)",
      amount: 19_200,
      type: "employer",
      taxable: null,
      rule: "0.24% of 8.000.000",
      inputs: null,
    },
  ],
  inputs: JSON.stringify({ workingDays: 22, ptkpStatus: "K/1" }),
  errorCode: null,
  errorReason: null,
  paymentMethod: "bank_transfer",
  bankName: "BCA",
  accountNumber: "1234567890",
  accountName: "Budi Santoso",
  eWallet: null,
  walletPhoneNumber: null,
};

const FAILED_LINE = {
  ...LINE,
  id: 902,
  agentId: 78,
  agentName: "Citra Lestari",
  employeeNumber: "EMP-002",
  errorCode: "MISSING_SALARY",
  errorReason: "No basic salary in the period",
};

function client(queries: Operation[], options: { empty?: boolean } = {}): Client {
  return {
    executeQuery: (operation: Operation) => {
      queries.push(operation);
      const name = nameOf(operation);
      const data =
        name === "BetaPayrollReportList"
          ? {
              payrollReports: {
                __typename: "PayrollReportPage",
                totalItems: options.empty ? 0 : 1,
                limit: 10,
                page: 1,
                items: options.empty ? [] : [REPORT],
              },
            }
          : name === "BetaPayrollReport"
            ? { payrollReport: REPORT }
            : name === "BetaPayrollReportDetails"
              ? {
                  payrollReportDetails: {
                    __typename: "PayrollReportDetailPage",
                    totalItems: 2,
                    limit: 10,
                    page: 1,
                    items: [LINE, FAILED_LINE],
                  },
                }
              : name === "BetaPayrollReportDetail"
                ? { payrollReport: REPORT, payrollReportDetail: LINE }
                : null;
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
    executeMutation: () => fromValue({ data: null, stale: false, hasNext: false }),
    createRequestOperation: () => ({ context: { fetchOptions: { headers: { "x-test": "1" } } } }),
  } as unknown as Client;
}

function renderAt(
  path: string,
  pattern: string,
  page: (route: (typeof ROUTES)[number]) => ReactElement,
  options: { language?: "en" | "id"; empty?: boolean } = {},
) {
  const route = ROUTES.find((candidate) => candidate.pattern === pattern)!;
  const queries: Operation[] = [];
  const location = memoryLocation({ path, record: true });
  render(
    <Provider value={client(queries, options)}>
      <I18nProvider language={options.language ?? "en"}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <Route path={pattern}>{page(route)}</Route>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { queries, location };
}

const BASE = "/payroll/payroll-reports-beta";

describe("Payroll reports (BETA)", { timeout: 30_000 }, () => {
  it("lists reports with period, status and totals (Rp 1.234.567); a status filter goes to the query", async () => {
    const user = userEvent.setup();
    const { queries } = renderAt(BASE, BASE, (route) => (
      <main>
        <PayrollReportsBetaPage route={route} />
      </main>
    ));
    const table = await screen.findByRole("table", { name: "Payroll reports" });
    const row = (await within(table).findByText("Gaji Januari 2026")).closest("tr")!;
    expect(row.textContent).toContain("January 2026");
    expect(row.textContent).toContain("26-12-2025 – 25-01-2026");
    expect(row.textContent).toContain("Draft");
    expect(row.textContent).toContain("Rp 17.000.000");
    expect(row.textContent).toContain("Rp 15.935.000");
    expect(row.textContent).toContain("1 with errors");
    expect(within(row).getAllByRole("link")[0]!.getAttribute("href")).toBe(`${BASE}/5`);
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Finalized" }));
    await waitFor(() =>
      expect(
        queries.some(
          (q) => nameOf(q) === "BetaPayrollReportList" && q.variables["status"] === "finalized",
        ),
      ).toBe(true),
    );
  });

  it("says so when there is no report yet", async () => {
    renderAt(BASE, BASE, (route) => <PayrollReportsBetaPage route={route} />, { empty: true });
    expect(await screen.findByText(/No payroll report yet/)).toBeTruthy();
  });

  it("shows a report's summary, totals and its lines, each linking to the worker's page", async () => {
    renderAt(`${BASE}/5`, `${BASE}/:id`, (route) => (
      <main>
        <PayrollReportBetaDetailPage route={route} />
      </main>
    ));
    const totals = await screen.findByRole("region", { name: "Summary" });
    expect(totals.textContent).toContain("Gaji Bulanan Jakarta");
    expect(totals.textContent).toContain("28-01-2026");
    expect(totals.textContent).toContain("Rp 15.935.000");
    expect(totals.textContent).toContain("Rp 425.000");
    const lines = await screen.findByRole("table", { name: "Employees' payroll lines" });
    const budi = (await within(lines).findByText("Budi Santoso")).closest("tr")!;
    expect(budi.textContent).toContain("Rp 7.967.500");
    expect(within(budi).getByText("Budi Santoso").getAttribute("href")).toBe(
      `${BASE}/5/employee-payroll-report/901`,
    );
    const citra = within(lines).getByText("Citra Lestari").closest("tr")!;
    expect(citra.textContent).toContain("MISSING_SALARY");
    expect(within(citra).queryByRole("button", { name: /Download payslip/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Download all payslips (ZIP)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export (XLSX)" })).toBeTruthy();
  });

  it("explains every figure of a worker's line (rule and inputs); Indonesian labels for an id user", async () => {
    const { location } = renderAt(
      `${BASE}/5/employee-payroll-report/901`,
      `${BASE}/:id/employee-payroll-report/:employeeReportId`,
      (route) => (
        <main>
          <EmployeePayrollReportPage route={route} />
        </main>
      ),
      { language: "id" },
    );
    const earnings = await screen.findByRole("table", { name: "Pendapatan" });
    const basic = within(earnings).getByText("Gaji pokok").closest("tr")!;
    expect(basic.textContent).toContain("Rp 8.000.000");
    expect(basic.textContent).toContain("Full month: 8.000.000 × 31/31");
    expect(basic.textContent).toContain("days: 31");
    expect(within(earnings).getByText("Tunjangan Transport")).toBeTruthy();
    const tax = screen.getByRole("table", { name: "Pajak penghasilan (PPh 21)" });
    expect(tax.textContent).toContain("TER A 2.5% of 8.863.200");
    expect(tax.textContent).toContain("Rp 212.500");
    const employer = screen.getByRole("table", { name: "Kontribusi perusahaan" });
    expect(employer.textContent).toContain("BPJS JKK (perusahaan)");
    expect(
      screen.getByRole("region", { name: "Data yang dipakai perhitungan" }).textContent,
    ).toContain("workingDays");
    expect(screen.getByRole("button", { name: "Unduh slip gaji (PDF)" })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Pratinjau slip gaji" }));
    expect(location.history?.at(-1)).toBe(`${BASE}/payslip-preview/901`);
  });

  it("downloads the worker's payslip PDF from the hcm service", async () => {
    const fetched: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      fetched.push(String(input));
      return new Response(new Blob(["%PDF-1.3"]), {
        status: 200,
        headers: { "content-type": "application/pdf" },
      });
    });
    const created = vi.fn(() => "blob:payslip");
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => {} });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderAt(
      `${BASE}/5/employee-payroll-report/901`,
      `${BASE}/:id/employee-payroll-report/:employeeReportId`,
      (route) => <EmployeePayrollReportPage route={route} />,
    );
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Download payslip (PDF)" }));
    await waitFor(() => expect(fetched).toEqual(["/api/hcm/v1/payroll-reports/5/payslips/77.pdf"]));
    await waitFor(() => expect(created).toHaveBeenCalled());
  });

  it("previews the payslip in HTML from the shared content, with Print", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      expect(String(input)).toBe("/api/hcm/v1/payslips/901");
      return Response.json({
        data: {
          companyName: "PT Maju Jaya",
          report: {
            id: 5,
            name: "Gaji Januari 2026",
            status: "draft",
            period: "2026-01",
            periodStart: "2025-12-26",
            periodEnd: "2026-01-25",
            payDate: "2026-01-28",
          },
          detail: { ...LINE, accountNumber: "****7890" },
          tax: { ptkpStatus: "K/1", npwp: "****3456" },
        },
      });
    });
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderAt(`${BASE}/payslip-preview/901`, `${BASE}/payslip-preview/:id`, (route) => (
      <PayslipPreviewPage route={route} />
    ));
    const slip = await screen.findByRole("article");
    expect(slip.textContent).toContain("PT Maju Jaya");
    expect(slip.textContent).toContain("PAYSLIP");
    expect(slip.textContent).toContain("DRAFT");
    expect(slip.textContent).toContain("January 2026");
    expect(slip.textContent).toContain("26-12-2025 to 25-01-2026");
    expect(slip.textContent).toContain("BCA ****7890");
    expect(slip.textContent).toContain("****3456");
    expect(screen.getByTestId("take-home").textContent).toBe("Take-home payRp 7.967.500");
    expect(
      within(slip).getByRole("region", { name: "Employer contributions" }).textContent,
    ).toContain("Information only");
    // No sidebar: the page stands alone (SPEC §2 layout rules).
    expect(screen.queryByRole("navigation")).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says the payslip does not exist on a 404", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ message: "Payslip not found" }, { status: 404 }),
    );
    renderAt(`${BASE}/payslip-preview/999`, `${BASE}/payslip-preview/:id`, (route) => (
      <PayslipPreviewPage route={route} />
    ));
    expect((await screen.findByRole("alert")).textContent).toBe("This payslip does not exist.");
  });
});
