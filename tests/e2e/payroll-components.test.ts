import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { PayrollComponentPages } from "./pages/PayrollComponentPages.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { clientId, seriousAxeViolations, startConsoleStack } from "./support.ts";

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

/** Issue 16: payroll components and regulation-based BPJS components in the console. */
describe("Payroll components (issue 16)", { timeout: 180_000 }, () => {
  it("admin@maju.test creates a custom component (a bad code refused at its field first), edits it, and adds a JKK component; in Indonesian too", async () => {
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    const login = new LoginPage(page);
    await login.open(stack.baseUrl);
    await login.logIn("admin@maju.test", "Tenaga-demo-1");
    await new ShellPage(page).waitUntilReady();
    const maju = await clientId(stack, "PT Maju Jaya");
    const stored = (name: string) =>
      stack.owner.query(
        `SELECT code, scheme, mode, default_amount::int AS amount, version
         FROM payroll_components WHERE client_id = $1 AND name = $2`,
        [maju, name],
      );

    const components = new PayrollComponentPages(page);
    await components.open(stack.baseUrl);
    // The demo's own component, its percentage shown the Indonesian way.
    await components.row("bonus_kinerja").waitFor();
    expect(await components.row("bonus_kinerja").textContent()).toContain("10 % · Salary");

    await components.startCreate("Create Component", /\/payroll-components\/create$/);
    await components.fillName("Tunjangan Pulsa");
    await components.chooseCustomCode("Pulsa Bulanan!");
    await components.save();
    await components
      .field("code")
      .getByText("Custom code must be 2 to 60 characters of a-z, 0-9 and _, starting with a letter")
      .waitFor();
    // A code the demo already uses: the service refuses it, at the same field.
    await components.chooseCustomCode("bonus_kinerja");
    await components.save();
    await components
      .field("code")
      .getByText("Custom code is already the code of another payroll component")
      .waitFor();
    expect((await stored("Tunjangan Pulsa")).rows).toEqual([]);
    await page.screenshot({ path: ".tmp/e2e-payroll-component-code-taken.png", fullPage: true });

    await components.chooseCustomCode("pulsa_bulanan");
    await components
      .form()
      .getByRole("radio", { name: /^Fixed rate/ })
      .check();
    await components.form().getByRole("spinbutton", { name: "Default amount" }).fill("150000");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await components.save();
    await seeToast(page, "Payroll component Tunjangan Pulsa created");
    await page.waitForURL(/\/payroll\/payroll-components$/);
    await components.row("Tunjangan Pulsa").waitFor();
    expect(await components.row("Tunjangan Pulsa").textContent()).toContain("Rp 150.000");
    await page.screenshot({ path: ".tmp/e2e-payroll-components.png", fullPage: true });

    await components.row("Tunjangan Pulsa").getByRole("link", { name: "Edit" }).click();
    await page.waitForURL(/\/payroll-components\/\d+\/edit$/);
    const amount = components.form().getByRole("spinbutton", { name: "Default amount" });
    await expect.poll(() => amount.inputValue()).toBe("150.000");
    await amount.fill("175000");
    await components.save();
    await seeToast(page, "Payroll component Tunjangan Pulsa saved");
    await page.waitForURL(/\/payroll\/payroll-components$/);
    await components.row("Tunjangan Pulsa").getByText("Rp 175.000").waitFor();
    expect((await stored("Tunjangan Pulsa")).rows).toEqual([
      { code: "pulsa_bulanan", scheme: "Rp", mode: "fixed_rate", amount: 175_000, version: 2 },
    ]);

    // Regulation-based (the client has the flag): JKK at risk class 3, statutory rate shown.
    await page.getByRole("tab", { name: "Regulation-based" }).click();
    const regulation = "Regulation-based component";
    await components.startCreate(
      "Create Regulation-Based Component",
      /\/regulation-based\/create$/,
      regulation,
    );
    const form = components.form(regulation);
    await form.getByRole("combobox", { name: "Programme" }).selectOption("jkk");
    await form.getByRole("combobox", { name: "JKK risk class" }).selectOption("3");
    expect(await form.getByLabel("Employer %, rate 1").inputValue()).toBe("0.89");
    expect(await form.getByRole("textbox", { name: /^Name/ }).inputValue()).toBe(
      "BPJS JKK Kelas 3",
    );
    await components.save(regulation);
    await seeToast(page, "Regulation-based component BPJS JKK Kelas 3 created");
    await page.waitForURL(/\/payroll\/payroll-components\?tab=regulation$/);
    const table = "Regulation-based components";
    await components.row("BPJS JKK Kelas 3", table).waitFor();
    expect(await components.row("BPJS JKK Kelas 3", table).textContent()).toContain(
      "Class 3 (0,89 %)",
    );
    const jkk = await stack.owner.query(
      `SELECT c.jkk_risk_class AS class, r.employer_rate::float AS employer, r.effective_from::text AS "from"
       FROM regulation_components c JOIN regulation_component_rates r ON r.component_id = c.id
       WHERE c.client_id = $1 AND c.programme = 'jkk' AND c.jkk_risk_class = 3`,
      [maju],
    );
    expect(jkk.rows).toEqual([{ class: 3, employer: 0.89, from: "2015-07-01" }]);

    // In Indonesian: the regulation-based list and the component's detail.
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = 'admin@maju.test'");
    try {
      await page.reload();
      const tabel = "Komponen berbasis regulasi";
      await components.row("BPJS JKK Kelas 3", tabel).waitFor();
      expect(await components.row("BPJS JKK Kelas 3", tabel).textContent()).toContain(
        "Kelas 3 (0,89 %)",
      );
      await components.row("BPJS JKK Kelas 3", tabel).getByRole("link", { name: "Lihat" }).click();
      const details = page.getByRole("region", { name: "Rincian" });
      await details.getByText("Tarif berlaku").waitFor();
      expect(await details.textContent()).toContain("BPJS JKK (kecelakaan kerja)");
      expect(await details.textContent()).toContain("01-07-2015");
      await page.screenshot({ path: ".tmp/e2e-regulation-component-id.png", fullPage: true });
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = 'admin@maju.test'");
    }
  });
});
