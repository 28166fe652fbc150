import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerAgent, ownerBranch } from "../integration/org-helpers.ts";
import { insertPunch, insertRecord } from "../support/attendanceRows.ts";
import { bearer, DEMO, login, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { DailyApprovalPage } from "./pages/DailyApprovalPage.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { serveBlankTiles } from "./pages/WorkingLocationPages.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

/** A 1×1 PNG: the selfie the file service stores and serves back. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const DAY = "2026-10-20";

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

describe("Daily Approval (issue 14)", () => {
  it("admin@maju.test filters a day, approves two in bulk with a note, sees Present, and sees changes live", async () => {
    const maju = await clientId(stack, "PT Maju Jaya");
    const branch = await ownerBranch(stack, maju);
    const token = (await login(stack.app, DEMO.majuAdmin)).token;
    const upload = await stack.app.inject({
      method: "POST",
      url: "/api/file/v1/uploads",
      headers: { ...bearer(token), "content-type": "image/png" },
      payload: PNG,
    });
    const selfie = (upload.json() as { data: { id: string } }).data.id;
    const location = (
      await stack.owner.query<{ id: number }>(
        `INSERT INTO working_locations (client_id, name, latitude, longitude, radius_meters)
         VALUES ($1, 'Gudang Harian', -6.3, 107.15, 100) RETURNING id`,
        [maju],
      )
    ).rows[0]!.id;
    const people: Record<string, { agentId: number; id: number }> = {};
    for (const [name, status] of [
      ["Ayu Lestari", "pending"],
      ["Bayu Pratama", "pending"],
      ["Citra Dewi", "pending"],
      ["Dimas Saputra", "waiting_for_checkout"],
    ] as const) {
      const agentId = await ownerAgent(stack, maju, branch, { fullName: name });
      const id = await insertRecord(stack.owner, maju, {
        agentId,
        date: DAY,
        branchId: branch,
        status,
        flags: name === "Bayu Pratama" ? ["late"] : [],
        lateMinutes: name === "Bayu Pratama" ? 12 : 0,
        checkInAt: `${DAY}T01:0${Object.keys(people).length}:00Z`,
        checkOutAt: status === "pending" ? `${DAY}T10:00:00Z` : null,
      });
      people[name] = { agentId, id };
    }
    await insertPunch(stack.owner, maju, {
      agentId: people["Ayu Lestari"]!.agentId,
      recordId: people["Ayu Lestari"]!.id,
      type: "check_in",
      occurredAt: `${DAY}T01:00:00Z`,
      latitude: -6.3004,
      longitude: 107.15,
      workingLocationId: location,
      distanceMeters: 44,
      fileId: selfie,
    });

    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await serveBlankTiles(page);
    // Signed in through the login API (login.test.ts tests the form).
    await signIn(page, stack, DEMO.majuAdmin);

    const daily = new DailyApprovalPage(page);
    await daily.open(stack.baseUrl, DAY);
    // The day's check-in times in the branch's zone (WIB), the counts on the tabs.
    expect(await daily.row("Ayu Lestari").getByTestId("check-in-time").textContent()).toBe("08:00");
    expect(await daily.row("Ayu Lestari").textContent()).toContain("WIB");
    // At 1440 px the narrow sticky actions column leaves Employee … Flags in sight.
    const edges = await daily.headerEdges("Flags");
    expect(edges.columnRight).toBeLessThanOrEqual(edges.actionsLeft);
    // A day still running offers no decision, only why.
    expect(
      await daily
        .row("Dimas Saputra")
        .getByRole("button", { name: /^Approve/ })
        .count(),
    ).toBe(0);
    await daily.row("Dimas Saputra").getByTestId("no-decision").waitFor();
    // A search by name narrows the day; cleared, the day is whole again.
    await daily.search("Bayu");
    await daily.row("Ayu Lestari").waitFor({ state: "detached" });
    expect(await daily.table.locator("tbody tr").count()).toBe(1);
    expect(await daily.row("Bayu Pratama").textContent()).toContain("Late");
    await daily.clearSearch();
    await daily.row("Ayu Lestari").waitFor();
    expect(await daily.tabLabel(/^Pending \(/).textContent()).toBe("Pending (3)");
    expect(await daily.tabLabel(/^Waiting for Check-out/).textContent()).toBe(
      "Waiting for Check-out (1)",
    );

    // The selfie in the image preview modal; the check-in on the map with its location.
    await daily.openSelfie("Ayu Lestari");
    await daily.dialog.getByRole("button", { name: "Close", exact: true }).click();
    await daily.openLocation("Ayu Lestari");
    expect(await daily.dialog.textContent()).toContain(
      "Gudang Harian · 44 m from the working location",
    );
    await daily.dialog.locator(".geofence-circle").waitFor();
    await daily.dialog.locator(".geofence-point").waitFor();
    await daily.dialog.getByRole("button", { name: "Close", exact: true }).click();

    // The Pending tab, searched; two selected and approved with one note.
    await daily.tab(/^Pending/);
    await daily.row("Dimas Saputra").waitFor({ state: "detached" });
    expect(await daily.table.locator("tbody tr").count()).toBe(3);
    await daily.select("Ayu Lestari");
    await daily.select("Bayu Pratama");
    await daily.clickBulk("Approve", 2);
    await daily.confirm("Approve", "Checked with the site lead");
    await seeToast(page, "2 records decided");
    await daily.tabLabel(/^Pending \(1\)/).waitFor();
    await daily.tab(/^All/);
    await daily.row("Dimas Saputra").waitFor();
    await daily.waitForStatus("Ayu Lestari", "Present");
    await daily.waitForStatus("Bayu Pratama", "Present");
    const stored = await stack.owner.query(
      "SELECT status, decision_note FROM attendance_records WHERE id = ANY($1::bigint[]) ORDER BY id",
      [[people["Ayu Lestari"]!.id, people["Bayu Pratama"]!.id]],
    );
    expect(stored.rows).toEqual([
      { status: "approved", decision_note: "Checked with the site lead" },
      { status: "approved", decision_note: "Checked with the site lead" },
    ]);

    // Rejecting (from the row's menu, drawn above the sticky column) needs a note: refused in
    // the dialog, then done.
    await daily
      .row("Citra Dewi")
      .getByRole("button", { name: "More decisions for Citra Dewi", exact: true })
      .click();
    await page.getByRole("menu").waitFor();
    await page.screenshot({ path: ".tmp/e2e-daily-approval-menu.png" });
    await page.getByRole("menuitem", { name: "Reject", exact: true }).click();
    await daily.confirm("Reject");
    await daily.dialog.getByText(/is required/).waitFor();
    await daily.confirm("Reject", "Not at the site");
    await seeToast(page, "Attendance of Citra Dewi rejected");
    await daily.waitForStatus("Citra Dewi", "Absent");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: ".tmp/e2e-daily-approval.png", fullPage: true });

    // Someone else decides through the API: the open page follows without a reload.
    const other = await stack.app.inject({
      method: "POST",
      url: `/api/hcm/v1/attendances/${people["Citra Dewi"]!.id}/decision`,
      headers: bearer(token),
      payload: { decision: "need_revision", note: "Send a clearer selfie" },
    });
    expect(other.statusCode).toBe(200);
    await daily.waitForStatus("Citra Dewi", "Need Revision");
    // Sent back for revision, it cannot be sent back again (the menu says so); Escape closes.
    await daily
      .row("Citra Dewi")
      .getByRole("button", { name: "More decisions for Citra Dewi", exact: true })
      .click();
    expect(
      await page.getByRole("menuitem", { name: /^Need Revision/ }).getAttribute("aria-disabled"),
    ).toBe("true");
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "hidden" });

    // A new check-in (written as the check-in API would, then its live pointer) appears.
    const late = await ownerAgent(stack, maju, branch, { fullName: "Eka Wijaya" });
    await insertRecord(stack.owner, maju, {
      agentId: late,
      date: DAY,
      branchId: branch,
      status: "waiting_for_checkout",
      checkInAt: `${DAY}T02:30:00Z`,
      checkOutAt: null,
    });
    await stack.owner.query(
      "INSERT INTO live_events (client_id, user_id, payload) VALUES ($1, NULL, $2)",
      [maju, JSON.stringify({ type: "attendance", dates: [DAY] })],
    );
    await daily.waitForStatus("Eka Wijaya", "Waiting for Check-out");
    expect(await daily.row("Eka Wijaya").getByTestId("check-in-time").textContent()).toBe("09:30");
  });
});
