import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { bearer, DEMO, login, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { LoginPage } from "./pages/LoginPage.ts";
import { seeToast } from "./pages/PartnerPages.ts";
import { PayrollGroupPages } from "./pages/PayrollGroupPages.ts";
import { ShellPage } from "./pages/ShellPage.ts";
import { clientId, seriousAxeViolations, startConsoleStack } from "./support.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;

/** The three custom components the group pays (made over the API: their screens are another part). */
const COMPONENTS = [
  { name: "E2E Transport", code: "e2e_transport", mode: "prorate", defaultAmount: 400_000 },
  { name: "E2E Makan", code: "e2e_makan", mode: "daily_fee", defaultAmount: 30_000 },
  { name: "E2E Jabatan", code: "e2e_jabatan", mode: "fixed_rate", defaultAmount: 750_000 },
] as const;

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
  // Members must be active workers: the demo's 1,000 workers of PT Maju Jaya include some it
  // made inactive, who are taken back on so the whole workforce can join the group.
  await stack.owner.query(
    `UPDATE agents SET worker_status = 'active', termination_reason = NULL,
            termination_date = NULL, termination_note = NULL
     WHERE client_id = (SELECT id FROM clients WHERE name = 'PT Maju Jaya')
       AND worker_status = 'inactive'`,
  );
  const { token } = await login(stack.app, DEMO.majuAdmin);
  for (const component of COMPONENTS) {
    const response = await stack.app.inject({
      method: "POST",
      url: "/api/hcm/v1/payroll-components",
      headers: bearer(token),
      payload: { ...component, scheme: "Rp", addOrSub: "add", taxable: true },
    });
    if (response.statusCode !== 201)
      throw new Error(`component ${component.code}: ${response.statusCode} ${response.body}`);
  }
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

type Cell = { value: string | number | null; type?: typeof String | typeof Number };

/** A members sheet over the template's own header row (NIK, Basic Salary, PTKP, Recipient, codes…). */
async function membersFile(
  header: readonly string[],
  rows: readonly { nik: string; salary: number; ptkp: string; recipient: string }[],
): Promise<Buffer> {
  const cellOf = (column: string, row: (typeof rows)[number], index: number): Cell => {
    const key = column.trim().toLowerCase();
    if (key === "nik") return { value: row.nik, type: String };
    if (key === "basic salary") return { value: row.salary, type: Number };
    if (key === "ptkp") return { value: row.ptkp, type: String };
    if (key === "recipient") return { value: row.recipient, type: String };
    // The first component gets a member's own amount; the others take the group's default.
    if (column === COMPONENTS[0].code) return { value: 450_000 + index, type: Number };
    return { value: null };
  };
  const data = [
    header.map((column) => ({ value: column, type: String })),
    ...rows.map((row, index) => header.map((column) => cellOf(column, row, index))),
  ];
  return Buffer.from(await writeXlsxFile(data as never).toBuffer());
}

describe("Payroll groups (issue 16)", { timeout: 180_000 }, () => {
  it("admin@maju.test sets up a monthly group with BPJS and three components, and uploads 1,000 members (a bad file saves nothing)", async () => {
    page = await (
      await browser.newContext({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true })
    ).newPage();
    const login = new LoginPage(page);
    await login.open(stack.baseUrl);
    await login.logIn("admin@maju.test", "Tenaga-demo-1");
    await new ShellPage(page).waitUntilReady();
    const maju = await clientId(stack, "PT Maju Jaya");

    const groups = new PayrollGroupPages(page);
    await groups.open(stack.baseUrl);
    await groups.startCreate();
    await groups.fillName("Gaji Bulanan E2E");
    await groups.choose("Cycle", "Monthly");
    await groups.choose("Pay day", "End of month");
    await groups.choose("Programmes", "JKK, JKM & JHT");
    await groups.choose("Paid by", "Paid by client");
    await groups.choose("JKK risk class", "Class 2 — 0,54 %");
    await groups.form().getByRole("checkbox", { name: "BPJS Kesehatan" }).check();
    await groups.form().getByRole("checkbox", { name: "Jaminan Pensiun (JP)" }).check();
    for (const component of COMPONENTS)
      await groups.addComponent(`${component.name} (${component.code}, Rp)`);
    await groups
      .form()
      .getByRole("textbox", { name: "E2E Jabatan: default amount" })
      .fill("1.000.000");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await groups.save();
    await seeToast(page, "Payroll group Gaji Bulanan E2E created");
    await page.waitForURL(/\/payroll-groups\/\d+$/);
    const groupId = Number(new URL(page.url()).pathname.split("/").at(-1));

    const settings = groups.settings();
    await settings.getByText("Monthly · End of month").waitFor();
    expect(await settings.textContent()).toContain("JKK, JKM & JHT · Paid by client · JKK 0,54 %");
    expect(await settings.textContent()).toContain("Rp 1.000.000");
    const stored = await stack.owner.query(
      `SELECT g.cycle, g.pay_day, g.bpjs_kesehatan, g.pension_jp, g.social_programs,
              g.jkk_risk_rate::text AS jkk, array_agg(c.code ORDER BY c.code) AS codes,
              sum(gc.amount)::int AS amounts
       FROM payroll_groups g
       JOIN payroll_group_components gc ON gc.payroll_group_id = g.id
       JOIN payroll_components c ON c.id = gc.component_id
       WHERE g.id = $1 AND g.client_id = $2 GROUP BY g.id`,
      [groupId, maju],
    );
    expect(stored.rows).toEqual([
      {
        cycle: "monthly",
        pay_day: 31,
        bpjs_kesehatan: true,
        pension_jp: true,
        social_programs: "jkk_jkm_jht",
        jkk: "0.54",
        codes: ["e2e_jabatan", "e2e_makan", "e2e_transport"],
        amounts: 400_000 + 30_000 + 1_000_000,
      },
    ]);

    // The template names the group's components; the files are built over its header row.
    await groups.openUpload();
    const template = await groups.downloadTemplate();
    const sheets = await readXlsxFile(await readFile((await template.path())!));
    const header = (sheets[0]!.data[0] as unknown[]).map(String);
    expect(header.slice(0, 4)).toEqual(["NIK", "Basic Salary", "PTKP", "Recipient"]);
    for (const component of COMPONENTS) expect(header).toContain(component.code);

    const workers = await stack.owner.query<{ id: number; nik: string }>(
      "SELECT id, nik FROM agents WHERE client_id = $1 ORDER BY id LIMIT 1000",
      [maju],
    );
    expect(workers.rows).toHaveLength(1000);
    const member = (nik: string, index: number) => ({
      nik,
      salary: 5_000_000 + index * 1_000,
      ptkp: ["TK/0", "K/0", "K/1"][index % 3]!,
      recipient: "permanent_employee",
    });

    // Bad rows (sheet rows 3, 4 and 5): an unknown NIK, a negative salary, an unknown PTKP.
    const bad = await membersFile(header, [
      member(workers.rows[0]!.nik, 0),
      { ...member(workers.rows[1]!.nik, 1), nik: "9999999999999999" },
      { ...member(workers.rows[2]!.nik, 2), salary: -1 },
      { ...member(workers.rows[3]!.nik, 3), ptkp: "X/9" },
      member(workers.rows[4]!.nik, 4),
    ]);
    await groups.upload("members-bad.xlsx", bad);
    await groups
      .uploadDialog()
      .getByText(/problems? found: nothing was saved/)
      .waitFor();
    const problemRows = await groups.errorsTable().locator("tbody tr").allInnerTexts();
    const rowNumbers = problemRows.map((row) => Number(row.split(/\t|\n/)[0]));
    expect(new Set(rowNumbers)).toEqual(new Set([3, 4, 5]));
    expect(problemRows.join("\n")).toMatch(/NIK/);
    expect(problemRows.join("\n")).toMatch(/Basic Salary/);
    expect(problemRows.join("\n")).toMatch(/PTKP/);
    const none = await stack.owner.query(
      "SELECT count(*)::int AS n FROM payroll_group_members WHERE payroll_group_id = $1",
      [groupId],
    );
    expect(none.rows[0]).toEqual({ n: 0 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The whole workforce in one file.
    const good = await membersFile(
      header,
      workers.rows.map((row, index) => member(row.nik, index)),
    );
    const started = Date.now();
    await groups.upload("members.xlsx", good);
    await groups
      .uploadDialog()
      .getByText("1.000 members saved")
      .first()
      .waitFor({ timeout: 30_000 });
    const took = Date.now() - started;
    await groups.closeUpload();
    await groups.members().getByText("(1.000 members)").waitFor();
    await groups.settings().getByText("1.000 members").waitFor();
    const saved = await stack.owner.query(
      `SELECT count(*)::int AS n, min(basic_salary)::int AS low, max(basic_salary)::int AS high,
              (SELECT count(*)::int FROM payroll_member_components pc
                 JOIN payroll_group_members m ON m.id = pc.member_id
                WHERE m.payroll_group_id = $1) AS own
       FROM payroll_group_members WHERE payroll_group_id = $1 AND effective_to IS NULL`,
      [groupId],
    );
    expect(saved.rows[0]).toEqual({ n: 1000, low: 5_000_000, high: 5_999_000, own: 1000 });
    await page.screenshot({ path: ".tmp/e2e-payroll-group-members.png", fullPage: true });

    // Found by NIK; exported whole (the upload's columns, one row per member).
    await groups.members().getByRole("searchbox", { name: "Search" }).fill(workers.rows[7]!.nik);
    await groups.members().getByText("1-1 of 1").waitFor();
    expect(await groups.members().locator("tbody tr").first().textContent()).toContain(
      "Rp 5.007.000",
    );
    const exported = page.waitForEvent("download");
    await groups.members().getByRole("button", { name: "Export Members" }).click();
    const sheet = await readXlsxFile(await readFile((await (await exported).path())!));
    expect(sheet[0]!.data[0]!.slice(0, 4)).toEqual(["NIK", "Basic Salary", "PTKP", "Recipient"]);
    expect(sheet[0]!.data).toHaveLength(1001);
    // The upload of 1,000 rows answers well within the page's patience.
    expect(took).toBeLessThan(30_000);

    // The employee page shows the worker's group, read-only, linking to it.
    await page.goto(`${stack.baseUrl}/agents/${workers.rows[7]!.id}`);
    const groupLink = page.getByRole("link", { name: "Gaji Bulanan E2E" });
    await groupLink.waitFor();
    expect(await groupLink.getAttribute("href")).toBe(`/payroll-groups/${groupId}`);

    // The list counts them too.
    await groups.open(stack.baseUrl);
    await groups.row("Gaji Bulanan E2E").waitFor();
    expect(await groups.row("Gaji Bulanan E2E").textContent()).toContain("1.000");
  });
});
