import type { Download, Locator, Page } from "playwright-core";

/** The direct payroll screens (issue 17): create (template, upload), the report, a worker. */
export class DirectPayrollPages {
  constructor(private readonly page: Page) {}

  async openCreate(baseUrl: string) {
    await this.page.goto(`${baseUrl}/payroll-reports/create-direct-payroll`);
    await this.nameField().waitFor();
  }

  nameField(): Locator {
    return this.page.getByRole("textbox", { name: /^Report name/ });
  }

  async fillName(name: string) {
    await this.nameField().fill(name);
  }

  /** Picks a month of the calendar's year (the current one when nothing is picked yet). */
  async pickMonth(label: string) {
    await this.page.getByRole("button", { name: /^Payroll month/ }).click();
    const calendar = this.page.getByRole("application");
    await calendar.getByRole("button", { name: label }).click();
    await calendar.waitFor({ state: "hidden" });
  }

  async downloadTemplate(format: "XLSX" | "CSV" = "XLSX"): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("button", { name: `Download template (${format})` }).click();
    return download;
  }

  async upload(name: string, buffer: Buffer) {
    await this.page.getByLabel("Choose file").setInputFiles({
      name,
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer,
    });
    await this.page.getByRole("button", { name: "Upload and create" }).click();
  }

  errorsTable(): Locator {
    return this.page.getByRole("table", { name: "Problems in the file" });
  }

  summary(): Locator {
    return this.page.getByRole("region", { name: "Report summary" });
  }

  workers(): Locator {
    return this.page.getByRole("table", { name: "Workers' pay" });
  }

  async confirm(action: "Finalize" | "Delete") {
    await this.page.getByRole("button", { name: action, exact: true }).first().click();
    const dialog = this.page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: action, exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
  }
}
