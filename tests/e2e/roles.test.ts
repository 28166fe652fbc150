import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../services/main/auth/password.ts";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { RolePages } from "./pages/RolePages.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { clientId, seriousAxeViolations, startConsoleStack } from "./support.ts";

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

describe("role management", () => {
  it("a role made in the form reaches its user's open console at once when its menus change", async () => {
    const admin = await logIn("admin@maju.test", "Tenaga-demo-1");
    const roles = new RolePages(admin);
    await roles.openList(stack.baseUrl);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await expect.poll(() => roles.row("Super Admin").count()).toBe(1);

    const name = `Viewer ${randomBytes(3).toString("hex")}`;
    await roles.clickAddRole();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await roles.fillName(name);
    await roles.check("Employee List");
    await roles.clickSave();
    await seeToast(admin, `Role ${name} created`);
    await admin.waitForURL(/\/role-management$/);
    await roles.waitForRows();
    await expect.poll(() => roles.row(name).textContent()).toContain("1 menu");

    // The same name again, in another case: refused at the name field (SPEC §8).
    await roles.clickAddRole();
    await roles.fillName(` ${name.toUpperCase()} `);
    await roles.clickSave();
    await admin
      .getByText("Role Name has been exist. Try with other Role Name", { exact: true })
      .waitFor();
    expect(
      await admin.locator('[data-field="name"]').getByText("Role Name has been exist").count(),
    ).toBe(1);

    // A user holding the role (the users API is another module's: made as the owner).
    const { rows } = await stack.owner.query<{ id: number }>(
      "SELECT id FROM roles WHERE client_id = $1 AND name = $2",
      [await clientId(stack, "PT Maju Jaya"), name],
    );
    const email = `viewer-${randomBytes(3).toString("hex")}@maju.test`;
    await stack.owner.query(
      `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
       VALUES ($1, $2, $3, 'Vera Viewer', $4)`,
      [
        await clientId(stack, "PT Maju Jaya"),
        rows[0]!.id,
        email,
        await hashPassword("Tenaga-view-1"),
      ],
    );
    const viewer = await logIn(email, "Tenaga-view-1");
    expect(await new ShellPage(viewer).sidebarEntries()).toEqual({
      top: ["Employees"],
      groups: { Employees: ["Employee List"] },
    });

    // The admin adds Branch; the viewer's sidebar follows without a reload.
    await roles.openList(stack.baseUrl);
    await roles.clickEdit(name);
    await roles.check("Branch");
    await admin.screenshot({ path: ".tmp/e2e-role-form.png", fullPage: true });
    await roles.clickSave();
    await seeToast(admin, `Role ${name} saved`);
    const saved = Date.now();
    await new ShellPage(viewer).sidebar
      .getByRole("link", { name: "Branch", exact: true })
      .waitFor({ timeout: 2_000 });
    expect(Date.now() - saved).toBeLessThan(2_000);
    expect(await new ShellPage(viewer).sidebarEntries()).toEqual({
      top: ["Employees", "Branch"],
      groups: { Employees: ["Employee List"] },
    });
    // The route guard follows too: the Branch page opens without a reload.
    await new ShellPage(viewer).sidebar.getByRole("link", { name: "Branch", exact: true }).click();
    await viewer.getByRole("heading", { name: "Branch", exact: true }).waitFor();
    await admin.context().close();
    await viewer.context().close();
  });
});
