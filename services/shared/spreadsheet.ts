import type { Cell, CellObject } from "write-excel-file/node";
import { neutraliseFormula } from "../../domain/spreadsheet.ts";

/**
 * Every CSV and XLSX cell the product writes goes through here, headers included, so no
 * writer can forget the formula rule (issue 11 A2).
 *
 * CSV: a program opening a CSV guesses each cell's type from its text, so text that would
 * start a formula gets a single quote in front (domain/spreadsheet.ts). Numbers stay numbers
 * (a negative amount is data, not a formula). A CSV cannot say "this is text", so a 16-digit
 * NIK opened by double-click in Excel still shows as 1.23E+15: the CSV is the exact text
 * (for programs and for re-import); people who open it in a spreadsheet use the XLSX, or
 * import the CSV with those columns set to Text.
 *
 * XLSX: a string is written as a string cell (shared string), which Excel, LibreOffice and
 * Google Sheets never evaluate when opening, and with the Text number format ("@"), so it
 * stays text when someone edits the cell (F2, Enter) too. That is why XLSX text is written
 * as it is, without the visible quote: "-" or "@home" read as typed, and NIK, phone and
 * account numbers are text cells that keep every digit.
 */
export type SheetValue = string | number | null | undefined;

/** One CSV cell: text neutralised, numbers as they are, nothing as an empty cell. */
export function csvCell(value: SheetValue): string | number | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? neutraliseFormula(value) : value;
}

/** One CSV row (header or data) through csvCell. */
export const csvRow = (values: readonly SheetValue[]): (string | number | null)[] =>
  values.map(csvCell);

/** The number format "Text": what a user types into the cell stays text. */
const TEXT_FORMAT = "@";

type CellStyle = Pick<CellObject, "fontWeight" | "backgroundColor">;

/** One XLSX cell: text as a Text-formatted string cell, numbers as numbers. */
export function xlsxCell(value: SheetValue, style: CellStyle = {}): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return { value, type: Number, ...style };
  return { value, type: String, format: TEXT_FORMAT, ...style };
}

/** One XLSX row (data) through xlsxCell. */
export const xlsxRow = (values: readonly SheetValue[]): Cell[] => values.map((v) => xlsxCell(v));

/** A bold header row. */
export const xlsxHeaderRow = (labels: readonly string[]): Cell[] =>
  labels.map((label) => xlsxCell(label, { fontWeight: "bold" }));
