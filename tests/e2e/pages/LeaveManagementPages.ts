import type { Locator, Page } from "playwright-core";

/** Leave Management (/leave-management): the Requests and Balances tabs and their dialogs. */
export class LeaveManagementPage {
  static readonly REQUESTS = "Leave requests";
  static readonly BALANCES = "Leave balances";

  constructor(private readonly page: Page) {}

  async open(baseUrl: string, search = "") {
    await this.page.goto(`${baseUrl}/leave-management${search}`);
    await this.page.getByRole("heading", { name: "Leave Management" }).waitFor();
  }

  table(label: string): Locator {
    return this.page.getByRole("table", { name: label });
  }

  /** Waits until the table is drawn and not loading. */
  async waitForTable(label: string) {
    await this.table(label).waitFor();
    await this.page.waitForFunction((name) => {
      const table = document.querySelector(`table[aria-label="${name}"]`);
      return table !== null && table.getAttribute("aria-busy") !== "true";
    }, label);
  }

  row(label: string, text: string): Locator {
    return this.table(label).locator("tbody tr").filter({ hasText: text });
  }

  get dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  async tab(name: string) {
    await this.page.getByRole("tab", { name, exact: true }).click();
  }

  /** A server-searched picker in the open dialog: types, then picks the option. */
  async pick(label: RegExp, typed: string, option: RegExp) {
    await this.dialog.getByRole("combobox", { name: label }).fill(typed);
    await this.page.getByRole("option", { name: option }).click();
  }

  /** A kit Select in the open dialog. */
  async choose(label: RegExp, option: RegExp) {
    await this.dialog.getByRole("combobox", { name: label }).click();
    await this.page.getByRole("option", { name: option }).click();
  }

  /** A row's menu item (the menu is drawn above the sticky column and any dialog). */
  async rowMenu(name: string, item: string) {
    await this.page.getByRole("button", { name: `More actions for ${name}`, exact: true }).click();
    await this.page.getByRole("menu").waitFor();
    await this.page.getByRole("menuitem", { name: new RegExp(`^${item}`) }).click();
  }

  /** Confirms the open decision dialog, with a note when given. */
  async confirm(label: string, note?: string) {
    if (note !== undefined) await this.dialog.getByRole("textbox", { name: /Note/ }).fill(note);
    await this.dialog.getByRole("button", { name: label, exact: true }).click();
  }
}
