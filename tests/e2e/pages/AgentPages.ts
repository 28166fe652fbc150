import { deflateSync } from "node:zlib";
import type { Locator, Page } from "playwright-core";

/** The Employee List (/agents). */
export class AgentListPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, search = "") {
    await this.page.goto(`${baseUrl}/agents${search}`);
    await this.waitForRows();
  }

  get table() {
    return this.page.getByRole("table", { name: "Employees" });
  }

  /** Waits until the table shows rows or its empty state (not the loading skeleton). */
  async waitForRows() {
    await this.table.waitFor();
    await this.page.waitForFunction(() => {
      const table = document.querySelector('table[aria-label="Employees"]');
      return table !== null && table.getAttribute("aria-busy") !== "true";
    });
  }

  async search(text: string) {
    await this.page.getByRole("searchbox", { name: /Search name, NIK/ }).fill(text);
  }

  /** Names in the table's name column, in order. */
  async names(): Promise<string[]> {
    return this.table.locator("tbody a").allInnerTexts();
  }

  /** A filter dropdown in the "filter" mode: choose options, then Apply. */
  async filter(label: string, options: string[]) {
    await this.page.getByRole("combobox", { name: label, exact: true }).click();
    for (const option of options) {
      await this.page.getByRole("option", { name: option, exact: true }).click();
    }
    await this.page.getByRole("button", { name: "Apply" }).click();
  }

  async chooseWorkerStatus(status: string) {
    await this.page.getByRole("combobox", { name: "Worker status", exact: true }).click();
    await this.page.getByRole("option", { name: status, exact: true }).click();
  }

  row(name: string): Locator {
    return this.table.locator("tbody tr").filter({ hasText: name });
  }
}

/** The employee form (create and edit). */
export class AgentFormPage {
  constructor(private readonly page: Page) {}

  textbox(name: string) {
    return this.page.getByRole("textbox", { name, exact: true });
  }

  async fill(name: string, value: string) {
    await this.textbox(name).fill(value);
  }

  async choose(label: string, option: string) {
    await this.page.getByRole("combobox", { name: label, exact: true }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  /** Picks the first day of the month the calendar opens on. */
  async pickFirstOfMonth(label: RegExp) {
    await this.page.getByRole("button", { name: label }).click();
    const day = this.page
      .locator(
        '[data-scope="date-picker"][data-part="table-cell-trigger"]:not([data-outside-range])',
      )
      .filter({ hasText: /^1$/ })
      .first();
    await day.click();
  }

  /** Chooses an image for the selfie and crops it in the crop dialog. */
  async uploadSelfie(png: Buffer) {
    await this.page
      .locator('input[type="file"]')
      .setInputFiles({ name: "selfie.png", mimeType: "image/png", buffer: png });
    const dialog = this.page.getByRole("dialog", { name: "Crop image" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Crop", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
  }

  async submit(label: string) {
    await this.page.getByRole("button", { name: label, exact: true }).click();
  }

  /** The text under a field (its error), found by the field's data-field name. */
  fieldText(field: string): Locator {
    return this.page.locator(`[data-field="${field}"]`);
  }
}

/** PNG bytes of a `size`×`size` image in two colours (so a crop has something to keep). */
export function testPng(size = 64): Buffer {
  const row = (y: number) => {
    const pixels = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const warm = x < size / 2 !== y < size / 2;
      pixels.set(warm ? [230, 120, 40] : [40, 90, 200], 1 + x * 3);
    }
    return pixels;
  };
  const raw = Buffer.concat(Array.from({ length: size }, (_, y) => row(y)));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
