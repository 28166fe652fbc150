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
});
