import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { PayrollReportDetailPage } from "../components/PayrollReportDetailPage.tsx";
import { nameOf, REPORT, renderAt, type Script } from "./fixtures.tsx";

afterEach(cleanup);

const PATTERN = "/payroll-reports/:id";
const renderReport = (script: Script = {}, language: "en" | "id" = "en") =>
  renderAt(
    "/payroll-reports/5",
    PATTERN,
    (route) => <PayrollReportDetailPage route={route} />,
    script,
    language,
  );

describe("Payroll report detail page", { timeout: 30_000 }, () => {
  it("shows the header (dd-MM-yyyy range), the totals in rupiah and the workers with their errors", async () => {
    renderReport();
    const header = await screen.findByRole("region", { name: "Gaji Desember 2026" });
    expect(header.textContent).toContain("Gaji Bulanan Jakarta");
    expect(header.textContent).toContain("December 2026");
    expect(header.textContent).toContain("01-12-2026 – 31-12-2026");
    expect(within(header).getByTestId("report-status").textContent).toBe("Draft");
    const totals = screen.getByRole("region", { name: "Totals" });
    expect(within(totals).getByTestId("total-gross").textContent).toContain("Rp 12.500.000");
    expect(within(totals).getByTestId("total-net").textContent).toContain("Rp 11.234.567");
    expect(within(totals).getByTestId("total-pph21").textContent).toContain("Rp 345.678");
    expect(within(totals).getByTestId("total-employer").textContent).toContain("Rp 1.020.000");
    expect(within(totals).getByTestId("total-deductions").textContent).toContain("Rp 1.265.433");
    const table = await screen.findByRole("table", { name: "Workers" });
    const budi = (await within(table).findByText("Budi Santoso")).closest("tr")!;
    expect(budi.textContent).toContain("EMP-001");
    expect(budi.textContent).toContain("Rp 5.500.000");
    // BPJS worker = Kesehatan 50.000 + JHT 100.000 + JP 50.000.
    expect(budi.textContent).toContain("Rp 200.000");
    expect(budi.textContent).toContain("Rp 4.954.322");
    const siti = within(table).getByText("Siti Aminah").closest("tr")!;
    expect(siti.textContent).toContain("NO_TAX_RECORD");
    expect(siti.textContent).toContain("The worker has no PTKP status");
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("opens a worker's lines grouped by kind, each with its rule and inputs", async () => {
    const user = userEvent.setup();
    renderReport();
    await user.click(await screen.findByRole("button", { name: "View the lines of Budi Santoso" }));
    const dialog = await screen.findByRole("dialog");
    const earnings = within(dialog).getByRole("region", { name: "Earnings" });
    expect(earnings.textContent).toContain("Basic salary");
    expect(earnings.textContent).toContain("Monthly salary, full period");
    expect(earnings.textContent).toContain("Monthly salary");
    expect(earnings.textContent).toContain("Rp 5.000.000");
    expect(earnings.textContent).toContain("Tunjangan Transport");
    const deductions = within(dialog).getByRole("region", { name: "Deductions" });
    expect(deductions.textContent).toContain("JHT (worker)");
    expect(deductions.textContent).toContain("2% of the wage");
    const employer = within(dialog).getByRole("region", { name: "Employer contributions" });
    expect(employer.textContent).toContain("JKK");
    const tax = within(dialog).getByRole("region", { name: "Tax" });
    expect(tax.textContent).toContain("pph21_december_reconciliation");
    expect(tax.textContent).toContain("Annual tax");
    expect(tax.textContent).toContain("Rp 4.000.000");
    expect(tax.textContent).toContain("Rp 3.654.322");
    const facts = within(dialog).getByRole("region", { name: "Facts the run used" });
    expect(facts.textContent).toContain("K/1");
  });

  it("sends the errors-only filter, search and sort to the query", async () => {
    const user = userEvent.setup();
    const { queries } = renderReport();
    await user.click(await screen.findByRole("checkbox", { name: "Errors only" }));
    await waitFor(() =>
      expect(
        queries.some(
          (q) => nameOf(q) === "ReportDetailWorkers" && q.variables["errorsOnly"] === true,
        ),
      ).toBe(true),
    );
    const table = await screen.findByRole("table", { name: "Workers" });
    await waitFor(() => expect(within(table).queryByText("Budi Santoso")).toBeNull());
    await user.click(within(table).getByRole("button", { name: "Take-home pay" }));
    await waitFor(() =>
      expect(
        queries.some((q) => nameOf(q) === "ReportDetailWorkers" && q.variables["sort"] === "net"),
      ).toBe(true),
    );
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "siti");
    await waitFor(() =>
      expect(
        queries.some((q) => nameOf(q) === "ReportDetailWorkers" && q.variables["q"] === "siti"),
      ).toBe(true),
    );
  });

  it("finalises after a dialog stating the totals; then the actions lock", async () => {
    const user = userEvent.setup();
    const { mutations } = renderReport({
      after: { status: "finalized", finalizedAt: "2026-11-26T04:00:00Z", finalizedByName: "Ani" },
    });
    await user.click(await screen.findByRole("button", { name: "Finalise" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("2 workers");
    expect(dialog.textContent).toContain("Rp 12.500.000");
    expect(dialog.textContent).toContain("Rp 345.678");
    expect(dialog.textContent).toContain("Rp 11.234.567");
    expect(dialog.textContent).toContain("Rp 1.020.000");
    await user.click(within(dialog).getByRole("button", { name: "Finalise" }));
    await waitFor(() => expect(mutations.map(nameOf)).toEqual(["ReportDetailFinalize"]));
    expect(mutations[0]!.variables).toEqual({ id: 5 });
    await waitFor(() => expect(screen.getByTestId("report-status").textContent).toBe("Finalised"));
    expect(screen.queryByRole("button", { name: "Finalise" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Recompute" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit adjustments" })).toBeNull();
    expect(screen.getByRole("button", { name: "Download all payslips" })).toBeTruthy();
    expect(screen.getByText(/Finalised by Ani/)).toBeTruthy();
  });

  it("says a refused finalise in the user's language (PAYROLL_REPORT_HAS_ERRORS, Indonesian)", async () => {
    const user = userEvent.setup();
    renderReport(
      { refuse: { code: "PAYROLL_REPORT_HAS_ERRORS", message: "Report has errors" } },
      "id",
    );
    const header = await screen.findByRole("region", { name: "Gaji Desember 2026" });
    expect(header.textContent).toContain("Desember 2026");
    expect(within(header).getByTestId("report-status").textContent).toBe("Draf");
    expect(screen.getByTestId("total-gross").textContent).toContain("Gaji kotor");
    await user.click(screen.getByRole("button", { name: "Finalkan" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Finalkan" }));
    expect(
      (await screen.findAllByText(/Beberapa karyawan tidak dapat dihitung/)).length,
    ).toBeGreaterThan(0);
  });

  it("shows NO_PAYROLL_REPORT_DETAIL in English", async () => {
    const user = userEvent.setup();
    renderReport({ refuse: { code: "NO_PAYROLL_REPORT_DETAIL", message: "No lines" } });
    await user.click(await screen.findByRole("button", { name: "Finalise" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Finalise" }));
    expect(
      (await screen.findAllByText("This report has no lines: there is nothing to finalise."))
        .length,
    ).toBeGreaterThan(0);
  });

  it("shows the progress while computing and asks again every 2 s", async () => {
    const { queries } = renderReport({
      report: { ...REPORT, status: "computing", progress: { done: 3, total: 10 }, lineCount: 0 },
      workers: [],
    });
    const progress = await screen.findByTestId("report-progress");
    expect(progress.textContent).toContain("3 of 10 workers computed");
    expect(progress.textContent).toContain("30%");
    expect(screen.queryByRole("button", { name: "Finalise" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Download all payslips" })).toBeNull();
    expect(await screen.findByText("The workers appear here once they are computed.")).toBeTruthy();
    const before = queries.filter((q) => nameOf(q) === "ReportDetailReport").length;
    await waitFor(
      () =>
        expect(queries.filter((q) => nameOf(q) === "ReportDetailReport").length).toBeGreaterThan(
          before,
        ),
      { timeout: 4_000 },
    );
  });

  it("deletes a draft after confirmation and goes back to the list", async () => {
    const user = userEvent.setup();
    const { mutations, location } = renderReport();
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Delete payroll report Gaji Desember 2026?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(mutations.map(nameOf)).toEqual(["ReportDetailDelete"]));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/payroll-reports"));
  });

  it("sends a direct report to its own page", async () => {
    const { location } = renderReport({ report: { ...REPORT, type: "direct" } });
    await waitFor(() => expect(location.history?.at(-1)).toBe("/payroll-reports/direct/5"));
  });

  it("says so when the report does not exist", async () => {
    renderReport({ report: null });
    expect(await screen.findByText("This payroll report does not exist.")).toBeTruthy();
  });
});
