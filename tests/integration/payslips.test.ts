import { unzipSync } from "fflate";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { HCM } from "./hcm-helpers.ts";
import { clientIdOf, ownerAgent, ownerBranch, userWithMenus } from "./org-helpers.ts";
import { ownerLine, ownerReport, pdfText } from "./payslip-helpers.ts";

/**
 * Issue 17, payslips and exports (/work/reports-api.md): GET /payroll-reports/:id/payslips/
 * :agentId.pdf (the contract's exact path), the report's zip of payslips and its XLSX/CSV
 * export, over reports and lines made as the owner: the PDF's text holds the worker, the
 * period and the take-home pay of the line in Rp format, headings in the caller's language,
 * DRAFT before finalising; 404 for another client's report or worker, 403 without the menus.
 */

let stack: TestStack;
let token: string;
let maju: number;
let sentosaId: number;
let branch: number;

beforeAll(async () => {
  stack = await startStack();
  token = (await login(stack.app, DEMO.majuAdmin)).token;
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
  branch = await ownerBranch(stack, maju);
});
afterAll(() => stack.close());

/** read-excel-file answers rows, or sheets with their rows, by version. */
const rowsOf = (sheet: unknown): unknown[][] =>
  (Array.isArray((sheet as unknown[])[0])
    ? sheet
    : (sheet as { data: unknown[][] }[])[0]!.data) as unknown[][];

const get = (url: string, as = token) =>
  stack.app.inject({ method: "GET", url: `${HCM}${url}`, headers: bearer(as) });

async function reportWithLine(status = "draft", agentName = "Budi Santoso") {
  const report = await ownerReport(stack, maju, { status });
  const agent = await ownerAgent(stack, maju, branch, { fullName: agentName });
  const line = await ownerLine(stack, maju, report.id, agent, { agentName });
  return { report, agent, line };
}

describe("GET /payroll-reports/:id/payslips/:agentId.pdf", () => {
  it("answers 200 application/pdf whose text matches the line (worker, period, take-home pay)", async () => {
    const { report, agent, line } = await reportWithLine();
    const response = await get(`/payroll-reports/${report.id}/payslips/${agent}.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="payslip-2026-01-EMP-001-Budi-Santoso.pdf"',
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("PT Maju Jaya");
    expect(text).toContain(report.name);
    expect(text).toContain("Budi Santoso");
    expect(text).toContain("EMP-001");
    expect(text).toContain("January 2026");
    expect(text).toContain("26-12-2025 to 25-01-2026");
    expect(text).toContain("28-01-2026");
    expect(line.net).toBe(7_967_500);
    expect(text).toContain("Take-home pay");
    expect(text).toContain("Rp 7.967.500");
    expect(text).toContain("Rp 8.500.000");
    expect(text).toContain("Rp 212.500");
    expect(text).toContain("Tunjangan Transport");
    expect(text).toContain("Employer contributions");
    // The bank account is masked but for its last four digits.
    expect(text).toContain("BCA ****7890");
    expect(text).not.toContain("1234567890");
    expect(text).toContain("DRAFT");
  });

  it("has no DRAFT watermark once the report is finalised", async () => {
    const { report, agent } = await reportWithLine("finalized");
    const response = await get(`/payroll-reports/${report.id}/payslips/${agent}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).not.toContain("DRAFT");
  });

  it("uses the caller's language: Indonesian headings for an id-language user", async () => {
    const { report, agent } = await reportWithLine();
    const idToken = await userWithMenus(stack, maju, ["payroll-report"]);
    await stack.owner.query(
      "UPDATE users SET language = 'id' WHERE id = (SELECT user_id FROM sessions ORDER BY id DESC LIMIT 1)",
    );
    const response = await get(`/payroll-reports/${report.id}/payslips/${agent}.pdf`, idToken);
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain("SLIP GAJI");
    expect(text).toContain("Pendapatan");
    expect(text).toContain("Potongan");
    expect(text).toContain("Kontribusi perusahaan");
    expect(text).toContain("Gaji bersih diterima");
    expect(text).toContain("Januari 2026");
    expect(text).toContain("26-12-2025 s.d. 25-01-2026");
    expect(text).toContain("Gaji pokok");
    expect(text).toContain("Rp 7.967.500");
  });

  it("404 for a worker without a line, a line with an error, and an unknown report", async () => {
    const { report } = await reportWithLine();
    const other = await ownerAgent(stack, maju, branch);
    expect((await get(`/payroll-reports/${report.id}/payslips/${other}.pdf`)).statusCode).toBe(404);
    const failed = await ownerAgent(stack, maju, branch);
    await ownerLine(stack, maju, report.id, failed, { errorCode: "MISSING_SALARY" });
    expect((await get(`/payroll-reports/${report.id}/payslips/${failed}.pdf`)).statusCode).toBe(
      404,
    );
    expect((await get(`/payroll-reports/2147483000/payslips/${other}.pdf`)).statusCode).toBe(404);
  });

  it("404 for another client's report, and for another client's worker on one's own report", async () => {
    const { report, agent } = await reportWithLine();
    const sentosaToken = (await login(stack.app, DEMO.sentosaAdmin)).token;
    const foreign = await get(`/payroll-reports/${report.id}/payslips/${agent}.pdf`, sentosaToken);
    expect(foreign.statusCode).toBe(404);
    expect(Object.keys(foreign.json())).toEqual(["message"]);
    const own = await ownerReport(stack, sentosaId);
    const mine = await get(`/payroll-reports/${own.id}/payslips/${agent}.pdf`, sentosaToken);
    expect(mine.statusCode).toBe(404);
  });

  it("403 without the payroll report menus (ops@maju.test)", async () => {
    const { report, agent } = await reportWithLine();
    const ops = (await login(stack.app, DEMO.majuOps)).token;
    expect((await get(`/payroll-reports/${report.id}/payslips/${agent}.pdf`, ops)).statusCode).toBe(
      403,
    );
    expect((await get(`/payroll-reports/${report.id}/payslips.zip`, ops)).statusCode).toBe(403);
    expect((await get(`/payroll-reports/${report.id}/export?format=csv`, ops)).statusCode).toBe(
      403,
    );
  });

  it("409 while the report is still computing", async () => {
    const { report, agent } = await reportWithLine("computing");
    const response = await get(`/payroll-reports/${report.id}/payslips/${agent}.pdf`);
    expect(response.statusCode).toBe(409);
  });
});

