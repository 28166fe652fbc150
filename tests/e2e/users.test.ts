import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_INACTIVE_TITLE } from "../../domain/errors.ts";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { AuditLogPage, UsersPage } from "./pages/UserPages.ts";
import { startConsoleStack } from "./support.ts";

/**
 * Issue 12: a Super Admin creates a console user, the user logs in elsewhere, the admin
 * inactivates them and their console shows "Your Account has been Inactivated" at once; the
 * audit log lists both changes.
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

describe("Settings → Users", () => {
  it("creates a user who logs in, inactivates them live, and audits both", async () => {
    const admin = await (
      await browser.newContext({ viewport: { width: 1440, height: 1000 } })
    ).newPage();
    const login = new LoginPage(admin);
    await login.open(stack.baseUrl);
    await login.logIn("admin@maju.test", "Tenaga-demo-1");
    await new ShellPage(admin).waitUntilReady();

    const users = new UsersPage(admin);
    await users.open(stack.baseUrl);
    const email = `e2e-${randomBytes(3).toString("hex")}@maju.test`;
    const fullname = `Operator ${randomBytes(2).toString("hex")}`;
    await users.createUser({ email, fullname, role: "Operations" });
    const password = await users.shownPassword();
    expect(password).toMatch(/^[A-Za-z0-9]{14,}$/);
    await users.closePasswordDialog();
    await users.search(fullname);
    await users.row(fullname).waitFor();
    const created = await stack.owner.query<{ id: number; status: string }>(
      "SELECT id, status FROM users WHERE email = $1",
      [email],
    );
    expect(created.rows).toEqual([{ id: expect.any(Number), status: "active" }]);
    const entity = `user ${created.rows[0]!.id}`;

    // The new user, in a second browser.
    const other = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    const otherLogin = new LoginPage(other);
    await otherLogin.open(stack.baseUrl);
    await otherLogin.logIn(email, password);
    const otherShell = new ShellPage(other);
    await otherShell.waitUntilReady();

    await users.inactivate(fullname);
    const started = Date.now();
    await otherShell.modal(ACCOUNT_INACTIVE_TITLE).waitFor({ timeout: 2000 });
    expect(Date.now() - started).toBeLessThan(2000);
    await users.row(fullname).filter({ hasText: "Inactive" }).waitFor();

    const audit = new AuditLogPage(admin);
    await audit.open(stack.baseUrl);
    await audit.filterEntity("user");
    await audit.row("user.create").filter({ hasText: entity }).waitFor();
    const inactivated = audit.row("user.inactivate").filter({ hasText: entity });
    await inactivated.waitFor();
    // The entry opens to the fields it changed, before and after.
    await inactivated.getByRole("button", { name: "Details" }).click();
    await admin.getByRole("cell", { name: "inactive", exact: true }).waitFor();
    await admin.screenshot({ path: ".tmp/e2e-audit-log.png" });
  });
});
