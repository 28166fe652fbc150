import type { Locator, Page } from "playwright-core";

/** /role-management: the roles list, and the role form at /create and /:id/edit. */
export class RolePages {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole("table", { name: "Roles", exact: true });
  }

  async openList(baseUrl: string) {
    await this.page.goto(`${baseUrl}/role-management`);
    await this.page.getByRole("heading", { name: "Role Management", exact: true }).waitFor();
    await this.waitForRows();
  }

  async waitForRows() {
    await this.table.waitFor();
    await this.page.waitForFunction(() => {
      const table = document.querySelector('table[aria-label="Roles"]');
      return table !== null && table.getAttribute("aria-busy") !== "true";
    });
  }

  row(name: string): Locator {
    return this.table.locator("tbody tr").filter({ hasText: name });
  }

  async clickAddRole() {
    await this.page.getByRole("button", { name: "Add Role", exact: true }).click();
    await this.page.getByRole("heading", { name: "Add Role", exact: true }).waitFor();
  }

  async clickEdit(name: string) {
    await this.page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
    await this.page.getByRole("heading", { name: "Edit Role", exact: true }).waitFor();
    await this.nameField.waitFor();
  }

  get nameField(): Locator {
    return this.page.getByRole("textbox", { name: /^Role name/ });
  }

  async fillName(name: string) {
    await this.nameField.fill(name);
  }

  menu(label: string): Locator {
    return this.page.getByRole("checkbox", { name: label, exact: true });
  }

  async check(label: string) {
    await this.menu(label).check();
  }

  async clickSave() {
    await this.page.getByRole("button", { name: "Save", exact: true }).click();
  }
}
