import "../../../ui/select/__tests__/jsdomShims.ts";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import type { ReactElement } from "react";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { DirectPayrollAgentPage } from "../components/DirectPayrollAgentPage.tsx";
import { DirectPayrollDetailPage } from "../components/DirectPayrollDetailPage.tsx";

afterEach(cleanup);

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
  id: 77,
  name: "Direct Januari",
  type: "direct",
  status: "draft",
  period: "2026-01",
  periodStart: "2026-01-01",
  periodEnd: "2026-01-31",
  totals: {
    __typename: "PayrollReportTotals",
    gross: 12_001_000,
    net: 11_851_000,
    pph21: 50_000,
    employerContributions: 0,
    deductions: 150_000,
  },
  lineCount: 2,
  errorCount: 0,
  createdAt: "2026-11-25T03:00:00Z",
  createdByName: "Admin Maju",
  finalizedAt: null,
  finalizedByName: null,
  version: 1,
};

const LINE = {
  __typename: "PayrollReportDetail",
  id: 501,
  agentId: 99,
  agentName: "Budi Santoso",
  employeeNumber: "3171012345678901",
  branchName: "Jakarta",
  taxMonth: 1,
  basicSalary: 5_000_000,
  gross: 6_000_000,
  taxableGross: 6_000_000,
  pph21: 50_000,
  employeeDeductions: 150_000,
  net: 5_850_000,
  lines: [
    { code: "basic_salary", label: "Basic salary", amount: 5_000_000, type: "earning" },
    { code: "allowances", label: "Allowances", amount: 750_000, type: "earning" },
    { code: "overtime", label: "Overtime", amount: 250_000, type: "earning" },
    { code: "deductions", label: "Deductions", amount: 100_000, type: "deduction" },
    { code: "pph21", label: "PPh 21", amount: 50_000, type: "tax" },
  ].map((line) => ({ __typename: "PayrollReportLine", ...line })),
  inputs: JSON.stringify({ source: "direct_upload", row: 2, note: "bonus Januari" }),
  paymentMethod: "bank_transfer",
  bankName: "BCA",
  accountNumber: "1234567890",
  accountName: "Budi Santoso",
  eWallet: null,
  walletPhoneNumber: null,
};

