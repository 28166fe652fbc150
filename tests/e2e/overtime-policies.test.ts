import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { OvertimePolicyPages } from "./pages/OvertimePolicyPages.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

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

/** Issue 15: overtime policies (SPEC §9 types) and their warnings against the minimum wage. */
describe("Overtime policies (issue 15)", { timeout: 180_000 }, () => {
  it("admin@maju.test creates a statutory policy for a branch, edits it, and sees the below-statute warning; in Indonesian too", async () => {
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    // Signed in through the login API (login.test.ts tests the form).
    await signIn(page, stack, DEMO.majuAdmin);

    const maju = await clientId(stack, "PT Maju Jaya");
    // A branch the demo's "Lembur Statutori" covers, and one no overtime policy covers.
    const branches = await stack.owner.query<{ name: string; code: string }>(
      `(SELECT b.name, b.code FROM branches b JOIN overtime_policy_branches pb ON pb.branch_id = b.id
        WHERE b.client_id = $1 ORDER BY b.id LIMIT 1)
       UNION ALL
       (SELECT name, code FROM branches b WHERE client_id = $1 AND NOT EXISTS
          (SELECT 1 FROM overtime_policy_branches p WHERE p.branch_id = b.id)
        ORDER BY id LIMIT 1)`,
      [maju],
    );
    const [covered, free] = branches.rows as [
      { name: string; code: string },
      { name: string; code: string },
    ];

    const policies = new OvertimePolicyPages(page);
    await policies.open(stack.baseUrl);
    await policies.row("Lembur Statutori").waitFor();
    expect(await policies.row("Lembur Statutori").textContent()).toContain("Statutory or above");

    await policies.startCreate();
    await policies.fillName("Lembur Gudang");
    await policies.tick(`${covered.name} (${covered.code})`);
    await policies.save();
    await policies.fieldError("branchIds").waitFor();
    expect(await policies.fieldError("branchIds").textContent()).toContain(
      `Branches already covered by overtime policy "Lembur Statutori": ${covered.name}`,
    );
    await policies.tick(`${covered.name} (${covered.code})`, false);
    await policies.tick(`${free.name} (${free.code})`);
    await policies.save();
    await seeToast(page, "Overtime policy Lembur Gudang created");
    await page.waitForURL(/\/settings\/attendances\/overtime-policies$/);
    await policies.row("Lembur Gudang").waitFor();
    expect(await policies.row("Lembur Gudang").textContent()).toContain(free.name);

    // Edited: a fixed amount per hour on working days, below the statutory figure at the
    // seeded UMP DKI Jakarta 2026 (Rp 5.729.876 / 173 × 1.875 = Rp 62.101,26).
    await policies.row("Lembur Gudang").getByRole("link", { name: "Edit" }).click();
    await page.waitForURL(/\/overtime-policies\/\d+\/edit$/);
    const form = policies.form();
    await form.getByRole("combobox", { name: "Regular working day: pay" }).selectOption("fixed");
    await form
      .getByRole("textbox", { name: "Regular working day: amount per hour" })
      .fill("50.000");
    const banner = policies.warningBanner("Below the statutory overtime pay");
    await banner.waitFor();
    expect(await banner.textContent()).toContain(
      "Regular working day: Rp 50.000 an hour is below the statutory Rp 62.101,26 an hour at the minimum wage of Rp 5.729.876",
    );
    await page.screenshot({ path: ".tmp/e2e-overtime-policy-warning.png", fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await policies.save();
    await seeToast(page, "Overtime policy Lembur Gudang saved");
    await page.waitForURL(/\/settings\/attendances\/overtime-policies$/);
    await policies.row("Lembur Gudang").getByText("⚠ 1 warning").waitFor();

    const stored = await stack.owner.query(
      `SELECT p.version, r.pay_kind, r.fixed_amount::int AS fixed, array_agg(b.name) AS branches
       FROM overtime_policies p
       JOIN overtime_policy_rules r ON r.overtime_policy_id = p.id AND r.overtime_type = 'regular_working_day'
       JOIN overtime_policy_branches pb ON pb.overtime_policy_id = p.id
       JOIN branches b ON b.id = pb.branch_id
       WHERE p.client_id = $1 AND p.name = 'Lembur Gudang' GROUP BY p.id, r.pay_kind, r.fixed_amount`,
      [maju],
    );
    expect(stored.rows).toEqual([
      { version: 2, pay_kind: "fixed", fixed: 50_000, branches: [free.name] },
    ]);

    // In Indonesian: the tabs, the minimum-wage table and the warning.
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = 'admin@maju.test'");
    try {
      await page.reload();
      await policies.table("Kebijakan lembur").waitFor();
      await policies.row("Lembur Gudang", "Kebijakan lembur").getByText("⚠ 1 peringatan").waitFor();
      await page.getByRole("tab", { name: "Upah Minimum" }).click();
      const wages = page.getByRole("table", { name: "Upah minimum" });
      await wages.getByText("Rp 5.729.876").first().waitFor();
      expect(await wages.textContent()).toContain("Bawaan (semua wilayah)");
      await page.getByRole("tab", { name: "Kebijakan" }).click();
      await policies
        .row("Lembur Gudang", "Kebijakan lembur")
        .getByRole("link", { name: "Ubah" })
        .click();
      const banner = policies.warningBanner(
        "Di bawah upah lembur menurut aturan",
        "Kebijakan lembur",
      );
      await banner
        .getByText(
          "Hari kerja biasa: Rp 50.000 per jam di bawah upah lembur menurut aturan Rp 62.101,26 per jam pada upah minimum Rp 5.729.876",
          { exact: false },
        )
        .waitFor();
      await page.screenshot({ path: ".tmp/e2e-overtime-policy-warning-id.png", fullPage: true });
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = 'admin@maju.test'");
    }
  });
});
