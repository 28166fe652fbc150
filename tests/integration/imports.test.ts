import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { DEFAULT_COLUMNS } from "../../domain/workforce/import.ts";
import { testNik, testNikPrefix } from "../support/nik.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Bulk uploads (issue 5): employee default-data and additional-data imports — every row
 * validated before anything is written, a pg-boss job importing all or nothing with live
 * progress, re-uploads answered with the earlier import — and the assignment upload with its
 * live per-row results (SPEC §7).
 */

let stack: TestStack;
let tokenA: string;
let tokenOps: string;
let maju: number;
let actorId: number;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

beforeAll(async () => {
  stack = await startStack();
  const admin = await login(stack.app, DEMO.majuAdmin);
  tokenA = admin.token;
  actorId = admin.user.id;
  maju = admin.user.client_id;
  tokenOps = (await login(stack.app, DEMO.majuOps)).token;
  await stack.owner.query(
    `INSERT INTO branches (client_id, code, name, status) VALUES
       ($1, 'IMP-01', 'Import Branch One', 'active'), ($1, 'IMP-OFF', 'Import Branch Closed', 'inactive');
     INSERT INTO projects (client_id, code, name, start_date) VALUES ($1, 'IMP-PRJ', 'Import Project', '2024-01-01');
     INSERT INTO merchants (client_id, code, name) VALUES ($1, 'IMP-MRC', 'Import Merchant');`.replaceAll(
      "$1",
      String(Number(maju)),
    ),
  );
});
afterAll(async () => {
  await stack?.close();
});

// ---------------------------------------------------------------------------------------
// Helpers

const nikOf = testNik;
const phoneOf = (n: number) => `8000${String(n).padStart(9, "0")}`;

type Row = Record<string, string | number | Date | null>;

function goodRow(n: number, extra: Row = {}): Row {
  return {
    fullName: `Pegawai Impor ${n}`,
    nik: nikOf(n),
    phoneNumber: `0${phoneOf(n)}`,
    email: `impor${n}@example.com`,
    joinDate: "15-01-2024",
    contractType: "pkwt",
    branchCode: "IMP-01",
    ...extra,
  };
}

async function xlsx(rows: readonly Row[], columns?: readonly string[]): Promise<Buffer> {
  const keys = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const data: SheetData = [
    keys.map((key) => ({ value: key })),
    ...rows.map((row) =>
      keys.map((key) => (row[key] === undefined || row[key] === null ? null : { value: row[key] })),
    ),
  ];
  return writeXlsxFile(data).toBuffer();
}

