import readXlsxFile from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { xlsxPart } from "../../tests/support/xlsx.ts";
import { csvCell, csvRow, xlsxCell, xlsxHeaderRow, xlsxRow } from "./spreadsheet.ts";

describe("csv cells", () => {
  it("neutralise text, keep numbers (a negative amount is data), empty for nothing", () => {
    expect(csvRow(["=1+1", "+62812", "-5", "@SUM(A1)", "\tx", "\rx"])).toEqual([
      "'=1+1",
      "'+62812",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
    ]);
    expect(csvCell(-5)).toBe(-5);
    expect(csvCell(null)).toBeNull();
    expect(csvCell(undefined)).toBeNull();
    expect(csvCell("3201234567890123")).toBe("3201234567890123");
  });
});

describe("xlsx cells", () => {
  it("text is a Text-formatted string cell, numbers are numbers, nothing is an empty cell", () => {
    expect(xlsxCell("3201234567890123")).toEqual({
      value: "3201234567890123",
      type: String,
      format: "@",
    });
    expect(xlsxCell(-5)).toEqual({ value: -5, type: Number });
    expect(xlsxCell(null)).toBeNull();
    expect(xlsxHeaderRow(["=X"])[0]).toMatchObject({
      value: "=X",
      fontWeight: "bold",
      format: "@",
    });
  });

  it("a formula-looking text is a string cell, no formula, and reads back as the same text", async () => {
    const buffer = await writeXlsxFile([
      xlsxHeaderRow(['=HYPERLINK("http://evil","x")']),
      xlsxRow(["=cmd|' /C calc'!A0", "3201234567890123", -5]),
    ]).toBuffer();
    const xml = xlsxPart(buffer);
    expect(xml).not.toContain("<f>");
    expect(xml).not.toMatch(/<f[ >]/);
    const rows = (await readXlsxFile(buffer))[0]!.data;
    expect(rows[0]![0]).toBe('=HYPERLINK("http://evil","x")');
    expect(rows[1]).toEqual(["=cmd|' /C calc'!A0", "3201234567890123", -5]);
  });
});
