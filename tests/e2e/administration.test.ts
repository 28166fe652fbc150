import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_INACTIVE_TITLE } from "../../domain/errors.ts";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { RolePages } from "./pages/RolePages.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { AuditLogPage, UsersPage } from "./pages/UserPages.ts";
import { seriousAxeViolations, startConsoleStack } from "./support.ts";

/**
 * Issue 12 "Done when", through the console only: a Super Admin makes a role with only
 * Employee List and a user holding it; that user (another browser) sees only Employee List
 * and gets 403 from another menu's API; adding Branch to the role reaches the user's sidebar
 * within two seconds without a reload; inactivating the user shows the SPEC §2 modal within
 * two seconds; the audit viewer lists every step.
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

/** A same-origin API read from the page, authenticated by its HttpOnly session cookie. */
const statusOf = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).status, `/api/main/v1${path}`);

describe("Role Management, Users and the audit log", () => {
  it("a role and a user made in the console govern that user's open console at once", async () => {
    const suffix = randomBytes(3).toString("hex");
    const roleName = `Viewer ${suffix}`;
    const email = `viewer-${suffix}@maju.test`;
    const fullname = `Vera Viewer ${suffix}`;

    // 1. The role, with only Employee List.
    const admin = await logIn("admin@maju.test", "Tenaga-demo-1");
    const roles = new RolePages(admin);
    await roles.openList(stack.baseUrl);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await roles.clickAddRole();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await roles.fillName(roleName);
    await roles.check("Employee List");
    await roles.clickSave();
    await seeToast(admin, `Role ${roleName} created`);
    await admin.waitForURL(/\/role-management$/);
    await roles.waitForRows();
    await expect.poll(() => roles.row(roleName).textContent()).toContain("1 menu");

    // The same name again, other case and spaces: SPEC §8's sentence under the name field.
    await roles.clickAddRole();
    await roles.fillName(` ${roleName.toUpperCase()} `);
    await roles.clickSave();
    await admin
      .locator('[data-field="name"]')
      .getByText("Role Name has been exist. Try with other Role Name", { exact: true })
      .waitFor();

    // 2. A user holding it, with the password the console shows once.
    const users = new UsersPage(admin);
    await users.open(stack.baseUrl);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await users.createUser({ email, fullname, role: roleName });
    const password = await users.shownPassword();
    expect(password).toMatch(/^[A-Za-z0-9]{14,}$/);
    await users.closePasswordDialog();
    const created = await stack.owner.query<{ id: number; role: string; status: string }>(
      `SELECT u.id, r.name AS role, u.status FROM users u JOIN roles r ON r.id = u.role_id
       WHERE u.email = $1`,
      [email],
    );
    expect(created.rows).toEqual([{ id: expect.any(Number), role: roleName, status: "active" }]);

    // 3. The user, in another browser: Employee List only, and the server agrees.
    const viewer = await logIn(email, password);
    const viewerShell = new ShellPage(viewer);
    expect(await viewerShell.sidebarEntries()).toEqual({
      top: ["Employees"],
      groups: { Employees: ["Employee List"] },
    });
    expect(await statusOf(viewer, "/agents?limit=1")).toBe(200);
    expect(await statusOf(viewer, "/assignments?limit=1")).toBe(403);
    expect(await statusOf(viewer, "/client/roles")).toBe(403);

    // 4. Branch added to the role: the user's sidebar follows within two seconds, no reload.
    await roles.openList(stack.baseUrl);
    await roles.clickEdit(roleName);
    await roles.check("Branch");
    await roles.clickSave();
    await seeToast(admin, `Role ${roleName} saved`);
    const saved = Date.now();
    await viewerShell.sidebar
      .getByRole("link", { name: "Branch", exact: true })
      .waitFor({ timeout: 2_000 });
    expect(Date.now() - saved).toBeLessThan(2_000);
    expect(await viewerShell.sidebarEntries()).toEqual({
      top: ["Employees", "Branch"],
      groups: { Employees: ["Employee List"] },
    });
    await viewerShell.sidebar.getByRole("link", { name: "Branch", exact: true }).click();
    await viewer.getByRole("heading", { name: "Branch", exact: true }).waitFor();

    // 5. Inactivated: the modal within two seconds, and the session no longer answers.
    await users.open(stack.baseUrl);
    await users.search(fullname);
    await users.inactivate(fullname);
    const inactivated = Date.now();
    await viewerShell.modal(ACCOUNT_INACTIVE_TITLE).waitFor({ timeout: 2_000 });
    expect(Date.now() - inactivated).toBeLessThan(2_000);
    expect([401, 403]).toContain(await statusOf(viewer, "/agents?limit=1"));
    await users.row(fullname).filter({ hasText: "Inactive" }).waitFor();

    // 6. Every step in the audit viewer.
    const audit = new AuditLogPage(admin);
    await audit.open(stack.baseUrl);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    const userEntity = `user ${created.rows[0]!.id}`;
    await audit.row("role.create").filter({ hasText: roleName }).first().waitFor();
    await audit.row("role.update").filter({ hasText: roleName }).first().waitFor();
    await audit.row("user.create").filter({ hasText: userEntity }).waitFor();
    const inactivation = audit.row("user.inactivate").filter({ hasText: userEntity });
    await inactivation.waitFor();
    // An entry opens to the fields it changed, before and after.
    await inactivation.getByRole("button", { name: "Details" }).click();
    await admin.getByRole("cell", { name: "inactive", exact: true }).waitFor();
    await admin.screenshot({ path: ".tmp/e2e-audit-log.png" });
    await admin.context().close();
    await viewer.context().close();
  });
});
