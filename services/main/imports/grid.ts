import { parse as parseCsv } from "csv-parse/sync";
import readXlsxFile from "read-excel-file/node";
import { type Cell, isBlankCell } from "../../../domain/workforce/import.ts";

/**
 * Reading a spreadsheet into rows of cells: CPU work only (unzip, XML, CSV), no I/O and
 * nothing of the server, so it runs in the parse worker (parse-worker.ts) as it is.
 */
export type UploadFormat = "xlsx" | "csv";

/** What the worker answers: the rows, or why the file could not be read. */
export type GridResult =
  | { ok: true; grid: Cell[][]; dataRows: number }
  | { ok: false; unreadable: string };

/** How the worker answers: rows a chunk at a time, then the result (its grid left empty). */
export type GridChunk = { type: "rows"; rows: Cell[][] } | { type: "done"; result: GridResult };
export const ROWS_PER_CHUNK = 500;

/** The first sheet of an XLSX, or a CSV (comma or semicolon separated), as rows of cells. */
export async function parseGrid(bytes: Uint8Array, format: UploadFormat): Promise<GridResult> {
  let grid: Cell[][];
  if (format === "xlsx") {
    try {
      const sheets = await readXlsxFile(Buffer.from(bytes), { trim: true });
      grid = (sheets[0]?.data ?? []) as Cell[][];
    } catch (error) {
      return {
        ok: false,
        unreadable: error instanceof Error ? error.message : "not a valid .xlsx workbook",
      };
    }
  } else {
    const text = Buffer.from(bytes)
      .toString("utf8")
      .replace(/^\uFEFF/, "");
    const firstLine = text.slice(0, text.indexOf("\n") >>> 0);
    // Excel in Indonesian (and most of Europe) saves CSV with semicolons.
    const delimiter = count(firstLine, ";") > count(firstLine, ",") ? ";" : ",";
    try {
      grid = parseCsv(text, {
        delimiter,
        relax_column_count: true,
        skip_empty_lines: true,
        trim: true,
        bom: true,
      }) as string[][];
    } catch (error) {
      return {
        ok: false,
        unreadable: error instanceof Error ? error.message : "not a valid CSV file",
      };
    }
  }
  return { ok: true, grid, dataRows: dataRowCount(grid) };
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** Rows after the header that hold anything (what readSheet will count). */
function dataRowCount(grid: readonly (readonly Cell[])[]): number {
  let rows = 0;
  for (let i = 1; i < grid.length; i++) if (!(grid[i] ?? []).every(isBlankCell)) rows += 1;
  return rows;
}
