import type { Download, Locator, Page } from "playwright-core";

/** The payroll group screens (issue 16): list, form, detail with members and their upload. */
export class PayrollGroupPages {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/payroll-groups`);
    await this.page.getByRole("table", { name: "Payroll groups" }).waitFor();
  }

  row(name: string): Locator {
    return this.page
      .getByRole("table", { name: "Payroll groups" })
      .locator("tbody tr")
      .filter({ hasText: name });
  }

  form(): Locator {
    return this.page.getByRole("form", { name: "Payroll groups" });
  }

  async startCreate() {
    await this.page.getByRole("button", { name: "Add Payroll Group" }).click();
    await this.page.waitForURL(/\/payroll-groups\/create$/);
    await this.form().waitFor();
  }

  async fillName(name: string) {
    await this.form()
      .getByRole("textbox", { name: /^Group name/ })
      .fill(name);
  }

  async choose(select: string, label: string) {
    await this.form().getByRole("combobox", { name: select, exact: true }).selectOption({ label });
  }

  async addComponent(label: string) {
    await this.choose("Component to add", label);
    await this.form().getByRole("button", { name: "Add component" }).click();
  }

  async save() {
    await this.form().getByRole("button", { name: "Save" }).click();
  }

  settings(): Locator {
    return this.page.getByRole("region", { name: "Settings" });
  }

  members(): Locator {
    return this.page.getByRole("region", { name: "Members" });
  }

  async openUpload() {
    await this.page.getByRole("button", { name: "Bulk Upload Members" }).click();
    await this.uploadDialog().waitFor();
  }

  uploadDialog(): Locator {
    return this.page.getByRole("dialog", { name: /^Bulk upload members/ });
  }

  async downloadTemplate(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.uploadDialog().getByRole("button", { name: "Download template" }).click();
    return download;
  }

  async upload(name: string, buffer: Buffer) {
    const dialog = this.uploadDialog();
    await dialog.getByLabel("Choose file").setInputFiles({
      name,
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer,
    });
    await dialog.getByRole("button", { name: "Upload" }).click();
  }

  errorsTable(): Locator {
    return this.uploadDialog().getByRole("table", { name: "Problems in the file" });
  }

  async closeUpload() {
    await this.uploadDialog().getByRole("button", { name: "Close" }).last().click();
    await this.uploadDialog().waitFor({ state: "hidden" });
  }
}
