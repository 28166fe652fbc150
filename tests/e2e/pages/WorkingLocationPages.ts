import type { Locator, Page } from "playwright-core";

/** A transparent 1×1 PNG: map tiles answered locally, so the test needs no internet. */
const BLANK_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Answers every map tile request with a blank image. */
export async function serveBlankTiles(page: Page) {
  await page.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: BLANK_PNG }),
  );
}

/** Working Location (BETA): the list, the create form and the detail page with its map. */
export class WorkingLocationPages {
  constructor(private readonly page: Page) {}

  async openFromSidebar() {
    const sidebar = this.page.getByRole("navigation", { name: "Main" });
    await sidebar.getByRole("link", { name: /Working Location/ }).click();
    await this.page.waitForURL(/\/working-locations$/);
    await this.page.getByRole("table", { name: "Working locations" }).waitFor();
  }

  async create(values: {
    name: string;
    address: string;
    latitude: string;
    longitude: string;
    radius: string;
  }) {
    await this.page.getByRole("button", { name: "Add Working Location" }).click();
    await this.page.waitForURL(/\/working-locations\/create$/);
    const form = this.page.getByRole("form", { name: "Working locations" });
    await form.getByRole("textbox", { name: /^Location name/ }).fill(values.name);
    await form.getByRole("textbox", { name: /^Address/ }).fill(values.address);
    await form.getByRole("textbox", { name: /^Latitude/ }).fill(values.latitude);
    await form.getByRole("textbox", { name: /^Longitude/ }).fill(values.longitude);
    await form.getByRole("textbox", { name: /^Radius/ }).fill(values.radius);
    await form.getByRole("button", { name: "Save" }).click();
    await this.page.waitForURL(/\/working-locations\/\d+$/);
    await this.page.getByRole("heading", { name: values.name }).waitFor();
  }

  /** Edit on the detail page: a new radius, saved in place. */
  async changeRadius(radius: string) {
    await this.page.getByRole("button", { name: "Edit" }).click();
    const form = this.page.getByRole("form", { name: "Working locations" });
    await form.getByRole("textbox", { name: /^Radius/ }).fill(radius);
    await form.getByRole("button", { name: "Save" }).click();
    await this.radius.waitFor();
  }

  /** The geofence's circle as Leaflet draws it (SVG), whether or not tiles loaded. */
  get circle(): Locator {
    return this.page.locator("path.geofence-circle");
  }

  get radius(): Locator {
    return this.page.getByTestId("location-radius");
  }

  /** Types a point into "Test a point" and answers the verdict and the distance text. */
  async testPoint(latitude: string, longitude: string, accuracy = "") {
    const box = this.page.getByRole("form", { name: "Test a point" });
    await box.getByRole("textbox", { name: /^Latitude/ }).fill(latitude);
    await box.getByRole("textbox", { name: /^Longitude/ }).fill(longitude);
    await box.getByRole("textbox", { name: /^GPS accuracy/ }).fill(accuracy);
    await box.getByRole("button", { name: "Check" }).click();
    const result = this.page.getByTestId("check-result");
    await result.waitFor();
    return {
      result: await result.getAttribute("data-result"),
      text: ((await result.textContent()) ?? "").replace(/\s+/g, " ").trim(),
    };
  }
}

/** Settings → Attendance policies: the list and the form. */
export class AttendancePolicyPages {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/settings/attendances/attendance-policies`);
    await this.page.getByRole("table", { name: "Attendance policies" }).waitFor();
  }

  get form(): Locator {
    return this.page.getByRole("form", { name: "Attendance policies" });
  }

  async startCreate() {
    await this.page.getByRole("button", { name: "Add Attendance Policy" }).click();
    await this.page.waitForURL(/\/attendance-policies\/create$/);
    await this.form.waitFor();
  }

  async fillName(name: string) {
    await this.form.getByRole("textbox", { name: /^Policy name/ }).fill(name);
  }

  async choose(label: string) {
    await this.form.getByRole("radio", { name: new RegExp(`^${label}`) }).check();
  }

  async tick(label: string, on = true) {
    const box = this.form.getByRole("checkbox", {
      name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`),
    });
    if (on) await box.check();
    else await box.uncheck();
  }

  async save() {
    await this.form.getByRole("button", { name: "Save" }).click();
  }

  fieldError(field: string): Locator {
    return this.form.locator(`[data-field="${field}"] [role="alert"]`);
  }
}
