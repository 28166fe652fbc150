import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { ownerBatch, parseMcm, someWorkers, todayWib } from "./disbursement-file-helpers.ts";
import { HCM } from "./hcm-helpers.ts";
import { clientIdOf, ownerAgent, ownerBranch } from "./org-helpers.ts";
import { ownerReport } from "./payslip-helpers.ts";

/**
 * Issue 18, bank files, the upload and the paid report (/work/money-api.md "Files and
 * reports"): the Mandiri MCM file of a 1,000-line batch adds up (record count, the header's
 * total, the detail rows and the SQL sum agree), e-wallet lines are left out and counted,
 * cells are cleaned and neutralised; the XLSX's totals row; bad header fields are 400s naming
 * them; provider batches 409; the upload's good and bad rows (nothing stored); the paid report
 * per worker per WIB month with its split; another client's batch 404; ops@maju.test 403.
 */

let stack: TestStack;
let token: string;
let maju: number;
let sentosa: number;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const DEBIT = "1230001234567";

beforeAll(async () => {
  stack = await startStack();
  token = (await login(stack.app, DEMO.majuAdmin)).token;
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosa = await clientIdOf(stack, "PT Sentosa Abadi");
});
afterAll(() => stack?.close());

const get = (url: string, as = token) =>
  stack.app.inject({ method: "GET", url: `${HCM}${url}`, headers: bearer(as) });

const bankFile = (id: number, query: Record<string, string>) =>
  get(`/disbursements/${id}/bank-file?${new URLSearchParams(query)}`);

/** The first sheet's rows. */
const sheetOf = async (bytes: Buffer) => (await readXlsxFile(bytes))[0]!.data as unknown[][];

async function sqlSum(sql: string, params: unknown[]): Promise<bigint> {
  const { rows } = await stack.owner.query<{ sum: string | null }>(sql, params);
  return BigInt(rows[0]!.sum ?? 0);
}

