import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestModel } from "xstate/graph";
import { ACCOUNT_INACTIVE_TITLE, CLIENT_INACTIVE_TITLE } from "../../domain/errors.ts";
import { type SessionModelEvent, sessionModel } from "../../src/machines/sessionModel.ts";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { admin, authCookie, clientId, operator, startConsoleStack } from "./support.ts";

/**
 * The session model that drives the machine's unit tests, walked here against the real
 * product: each model event is a user's or operator's action, each model state a check of
 * what the browser shows.
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

const model = createTestModel(sessionModel);

const JOURNEYS: Record<string, SessionModelEvent[]> = {
  "log in → modules → client inactivated → login page": [
    "restore.expired",
    "session.login",
    "login.accepted",
    "stream.clientInactive",
    "session.toLogin",
  ],
  "maintenance on and off, then log out": [
    "restore.expired",
    "session.login",
    "login.accepted",
    "maintenance.on",
    "maintenance.off",
    "session.logout",
    "logout.done",
  ],
  "account inactivated → login page → log in again": [
    "restore.expired",
    "session.login",
    "login.accepted",
    "stream.accountInactive",
    "session.toLogin",
    "session.login",
    "login.rejected",
  ],
  "another tab signs in: this tab follows the cookie's new session (issue 11 A4)": [
    "restore.expired",
    "session.login",
    "login.accepted",
    "session.changed",
    "restore.valid",
  ],
};

function realWorld(page: Page, context: BrowserContext) {
  const shell = new ShellPage(page);
  const login = new LoginPage(page);
  // What a journey changed outside the browser, for restore() to undo (only that: each
  // operator CLI call is a process of its own, 1–2 s on a loaded machine).
  let inactive: { client?: number; user?: string; maintenance?: boolean } = {};
  let credentials = { email: "admin@maju.test", password: "Tenaga-demo-1" };

  const events: Record<SessionModelEvent, () => Promise<void>> = {
    // Walked only after "session.changed": this tab notices (a call answered SESSION_CHANGED)
    // and restores as the cookie's session.
    "restore.valid": async () => {
      await page.getByText("You signed in again in another tab").waitFor({ timeout: 15_000 });
    },
    // "Another tab" logs in: a login through the browser context's cookie jar.
    "session.changed": async () => {
      const response = await context.request.post(`${stack.baseUrl}/api/main/v1/auth/login`, {
        data: credentials,
      });
      expect(response.status()).toBe(200);
    },
    "restore.expired": async () => {
      await context.addCookies([
        { name: "authToken", value: "expired-or-revoked", url: stack.baseUrl },
      ]);
      await page.goto(`${stack.baseUrl}/`);
    },
    "session.login": async () => {
      await page.getByRole("heading", { name: "Tenaga" }).waitFor();
      await login.logIn(credentials.email, credentials.password);
    },
    "login.accepted": () => shell.waitUntilReady(),
    "login.rejected": () => page.getByRole("alert").waitFor(),
    "stream.clientInactive": async () => {
      inactive.client = await clientId(stack, "PT Maju Jaya");
      await admin(stack, "client:inactivate", String(inactive.client));
    },
    "stream.accountInactive": async () => {
      inactive.user = "admin@maju.test";
      await admin(stack, "user:inactivate", inactive.user);
      // Logging in again is refused while the account stays inactive.
      credentials = { email: "admin@maju.test", password: "Tenaga-demo-1" };
    },
    "session.toLogin": () => shell.clickToLoginPage(),
    "maintenance.on": async () => {
      inactive.maintenance = true;
      await admin(stack, "maintenance:on");
    },
    "maintenance.off": async () => {
      await admin(stack, "maintenance:off");
      inactive.maintenance = false;
    },
    "session.logout": () => shell.sidebar.getByRole("button", { name: "Log out" }).click(),
    "logout.done": () => page.waitForURL(/\/login$/),
    "session.unauthorized": async () => {
      await stack.owner.query("UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL");
      await page.reload();
    },
  };

  const states: Record<string, () => Promise<void>> = {
    loggedOut: async () => {
      await page.waitForURL(/\/login$/);
      await page.getByRole("button", { name: "Log in" }).waitFor();
      // Only the server can remove the HttpOnly cookie (the 401 that refuses a dead one, the
      // logout the "To Login Page" button sends): it may land just after the page changed.
      await expect.poll(() => authCookie(page)).toBeUndefined();
    },
    "authenticated.normal": async () => {
      await shell.waitUntilReady();
      expect(await page.getByTestId("sidebar-user").innerText()).toContain("Admin Maju");
      expect(page.url()).not.toMatch(/\/maintenance$/);
    },
    "authenticated.maintenance": async () => {
      await page.waitForURL(/\/maintenance$/, { timeout: 3000 });
      await page.getByRole("heading", { name: "Under maintenance" }).waitFor();
    },
    clientInactivated: () => shell.modal(CLIENT_INACTIVE_TITLE).waitFor({ timeout: 3000 }),
    accountInactivated: () => shell.modal(ACCOUNT_INACTIVE_TITLE).waitFor({ timeout: 3000 }),
  };

  const restore = async () => {
    // Clean-up, not a step of the model: the operator's commands in this process (issue 19).
    if (inactive.client) await operator(stack).setClientStatus(inactive.client, "active");
    if (inactive.user) await operator(stack).setUserStatus(inactive.user, "active");
    if (inactive.maintenance) await operator(stack).setMaintenance("full_maintenance", false);
    inactive = {};
  };
  return { events, states, restore };
}

describe("the session model, walked in Chromium against the real stack", () => {
  for (const [name, journey] of Object.entries(JOURNEYS)) {
    const [path] = model.getPathsFromEvents(journey.map((type) => ({ type })));
    it(name, async () => {
      expect(path, `the model accepts ${journey.join(" → ")}`).toBeDefined();
      expect(path!.steps.map((step) => step.event.type).slice(1)).toEqual(journey);
      const context = await browser.newContext();
      const page = await context.newPage();
      const world = realWorld(page, context);
      try {
        await path!.test({ events: world.events, states: world.states });
      } finally {
        await world.restore();
        await context.close();
      }
    });
  }
});
