import type { Locator, Page } from "playwright-core";
import { OrgListPage } from "./BranchPage.ts";

/** Assignment (/assignments): its list, form and the End / Delete confirmations. */
export class AssignmentPage extends OrgListPage {
  constructor(page: Page) {
    super(page, "/assignments", "Assignment", "Assignments");
  }

  async clickEnd(agentName: string) {
    await this.page.getByRole("button", { name: `End ${agentName}`, exact: true }).click();
  }

  async clickDelete(agentName: string) {
    await this.page.getByRole("button", { name: `Delete ${agentName}`, exact: true }).click();
  }

  get endDialog(): Locator {
    return this.page.getByRole("dialog").filter({ hasText: "End the assignment" });
  }

  get confirmDialog(): Locator {
    return this.page.getByRole("alertdialog");
  }

  /** The form's message above the fields (an overlap, a refused place). */
  formAlert(): Locator {
    return this.form.getByRole("alert");
  }
}
