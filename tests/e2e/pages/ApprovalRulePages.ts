import type { Locator, Page } from "playwright-core";

/** /settings/attendances/approval-rules: the rules list, and the form at /create and /:id/edit. */
export class ApprovalRulePages {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole("table", { name: "Approval rules", exact: true });
  }

  async openList(baseUrl: string) {
    await this.page.goto(`${baseUrl}/settings/attendances/approval-rules`);
    await this.page.getByRole("heading", { name: "Approval Rules", exact: true }).waitFor();
    await this.waitForRows();
  }

  async waitForRows() {
    await this.table.waitFor();
    await this.page.waitForFunction(() => {
      const table = document.querySelector('table[aria-label="Approval rules"]');
      return table !== null && table.getAttribute("aria-busy") !== "true";
    });
  }

  row(name: string): Locator {
    return this.table.locator("tbody tr").filter({ hasText: name });
  }

  async clickCreate() {
    await this.page.getByRole("button", { name: "Create Approval Rule", exact: true }).click();
    await this.page.getByRole("heading", { name: "Create Approval Rule", exact: true }).waitFor();
  }

  async fillName(name: string) {
    await this.page.getByRole("textbox", { name: /^Rule name/ }).fill(name);
  }

  /** A multi-select: open it, click each option, close it. */
  async pick(label: string | RegExp, options: string[]) {
    await this.page.getByRole("combobox", { name: label }).click();
    for (const option of options)
      await this.page.getByRole("option", { name: option, exact: true }).click();
    await this.page.keyboard.press("Escape");
  }

  async addLayer() {
    await this.page.getByRole("button", { name: "Add layer", exact: true }).click();
  }

  async clickSave() {
    await this.page.getByRole("button", { name: "Save", exact: true }).click();
  }
}
