import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { BranchPage } from "./pages/BranchPage.ts";
import { PartnerApprovalPage, PartnerDatabasePage, seeToast } from "./pages/PartnerPages.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

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

type PartnerState = {
  approval_status: string;
  rejection_reason: string | null;
  decided_by: number | null;
};

async function partnerState(name: string): Promise<PartnerState> {
  const { rows } = await stack.owner.query<PartnerState>(
    `SELECT approval_status, rejection_reason, decided_by FROM partners
      WHERE client_id = $1 AND full_name = $2`,
    [maju, name],
  );
  return rows[0]!;
}

/**
 * Two partners of PT Maju Jaya waiting for approval. The demo seed has some; the test adds its
 * own so that it never depends on which ones (their names are unique to this test).
 */
async function waitingPartners(): Promise<[string, string]> {
  const names: [string, string] = ["Rina Uji Setuju", "Dodi Uji Tolak"];
  for (const [index, name] of names.entries()) {
    await stack.owner.query(
      `INSERT INTO partners (client_id, full_name, nik, phone_number, approval_status)
       VALUES ($1, $2, $3, $4, 'waiting_for_approval')`,
      [maju, name, `997100000000000${index}`, `81990000000${index}`],
    );
  }
  return names;
}

describe("partner approval", () => {
  it("approves one partner, rejects another with a reason, and the database shows both", async () => {
    const [toApprove, toReject] = await waitingPartners();
    await logIn("admin@maju.test");

    const approval = new PartnerApprovalPage(page);
    await approval.open(stack.baseUrl);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await approval.search("Uji");
    await approval.row(toApprove).waitFor();
    await approval.clickApprove(toApprove);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await approval.confirmApprove();
    await seeToast(page, `Partner ${toApprove} approved`);
    // A decided partner leaves the queue.
    await approval.row(toApprove).waitFor({ state: "detached" });

    await approval.clickReject(toReject);
    await approval.rejectDialog.waitFor();
    await approval.submitReject();
    await approval.rejectDialog.getByText("Reason is required").waitFor();
    expect((await partnerState(toReject)).approval_status).toBe("waiting_for_approval");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await approval.typeReason("KTP photo does not match the NIK");
    await approval.submitReject();
    await seeToast(page, `Partner ${toReject} rejected`);
    await approval.row(toReject).waitFor({ state: "detached" });

    await page.screenshot({ path: ".tmp/e2e-partner-approval.png" });
    expect(await partnerState(toApprove)).toMatchObject({
      approval_status: "approved",
      rejection_reason: null,
    });
    expect(await partnerState(toReject)).toMatchObject({
      approval_status: "rejected",
      rejection_reason: "KTP photo does not match the NIK",
    });
    expect((await partnerState(toApprove)).decided_by).not.toBeNull();

    const database = new PartnerDatabasePage(page);
    await database.open(stack.baseUrl, "?q=Uji");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expect.poll(() => database.row(toApprove).textContent()).toContain("Approved");
    await expect.poll(() => database.row(toReject).textContent()).toContain("Rejected");
    await page.screenshot({ path: ".tmp/e2e-partner-database.png", fullPage: true });
    // SPEC §4 salary registration label from the system enumerations.
    expect(await database.row(toApprove).textContent()).toContain("Waiting for Registration");
  });
});

describe("partner approval in bulk and the visibility setting", () => {
  it("approves a selection at once", async () => {
    const names = ["Bulk Uji Satu", "Bulk Uji Dua"];
    for (const [index, name] of names.entries()) {
      await stack.owner.query(
        `INSERT INTO partners (client_id, full_name, nik, phone_number, approval_status)
         VALUES ($1, $2, $3, $4, 'waiting_for_approval')`,
        [maju, name, `997200000000000${index}`, `81990000010${index}`],
      );
    }
    await logIn("admin@maju.test");
    const approval = new PartnerApprovalPage(page);
    await approval.open(stack.baseUrl);
    await approval.search("Bulk Uji");
    for (const name of names) await approval.select(name);
    await page.getByRole("button", { name: "Approve selected (2)" }).click();
    await approval.confirmApprove();
    await seeToast(page, "2 partners approved");
    for (const name of names) {
      await approval.row(name).waitFor({ state: "detached" });
      expect((await partnerState(name)).approval_status).toBe("approved");
    }
  });

  it("shows only the partners the chosen visibility allows (SPEC §6), explaining each option", async () => {
    await logIn("admin@maju.test");
    const database = new PartnerDatabasePage(page);
    await database.open(stack.baseUrl);
    const visible = async () => {
      const text = await page.getByText(/^\d+-\d+ of \d+$/).textContent();
      return Number(text?.split(" of ")[1]);
    };
    const { rows } = await stack.owner.query<{ all: number; assigned: number }>(
      `SELECT count(*)::int AS all, count(assigned_agent_id)::int AS assigned
         FROM partners WHERE client_id = $1`,
      [maju],
    );
    expect(await visible()).toBe(rows[0]!.all);

    await page.getByRole("button", { name: "Visibility", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Partner visibility" });
    await dialog
      .getByText("Only partners who have an assigned employee looking after them.")
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("radio", { name: /By Assigned Employee/ }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await seeToast(page, "Partner visibility set to By Assigned Employee");
    await expect.poll(visible).toBe(rows[0]!.assigned);
    await page.getByText("Showing: By Assigned Employee").waitFor();
    const saved = await stack.owner.query<{ visibility: string }>(
      "SELECT visibility FROM partner_settings WHERE client_id = $1",
      [maju],
    );
    expect(saved.rows).toEqual([{ visibility: "by_assigned_agent" }]);

    await page.getByRole("button", { name: "Visibility", exact: true }).click();
    await dialog.getByRole("radio", { name: /All Registered Partners/ }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(visible).toBe(rows[0]!.all);
  });
});

describe("branches", () => {
  it("shows a bad code at its field, then creates the branch and lists it", async () => {
    await logIn("admin@maju.test");
    const branches = new BranchPage(page);
    await branches.open(stack.baseUrl);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await branches.clickCreate("Create Branch");
    await branches.fill("Code", "bad code!");
    await branches.fill("Name", "Cabang Uji Depok");
    await branches.choose("Province", "JAWA BARAT");
    await branches.choose("City", "KOTA DEPOK");
    await branches.save();
    await branches.fieldError("Code must be 2 to 20 characters of A-Z, 0-9 and -").waitFor();
    await page.screenshot({ path: ".tmp/e2e-branch-form-error.png" });
    expect(await seriousAxeViolations(page)).toEqual([]);
    const before = await stack.owner.query("SELECT 1 FROM branches WHERE name = $1", [
      "Cabang Uji Depok",
    ]);
    expect(before.rowCount).toBe(0);

    await branches.fill("Code", "dpk-uji");
    await branches.save();
    await seeToast(page, "Branch Cabang Uji Depok created");
    await branches.form.waitFor({ state: "detached" });

    await branches.search("Uji Depok");
    const row = branches.row("DPK-UJI");
    await row.waitFor();
    expect(await row.textContent()).toContain("Cabang Uji Depok");
    // West Java is WIB (SPEC §9): the zone follows the province when none is chosen.
    expect(await row.textContent()).toContain("WIB");
    await page.screenshot({ path: ".tmp/e2e-branches.png" });
    const { rows } = await stack.owner.query<{ code: string; timezone: string }>(
      "SELECT code, timezone FROM branches WHERE client_id = $1 AND name = $2",
      [maju, "Cabang Uji Depok"],
    );
    expect(rows).toEqual([{ code: "DPK-UJI", timezone: "Asia/Jakarta" }]);
  });
});
