import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

/**
 * Issue 17, the payroll report creation wizard in the browser: admin@maju.test creates a
 * general report for the demo group for December 2026 (no report yet: the demo has September
 * to November), with one increment adjustment, follows the creation summary until the draft's
 * totals show; the same name again is refused (BATCH_NAME_ALREADY_EXIST) back at the name; and
 * leaving mid-way asks first (SPEC §2 leave-page dialog).
 */

let stack: TestStack;
let browser: Browser;
let page: Page;

const GROUP = "Gaji Bulanan Jakarta";
const NAME = `E2E Gaji Desember 2026 ${Date.now() % 100_000}`;

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  await signIn(page, stack, DEMO.majuAdmin);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const wizard = () => page.getByRole("region", { name: "Create payroll report" });
const next = () => wizard().getByRole("button", { name: "Next", exact: true }).click();

async function openWizard(): Promise<Locator> {
  await page.goto(`${stack.baseUrl}/payroll-reports`);
  await new ShellPage(page).waitUntilReady();
  await page.getByRole("table", { name: "Payroll reports" }).waitFor();
  await page.getByRole("button", { name: "Create Payroll Report" }).click();
  await wizard().waitFor();
  return wizard();
}

/** Type general, then the name, the demo group and December 2026. */
async function fillDetails(name: string) {
  await wizard()
    .getByRole("radio", { name: /General/ })
    .check();
  await next();
  await wizard()
    .getByRole("textbox", { name: /Report name/ })
    .fill(name);
  await wizard()
    .getByRole("combobox", { name: /^Payroll group/ })
    .selectOption({ label: GROUP });
  await wizard()
    .getByRole("combobox", { name: /^Period: Month/ })
    .selectOption({ label: "December" });
  await wizard()
    .getByRole("combobox", { name: /^Period: Year/ })
    .selectOption("2026");
  await next();
}

describe("Payroll report creation wizard (issue 17)", { timeout: 240_000 }, () => {
  it("asks before leaving a wizard with input, and stays when asked to", async () => {
    await openWizard();
    await wizard()
      .getByRole("radio", { name: /General/ })
      .check();
    await next();
    await wizard()
      .getByRole("textbox", { name: /Report name/ })
      .fill("Half done");
    // Through the sidebar: asked, and staying keeps the input.
    await new ShellPage(page).sidebar.getByRole("link", { name: "Payroll Group" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("You're about to leave this page");
    expect(await dialog.textContent()).toContain("Your progress will not be saved.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/payroll-reports");
    expect(
      await wizard()
        .getByRole("textbox", { name: /Report name/ })
        .inputValue(),
    ).toBe("Half done");
    // The wizard's own Cancel asks the same; Leave goes back to the list.
    await page.getByRole("button", { name: "Cancel", exact: true }).first().click();
    await page.getByRole("alertdialog").waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog").waitFor({ state: "hidden" });
    expect(
      await wizard()
        .getByRole("textbox", { name: /Report name/ })
        .inputValue(),
    ).toBe("Half done");
    await page.getByRole("button", { name: "Cancel", exact: true }).first().click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
    await page.getByRole("table", { name: "Payroll reports" }).waitFor();
    expect(new URL(page.url()).search).toBe("");
  });

  it("creates a December report with one adjustment and follows it to a draft with totals", async () => {
    await openWizard();
    await fillDetails(NAME);

    // Review: the group's members with their attendance data.
    const members = wizard().getByRole("table", { name: "Members" });
    await members.getByRole("row").nth(1).waitFor();
    expect(await wizard().textContent()).toContain("01-12-2026");
    expect(await members.textContent()).toContain("Rp ");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await next();

    // One increment adjustment for the first member.
    await wizard().getByRole("button", { name: "Add adjustment" }).click();
    const employee = wizard().getByRole("combobox", { name: /^Employee/ });
    await employee.locator("option").nth(1).waitFor({ state: "attached" });
    await employee.selectOption({ index: 1 });
    const worker = (await employee.locator("option:checked").textContent())?.trim() ?? "";
    await wizard().getByRole("textbox", { name: /Label/ }).fill("Bonus E2E");
    await wizard()
      .getByRole("textbox", { name: /Amount/ })
      .fill("500000");
    await wizard().getByRole("button", { name: "Save" }).click();
    const lines = wizard().getByRole("table", { name: "Adjustment lines" });
    await lines.waitFor();
    expect(await lines.textContent()).toContain("Rp 500.000");
    await next();

    // Summary, then create.
    expect(await wizard().textContent()).toContain("1 adjustment line");
    expect(await wizard().textContent()).toContain(worker.split(" (")[0]!);
    await wizard().getByRole("button", { name: "Create Report" }).click();
    await page.waitForURL(/\/payroll-reports\/creation-summary\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get("id"));

    await page.getByText(/ready as a draft/).waitFor({ timeout: 120_000 });
    const card = page.getByRole("region", { name: NAME });
    const text = (await card.textContent()) ?? "";
    expect(text).toContain("Draft");
    expect(text).toContain("December 2026");
    expect(text).toMatch(/Gross\s*Rp [1-9]/);
    expect(text).toMatch(/Take-home pay\s*Rp [1-9]/);
    expect(await card.getByRole("link", { name: "Open the report" }).getAttribute("href")).toBe(
      `/payroll-reports/${id}`,
    );

    const { rows } = await stack.owner.query<{ status: string; adjustments: number }>(
      `SELECT r.status, (SELECT count(*)::int FROM payroll_report_adjustments a
                          WHERE a.report_id = r.id AND a.label = 'Bonus E2E' AND a.amount = 500000) AS adjustments
         FROM payroll_reports r WHERE r.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ status: "draft", adjustments: 1 });
  });

  it("refuses the same name again (BATCH_NAME_ALREADY_EXIST) back at the name", async () => {
    await openWizard();
    await fillDetails(NAME.toUpperCase());
    await wizard().getByRole("table", { name: "Members" }).getByRole("row").nth(1).waitFor();
    await next();
    await next();
    await wizard().getByRole("button", { name: "Create Report" }).click();
    const error = wizard().getByText(/A payroll report with this name already exists/);
    await error.waitFor();
    // Back on the group-and-period step, the name kept for correcting.
    expect(
      await wizard()
        .getByRole("textbox", { name: /Report name/ })
        .inputValue(),
    ).toBe(NAME.toUpperCase());
    const { rows } = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payroll_reports WHERE lower(name) = lower($1)",
      [NAME],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
