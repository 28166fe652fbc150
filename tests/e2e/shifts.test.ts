import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { ScheduleFormPage, ShiftPage } from "./pages/ShiftPages.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

/** Issue 13, "Done when": shifts (one across midnight), a 5-day master schedule, a pattern. */

let stack: TestStack;
let browser: Browser;
let page: Page;
let maju: number;

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
  maju = await clientId(stack, "PT Maju Jaya");
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
});
afterEach(async () => {
  await page?.context().close();
});

/** Signed in through the login API (login.test.ts tests the form); each test opens its screen. */
async function logIn(email: string) {
  await signIn(page, stack, { email, password: "Tenaga-demo-1" });
}

describe("shifts and schedules in the console", () => {
  it("creates two shifts (one across midnight), a 5-day master schedule and a 2-day rotation", async () => {
    await logIn("admin@maju.test");
    const shifts = new ShiftPage(page);
    await shifts.open(stack.baseUrl);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A bad time shows at its field and nothing is stored.
    await shifts.clickButton("Create Shift");
    await shifts.fillField("Code", "e2e-day");
    await shifts.fillField("Name", "E2E Day");
    await shifts.fillField("Start time", "25:00");
    await shifts.fillField("End time", "17:00");
    await shifts.fillField("Break (minutes)", "60");
    await shifts.clickButton("Save");
    await shifts.fieldMessage(/must be a time written HH:MM from 00:00 to 23:59/).waitFor();
    const none = await stack.owner.query(
      "SELECT 1 FROM shifts WHERE client_id = $1 AND code = 'E2E-DAY'",
      [maju],
    );
    expect(none.rowCount).toBe(0);

    await shifts.fillField("Start time", "08:00");
    await shifts.clickButton("Save");
    await seeToast(page, "Shift E2E Day created");
    await shifts.waitForRows();
    await shifts.search("E2E");
    await shifts.row("E2E-DAY").getByText("08:00 – 17:00").waitFor();

    await shifts.clickButton("Create Shift");
    await shifts.fillField("Code", "E2E-NIGHT");
    await shifts.fillField("Name", "E2E Night");
    await shifts.fillField("Start time", "22:00");
    await shifts.fillField("End time", "06:00");
    await shifts.form.getByText("Crosses midnight: ends the next day").waitFor();
    await shifts.clickButton("Save");
    await seeToast(page, "Shift E2E Night created");
    await shifts.waitForRows();
    const night = shifts.row("E2E-NIGHT");
    await night.getByText("22:00 – 06:00").waitFor();
    expect(await night.locator("abbr").getAttribute("title")).toBe(
      "Crosses midnight: ends the next day",
    );
    expect(await night.locator("abbr").textContent()).toBe("+1");
    expect(await shifts.row("E2E-DAY").locator("abbr").count()).toBe(0);
    await page.screenshot({ path: ".tmp/e2e-shifts.png" });

    const stored = await stack.owner.query<{
      code: string;
      crosses_midnight: boolean;
      break_minutes: number;
    }>(
      "SELECT code, crosses_midnight, break_minutes FROM shifts WHERE client_id = $1 AND code LIKE 'E2E-%' ORDER BY code",
      [maju],
    );
    expect(stored.rows).toEqual([
      { code: "E2E-DAY", crosses_midnight: false, break_minutes: 60 },
      { code: "E2E-NIGHT", crosses_midnight: true, break_minutes: 0 },
    ]);
    const ids = Object.fromEntries(
      (
        await stack.owner.query<{ code: string; id: number }>(
          "SELECT code, id FROM shifts WHERE client_id = $1 AND code LIKE 'E2E-%'",
          [maju],
        )
      ).rows.map((r) => [r.code, r.id]),
    );

    // Settings is in the sidebar now; the master schedule form.
    await page.getByRole("navigation").getByText("Settings", { exact: true }).waitFor();
    const form = new ScheduleFormPage(page);
    await form.open(
      stack.baseUrl,
      "/settings/attendances/master-schedules/create",
      "Create Master Schedule",
    );
    await form.fillName("E2E Office Week");
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday"])
      await form.chooseShift(day, "E2E-DAY · 08:00 – 17:00");
    // Four working days in a 5-day week: refused at the days.
    await form.clickButton("Save");
    await page.getByText(/must have exactly 5 working days for a 5-day week/).waitFor();
    await form.chooseShift("Friday", "E2E-DAY · 08:00 – 17:00");
    expect(await form.shortestDay.textContent()).toContain("Shortest working day: —");
    await form.clickButton("Save");
    await seeToast(page, "Master schedule E2E Office Week created");
    await page.waitForURL(/\/settings\/attendances\/master-schedules$/);
    await page
      .getByRole("table", { name: "Master Schedules" })
      .locator("tbody tr")
      .filter({ hasText: "E2E Office Week" })
      .getByText("5 working days")
      .waitFor();
    const week = await stack.owner.query<{ weekday: number; shift_id: number | null }>(
      `SELECT d.weekday, d.shift_id FROM master_schedule_days d
       JOIN master_schedules m ON m.id = d.master_schedule_id
       WHERE m.client_id = $1 AND m.name = 'E2E Office Week' ORDER BY d.weekday`,
      [maju],
    );
    const day = ids["E2E-DAY"]!;
    expect(week.rows.map((r) => r.shift_id)).toEqual([day, day, day, day, day, null, null]);

    // The edit page loads the saved week.
    await page
      .getByRole("table", { name: "Master Schedules" })
      .getByRole("button", { name: "Edit E2E Office Week" })
      .click();
    await page.waitForURL(/\/settings\/attendances\/master-schedules\/\d+\/edit$/);
    await page.getByRole("heading", { name: "Edit Master Schedule", exact: true }).waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector("select") as HTMLSelectElement | null)?.selectedOptions[0]?.text !==
        "Day off",
    );
    expect(await page.getByLabel("Friday", { exact: true }).inputValue()).toBe(String(day));
    expect(await page.getByLabel("Saturday", { exact: true }).inputValue()).toBe("");
    await form.clickButton("Cancel");
    await page.waitForURL(/\/settings\/attendances\/master-schedules$/);

    // A rotation: day, night, off.
    await form.open(
      stack.baseUrl,
      "/settings/attendances/schedule-patterns/create",
      "Create Schedule Pattern",
    );
    await form.fillName("E2E Rotation");
    await form.chooseShift("Day 1", "E2E-DAY · 08:00 – 17:00");
    await form.clickButton("Add day");
    await form.chooseShift("Day 2", "E2E-NIGHT · 22:00 – 06:00 +1");
    await form.clickButton("Add day");
    expect(await form.previewRows().count()).toBe(14);
    // Starting today: day, night, off, day...
    const cells = await form.previewRows().locator("td:nth-child(3)").allTextContents();
    expect(cells.slice(0, 4)).toEqual([
      "E2E-DAY · 08:00 – 17:00",
      "E2E-NIGHT · 22:00 – 06:00 +1",
      "Day off",
      "E2E-DAY · 08:00 – 17:00",
    ]);
    await page.screenshot({ path: ".tmp/e2e-schedule-pattern.png" });
    await form.clickButton("Save");
    await seeToast(page, "Schedule pattern E2E Rotation created");
    await page.waitForURL(/\/settings\/attendances\/schedule-patterns$/);
    const rotation = await stack.owner.query<{ position: number; shift_id: number | null }>(
      `SELECT d.position, d.shift_id FROM schedule_pattern_days d
       JOIN schedule_patterns p ON p.id = d.schedule_pattern_id
       WHERE p.client_id = $1 AND p.name = 'E2E Rotation' ORDER BY d.position`,
      [maju],
    );
    expect(rotation.rows).toEqual([
      { position: 1, shift_id: day },
      { position: 2, shift_id: ids["E2E-NIGHT"] },
      { position: 3, shift_id: null },
    ]);
  });
});
