import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { HomePage } from "./pages/HomePage.ts";
import { LoginPage } from "./pages/LoginPage.ts";
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
