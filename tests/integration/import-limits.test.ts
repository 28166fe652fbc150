import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "../../domain/workforce/import.ts";
import { IMPORT_BUSY_MESSAGE, importSlots } from "../../services/main/imports/slots.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 11 A3: an upload is parsed in a worker thread, so other requests are answered while
 * a big workbook is read; the file size, the row count and the uploads one client runs at
 * once are capped with answers that name the limit.
 */

let stack: TestStack;
let tokenMaju: string;
let tokenSentosa: string;
let maju: number;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Big enough that parsing outlasts a request or two by far (a 10,000-row workbook). */
const BIG_ROWS = 10_000;
const URL_DEFAULT = "/api/main/v1/agents/imports?kind=default&fileName=limits";

beforeAll(async () => {
  stack = await startStack();
  const admin = await login(stack.app, DEMO.majuAdmin);
  tokenMaju = admin.token;
  maju = admin.user.client_id;
  tokenSentosa = (await login(stack.app, DEMO.sentosaAdmin)).token;
});
afterAll(async () => {
  await stack?.close();
});

const upload = (body: Buffer, token = tokenMaju, type = XLSX) =>
  stack.app.inject({
    method: "POST",
    url: URL_DEFAULT,
    headers: { ...bearer(token), "content-type": type },
    payload: body,
  });

/** A CSV of the default template's header and `rows` rows (cheap to make at any size). */
function csvOf(rows: number, tag: string): Buffer {
  const lines = ["fullName,nik,phoneNumber,joinDate,contractType,branchCode"];
  for (let i = 0; i < rows; i++)
    lines.push(
      `Pegawai ${tag} ${i},${String(9100000000000000 + i)},0812${String(i).padStart(8, "0")},15-01-2024,pkwt,NOPE`,
    );
  return Buffer.from(`${lines.join("\n")}\n`);
}

describe("parsing off the request path", () => {
  it("while a big workbook is being parsed, /healthz and another client's request are answered first", async () => {
    const header = [
      "fullName",
      "nik",
      "phoneNumber",
      "email",
      "joinDate",
      "contractType",
      "branchCode",
      "accountNumber",
    ];
    const data: SheetData = [header.map((value) => ({ value }))];
    for (let i = 0; i < BIG_ROWS; i++)
      data.push([
        { value: `Pegawai Besar ${i} ${"x".repeat(20)}`, type: String },
        { value: String(9200000000000000 + i), type: String },
        { value: `0813${String(i).padStart(8, "0")}`, type: String },
        { value: `besar${i}@example.co.id`, type: String },
        { value: "15-01-2024", type: String },
        { value: "pkwt", type: String },
        { value: "NOPE", type: String },
        { value: String(1_000_000_000 + i), type: String },
      ]);
    const file = await writeXlsxFile(data).toBuffer();

    const order: string[] = [];
    let others: Promise<void> | null = null;
    const onParse = (message: unknown) => {
      const { phase } = message as { phase: string };
      order.push(`parse ${phase}`);
      if (phase !== "start" || others) return;
      // Asked only once the server is parsing: on a blocked event loop they would wait.
      others = Promise.all([
        fetch(`${stack.baseUrl}/healthz`).then((r) => {
          expect(r.status).toBe(200);
          order.push("healthz answered");
        }),
        fetch(`${stack.baseUrl}/api/main/v1/auth/me`, { headers: bearer(tokenSentosa) }).then(
          (r) => {
            expect(r.status).toBe(200);
            order.push("other client answered");
          },
        ),
      ]).then(() => {});
    };
    subscribe("tenaga:imports:parse", onParse);
    try {
      const response = await fetch(`${stack.baseUrl}${URL_DEFAULT}`, {
        method: "POST",
        headers: { ...bearer(tokenMaju), "content-type": XLSX },
        body: new Uint8Array(file),
      });
      order.push("upload answered");
      expect(response.status, await response.clone().text()).toBe(201);
      expect((await response.json()).data.totalRows).toBe(BIG_ROWS);
      await others;
    } finally {
      unsubscribe("tenaga:imports:parse", onParse);
    }
    expect(order[0]).toBe("parse start");
    const parsed = order.indexOf("parse end");
    expect(order.indexOf("healthz answered")).toBeGreaterThan(0);
    expect(order.indexOf("healthz answered")).toBeLessThan(parsed);
    expect(order.indexOf("other client answered")).toBeLessThan(parsed);
    expect(order.at(-1)).toBe("upload answered");
  }, 120_000);
});

describe("caps", () => {
  it(`a file over ${MAX_IMPORT_BYTES / 1024 / 1024} MB is a 413 naming the limit`, async () => {
    const response = await upload(Buffer.alloc(MAX_IMPORT_BYTES + 1, 0x41), tokenMaju, "text/csv");
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("File size is larger than 10 MB");
  });

  it(`more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows is a 400 naming the limit, nothing recorded`, async () => {
    const before = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bulk_imports",
    );
    const response = await upload(csvOf(MAX_IMPORT_ROWS + 1, "over"), tokenMaju, "text/csv");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: `The file has 20,001 rows; an import may hold at most 20,000. Split it into smaller files.`,
      detail: { code: "too-many-rows", maxRows: MAX_IMPORT_ROWS },
    });
    const after = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bulk_imports",
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  }, 60_000);

  it("a second upload of the same client while one is being read is a 429; other clients go on", async () => {
    const held = importSlots.tryAcquire(maju)!;
    expect(held).not.toBeNull();
    try {
      const busy = await upload(csvOf(3, "busy"), tokenMaju, "text/csv");
      expect(busy.statusCode).toBe(429);
      expect(busy.json()).toMatchObject({
        message: IMPORT_BUSY_MESSAGE,
        detail: { code: "import-busy" },
      });
      const other = await upload(csvOf(3, "sentosa"), tokenSentosa, "text/csv");
      expect(other.statusCode).toBe(201);
    } finally {
      held();
    }
    const free = await upload(csvOf(3, "free"), tokenMaju, "text/csv");
    expect(free.statusCode).toBe(201);
  });

  it("a workbook that is not one is a 400, and the slot is given back", async () => {
    const broken = await upload(Buffer.from("PK\x03\x04 not really a zip"));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The file could not be read/);
    const next = await upload(csvOf(2, "after-broken"), tokenMaju, "text/csv");
    expect(next.statusCode).toBe(201);
  });
});
