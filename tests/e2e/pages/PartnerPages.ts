import type { Locator, Page } from "playwright-core";

/** Waits until a named table shows rows or its empty state (not the loading skeleton). */
async function waitForTable(page: Page, name: string) {
  await page.getByRole("table", { name }).waitFor();
  await page.waitForFunction((label) => {
    const table = document.querySelector(`table[aria-label="${label}"]`);
    return table !== null && table.getAttribute("aria-busy") !== "true";
  }, name);
}

/** Partner Approval (/partners/approval): the queue of partners waiting for a decision. */
export class PartnerApprovalPage {
  static readonly TABLE = "Partners waiting for approval";

  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/partners/approval`);
    await this.page.getByRole("heading", { name: "Partner Approval" }).waitFor();
    await waitForTable(this.page, PartnerApprovalPage.TABLE);
  }

  row(name: string): Locator {
    return this.page
      .getByRole("table", { name: PartnerApprovalPage.TABLE })
      .locator("tbody tr")
      .filter({ hasText: name });
  }

  async search(text: string) {
    await this.page.getByRole("searchbox", { name: "Search" }).fill(text);
    await this.page.waitForURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
    await waitForTable(this.page, PartnerApprovalPage.TABLE);
  }

  /** Ticks a row's checkbox (its visible box; the input sits under it). */
  async select(name: string) {
    await this.row(name).locator('[data-scope="checkbox"][data-part="control"]').click();
    await this.row(name).getByRole("checkbox", { checked: true }).waitFor();
  }

  async clickApprove(name: string) {
    await this.page.getByRole("button", { name: `Approve ${name}`, exact: true }).click();
  }

  /** The confirmation's own Approve button. */
  async confirmApprove() {
    await this.page.getByRole("alertdialog").getByRole("button", { name: "Approve" }).click();
  }

  async clickReject(name: string) {
    await this.page.getByRole("button", { name: `Reject ${name}`, exact: true }).click();
  }

  get rejectDialog(): Locator {
    return this.page.getByRole("dialog").filter({ hasText: "Reject partner" });
  }

  async typeReason(reason: string) {
    await this.rejectDialog.getByRole("textbox", { name: /Reason/ }).fill(reason);
  }

  async submitReject() {
    await this.rejectDialog.getByRole("button", { name: "Reject", exact: true }).click();
  }
}

/** Partner Database (/partners/database): every partner the visibility setting shows. */
export class PartnerDatabasePage {
  static readonly TABLE = "Partners";

  constructor(private readonly page: Page) {}

  async open(baseUrl: string, search = "") {
    await this.page.goto(`${baseUrl}/partners/database${search}`);
    await this.page.getByRole("heading", { name: "Partner Database" }).waitFor();
    await waitForTable(this.page, PartnerDatabasePage.TABLE);
  }

  row(name: string): Locator {
    return this.page
      .getByRole("table", { name: PartnerDatabasePage.TABLE, exact: true })
      .locator("tbody tr")
      .filter({ hasText: name });
  }
}

/** Toasts at the top centre (SPEC §2). */
export async function seeToast(page: Page, text: string) {
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByText(text)
    .waitFor();
}
