import type { Browser, Page } from "playwright-core";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO, login, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { AttendanceOverviewPages } from "./pages/AttendanceOverviewPages.ts";
import { serveBlankTiles } from "./pages/WorkingLocationPages.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

/**
 * Issue 14, Attendance Overview and Recap in the browser, on records written by hand (the
 * check-in API is another part's): the activity logs and the daily overview with their URL
 * filters, a live change appearing without reload, a record's detail with its timeline,
 * selfie and map, and the recap with its XLSX export.
 */

let stack: TestStack;
let browser: Browser;
let page: Page;
let maju: number;
const tag = `e2e${Date.now().toString(36)}`;
const F = { branch: 0, ani: 0, cici: 0, record: 0, fileId: "" };

/** A 1×1 PNG: the selfie. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function agent(name: string): Promise<number> {
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
     VALUES ($1, $2, lpad((floor(random() * 1e15))::bigint::text, 16, '3'), '81234' || lpad((floor(random() * 1e6))::int::text, 6, '0'),
             '2024-01-01', 'pkwt', $3) RETURNING id`,
    [maju, name, F.branch],
  );
  return rows[0]!.id;
}

async function record(agentId: number, date: string, status: string, extra: string[] = []) {
  const { rows } = await stack.owner.query<{ id: string }>(
    `INSERT INTO attendance_records (client_id, agent_id, date, branch_id, timezone, day_type,
       status, flags, check_in_at, check_out_at, worked_minutes, late_minutes)
     VALUES ($1, $2, $3, $4, 'Asia/Makassar', 'working', $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      maju,
      agentId,
      date,
      F.branch,
      status,
      extra,
      `${date}T00:15:00Z`,
      status === "approved" ? `${date}T09:15:00Z` : null,
      status === "approved" ? 480 : 0,
      extra.includes("late") ? 15 : 0,
    ],
  );
  return Number(rows[0]!.id);
}

let events = 0;
async function event(agentId: number, recordId: number, type: string, at: string, fileId?: string) {
  await stack.owner.query(
    `INSERT INTO attendance_events (client_id, agent_id, record_id, type, client_event_id, body_hash,
       occurred_at, utc_offset_minutes, latitude, longitude, accuracy_meters, verification_method,
       file_id, distance_meters, response)
     VALUES ($1, $2, $3, $4, $5, 'h', $6, 480, -5.147665, 119.432731, 10, $7, $8, 25, '{}')`,
    [
      maju,
      agentId,
      recordId,
      type,
      `${tag}-${events++}`,
      at,
      fileId ? "selfie" : null,
      fileId ?? null,
    ],
  );
}

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
  maju = await clientId(stack, "PT Maju Jaya");
  const branch = await stack.owner.query<{ id: number }>(
    `INSERT INTO branches (client_id, code, name, timezone) VALUES ($1, $2, $3, 'Asia/Makassar') RETURNING id`,
    [maju, `E2E-${tag.slice(-6).toUpperCase()}`, `Makassar ${tag}`],
  );
  F.branch = branch.rows[0]!.id;
  F.ani = await agent(`Ani Overview ${tag}`);
  F.cici = await agent(`Cici Overview ${tag}`);
  const admin = await login(stack.app, DEMO.majuAdmin);
  const upload = await stack.app.inject({
    method: "POST",
    url: "/api/file/v1/uploads",
    headers: { ...bearer(admin.token), "content-type": "image/png" },
    payload: PNG,
  });
  F.fileId = upload.json().data.id;
  F.record = await record(F.ani, "2026-03-02", "approved", ["late"]);
  await record(F.ani, "2026-03-03", "rejected");
  await event(F.ani, F.record, "check_in", "2026-03-02T00:15:00Z", F.fileId);
  await event(F.ani, F.record, "check_out", "2026-03-02T09:15:00Z");
  await stack.owner.query(
    `INSERT INTO attendance_record_actions (client_id, record_id, actor, actor_user_id, action,
       from_status, to_status, note, at)
     VALUES ($1, $2, 'agent', NULL, 'check_in', 'waiting_for_checkin', 'waiting_for_checkout', NULL, '2026-03-02T00:15:00Z'),
            ($1, $2, 'user', $3, 'approve', 'pending', 'approved', 'Looks right', '2026-03-02T10:00:00Z')`,
    [maju, F.record, admin.user.id],
  );
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe("Attendance Overview and Recap (issue 14)", () => {
  it("admin@maju.test filters the overview through the URL, sees a check-in live, opens a record and exports the recap", async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 1000 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    await serveBlankTiles(page);
    // Signed in through the login API (login.test.ts tests the form).
    await signIn(page, stack, DEMO.majuAdmin);
    const overview = new AttendanceOverviewPages(page);

    // Activity logs of one day, by name, from the URL (SPEC §2 query parameters).
    await overview.openActivityLogs(stack.baseUrl, {
      employeeName: `overview ${tag}`,
      date: "2026-03-02",
    });
    const logs = overview.rows(overview.activityTable, `Ani Overview ${tag}`);
    await logs.nth(1).waitFor();
    expect(await logs.count()).toBe(2);
    // Newest first, in the branch's zone (WITA).
    expect(await logs.first().textContent()).toContain("02-03-2026 17:15 WITA");
    expect(await logs.nth(1).textContent()).toContain("02-03-2026 08:15 WITA");
    await page.screenshot({ path: ".tmp/e2e-attendance-logs.png", fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The daily overview keeps the three filters.
    await overview.switchTab("Daily Overview");
    await page.waitForURL(
      (url) =>
        url.pathname === "/attendances/overview/daily-overview" &&
        url.searchParams.get("date") === "2026-03-02" &&
        url.searchParams.get("employeeName") === `overview ${tag}`,
    );
    await overview.rows(overview.dailyTable, `Ani Overview ${tag}`).first().waitFor();
    expect(await overview.statusCounts.textContent()).toContain("Present 1");

    // A check-in made meanwhile appears without reload (the live pointer, as the API writes it).
    const cici = await record(F.cici, "2026-03-02", "waiting_for_checkout");
    await event(F.cici, cici, "check_in", "2026-03-02T00:40:00Z");
    await stack.owner.query(
      `INSERT INTO live_events (client_id, user_id, payload) VALUES ($1, NULL, $2)`,
      [maju, JSON.stringify({ type: "attendance", dates: ["2026-03-02"] })],
    );
    await overview.rows(overview.dailyTable, `Cici Overview ${tag}`).first().waitFor();
    await overview.statusCounts.getByText("Waiting for Check-out").waitFor();
    await page.screenshot({ path: ".tmp/e2e-attendance-daily.png", fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The record: timeline, selfie preview, map.
    await overview.openRecord(`Ani Overview ${tag}`);
    expect(await page.getByTestId("record-status").textContent()).toBe("Present");
    const timeline = await overview.timeline.textContent();
    expect(timeline).toContain("Approved (Pending → Present) — Looks right");
    expect(timeline).toContain("02 Mar 2026 18:00");
    await overview.checkInDot.waitFor();
    const dialog = await overview.previewSelfie();
    expect(await dialog.locator("img").getAttribute("src")).toBe(`/api/file/v1/files/${F.fileId}`);
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.screenshot({ path: ".tmp/e2e-attendance-detail.png", fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The recap of the period, and its XLSX.
    await overview.openRecap(stack.baseUrl, { from: "2026-03-01", to: "2026-03-10", q: tag });
    const ani = overview.rows(overview.recapTable, `Ani Overview ${tag}`);
    await ani.waitFor();
    const cells = await ani.locator("td").allTextContents();
    // Employee, branch, days, present, late, absent…
    expect(cells.slice(2, 6)).toEqual(["2", "1", "1", "1"]);
    await page.screenshot({ path: ".tmp/e2e-attendance-recap.png", fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    const download = await overview.exportXlsx();
    expect(download.suggestedFilename()).toBe("attendance-recap-2026-03-01-to-2026-03-10.xlsx");
    const rows = (await readXlsxFile((await download.path())!))[0]!.data as unknown[][];
    const header = rows[0] as string[];
    const row = rows.find((r) => r[0] === F.ani)!;
    expect(row[header.indexOf("Present")]).toBe(1);
    expect(row[header.indexOf("Absent")]).toBe(1);
    expect(row[header.indexOf("Worked Hours")]).toBe(8);
    expect(rows.map((r) => r[1])).toContain(`Cici Overview ${tag}`);
  });
});
