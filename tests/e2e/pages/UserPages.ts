import type { Locator, Page } from "playwright-core";
import { OrgListPage } from "./BranchPage.ts";

/** Settings → Users (/settings/users). */
export class UsersPage extends OrgListPage {
  constructor(page: Page) {
    super(page, "/settings/users", "Users", "Users");
  }

  async createUser(fields: { email: string; fullname: string; role: string }) {
    await this.clickCreate("Create User");
    await this.fill("Email", fields.email);
    await this.fill("Full name", fields.fullname);
    await this.choose("Role", fields.role);
    await this.save();
  }

  /** The one-time password dialog's password (a new user's or a reset's). */
  async shownPassword(): Promise<string> {
    const code = this.page.getByTestId("one-time-password");
    await code.waitFor();
    return ((await code.textContent()) ?? "").trim();
  }

  async closePasswordDialog() {
    await this.page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  }

  async inactivate(fullname: string) {
    await this.page.getByRole("button", { name: `Inactivate ${fullname}`, exact: true }).click();
    await this.page.getByRole("alertdialog").getByRole("button", { name: "Inactivate" }).click();
  }

  statusOf(fullname: string): Locator {
    return this.row(fullname);
  }
}

/** Settings → Audit Log (/settings/audit-log). */
export class AuditLogPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/settings/audit-log`);
    await this.page.getByRole("heading", { name: "Audit Log", exact: true }).waitFor();
    await this.waitForRows();
  }

  async waitForRows() {
    await this.page.waitForFunction(() => {
      const table = document.querySelector('table[aria-label="Audit log"]');
      return table !== null && table.getAttribute("aria-busy") !== "true";
    });
  }

  async filterEntity(entity: string) {
    await this.page.getByRole("combobox", { name: "Entity", exact: true }).click();
    await this.page.getByRole("option", { name: entity, exact: true }).click();
    await this.waitForRows();
  }

  rows(): Locator {
    return this.page.getByTestId("audit-row");
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }
}
