import { parse as parseCsv } from "csv-parse/sync";
import readXlsxFile from "read-excel-file/node";
import type { Cell } from "../../../domain/workforce/import.ts";
import { HttpError } from "../../shared/errors.ts";

export type UploadFormat = "xlsx" | "csv";

const notReadable = (detail: string) =>
  new HttpError(400, `The file could not be read: ${detail}`, { code: "unreadable-file" });

/**
 * What the bytes are — an XLSX is a ZIP ("PK\3\4"), a CSV is UTF-8 text — whatever the
 * Content-Type or the file name say. Anything else (an old .xls, a PDF, an image) is refused.
 */
export function sniffSpreadsheet(bytes: Buffer): UploadFormat | null {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304) return "xlsx";
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return null;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(sample.subarray(0, lastCompleteUtf8(sample)));
  } catch {
    return null;
  }
  return "csv";
}

/** The end of the last complete UTF-8 sequence, so a cut sample isn't mistaken for bad text. */
function lastCompleteUtf8(bytes: Buffer): number {
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    if (byte >= 0xc0) end -= back;
    break;
  }
  return end;
}

/** The first sheet of an XLSX, or a CSV (comma or semicolon separated), as rows of cells. */
export async function readGrid(bytes: Buffer): Promise<{ format: UploadFormat; grid: Cell[][] }> {
  const format = sniffSpreadsheet(bytes);
  if (!format) throw notReadable("upload an .xlsx workbook or a UTF-8 .csv file");
  if (format === "xlsx") {
    try {
      const sheets = await readXlsxFile(bytes, { trim: true });
      return { format, grid: (sheets[0]?.data ?? []) as Cell[][] };
    } catch (error) {
      throw notReadable(error instanceof Error ? error.message : "not a valid .xlsx workbook");
    }
  }
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  const firstLine = text.slice(0, text.indexOf("\n") >>> 0);
  // Excel in Indonesian (and most of Europe) saves CSV with semicolons.
  const delimiter = count(firstLine, ";") > count(firstLine, ",") ? ";" : ",";
  try {
    const grid = parseCsv(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as string[][];
    return { format, grid };
  } catch (error) {
    throw notReadable(error instanceof Error ? error.message : "not a valid CSV file");
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;
