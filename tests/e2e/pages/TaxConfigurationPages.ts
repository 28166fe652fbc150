import type { Locator, Page } from "playwright-core";

/** Tax Management's configurations (issue 16): list, forms, detail with records, record page. */
export class TaxConfigurationPages {
  constructor(private readonly page: Page) {}

  /** Payroll → Tax Management in the sidebar: the configurations tab. */
  async openFromSidebar() {
    const sidebar = this.page.getByRole("navigation", { name: "Main" });
    const payroll = sidebar.getByRole("button", { name: /^Payroll/ });
    if ((await payroll.getAttribute("aria-expanded")) !== "true") await payroll.click();
    await sidebar.getByRole("link", { name: /Tax Management/ }).click();
    await this.page.waitForURL(/\/payroll\/tax-group-configurations$/);
    await this.page.getByRole("table", { name: "Tax group configurations" }).waitFor();
  }

  form(name = "PPh 21 Tidak Final"): Locator {
    return this.page.getByRole("form", { name });
  }

  /** The message under a field of the open form (its label leads it). */
  fieldText(text: string): Locator {
    return this.form().getByText(text, { exact: true });
  }

  recordsTable(name = "Employee tax records"): Locator {
    return this.page.getByRole("table", { name });
  }

  /** The Add record dialog: the worker is searched by `search` and the option `option` chosen. */
  async addRecord(search: string, option: string): Promise<Locator> {
    await this.page.getByRole("button", { name: "Add record" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Add record" });
    await dialog.waitFor();
    await dialog.getByRole("combobox", { name: "Employee", exact: true }).fill(search);
    await this.page.getByRole("option", { name: option }).click();
    return dialog;
  }

  async choose(scope: Locator, label: string, option: RegExp | string) {
    await scope.getByRole("combobox", { name: label, exact: true }).click();
    await this.page.getByRole("option", { name: option }).first().click();
  }

  /** The record page's facts as label → value. */
  async facts(testId = "record-facts"): Promise<Record<string, string>> {
    const list = this.page.getByTestId(testId);
    await list.waitFor();
    const terms = await list.locator("dt").allInnerTexts();
    const values = await list.locator("dd").allInnerTexts();
    return Object.fromEntries(terms.map((term, i) => [term.trim(), (values[i] ?? "").trim()]));
  }
}
