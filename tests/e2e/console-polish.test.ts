import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { AgentFormPage, AgentListPage } from "./pages/AgentPages.ts";
import { BranchPage } from "./pages/BranchPage.ts";
import { PartnerDatabasePage, seeToast } from "./pages/PartnerPages.ts";
import { clientId, signIn, startConsoleStack } from "./support.ts";

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
  // Each test opens its own screen first: signed in through the API, not the login form.
  await signIn(page, stack, DEMO.majuAdmin);
});
afterEach(async () => {
  await page?.context().close();
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
    // Polled: the popover is positioned (floating-ui) a frame or more after it appears.
    await expect.poll(() => onTop(inactive), { timeout: 5_000 }).toBe(true);
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

/** Whether the element lies wholly inside the viewport (where the user is looking). */
function inViewport(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
}

describe("saving over a newer version (HTTP 409, CONFLICT)", () => {
  it("an employee: a toast and the alert in view, the typed input kept, Reload shows the latest", async () => {
    const { rows } = await stack.owner.query<{ id: number }>(
      `SELECT id FROM agents WHERE client_id = $1 AND worker_status = 'active'
        ORDER BY id DESC LIMIT 1`,
      [maju],
    );
    const id = rows[0]!.id;
    await page.goto(`${stack.baseUrl}/agents/${id}`);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const form = new AgentFormPage(page);
    await form.fill("Email", "baru.e2e@contoh.test");
    // Someone else saves the employee behind the open form.
    await stack.owner.query(
      "UPDATE agents SET full_name = 'Nama Dari Orang Lain', version = version + 1 WHERE id = $1",
      [id],
    );
    await form.submit("Save");

    const title = "This employee was changed by someone else";
    await seeToast(page, title);
    const alert = page.getByRole("alert").filter({ hasText: title });
    await expect.poll(() => inViewport(alert)).toBe(true);
    expect(await form.textbox("Email").inputValue()).toBe("baru.e2e@contoh.test");
    await page.screenshot({ path: ".tmp/e2e-agent-conflict.png" });

    await alert.getByRole("button", { name: "Reload" }).click();
    await alert.waitFor({ state: "detached" });
    await expect.poll(() => form.textbox("Full name").inputValue()).toBe("Nama Dari Orang Lain");
  });

  it("a partner in the form dialog: a toast and the alert in view, input kept, Reload shows the latest", async () => {
    const { rows } = await stack.owner.query<{ id: number; full_name: string; nik: string }>(
      `SELECT id, full_name, nik FROM partners WHERE client_id = $1 AND approval_status = 'approved'
        ORDER BY id LIMIT 1`,
      [maju],
    );
    const partner = rows[0]!;
    const partners = new PartnerDatabasePage(page);
    await partners.open(stack.baseUrl, `?q=${partner.nik}`);
    await page.screenshot({ path: ".tmp/e2e-partner-search.png" });
    await partners
      .row(partner.nik)
      .getByRole("button", { name: "Edit", exact: false })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Email", exact: true }).fill("mitra.e2e@contoh.test");
    await stack.owner.query(
      "UPDATE partners SET full_name = 'Mitra Dari Orang Lain', version = version + 1 WHERE id = $1",
      [partner.id],
    );
    await dialog.getByRole("button", { name: "Save" }).click();

    const message = "Someone else changed this partner meanwhile";
    const alert = dialog.getByRole("alert").filter({ hasText: message });
    await alert.waitFor();
    await expect.poll(() => inViewport(alert)).toBe(true);
    // The toast shows above the dialog (the dialog hides the rest of the page from assistive
    // technology, so it is found by its part, and the alert above is what is announced).
    const toast = page
      .locator('[data-scope="toast"][data-part="root"]')
      .filter({ hasText: message });
    await toast.waitFor();
    // Polled: the toast slides in, and under load its centre can still be elsewhere at first.
    await expect.poll(() => onTop(toast)).toBe(true);
    expect(await dialog.getByRole("textbox", { name: "Email", exact: true }).inputValue()).toBe(
      "mitra.e2e@contoh.test",
    );
    await page.screenshot({ path: ".tmp/e2e-partner-conflict.png" });

    await alert.getByRole("button", { name: "Reload" }).click();
    await expect
      .poll(() => dialog.getByRole("textbox", { name: /^Full name/ }).inputValue())
      .toBe("Mitra Dari Orang Lain");
    expect(await dialog.getByRole("alert").count()).toBe(0);
  });
});

describe("polish (issue 11 B5)", () => {
  it("a required field is not red before it is touched, and is after Save", async () => {
    const branches = new BranchPage(page);
    await branches.open(stack.baseUrl);
    await branches.clickCreate("Create Branch");
    const code = branches.form.getByRole("textbox", { name: "Code", exact: true });
    const border = () => code.evaluate((input) => getComputedStyle(input).borderTopColor);
    const danger = "rgb(198, 40, 40)";
    expect(await code.getAttribute("required")).not.toBeNull();
    expect(await border()).not.toBe(danger);
    await branches.save();
    await expect.poll(border).toBe(danger);

    // One marker for every required field, the kit's: text field, dropdown and date alike.
    await page.goto(`${stack.baseUrl}/agents/create`);
    const label = (name: string) =>
      page.locator("label").filter({ hasText: new RegExp(`^${name}`) });
    await label("Full name").waitFor();
    for (const name of ["Full name", "Contract type", "Branch", "Join date"]) {
      expect(await label(name).locator("[data-required-mark]").count(), name).toBe(1);
      expect(await label(name).textContent(), name).toBe(`${name}*`);
    }
    expect(await label("Email").locator("[data-required-mark]").count()).toBe(0);
  });

  it("badges read at 12 px or more", async () => {
    const agents = new AgentListPage(page);
    await agents.open(stack.baseUrl);
    const sizes = await agents.table
      .locator('[data-size="small"], [data-size="medium"]')
      .evaluateAll((badges) =>
        badges.map((badge) => Number.parseFloat(getComputedStyle(badge).fontSize)),
      );
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  });

  it('centres "Data not found" in the visible part of a table wider than its frame', async () => {
    const agents = new AgentListPage(page);
    await agents.open(stack.baseUrl, "?q=tidak-ada-siapa-pun");
    const title = page.getByText("Data not found", { exact: true });
    await title.waitFor();
    const frame = (await agents.table.locator("xpath=..").boundingBox())!;
    const table = (await agents.table.boundingBox())!;
    expect(table.width).toBeGreaterThan(frame.width);
    const box = (await title.boundingBox())!;
    const off = box.x + box.width / 2 - (frame.x + frame.width / 2);
    await page.screenshot({ path: ".tmp/e2e-empty-state.png" });
    expect(Math.abs(off)).toBeLessThanOrEqual(2);
  });

  it("a cut table cell ends in an ellipsis and shows its whole text on hover", async () => {
    const long = `Cabang ${"Sangat Panjang Sekali ".repeat(5).trim()}`;
    const { rows } = await stack.owner.query<{ code: string }>(
      "UPDATE branches SET name = $2 WHERE id = (SELECT min(id) FROM branches WHERE client_id = $1) RETURNING code",
      [maju, long],
    );
    const branches = new BranchPage(page);
    await branches.open(stack.baseUrl, `?q=${rows[0]!.code}`);
    const cell = branches.row(rows[0]!.code).locator("td > div").filter({ hasText: long }).first();
    expect(await cell.evaluate((el) => getComputedStyle(el).textOverflow)).toBe("ellipsis");
    expect(await cell.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await cell.hover();
    expect(await cell.getAttribute("title")).toBe(long);
    // A cell whose text fits gets no tooltip.
    const code = branches
      .row(rows[0]!.code)
      .locator("td > div")
      .filter({ hasText: rows[0]!.code })
      .first();
    await code.hover();
    expect(await code.getAttribute("title")).toBeNull();
  });
});

// Four screens per language on a shared 2-core machine: more than the default minute.
describe("in both languages", { timeout: 180_000 }, () => {
  it.each(["en", "id"] as const)(
    "%s: a dialog's dropdown lies on top (screenshots to look at)",
    async (language) => {
      await stack.owner.query("UPDATE users SET language = $1 WHERE email = 'admin@maju.test'", [
        language,
      ]);
      try {
        const branches = page.getByRole("table").first();
        await page.goto(`${stack.baseUrl}/branches`);
        await branches.locator("tbody tr").first().waitFor();
        await branches.locator("tbody tr").first().getByRole("button").first().click();
        const dialog = page.getByRole("dialog");
        await mouseClick(dialog.getByRole("combobox").last());
        const option = page
          .locator('[data-scope="select"][data-part="item"][role="option"]')
          .first();
        await option.waitFor();
        // Polled: the popover is positioned (floating-ui) a frame or more after it appears.
        await expect.poll(() => onTop(option), { timeout: 5_000 }).toBe(true);
        await page.screenshot({ path: `.tmp/e2e-polish-dialog-${language}.png` });
        await page.keyboard.press("Escape");
        await page.goto(`${stack.baseUrl}/agents?q=tidak-ada-siapa-pun`);
        await page.locator("tbody td[colspan]").waitFor();
        await page.screenshot({ path: `.tmp/e2e-polish-empty-${language}.png` });
        await page.goto(`${stack.baseUrl}/agents`);
        await page.locator("tbody a").first().waitFor();
        await page.screenshot({ path: `.tmp/e2e-polish-agents-${language}.png` });
        await page.goto(`${stack.baseUrl}/agents/create`);
        await page.locator("[data-required-mark]").first().waitFor();
        await page.screenshot({ path: `.tmp/e2e-polish-form-${language}.png` });
      } finally {
        await stack.owner.query("UPDATE users SET language = 'en' WHERE email = 'admin@maju.test'");
      }
    },
  );
});
