import type { Download, Page } from "playwright-core";

/** /agents/bulk/default-data and /agents/bulk/additional-data as a user works them. */
export class BulkImportPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, kind: "default" | "additional" = "default") {
    await this.page.goto(`${baseUrl}/agents/bulk/${kind}-data`);
    await this.page.getByRole("button", { name: "Download template" }).waitFor();
  }

  async downloadTemplate(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("button", { name: "Download template" }).click();
    return download;
  }

  /** Chooses a file (as the file dialog would) and presses Upload. */
  async upload(name: string, contents: string | Buffer, mimeType = "text/csv") {
    await this.page.getByLabel("Choose file").setInputFiles({
      name,
      mimeType,
      buffer: Buffer.isBuffer(contents) ? contents : Buffer.from(contents),
    });
    await this.page.getByRole("button", { name: "Upload" }).click();
  }

  get errorsTable() {
    return this.page.getByRole("table", { name: "Problems in the file" });
  }

  /** The import's progress bar (SSE), while the import is queued or running. */
  get progressBar() {
    return this.page.getByRole("progressbar", { name: /Importing|Waiting to start the import/ });
  }

  async seeCompleted(message: string) {
    await this.page.getByText(message).waitFor();
  }

  async downloadDetail(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("button", { name: "Download Detail" }).click();
    return download;
  }
}