function csv(rows: readonly Row[], separator = ","): Buffer {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [
    keys.join(separator),
    ...rows.map((row) => keys.map((key) => String(row[key] ?? "")).join(separator)),
  ];
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

type ImportView = {
  id: string;
  kind: string;
  status: string;
  totalRows: number;
  processedRows: number;
  percent: number;
  errors: { row: number; column: string; message: string }[];
  result: Record<string, unknown> | null;
  duplicate?: boolean;
};

async function uploadAgents(
  body: Buffer,
  kind: "default" | "additional" = "default",
  options: { token?: string; type?: string; fileName?: string } = {},
) {
  const query = new URLSearchParams({ kind, fileName: options.fileName ?? "employees.xlsx" });
  return stack.app.inject({
    method: "POST",
    url: `/api/main/v1/agents/imports?${query}`,
    headers: { ...bearer(options.token ?? tokenA), "content-type": options.type ?? XLSX },
    payload: body,
  });
}

async function waitFor(
  id: string,
  statuses = ["completed", "failed"],
  timeoutMs = 60_000,
): Promise<ImportView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await stack.app.inject({
      url: `/api/main/v1/agents/imports/${id}`,
      headers: bearer(tokenA),
    });
    const view = response.json().data as ImportView;
    if (statuses.includes(view.status)) return view;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${view.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const count = async (sql: string, params: unknown[] = []) =>
  (await stack.owner.query<{ n: number }>(sql, params)).rows[0]!.n;
const agentsOfMaju = () =>
  count("SELECT count(*)::int AS n FROM agents WHERE client_id = $1", [maju]);

/** An SSE reader over a real socket: every `data:` frame with its id, until the server closes. */
async function readStream(path: string, headers: Record<string, string> = bearer(tokenA)) {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    headers: { ...headers, accept: "text/event-stream" },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const text = await response.text(); // the server ends the stream after the final message
  return text
    .split("\n\n")
    .map((frame) => frame.split("\n"))
    .filter((lines) => lines.some((line) => line.startsWith("data: ")))
    .map((lines) => ({
      id: lines.find((line) => line.startsWith("id: "))?.slice(4) ?? null,
      data: JSON.parse(lines.find((line) => line.startsWith("data: "))!.slice(6)) as Record<
        string,
        unknown
      >,
    }));
}

// ---------------------------------------------------------------------------------------

describe("templates", () => {
  it("the default-data template has the default columns and a guide sheet", async () => {
    const response = await stack.app.inject({
      url: "/api/main/v1/agents/bulk/template?kind=default",
      headers: bearer(tokenA),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(XLSX);
    expect(response.headers["content-disposition"]).toContain(".xlsx");
    const sheets = await readXlsxFile(response.rawPayload);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Data", "Guide"]);
    expect(sheets[0]!.data[0]).toEqual(DEFAULT_COLUMNS.map((col) => col.key));
    const guide = sheets[1]!.data;
    expect(guide[0]).toEqual([
      "Column",
      "Label",
      "Label (Bahasa Indonesia)",
      "Required",
      "What it takes",
      "Allowed values",
      "Example",
    ]);
    const contract = guide.find((row) => row[0] === "contractType")!;
    expect(contract[3]).toBe("Yes");
    expect(contract[5]).toBe("pkwt, kemitraan, daily_worker, event_worker, pkwtt");
  });

  it("the template uploaded back as it is (no rows) is invalid: no data rows", async () => {
    const template = await stack.app.inject({
      url: "/api/main/v1/agents/bulk/template?kind=default",
      headers: bearer(tokenA),
    });
    const response = await uploadAgents(template.rawPayload);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      status: "invalid",
      errors: [{ row: 2, column: "", message: "The file has no data rows" }],
    });
  });

  it("the template filled in imports", async () => {
    const template = await stack.app.inject({
      url: "/api/main/v1/agents/bulk/template?kind=default",
      headers: bearer(tokenA),
    });
    const header = (await readXlsxFile(template.rawPayload))[0]!.data[0] as string[];
    const body = await xlsx(
      [goodRow(900_001, { gender: "Laki-laki", vaccineStatus: "Booster" })],
      header,
    );
    const response = await uploadAgents(body);
    expect(response.json().data.status).toBe("queued");
    const done = await waitFor(response.json().data.id);
    expect(done).toMatchObject({
      status: "completed",
      totalRows: 1,
      processedRows: 1,
      percent: 100,
    });
    const agent = await stack.owner.query(
      "SELECT gender, vaccine_status, join_date::text, phone_number FROM agents WHERE nik = $1",
      [nikOf(900_001)],
    );
    expect(agent.rows[0]).toEqual({
      gender: "male",
      vaccine_status: "booster",
      join_date: "2024-01-15",
      phone_number: phoneOf(900_001),
    });
  });

  it("the additional-data template lists NIK and each active field", async () => {
    await stack.owner.query(
      `INSERT INTO agent_fields (client_id, key, label, type, required, options, position, status) VALUES
         ($1, 'tpl_shirt', 'Shirt Size', 'single_select', false, '[{"label":"Small","value":"s"},{"label":"Large","value":"l"}]', 900, 'active'),
         ($1, 'tpl_old', 'Old Field', 'text', false, '[]', 901, 'archived')`,
      [maju],
    );
    try {
      const response = await stack.app.inject({
        url: "/api/main/v1/agents/bulk/template?kind=additional",
        headers: bearer(tokenA),
      });
      const header = (await readXlsxFile(response.rawPayload))[0]!.data[0] as string[];
      expect(header[0]).toBe("nik");
      expect(header).toContain("tpl_shirt");
      expect(header).not.toContain("tpl_old");
    } finally {
      await stack.owner.query("DELETE FROM agent_fields WHERE key LIKE 'tpl_%'");
    }
  });
});

describe("POST /agents/imports?kind=default — validation before anything is written", () => {
  it("lists every error of every row by row and column, and writes nothing", async () => {
    // An existing employee whose NIK and phone the file repeats.
    await stack.owner.query(
      `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
       SELECT $1, 'Sudah Ada', $2, $3, '2023-01-01', 'pkwt', id FROM branches WHERE client_id = $1 AND code = 'IMP-01'`,
      [maju, nikOf(800_001), phoneOf(800_001)],
    );
    const province = (await stack.owner.query("SELECT id, name FROM provinces WHERE id = '31'"))
      .rows[0];
    const otherCity = (
      await stack.owner.query(
        "SELECT name FROM cities WHERE province_id = '32' ORDER BY id LIMIT 1",
      )
    ).rows[0];
    const rows: Row[] = [
      goodRow(1), // row 2: fine
      goodRow(2, { nik: "12345", fullName: "" }), // row 3
      goodRow(3, { phoneNumber: "0712345", email: "not-an-email" }), // row 4
      goodRow(4, { joinDate: "31-02-2024", contractType: "permanent" }), // row 5
      goodRow(5, { branchCode: "NOPE-01" }), // row 6
      goodRow(6, { branchCode: "IMP-OFF", projectCode: "NOPE-PRJ" }), // row 7
      goodRow(7, { domicileProvince: province.name, domicileCity: otherCity.name }), // row 8
      goodRow(8, { domicileProvince: "Atlantis" }), // row 9
      goodRow(9, { paymentMethod: "bank_transfer", accountNumber: "12" }), // row 10
      goodRow(10, { nik: 9_900_000_000_000_010 }), // row 11: Excel number
      goodRow(11, { nik: nikOf(1) }), // row 12: repeats row 2's NIK
      goodRow(12, { phoneNumber: phoneOf(1) }), // row 13: repeats row 2's phone
      goodRow(13, { nik: nikOf(800_001), phoneNumber: `+62${phoneOf(800_001)}` }), // row 14: exists
      goodRow(14, { gender: "robot", npwp: "12.345" }), // row 15
    ];
    const before = await agentsOfMaju();
    const auditBefore = await count(
      "SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1",
      [maju],
    );
    const response = await uploadAgents(await xlsx(rows));
    expect(response.statusCode).toBe(201);
    const view = response.json().data as ImportView;
    expect(view.status).toBe("invalid");
    expect(view.totalRows).toBe(14);
    const at = (row: number) =>
      view.errors.filter((error) => error.row === row).map((error) => error.column);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual(["fullName", "nik"]);
    expect(at(4)).toEqual(["phoneNumber", "email"]);
    expect(at(5)).toEqual(["joinDate", "contractType"]);
    expect(at(6)).toEqual(["branchCode"]);
    expect(at(7)).toEqual(["branchCode", "projectCode"]);
    expect(at(8)).toEqual(["domicileCity"]);
    expect(at(9)).toEqual(["domicileProvince"]);
    expect(at(10)).toEqual(["accountName", "accountNumber", "bankName"]);
    expect(at(11)).toEqual(["nik"]);
    expect(at(12)).toEqual(["nik"]);
    expect(at(13)).toEqual(["phoneNumber"]);
    expect(at(14)).toEqual(["nik", "phoneNumber"]);
    expect(at(15)).toEqual(["gender", "npwp"]);
    const message = (row: number, column: string) =>
      view.errors.find((error) => error.row === row && error.column === column)?.message;
    expect(message(3, "nik")).toBe("NIK must be exactly 16 digits");
    expect(message(5, "joinDate")).toBe("Must be a date (yyyy-MM-dd or dd-MM-yyyy)");
    expect(message(6, "branchCode")).toBe("No branch has the code NOPE-01");
    expect(message(7, "branchCode")).toBe("The branch IMP-OFF is inactive");
    expect(message(8, "domicileCity")).toBe("Not a city of the province");
    expect(message(11, "nik")).toMatch(/format the column as Text/);
    expect(message(12, "nik")).toBe("NIK repeats row 2");
    expect(message(13, "phoneNumber")).toBe("Phone number repeats row 2");
    expect(message(14, "nik")).toBe("An employee with this NIK already exists");
    expect(message(14, "phoneNumber")).toBe("An employee with this phone number already exists");
    // Nothing written, not even the valid row; the import is on record with its errors.
    expect(await agentsOfMaju()).toBe(before);
    expect(
      await count("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1", [maju]),
    ).toBe(auditBefore);
    const stored = await stack.app.inject({
      url: `/api/main/v1/agents/imports/${view.id}`,
      headers: bearer(tokenA),
    });
    expect(stored.json().data.errors).toEqual(view.errors);
    // The report lists each refused row with its reasons.
    const report = await stack.app.inject({
      url: `/api/main/v1/agents/imports/${view.id}/report?format=csv`,
      headers: bearer(tokenA),
    });
    expect(report.headers["content-type"]).toContain("text/csv");
    expect(report.body).toContain(
      "3,,,error,,fullName: Full name is required; nik: NIK must be exactly 16 digits",
    );
  });

  it("reports header problems: an unknown column, a missing required column", async () => {
    const rows = [
      {
        fullName: "A",
        nik: nikOf(50),
        phoneNumber: phoneOf(50),
        joinDate: "2024-01-01",
        contractType: "pkwt",
        emial: "x",
      },
    ];
    const response = await uploadAgents(await xlsx(rows));
    expect(response.json().data).toMatchObject({
      status: "invalid",
      errors: [
        { row: 1, column: "emial", message: "Not a column of this template" },
        { row: 1, column: "branchCode", message: "The column is missing" },
      ],
    });
  });

  it("refuses what is not a spreadsheet, and a file over 10 MB", async () => {
    const pdf = await uploadAgents(Buffer.from("%PDF-1.7\u0000binary"), "default", {
      type: "application/pdf",
    });
    expect(pdf.statusCode).toBe(415);
    const binary = await uploadAgents(Buffer.from([0, 1, 2, 3, 0, 9]), "default", {
      type: "text/csv",
    });
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toMatch(/could not be read/);
    const huge = await uploadAgents(Buffer.alloc(10 * 1024 * 1024 + 1, 65), "default", {
      type: "text/csv",
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      message: "File size is larger than 10 MB",
      detail: { code: "size-too-large" },
    });
  });

  it("needs the menu of the kind: ops may import employees; nobody without a session", async () => {
    const anonymous = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/agents/imports?kind=default",
      headers: { "content-type": "text/csv" },
      payload: csv([goodRow(60)]),
    });
    expect(anonymous.statusCode).toBe(401);
    const badKind = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/agents/imports?kind=everything",
      headers: { ...bearer(tokenA), "content-type": "text/csv" },
      payload: csv([goodRow(60)]),
    });
    expect(badKind.statusCode).toBe(400);
    const ops = await uploadAgents(csv([goodRow(61, { branchCode: "NOPE" })]), "default", {
      token: tokenOps,
      type: "text/csv",
    });
    expect(ops.statusCode).toBe(201);
  });
});

