import type { Locator, Page } from "playwright-core";

/** The overtime policies screens (issue 15): list with tabs, and the policy form. */
export class OvertimePolicyPages {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, tableName = "Overtime policies") {
    await this.page.goto(`${baseUrl}/settings/attendances/overtime-policies`);
    await this.page.getByRole("table", { name: tableName }).waitFor();
  }

  table(name = "Overtime policies"): Locator {
    return this.page.getByRole("table", { name });
  }

  row(name: string, table = "Overtime policies"): Locator {
    return this.table(table).locator("tbody tr").filter({ hasText: name });
  }

  form(name = "Overtime policies"): Locator {
    return this.page.getByRole("form", { name });
  }

  async startCreate(button = "Add Overtime Policy") {
    await this.page.getByRole("button", { name: button }).click();
    await this.page.waitForURL(/\/overtime-policies\/create$/);
    await this.form().waitFor();
  }

  async fillName(name: string) {
    await this.form()
      .getByRole("textbox", { name: /^Policy name/ })
      .fill(name);
  }

  async tick(label: string, on = true) {
    const box = this.form().getByRole("checkbox", {
      name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`),
    });
    if (on) await box.check();
    else await box.uncheck();
  }

  async save(label = "Save", form = "Overtime policies") {
    await this.form(form).getByRole("button", { name: label }).click();
  }

  fieldError(field: string): Locator {
    return this.form().locator(`[data-field="${field}"] [role="alert"]`);
  }

  warningBanner(title: string, form = "Overtime policies"): Locator {
    return this.form(form).getByRole("status", { name: title });
  }
}
