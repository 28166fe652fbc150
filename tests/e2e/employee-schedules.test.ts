import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastDayOf, nextMonth } from "../../src/features/employee-schedules/components/format.ts";
import { DEMO, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { AssignSchedulePage, ScheduleGridPage } from "./pages/EmployeeSchedulePage.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

/**
 * Issue 13 "Done when", employee schedules: the admin assigns a 5-day master schedule to 500
 * employees for next month on the assign page, watches the progress bar to the end, and sees
 * the national holidays and collective leave in the grid.
 */

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

const EMPLOYEES = 500;

describe("employee schedules", () => {
  it("assigns a master schedule to 500 employees for next month and shows holidays in the grid", async () => {
    const month = nextMonth();
    const from = `${month}-01`;
    const to = lastDayOf(month);
    const days = Number(to.slice(8));
    const owner = stack.owner;
    // 500 employees in a project of their own.
    const project = await owner.query<{ id: number }>(
      `INSERT INTO projects (client_id, code, name, start_date) VALUES ($1, 'PRJ-ROSTER', 'Proyek Jadwal', '2025-01-01') RETURNING id`,
      [maju],
    );
    const agents = await owner.query<{ id: number }>(
      `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id, project_id)
       SELECT $1, 'Jadwal ' || lpad(i::text, 3, '0'), '3171' || lpad((900000000 + i)::text, 12, '0'),
              '88' || lpad(i::text, 9, '0'), '2025-01-01', 'pkwt',
              (SELECT id FROM branches WHERE client_id = $1 AND province_id = '31' ORDER BY id LIMIT 1), $2
       FROM generate_series(1, $3) i RETURNING id`,
      [maju, project.rows[0]!.id, EMPLOYEES],
    );
    expect(agents.rowCount).toBe(EMPLOYEES);
    // The demo's 5-day master schedule (services/db/seed/schedules.ts): PAGI Monday to Friday.
    const schedule = await owner.query<{ id: number }>(
      "SELECT id FROM master_schedules WHERE client_id = $1 AND name = 'Kantor 5 Hari'",
      [maju],
    );
    const shift = await owner.query<{ id: number }>(
      `SELECT shift_id AS id FROM master_schedule_days
       WHERE master_schedule_id = $1 AND weekday = 1`,
      [schedule.rows[0]!.id],
    );
    // Next month's national holiday and collective leave on weekdays (the 2026 calendar has
    // them for December; a later month gets its own so the test does not age).
    const weekday = (day: number) => {
      const d = new Date(`${month}-${String(day).padStart(2, "0")}T00:00:00Z`).getUTCDay();
      return d >= 1 && d <= 5;
    };
    let holidays = await owner.query<{ date: string; kind: string; name: string }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, name FROM holidays
       WHERE client_id = $1 AND observed AND province_ids IS NULL AND kind IN ('national', 'collective_leave')
         AND date BETWEEN $2 AND $3 AND extract(isodow FROM date) <= 5 ORDER BY date`,
      [maju, from, to],
    );
    if (
      !holidays.rows.some((h) => h.kind === "national") ||
      !holidays.rows.some((h) => h.kind === "collective_leave")
    ) {
      const [a, b] = [...Array(days).keys()].map((i) => i + 1).filter(weekday);
      await owner.query(
        `INSERT INTO holidays (client_id, date, name, kind) VALUES
           ($1, $2, 'Libur Nasional Uji', 'national'), ($1, $3, 'Cuti Bersama Uji', 'collective_leave')`,
        [maju, `${month}-${String(a).padStart(2, "0")}`, `${month}-${String(b).padStart(2, "0")}`],
      );
      holidays = await owner.query(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, name FROM holidays
         WHERE client_id = $1 AND observed AND province_ids IS NULL AND kind IN ('national', 'collective_leave')
           AND date BETWEEN $2 AND $3 AND extract(isodow FROM date) <= 5 ORDER BY date`,
        [maju, from, to],
      );
    }
    const national = holidays.rows.find((h) => h.kind === "national")!;
    const collective = holidays.rows.find((h) => h.kind === "collective_leave")!;

    page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    // Signed in through the login API (login.test.ts tests the form).
    await signIn(page, stack, DEMO.majuAdmin);

    const assign = new AssignSchedulePage(page);
    await assign.open(stack.baseUrl);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The demo's pattern "Rotasi 2-2-2" may share this schedule's id: both are offered
    // (the cache keys them by kind and id).
    await page.getByRole("combobox", { name: "Master schedule or pattern", exact: true }).click();
    await page.getByRole("option", { name: "Rotasi 2-2-2 (Pattern)", exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await assign.choose("Master schedule or pattern", "Kantor 5 Hari (Master schedule)");
    await assign.choose("Project", "Proyek Jadwal");
    await assign.start();
    await assign.progressBar().waitFor();
    await page.getByText(`${EMPLOYEES} of ${EMPLOYEES} employees`).waitFor({ timeout: 30_000 });
    await page.getByText(/^Done: \d+ days written/).waitFor();
    expect(await assign.progressBar().getAttribute("aria-valuenow")).toBe("100");
    await page.screenshot({ path: ".tmp/e2e-assign-schedule.png" });

    const written = await owner.query<{ day_type: string; n: number }>(
      `SELECT day_type, count(*)::int AS n FROM employee_schedule_days
       WHERE agent_id = ANY ($1::int[]) AND date BETWEEN $2 AND $3 GROUP BY 1`,
      [agents.rows.map((r) => r.id), from, to],
    );
    const byType = Object.fromEntries(written.rows.map((r) => [r.day_type, r.n]));
    expect(Object.values(byType).reduce((a, b) => a + b, 0)).toBe(EMPLOYEES * days);
    expect(byType["national_holiday"]).toBeGreaterThanOrEqual(EMPLOYEES);
    expect(byType["collective_leave"]).toBeGreaterThanOrEqual(EMPLOYEES);
    const shifts = await owner.query<{ shift_id: number }>(
      `SELECT DISTINCT shift_id FROM employee_schedule_days
       WHERE agent_id = ANY ($1::int[]) AND date BETWEEN $2 AND $3 AND day_type = 'working'`,
      [agents.rows.map((r) => r.id), from, to],
    );
    expect(shifts.rows).toEqual([{ shift_id: shift.rows[0]!.id }]);

    await assign.openGrid();
    await page.waitForURL(new RegExp(`/attendances/employee-schedules\\?month=${month}`));
    const grid = new ScheduleGridPage(page);
    await grid.waitForGrid();
    await grid.choose("Project", "Proyek Jadwal");
    await page.waitForURL(/[?&]project=\d+/);
    await grid.waitForGrid();
    expect(await grid.range().textContent()).toBe(`1-20 of ${EMPLOYEES}`);
    const first = "Jadwal 001";
    await expect
      .poll(() => grid.cell(first, national.date).getAttribute("data-day-type"))
      .toBe("national_holiday");
    expect(await grid.cell(first, collective.date).getAttribute("data-day-type")).toBe(
      "collective_leave",
    );
    expect(await grid.cell(first, national.date).getAttribute("title")).toContain(national.name);
    const header = grid.dayHeader(Number(national.date.slice(8)));
    expect(await header.getAttribute("title")).toContain(national.name);
    await expect(
      page.getByRole("list", { name: "Legend" }).getByText("Collective leave"),
    ).toBeTruthy();
    await page.screenshot({ path: ".tmp/e2e-employee-schedules.png" });

    // A click on a working day opens the override; a day off is kept as an override.
    const working = [...Array(days).keys()]
      .map((i) => `${month}-${String(i + 1).padStart(2, "0")}`)
      .find(
        (date) => weekday(Number(date.slice(8))) && !holidays.rows.some((h) => h.date === date),
      )!;
    expect(await grid.cell(first, working).getAttribute("data-day-type")).toBe("working");
    await grid.cell(first, working).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox", { name: "Shift", exact: true }).click();
    await page.getByRole("option", { name: "Day off", exact: true }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => grid.cell(first, working).getAttribute("data-day-type"))
      .toBe("day_off");
    const row = await owner.query(
      `SELECT day_type, source FROM employee_schedule_days WHERE agent_id = $1 AND date = $2`,
      [agents.rows[0]!.id, working],
    );
    expect(row.rows).toEqual([{ day_type: "day_off", source: "override" }]);

    // The URL keeps the month and the filter across a reload.
    await page.reload();
    await grid.waitForGrid();
    expect(await grid.range().textContent()).toBe(`1-20 of ${EMPLOYEES}`);
    expect(await page.getByTestId("grid-month").textContent()).toBe(
      `${month.slice(5, 7)}-${month.slice(0, 4)}`,
    );
  }, 180_000);

  it("the holiday calendar: switch a collective-leave day off and add a company holiday for Bali", async () => {
    page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    // Signed in through the login API (login.test.ts tests the form).
    await signIn(page, stack, DEMO.majuAdmin);
    await page.goto(`${stack.baseUrl}/attendances/employee-schedules/holidays?month=2026-12`);
    const table = page.getByRole("table", { name: "Holiday Calendar", exact: true });
    await table.getByText("Cuti bersama Natal").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Switch off Cuti bersama Natal 24-12-2026" }).click();
    await page.getByRole("button", { name: "Switch on Cuti bersama Natal 24-12-2026" }).waitFor();
    const off = await stack.owner.query(
      "SELECT observed FROM holidays WHERE client_id = $1 AND date = '2026-12-24' AND kind = 'collective_leave'",
      [maju],
    );
    expect(off.rows).toEqual([{ observed: false }]);

    await page.getByRole("button", { name: "Add Company Holiday" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Name is required").waitFor();
    await dialog.getByRole("textbox", { name: "Name" }).fill("Hari Jadi Cabang Bali");
    await dialog.getByRole("combobox", { name: "Provinces" }).click();
    await page.getByRole("option", { name: "BALI", exact: true }).click();
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Save" }).click();
    await table.getByText("Hari Jadi Cabang Bali").waitFor();
    const added = await stack.owner.query(
      "SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, province_ids FROM holidays WHERE client_id = $1 AND name = 'Hari Jadi Cabang Bali'",
      [maju],
    );
    expect(added.rows).toEqual([{ date: "2026-12-01", kind: "company", province_ids: ["51"] }]);
    await page.screenshot({ path: ".tmp/e2e-holidays.png" });
  }, 120_000);
});
