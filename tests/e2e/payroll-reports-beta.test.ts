import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerLine, ownerReport, pdfText } from "../integration/payslip-helpers.ts";
import { DEMO, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

/**
 * Issue 17, payroll reports (BETA) and the payslip: admin@maju.test opens a report, a worker's
 * line (its figures and how they were computed), downloads the worker's payslip PDF (whose
 * text matches the line) and opens the payslip preview, which has no sidebar (SPEC §2).
 * The report and its lines are made as the owner, with known figures (the run is another
 * module's): net 7,967,500 of gross 8,500,000.
 */

let stack: TestStack;
let browser: Browser;
let page: Page;
let report: { id: number; name: string };
let line: { id: number; net: number };

const BASE = "/payroll/payroll-reports-beta";

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
  const maju = await clientId(stack, "PT Maju Jaya");
  report = await ownerReport(stack, maju, { name: "Gaji Januari E2E" });
  const agents = await stack.owner.query<{ id: number; full_name: string }>(
    `SELECT id, full_name FROM agents WHERE client_id = $1 AND worker_status = 'active'
      ORDER BY id LIMIT 2`,
    [maju],
  );
  const [budi, citra] = agents.rows;
  line = await ownerLine(stack, maju, report.id, budi!.id, { agentName: "Budi Santoso E2E" });
  await ownerLine(stack, maju, report.id, citra!.id, {
    agentName: "Citra Gagal E2E",
    employeeNumber: "EMP-002",
    errorCode: "MISSING_SALARY",
  });
  await stack.owner.query(
    `UPDATE payroll_reports SET line_count = 2, error_count = 1, total_gross = 8500000,
            total_net = 7967500, total_pph21 = 212500, total_deductions = 532500,
            total_employer = 819200 WHERE id = $1`,
    [report.id],
  );
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe("Payroll reports (BETA) and the payslip (issue 17)", { timeout: 180_000 }, () => {
  it("opens a report's employee page, checks its figures, downloads the PDF and opens the preview", async () => {
    page = await (
      await browser.newContext({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true })
    ).newPage();
    await signIn(page, stack, DEMO.majuAdmin);

    // The list, then the report.
    await page.goto(`${stack.baseUrl}${BASE}`);
    const reports = page.getByRole("table", { name: "Payroll reports" });
    await reports.getByRole("link", { name: "Gaji Januari E2E", exact: true }).click();
    await page.waitForURL(`**${BASE}/${report.id}`);
    const summary = page.getByRole("region", { name: "Summary" });
    await summary.getByText("Rp 7.967.500").waitFor();
    const lines = page.getByRole("table", { name: "Employees' payroll lines" });
    await lines.getByText("MISSING_SALARY").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The worker's line: every figure with its rule.
    await lines.getByRole("link", { name: "Budi Santoso E2E", exact: true }).click();
    await page.waitForURL(`**${BASE}/${report.id}/employee-payroll-report/${line.id}`);
    const earnings = page.getByRole("table", { name: "Earnings" });
    await earnings.getByText("Basic salary").waitFor();
    expect(await earnings.textContent()).toContain("Rp 8.000.000");
    expect(await earnings.textContent()).toContain("Tunjangan Transport");
    expect(await earnings.textContent()).toContain("per_cycle");
    const tax = page.getByRole("table", { name: "Income tax (PPh 21)" });
    expect(await tax.textContent()).toContain("Rp 212.500");
    expect(await page.getByRole("region", { name: "Summary" }).textContent()).toContain(
      "Rp 7.967.500",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: ".tmp/e2e-employee-payroll-report.png", fullPage: true });

    // The PDF: its text matches the line.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download payslip (PDF)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^payslip-2026-01-EMP-001-Budi-Santoso-E2E\.pdf$/);
    const pdf = await readFile((await file.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("Budi Santoso E2E");
    expect(text).toContain("January 2026");
    expect(text).toContain(`Rp ${line.net.toLocaleString("de-DE")}`);

    // The preview: no sidebar, the same figures, Print.
    await page.getByRole("button", { name: "Payslip preview" }).click();
    await page.waitForURL(`**${BASE}/payslip-preview/${line.id}`);
    const slip = page.getByRole("article");
    await slip.getByText("Rp 7.967.500").first().waitFor();
    expect(await slip.textContent()).toContain("PT Maju Jaya");
    expect(await slip.textContent()).toContain("DRAFT");
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    await page.getByRole("button", { name: "Print" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: ".tmp/e2e-payslip-preview.png", fullPage: true });
  });
});
