import type { Download, Locator, Page } from "playwright-core";

/** Attendance Overview (BETA): the two tabs, the record detail; and Attendance Recap. */
export class AttendanceOverviewPages {
  constructor(private readonly page: Page) {}

  async openActivityLogs(baseUrl: string, query: Record<string, string>) {
    await this.page.goto(
      `${baseUrl}/attendances/overview/activity-logs?${new URLSearchParams(query).toString()}`,
    );
    await this.activityTable.waitFor();
  }

  get activityTable(): Locator {
    return this.page.getByRole("table", { name: "Check-ins and check-outs" });
  }

  get dailyTable(): Locator {
    return this.page.getByRole("table", { name: "Daily attendance records" });
  }

  /** The body rows of a table whose text matches. */
  rows(table: Locator, text: string | RegExp): Locator {
    return table.locator("tbody tr").filter({ hasText: text });
  }

  async switchTab(name: "Activity Logs" | "Daily Overview") {
    await this.page.getByRole("tab", { name }).click();
  }

  get statusCounts(): Locator {
    return this.page.getByTestId("status-counts");
  }

  async openRecord(employeeName: string) {
    await this.dailyTable.getByRole("link", { name: employeeName }).first().click();
    await this.page.waitForURL(/\/attendances\/overview\/daily-overview\/attendances\/\d+$/);
    await this.page.getByRole("region", { name: "Record" }).waitFor();
  }

  get timeline(): Locator {
    return this.page.getByRole("list", { name: "Timeline" });
  }

  async previewSelfie(): Promise<Locator> {
    await this.page.getByRole("button", { name: "View selfie" }).first().click();
    const dialog = this.page.getByRole("dialog", { name: "Selfie" });
    await dialog.waitFor();
    return dialog;
  }

  /** The check-in dot Leaflet draws (SVG), whether or not tiles loaded. */
  get checkInDot(): Locator {
    return this.page.locator("path.attendance-check-in");
  }

  async openRecap(baseUrl: string, query: Record<string, string>) {
    await this.page.goto(`${baseUrl}/attendance-recap?${new URLSearchParams(query).toString()}`);
    await this.recapTable.waitFor();
  }

  get recapTable(): Locator {
    return this.page.getByRole("table", { name: "Attendance recap per employee" });
  }

  async exportXlsx(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("button", { name: "Export XLSX" }).click();
    return download;
  }
}
