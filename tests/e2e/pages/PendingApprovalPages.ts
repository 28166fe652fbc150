import type { Locator, Page } from "playwright-core";

/** /attendances/pending-approvals and its detail /attendances/pending-approvals/attendances/:id. */
export class PendingApprovalPages {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole("table", {
      name: "Requests waiting for your approval",
      exact: true,
    });
  }

  async openList(baseUrl: string, query = "") {
    await this.page.goto(`${baseUrl}/attendances/pending-approvals${query}`);
    await this.page.getByRole("heading", { name: "Pending Approval", exact: true }).waitFor();
    await this.waitForRows();
  }

  async waitForRows() {
    await this.table.waitFor();
    await this.page.waitForFunction(() => {
      const table = document.querySelector(
        'table[aria-label="Requests waiting for your approval"]',
      );
      return table !== null && table.getAttribute("aria-busy") !== "true";
    });
  }

  row(text: string): Locator {
    return this.table.locator("tbody tr").filter({ hasText: text });
  }

  /** The employee's name is the link to the detail. */
  async openDetail(employee: string) {
    await this.row(employee).getByRole("link", { name: employee, exact: true }).click();
    await this.page.waitForURL(/\/attendances\/pending-approvals\/attendances\/\d+$/);
    await this.history.waitFor();
  }

  get history(): Locator {
    return this.page.getByRole("list", { name: "History" });
  }

  get requests(): Locator {
    return this.page.getByRole("region", { name: "Requests" });
  }

  /** Approves or rejects through the decision dialog, with a note. */
  async decide(scope: Locator, action: "Approve" | "Reject", note: string) {
    await scope.getByRole("button", { name: action, exact: true }).first().click();
    const dialog = this.page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByRole("textbox", { name: /^Note/ }).fill(note);
    await dialog.getByRole("button", { name: action, exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
  }
}
