import type { Locator, Page } from "playwright-core";

/** Daily Approval (/daily-approvals): a day's attendance, decided one by one or in bulk. */
export class DailyApprovalPage {
  static readonly TABLE = "Attendance of the day";

  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole("table", { name: DailyApprovalPage.TABLE });
  }

  /** Opens a day (yyyy-MM-dd) and waits for its rows or its empty state. */
  async open(baseUrl: string, date: string) {
    await this.page.goto(`${baseUrl}/daily-approvals?date=${date}`);
    await this.page.getByRole("heading", { name: "Daily Approval" }).waitFor();
    await this.waitForTable();
  }

  async waitForTable() {
    await this.table.waitFor();
    await this.page.waitForFunction((label) => {
      const table = document.querySelector(`table[aria-label="${label}"]`);
      return table !== null && table.getAttribute("aria-busy") !== "true";
    }, DailyApprovalPage.TABLE);
  }

  row(name: string): Locator {
    return this.table.locator("tbody tr").filter({ hasText: name });
  }

  /** The status badge of an employee's row ("Present", "Absent", "Pending"…). */
  status(name: string): Locator {
    return this.row(name).getByTestId("attendance-status");
  }

  /** Waits until the employee's row shows `label` as its status (a refetch, live or not). */
  async waitForStatus(name: string, label: string) {
    await this.status(name).filter({ hasText: label }).waitFor();
  }

  async tab(label: RegExp) {
    await this.page.getByRole("tab", { name: label }).click();
    await this.waitForTable();
  }

  tabLabel(label: RegExp): Locator {
    return this.page.getByRole("tab", { name: label });
  }

  async search(text: string) {
    await this.page.getByRole("searchbox", { name: "Search" }).fill(text);
    await this.page.waitForURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
    await this.waitForTable();
  }

  async clearSearch() {
    await this.page.getByRole("searchbox", { name: "Search" }).fill("");
    await this.page.waitForURL((url) => !url.searchParams.has("q"));
    await this.waitForTable();
  }

  /** Ticks a row's checkbox (its visible box; the input sits under it). */
  async select(name: string) {
    await this.row(name).locator('[data-scope="checkbox"][data-part="control"]').click();
    await this.row(name).getByRole("checkbox", { checked: true }).waitFor();
  }

  async clickBulk(label: "Approve" | "Reject" | "Need Revision", count: number) {
    await this.page.getByRole("button", { name: `${label} (${count})`, exact: true }).click();
  }

  /** A row's decision: Approve is the row's icon button, the others are in its "⋮" menu. */
  async clickRow(label: "Approve" | "Reject" | "Need Revision", name: string) {
    if (label === "Approve") {
      await this.row(name)
        .getByRole("button", { name: `Approve ${name}`, exact: true })
        .click();
      return;
    }
    await this.row(name)
      .getByRole("button", { name: `More decisions for ${name}`, exact: true })
      .click();
    await this.page.getByRole("menuitem", { name: label, exact: true }).click();
  }

  /** The right edge of a column's header and the left edge of the sticky actions column. */
  async headerEdges(column: string): Promise<{ columnRight: number; actionsLeft: number }> {
    // By text: a header's accessible name also holds its resize handle's label.
    const header = await this.table.locator("thead th", { hasText: column }).boundingBox();
    const actions = await this.table.locator("thead th", { hasText: "Actions" }).boundingBox();
    return { columnRight: header!.x + header!.width, actionsLeft: actions!.x };
  }

  get dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  async confirm(label: "Approve" | "Reject" | "Need Revision", note?: string) {
    if (note !== undefined) await this.dialog.getByRole("textbox", { name: /Note/ }).fill(note);
    await this.dialog.getByRole("button", { name: label, exact: true }).click();
  }

  async openLocation(name: string) {
    await this.row(name)
      .getByRole("button", { name: new RegExp(`^View check-in location of ${name}`) })
      .click();
    await this.dialog.getByRole("application", { name: "Map of the check-in" }).waitFor();
  }

  async openSelfie(name: string) {
    await this.row(name)
      .getByRole("button", { name: new RegExp(`^View selfie of ${name}`) })
      .click();
    await this.dialog.getByRole("img").waitFor();
  }
}
