import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { TaxSimulatorPage } from "./pages/TaxSimulatorPage.ts";
import { clientId, operator, seriousAxeViolations, startConsoleStack } from "./support.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
  // Tax Management (BETA) needs the payroll beta and tax eligibility flags (SPEC §2, §4, §6);
  // the demo client has both off, so the operator turns them on as they would for a client.
  // Its commands in this process, not the CLI's two processes (issue 19; shell.test.ts runs it).
  const maju = await clientId(stack, "PT Maju Jaya");
  await operator(stack).setFlag("payroll_beta", "true", maju);
  await operator(stack).setFlag("tax_eligible", "true", maju);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe("Tax simulator", () => {
  it("admin@maju.test simulates a year (REFERENCE.md §5) and sees the reconciliation", async () => {
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    const login = new LoginPage(page);
    await login.open(stack.baseUrl);
    await login.logIn("admin@maju.test", "Tenaga-demo-1");
    await new ShellPage(page).waitUntilReady();

    const simulator = new TaxSimulatorPage(page);
    await simulator.openFromSidebar();
    await simulator.choose("Tax year", "2024");
    await simulator.choose("PTKP status", "K/0 — Married, no dependants");
    await simulator.fillAllMonths({ gross: "10000000", employeePension: "100000" });
    expect(await simulator.amount("December: Gross").inputValue()).toBe("10.000.000");
    await simulator.simulate();

    const rows = await simulator.resultRows();
    expect(rows).toHaveLength(12);
    for (const row of rows.slice(0, 11))
      expect(row.slice(1)).toEqual(["Rp 10.000.000", "A", "2 %", "Rp 200.000"]);
    expect(rows[11]).toEqual(["December", "Rp 10.000.000", "A", "Reconciliation", "Rp 515.000"]);
    expect(await simulator.total()).toBe("Rp 2.715.000");
    expect(await simulator.reconciliation()).toMatchObject({
      "Gross income of the year": "Rp 120.000.000",
      "Job expense (biaya jabatan)": "Rp 6.000.000",
      "Employee pension contributions": "Rp 1.200.000",
      "Net income": "Rp 112.800.000",
      PTKP: "Rp 58.500.000",
      "Taxable income (PKP)": "Rp 54.300.000",
      "Annual PPh 21": "Rp 2.715.000",
      "Withheld in earlier periods": "Rp 2.200.000",
      "Last period PPh 21 (negative: refund)": "Rp 515.000",
    });
    await page.screenshot({ path: ".tmp/e2e-tax-simulator.png", fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
