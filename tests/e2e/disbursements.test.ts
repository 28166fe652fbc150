import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRupiah } from "../../domain/format.ts";
import { bearer, DEMO, login, type TestStack } from "../support/stack.ts";
import { launchChromium } from "./browser.ts";
import { clientId, signIn, startConsoleStack } from "./support.ts";

/**
 * Issue 18 "Done when" in the console: the admin makes a batch from a finalised payroll report
 * (the create dialog's report picker), sees its validation problems (the demo's workers
 * without a usable account: draft lines with INCOMPLETE_BANK_ACCOUNT_DATA) and cannot approve it
 * (maker-checker: manual approval is on in the demo seed); the finance approver approves it on
 * /disbursements/approval; the provider simulator (tiny latency, no random failures) settles
 * every line — one account ending in 13 always fails INVALID_DESTINATION — and the page follows
 * until each line succeeded or failed with its reason; a bank-file batch's Mandiri MCM file
 * downloads with a header whose count and total add up; then a short Indonesian pass.
 */

const FINANCE = { email: "finance@maju.test", password: "Tenaga-demo-1" };

let stack: TestStack;
let browser: Browser;
let token: string;
let maju: number;

type Json = Record<string, unknown>;
type Line = {
  id: number;
  agentId: number;
  amount: number;
  method: string;
  accountNumber?: string | null;
  status: string;
  errorCode?: string;
};
type Batch = { id: number; name: string; status: string; lineCount: number; totalAmount: number };

