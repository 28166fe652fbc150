import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testNik } from "../support/nik.ts";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { BulkImportPage } from "./pages/BulkImportPage.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { seriousAxeViolations, startConsoleStack } from "./support.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;
let bulk: BulkImportPage;
let branchCode: string;
let majuId: number;

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
  const found = await stack.owner.query<{ client_id: number; code: string }>(
    `SELECT b.client_id, b.code FROM branches b JOIN clients c ON c.id = b.client_id
     WHERE c.name = 'PT Maju Jaya' AND b.status = 'active' ORDER BY b.id LIMIT 1`,
  );
  majuId = found.rows[0]!.client_id;
  branchCode = found.rows[0]!.code;
  page = await (
    await browser.newContext({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true })
  ).newPage();
  const login = new LoginPage(page);
  await login.open(stack.baseUrl);
  await login.logIn("admin@maju.test", "Tenaga-demo-1");
  await new ShellPage(page).waitUntilReady();
  bulk = new BulkImportPage(page);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A CSV of `count` new employees, built here (NIKs testNik(95,000,000 + i), phones 8950…). */
function employeesCsv(count: number, first = 0): string {
  const lines = ["fullName,nik,phoneNumber,joinDate,contractType,branchCode"];
  for (let i = first; i < first + count; i++)
    lines.push(
      `Pegawai E2E ${i},${testNik(95_000_000 + i)},08950${String(i).padStart(8, "0")},15-01-2024,pkwt,${branchCode}`,
    );
  return `${lines.join("\n")}\n`;
}

describe("bulk import of employees (/agents/bulk/default-data)", () => {
  it("offers the template and passes an accessibility check", async () => {
    await bulk.open(stack.baseUrl);
    const template = await bulk.downloadTemplate();
    expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
    const sheets = await readXlsxFile(await readFile((await template.path())!));
    expect(sheets[0]!.data[0]!.slice(0, 3)).toEqual(["fullName", "nik", "phoneNumber"]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("lists the problems of a bad file by row and column, and saves nothing", async () => {
    await bulk.open(stack.baseUrl);
    const bad = `${employeesCsv(2, 900)}Tanpa NIK,,0812,2024-02-30,pkwt,NOPE\n`;
    await bulk.upload("bad.csv", bad);
    await page.getByText("4 problems found. Nothing was saved.").waitFor();
    const rows = await bulk.errorsTable.locator("tbody tr").allInnerTexts();
    expect(rows.map((row) => row.split(/\t|\n/).filter(Boolean).slice(0, 2).join(" "))).toEqual([
      "4 NIK (nik)",
      "4 Phone Number (phoneNumber)",
      "4 Join Date (joinDate)",
      "4 Branch Code (branchCode)",
    ]);
    const saved = await stack.owner.query(
      "SELECT 1 FROM agents WHERE full_name LIKE 'Pegawai E2E 90%'",
    );
    expect(saved.rowCount).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("imports a good file with a live progress bar, then the result and its detail report", async () => {
    await bulk.open(stack.baseUrl);
    const count = 6000;
    await bulk.upload("employees.csv", employeesCsv(count));
    // The bar of the background import (SSE progress, 0..100).
    await bulk.progressBar.waitFor({ state: "visible", timeout: 60_000 });
    const value = Number(await bulk.progressBar.getAttribute("aria-valuenow"));
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(100);
    await bulk.seeCompleted(`${count.toLocaleString("id-ID")} employees added.`);
    const imported = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM agents WHERE client_id = $1 AND full_name LIKE 'Pegawai E2E %'",
      [majuId],
    );
    expect(imported.rows[0]!.n).toBe(count);

    const report = await bulk.downloadDetail();
    const lines = (await readXlsxFile(await readFile((await report.path())!)))[0]!.data;
    expect(lines[0]).toEqual(["Row", "NIK", "Full Name", "Result", "Employee ID", "Detail"]);
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]![3]).toBe("created");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("answers the same file uploaded again with the earlier result, adding no one", async () => {
    await bulk.open(stack.baseUrl);
    await bulk.upload("employees-again.csv", employeesCsv(6000));
    await page.getByText(/This file was uploaded before/).waitFor();
    const imported = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM agents WHERE client_id = $1 AND full_name LIKE 'Pegawai E2E %'",
      [majuId],
    );
    expect(imported.rows[0]!.n).toBe(6000);
  });
});
