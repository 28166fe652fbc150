import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { BranchPage } from "./pages/BranchPage.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { clientId, startConsoleStack } from "./support.ts";

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
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const login = new LoginPage(page);
  await login.open(stack.baseUrl);
  await login.logIn("admin@maju.test", "Tenaga-demo-1");
  await new ShellPage(page).waitUntilReady();
});

/**
 * Whether the element a mouse at the option's centre would hit is the option itself (or
 * inside it): false when a dialog, backdrop or sticky cell paints over it.
 */
async function onTop(option: Locator): Promise<boolean> {
  return option.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Moves the real mouse to the option's centre and clicks there. */
async function mouseClick(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error("not visible");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe("dropdowns above dialogs and sticky table parts (SPEC §4, §9)", () => {
  it("picks a Select option inside a dialog with the mouse and saves it", async () => {
    const { rows } = await stack.owner.query<{ code: string; name: string }>(
      `SELECT code, name FROM branches WHERE client_id = $1 AND status = 'active'
        ORDER BY code LIMIT 1`,
      [maju],
    );
    const branch = rows[0]!;
    const branches = new BranchPage(page);
    await branches.open(stack.baseUrl);
    await branches.search(branch.code);
    await branches.row(branch.code).getByRole("button", { name: "Edit" }).click();
    await branches.form.waitFor();

    await mouseClick(branches.form.getByRole("combobox", { name: "Status", exact: true }));
    const inactive = page.getByRole("option", { name: "Inactive", exact: true });
    await inactive.waitFor();
    expect(await onTop(inactive)).toBe(true);
    await mouseClick(inactive);
    await branches.save();
    await seeToast(page, `Branch ${branch.name} updated`);
    await branches.form.waitFor({ state: "detached" });

    await expect.poll(() => branches.row(branch.code).textContent()).toContain("Inactive");
    const saved = await stack.owner.query<{ status: string }>(
      "SELECT status FROM branches WHERE client_id = $1 AND code = $2",
      [maju, branch.code],
    );
    expect(saved.rows[0]!.status).toBe("inactive");
  });

  it("opens a list filter over the sticky table header and picks the option lying on it", async () => {
    const branches = new BranchPage(page);
    await branches.open(stack.baseUrl);
    await mouseClick(page.getByRole("combobox", { name: "Time zone", exact: true }));
    // The open dropdown's options (not the hidden native select's).
    const options = page.locator('[data-scope="select"][data-part="item"][role="option"]');
    await options.first().waitFor();
    const header = await branches.table.locator("thead").boundingBox();
    // The option whose box crosses the header row: the one a sticky header used to cover.
    let overHeader: Locator | null = null;
    for (const option of await options.all()) {
      const box = (await option.boundingBox())!;
      if (box.y < header!.y + header!.height && box.y + box.height > header!.y) {
        overHeader = option;
        break;
      }
    }
    expect(overHeader).not.toBeNull();
    expect(await onTop(overHeader!)).toBe(true);
    const label = (await overHeader!.textContent())!.trim();
    await mouseClick(overHeader!);
    await page.waitForURL(/[?&]tz=/);
    await branches.waitForRows();
    expect(
      await page.getByRole("combobox", { name: "Time zone", exact: true }).textContent(),
    ).toContain(label);
  });
});
