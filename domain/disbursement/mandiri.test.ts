import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BANKS } from "./banks.ts";
import {
  ftServiceOf,
  MCM_DETAIL_COLUMNS,
  type McmLine,
  mandiriMcmFile,
  mcmText,
} from "./mandiri.ts";

/** The file read back as a bank would: header fields and detail rows split on commas. */
function parse(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const [head, ...details] = text.slice(0, -2).split("\r\n");
  return { header: head!.split(","), rows: details.map((row) => row.split(",")) };
}

const HEADER = {
  valueDate: "2026-02-27",
  debitAccount: "1230001234567",
  remark: "Gaji Februari 2026",
};

const line = (overrides: Partial<McmLine> = {}): McmLine => ({
  lineId: 41,
  method: "bank_transfer",
  bankCode: "BCA",
  accountNumber: "1234567890",
  accountName: "Budi Santoso",
  amount: 5_250_000,
  ...overrides,
});

describe("mandiriMcmFile", () => {
  it("writes the header and a 41-column detail row per line, in the documented places", () => {
    const file = mandiriMcmFile(HEADER, [
      line(),
      line({ lineId: 42, bankCode: "MANDIRI", accountNumber: "1370012345678", amount: 100 }),
    ]);
    const { header, rows } = parse(file.text);
    expect(header).toEqual(["P", "20260227", "1230001234567", "2", "5250100"]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveLength(MCM_DETAIL_COLUMNS);
    const [bca, mandiri] = rows as [string[], string[]];
    expect(bca.slice(0, 12)).toEqual([
      "1234567890",
      "Budi Santoso",
      "",
      "",
      "",
      "IDR",
      "5250000",
      "Gaji Februari 2026",
      "41",
      "BAU",
      "014",
      "Bank Central Asia (BCA)",
    ]);
    expect([bca[16], bca[38], bca[39], bca[40]]).toEqual(["N", "OUR", "1", "E"]);
    expect(mandiri.slice(8, 12)).toEqual(["42", "IBU", "", ""]);
    expect(file.recordCount).toBe(2);
    expect(file.totalAmount).toBe(5_250_100n);
    expect(file.text.charCodeAt(0)).toBe("P".charCodeAt(0));
  });

  it("leaves out e-wallet lines and lines without a usable account", () => {
    const wallet = line({ lineId: 1, method: "e_wallet", bankCode: null, accountNumber: null });
    const unknownBank = line({ lineId: 2, bankCode: "NOPE" });
    const letters = line({ lineId: 3, accountNumber: "12AB" });
    const noName = line({ lineId: 4, accountName: " ,\n" });
    const file = mandiriMcmFile(HEADER, [wallet, line(), unknownBank, letters, noName]);
    expect(file.omitted.map((l) => l.lineId)).toEqual([1, 2, 3, 4]);
    expect(parse(file.text).header.slice(3)).toEqual(["1", "5250000"]);
  });

  it("cleans names and remarks of separators, quotes and newlines, cuts them, and neutralises formulas", () => {
    const file = mandiriMcmFile({ ...HEADER, remark: '=cmd|"calc"!A1 and more words' }, [
      line({ accountName: 'Siti "Nur", Aini;\r\nO\'Neil José' }),
      line({ accountName: "@SUM(A1) the very long name that goes well beyond forty chars" }),
      line({ accountName: "-Budi" }),
    ]);
    const rows = parse(file.text).rows;
    expect(rows[0]![1]).toBe("Siti Nur Aini O Neil Jose");
    expect(rows[1]![1]).toBe("'@SUM(A1) the very long name that goes w");
    expect(rows[1]![1]).toHaveLength(40);
    expect(rows[2]![1]).toBe("'-Budi");
    expect(rows[0]![7]).toBe("'=cmd| calc !A1 an");
    expect(rows[0]![7]!.length).toBeLessThanOrEqual(18);
  });

  it("chooses IBU for Mandiri, then BI-FAST, SKN and RTGS by the amount", () => {
    expect(ftServiceOf("MANDIRI", 2_000_000_000)).toBe("IBU");
    expect(ftServiceOf("BCA", 250_000_000)).toBe("BAU");
    expect(ftServiceOf("BCA", 250_000_001)).toBe("LBU");
    expect(ftServiceOf("BRI", 1_000_000_000)).toBe("LBU");
    expect(ftServiceOf("BRI", 1_000_000_001)).toBe("RBU");
  });

  it("refuses a debit account that is not 13 digits and a bad date", () => {
    expect(() => mandiriMcmFile({ ...HEADER, debitAccount: "123" }, [])).toThrow(/13 digits/);
    expect(() => mandiriMcmFile({ ...HEADER, valueDate: "27-02-2026" }, [])).toThrow(/yyyy-MM-dd/);
  });

  it("mcmText keeps plain names", () => {
    expect(mcmText("  Budi   Santoso ", 40)).toBe("Budi Santoso");
  });
});

const anyLine = fc.record({
  lineId: fc.integer({ min: 1, max: 2 ** 40 }),
  method: fc.constantFrom("bank_transfer", "bank_transfer", "bank_transfer", "e_wallet"),
  bank: fc.constantFrom(...BANKS),
  accountName: fc.string({ maxLength: 80 }),
  amount: fc.integer({ min: 1, max: 10_000_000_000 }),
  digits: fc.stringMatching(/^[0-9]{7,17}$/),
});

describe("mandiriMcmFile (properties)", () => {
  it("for any batch: record count and total equal the detail rows, and reading back gives the lines", () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 60 }), (drawn) => {
        const lines: McmLine[] = drawn.map((d) => ({
          lineId: d.lineId,
          method: d.method,
          bankCode: d.bank.code,
          accountNumber: d.digits,
          accountName: d.accountName,
          amount: d.amount,
        }));
        const file = mandiriMcmFile(HEADER, lines);
        const { header, rows } = parse(file.text);
        const written = lines.filter((l) => !file.omitted.includes(l));
        expect(written.length + file.omitted.length).toBe(lines.length);
        expect(header[3]).toBe(String(rows.length));
        const sum = rows.reduce((acc, row) => acc + BigInt(row[6]!), 0n);
        expect(header[4]).toBe(String(sum));
        expect(sum).toBe(written.reduce((acc, l) => acc + BigInt(l.amount), 0n));
        expect(file.totalAmount).toBe(sum);
        rows.forEach((row, i) => {
          const l = written[i]!;
          expect(row).toHaveLength(MCM_DETAIL_COLUMNS);
          expect(row[0]).toBe(l.accountNumber);
          expect(row[1]).toBe(mcmText(l.accountName!, 40));
          expect(row[1]!.length).toBeLessThanOrEqual(40);
          expect(row[1]).not.toMatch(/^[=+\-@]/);
          expect(row[6]).toBe(String(l.amount));
          expect(row[8]).toBe(String(l.lineId));
          expect(row[9]).toBe(ftServiceOf(l.bankCode!, l.amount));
        });
        for (const l of file.omitted)
          expect(l.method !== "bank_transfer" || mcmText(l.accountName!, 40) === "").toBe(true);
      }),
    );
  });
});
