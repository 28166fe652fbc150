import type { Locator, Page } from "playwright-core";

/** Branch (/branches) with its create / edit form. */
export class BranchPage {
  static readonly TABLE = "Branches";

  constructor(private readonly page: Page) {}

  async open(baseUrl: string, search = "") {
    await this.page.goto(`${baseUrl}/branches${search}`);
    await this.page.getByRole("heading", { name: "Branch", exact: true }).waitFor();
    await this.waitForRows();
  }

  async waitForRows() {
    await this.page.getByRole("table", { name: BranchPage.TABLE }).waitFor();
    await this.page.waitForFunction((label) => {
      const table = document.querySelector(`table[aria-label="${label}"]`);
      return table !== null && table.getAttribute("aria-busy") !== "true";
    }, BranchPage.TABLE);
  }

  row(text: string): Locator {
    return this.page
      .getByRole("table", { name: BranchPage.TABLE })
      .locator("tbody tr")
      .filter({ hasText: text });
  }

  async search(text: string) {
    await this.page.getByRole("searchbox", { name: "Search" }).fill(text);
    await this.page.waitForURL(/[?&]q=/);
    await this.waitForRows();
  }

  get form(): Locator {
    return this.page.getByRole("dialog");
  }

  async clickCreate() {
    await this.page.getByRole("button", { name: "Create Branch" }).click();
    await this.form.waitFor();
  }

  async fill(label: string, value: string) {
    await this.form.getByRole("textbox", { name: new RegExp(`^${label}`) }).fill(value);
  }

  async choose(label: string, option: string) {
    await this.form.getByRole("combobox", { name: label, exact: true }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  async save() {
    await this.form.getByRole("button", { name: "Save" }).click();
  }

  fieldError(text: string): Locator {
    return this.form.getByText(text, { exact: true });
  }
}