async function api(method: "GET" | "POST" | "PUT", url: string, payload?: unknown) {
  const response = await stack.app.inject({
    method,
    url: `/api/hcm/v1${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  return { status: response.statusCode, body: response.body ? (response.json() as Json) : {} };
}

const batchOf = async (id: number) =>
  (await api("GET", `/disbursements/${id}`)).body["data"] as Batch & { lines: Line[] };

/** Two finalised demo reports no batch pays yet (the seed's batches took September/October). */
async function freeReports(): Promise<{ id: number; name: string }[]> {
  const { rows } = await stack.owner.query<{ id: number; name: string }>(
    `SELECT r.id, r.name FROM payroll_reports r
      WHERE r.client_id = $1 AND r.status = 'finalized'
        AND NOT EXISTS (SELECT 1 FROM disbursements b WHERE b.payroll_report_id = r.id)
      ORDER BY r.period DESC LIMIT 2`,
    [maju],
  );
  return rows;
}

beforeAll(async () => {
  stack = await startConsoleStack();
  browser = await launchChromium();
  maju = await clientId(stack, "PT Maju Jaya");
  ({ token } = await login(stack.app, DEMO.majuAdmin));
  const config = await api("PUT", "/disbursements/provider-simulator/config", {
    latencyMs: 50,
    failureRate: 0,
    duplicateRate: 0.5,
    reorder: true,
    webhooks: true,
  });
  expect(config.status, JSON.stringify(config.body)).toBe(200);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe("Disbursements (issue 18 done-when)", { timeout: 180_000 }, () => {
  it("a payroll batch goes from the admin's problems to the finance approval to settled lines; the Mandiri file downloads; Indonesian", async () => {
    const [report, bankFileReport] = await freeReports();
    expect(report && bankFileReport, "two free finalised reports in the demo").toBeTruthy();
    // One worker paid by bank gets an account ending in 13: the simulator always fails it
    // (INVALID_DESTINATION). The demo's workers without a usable account are the problems.
    const { rows: details } = await stack.owner.query<{
      id: number;
      agent_id: number;
      account_number: string;
    }>(
      `SELECT id, agent_id, account_number FROM payroll_report_details
        WHERE report_id = $1 AND error_code IS NULL AND net > 0
          AND payment_method = 'bank_transfer' AND account_number ~ '^[0-9]{10}$'
        ORDER BY id LIMIT 1`,
      [report!.id],
    );
    const failing = details[0]!;
    await stack.owner.query("UPDATE payroll_report_details SET account_number = $2 WHERE id = $1", [
      failing.id,
      `${failing.account_number.slice(0, -2)}13`,
    ]);

    // The admin creates the batch from the report.
    const context = await browser.newContext({
      viewport: { width: 1440, height: 1000 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, stack, DEMO.majuAdmin);
    await page.goto(`${stack.baseUrl}/disbursements?create=1`);
    const dialog = page.getByRole("dialog", { name: "Create disbursement batch" });
    await dialog.getByRole("combobox", { name: /Finalised payroll report/ }).click();
    await page.getByRole("option", { name: new RegExp(`^${report!.name} —`) }).click();
    const name = `E2E ${report!.name}`;
    await dialog.getByRole("textbox", { name: /Batch name/ }).fill(name);
    await dialog.getByRole("button", { name: "Create Disbursement" }).click();
    await page.waitForURL(/\/disbursements\/\d+$/);
    const batchId = Number(page.url().split("/").at(-1));

    // Its problems: the lines without a usable account are drafts with their reason; approving
    // is refused to its creator, with the reason on the page.
    const lines = page.getByRole("table", { name: "Lines" });
    await page.getByRole("checkbox", { name: "Problems only" }).check();
    await page.waitForURL(/problems=1/);
    await lines.getByText("INCOMPLETE_BANK_ACCOUNT_DATA").first().waitFor();
    await page
      .getByTestId("approve-blocked")
      .getByText(/cannot approve it/)
      .waitFor();
    expect(await page.getByRole("button", { name: "Approve", exact: true }).isDisabled()).toBe(
      true,
    );
    const created = await batchOf(batchId);
    expect(created.status).toBe("pending_approval");
    const drafts = created.lines.filter((line) => line.status === "draft");
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((line) => line.errorCode)).toBe(true);
    const refused = await api("POST", `/disbursements/${batchId}/approve`);
    expect(refused.status).toBe(403);

    // The finance approver approves it on the approval page; the dialog states count and total.
    const financeContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const finance = await financeContext.newPage();
    await signIn(finance, stack, FINANCE);
    await finance.goto(`${stack.baseUrl}/disbursements/approval`);
    await finance.getByRole("button", { name: `Approve ${name}` }).click();
    const approve = finance.getByRole("dialog", { name: `Approve ${name}?` });
    await approve
      .getByText(`${created.lineCount} lines, ${formatRupiah(created.totalAmount)} in total.`)
      .waitFor();
    await approve.getByText(`${drafts.length} lines with problems are not sent`).waitFor();
    await approve.getByRole("button", { name: "Approve" }).click();
    await finance.getByText(`${name} approved`).waitFor();
    await financeContext.close();

    // The admin's page follows the payments to the end: every line succeeded or failed.
    // The payouts settle through the jobs and the simulator's callbacks: ~8 s alone, four
    // times that under CI's parallel browsers on a slow day (the page follows the live events).
    await page.goto(`${stack.baseUrl}/disbursements/${batchId}?problems=1`);
    await page
      .getByTestId("batch-status")
      .getByText("Partially succeeded", { exact: true })
      .waitFor({ timeout: 90_000 });
    const settled = await batchOf(batchId);
    expect(settled.lines.every((line) => ["succeeded", "failed"].includes(line.status))).toBe(true);
    // The problem lines were never sent and failed with their reason; accounts ending in 13
    // (ours, and any of the demo's) failed at the provider; every other line was paid.
    const draftIds = new Set(drafts.map((line) => line.id));
    for (const line of settled.lines) {
      const expected = draftIds.has(line.id)
        ? ["failed", drafts.find((d) => d.id === line.id)!.errorCode]
        : line.accountNumber?.endsWith("13")
          ? ["failed", "INVALID_DESTINATION"]
          : ["succeeded", undefined];
      expect([line.status, line.errorCode ?? undefined], `line ${line.id}`).toEqual(expected);
    }
    expect(settled.lines.find((line) => line.agentId === failing.agent_id)?.errorCode).toBe(
      "INVALID_DESTINATION",
    );
    await page
      .getByTestId("batch-progress")
      .getByText(`${settled.lineCount} of ${settled.lineCount} lines settled`)
      .waitFor();
    await lines.getByText("INVALID_DESTINATION").first().waitFor();
    // Exactly one payout per line sent (the draft line never was).
    const payouts = await api(
      "GET",
      `/disbursements/provider-simulator/payouts?disbursementId=${batchId}`,
    );
    const sent = (payouts.body["data"] as { items: { lineId: number }[] }).items;
    expect(sent.length).toBe(settled.lineCount - drafts.length);
    expect(new Set(sent.map((p) => p.lineId)).size).toBe(sent.length);

    // A bank-file batch: its Mandiri MCM file with the debit account and value date.
    const bankFile = await stack.app.inject({
      method: "POST",
      url: "/api/hcm/v1/disbursements",
      headers: { ...bearer(token), "idempotency-key": "e2e-bank-file" },
      payload: {
        name: `E2E bank ${bankFileReport!.name}`,
        source: "payroll_report",
        payrollReportId: bankFileReport!.id,
        channel: "bank_file",
      },
    });
    expect(bankFile.statusCode, bankFile.body).toBe(201);
    const fileBatch = await batchOf((bankFile.json() as { data: { id: number } }).data.id);
    await page.goto(`${stack.baseUrl}/disbursements/${fileBatch.id}`);
    await page.getByRole("button", { name: "Mandiri MCM file" }).click();
    const mandiri = page.getByRole("dialog", { name: "Mandiri MCM bulk file" });
    await mandiri.getByRole("textbox", { name: /Debit account/ }).fill("1230001234567");
    const file = page.waitForEvent("download");
    await mandiri.getByRole("button", { name: "Download" }).click();
    const csv = (await readFile((await (await file).path())!)).toString("utf8");
    const header = csv.split(/\r?\n/)[0]!.split(",");
    const toPay = fileBatch.lines.filter(
      (line) => line.status === "pending_approval" && line.method === "bank_transfer",
    );
    expect(header[0]).toBe("P");
    expect(header[1]).toMatch(/^\d{8}$/);
    expect(header[2]).toBe("1230001234567");
    expect(Number(header[4])).toBe(toPay.reduce((sum, line) => sum + line.amount, 0));
    expect(Number(header[3])).toBe(csv.trim().split(/\r?\n/).length - 1);

    // Indonesian: the settled batch in the user's language.
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = 'admin@maju.test'");
    try {
      await page.context().clearCookies();
      await signIn(page, stack, DEMO.majuAdmin);
      await page.goto(`${stack.baseUrl}/disbursements/${batchId}`);
      await page
        .getByTestId("batch-status")
        .getByText("Berhasil sebagian", { exact: true })
        .waitFor();
      await page.getByRole("button", { name: "Ekspor XLSX" }).waitFor();
      expect(await page.getByRole("table", { name: "Baris" }).textContent()).toContain("Gagal");
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = 'admin@maju.test'");
    }
    await context.close();
  });
});