describe("POST /agents/imports?kind=default — the import", () => {
  it("imports a valid file in a background job, all rows, with audit rows and a report", async () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      goodRow(1000 + i, { projectCode: "IMP-PRJ" }),
    );
    const before = await agentsOfMaju();
    const response = await uploadAgents(await xlsx(rows), "default", { fileName: "thirty.xlsx" });
    expect(response.statusCode).toBe(201);
    const queued = response.json().data as ImportView;
    expect(queued).toMatchObject({ status: "queued", totalRows: 30, errors: [] });
    const done = await waitFor(queued.id);
    expect(done).toMatchObject({
      status: "completed",
      processedRows: 30,
      percent: 100,
      result: { created: 30 },
    });
    expect(await agentsOfMaju()).toBe(before + 30);
    expect(
      await count("SELECT count(*)::int AS n FROM agents WHERE import_id = $1", [queued.id]),
    ).toBe(30);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM audit_log WHERE action = 'agent.import' AND actor_user_id = $1 AND after->>'importId' = $2",
        [actorId, queued.id],
      ),
    ).toBe(30);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM audit_log WHERE action = 'bulk_import.complete' AND entity_id = $1",
        [queued.id],
      ),
    ).toBe(1);

    const report = await stack.app.inject({
      url: `/api/main/v1/agents/imports/${queued.id}/report?format=xlsx`,
      headers: bearer(tokenA),
    });
    const lines = (await readXlsxFile(report.rawPayload))[0]!.data;
    expect(lines[0]).toEqual(["Row", "NIK", "Full Name", "Result", "Employee ID", "Detail"]);
    expect(lines).toHaveLength(31);
    const ids = await stack.owner.query<{ id: number; nik: string }>(
      "SELECT id, nik FROM agents WHERE import_id = $1",
      [queued.id],
    );
    const first = ids.rows.find((row) => row.nik === nikOf(1000))!;
    expect(lines[1]!.slice(0, 5)).toEqual([
      2,
      nikOf(1000),
      "Pegawai Impor 1000",
      "created",
      first.id,
    ]);
  });

  it("answers a re-upload of the same file with the earlier import, and writes nothing twice", async () => {
    const body = await xlsx([goodRow(2000), goodRow(2001)]);
    const first = (await uploadAgents(body)).json().data as ImportView;
    await waitFor(first.id);
    const again = await uploadAgents(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.id, status: "completed", duplicate: true });
    expect(
      await count("SELECT count(*)::int AS n FROM agents WHERE nik = ANY($1)", [
        [nikOf(2000), nikOf(2001)],
      ]),
    ).toBe(2);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM bulk_imports WHERE file_sha256 = (SELECT file_sha256 FROM bulk_imports WHERE id = $1)",
        [first.id],
      ),
    ).toBe(1);
  });

  it("answers two uploads of one file at the same moment with one import", async () => {
    const body = csv([goodRow(2100), goodRow(2101)]);
    const [a, b] = await Promise.all([
      uploadAgents(body, "default", { type: "text/csv" }),
      uploadAgents(body, "default", { type: "text/csv" }),
    ]);
    const ids = [a.json().data.id, b.json().data.id];
    expect(ids[0]).toBe(ids[1]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    await waitFor(ids[0]);
    expect(
      await count("SELECT count(*)::int AS n FROM agents WHERE nik = ANY($1)", [
        [nikOf(2100), nikOf(2101)],
      ]),
    ).toBe(2);
  });

  it("reads a semicolon CSV (Excel in Indonesian) with a BOM", async () => {
    const body = Buffer.concat([Buffer.from("\uFEFF"), csv([goodRow(2200), goodRow(2201)], ";")]);
    const response = await uploadAgents(body, "default", { type: "application/vnd.ms-excel" });
    expect(response.json().data.status).toBe("queued");
    expect((await waitFor(response.json().data.id)).status).toBe("completed");
  });

  it("streams progress (SSE, 0..100, increasing) and ends with the final status and id END", async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => goodRow(3000 + i));
    const response = await uploadAgents(await xlsx(rows));
    const { id } = response.json().data as ImportView;
    const events = await readStream(`/api/main/v1/agents/imports/${id}/events`);
    const percents = events.map((event) => event.data["percent"] as number);
    expect(percents.every((p) => p >= 0 && p <= 100)).toBe(true);
    expect([...percents].sort((x, y) => x - y)).toEqual(percents);
    const last = events.at(-1)!;
    expect(last.id).toBe("END");
    expect(last.data).toMatchObject({
      id,
      status: "completed",
      percent: 100,
      processedRows: 2500,
      result: { created: 2500 },
    });
    // The query token works for an EventSource, as on /events.
    const again = await readStream(
      `/api/main/v1/agents/imports/${id}/events?t=${encodeURIComponent(tokenA)}`,
      {},
    );
    expect(again).toHaveLength(1);
    expect(again[0]!.data["status"]).toBe("completed");
  });

  it("imports 10,000 rows completely", async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      goodRow(100_000 + i, { projectCode: "IMP-PRJ" }),
    );
    const response = await uploadAgents(await xlsx(rows));
    expect(response.statusCode).toBe(201);
    const done = await waitFor(response.json().data.id, ["completed", "failed"], 120_000);
    expect(done).toMatchObject({
      status: "completed",
      processedRows: 10_000,
      result: { created: 10_000 },
    });
    expect(
      await count("SELECT count(*)::int AS n FROM agents WHERE import_id = $1", [done.id]),
    ).toBe(10_000);
  }, 180_000);

  it("is all or nothing: a clash found when the job runs fails the import and keeps no row", async () => {
    // The job checks NIK and phone again inside its transaction. To make "an employee was
    // added after validation" certain rather than a race: import three rows, keep only the
    // third employee (as if someone had just created it), and queue the validated rows again.
    const rows = [goodRow(7000), goodRow(7001), goodRow(7002)];
    const response = await uploadAgents(await xlsx(rows));
    const { id, status } = response.json().data as ImportView;
    expect(status).toBe("queued");
    await waitFor(id);
    await stack.owner.query("DELETE FROM audit_log WHERE after->>'importId' = $1", [id]);
    await stack.owner.query("DELETE FROM agents WHERE import_id = $1 AND nik <> $2", [
      id,
      nikOf(7002),
    ]);
    await stack.owner.query("UPDATE agents SET import_id = NULL WHERE nik = $1", [nikOf(7002)]);
    const copy = await stack.owner.query<{ id: string }>(
      `INSERT INTO bulk_imports (client_id, kind, file_name, file_sha256, status, total_rows, rows, created_by)
       SELECT client_id, kind, file_name, repeat('e', 64), 'queued', total_rows, rows, created_by FROM bulk_imports WHERE id = $1
       RETURNING id`,
      [id],
    );
    const copyId = copy.rows[0]!.id;
    await stack.jobs.send("bulk-import", { clientId: maju, importId: copyId }, { id: copyId });
    const failed = await waitFor(copyId);
    expect(failed.status).toBe("failed");
    expect(failed.result?.["reason"]).toMatch(/Nothing was imported/);
    expect(failed.errors).toEqual([
      { row: 4, column: "nik", message: "An employee with this NIK already exists" },
      {
        row: 4,
        column: "phoneNumber",
        message: "An employee with this phone number already exists",
      },
    ]);
    expect(
      await count("SELECT count(*)::int AS n FROM agents WHERE nik = ANY($1)", [
        [nikOf(7000), nikOf(7001)],
      ]),
    ).toBe(0);
  });

  it("is all or nothing across chunks: a bad row after 1,000 good ones rolls every row back", async () => {
    const branch = (
      await stack.owner.query<{ id: number }>(
        "SELECT id FROM branches WHERE client_id = $1 AND code = 'IMP-01'",
        [maju],
      )
    ).rows[0]!.id;
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      row: i + 2,
      fullName: `Rollback ${i}`,
      nik: nikOf(500_000 + i),
      phoneNumber: phoneOf(500_000 + i),
      joinDate: "2024-01-01",
      contractType: "pkwt",
      // Row 1,102 points at a branch that does not exist: the second chunk fails.
      branchId: i === 1100 ? 2_000_000_000 : branch,
    }));
    const inserted = await stack.owner.query<{ id: string }>(
      `INSERT INTO bulk_imports (client_id, kind, file_name, file_sha256, status, total_rows, rows, created_by)
       VALUES ($1, 'agents_default', 'rollback.xlsx', repeat('f', 64), 'queued', 1200, $2, $3) RETURNING id`,
      [maju, JSON.stringify(rows), actorId],
    );
    const id = inserted.rows[0]!.id;
    await stack.jobs.send("bulk-import", { clientId: maju, importId: id }, { id });
    const failed = await waitFor(id);
    expect(failed.status).toBe("failed");
    expect(failed.processedRows).toBe(0);
    expect(
      await count("SELECT count(*)::int AS n FROM agents WHERE nik LIKE $1 || '%'", [
        testNikPrefix(500_000),
      ]),
    ).toBe(0);
    expect(
      await count("SELECT count(*)::int AS n FROM audit_log WHERE after->>'importId' = $1", [id]),
    ).toBe(0);
  });
});

