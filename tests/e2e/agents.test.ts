import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testNik } from "../support/nik.ts";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { AgentFormPage, AgentListPage, testPng } from "./pages/AgentPages.ts";
import { clientId, seriousAxeViolations, signIn, startConsoleStack } from "./support.ts";

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
  const context = await browser.newContext({
    viewport: { width: 1440, height: 1000 },
    acceptDownloads: true,
  });
  page = await context.newPage();
});
afterEach(async () => {
  await page?.context().close();
});

/** Signed in through the login API (login.test.ts tests the form); each test opens its screen. */
async function logIn(email: string) {
  await signIn(page, stack, { email, password: "Tenaga-demo-1" });
}

async function agentCount(): Promise<number> {
  const { rows } = await stack.owner.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM agents WHERE client_id = $1",
    [maju],
  );
  return rows[0]!.n;
}

/** A NIK no seeded agent has (see testNik). */
function freshNik(): string {
  return testNik(Number(String(Date.now()).slice(-4)) * 10_000 + Math.floor(Math.random() * 1e4));
}

const toast = (text: string | RegExp) =>
  page.getByRole("region", { name: "Notifications" }).getByText(text);

describe("Employee List", () => {
  it("searches and filters through the URL; reload and back keep the list", async () => {
    await logIn("admin@maju.test");
    const list = new AgentListPage(page);
    await list.open(stack.baseUrl);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.getByText(/^1-10 of \d[\d.,]*$/).count()).toBe(1);
    await page.screenshot({ path: ".tmp/e2e-agent-list.png" });

    const { rows } = await stack.owner.query<{ full_name: string; nik: string }>(
      "SELECT full_name, nik FROM agents WHERE client_id = $1 ORDER BY id LIMIT 1",
      [maju],
    );
    const seeded = rows[0]!;
    await list.search(seeded.nik);
    await page.waitForURL(new RegExp(`q=${seeded.nik}`));
    await expect.poll(() => list.names()).toEqual([seeded.full_name]);

    await list.search("");
    await page.waitForURL((url) => !url.search.includes("q="));
    await list.chooseWorkerStatus("Active");
    await page.waitForURL(/status=active/);
    await list.filter("Contract type", ["PKWT (Fixed-Term)"]);
    await page.waitForURL(/contractType=pkwt/);
    await list.waitForRows();
    const { rows: counted } = await stack.owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM agents
       WHERE client_id = $1 AND worker_status = 'active' AND contract_type = 'pkwt'`,
      [maju],
    );
    await page.getByText(new RegExp(`of ${counted[0]!.n}$`)).waitFor();

    await page.reload();
    await list.waitForRows();
    await page.getByText(new RegExp(`of ${counted[0]!.n}$`)).waitFor();
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes("contractType"));
  });

  it("exports the filtered list as CSV with the session's token", async () => {
    await logIn("admin@maju.test");
    const list = new AgentListPage(page);
    await list.open(stack.baseUrl, "?status=inactive");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const records: string[][] = parse(await readFile((await download.path())!, "utf8"), {
      bom: true,
    });
    const { rows } = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM agents WHERE client_id = $1 AND worker_status = 'inactive'",
      [maju],
    );
    expect(records[0]).toContain("NIK");
    expect(records.length - 1).toBe(rows[0]!.n);
  });

  it("opens for ops@maju.test, who has the employee menus", async () => {
    await logIn("ops@maju.test");
    const list = new AgentListPage(page);
    await list.open(stack.baseUrl);
    expect(page.url()).toMatch(/\/agents$/);
    await expect.poll(async () => (await list.names()).length).toBe(10);
  });
});

describe("an employee's life", () => {
  it("creates one with a cropped selfie, edits the phone, terminates, and shows it all in the timeline", async () => {
    await logIn("admin@maju.test");
    const form = new AgentFormPage(page);
    const nik = freshNik();
    const name = `Rina Kusuma ${nik.slice(-4)}`;

    await page.goto(`${stack.baseUrl}/agents/create`);
    await form.textbox("Full name").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.fill("Full name", name);
    await form.fill("NIK", nik);
    await form.fill("Phone number", `0857${nik.slice(-8)}`);
    await form.fill("Email", `rina.${nik.slice(-6)}@example.co.id`);
    await form.pickFirstOfMonth(/^Join date/);
    await form.choose("Contract type", "PKWT (Fixed-Term)");
    await form.choose("Branch", "Makassar (WITA)");
    await form.choose("Payment method", "Bank Transfer");
    await form.fill("Bank name", "BCA");
    await form.fill("Account name", name);
    await form.fill("Account number", "1234567890");
    await form.uploadSelfie(testPng());
    await page.getByRole("img", { name: "Current image" }).waitFor();
    await page.screenshot({ path: ".tmp/e2e-agent-form.png", fullPage: true });
    await form.submit("Create employee");

    await page.waitForURL(/\/agents\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByRole("heading", { name }).waitFor();
    const stored = await stack.owner.query<{
      phone_number: string;
      selfie_url: string | null;
      branch: string;
    }>(
      `SELECT a.phone_number, a.selfie_url, b.name AS branch
       FROM agents a JOIN branches b ON b.id = a.branch_id WHERE a.id = $1 AND a.client_id = $2`,
      [id, maju],
    );
    expect(stored.rows[0]).toMatchObject({
      phone_number: `857${nik.slice(-8)}`,
      branch: "Makassar",
    });
    // The cropped PNG went to the file service and is served back from the stored URL.
    const selfie = stored.rows[0]!.selfie_url!;
    expect(selfie).toMatch(/^https?:\/\//);
    const image = await page.request.get(selfie);
    expect(image.ok()).toBe(true);
    expect((await image.body()).subarray(1, 4).toString("ascii")).toBe("PNG");

    // It is in the list.
    const list = new AgentListPage(page);
    await list.open(stack.baseUrl, `?q=${nik}`);
    await expect.poll(() => list.names()).toEqual([name]);
    await list.row(name).getByRole("link", { name }).click();
    await page.waitForURL(new RegExp(`/agents/${id}$`));

    // Edit: a new phone number.
    await page.getByRole("button", { name: "Edit" }).click();
    await form.fill("Phone number", `0819${nik.slice(-8)}`);
    await form.submit("Save");
    await toast("Employee updated").waitFor();
    await page.getByText(`+62 819${nik.slice(-8)}`).waitFor();

    // Terminate with a reason.
    await page.getByRole("button", { name: "Terminate" }).click();
    const dialog = page.getByRole("dialog", { name: "Terminate employee" });
    await dialog.getByRole("combobox", { name: "Termination reason" }).click();
    await page.getByRole("option", { name: "Resigned - Got a New Job", exact: true }).click();
    await dialog.getByRole("textbox", { name: "Note" }).fill("Pindah ke perusahaan logistik");
    await dialog.getByRole("button", { name: "Terminate" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText(`Terminate ${name}?`).waitFor();
    await confirm.getByRole("button", { name: "Terminate" }).click();
    await toast("Employee terminated").waitFor();
    await page.getByText(/^Terminated on \d\d-\d\d-\d{4} — Resigned - Got a New Job$/).waitFor();
    const terminated = await stack.owner.query<{
      worker_status: string;
      termination_reason: string;
    }>("SELECT worker_status, termination_reason FROM agents WHERE id = $1", [id]);
    expect(terminated.rows[0]).toEqual({
      worker_status: "inactive",
      termination_reason: "resign_get_new_job",
    });

    // The timeline has every change, newest first, "DD MMM YYYY HH:mm" and "Via".
    await page.getByRole("tab", { name: "Timeline" }).click();
    const timeline = page.getByRole("list", { name: "Timeline" });
    await timeline.waitFor();
    const items = await timeline.locator("li").allInnerTexts();
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[1]).toContain("Phone number");
    for (const item of items) {
      expect(item).toMatch(/\d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d/);
      expect(item).toContain("Via Admin Maju");
    }
    await page.screenshot({ path: ".tmp/e2e-agent-timeline.png" });
  });

  it("shows a 15-digit NIK's error at the field and saves nothing", async () => {
    await logIn("admin@maju.test");
    const form = new AgentFormPage(page);
    await page.goto(`${stack.baseUrl}/agents/create`);
    const before = await agentCount();
    await form.fill("Full name", "Dewi Lestari");
    await form.fill("NIK", "317101010190000");
    await form.fill("Phone number", "81311112222");
    await form.pickFirstOfMonth(/^Join date/);
    await form.choose("Contract type", "Partnership");
    await form.choose("Branch", "Jakarta Selatan (WIB)");
    await form.submit("Create employee");
    await expect
      .poll(() => form.fieldText("nik").textContent())
      .toContain("NIK must be exactly 16 digits");
    expect(await form.textbox("NIK").getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).toMatch(/\/agents\/create$/);
    expect(await agentCount()).toBe(before);
  });

  it('says "Failed to Create Agent" and marks the NIK when it is already registered', async () => {
    await logIn("admin@maju.test");
    const { rows } = await stack.owner.query<{ nik: string }>(
      "SELECT nik FROM agents WHERE client_id = $1 ORDER BY id LIMIT 1",
      [maju],
    );
    const form = new AgentFormPage(page);
    await page.goto(`${stack.baseUrl}/agents/create`);
    const before = await agentCount();
    await form.fill("Full name", "Agus Pratama");
    await form.fill("NIK", rows[0]!.nik);
    await form.fill("Phone number", "81399990000");
    await form.pickFirstOfMonth(/^Join date/);
    await form.choose("Contract type", "Partnership");
    await form.choose("Branch", "Jakarta Selatan (WIB)");
    await form.submit("Create employee");
    await toast("Failed to Create Agent").waitFor();
    expect(await form.textbox("NIK").getAttribute("aria-invalid")).toBe("true");
    expect(await agentCount()).toBe(before);
  });
});

describe("Additional data", () => {
  it("adds a dropdown field that then appears on the employee form", async () => {
    await logIn("admin@maju.test");
    await page.goto(`${stack.baseUrl}/agents/additional-data`);
    await page
      .getByRole("table", { name: "Additional data fields" })
      .getByText("Uniform Shirt Size")
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Add field" }).click();
    await page.waitForURL(/\/agents\/additional-data\/create$/);
    const form = new AgentFormPage(page);
    await form.fill("Label", "Golongan Darah");
    expect(await form.textbox("Key").inputValue()).toBe("golongan_darah");
    await form.choose("Type", "Dropdown (single)");
    await form.fill("Option 1 label", "A");
    await page.getByRole("button", { name: "Add option" }).click();
    await form.fill("Option 2 label", "O");
    await form.submit("Save");
    await page.waitForURL(/\/agents\/additional-data$/);
    await page
      .getByRole("table", { name: "Additional data fields" })
      .getByText("Golongan Darah")
      .waitFor();
    const stored = await stack.owner.query<{ type: string; options: unknown }>(
      "SELECT type, options FROM agent_fields WHERE client_id = $1 AND key = 'golongan_darah'",
      [maju],
    );
    expect(stored.rows[0]).toEqual({
      type: "single_select",
      options: [
        { label: "A", value: "a" },
        { label: "O", value: "o" },
      ],
    });

    await page.goto(`${stack.baseUrl}/agents/create`);
    await page.getByRole("combobox", { name: "Golongan Darah", exact: true }).waitFor();
  });
});
