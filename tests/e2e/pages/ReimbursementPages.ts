import type { Locator, Page } from "playwright-core";

/** /reimbursements: the Claims and Claim Types tabs, their dialogs and the claim drawer. */
export class ReimbursementsPage {
  static readonly CLAIMS = "Reimbursement claims";
  static readonly TYPES = "Claim types";

  constructor(private readonly page: Page) {}

  async open(baseUrl: string, search = "", heading = "Reimbursement") {
    await this.page.goto(`${baseUrl}/reimbursements${search}`);
    await this.page.getByRole("heading", { name: heading, exact: true }).waitFor();
  }

  table(label: string): Locator {
    return this.page.getByRole("table", { name: label });
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
  async pick(label: RegExp, typed: string, option: string) {
    await this.dialog.getByRole("combobox", { name: label }).fill(typed);
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  /** A kit Select in the open dialog. */
  async choose(label: RegExp, option: string) {
    await this.dialog.getByRole("combobox", { name: label }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  /** Confirms the open decision dialog, with a note when given. */
  async decide(label: "Approve" | "Reject", note?: string) {
    if (note !== undefined) await this.dialog.getByRole("textbox", { name: /Note/ }).fill(note);
    await this.dialog.getByRole("button", { name: label, exact: true }).click();
    await this.dialog.waitFor({ state: "hidden" });
  }
}
