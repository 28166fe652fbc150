import { stringify } from "csv-stringify/sync";
import writeXlsxFile, { type Cell, type SheetData } from "write-excel-file/node";
import { enumValues, type ImportColumn } from "../../../domain/workforce/import.ts";
import { csvRow, xlsxCell, xlsxHeaderRow, xlsxRow } from "../../shared/spreadsheet.ts";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Rows of the template whose text columns are pre-formatted as Text (Excel keeps 16 digits). */
const FORMATTED_ROWS = 1000;

/**
 * A template: sheet "Data" with the header row (the column keys the importer reads) and
 * text-formatted cells for NIK, phone and account numbers; sheet "Guide" with each column's
 * label, whether it is required, what it takes and the allowed values.
 */
export async function templateWorkbook(columns: readonly ImportColumn[]): Promise<Buffer> {
  const header: Cell[] = columns.map((col) =>
    xlsxCell(col.key, {
      fontWeight: "bold",
      backgroundColor: col.required ? "#FDE68A" : "#E5E7EB",
    }),
  );
  const blank: Cell[] = columns.map((col) =>
    col.text ? { type: String, value: "", format: "@" } : null,
  );
  const data: SheetData = [header, ...Array.from({ length: FORMATTED_ROWS }, () => blank)];

  // Additional-data labels are typed by users: every cell goes through the shared writer.
  const guide: SheetData = [
    xlsxHeaderRow([
      "Column",
      "Label",
      "Label (Bahasa Indonesia)",
      "Required",
      "What it takes",
      "Allowed values",
      "Example",
    ]),
    ...columns.map((col) =>
      xlsxRow([
        col.key,
        col.label.en,
        col.label.id,
        col.required ? "Yes" : "No",
        col.hint,
        col.values ? enumValues(col.values).join(", ") : "",
        col.example,
      ]),
    ),
    [],
    xlsxRow([
      "Row 1 holds the column names; each following row is one record. Rows are validated all together: nothing is saved while any row has an error.",
    ]),
  ];

  return writeXlsxFile([
    {
      data,
      sheet: "Data",
      columns: columns.map((col) => ({ width: Math.max(14, col.key.length + 4) })),
      stickyRowsCount: 1,
    },
    {
      data: guide,
      sheet: "Guide",
      columns: [
        { width: 22 },
        { width: 26 },
        { width: 30 },
        { width: 10 },
        { width: 60 },
        { width: 50 },
        { width: 24 },
      ],
    },
  ]).toBuffer();
}

/**
 * A result report: a header and rows, as CSV (UTF-8 with BOM, for Excel) or XLSX. Its cells
 * echo what the uploaded file held (names, NIKs, unknown column headers in messages), so
 * they go through the shared writer.
 */
export async function reportFile(
  format: "csv" | "xlsx",
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): Promise<Buffer> {
  if (format === "csv") return Buffer.from(`\uFEFF${stringify([header, ...rows].map(csvRow))}`);
  const data: SheetData = [xlsxHeaderRow(header), ...rows.map(xlsxRow)];
  return writeXlsxFile(data, { sheet: "Result", stickyRowsCount: 1 }).toBuffer();
}