describe("the Mandiri MCM file", () => {
  let batch: { id: number; lineIds: number[] };
  let hacker: number;

  beforeAll(async () => {
    const workers = await someWorkers(stack, maju, 20);
    const branch = await ownerBranch(stack, maju);
    hacker = await ownerAgent(stack, maju, branch, { fullName: "=HYPERLINK(evil)" });
    const banks = ["BCA", "MANDIRI", "BRI", "BNI"] as const;
    const account = {
      BCA: "1234567890",
      MANDIRI: "1370012345678",
      BRI: "0012345678901",
      BNI: "123456789",
    };
    // 1,000 lines to pay, amounts spread from Rp 10.000 to Rp 250 juta (deterministic).
    const lines = Array.from({ length: 1000 }, (_, i) => {
      const bank = banks[i % banks.length]!;
      return {
        agentId: workers[i % workers.length]!.id,
        amount: 10_000 + ((i * 7_919_993) % 249_990_000),
        bankCode: bank,
        accountNumber: account[bank],
        accountName: i % 97 === 0 ? `Siti "Nur", Aini;\nline ${i}` : `Worker ${i}`,
        status: i % 2 === 0 ? "approved" : "pending_approval",
      };
    });
    lines[3] = { ...lines[3]!, agentId: hacker, accountName: "=HYPERLINK(evil)" };
    batch = await ownerBatch(stack, maju, {
      name: "Gaji Februari, 2026",
      lines: [
        ...lines,
        // Not in the file: e-wallets (left out, counted), a draft, a cancelled and a paid line.
        ...[1, 2, 3].map(() => ({
          agentId: workers[0]!.id,
          amount: 50_000,
          method: "e_wallet" as const,
        })),
        { agentId: workers[1]!.id, amount: 70_000, status: "draft" },
        { agentId: workers[1]!.id, amount: 80_000, status: "cancelled" },
        {
          agentId: workers[1]!.id,
          amount: 90_000,
          status: "succeeded",
          succeededAt: "2026-01-05T03:00:00Z",
        },
      ],
    });
  });

  it("of a 1,000-line batch: record count, header total, detail rows and the SQL sum agree", async () => {
    const answer = await bankFile(batch.id, {
      format: "mandiri-mcm",
      debitAccount: "123-000-1234567",
      valueDate: todayWib(),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.body.charCodeAt(0)).toBe("P".charCodeAt(0));
    const { header, rows } = parseMcm(answer.body);
    const expected = await sqlSum(
      `SELECT sum(amount)::text AS sum FROM disbursement_lines
        WHERE disbursement_id = $1 AND method = 'bank_transfer'
          AND status IN ('approved', 'pending_approval')`,
      [batch.id],
    );
    expect(header).toEqual([
      "P",
      todayWib().replaceAll("-", ""),
      DEBIT,
      "1000",
      expected.toString(),
    ]);
    expect(rows).toHaveLength(1000);
    expect(rows.reduce((sum, row) => sum + BigInt(row[6]!), 0n)).toBe(expected);
    expect(answer.headers["x-record-count"]).toBe("1000");
    expect(answer.headers["x-total-amount"]).toBe(expected.toString());
    expect(answer.headers["x-omitted-lines"]).toBe("3");
    for (const row of rows) expect(row).toHaveLength(41);
    // Line ids as customer references, in line order; remark from the batch name, cleaned.
    expect(rows.map((row) => Number(row[8]))).toEqual(batch.lineIds.slice(0, 1000));
    expect(new Set(rows.map((row) => row[7]))).toEqual(new Set(["Gaji Februari 2026"]));
    expect(rows[0]!.slice(0, 12)).toEqual([
      "1234567890",
      "Siti Nur Aini line 0",
      "",
      "",
      "",
      "IDR",
      "10000",
      "Gaji Februari 2026",
      String(batch.lineIds[0]),
      "BAU",
      "014",
      "Bank Central Asia (BCA)",
    ]);
    expect(rows[1]!.slice(9, 12)).toEqual(["IBU", "", ""]);
    // A name that would start a formula is neutralised.
    expect(rows[3]![1]).toBe("'=HYPERLINK(evil)");
    const audit = await stack.owner.query(
      "SELECT after FROM audit_log WHERE client_id = $1 AND action = 'disbursement.bank_file' AND entity_id = $2",
      [maju, String(batch.id)],
    );
    expect(audit.rows[0]?.after).toMatchObject({
      recordCount: 1000,
      totalAmount: expected.toString(),
      debitAccount: DEBIT,
      omittedLineIds: batch.lineIds.slice(1000, 1003).map(String),
    });
  });

  it("the XLSX lists every line to pay, e-wallets too, with a totals row", async () => {
    const answer = await bankFile(batch.id, { format: "xlsx" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe(XLSX);
    const sheet = await sheetOf(answer.rawPayload);
    const [header, ...rest] = sheet;
    expect(header).toEqual([
      "Worker",
      "Employee Number",
      "Bank",
      "Account Number",
      "Account Name",
      "Amount",
      "Status",
    ]);
    const data = rest.slice(0, -1);
    const totals = rest.at(-1)!;
    const expected = await sqlSum(
      `SELECT sum(amount)::text AS sum FROM disbursement_lines
        WHERE disbursement_id = $1 AND status IN ('approved', 'pending_approval')`,
      [batch.id],
    );
    expect(data).toHaveLength(1003);
    expect(BigInt(data.reduce((sum, row) => sum + Number(row[5]), 0))).toBe(expected);
    expect(totals[0]).toBe("Total");
    expect(BigInt(totals[5] as number)).toBe(expected);
    expect(totals[6]).toBe("1003 lines");
    expect(data[3]![0]).toBe("=HYPERLINK(evil)");
    expect(data.at(-1)!.slice(2, 4)).toEqual(["GoPay", "81234567890"]);
  });

  it("names the bad header fields (400), and refuses provider batches and files with no bank line (409)", async () => {
    const missing = await bankFile(batch.id, { format: "mandiri-mcm", valueDate: "31-12-2026" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: "debitAccount", message: "is required" },
      { field: "valueDate", message: "must be a date written yyyy-MM-dd" },
    ]);
    const bad = await bankFile(batch.id, { debitAccount: "12AB", valueDate: "2020-01-01" });
    expect(bad.json().errors).toEqual([
      { field: "debitAccount", message: "must be the 13 digits of a Mandiri account" },
      { field: "valueDate", message: `must not be before today (${todayWib()})` },
    ]);
    const workers = await someWorkers(stack, maju, 1);
    const provider = await ownerBatch(stack, maju, {
      channel: "provider",
      lines: [{ agentId: workers[0]!.id, amount: 100_000 }],
    });
    const refused = await bankFile(provider.id, { debitAccount: DEBIT });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "BANK_FILE_PROVIDER_CHANNEL" });
    expect((await bankFile(provider.id, { format: "xlsx" })).statusCode).toBe(200);
    const wallets = await ownerBatch(stack, maju, {
      lines: [{ agentId: workers[0]!.id, amount: 100_000, method: "e_wallet" }],
    });
    const none = await bankFile(wallets.id, { debitAccount: DEBIT });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: "BANK_FILE_NO_LINES" });
  });

  it("answers 404 for another client's batch and 403 without the menu", async () => {
    const workers = await someWorkers(stack, sentosa, 1);
    const theirs = await ownerBatch(stack, sentosa, {
      lines: [{ agentId: workers[0]!.id, amount: 100_000 }],
    });
    const answer = await bankFile(theirs.id, { debitAccount: DEBIT });
    expect(answer.statusCode).toBe(404);
    expect((await bankFile(theirs.id, { format: "xlsx" })).statusCode).toBe(404);
    const ops = (await login(stack.app, DEMO.majuOps)).token;
    for (const url of [
      `/disbursements/${batch.id}/bank-file?format=xlsx`,
      "/disbursements/upload/template",
      "/disbursements/paid-report?from=2026-01&to=2026-02",
    ])
      expect((await get(url, ops)).statusCode, url).toBe(403);
    const upload = await stack.app.inject({
      method: "POST",
      url: `${HCM}/disbursements/upload`,
      headers: { ...bearer(ops), "content-type": "text/csv" },
      payload: "Employee Number,Amount\n1,1\n",
    });
    expect(upload.statusCode).toBe(403);
  });
});

