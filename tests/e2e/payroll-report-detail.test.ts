import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRupiah } from "../../domain/format.ts";
import { monthlyPph21 } from "../../domain/tax/index.ts";
import { activeWorkers, ownerTaxConfiguration } from "../integration/payroll-group-helpers.ts";
import { pdfText } from "../integration/payslip-helpers.ts";
import { bearer, DEMO, login, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

/**
 * Issue 17 "Done when", in the browser as far as is practical: a group of three permanent
 * employees is paid January to November 2026 through the API (created, computed by the
 * payroll-run job, finalised), then December's report is opened in the console: it computes
 * (progress) to a draft, a worker's PPh 21 line shows the December reconciliation, and that
 * figure is the annual tax minus what January–November withheld (domain/tax monthlyPph21 over
 * the stored figures); the payslip PDF downloads from the page and shows the worker's figures;
 * a December bonus goes in through the adjustments editor; the report is finalised through
 * its dialog; then the page once more in Indonesian.
 */

let stack: TestStack;
let browser: Browser;
let page: Page;
let token: string;
let maju: number;
let groupId: number;
let workers: { id: number; fullName: string }[];

const MEMBERS = [
  { basicSalary: 8_000_000, ptkp: "TK/0" },
  { basicSalary: 15_000_000, ptkp: "K/1" },
  { basicSalary: 27_500_000, ptkp: "K/2" },
] as const;

type Json = Record<string, unknown>;

async function api(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) {
  const response = await stack.app.inject({
    method,
    url: `/api/hcm/v1${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  return { status: response.statusCode, body: response.body ? (response.json() as Json) : {} };
}

type Report = {
  id: number;
  status: string;
  totals: { gross: number; net: number; pph21: number; employerContributions: number };
};

async function waitComputed(id: number): Promise<Report> {
  const started = Date.now();
  for (;;) {
    const { status, body } = await api("GET", `/payroll-reports/${id}`);
    if (status !== 200) throw new Error(`GET report ${id}: ${status} ${JSON.stringify(body)}`);
    const report = body["data"] as Report;
    if (report.status !== "computing") return report;
    if (Date.now() - started > 60_000) throw new Error(`report ${id} still computing after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function createReport(period: string): Promise<number> {
  const { status, body } = await api("POST", "/payroll-reports", {
    name: `Gaji E2E ${period}`,
    type: "general",
    payrollGroupId: groupId,
    period,
  });
  if (status !== 202) throw new Error(`create ${period}: ${status} ${JSON.stringify(body)}`);
  return (body["data"] as { id: number }).id;
}

type Detail = {
  agentId: number;
  agentName: string;
  taxMonth: number;
  taxableGross: number;
  employeePension: number;
  pph21: number;
  net: number;
  errorCode?: string | null;
  lines: { code: string; type: string; amount: number; rule: string }[];
};

async function details(reportId: number): Promise<Detail[]> {
  const { status, body } = await api("GET", `/payroll-reports/${reportId}/details?limit=50`);
  if (status !== 200) throw new Error(`details ${reportId}: ${status}`);
  return (body["data"] as { items: Detail[] }).items;
}

const monthReports = new Map<number, number>();

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
  maju = await clientId(stack, "PT Maju Jaya");
  ({ token } = await login(stack.app, DEMO.majuAdmin));
  // Three workers employed well before the tax year (no part-year annualisation), without
  // employee tax records (nothing from before Tenaga), paid in cash.
  workers = (await activeWorkers(stack, maju, 3)).map((w) => ({ id: w.id, fullName: w.fullName }));
  const ids = workers.map((w) => w.id);
  await stack.owner.query("UPDATE agents SET join_date = '2020-01-06' WHERE id = ANY($1)", [ids]);
  const taxConfigurationId = await ownerTaxConfiguration(stack, maju);
  const created = await api("POST", "/payroll-groups", {
    name: "Gaji Tahunan E2E",
    salaryType: "per_cycle",
    shiftConfig: "without_shift",
    cycle: "monthly",
    payDay: 25,
    socialInsurance: { programs: "jkk_jkm_jht", paidBy: "client", jkkRiskRatePercent: 0.24 },
    bpjsKesehatan: true,
    pensionJp: true,
    taxMethod: "gross",
    taxConfigurationId,
  });
  if (created.status !== 201)
    throw new Error(`group: ${created.status} ${JSON.stringify(created.body)}`);
  groupId = (created.body["data"] as { id: number }).id;
  const members = await api("PUT", `/payroll-groups/${groupId}/members`, {
    effectiveFrom: "2026-01-01",
    members: workers.map((worker, i) => ({
      agentId: worker.id,
      ...MEMBERS[i],
      recipient: "permanent_employee",
      paymentMethod: "cash",
    })),
  });
  if (members.status !== 200)
    throw new Error(`members: ${members.status} ${JSON.stringify(members.body)}`);

  // January to November through the API: computed by the job, then finalised.
  for (let month = 1; month <= 11; month++) {
    const period = `2026-${String(month).padStart(2, "0")}`;
    const id = await createReport(period);
    const report = await waitComputed(id);
    expect(report.status).toBe("draft");
    const finalized = await api("POST", `/payroll-reports/${id}/finalize`);
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    monthReports.set(month, id);
  }
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Texts the report's status badge showed, recorded in the page (a render may be brief). */
async function recordStatuses(): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusesSeen: string[] }).statusesSeen = seen;
    const note = () => {
      const text = document.querySelector('[data-testid="report-status"]')?.textContent ?? "";
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

const statusesSeen = () =>
  page.evaluate(() => (window as unknown as { statusesSeen: string[] }).statusesSeen);

describe("Payroll report detail (issue 17 done-when)", { timeout: 300_000 }, () => {
  it("December's report computes with progress, shows the reconciled PPh 21 (annual tax − Jan–Nov withheld), downloads the payslip PDF and is finalised in the browser", async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 1000 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    await signIn(page, stack, DEMO.majuAdmin);
    const decemberId = await createReport("2026-12");
    await page.goto(`${stack.baseUrl}/payroll-reports/${decemberId}`);
    const header = page.getByRole("region", { name: "Gaji E2E 2026-12" });
    await header.waitFor();
    expect(await header.textContent()).toContain("December 2026");
    expect(await header.textContent()).toContain("01-12-2026 – 31-12-2026");
    expect(await header.textContent()).toContain("Gaji Tahunan E2E");
    const status = page.getByTestId("report-status");
    await status.getByText("Draft", { exact: true }).waitFor({ timeout: 60_000 });

    // A recompute shows the run's progress, then the draft again (the page polls and listens).
    await recordStatuses();
    await page.getByRole("button", { name: "Recompute" }).click();
    await page.getByText("The report is being computed again").first().waitFor();
    await status.getByText("Draft", { exact: true }).waitFor({ timeout: 60_000 });
    const seen = await statusesSeen();
    expect(seen).toContain("Computing");
    expect(seen.at(-1)).toBe("Draft");

    // A December bonus for the first worker through the adjustments editor; saving recomputes.
    await page.getByRole("button", { name: "Edit adjustments" }).click();
    await page.waitForURL(/\/payroll-reports\/\d+\/edit$/);
    await page.getByRole("button", { name: "Add line" }).click();
    const line = page.getByTestId("adjustment-0");
    await line.getByRole("combobox", { name: /^Worker/ }).fill(workers[0]!.fullName.slice(0, 5));
    await page.getByRole("option", { name: new RegExp(`^${workers[0]!.fullName}`) }).click();
    await line.getByRole("textbox", { name: /^Label/ }).fill("Bonus Desember");
    await line.getByRole("textbox", { name: /^Amount/ }).fill("2.000.000");
    await page.getByRole("button", { name: "Save and recompute" }).click();
    await page.waitForURL(new RegExp(`/payroll-reports/${decemberId}$`));
    await page.getByText("Adjustments saved; the report is being computed again").first().waitFor();
    await status.getByText("Draft", { exact: true }).waitFor({ timeout: 60_000 });
    const adjustments = await api("GET", `/payroll-reports/${decemberId}/adjustments`);
    expect(adjustments.body["data"]).toMatchObject([
      { agentId: workers[0]!.id, type: "increment", label: "Bonus Desember", amount: 2_000_000 },
    ]);

    // The expectation from the stored figures: January–November finalised, December's draft.
    const december = await details(decemberId);
    expect(december).toHaveLength(3);
    const byMonth = new Map<number, Detail[]>();
    for (const [month, id] of monthReports) byMonth.set(month, await details(id));
    for (const [i, worker] of workers.entries()) {
      const periods = [...byMonth.entries()].map(([month, rows]) => {
        const row = rows.find((r) => r.agentId === worker.id)!;
        expect(row.taxMonth).toBe(month);
        return {
          month,
          gross: row.taxableGross,
          employeePension: row.employeePension,
          withheld: row.pph21,
        };
      });
      const line = december.find((r) => r.agentId === worker.id)!;
      expect(line.errorCode ?? null).toBeNull();
      if (i === 0) expect(line.lines.find((l) => l.code === "adjustment")?.amount).toBe(2_000_000);
      periods.push({
        month: 12,
        gross: line.taxableGross,
        employeePension: line.employeePension,
        withheld: 0,
      });
      const expected = monthlyPph21({
        year: 2026,
        recipient: "permanent_employee",
        ptkp: MEMBERS[i]!.ptkp,
        periods,
        lastPeriod: 12,
        method: "gross",
        monthlyRounding: "floor",
        jobExpenseCap: "aggregate",
      });
      const withheldJanNov = periods.slice(0, 11).reduce((sum, p) => sum + p.withheld, 0);
      expect(expected.annual).not.toBeNull();
      expect(expected.annual!.withheldBefore).toBe(withheldJanNov);
      expect(line.pph21).toBe(expected.annual!.annualTax - withheldJanNov);

      // The page shows the same figure in the workers' table.
      const row = page.getByRole("table", { name: "Workers" }).locator("tr", {
        hasText: line.agentName,
      });
      await row.waitFor();
      expect(await row.textContent()).toContain(formatRupiah(line.pph21));
    }

    // The best-paid worker's line, explained: the tax group holds PPh 21 with the
    // December reconciliation rule.
    const top = december.find((r) => r.agentId === workers[2]!.id)!;
    await page.getByRole("button", { name: `View the lines of ${top.agentName}` }).click();
    const panel = page.getByRole("dialog");
    const tax = panel.getByRole("region", { name: "Tax" });
    await tax.waitFor();
    const taxText = (await tax.textContent()) ?? "";
    expect(taxText).toContain(formatRupiah(top.pph21));
    expect(taxText).toMatch(/reconcil|annual|Ps\. ?15|Pasal 17/i);
    const pph21Line = top.lines.find((l) => l.type === "tax")!;
    expect(taxText).toContain(pph21Line.rule);
    expect(await panel.getByRole("region", { name: "Earnings" }).textContent()).toContain(
      "Basic salary",
    );
    await page.screenshot({ path: ".tmp/e2e-payroll-report-lines.png" });

    // The payslip PDF of that worker, downloaded through the page.
    const download = page.waitForEvent("download");
    await panel.getByRole("button", { name: `Download the payslip of ${top.agentName}` }).click();
    const pdf = await readFile((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // It matches the report line: the worker, the PPh 21 and the take-home pay.
    const slip = pdfText(pdf);
    expect(slip).toContain(top.agentName);
    expect(slip).toContain(formatRupiah(top.pph21));
    expect(slip).toContain(formatRupiah(top.net));
    await panel.getByRole("button", { name: "Close", exact: true }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Finalised through the dialog stating the totals; then the actions lock.
    const report = await waitComputed(decemberId);
    await page.getByRole("button", { name: "Finalise", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    const said = (await dialog.textContent()) ?? "";
    expect(said).toContain("3 workers");
    expect(said).toContain(formatRupiah(report.totals.gross));
    expect(said).toContain(formatRupiah(report.totals.pph21));
    expect(said).toContain(formatRupiah(report.totals.net));
    await dialog.getByRole("button", { name: "Finalise", exact: true }).click();
    await status.getByText("Finalised", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Recompute" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Finalise", exact: true }).count()).toBe(0);
    const stored = await api("GET", `/payroll-reports/${decemberId}`);
    expect((stored.body["data"] as Report).status).toBe("finalized");
    await page.screenshot({ path: ".tmp/e2e-payroll-report-finalized.png", fullPage: true });
    // Every payslip as one archive, and the lines as a spreadsheet (both zip containers).
    for (const button of ["Download all payslips", "Export XLSX"]) {
      const file = page.waitForEvent("download");
      await page.getByRole("button", { name: button }).click();
      const bytes = await readFile((await (await file).path())!);
      expect(bytes.subarray(0, 2).toString("latin1"), button).toBe("PK");
    }

    // Indonesian: the same page in the user's language.
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = 'admin@maju.test'");
    try {
      await page.context().clearCookies();
      await signIn(page, stack, DEMO.majuAdmin);
      await page.goto(`${stack.baseUrl}/payroll-reports/${decemberId}`);
      const idHeader = page.getByRole("region", { name: "Gaji E2E 2026-12" });
      await idHeader.waitFor();
      expect(await idHeader.textContent()).toContain("Desember 2026");
      await page.getByTestId("report-status").getByText("Final", { exact: true }).waitFor();
      const totals = page.getByRole("region", { name: "Total" });
      expect(await totals.textContent()).toContain("Gaji kotor");
      expect(await totals.textContent()).toContain(formatRupiah(report.totals.net));
      await page.getByRole("button", { name: "Unduh semua slip gaji" }).waitFor();
      await page.getByRole("button", { name: `Lihat rincian ${top.agentName}` }).click();
      const idPanel = page.getByRole("dialog");
      await idPanel.getByRole("region", { name: "Pajak" }).waitFor();
      expect(await idPanel.getByRole("region", { name: "Pendapatan" }).textContent()).toContain(
        "Gaji pokok",
      );
      await page.screenshot({ path: ".tmp/e2e-payroll-report-id.png" });
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = 'admin@maju.test'");
    }
    await context.close();
  });
});
