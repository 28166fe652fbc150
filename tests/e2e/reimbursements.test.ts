import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { ReimbursementsPage } from "./pages/ReimbursementPages.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

/**
 * Issue 18, /reimbursements in the browser: admin@maju.test creates a natura meal claim type
 * (the Rp 2.000.000 monthly cap by default), files a Rp 2.500.000 claim for a worker with no
 * claims yet, approves it at their layer and sees it approved with the tax split of PMK 66/2023
 * Ps. 5 (Rp 2.000.000 tax-free, Rp 500.000 taxed) — in the table, the drawer and the database;
 * then the page in Indonesian.
 */

let stack: TestStack;
let browser: Browser;
let page: Page;
let worker: { id: number; name: string; nik: string };

const TYPE = `E2E Makan Lapangan ${Date.now() % 100_000}`;
const CLAIMS = ReimbursementsPage.CLAIMS;

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
  const maju = await clientId(stack, "PT Maju Jaya");
  const admin = await stack.owner.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [
    DEMO.majuAdmin.email,
  ]);
  // A reimbursement approval rule whose default approver (layer 0, any layer) is the admin,
  // made as Approval Rules would make it, unless the demo already covers the type.
  await stack.owner.query(
    `WITH rule AS (
       INSERT INTO approval_rules (client_id, name, layer_count)
       SELECT $1, 'E2E reimbursement', 1
       WHERE NOT EXISTS (SELECT 1 FROM approval_rule_request_types
                         WHERE client_id = $1 AND request_type = 'reimbursement')
       RETURNING id),
     covered AS (
       INSERT INTO approval_rule_request_types (client_id, rule_id, request_type)
       SELECT $1, id, 'reimbursement' FROM rule RETURNING rule_id)
     INSERT INTO approval_rule_approvers (client_id, rule_id, layer, user_id)
     SELECT $1, rule_id, 0, $2 FROM covered`,
    [maju, admin.rows[0]!.id],
  );
  await stack.owner.query(
    `INSERT INTO approval_rule_approvers (client_id, rule_id, layer, user_id)
     SELECT t.client_id, t.rule_id, 0, $2 FROM approval_rule_request_types t
     WHERE t.client_id = $1 AND t.request_type = 'reimbursement'
       AND NOT EXISTS (SELECT 1 FROM approval_rule_approvers a
                       WHERE a.rule_id = t.rule_id AND a.layer = 0 AND a.user_id = $2)`,
    [maju, admin.rows[0]!.id],
  );
  // A worker with no claims: the month's natura cap is then all theirs.
  const found = await stack.owner.query<{ id: number; full_name: string; nik: string }>(
    `SELECT a.id, a.full_name, a.nik FROM agents a
     WHERE a.client_id = $1 AND a.worker_status = 'active'
       AND NOT EXISTS (SELECT 1 FROM reimbursement_claims c WHERE c.agent_id = a.id)
     ORDER BY a.id LIMIT 1`,
    [maju],
  );
  const chosen = found.rows[0]!;
  worker = { id: chosen.id, name: chosen.full_name, nik: chosen.nik };
  page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  await signIn(page, stack, DEMO.majuAdmin);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe("Reimbursements (issue 18)", { timeout: 120_000 }, () => {
  it("creates a type and a claim, approves it and shows its tax split", async () => {
    const screen = new ReimbursementsPage(page);
    await screen.open(stack.baseUrl, "?tab=types");
    await new ShellPage(page).waitUntilReady();
    await screen.table(ReimbursementsPage.TYPES).waitFor();

    // The type: natura meals, the cap left at its Rp 2.000.000 default.
    await page.getByRole("button", { name: "New claim type" }).click();
    await screen.dialog.getByRole("textbox", { name: /^Name/ }).fill(TYPE);
    await screen.dialog.getByRole("radio", { name: /Field-staff meals/ }).check();
    expect(
      await screen.dialog.getByRole("spinbutton", { name: /Tax-free cap per month/ }).inputValue(),
    ).toBe("2.000.000");
    await screen.dialog.getByRole("button", { name: "Save" }).click();
    await seeToast(page, `Claim type ${TYPE} created`);
    await screen.row(ReimbursementsPage.TYPES, TYPE).waitFor();

    // The claim, on the worker's behalf.
    await screen.tab("Claims");
    await screen.table(CLAIMS).waitFor();
    await page.getByRole("button", { name: "New claim" }).click();
    await screen.pick(/^Employee/, worker.name, `${worker.name} (${worker.nik})`);
    await screen.choose(/^Claim type/, TYPE);
    await screen.dialog.getByRole("spinbutton", { name: /Amount/ }).fill("2500000");
    await screen.dialog.getByRole("textbox", { name: /Description/ }).fill("Makan tim survei");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screen.dialog.getByRole("button", { name: "Submit claim" }).click();
    await seeToast(page, "submitted");

    const row = screen.row(CLAIMS, worker.name).filter({ hasText: TYPE });
    await row.getByTestId("claim-status").filter({ hasText: "Pending" }).waitFor();
    expect(await row.getByTestId("claim-amount").textContent()).toBe("Rp 2.500.000");

    await row.getByRole("button", { name: `Approve the claim of ${worker.name}` }).click();
    await screen.decide("Approve");
    await row.getByTestId("claim-status").filter({ hasText: "Approved" }).waitFor();

    const stored = await stack.owner.query<{
      status: string;
      taxable_amount: string;
      non_taxable_amount: string;
    }>(
      `SELECT c.status, c.taxable_amount, c.non_taxable_amount FROM reimbursement_claims c
       JOIN reimbursement_types t ON t.id = c.type_id WHERE t.name = $1 AND c.agent_id = $2`,
      [TYPE, worker.id],
    );
    expect(stored.rows).toEqual([
      { status: "approved", taxable_amount: "500000", non_taxable_amount: "2000000" },
    ]);

    await row.getByRole("button", { name: `View the claim of ${worker.name}` }).click();
    const split = page.getByTestId("tax-split");
    await split.waitFor();
    expect(await split.textContent()).toContain("Non-taxableRp 2.000.000");
    expect(await split.textContent()).toContain("TaxableRp 500.000");
    expect(await page.getByTestId("drawer-status").textContent()).toBe("Approved");
    expect(await page.getByTestId("claim-drawer").textContent()).toContain(
      "Waits for the next payroll report",
    );
    await page.screenshot({ path: ".tmp/e2e-reimbursement-drawer.png" });
    await page.keyboard.press("Escape");
  });

  it("speaks Indonesian", async () => {
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = $1", [
      DEMO.majuAdmin.email,
    ]);
    try {
      const indonesian = await (
        await browser.newContext({ viewport: { width: 1440, height: 900 } })
      ).newPage();
      await signIn(indonesian, stack, DEMO.majuAdmin);
      const screen = new ReimbursementsPage(indonesian);
      await screen.open(stack.baseUrl, "", "Penggantian Biaya");
      await indonesian.getByRole("tab", { name: "Jenis Klaim", exact: true }).waitFor();
      await indonesian.getByRole("button", { name: "Klaim baru", exact: true }).waitFor();
      await screen
        .row("Klaim penggantian biaya", worker.name)
        .filter({ hasText: TYPE })
        .getByTestId("claim-status")
        .filter({ hasText: "Disetujui" })
        .waitFor();
      await indonesian.context().close();
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = $1", [
        DEMO.majuAdmin.email,
      ]);
    }
  });
});