describe("the upload", () => {
  const HEADER = [
    "Employee Number",
    "Name",
    "Phone Number",
    "Amount",
    "Bank",
    "Account Number",
    "Account Name",
    "E-Wallet",
    "E-Wallet Phone Number",
  ];
  const upload = (body: Buffer | string, type = XLSX) =>
    stack.app.inject({
      method: "POST",
      url: `${HCM}/disbursements/upload?fileName=gaji.xlsx`,
      headers: { ...bearer(token), "content-type": type },
      payload: body,
    });
  const count = async () =>
    (
      await stack.owner.query(
        "SELECT (SELECT count(*) FROM disbursements)::int AS b, (SELECT count(*) FROM disbursement_lines)::int AS l",
      )
    ).rows[0];

  it("reads good rows into lines and lists every problem of the bad ones; nothing is stored", async () => {
    const [a, b, c, d] = await someWorkers(stack, maju, 4);
    const before = await count();
    const file = await writeXlsxFile([
      HEADER,
      [a!.nik, a!.fullName, null, 5_250_000, "bca", "1234567890", "Budi Santoso", null, null],
      [null, null, `0${b!.phoneNumber}`, "Rp 1.500.000", null, null, null, null, null],
      [c!.nik, null, null, 300_000, null, null, null, "GoPay", `+62${c!.phoneNumber}`],
      [d!.nik, "not paid this time", null, null, null, null, null, null, null],
      ["9999999999999999", null, null, 100_000, null, null, null, null, null],
      [null, null, null, "abc", "XYZ", "12", "", null, null],
      [a!.nik, null, b!.phoneNumber, 10_000, "BCA", "12345", "Ani", null, null],
      [d!.nik, null, null, 20_000, "BCA", "1234567890", "Ani", "ovo", null],
    ]).toBuffer();
    const answer = await upload(file);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data.fileName).toBe("gaji.xlsx");
    expect(data.rows).toEqual([
      {
        row: 2,
        agentId: a!.id,
        agentName: a!.fullName,
        employeeNumber: a!.nik,
        amount: 5_250_000,
        bankCode: "BCA",
        accountNumber: "1234567890",
        accountName: "Budi Santoso",
        eWallet: null,
        phoneNumber: null,
      },
      {
        row: 3,
        agentId: b!.id,
        agentName: b!.fullName,
        employeeNumber: b!.nik,
        amount: 1_500_000,
        bankCode: null,
        accountNumber: null,
        accountName: null,
        eWallet: null,
        phoneNumber: null,
      },
      {
        row: 4,
        agentId: c!.id,
        agentName: c!.fullName,
        employeeNumber: c!.nik,
        amount: 300_000,
        bankCode: null,
        accountNumber: null,
        accountName: null,
        eWallet: "gopay",
        phoneNumber: c!.phoneNumber,
      },
    ]);
    expect(data.totalAmount).toBe(7_050_000);
    expect(data.problems).toEqual([
      {
        row: 6,
        column: "employeeNumber",
        message: "is not the employee number of one of your employees",
      },
      {
        row: 7,
        column: "employeeNumber",
        message: "is needed, or a phone number: one of them names the worker",
      },
      { row: 7, column: "amount", message: "must be whole rupiah from 1 to 10000000000" },
      {
        row: 7,
        column: "bank",
        message: "must be one of BCA, BRI, MANDIRI, BNI, BSI, CIMB, DANAMON, PERMATA, BTN, JAGO",
      },
      { row: 7, column: "accountName", message: "is required with a bank account" },
      {
        row: 8,
        column: "phoneNumber",
        message: "belongs to another employee than the employee number",
      },
      { row: 8, column: "employeeNumber", message: "repeats the worker of row 2" },
      { row: 8, column: "accountNumber", message: "must be 10 to 10 digits for BCA" },
      { row: 9, column: "eWallet", message: "cannot be given with a bank account" },
    ]);
    expect(await count()).toEqual(before);
  });

  it("takes a CSV too, and words the problems in the caller's language", async () => {
    const [a] = await someWorkers(stack, maju, 1);
    const user = await stack.owner.query<{ id: number }>(
      "UPDATE users SET language = 'id' WHERE email = $1 RETURNING id",
      [DEMO.majuAdmin.email],
    );
    try {
      const csv = `Nomor Karyawan,Jumlah\n${a!.nik},250000\n1234,1\n`;
      const answer = await upload(csv, "text/csv");
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.rows).toMatchObject([{ row: 2, agentId: a!.id, amount: 250_000 }]);
      expect(answer.json().data.problems).toEqual([
        {
          row: 3,
          column: "employeeNumber",
          message: "bukan nomor karyawan salah satu karyawan Anda",
        },
      ]);
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE id = $1", [user.rows[0]!.id]);
    }
  });

  it("the template lists the active workers, neutralised in CSV", async () => {
    const branch = await ownerBranch(stack, maju);
    await ownerAgent(stack, maju, branch, { fullName: "+cmd worker" });
    const csv = await get("/disbursements/upload/template?format=csv");
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(lines[0]).toBe(HEADER.join(","));
    expect(csv.body).toContain("'+cmd worker");
    const xlsx = await get("/disbursements/upload/template");
    const [header] = await sheetOf(xlsx.rawPayload);
    expect(header).toEqual(HEADER);
  });
});

