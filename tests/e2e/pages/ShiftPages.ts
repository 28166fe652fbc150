import type { Locator, Page } from "playwright-core";
import { OrgListPage } from "./BranchPage.ts";

const exactly = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** /shifts: the list and its create/edit dialog. */
export class ShiftPage extends OrgListPage {
  constructor(page: Page) {
    super(page, "/shifts", "Shifts", "Shifts");
  }

  async fillField(label: string, value: string) {
    await this.form.getByRole("textbox", { name: exactly(label) }).fill(value);
  }

  /** The message shown under a field of the dialog. */
  fieldMessage(text: RegExp): Locator {
    return this.form.getByText(text);
  }
}

/** A settings form page (master schedule, schedule pattern): fields and native shift pickers. */
export class ScheduleFormPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, path: string, heading: string) {
    await this.page.goto(`${baseUrl}${path}`);
    await this.page.getByRole("heading", { name: heading, exact: true }).waitFor();
  }

  async fillName(value: string) {
    await this.page.getByRole("textbox", { name: /^Name/ }).fill(value);
  }

  async chooseShift(label: string, option: string) {
    await this.page.getByLabel(label, { exact: true }).selectOption({ label: option });
  }

  async clickButton(name: string) {
    await this.page.getByRole("button", { name, exact: true }).click();
  }

  get shortestDay(): Locator {
    return this.page.getByTestId("shortest-day");
  }

  previewRows(): Locator {
    return this.page.getByRole("region", { name: "Next 14 days" }).locator("tbody tr");
  }
}
