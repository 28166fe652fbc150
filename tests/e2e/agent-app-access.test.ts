import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

/** Issue 14: the employee detail page's App access section (the worker app's PIN). */
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

async function appLogin(phoneNumber: string, pin: string) {
  const response = await fetch(`${stack.baseUrl}/api/main/v1/agent-auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phoneNumber, pin }),
  });
  return response.status;
}

describe("App access on the employee detail page (issue 14)", () => {
  it("admin@maju.test sets a worker's PIN, the app logs in with it, then the admin revokes it", async () => {
    const maju = await clientId(stack, "PT Maju Jaya");
    // A new worker: the demo's own workers have the demo PIN (services/db/seed/agentAccess.ts).
    const { rows } = await stack.owner.query<{ id: number; phone_number: string }>(
      `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
       SELECT $1, 'Pekerja Aplikasi', '3171999900000001', '81299990001', '2025-01-01', 'pkwt', b.id
       FROM branches b WHERE b.client_id = $1 ORDER BY b.id LIMIT 1
       RETURNING id, phone_number`,
      [maju],
    );
    const agent = rows[0]!;
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    // Signed in through the login API (login.test.ts tests the form).
    await signIn(page, stack, DEMO.majuAdmin);
    await page.goto(`${stack.baseUrl}/agents/${agent.id}`);

    const section = page.getByRole("region", { name: "App access" });
    await section.getByText("No app access").waitFor();
    await section.getByRole("button", { name: "Set PIN" }).click();
    const dialog = page.getByRole("dialog", { name: "Set PIN" });
    const pin = dialog.getByRole("textbox", { name: /New PIN/ });
    await pin.fill("12a");
    expect(await pin.inputValue()).toBe("12");
    await dialog.getByRole("button", { name: "Save PIN" }).click();
    await dialog.getByText("The PIN must be exactly 6 digits").waitFor();
    await pin.fill("246802");
    await dialog.getByRole("button", { name: "Save PIN" }).click();
    await seeToast(page, "App PIN saved");
    await section.getByText("PIN set", { exact: true }).waitFor();
    expect(await section.textContent()).not.toContain("246802");
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await appLogin(agent.phone_number, "246802")).toBe(200);

    await section.getByRole("button", { name: "Revoke access" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Revoke app access?").waitFor();
    await confirm.getByRole("button", { name: "Revoke access" }).click();
    await seeToast(page, "App access revoked");
    await section.getByText("No app access").waitFor();
    expect(await appLogin(agent.phone_number, "246802")).toBe(401);
    const access = await stack.owner.query("SELECT 1 FROM agent_app_access WHERE agent_id = $1", [
      agent.id,
    ]);
    expect(access.rowCount).toBe(0);
  });
});
