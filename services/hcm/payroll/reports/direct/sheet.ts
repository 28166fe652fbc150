import { stringify } from "csv-stringify/sync";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { DIRECT_AMOUNT_KEYS, DIRECT_COLUMNS } from "../../../../../domain/payroll/direct.ts";
import type { FieldProblem } from "../../../../../domain/payroll/groups.ts";
import { readRupiah } from "../../../../../domain/payroll/members.ts";
import {
  type Cell,
  cellText,
  isBlankCell,
  readSheet,
} from "../../../../../domain/workforce/import.ts";
import type { Tx } from "../../../../db/pool.ts";
import { csvRow, xlsxCell, xlsxHeaderRow } from "../../../../shared/spreadsheet.ts";
import type { DirectRowAt } from "./create.ts";

/**
 * Issue 17, the direct payroll sheet: DIRECT_COLUMNS (domain/payroll/direct.ts). The template
 * lists the client's active workers (employee number and name) with the amounts to fill in;
 * an upload reads the rows back (Name ignored), and a row whose amounts are all empty is a
 * worker not paid in this report, skipped.
 */

/** The rows of a sheet, with the file's own problems (`rows.<row>.<column>`, header row 1). */
export function rowsFromGrid(grid: readonly (readonly Cell[])[]): {
  rows: DirectRowAt[];
  problems: FieldProblem[];
} {
  const sheet = readSheet(grid, DIRECT_COLUMNS);
  const problems = sheet.errors.map((e) => ({
    field: e.column ? `rows.${e.row}.${e.column}` : `rows.${e.row}`,
    message: e.message,
  }));
  if (problems.length > 0) return { rows: [], problems };
  const rows: DirectRowAt[] = [];
  for (const { row, cells } of sheet.rows) {
    if (DIRECT_AMOUNT_KEYS.every((key) => isBlankCell(cells[key]))) continue;
    rows.push({
      ref: row,
      input: {
        employeeNumber: cellText(cells["employeeNumber"]) || undefined,
        ...Object.fromEntries(
          DIRECT_AMOUNT_KEYS.map((key) => [
            key,
            isBlankCell(cells[key]) ? undefined : amountOf(cells[key]),
          ]),
        ),
        note: cellText(cells["note"]) || undefined,
      },
    });
  }
  if (rows.length === 0) problems.push({ field: "rows.2", message: "The file has no data rows" });
  return { rows, problems };
}

/** A money cell: numbers as they are, "Rp 5.000.000" read as rupiah, else the text. */
function amountOf(cell: Cell): unknown {
  if (typeof cell === "number") return cell;
  const text = cellText(cell);
  const whole = readRupiah(text);
  if (whole !== null) return whole;
  const decimal = Number(text);
  return text !== "" && Number.isFinite(decimal) ? decimal : text;
}

/** The client's active workers, by name, for the template (at most `limit`). */
async function activeWorkers(tx: Tx, limit: number): Promise<{ nik: string; fullName: string }[]> {
  const { rows } = await tx.query<{ nik: string; fullName: string }>(
    `SELECT nik, full_name AS "fullName" FROM agents WHERE worker_status = 'active'
      ORDER BY lower(full_name), id LIMIT $1`,
    [limit],
  );
  return rows;
}

/**
 * The template: the header and one row per active worker (employee number and name filled,
 * amounts empty), or one example row when the client has none yet. Every cell through
 * services/shared/spreadsheet.ts (a worker named "=..." is neutralised in the CSV).
 */
export async function templateFile(tx: Tx, format: "xlsx" | "csv", limit: number): Promise<Buffer> {
  const header = DIRECT_COLUMNS.map((col) => col.label.en);
  const workers = await activeWorkers(tx, limit);
  const rows: (string | number | null)[][] =
    workers.length > 0
      ? workers.map((w) => [w.nik, w.fullName, ...DIRECT_COLUMNS.slice(2).map(() => null)])
      : [
          DIRECT_COLUMNS.map((col) =>
            col.text || col.example === "" ? col.example || null : Number(col.example),
          ),
        ];
  if (format === "csv")
    return Buffer.from(stringify([csvRow(header), ...rows.map(csvRow)], { bom: true }));
  const data: SheetData = [
    xlsxHeaderRow(header),
    ...rows.map((row) => row.map((v) => xlsxCell(v))),
  ];
  return writeXlsxFile(data, {
    sheet: "Direct Payroll",
    stickyRowsCount: 1,
    columns: header.map((label) => ({ width: Math.max(16, label.length + 4) })),
  }).toBuffer();
}