describe("GET /payroll-reports/:id/payslips.zip", () => {
  it("holds one PDF per line without an error", async () => {
    const report = await ownerReport(stack, maju);
    const names = ["Ani", "Budi", "Citra", "Dewi", "Eko"];
    for (const [i, name] of names.entries()) {
      const agent = await ownerAgent(stack, maju, branch, { fullName: name });
      await ownerLine(stack, maju, report.id, agent, {
        agentName: name,
        employeeNumber: `E${i}`,
        basic: 5_000_000 + i * 1000,
      });
    }
    const failed = await ownerAgent(stack, maju, branch);
    await ownerLine(stack, maju, report.id, failed, { errorCode: "MISSING_SALARY" });

    const response = await get(`/payroll-reports/${report.id}/payslips.zip`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="payslips-2026-01-Gaji-Januari-[0-9a-f]+\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      names.map((name, i) => `payslip-2026-01-E${i}-${name}.pdf`).sort(),
    );
    for (const [i, name] of names.entries()) {
      const pdf = Buffer.from(files[`payslip-2026-01-E${i}-${name}.pdf`]!);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = pdfText(pdf);
      expect(text).toContain(name);
      expect(text).toContain(`Rp ${(5_000_000 + i * 1000 + 500_000).toLocaleString("de-DE")}`);
    }
  });

  it("is an empty archive for a report without lines, and 404 for another client's", async () => {
    const report = await ownerReport(stack, maju);
    const response = await get(`/payroll-reports/${report.id}/payslips.zip`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(response.rawPayload)))).toEqual([]);
    const sentosaToken = (await login(stack.app, DEMO.sentosaAdmin)).token;
    expect((await get(`/payroll-reports/${report.id}/payslips.zip`, sentosaToken)).statusCode).toBe(
      404,
    );
  });
});

