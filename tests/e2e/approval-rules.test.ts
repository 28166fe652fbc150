import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { ApprovalRulePages } from "./pages/ApprovalRulePages.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { startConsoleStack } from "./support.ts";

/**
 * Issue 13 "Done when", the approval-rule part, through the console only: the admin creates
 * a two-layer approval rule (layer 1 a role, layer 2 a user) and sees it listed.
 */

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function logIn(email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open(stack.baseUrl);
  await login.logIn(email, password);
  await new ShellPage(page).waitUntilReady();
  return page;
}

describe("Approval rules", () => {
  it("the admin creates a two-layer rule (a role, then a user) and sees it listed", async () => {
    const name = `Attendance fixes ${randomBytes(3).toString("hex")}`;
    const page = await logIn("admin@maju.test", "Tenaga-demo-1");
    const rules = new ApprovalRulePages(page);
    await rules.openList(stack.baseUrl);
    // The demo rule is there.
    await expect.poll(() => rules.row("Leave & Overtime").count()).toBe(1);

    await rules.clickCreate();
    await rules.fillName(name);
    await rules.pick(/^Request types/, ["Shift & Branch", "Dispute"]);
    await rules.pick("Layer 1 — Approver roles", ["Operations"]);
    await rules.addLayer();
    await rules.pick("Layer 2 — Approver users", ["Admin Maju"]);
    await rules.clickSave();
    await seeToast(page, `Approval rule ${name} created`);

    await page.getByRole("heading", { name: "Approval Rules", exact: true }).waitFor();
    await rules.waitForRows();
    const row = rules.row(name);
    await expect.poll(() => row.count()).toBe(1);
    const text = (await row.textContent()) ?? "";
    expect(text).toContain("Shift & Branch");
    expect(text).toContain("Dispute");
    expect(text).toContain("2 layers");

    // What the browser saved is what the database holds.
    const stored = await stack.owner.query<{
      layer: number;
      user: string | null;
      role: string | null;
    }>(
      `SELECT a.layer, u.fullname AS user, r.name AS role
       FROM approval_rule_approvers a JOIN approval_rules ar ON ar.id = a.rule_id
       LEFT JOIN users u ON u.id = a.user_id LEFT JOIN roles r ON r.id = a.role_id
       WHERE ar.name = $1 ORDER BY a.layer`,
      [name],
    );
    expect(stored.rows).toEqual([
      { layer: 1, user: null, role: "Operations" },
      { layer: 2, user: "Admin Maju", role: null },
    ]);
    const types = await stack.owner.query<{ request_type: string }>(
      `SELECT t.request_type FROM approval_rule_request_types t
       JOIN approval_rules ar ON ar.id = t.rule_id WHERE ar.name = $1 ORDER BY 1`,
      [name],
    );
    expect(types.rows.map((r) => r.request_type)).toEqual(["dispute", "shift_branch"]);
  });
});
