import type { Locator, Page } from "playwright-core";

/** The payroll components screens (issue 16): the list with its tabs, and the forms. */
export class PayrollComponentPages {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, query = "", table = "Payroll components") {
    await this.page.goto(`${baseUrl}/payroll/payroll-components${query}`);
    await this.table(table).waitFor();
  }

  table(name = "Payroll components"): Locator {
    return this.page.getByRole("table", { name });
  }

  row(text: string, table = "Payroll components"): Locator {
    return this.table(table).locator("tbody tr").filter({ hasText: text });
  }

  form(name = "Payroll component"): Locator {
    return this.page.getByRole("form", { name });
  }

  async startCreate(button: string, url: RegExp, form = "Payroll component") {
    await this.page.getByRole("button", { name: button }).click();
    await this.page.waitForURL(url);
    await this.form(form).waitFor();
  }

  async fillName(name: string, form = "Payroll component") {
    await this.form(form).getByRole("textbox", { name: /^Name/ }).fill(name);
  }

  async chooseCustomCode(code: string) {
    const form = this.form();
    await form.getByRole("combobox", { name: "Code" }).selectOption("custom");
    await form.getByRole("textbox", { name: /^Custom code/ }).fill(code);
  }

  async save(form = "Payroll component") {
    await this.form(form)
      .getByRole("button", { name: /^(Save|Simpan)$/ })
      .click();
  }

  /** The area of one field (`data-field`), where its error shows. */
  field(field: string, form = "Payroll component"): Locator {
    return this.form(form).locator(`[data-field="${field}"]`);
  }
}
