import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { TaxConfigurationPages } from "./pages/TaxConfigurationPages.ts";
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

/** Issue 16: tax group configurations (SPEC §2) and employee tax records (REFERENCE.md §2.1). */
describe("Tax group configurations (issue 16)", { timeout: 180_000 }, () => {
  it("admin@maju.test creates a PPh 21 non-final configuration, adds a worker's tax record and edits it; in Indonesian too", async () => {
    const maju = await clientId(stack, "PT Maju Jaya");
    // A configuration whose name the new one first takes (the server's 409 at the name), and
    // the worker the record is for.
    await stack.owner.query(
      `INSERT INTO tax_configurations (client_id, kind, name) VALUES ($1, 'pph21_non_final', 'PPh 21 Lama')`,
      [maju],
    );
    const {
      rows: [worker],
    } = await stack.owner.query<{ id: number; full_name: string; nik: string }>(
      `SELECT id, full_name, nik FROM agents WHERE client_id = $1 AND worker_status = 'active'
       ORDER BY id LIMIT 1`,
      [maju],
    );
    if (!worker) throw new Error("the demo has no worker");

    page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    const login = new LoginPage(page);
    await login.open(stack.baseUrl);
    await login.logIn("admin@maju.test", "Tenaga-demo-1");
    await new ShellPage(page).waitUntilReady();

    const tax = new TaxConfigurationPages(page);
    await tax.openFromSidebar();
    await page.getByRole("tab", { name: "PPh 21 Final" }).waitFor();
    await page.getByRole("button", { name: "Create PPh 21 Tidak Final" }).click();
    await page.waitForURL(/\/pph-21-tidak-final\/create$/);

    // A bad name: blank (the form's own check), then taken (the server's, at the same field).
    const form = tax.form();
    await form.getByRole("button", { name: "Create" }).click();
    await tax.fieldText("Name is required").waitFor();
    await form.getByRole("textbox", { name: /^Name/ }).fill("PPh 21 Lama");
    await form.getByRole("radio", { name: /^Month by month/ }).check();
    await form.getByRole("button", { name: "Create" }).click();
    await tax.fieldText("Name is already the name of another tax configuration").waitFor();
    await form.getByRole("textbox", { name: /^Name/ }).fill("PPh 21 Kontrak Gudang");
    await form.getByRole("button", { name: "Create" }).click();
    await seeToast(page, "Configuration PPh 21 Kontrak Gudang created");
    await page.waitForURL(/\/pph-21-tidak-final\/\d+$/);
    const settings = await tax.facts("tax-settings");
    expect(settings).toMatchObject({
      Name: "PPh 21 Kontrak Gudang",
      "Biaya jabatan cap for part-year workers":
        "Month by month: Σ min(5 % × monthly gross, Rp 500.000)",
    });

    // A worker's record for this year: tax id prefilled from the worker, money in rupiah.
    const year = new Date().getFullYear();
    await tax.recordsTable().waitFor();
    const dialog = await tax.addRecord(worker.nik, `${worker.full_name} · ${worker.nik}`);
    await tax.choose(dialog, "PTKP at the start of the year", /^K\/1/);
    await dialog.getByText("TER category B").waitFor();
    await dialog.getByRole("spinbutton", { name: "Gross paid" }).fill("15000000");
    await dialog.getByRole("button", { name: "Create" }).click();
    await seeToast(page, `Tax record of ${worker.full_name} created`);
    await page.waitForURL(/\/employee-tax-record\/\d+$/);
    expect(await tax.facts()).toMatchObject({
      NIK: worker.nik,
      "PTKP at the start of the year": "K/1 · TER category B",
    });
    expect(await page.getByTestId("record-openingBruto").textContent()).toBe("Rp 15.000.000");

    // Edited: the withholding so far and the last month.
    await page.getByRole("button", { name: "Edit" }).click();
    const editor = tax.form("Employee tax record");
    await editor.getByRole("spinbutton", { name: "PPh 21 withheld", exact: true }).fill("450000");
    await tax.choose(editor, "Last month worked here", "October");
    await editor.getByRole("button", { name: "Save" }).click();
    await seeToast(page, `Tax record of ${worker.full_name} saved`);
    await page.getByTestId("record-openingWithheld").getByText("Rp 450.000").waitFor();
    expect((await tax.facts())["Months"]).toMatch(/ – October$/);
    await page.screenshot({ path: ".tmp/e2e-tax-record.png", fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    const stored = await stack.owner.query(
      `SELECT r.year, r.ptkp_status, r.tax_id, r.end_month, r.opening_bruto::int AS bruto,
              r.opening_withheld::int AS withheld, r.version, c.biaya_jabatan_mode
       FROM employee_tax_records r JOIN tax_configurations c ON c.id = r.tax_configuration_id
       WHERE r.client_id = $1 AND c.name = 'PPh 21 Kontrak Gudang'`,
      [maju],
    );
    expect(stored.rows).toEqual([
      {
        year,
        ptkp_status: "K/1",
        tax_id: expect.stringMatching(/^\d{15,16}$/),
        end_month: 10,
        bruto: 15_000_000,
        withheld: 450_000,
        version: 2,
        biaya_jabatan_mode: "monthly",
      },
    ]);

    // In Indonesian: the record page.
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = 'admin@maju.test'");
    try {
      await page.reload();
      await page.getByRole("heading", { name: "Pemberi kerja sebelumnya tahun ini" }).waitFor();
      expect(await tax.facts()).toMatchObject({
        "PTKP awal tahun": "K/1 · Kategori TER B",
        Penerima: "Pegawai tetap",
      });
      await page.getByRole("link", { name: "Kembali ke konfigurasi" }).click();
      await tax.recordsTable("Catatan pajak karyawan").getByText(worker.full_name).waitFor();
      await page.screenshot({ path: ".tmp/e2e-tax-configuration-id.png", fullPage: true });
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = 'admin@maju.test'");
    }
  });
});
