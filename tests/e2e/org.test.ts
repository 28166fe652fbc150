import type { Browser, Page } from "playwright-core";
import { Temporal } from "temporal-polyfill";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatDate } from "../../domain/format.ts";
import type { TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { AssignmentPage } from "./pages/AssignmentPage.ts";
import { MerchantPage } from "./pages/MerchantPage.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { ProjectPage } from "./pages/ProjectPage.ts";
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
  page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
});
afterEach(async () => {
  await page?.context().close();
});

/** Signed in through the login API (login.test.ts tests the form); each test opens its screen. */
async function logIn(email: string) {
  await signIn(page, stack, { email, password: "Tenaga-demo-1" });
}

/** Today in Jakarta, as the console and the services count days. */
const today = () => Temporal.Now.plainDateISO("Asia/Jakarta");

describe("projects, merchants and assignments", () => {
  it("lists the demo merchants with server paging kept in the URL across a reload", async () => {
    await logIn("admin@maju.test");
    const merchants = new MerchantPage(page);
    await merchants.open(stack.baseUrl);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const { rows } = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM merchants WHERE client_id = $1",
      [maju],
    );
    expect(await merchants.range().textContent()).toBe(`1-10 of ${rows[0]!.n}`);
    await page.getByRole("button", { name: "Next page" }).click();
    await page.waitForURL(/[?&]page=2/);
    await merchants.waitForRows();
    expect(await merchants.range().textContent()).toBe(`11-20 of ${rows[0]!.n}`);
    await page.screenshot({ path: ".tmp/e2e-merchants.png" });
    // A reload shows the same page.
    await page.reload();
    await merchants.waitForRows();
    expect(await merchants.range().textContent()).toBe(`11-20 of ${rows[0]!.n}`);
  });

  it("creates a project, assigns an employee, refuses an overlap, ends and deletes the assignment", async () => {
    await logIn("admin@maju.test");
    const projects = new ProjectPage(page);
    await projects.open(stack.baseUrl);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await projects.clickCreate("Create Project");
    await projects.fill("Code", "prj-uji-e2e");
    await projects.fill("Name", "Proyek Uji E2E");
    await projects.save();
    await projects.fieldError("Start date is required").waitFor();
    await projects.pickDay(/^Start date/, 1);
    await projects.save();
    await seeToast(page, "Project Proyek Uji E2E created");
    await projects.search("Uji E2E");
    const firstOfMonth = today().with({ day: 1 });
    expect(await projects.row("PRJ-UJI-E2E").textContent()).toContain(formatDate(firstOfMonth));

    const { rows: agents } = await stack.owner.query<{ full_name: string; nik: string }>(
      `SELECT full_name, nik FROM agents WHERE client_id = $1 AND worker_status = 'active'
        ORDER BY id LIMIT 1`,
      [maju],
    );
    const agent = agents[0]!;
    const assignments = new AssignmentPage(page);
    await assignments.open(stack.baseUrl);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const assign = async () => {
      await assignments.clickCreate("Create Assignment");
      await assignments.pick("Employee", agent.nik, new RegExp(agent.full_name));
      await assignments.pick("Project", "PRJ-UJI-E2E", /Proyek Uji E2E/);
      await assignments.pick("Merchant", "M-JKT-001", /M-JKT-001/);
      await assignments.pickDay(/^Start date/, 1);
      await assignments.save();
    };
    await assign();
    await seeToast(page, `${agent.full_name} assigned`);
    await assignments.form.waitFor({ state: "detached" });

    // The same employee on the same project over the same days is refused by the server.
    await assign();
    await assignments.formAlert().waitFor();
    expect(await assignments.formAlert().textContent()).toContain(
      `${agent.full_name} is already assigned to Proyek Uji E2E`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: ".tmp/e2e-assignment-overlap.png" });
    await assignments.clickButton("Cancel");
    await assignments.form.waitFor({ state: "detached" });
    const count = async () =>
      (
        await stack.owner.query(
          `SELECT a.id, a.end_date FROM assignments a JOIN projects p ON p.id = a.project_id
            WHERE a.client_id = $1 AND p.code = 'PRJ-UJI-E2E'`,
          [maju],
        )
      ).rows as { id: number; end_date: Date | null }[];
    expect(await count()).toHaveLength(1);

    await assignments.search(agent.full_name);
    const row = assignments.row("Proyek Uji E2E");
    await row.waitFor();
    await assignments.clickEnd(agent.full_name);
    await assignments.endDialog.waitFor();
    await assignments.endDialog.getByRole("button", { name: "End", exact: true }).click();
    await seeToast(page, `Assignment of ${agent.full_name} ended`);
    await expect.poll(() => row.textContent()).toContain(formatDate(today()));
    expect((await count())[0]!.end_date).not.toBeNull();

    await assignments.clickDelete(agent.full_name);
    await assignments.confirmDialog.getByRole("button", { name: "Delete" }).click();
    await seeToast(page, `Assignment of ${agent.full_name} deleted`);
    await row.waitFor({ state: "detached" });
    expect(await count()).toHaveLength(0);
  });

  it("uploads assignments in bulk: each row's result shows, and the list has the new one", async () => {
    const { rows: free } = await stack.owner.query<{ full_name: string; nik: string }>(
      `SELECT a.full_name, a.nik FROM agents a
        WHERE a.client_id = $1 AND a.worker_status = 'active'
          AND NOT EXISTS (SELECT 1 FROM assignments s JOIN projects p ON p.id = s.project_id
                           WHERE s.agent_id = a.id AND p.code = 'PRJ-SURVEI-HARGA')
        ORDER BY a.id DESC LIMIT 1`,
      [maju],
    );
    const agent = free[0]!;
    const start = today().toString();
    // The second row repeats the first: the same employee, project and days overlap.
    const csv = [
      "agentNik,projectCode,merchantCode,branchCode,startDate,endDate",
      `${agent.nik},PRJ-SURVEI-HARGA,M-JKT-001,,${start},`,
      `${agent.nik},PRJ-SURVEI-HARGA,M-JKT-001,,${start},`,
    ].join("\n");

    await logIn("admin@maju.test");
    const assignments = new AssignmentPage(page);
    await assignments.open(stack.baseUrl);
    await assignments.clickButton("Bulk Upload");
    const dialog = page.getByRole("dialog", { name: "Upload Assignments" });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "assignments.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await dialog.getByText("1 created, 1 refused").waitFor();
    await page.screenshot({ path: ".tmp/e2e-assignment-upload.png" });
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await dialog.waitFor({ state: "detached" });

    await assignments.search(agent.full_name);
    await assignments.row("Survei Harga dan Stok Mingguan").waitFor();
    const { rows } = await stack.owner.query(
      `SELECT 1 FROM assignments s JOIN agents a ON a.id = s.agent_id
         JOIN projects p ON p.id = s.project_id
        WHERE a.nik = $1 AND p.code = 'PRJ-SURVEI-HARGA' AND s.client_id = $2`,
      [agent.nik, maju],
    );
    expect(rows).toHaveLength(1);
  });
});
