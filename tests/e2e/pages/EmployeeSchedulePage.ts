import type { Locator, Page } from "playwright-core";

/** Issue 13: the assign page and the employee-schedule grid. */
export class AssignSchedulePage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/attendances/employee-schedules/assign-schedule`);
    await this.page.getByRole("heading", { name: "Assign Schedule", exact: true }).waitFor();
  }

  /** A single-choice dropdown by its label. */
  async choose(label: string, option: string) {
    await this.page.getByRole("combobox", { name: label, exact: true }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  async start() {
    await this.page.getByRole("button", { name: "Assign", exact: true }).click();
  }

  get progress(): Locator {
    return this.page.getByTestId("assign-progress");
  }

  progressBar(): Locator {
    return this.progress.getByRole("progressbar");
  }

  async openGrid() {
    await this.page.getByRole("link", { name: "Open the schedule grid" }).click();
  }
}

export class ScheduleGridPage {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole("table", { name: "Employee schedules", exact: true });
  }

  async waitForGrid() {
    await this.table.waitFor();
    await this.page.waitForFunction(() => {
      const table = document.querySelector('table[aria-label="Employee schedules"]');
      return table !== null && table.getAttribute("aria-busy") !== "true";
    });
  }

  async choose(label: string, option: string) {
    await this.page.getByRole("combobox", { name: label, exact: true }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  /** The cell of an employee's row on a date. */
  cell(employee: string, date: string): Locator {
    return this.table
      .locator("tbody tr")
      .filter({ hasText: employee })
      .locator(`button[data-date="${date}"]`);
  }

  dayHeader(day: number): Locator {
    return this.table.locator("thead th").filter({ hasText: new RegExp(`^${day}$`) });
  }

  range(): Locator {
    return this.page.getByTestId("grid-range");
  }
}
