import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { BranchPage } from "./pages/BranchPage.ts";
import { HomePage } from "./pages/HomePage.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { startConsoleStack } from "./support.ts";

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
beforeEach(async () => {
  const context = await browser.newContext();
  page = await context.newPage();
});
afterEach(async () => {
  await page?.context().close();
});

describe("login in a real browser", () => {
  it("logs in as admin@maju.test, shows the name, logs out", async () => {
    const login = new LoginPage(page);
    await login.open(stack.baseUrl);
    await login.logIn("admin@maju.test", "Tenaga-demo-1");
    await page.waitForURL(`${stack.baseUrl}/`);
    const home = new HomePage(page);
    expect(await home.welcomeText()).toBe("Welcome, Admin Maju");
    await page.screenshot({ path: ".tmp/e2e-home.png" });

    await home.logOut();
    const sessions = await stack.owner.query(
      "SELECT count(*)::int AS live FROM sessions WHERE revoked_at IS NULL",
    );
    expect(sessions.rows[0].live).toBe(0);
    // The revoked cookie is gone: / sends back to the login page.
    await page.goto(`${stack.baseUrl}/`);
    await page.waitForURL(/\/login$/);
  });

  it("shows the generic error for a wrong password and stays on the login page", async () => {
    const login = new LoginPage(page);
    await login.open(stack.baseUrl);
    await login.logIn("admin@maju.test", "wrong-password");
    expect(await login.errorText()).toBe("Email or password is incorrect");
    expect(page.url()).toMatch(/\/login$/);
    await page.screenshot({ path: ".tmp/e2e-login-error.png" });
  });

  it("checks the fields before calling the server", async () => {
    const login = new LoginPage(page);
    await login.open(stack.baseUrl);
    await login.logIn("not-an-email", "");
    expect(await login.fieldError("email").textContent()).toBe("Enter a valid email address");
    expect(await login.fieldError("password").textContent()).toBe("Password is required");
  });

  it("returns to the deep link asked for while logged out (issue 11 B3)", async () => {
    await page.goto(`${stack.baseUrl}/branches?q=jakarta#list`);
    await page.waitForURL(/\/login\?next=/);
    const login = new LoginPage(page);
    await login.logIn("admin@maju.test", "Tenaga-demo-1");
    await page.waitForURL(`${stack.baseUrl}/branches?q=jakarta#list`);
    await page.getByRole("heading", { name: "Branch", exact: true }).waitFor();
    // Logging out on purpose starts afresh: the next login lands on home.
    await new HomePage(page).logOut();
  });

  it.each([
    ["a protocol-relative URL", "%2F%2Fevil.com"],
    ["another origin", "https%3A%2F%2Fevil.com%2Fbranches"],
    ["a backslash path", "%2F%5Cevil.com"],
    ["a javascript: URL", "javascript%3Aalert(1)"],
  ])("lands on home when the return path is %s", async (_, next) => {
    await page.goto(`${stack.baseUrl}/login?next=${next}`);
    const login = new LoginPage(page);
    await login.logIn("admin@maju.test", "Tenaga-demo-1");
    await page.waitForURL(`${stack.baseUrl}/`);
    expect(await new HomePage(page).welcomeText()).toBe("Welcome, Admin Maju");
  });
});

describe("the session token is HttpOnly (issue 11 A4)", () => {
  it("script never sees it, no request carries it, and the console still lists, saves and restores", async () => {
    const sent: { url: string; authorization: string | undefined }[] = [];
    page.on("request", (request) =>
      sent.push({ url: request.url(), authorization: request.headers()["authorization"] }),
    );
    const login = new LoginPage(page);
    await login.open(stack.baseUrl);
    await login.logIn("admin@maju.test", "Tenaga-demo-1");
    await page.waitForURL(`${stack.baseUrl}/`);
    const shell = new ShellPage(page);
    await shell.waitUntilReady();

    const jar = await page.context().cookies();
    const session = jar.find((cookie) => cookie.name === "authToken");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain("authToken");
    expect(visible).not.toContain(session!.value);
    expect(visible).toContain("activeUser=");

    // A list loads, by the cookie.
    await new BranchPage(page).open(stack.baseUrl);
    expect(await page.locator("tbody tr").count()).toBeGreaterThan(0);

    // A save works: the language, through a GraphQL mutation that names the session.
    try {
      await page.goto(`${stack.baseUrl}/settings`);
      await page.getByLabel("Bahasa Indonesia").click();
      await shell.sidebar.getByRole("button", { name: "Karyawan" }).waitFor();
      const saved = await stack.owner.query<{ language: string }>(
        "SELECT language FROM users WHERE email = 'admin@maju.test'",
      );
      expect(saved.rows[0]!.language).toBe("id");

      // A reload restores the session from the cookie alone.
      await page.reload();
      await shell.sidebar.getByRole("button", { name: "Karyawan" }).waitFor();
      expect(await page.getByTestId("sidebar-user").textContent()).toContain("Admin Maju");
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = 'admin@maju.test'");
    }

    // The token-carrying links go through the server, which adds the token.
    const benefit = shell.sidebar.locator('a[href="/api/main/v1/auth/external/benefit"]');
    expect(await benefit.count()).toBe(1);
    expect(await shell.sidebar.locator('a[href*="token="]').count()).toBe(0);

    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((request) => request.authorization !== undefined)).toEqual([]);
    expect(sent.filter((request) => request.url.includes(session!.value))).toEqual([]);
  });
});
