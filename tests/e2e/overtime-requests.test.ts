import type { Browser, Page } from "playwright-core";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerAgent, ownerBranch } from "../integration/org-helpers.ts";
import { insertRecord } from "../support/attendanceRows.ts";
import { bearer, DEMO, login, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { clientId, signIn, startConsoleStack } from "./support.ts";

/**
 * Issue 15, overtime requests end to end in Chromium: a worker asks for overtime through the
 * worker API for a day with attendance; the approver (admin@maju.test, in Indonesian) approves
 * it in Daily Approval → Pengajuan Lembur; the day's record and the Attendance Recap show it.
 * A request on a day not yet validated is refused with SPEC §8's message.
 */

const PIN = "975310";
const DAY = Temporal.Now.plainDateISO("Asia/Jakarta").subtract({ days: 3 }).toString();
const DAY_TEXT = DAY.split("-").reverse().join("-");

/** A toast in the Indonesian console's notifications region. */
const seeToast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /Notifikasi/ })
    .getByText(text)
    .waitFor();

let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A worker of Maju with app access, a validated or waiting day, and the worker's token. */
async function workerWithDay(
  maju: number,
  branch: number,
  name: string,
  status: "approved" | "pending",
  adminToken: string,
) {
  const agentId = await ownerAgent(stack, maju, branch, { fullName: name });
  const phone = (
    await stack.owner.query<{ phone_number: string }>(
      "SELECT phone_number FROM agents WHERE id = $1",
      [agentId],
    )
  ).rows[0]!.phone_number;
  const access = await stack.app.inject({
    method: "PUT",
    url: `/api/main/v1/agents/${agentId}/app-access`,
    headers: bearer(adminToken),
    payload: { pin: PIN },
  });
  expect(access.statusCode, access.body).toBe(200);
  const logged = await stack.app.inject({
    method: "POST",
    url: "/api/main/v1/agent-auth/login",
    payload: { phoneNumber: phone, pin: PIN },
    remoteAddress: `10.20.0.${agentId % 250}`,
  });
  expect(logged.statusCode, logged.body).toBe(200);
  // 08:00–19:00 WIB on a 08:00–17:00 shift: two hours beyond its end.
  await insertRecord(stack.owner, maju, {
    agentId,
    date: DAY,
    branchId: branch,
    status,
    decision: status === "approved" ? "approve" : null,
    checkInAt: `${DAY}T01:00:00Z`,
    checkOutAt: `${DAY}T12:00:00Z`,
    scheduledStart: `${DAY}T01:00:00Z`,
    scheduledEnd: `${DAY}T10:00:00Z`,
    workedMinutes: 600,
  });
  const asked = await stack.app.inject({
    method: "POST",
    url: "/api/hcm/v1/agent/overtime-requests",
    headers: bearer(logged.json().data.token as string),
    payload: { clientRequestId: `e2e-${agentId}`, date: DAY, minutes: 120, reason: "Stok opname" },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  return agentId;
}

describe("Overtime requests (issue 15)", () => {
  it("a worker's request is approved in the console and shows on the daily record and the recap", async () => {
    const maju = await clientId(stack, "PT Maju Jaya");
    const branch = await ownerBranch(stack, maju);
    const adminToken = (await login(stack.app, DEMO.majuAdmin)).token;
    // Overtime goes to the admin in one layer (the demo's two-layer rule gives the type up).
    await stack.owner.query(
      "DELETE FROM approval_rule_request_types WHERE client_id = $1 AND request_type = 'overtime'",
      [maju],
    );
    const rule = await stack.owner.query<{ id: number }>(
      "INSERT INTO approval_rules (client_id, name, layer_count) VALUES ($1, 'Lembur', 1) RETURNING id",
      [maju],
    );
    await stack.owner.query(
      `INSERT INTO approval_rule_request_types (client_id, rule_id, request_type)
       VALUES ($1, $2, 'overtime')`,
      [maju, rule.rows[0]!.id],
    );
    await stack.owner.query(
      `INSERT INTO approval_rule_approvers (client_id, rule_id, layer, user_id)
       SELECT $1, $2, 1, id FROM users WHERE email = 'admin@maju.test'`,
      [maju, rule.rows[0]!.id],
    );
    await workerWithDay(maju, branch, "Eka Lembur", "approved", adminToken);
    await workerWithDay(maju, branch, "Fajar Menunggu", "pending", adminToken);
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = 'admin@maju.test'");

    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    // Signed in through the login API (login.test.ts tests the form).
    await signIn(page, stack, DEMO.majuAdmin);

    await page.goto(`${stack.baseUrl}/daily-approvals?tab=overtime`);
    await page.getByRole("tab", { name: "Pengajuan Lembur", selected: true }).waitFor();
    const table = page.getByRole("table", { name: "Pengajuan lembur" });
    const row = (name: string) => table.locator("tbody tr").filter({ hasText: name });
    await row("Eka Lembur").waitFor();
    const text = await row("Eka Lembur").textContent();
    expect(text).toContain(DAY_TEXT);
    expect(text).toContain("Hari kerja biasa");
    expect(text).toContain("3,5");
    expect(text).toContain("Menunggu");
    expect(text).toContain("Aplikasi karyawan");

    // A day not validated yet: SPEC §8, in Indonesian.
    await row("Fajar Menunggu")
      .getByRole("button", { name: "Setujui lembur Fajar Menunggu" })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Setujui", exact: true }).click();
    await seeToast(
      page,
      "Mohon validasi data absensi terlebih dahulu sebelum memvalidasi permintaan lembur",
    );
    expect(await row("Fajar Menunggu").getByTestId("overtime-status").textContent()).toBe(
      "Menunggu",
    );

    await page.screenshot({ path: ".tmp/e2e-overtime-requests.png", fullPage: true });
    // The validated day's request approved.
    await row("Eka Lembur").getByRole("button", { name: "Setujui lembur Eka Lembur" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Setujui", exact: true }).click();
    await seeToast(page, "Lembur Eka Lembur disetujui");
    await row("Eka Lembur")
      .getByTestId("overtime-status")
      .filter({ hasText: "Disetujui" })
      .waitFor();

    // The day's record shows two hours of overtime.
    await page.goto(`${stack.baseUrl}/daily-approvals?date=${DAY}&q=Eka`);
    const records = page.getByRole("table", { name: "Kehadiran hari ini" });
    const record = records.locator("tbody tr").filter({ hasText: "Eka Lembur" });
    await record.waitFor();
    expect(await record.textContent()).toContain("2j 00m");
    const header = records.getByRole("columnheader", { name: "Lembur" });
    expect(await header.count()).toBe(1);

    // The recap: approved overtime hours and multiplier units.
    await page.goto(`${stack.baseUrl}/attendance-recap?from=${DAY}&to=${DAY}&q=Eka`);
    const recap = page.getByRole("table", { name: "Rekap kehadiran per karyawan" });
    const recapRow = recap.locator("tbody tr").filter({ hasText: "Eka Lembur" });
    await recapRow.waitFor();
    await recap.getByRole("columnheader", { name: "Jam Lembur Disetujui" }).waitFor();
    await recap.getByRole("columnheader", { name: "Satuan Pengali Lembur" }).waitFor();
    const cells = await recapRow.locator("td").allTextContents();
    const headers = await recap.locator("thead th").allTextContents();
    const at = (label: string) => cells[headers.findIndex((h) => h.includes(label))];
    await page.screenshot({ path: ".tmp/e2e-overtime-recap.png", fullPage: true });
    expect(at("Jam Lembur Disetujui")).toBe("2");
    expect(at("Satuan Pengali Lembur")).toBe("3,5");
  });
});