function client(
  queries: Operation[],
  mutations: Operation[],
  options: { report?: object; failFinalize?: boolean },
): Client {
  const report = { ...REPORT, ...options.report };
  return {
    executeQuery: (operation: Operation) => {
      queries.push(operation);
      const name = nameOf(operation);
      const page = {
        __typename: "PayrollReportDetailPage",
        totalItems: 1,
        limit: 10,
        page: 1,
        items: [LINE],
      };
      const data =
        name === "DirectPayrollReport"
          ? { payrollReport: report }
          : name === "DirectPayrollLines"
            ? { payrollReportDetails: page }
            : name === "DirectPayrollAgentLine"
              ? { payrollReport: report, payrollReportDetails: page }
              : null;
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
    executeMutation: (operation: Operation) => {
      mutations.push(operation);
      const name = nameOf(operation);
      if (name === "FinalizeDirectPayroll" && options.failFinalize)
        return fromValue({
          operation,
          error: new CombinedError({
            graphQLErrors: [
              new GraphQLError("The payroll report has no lines", {
                extensions: { code: "CONFLICT", businessCode: "NO_PAYROLL_REPORT_DETAIL" },
              }),
            ],
          }),
          stale: false,
          hasNext: false,
        });
      const data =
        name === "FinalizeDirectPayroll"
          ? {
              finalizePayrollReport: {
                __typename: "PayrollReport",
                id: 77,
                status: "finalized",
                finalizedAt: "2026-11-26T01:00:00Z",
                finalizedByName: "Admin Maju",
                version: 2,
              },
            }
          : { deletePayrollReport: true };
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
  } as unknown as Client;
}

function renderAt(
  path: string,
  pattern: string,
  page: (route: (typeof ROUTES)[number]) => ReactElement,
  options: { report?: object; failFinalize?: boolean; language?: Language } = {},
) {
  const route = ROUTES.find((candidate) => candidate.pattern === pattern)!;
  const queries: Operation[] = [];
  const mutations: Operation[] = [];
  const location = memoryLocation({ path, record: true });
  render(
    <Provider value={client(queries, mutations, options)}>
      <I18nProvider language={options.language ?? "en"}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <main>
              <Route path={pattern}>{page(route)}</Route>
            </main>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { queries, mutations, location };
}

const detail = (options: Parameters<typeof renderAt>[3] = {}) =>
  renderAt(
    "/payroll-reports/direct/77",
    "/payroll-reports/direct/:id",
    (route) => <DirectPayrollDetailPage route={route} />,
    options,
  );

describe("Direct payroll report page", { timeout: 30_000 }, () => {
  it("shows the header with totals and status, and the workers' pay (Rp 1.234.567); search goes to the query", async () => {
    const user = userEvent.setup();
    const { queries } = detail();
    const summary = await screen.findByRole("region", { name: "Report summary" });
    expect(summary.textContent).toContain("Direct Januari");
    expect(summary.textContent).toContain("Draft");
    expect(summary.textContent).toContain("01-2026");
    expect(summary.textContent).toContain("01-01-2026 – 31-01-2026");
    expect(summary.textContent).toContain("Rp 12.001.000");
    expect(summary.textContent).toContain("Rp 11.851.000");
    const table = await screen.findByRole("table", { name: "Workers' pay" });
    const row = (await within(table).findByText("Budi Santoso")).closest("tr")!;
    expect(row.textContent).toContain("3171012345678901");
    expect(row.textContent).toContain("Rp 6.000.000");
    expect(row.textContent).toContain("Rp 5.850.000");
    expect(within(row).getByRole("link", { name: "Budi Santoso" }).getAttribute("href")).toBe(
      "/payroll-reports/direct/77/agent/99",
    );
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => [v.id, v.nodes.map((n) => n.html)])).toEqual([]);
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "budi");
    await waitFor(() =>
      expect(
        queries.some((q) => nameOf(q) === "DirectPayrollLines" && q.variables["q"] === "budi"),
      ).toBe(true),
    );
  });

  it("finalizes after confirmation through finalizePayrollReport", async () => {
    const user = userEvent.setup();
    const { mutations, queries } = detail();
    await user.click(await screen.findByRole("button", { name: "Finalize" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Finalize Direct Januari?");
    await user.click(within(dialog).getByRole("button", { name: "Finalize" }));
    await waitFor(() => expect(mutations).toHaveLength(1));
    expect(nameOf(mutations[0]!)).toBe("FinalizeDirectPayroll");
    expect(mutations[0]!.variables).toEqual({ id: 77 });
    // The report is read again from the network (its status and finalised time).
    await waitFor(() =>
      expect(queries.filter((q) => nameOf(q) === "DirectPayrollReport").length).toBeGreaterThan(1),
    );
  });

  it("a refused finalize says why; cancel changes nothing", async () => {
    const user = userEvent.setup();
    const { mutations } = detail({ failFinalize: true });
    await user.click(await screen.findByRole("button", { name: "Finalize" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }),
    );
    expect(mutations).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Finalize" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Finalize" }),
    );
    expect((await screen.findAllByText("The payroll report has no lines")).length).toBeGreaterThan(
      0,
    );
  });

  it("deletes after confirmation and goes back to the reports", async () => {
    const user = userEvent.setup();
    const { mutations, location } = detail();
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(mutations).toHaveLength(1));
    expect(nameOf(mutations[0]!)).toBe("DeleteDirectPayroll");
    await waitFor(() => expect(location.history.at(-1)).toBe("/payroll-reports"));
  });

  it("a finalized report offers neither; Indonesian labels", async () => {
    detail({
      report: { status: "finalized", finalizedAt: "2026-11-26T01:00:00Z", finalizedByName: "A" },
      language: "id",
    });
    const summary = await screen.findByRole("region", { name: "Ringkasan laporan" });
    expect(summary.textContent).toContain("Final");
    expect(summary.textContent).toContain("Gaji bersih");
    expect(screen.queryByRole("button", { name: "Finalkan" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Hapus" })).toBeNull();
  });

  it("a general report is not shown here", async () => {
    detail({ report: { type: "general" } });
    expect(
      await screen.findByText("This payroll report is not a direct payroll report."),
    ).toBeTruthy();
  });
});

describe("Direct payroll worker page", { timeout: 30_000 }, () => {
  it("shows the worker's lines, the note and the account, asking for this worker only", async () => {
    const { queries } = renderAt(
      "/payroll-reports/direct/77/agent/99",
      "/payroll-reports/direct/:id/agent/:agentId",
      (route) => <DirectPayrollAgentPage route={route} />,
      { language: "id" },
    );
    const lines = await screen.findByRole("table", { name: "Rincian gaji" });
    const rows = within(lines)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["Gaji pokok", "Pendapatan", "Rp 5.000.000"],
      ["Tunjangan", "Pendapatan", "Rp 750.000"],
      ["Lembur", "Pendapatan", "Rp 250.000"],
      ["Potongan", "Potongan", "− Rp 100.000"],
      ["PPh 21", "Pajak", "− Rp 50.000"],
      ["Gaji bersih", "Rp 5.850.000"],
    ]);
    const worker = screen.getByRole("region", { name: "Gaji karyawan" });
    expect(worker.textContent).toContain("bonus Januari");
    expect(worker.textContent).toContain("Transfer bank · BCA · 1234567890 · Budi Santoso");
    expect(queries.find((q) => nameOf(q) === "DirectPayrollAgentLine")!.variables).toMatchObject({
      reportId: 77,
      agentId: 99,
    });
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
