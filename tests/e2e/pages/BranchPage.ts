import type { Locator, Page } from "playwright-core";

/** A master-data list screen: its table, search and modal form (branches, merchants, ...). */
export class OrgListPage {
  constructor(
    protected readonly page: Page,
    private readonly path: string,
    private readonly heading: string,
    readonly tableName: string,
  ) {}

  async open(baseUrl: string, search = "") {
    await this.page.goto(`${baseUrl}${this.path}${search}`);
    await this.page.getByRole("heading", { name: this.heading, exact: true }).waitFor();
    await this.waitForRows();
  }

  /** Waits until the table shows rows or its empty state (not the loading skeleton). */
  async waitForRows() {
    await this.page.getByRole("table", { name: this.tableName, exact: true }).waitFor();
    await this.page.waitForFunction((label) => {
      const table = document.querySelector(`table[aria-label="${label}"]`);
      return table !== null && table.getAttribute("aria-busy") !== "true";
    }, this.tableName);
  }

  get table(): Locator {
    return this.page.getByRole("table", { name: this.tableName, exact: true });
  }

  row(text: string): Locator {
    return this.table.locator("tbody tr").filter({ hasText: text });
  }

  /** "x-y of total" under the table (SPEC §9). */
  range(): Locator {
    return this.page.getByText(/^\d+-\d+ of \d+$/);
  }

  async search(text: string) {
    await this.page.getByRole("searchbox", { name: "Search" }).fill(text);
    await this.page.waitForURL(/[?&]q=/);
    await this.waitForRows();
  }

  get form(): Locator {
    return this.page.getByRole("dialog");
  }

  async clickButton(name: string) {
    await this.page.getByRole("button", { name, exact: true }).click();
  }

  async fill(label: string, value: string) {
    await this.form.getByRole("textbox", { name: new RegExp(`^${label}`) }).fill(value);
  }

  /** A kit Select: opens it and picks the option. */
  async choose(label: string, option: string) {
    await this.form.getByRole("combobox", { name: label, exact: true }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  /** A server-searched picker: types, then picks the option that appears. */
  async pick(label: string, typed: string, option: string | RegExp) {
    const input = this.form.getByRole("combobox", { name: label, exact: true });
    await input.fill(typed);
    await this.page.getByRole("option", { name: option }).click();
  }

  /** Picks a day of the month the calendar opens on. */
  async pickDay(label: RegExp, day: number) {
    await this.form.getByRole("button", { name: label }).click();
    await this.page
      .locator(
        '[data-scope="date-picker"][data-part="table-cell-trigger"]:not([data-outside-range])',
      )
      .filter({ hasText: new RegExp(`^${day}$`) })
      .first()
      .click();
  }

  async save() {
    await this.form.getByRole("button", { name: "Save" }).click();
  }

  fieldError(text: string): Locator {
    return this.form.getByText(text, { exact: true });
  }

  async clickCreate(label: string) {
    await this.clickButton(label);
    await this.form.waitFor();
  }
}

/** Branch (/branches). */
export class BranchPage extends OrgListPage {
  constructor(page: Page) {
    super(page, "/branches", "Branch", "Branches");
  }
}