describe("the paid report", () => {
  let worker: { id: number; nik: string; fullName: string };

  beforeAll(async () => {
    const branch = await ownerBranch(stack, maju);
    const id = await ownerAgent(stack, maju, branch, { fullName: "Paid Worker" });
    const { rows } = await stack.owner.query(
      'SELECT id, nik, full_name AS "fullName" FROM agents WHERE id = $1',
      [id],
    );
    worker = rows[0];
    const report = await ownerReport(stack, maju, { status: "paid" });
    const paid = (amount: number, at: string, status = "succeeded") => ({
      agentId: worker.id,
      amount,
      status,
      succeededAt: at,
    });
    // 23:30 WIB on 31 January is January; 00:30 WIB on 1 February is February.
    await ownerBatch(stack, maju, {
      source: "manual",
      status: "succeeded",
      lines: [paid(100_000, "2026-01-31T16:30:00Z"), paid(40_000, "2026-01-31T17:30:00Z")],
    });
    await ownerBatch(stack, maju, {
      source: "payroll_report",
      payrollReportId: report.id,
      status: "partially_succeeded",
      lines: [
        paid(5_000_000, "2026-02-25T03:00:00Z"),
        { agentId: worker.id, amount: 777_000, status: "failed" },
        paid(999_000, "2026-02-25T03:00:00Z", "reversed"),
      ],
    });
    await ownerBatch(stack, maju, {
      source: "reimbursement",
      status: "succeeded",
      lines: [paid(250_000, "2026-02-10T03:00:00Z"), paid(1, "2026-03-01T00:00:00Z")],
    });
  });

  it("sums succeeded lines per worker per WIB month, split by the batch's source", async () => {
    const answer = await get(
      `/disbursements/paid-report?from=2026-01&to=2026-02&agentId=${worker.id}`,
    );
    expect(answer.statusCode).toBe(200);
    const base = { agentId: worker.id, agentName: "Paid Worker", employeeNumber: worker.nik };
    expect(answer.json().data).toEqual({
      items: [
        {
          ...base,
          period: "2026-01",
          amount: 100_000,
          lineCount: 1,
          payrollAmount: 0,
          reimbursementAmount: 0,
          otherAmount: 100_000,
        },
        {
          ...base,
          period: "2026-02",
          amount: 5_290_000,
          lineCount: 3,
          payrollAmount: 5_000_000,
          reimbursementAmount: 250_000,
          otherAmount: 40_000,
        },
      ],
      totalItems: 2,
      limit: 10,
      page: 1,
      totalAmount: 5_390_000,
    });
    const searched = await get(
      "/disbursements/paid-report?from=2026-02&to=2026-03&q=paid%20work&limit=1&page=2",
    );
    expect(searched.json().data).toMatchObject({
      items: [{ period: "2026-03", amount: 1 }],
      totalItems: 2,
      totalAmount: 5_290_001,
    });
  });

  it("exports the range as XLSX with totals, and checks the months", async () => {
    const xlsx = await get(
      `/disbursements/paid-report?from=2026-01&to=2026-12&agentId=${worker.id}&format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    const [header, ...rest] = await sheetOf(xlsx.rawPayload);
    expect(header).toEqual([
      "Period",
      "Worker",
      "Employee Number",
      "Payroll",
      "Reimbursement",
      "Other",
      "Total Paid",
      "Transfers",
    ]);
    expect(rest.map((row) => row[0])).toEqual(["2026-01", "2026-02", "2026-03", "Total"]);
    expect(rest.at(-1)!.slice(3)).toEqual([5_000_000, 250_001, 140_000, 5_390_001, 5]);
    const backwards = await get("/disbursements/paid-report?from=2026-03&to=2026-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { field: "to", message: "must not be before the start month" },
    ]);
    const long = await get("/disbursements/paid-report?from=2024-01&to=2026-01");
    expect(long.json().errors).toEqual([
      { field: "to", message: "must be at most 24 months from the start month" },
    ]);
    const month = await get("/disbursements/paid-report?from=2026-1&to=2026-13");
    expect(month.json().errors.map((e: { field: string }) => e.field)).toEqual(["from", "to"]);
  });
});
