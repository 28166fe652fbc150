import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { HCM, type Hcm, hcmAs } from "./hcm-helpers.ts";
import { clientIdOf, ownerAgent, ownerBranch } from "./org-helpers.ts";
import { activeWorkers, uniqueName } from "./payroll-group-helpers.ts";
import { createdReport, workforce } from "./payroll-report-helpers.ts";

/**
 * Issue 17, direct payroll (/work/reports-api.md "Direct payroll"): the template (one row per
 * active worker, cells neutralised), an upload becoming a draft direct report with one line per
 * worker and its totals, every bad row's every problem at once in the caller's language with
 * nothing saved, the JSON route, BATCH_NAME_ALREADY_EXIST, another client's workers, and the
 * menus (403 without them).
 */

let stack: TestStack;
let admin: Hcm;
let token: string;
let maju: number;
let sentosa: number;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const HEADER = [
  "Employee Number",
  "Name",
  "Basic Salary",
  "Allowances",
  "Overtime",
  "Other Earnings",
  "Deductions",
  "PPh 21",
  "Note",
];

beforeAll(async () => {
  stack = await startStack();
  token = (await login(stack.app, DEMO.majuAdmin)).token;
  admin = hcmAs(stack, token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosa = await clientIdOf(stack, "PT Sentosa Abadi");
});
afterAll(() => stack.close());

const upload = (
  query: { name?: string; period?: string; fileName?: string },
  body: Buffer,
  type = XLSX,
  as = token,
) =>
  stack.app.inject({
    method: "POST",
    url: `${HCM}/payroll-reports/direct/upload?${new URLSearchParams(query as Record<string, string>)}`,
    headers: { ...bearer(as), "content-type": type },
    payload: body,
  });

const sheet = (rows: (string | number | null)[][]) => writeXlsxFile([HEADER, ...rows]).toBuffer();

/** Everything a direct report writes, as the owner: "nothing saved" is these unchanged. */
async function snapshot() {
  const { rows } = await stack.owner.query(
    `SELECT (SELECT count(*)::int FROM payroll_reports) AS reports,
            (SELECT count(*)::int FROM payroll_report_details) AS details,
            (SELECT count(*)::int FROM audit_log WHERE client_id = $1) AS audits`,
    [maju],
  );
  return rows[0];
}

describe("the template", () => {
  it("lists the active workers (number and name) with the amount columns, in XLSX and CSV, neutralised", async () => {
    const branch = await ownerBranch(stack, maju);
    await ownerAgent(stack, maju, branch, { fullName: "=HYPERLINK(1)" });
    const xlsx = await stack.app.inject({
      method: "GET",
      url: `${HCM}/payroll-reports/direct/template`,
      headers: bearer(token),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toBe(XLSX);
    const rows = (await readXlsxFile(xlsx.rawPayload))[0]!.data as unknown[][];
    expect(rows[0]).toEqual(HEADER);
    const [worker] = await activeWorkers(stack, maju, 1, { anyGroup: true });
    expect(rows.some((row) => row[0] === worker!.nik)).toBe(true);
    // XLSX text is a Text cell, never a formula.
    expect(rows.some((row) => row[1] === "=HYPERLINK(1)")).toBe(true);
    const csv = await stack.app.inject({
      method: "GET",
      url: `${HCM}/payroll-reports/direct/template?format=csv`,
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain("Employee Number,Name,Basic Salary");
    expect(csv.body).toContain("'=HYPERLINK(1)");
    expect(csv.body).not.toMatch(/,=HYPERLINK/);
    // Another client's template holds its own workers only.
    const sentosaToken = (await login(stack.app, DEMO.sentosaAdmin)).token;
    const theirs = await stack.app.inject({
      method: "GET",
      url: `${HCM}/payroll-reports/direct/template?format=csv`,
      headers: bearer(sentosaToken),
    });
    expect(theirs.body).not.toContain(worker!.nik);
  });

  it("the template filled in uploads back (rows without amounts are skipped)", async () => {
    const file = await stack.app.inject({
      method: "GET",
      url: `${HCM}/payroll-reports/direct/template?format=csv`,
      headers: bearer(token),
    });
    const lines = file.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    lines[1] = `${lines[1]!.replace(/,*$/, "")},4000000,,,,,,`;
    const answer = await upload(
      { name: uniqueName("Direct template"), period: "2026-02" },
      Buffer.from(lines.join("\n")),
      "text/csv",
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ lineCount: 1, totals: { gross: 4_000_000 } });
  });
});

describe("an upload", () => {
  it("a good file is a draft direct report: one line per worker, lines, totals, audit", async () => {
    const workers = await activeWorkers(stack, maju, 2, { anyGroup: true });
    const name = uniqueName("Direct Januari");
    const file = await sheet([
      [workers[0]!.nik, "ignored", 5_000_000, 750_000, 250_000, null, 100_000, 50_000, "bonus"],
      [workers[1]!.nik, null, "Rp 6.000.000", null, null, 1_000, null, null, null],
    ]);
    const answer = await upload({ name, period: "2026-01", fileName: "januari.xlsx" }, file);
    expect(answer.statusCode, answer.body).toBe(201);
    const created = answer.json().data;
    expect(created).toMatchObject({
      name,
      type: "direct",
      status: "draft",
      period: "2026-01",
      lineCount: 2,
      totals: {
        gross: 6_000_000 + 6_001_000,
        pph21: 50_000,
        deductions: 150_000,
        net: 5_850_000 + 6_001_000,
        employerContributions: 0,
      },
    });
    const report = await stack.owner.query(
      `SELECT type, payroll_group_id, period, to_char(period_start, 'YYYY-MM-DD') AS start,
              to_char(period_end, 'YYYY-MM-DD') AS "end", status, generation, total_gross::int,
              total_net::int, total_pph21::int, line_count, error_count, client_id
         FROM payroll_reports WHERE id = $1`,
      [created.id],
    );
    expect(report.rows[0]).toEqual({
      type: "direct",
      payroll_group_id: null,
      period: "2026-01",
      start: "2026-01-01",
      end: "2026-01-31",
      status: "draft",
      generation: 1,
      total_gross: 12_001_000,
      total_net: 11_851_000,
      total_pph21: 50_000,
      line_count: 2,
      error_count: 0,
      client_id: maju,
    });
    const details = await stack.owner.query(
      `SELECT agent_id, agent_name, employee_number, branch_name, tax_year, tax_month,
              basic_salary::int, gross::int, taxable_gross::int, pph21::int,
              employee_deductions::int, employer_contributions::int, net::int, bpjs, lines, inputs
         FROM payroll_report_details WHERE report_id = $1 ORDER BY (inputs->>'row')::int`,
      [created.id],
    );
    expect(details.rows).toHaveLength(2);
    expect(details.rows[0]).toMatchObject({
      agent_id: workers[0]!.id,
      agent_name: workers[0]!.fullName,
      employee_number: workers[0]!.nik,
      tax_year: 2026,
      tax_month: 1,
      basic_salary: 5_000_000,
      gross: 6_000_000,
      taxable_gross: 6_000_000,
      pph21: 50_000,
      employee_deductions: 150_000,
      employer_contributions: 0,
      net: 5_850_000,
      bpjs: {
        kesehatanWorker: 0,
        kesehatanEmployer: 0,
        jhtWorker: 0,
        jhtEmployer: 0,
        jpWorker: 0,
        jpEmployer: 0,
        jkk: 0,
        jkm: 0,
      },
      inputs: { source: "direct_upload", row: 2, note: "bonus" },
    });
    expect(details.rows[0]!.branch_name).toEqual(expect.any(String));
    expect(
      details.rows[0]!.lines.map((l: { code: string; amount: number; type: string }) => [
        l.code,
        l.amount,
        l.type,
      ]),
    ).toEqual([
      ["basic_salary", 5_000_000, "earning"],
      ["allowances", 750_000, "earning"],
      ["overtime", 250_000, "earning"],
      ["deductions", 100_000, "deduction"],
      ["pph21", 50_000, "tax"],
    ]);
    expect(details.rows[1]).toMatchObject({
      basic_salary: 6_000_000,
      gross: 6_001_000,
      net: 6_001_000,
      inputs: { source: "direct_upload", row: 3 },
    });
    const audit = await stack.owner.query<{ after: Record<string, unknown> }>(
      `SELECT after FROM audit_log WHERE action = 'payroll_report.create' AND entity_id = $1`,
      [String(created.id)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.after).toMatchObject({
      type: "direct",
      lineCount: 2,
      source: "upload",
      fileName: "januari.xlsx",
    });
  });

  it("every bad row's every problem at once, in English and Indonesian; nothing saved", async () => {
    const [one, two] = await activeWorkers(stack, maju, 2, { anyGroup: true });
    const [theirs] = await activeWorkers(stack, sentosa, 1, { anyGroup: true });
    const rows = [
      [one!.nik, null, 5_000_000, null, null, null, null, null, null], // row 2: good
      ["9999999999999999", null, 1, null, null, null, null, null, null], // 3: unknown
      [theirs!.nik, null, 1, null, null, null, null, null, null], // 4: another client's
      [one!.nik, null, 1, null, null, null, null, null, null], // 5: twice
      [two!.nik, null, -5, 1.5, 10_000_000_001, "abc", null, null, null], // 6: amounts
      [two!.nik, null, 1_000, null, null, null, 900, 200, null], // 7: net < 0 (and twice)
    ];
    const before = await snapshot();
    const refused = await upload({ name: "", period: "2026-13" }, await sheet(rows));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({
      message: "Failed to Create Payroll Report",
      errors: [
        { field: "name", message: "is required" },
        { field: "period", message: "must be a month written YYYY-MM" },
        {
          field: "rows.3.employeeNumber",
          message: "is not the employee number of one of your employees",
        },
        {
          field: "rows.4.employeeNumber",
          message: "is not the employee number of one of your employees",
        },
        { field: "rows.5.employeeNumber", message: "repeats the worker of row 2" },
        { field: "rows.6.basicSalary", message: "must not be negative" },
        { field: "rows.6.allowances", message: "must be whole rupiah" },
        { field: "rows.6.overtime", message: "must be at most 10000000000" },
        { field: "rows.6.otherEarnings", message: "must be whole rupiah" },
        { field: "rows.7.employeeNumber", message: "repeats the worker of row 6" },
        {
          field: "rows.7.deductions",
          message: "are more than the earnings: the net pay would be negative",
        },
      ],
    });
    expect(await snapshot()).toEqual(before);

    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = $1", [
      DEMO.majuAdmin.email,
    ]);
    try {
      const id = await upload({ period: "2026-01" }, await sheet(rows));
      expect(id.statusCode).toBe(400);
      const body = id.json();
      expect(body.message).toBe("Gagal Membuat Laporan Penggajian");
      expect(body.errors).toEqual([
        { field: "name", message: "wajib diisi" },
        {
          field: "rows.3.employeeNumber",
          message: "bukan nomor karyawan salah satu karyawan Anda",
        },
        {
          field: "rows.4.employeeNumber",
          message: "bukan nomor karyawan salah satu karyawan Anda",
        },
        { field: "rows.5.employeeNumber", message: "mengulang karyawan pada baris 2" },
        { field: "rows.6.basicSalary", message: "tidak boleh negatif" },
        { field: "rows.6.allowances", message: "harus dalam rupiah bulat" },
        { field: "rows.6.overtime", message: "maksimal 10000000000" },
        { field: "rows.6.otherEarnings", message: "harus dalam rupiah bulat" },
        { field: "rows.7.employeeNumber", message: "mengulang karyawan pada baris 6" },
        { field: "rows.7.deductions", message: "melebihi pendapatan: gaji bersih akan negatif" },
      ]);
      const period = await upload({ name: "x", period: "Januari" }, await sheet(rows.slice(0, 1)));
      expect(period.json().errors).toEqual([
        { field: "period", message: "harus berupa bulan dengan format YYYY-MM" },
      ]);
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = $1", [
        DEMO.majuAdmin.email,
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a wrong header, an empty file, a foreign body, a missing period: refused, nothing saved", async () => {
    const before = await snapshot();
    const wrong = await upload(
      { name: uniqueName("Direct"), period: "2026-01" },
      Buffer.from("Employee Number,Salary\n1,2\n"),
      "text/csv",
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(["rows.1.Salary", "rows.1.basicSalary"]),
    );
    const noPeriod = await upload(
      { name: uniqueName("Direct") },
      await sheet([[(await activeWorkers(stack, maju, 1, { anyGroup: true }))[0]!.nik, null, 1]]),
    );
    expect(noPeriod.json().errors).toEqual([{ field: "period", message: "is required" }]);
    expect(
      (await upload({ name: "a", period: "2026-01" }, Buffer.from(""), "text/csv")).statusCode,
    ).toBe(400);
    const huge = await upload(
      { name: "a", period: "2026-01" },
      Buffer.alloc(11 * 1024 * 1024, 0x41),
      "text/csv",
    );
    expect(huge.statusCode).toBe(413);
    expect(
      (
        await upload(
          { name: "a", period: "2026-01" },
          Buffer.from("%PDF-1.4\u0000"),
          "application/pdf",
        )
      ).statusCode,
    ).toBe(415);
    const noRows = await upload(
      { name: uniqueName("Direct"), period: "2026-01" },
      Buffer.from(`${HEADER.join(",")}\n`),
      "text/csv",
    );
    expect(noRows.statusCode).toBe(400);
    expect(noRows.json().errors).toEqual([
      { field: "rows.2", message: "The file has no data rows" },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("a taken name (any letter case, a general report's too) is 409 BATCH_NAME_ALREADY_EXIST", async () => {
    const [worker] = await activeWorkers(stack, maju, 1, { anyGroup: true });
    const name = uniqueName("Direct Februari");
    const file = await sheet([[worker!.nik, null, 1_000_000]]);
    expect((await upload({ name, period: "2026-02" }, file)).statusCode).toBe(201);
    const before = await snapshot();
    const again = await upload({ name: name.toUpperCase(), period: "2026-03" }, file);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: `A payroll report named "${name.toUpperCase()}" already exists. Try another name.`,
      detail: { code: "BATCH_NAME_ALREADY_EXIST" },
      errors: [{ field: "name", message: "is already the name of another payroll report" }],
    });
    const json = await admin.post("/payroll-reports/direct", {
      name: ` ${name} `,
      period: "2026-02",
      rows: [{ employeeNumber: worker!.nik, basicSalary: 1 }],
    });
    expect(json.status).toBe(409);
    expect(json.body["detail"]).toMatchObject({ code: "BATCH_NAME_ALREADY_EXIST" });
    expect(await snapshot()).toEqual(before);
    // Another client may use the same name.
    const sentosaToken = (await login(stack.app, DEMO.sentosaAdmin)).token;
    const [theirs] = await activeWorkers(stack, sentosa, 1, { anyGroup: true });
    const b = await hcmAs(stack, sentosaToken).post("/payroll-reports/direct", {
      name,
      period: "2026-02",
      rows: [{ employeeNumber: theirs!.nik, basicSalary: 1 }],
    });
    expect(b.status, JSON.stringify(b.body)).toBe(201);
  });
});

describe("scale", () => {
  it("1,000 workers in one file are one report of 1,000 lines, in a few seconds", async () => {
    const { rows: workers } = await stack.owner.query<{ nik: string }>(
      "SELECT nik FROM agents WHERE client_id = $1 ORDER BY id LIMIT 1000",
      [maju],
    );
    expect(workers).toHaveLength(1000);
    const file = await sheet(
      workers.map((w, i) => [
        w.nik,
        null,
        5_000_000 + i,
        100_000,
        null,
        null,
        50_000,
        25_000,
        null,
      ]),
    );
    const started = Date.now();
    const answer = await upload({ name: uniqueName("Direct 1000"), period: "2026-07" }, file);
    const took = Date.now() - started;
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ lineCount: 1000 });
    const { rows } = await stack.owner.query(
      "SELECT count(*)::int AS n, sum(net)::bigint::text AS net FROM payroll_report_details WHERE report_id = $1",
      [answer.json().data.id],
    );
    // Σ (5,000,000 + i + 100,000 − 75,000) for i in 0..999.
    expect(rows[0]).toEqual({ n: 1000, net: String(1000 * 5_025_000 + 499_500) });
    expect(took).toBeLessThan(10_000);
  });
});

describe("the JSON route", () => {
  it("creates from rows by employee number or agentId; bad rows are rows.<i>.<field>", async () => {
    const [one, two, three] = await activeWorkers(stack, maju, 3, { anyGroup: true });
    const [theirs] = await activeWorkers(stack, sentosa, 1, { anyGroup: true });
    const before = await snapshot();
    const bad = await admin.post("/payroll-reports/direct", {
      period: "2026-04",
      rows: [
        { employeeNumber: one!.nik, basicSalary: 1_000 },
        { agentId: theirs!.id, basicSalary: 1_000 },
        { agentId: one!.id, basicSalary: 1_000 },
        { employeeNumber: two!.nik },
        { employeeNumber: three!.nik, basicSalary: 100.5, pph21: -1 },
        { employeeNumber: "123", basicSalary: 10, deductions: 11 },
        { basicSalary: 10 },
      ],
    });
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    expect(bad.body["errors"]).toEqual([
      { field: "name", message: "is required" },
      { field: "rows.1.agentId", message: "does not exist" },
      { field: "rows.2.agentId", message: "repeats the worker of item 0" },
      { field: "rows.3.basicSalary", message: "is required" },
      { field: "rows.4.basicSalary", message: "must be whole rupiah" },
      { field: "rows.4.pph21", message: "must not be negative" },
      {
        field: "rows.5.employeeNumber",
        message: "is not the employee number of one of your employees",
      },
      {
        field: "rows.5.deductions",
        message: "are more than the earnings: the net pay would be negative",
      },
      { field: "rows.6.employeeNumber", message: "is required" },
    ]);
    expect(await snapshot()).toEqual(before);

    const name = uniqueName("Direct April");
    const ok = await admin.post("/payroll-reports/direct", {
      name,
      period: "2026-04",
      rows: [
        { employeeNumber: one!.nik, basicSalary: 3_000_000, overtime: 10_000, note: "x" },
        { agentId: two!.id, basicSalary: 2_000_000, pph21: 20_000 },
      ],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body["data"]).toMatchObject({
      name,
      type: "direct",
      status: "draft",
      period: "2026-04",
      lineCount: 2,
      totals: { gross: 5_010_000, net: 4_990_000, pph21: 20_000, deductions: 20_000 },
    });
    const { rows } = await stack.owner.query(
      `SELECT agent_id, tax_month, to_char(r.period_end, 'YYYY-MM-DD') AS "end", d.inputs
         FROM payroll_report_details d JOIN payroll_reports r ON r.id = d.report_id
        WHERE d.report_id = $1 ORDER BY (d.inputs->>'row')::int`,
      [ok.body["data"].id],
    );
    expect(rows).toEqual([
      {
        agent_id: one!.id,
        tax_month: 4,
        end: "2026-04-30",
        inputs: { source: "direct_upload", row: 0, note: "x" },
      },
      {
        agent_id: two!.id,
        tax_month: 4,
        end: "2026-04-30",
        inputs: { source: "direct_upload", row: 1 },
      },
    ]);
  });

  it("a type mismatch is the schema's 400 naming the field", async () => {
    const answer = await admin.post("/payroll-reports/direct", {
      name: "x",
      period: "2026-04",
      rows: [{ employeeNumber: "1", basicSalary: "lots" }],
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("basicSalary");
  });
});

describe("access", () => {
  it("a user without the payroll report menus gets 403 on every route", async () => {
    const ops = (await login(stack.app, DEMO.majuOps)).token;
    const before = await snapshot();
    const template = await stack.app.inject({
      method: "GET",
      url: `${HCM}/payroll-reports/direct/template`,
      headers: bearer(ops),
    });
    expect(template.statusCode).toBe(403);
    const [worker] = await activeWorkers(stack, maju, 1, { anyGroup: true });
    const file = await sheet([[worker!.nik, null, 1]]);
    expect(
      (await upload({ name: uniqueName("x"), period: "2026-01" }, file, XLSX, ops)).statusCode,
    ).toBe(403);
    const json = await hcmAs(stack, ops).post("/payroll-reports/direct", {
      name: uniqueName("x"),
      period: "2026-01",
      rows: [{ employeeNumber: worker!.nik, basicSalary: 1 }],
    });
    expect(json.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe("with the payroll report routes (h/run, h/gql)", () => {
  it("a general report's name is taken for a direct one too", async () => {
    const force = await workforce(stack, maju, 1);
    const general = await createdReport(admin, {
      name: uniqueName("General Mei"),
      payrollGroupId: force.groupId,
      period: "2026-05",
    });
    const [worker] = await activeWorkers(stack, maju, 1, { anyGroup: true });
    const answer = await admin.post("/payroll-reports/direct", {
      name: general["name"].toLowerCase(),
      period: "2026-05",
      rows: [{ employeeNumber: worker!.nik, basicSalary: 1 }],
    });
    expect(answer.status).toBe(409);
    expect(answer.body["detail"]).toMatchObject({ code: "BATCH_NAME_ALREADY_EXIST" });
  });

  it("a direct report reads, lists its lines and finalizes like any report (REST and GraphQL)", async () => {
    const [one, two] = await activeWorkers(stack, maju, 2, { anyGroup: true });
    const name = uniqueName("Direct Juni");
    const created = await admin.post("/payroll-reports/direct", {
      name,
      period: "2026-06",
      rows: [
        { employeeNumber: one!.nik, basicSalary: 4_000_000, allowances: 500_000, pph21: 25_000 },
        { employeeNumber: two!.nik, basicSalary: 3_000_000, deductions: 100_000 },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body["data"].id as number;
    const read = await admin.get(`/payroll-reports/${id}`);
    expect(read.status).toBe(200);
    expect(read.body["data"]).toMatchObject({
      id,
      name,
      type: "direct",
      status: "draft",
      period: "2026-06",
      periodStart: "2026-06-01",
      periodEnd: "2026-06-30",
      payrollGroupId: null,
      lineCount: 2,
      errorCount: 0,
      totals: { gross: 7_500_000, net: 7_375_000, pph21: 25_000, employerContributions: 0 },
    });
    const lines = await admin.get(`/payroll-reports/${id}/details?agentId=${one!.id}`);
    expect(lines.status).toBe(200);
    expect(lines.body["data"].items).toHaveLength(1);
    expect(lines.body["data"].items[0]).toMatchObject({
      agentId: one!.id,
      employeeNumber: one!.nik,
      basicSalary: 4_000_000,
      gross: 4_500_000,
      taxableGross: 4_500_000,
      pph21: 25_000,
      net: 4_475_000,
      bpjs: { kesehatanWorker: 0, jkk: 0, jkm: 0 },
      lines: [
        { code: "basic_salary", amount: 4_000_000, type: "earning" },
        { code: "allowances", amount: 500_000, type: "earning" },
        { code: "pph21", amount: 25_000, type: "tax" },
      ],
    });
    const graph = await stack.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: {
        query: `query ($id: Int!, $agentId: Int) {
          payrollReport(id: $id) { id type status totals { gross net } }
          payrollReportDetails(reportId: $id, agentId: $agentId) { totalItems items { agentId net lines { code label amount type } } }
        }`,
        variables: { id, agentId: two!.id },
      },
    });
    expect(graph.statusCode, graph.body).toBe(200);
    expect(graph.json().data).toMatchObject({
      payrollReport: { id, type: "direct", status: "draft", totals: { gross: 7_500_000 } },
      payrollReportDetails: {
        totalItems: 1,
        items: [{ agentId: two!.id, net: 2_900_000 }],
      },
    });
    const finalized = await admin.post(`/payroll-reports/${id}/finalize`);
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    expect(finalized.body["data"]).toMatchObject({ id, status: "finalized" });
  });
});
