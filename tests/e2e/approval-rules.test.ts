import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeDemoRequestRule } from "../support/demoRequests.ts";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { ApprovalRulePages } from "./pages/ApprovalRulePages.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { seriousAxeViolations, startConsoleStack } from "./support.ts";

/**
 * Issue 13 "Done when", the approval-rule part, through the console only: the admin creates
 * a two-layer approval rule (layer 1 a role, layer 2 a user) and sees it listed.
 */

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startConsoleStack();
  // The demo's "Attendance Requests" rule covers every worker request type (a type is covered
  // by at most one rule): this journey creates a rule for some of them.
  await removeDemoRequestRule(stack.owner);
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

    expect(await seriousAxeViolations(page)).toEqual([]);
    await rules.clickCreate();
    await page.getByRole("group", { name: "Layer 1" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
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

    // A request waiting at layer 2: deleting the rule is refused, editing it asks first and
    // sends the request back to layer 1.
    const request = await stack.owner.query<{ id: number }>(
      `INSERT INTO approval_requests (client_id, request_type, agent_id, rule_id, current_layer)
       SELECT ar.client_id, 'dispute', (SELECT id FROM agents WHERE client_id = ar.client_id LIMIT 1),
              ar.id, 2
       FROM approval_rules ar WHERE ar.name = $1 RETURNING id`,
      [name],
    );
    await page.reload();
    await rules.waitForRows();
    await page.getByRole("button", { name: `Delete ${name}`, exact: true }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await seeToast(page, `Approval rule "${name}" still has 1 pending request`);

    await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
    await page.getByRole("heading", { name: "Edit Approval Rule", exact: true }).waitFor();
    await rules.fillName(`${name} v2`);
    await rules.clickSave();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("1 pending request under this rule will go back to layer 1").waitFor();
    await confirm.getByRole("button", { name: "Save and reset", exact: true }).click();
    await seeToast(page, "1 pending request sent back to layer 1");
    await rules.waitForRows();
    await expect.poll(() => rules.row(`${name} v2`).count()).toBe(1);
    const after = await stack.owner.query(
      "SELECT status, current_layer FROM approval_requests WHERE id = $1",
      [request.rows[0]!.id],
    );
    expect(after.rows).toEqual([{ status: "pending", current_layer: 1 }]);
  });
});
