import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import readXlsxFile from "read-excel-file/node";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { monthOptions } from "../../domain/calendar.ts";
import { DEMO, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { DirectPayrollPages } from "./pages/DirectPayrollPages.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

type Cell = { value: string | number | null; type?: typeof String | typeof Number };

/** A sheet over the template's header: employee number (text), then amounts by column. */
async function directFile(
  header: readonly string[],
  rows: readonly Record<string, string | number | null>[],
): Promise<Buffer> {
  const data: Cell[][] = [
    header.map((column) => ({ value: column, type: String })),
    ...rows.map((row) =>
      header.map((column): Cell => {
        const value = row[column] ?? null;
        if (value === null) return { value: null };
        return typeof value === "number" ? { value, type: Number } : { value, type: String };
      }),
    ),
  ];
  return Buffer.from(await writeXlsxFile(data as never).toBuffer());
}

describe("Direct payroll (issue 17)", { timeout: 180_000 }, () => {
  it("admin@maju.test uploads a bad file (its problems shown, nothing saved), then a good one, sees the report and finalizes it", async () => {
    page = await (
      await browser.newContext({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true })
    ).newPage();
    await signIn(page, stack, DEMO.majuAdmin);
    const maju = await clientId(stack, "PT Maju Jaya");
    const direct = new DirectPayrollPages(page);
    await direct.openCreate(stack.baseUrl);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The template lists the active workers; the files are built over its header row.
    const template = await direct.downloadTemplate("XLSX");
    const sheet = (await readXlsxFile(await readFile((await template.path())!)))[0]!.data;
    const header = (sheet[0] as unknown[]).map(String);
    expect(header).toEqual([
      "Employee Number",
      "Name",
      "Basic Salary",
      "Allowances",
      "Overtime",
      "Other Earnings",
      "Deductions",
      "PPh 21",
      "Note",
    ]);
    expect(sheet.length).toBeGreaterThan(3);
    const workers = await stack.owner.query<{ id: number; nik: string; full_name: string }>(
      `SELECT id, nik, full_name FROM agents WHERE client_id = $1 AND worker_status = 'active'
        ORDER BY id LIMIT 3`,
      [maju],
    );
    const [a, b, c] = workers.rows;

    const year = Temporal.Now.plainDateISO("Asia/Jakarta").year;
    const name = `Direct E2E ${Date.now()}`;
    await direct.fillName(name);
    await direct.pickMonth(`${monthOptions("en")[2]!.label} ${year}`);

    // Bad rows (sheet rows 3, 4 and 5): an unknown employee, a negative amount, a negative net.
    const bad = await directFile(header, [
      { "Employee Number": a!.nik, "Basic Salary": 5_000_000 },
      { "Employee Number": "9999999999999999", "Basic Salary": 5_000_000 },
      { "Employee Number": b!.nik, "Basic Salary": 5_000_000, Allowances: -1 },
      { "Employee Number": c!.nik, "Basic Salary": 1_000_000, Deductions: 2_000_000 },
    ]);
    await direct.upload("direct-bad.xlsx", bad);
    await page.getByText("3 problems found: nothing was saved").waitFor();
    const problems = (await direct.errorsTable().locator("tbody tr").allInnerTexts()).join("\n");
    expect(problems).toMatch(/3\s+Employee Number \(employeeNumber\)\s+is not the employee number/);
    expect(problems).toMatch(/4\s+Allowances \(allowances\)\s+must not be negative/);
    expect(problems).toMatch(/5\s+Deductions \(deductions\)\s+are more than the earnings/);
    const none = await stack.owner.query(
      "SELECT count(*)::int AS n FROM payroll_reports WHERE client_id = $1 AND name = $2",
      [maju, name],
    );
    expect(none.rows[0]).toEqual({ n: 0 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The good file: a draft direct report, opened at once.
    const good = await directFile(header, [
      { "Employee Number": a!.nik, "Basic Salary": 5_000_000, Overtime: 250_000, "PPh 21": 50_000 },
      { "Employee Number": b!.nik, "Basic Salary": 4_000_000, Allowances: 500_000 },
      {
        "Employee Number": c!.nik,
        "Basic Salary": 3_000_000,
        Deductions: 100_000,
        Note: "potongan seragam",
      },
    ]);
    await direct.upload("direct.xlsx", good);
    await page.waitForURL(/\/payroll-reports\/direct\/\d+$/);
    const reportId = Number(new URL(page.url()).pathname.split("/").at(-1));
    const summary = direct.summary();
    await summary.getByText(name).waitFor();
    const text = await summary.textContent();
    expect(text).toContain("Draft");
    expect(text).toContain(`03-${year}`);
    expect(text).toContain("Rp 12.750.000");
    expect(text).toContain("Rp 12.600.000");
    await direct.workers().getByText(a!.full_name).waitFor();
    expect(await direct.workers().locator("tbody tr").count()).toBe(3);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // One worker's lines.
    await direct.workers().getByRole("link", { name: c!.full_name }).click();
    await page.waitForURL(new RegExp(`/payroll-reports/direct/${reportId}/agent/${c!.id}$`));
    const lines = page.getByRole("table", { name: "Pay lines" });
    await lines.getByText("Basic salary").waitFor();
    expect(await lines.textContent()).toContain("Rp 2.900.000");
    await page.getByText("potongan seragam").waitFor();
    await page.getByRole("link", { name: "Back to the report" }).click();
    await page.waitForURL(new RegExp(`/payroll-reports/direct/${reportId}$`));

    // Finalised after confirmation: frozen, no more actions.
    await direct.summary().waitFor();
    await direct.confirm("Finalize");
    await direct.summary().getByText("Finalized", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Delete", exact: true }).waitFor({ state: "detached" });
    const stored = await stack.owner.query(
      `SELECT type, status, period, total_gross::int AS gross, total_net::int AS net, line_count,
              finalized_at IS NOT NULL AS finalized
         FROM payroll_reports WHERE id = $1`,
      [reportId],
    );
    expect(stored.rows[0]).toEqual({
      type: "direct",
      status: "finalized",
      period: `${year}-03`,
      gross: 12_750_000,
      net: 12_600_000,
      line_count: 3,
      finalized: true,
    });
    await page.screenshot({ path: ".tmp/e2e-payroll-direct.png", fullPage: true });
  });
});