describe("GET /payroll-reports/:id/export", () => {
  it("CSV: one row per worker with its figures; a name like =cmd comes out neutralised", async () => {
    const report = await ownerReport(stack, maju);
    const good = await ownerAgent(stack, maju, branch, { fullName: "Budi" });
    const line = await ownerLine(stack, maju, report.id, good, { agentName: "Budi" });
    const evil = await ownerAgent(stack, maju, branch, { fullName: "Evil" });
    await ownerLine(stack, maju, report.id, evil, {
      agentName: "=cmd|' /C calc'!A0",
      employeeNumber: "+62",
    });
    const failed = await ownerAgent(stack, maju, branch);
    await ownerLine(stack, maju, report.id, failed, {
      agentName: "Gagal",
      errorCode: "MISSING_SALARY",
    });

    const response = await get(`/payroll-reports/${report.id}/export?format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(
      /^Employee Name,Employee Number,Branch,Basic Salary,Gross,Taxable Gross,/,
    );
    expect(rows[1]).toContain(`Budi,EMP-001,Jakarta Pusat,8000000,8500000,`);
    expect(rows[1]).toContain(`,${line.pph21},`);
    expect(rows[1]).toContain(`,${line.net},bank_transfer,BCA,1234567890,Budi,`);
    expect(rows[2]).toMatch(/^'=cmd\|' \/C calc'!A0,'\+62,/);
    expect(rows[3]).toMatch(/MISSING_SALARY: Missing basic salary$/);
  });

  it("XLSX: text cells, numbers as numbers; Indonesian headers for an id-language user", async () => {
    const report = await ownerReport(stack, maju);
    const agent = await ownerAgent(stack, maju, branch);
    const line = await ownerLine(stack, maju, report.id, agent, { agentName: "=cmd" });
    const response = await get(`/payroll-reports/${report.id}/export?format=xlsx`);
    expect(response.statusCode).toBe(200);
    const sheet = rowsOf(await readXlsxFile(response.rawPayload));
    expect(sheet[0]?.[0]).toBe("Employee Name");
    // XLSX text is a Text cell (never evaluated), as services/shared/spreadsheet.ts says.
    expect(sheet[1]?.[0]).toBe("=cmd");
    expect(sheet[1]?.[17]).toBe(line.net);

    const idToken = await userWithMenus(stack, maju, ["payroll-report-beta"]);
    await stack.owner.query(
      "UPDATE users SET language = 'id' WHERE id = (SELECT user_id FROM sessions ORDER BY id DESC LIMIT 1)",
    );
    const indonesian = await get(`/payroll-reports/${report.id}/export?format=xlsx`, idToken);
    expect(indonesian.statusCode, indonesian.body).toBe(200);
    expect(rowsOf(await readXlsxFile(indonesian.rawPayload))[0]?.[0]).toBe("Nama Karyawan");
  });

  it("400 naming format for an unknown format; 404 for another client's report", async () => {
    const report = await ownerReport(stack, maju);
    const bad = await get(`/payroll-reports/${report.id}/export?format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("format");
    const sentosaToken = (await login(stack.app, DEMO.sentosaAdmin)).token;
    expect((await get(`/payroll-reports/${report.id}/export`, sentosaToken)).statusCode).toBe(404);
  });
});

describe("GET /payslips/:detailId (the console's payslip preview)", () => {
  it("answers the line's payslip source with the company, PTKP, and the account and NPWP masked", async () => {
    const { report, agent, line } = await reportWithLine();
    await stack.owner.query(
      "UPDATE agents SET npwp = '1234567890123456', ptkp_status = 'K/1' WHERE id = $1",
      [agent],
    );
    const response = await get(`/payslips/${line.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.companyName).toBe("PT Maju Jaya");
    expect(data.report).toMatchObject({
      id: report.id,
      name: report.name,
      period: "2026-01",
      status: "draft",
    });
    expect(data.detail).toMatchObject({
      id: line.id,
      agentId: agent,
      net: line.net,
      accountNumber: "****7890",
    });
    expect(data.tax).toEqual({ ptkpStatus: "K/1", npwp: "****3456" });
    expect(response.body).not.toContain("1234567890");
  });

  it("404 for another client's line; 403 without the menus", async () => {
    const { line } = await reportWithLine();
    const sentosaToken = (await login(stack.app, DEMO.sentosaAdmin)).token;
    expect((await get(`/payslips/${line.id}`, sentosaToken)).statusCode).toBe(404);
    const ops = (await login(stack.app, DEMO.majuOps)).token;
    expect((await get(`/payslips/${line.id}`, ops)).statusCode).toBe(403);
  });
});