describe("POST /agents/imports?kind=additional", () => {
  beforeAll(async () => {
    await stack.owner.query(
      `INSERT INTO agent_fields (client_id, key, label, type, required, options, position) VALUES
         ($1, 'imp_size', 'Shirt Size', 'single_select', true, '[{"label":"Small","value":"s"},{"label":"Large","value":"l"}]', 800),
         ($1, 'imp_skills', 'Skills', 'multi_select', false, '[{"label":"Sales","value":"sales"},{"label":"Driving","value":"driving"}]', 801),
         ($1, 'imp_height', 'Height', 'number', false, '[]', 802),
         ($1, 'imp_since', 'Member Since', 'date', false, '[]', 803)`,
      [maju],
    );
  });

  it("updates the custom data of the NIKs listed, keeping values of empty cells", async () => {
    // Two employees of the 30 imported above.
    await stack.owner.query(
      "UPDATE agents SET custom_data = '{\"imp_height\": 170}' WHERE nik = $1",
      [nikOf(1001)],
    );
    const rows: Row[] = [
      {
        nik: nikOf(1000),
        imp_size: "Large",
        imp_skills: "Sales, driving",
        imp_height: 165,
        imp_since: "01-02-2023",
      },
      { nik: nikOf(1001), imp_size: "s", imp_skills: null, imp_height: null, imp_since: null },
    ];
    const response = await uploadAgents(await xlsx(rows), "additional");
    expect(response.json().data.status).toBe("queued");
    const done = await waitFor(response.json().data.id);
    expect(done).toMatchObject({ status: "completed", result: { updated: 2 } });
    const data = await stack.owner.query<{ nik: string; custom_data: Record<string, unknown> }>(
      "SELECT nik, custom_data FROM agents WHERE nik = ANY($1) ORDER BY nik",
      [[nikOf(1000), nikOf(1001)]],
    );
    expect(data.rows[0]!.custom_data).toEqual({
      imp_size: "l",
      imp_skills: ["sales", "driving"],
      imp_height: 165,
      imp_since: "2023-02-01",
    });
    expect(data.rows[1]!.custom_data).toEqual({ imp_size: "s", imp_height: 170 });
    const audit = await stack.owner.query(
      "SELECT before, after FROM audit_log WHERE action = 'agent.import' AND entity_id = (SELECT id::text FROM agents WHERE nik = $1) AND after ? 'customData'",
      [nikOf(1001)],
    );
    expect(audit.rows[0]).toEqual({
      before: { customData: {} },
      after: { customData: { imp_size: "s" } },
    });
  });

  it("lists unknown NIKs, wrong values and missing required values, and writes nothing", async () => {
    const rows: Row[] = [
      {
        nik: nikOf(1002),
        imp_size: "Huge",
        imp_skills: "sales, flying",
        imp_height: "tall",
        imp_since: "2023-13-01",
      },
      { nik: nikOf(777_777), imp_size: "s" },
      { nik: nikOf(1003), imp_size: null }, // required and the employee has none
      { nik: nikOf(1002), imp_size: "s" }, // repeats row 2
    ];
    const before = await stack.owner.query("SELECT custom_data FROM agents WHERE nik = $1", [
      nikOf(1002),
    ]);
    const response = await uploadAgents(await xlsx(rows), "additional");
    const view = response.json().data as ImportView;
    expect(view.status).toBe("invalid");
    expect(view.errors.map((e) => [e.row, e.column])).toEqual([
      [2, "imp_size"],
      [2, "imp_skills"],
      [2, "imp_height"],
      [2, "imp_since"],
      [3, "nik"],
      [4, "imp_size"],
      [5, "nik"],
    ]);
    expect(view.errors.find((e) => e.row === 3)!.message).toBe("No employee has this NIK");
    expect(view.errors.find((e) => e.row === 4)!.message).toBe("Shirt Size is required");
    const after = await stack.owner.query("SELECT custom_data FROM agents WHERE nik = $1", [
      nikOf(1002),
    ]);
    expect(after.rows).toEqual(before.rows);
  });

  it("needs the Additional Data menu", async () => {
    await stack.owner.query(
      `DELETE FROM role_menus WHERE menu_id = 'employee-additional-data'
       AND role_id = (SELECT role_id FROM users WHERE email = $1)`,
      [DEMO.majuOps.email],
    );
    const response = await uploadAgents(
      await xlsx([{ nik: nikOf(1000), imp_size: "s" }]),
      "additional",
      { token: tokenOps },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Permission Denied" });
  });
});

describe("assignment upload (SPEC §7 upload result channel)", () => {
  const upload = (body: Buffer, token = tokenA) =>
    stack.app.inject({
      method: "POST",
      url: "/api/main/v1/client/assignments/upload?fileName=assignments.csv",
      headers: { ...bearer(token), "content-type": "text/csv" },
      payload: body,
    });

  it("creates the good rows, refuses the bad ones with reasons, and streams each row live", async () => {
    const rows: Row[] = [
      {
        agentNik: nikOf(1000),
        projectCode: "IMP-PRJ",
        merchantCode: "IMP-MRC",
        branchCode: "",
        startDate: "2025-01-01",
        endDate: "2025-06-30",
      }, // 2 ok
      {
        agentNik: nikOf(1000),
        projectCode: "IMP-PRJ",
        merchantCode: "",
        branchCode: "IMP-01",
        startDate: "2025-06-01",
        endDate: "",
      }, // 3 overlaps row 2
      {
        agentNik: nikOf(1001),
        projectCode: "IMP-PRJ",
        merchantCode: "",
        branchCode: "IMP-01",
        startDate: "01-07-2025",
        endDate: "",
      }, // 4 ok
      {
        agentNik: nikOf(999_999),
        projectCode: "NOPE",
        merchantCode: "",
        branchCode: "",
        startDate: "2025-01-01",
        endDate: "",
      }, // 5 bad
      {
        agentNik: nikOf(1002),
        projectCode: "IMP-PRJ",
        merchantCode: "IMP-MRC",
        branchCode: "",
        startDate: "2025-03-01",
        endDate: "2025-02-01",
      }, // 6 end before start
    ];
    const response = await upload(csv(rows));
    expect(response.statusCode).toBe(201);
    const { id, status } = response.json().data as ImportView;
    expect(status).toBe("queued");
    const events = await readStream(
      `/api/main/v1/client/assignments/upload/result?id=${id}&t=${encodeURIComponent(tokenA)}`,
      {},
    );
    const results = events.filter((event) => event.data["type"] === "row");
    expect(results.map((event) => [event.id, event.data["status"]])).toEqual([
      ["2", "created"],
      ["3", "failed"],
      ["4", "created"],
      ["5", "failed"],
      ["6", "failed"],
    ]);
    expect(results[1]!.data["errors"]).toEqual([
      { column: "startDate", message: "Overlaps row 2 (same employee and project)" },
    ]);
    expect((results[3]!.data["errors"] as { column: string }[]).map((e) => e.column)).toEqual([
      "agentNik",
      "projectCode",
      "merchantCode",
    ]);
    expect(results[4]!.data["errors"]).toEqual([
      { column: "endDate", message: "Must be on or after the start date" },
    ]);
    const last = events.at(-1)!;
    expect(last.id).toBe("END");
    expect(last.data).toMatchObject({
      type: "done",
      status: "completed",
      result: { created: 2, failed: 3 },
    });
    const created = await stack.owner.query(
      "SELECT agent_id FROM assignments WHERE import_id = $1",
      [id],
    );
    expect(created.rowCount).toBe(2);

    // A reconnect with Last-Event-ID resumes after that row.
    const resumed = await readStream(`/api/main/v1/client/assignments/upload/result?id=${id}`, {
      ...bearer(tokenA),
      "last-event-id": "4",
    });
    expect(resumed.filter((e) => e.data["type"] === "row").map((e) => e.id)).toEqual(["5", "6"]);
  });

  it("refuses an assignment overlapping one that exists (the rule of single creates)", async () => {
    const rows: Row[] = [
      {
        agentNik: nikOf(1000),
        projectCode: "IMP-PRJ",
        merchantCode: "IMP-MRC",
        startDate: "2025-06-15",
        endDate: "2025-07-15",
      },
    ];
    const { id } = (await upload(csv(rows))).json().data as ImportView;
    const events = await readStream(`/api/main/v1/client/assignments/upload/result?id=${id}`);
    expect(events.find((e) => e.data["type"] === "row")!.data).toMatchObject({
      status: "failed",
      errors: [
        {
          column: "startDate",
          message: "Overlaps an existing assignment of this employee on this project",
        },
      ],
    });
  });

  it("is invalid at once when a required column is missing; needs the assignment menu", async () => {
    const missing = await upload(csv([{ agentNik: nikOf(1000), startDate: "2025-01-01" }]));
    expect(missing.json().data).toMatchObject({
      status: "invalid",
      errors: [{ row: 1, column: "projectCode", message: "The column is missing" }],
    });
    const ops = await upload(
      csv([{ agentNik: nikOf(1000), projectCode: "IMP-PRJ", startDate: "2025-01-01" }]),
      tokenOps,
    );
    expect(ops.statusCode).toBe(403);
  });

  it("serves its template", async () => {
    const response = await stack.app.inject({
      url: "/api/main/v1/client/assignments/upload/template",
      headers: bearer(tokenA),
    });
    const header = (await readXlsxFile(response.rawPayload))[0]!.data[0];
    expect(header).toEqual([
      "agentNik",
      "projectCode",
      "merchantCode",
      "branchCode",
      "startDate",
      "endDate",
    ]);
  });
});

describe("the job runtime stopping mid-import (last: it replaces the stack's workers)", () => {
  it("rolls the import back on stop and runs it again in full after a restart", async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => goodRow(600_000 + i));
    const { id } = (await uploadAgents(await xlsx(rows))).json().data as ImportView;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const progress = await count("SELECT processed_rows AS n FROM bulk_imports WHERE id = $1", [
        id,
      ]);
      if (progress >= 1000) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stack.jobs.stop();
    const stopped = await stack.owner.query(
      "SELECT status, processed_rows FROM bulk_imports WHERE id = $1",
      [id],
    );
    expect(stopped.rows[0]).toEqual({ status: "queued", processed_rows: 0 });
    expect(await count("SELECT count(*)::int AS n FROM agents WHERE import_id = $1", [id])).toBe(0);

    const { startBackgroundJobs } = await import("../../services/jobs/index.ts");
    const restarted = await startBackgroundJobs({
      ownerUrl: stack.database.ownerUrl,
      db: stack.db,
      pollingIntervalSeconds: 0.5,
    });
    try {
      const done = await waitFor(id);
      expect(done).toMatchObject({ status: "completed", processedRows: 6000 });
      expect(await count("SELECT count(*)::int AS n FROM agents WHERE import_id = $1", [id])).toBe(
        6000,
      );
    } finally {
      await restarted.stop();
    }
  }, 120_000);
});
