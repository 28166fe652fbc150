import { type EnumEntry, type SystemEnumName, systemEnums } from "../enums.ts";
import { clampProgress } from "../format.ts";
import type { AgentFieldDefinition } from "./agent.ts";

/**
 * Bulk uploads (issue 5): the employee default-data and additional-data imports and the
 * assignment upload. The columns of each template, how a spreadsheet cell is read, and the
 * checks that need no database. Pure: the console shows the same columns and errors the
 * service applies.
 *
 * Row numbers are the spreadsheet's: the header is row 1, the first data row is row 2.
 */

/** The two employee imports of SPEC §2 (/agents/bulk/default-data, /additional-data). */
export type AgentImportKind = "default" | "additional";
export const AGENT_IMPORT_KINDS: readonly AgentImportKind[] = ["default", "additional"];

/** bulk_imports.kind */
export type BulkImportKind = "agents_default" | "agents_additional" | "assignments";
export const bulkKindOf = (kind: AgentImportKind): BulkImportKind =>
  kind === "default" ? "agents_default" : "agents_additional";
export const agentKindOf = (kind: BulkImportKind): AgentImportKind | null =>
  kind === "agents_default" ? "default" : kind === "agents_additional" ? "additional" : null;

/** bulk_imports.status (systemEnums bulk_import_status). */
export type BulkImportStatus =
  | "validating"
  | "invalid"
  | "queued"
  | "running"
  | "completed"
  | "failed";
export const FINAL_IMPORT_STATUSES: readonly BulkImportStatus[] = [
  "invalid",
  "completed",
  "failed",
];
export const isFinalImportStatus = (status: BulkImportStatus) =>
  FINAL_IMPORT_STATUSES.includes(status);

/** One problem of an uploaded file: the sheet row (header = 1), the column key, what is wrong. */
export type ImportError = { row: number; column: string; message: string };

/** The largest file the imports take, and the most data rows in it. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

/** SPEC §9: progress is a percentage clamped to 0..100. */
export function importPercent(processedRows: number, totalRows: number): number {
  if (totalRows <= 0) return 0;
  return clampProgress(Math.floor((processedRows / totalRows) * 100));
}

// ---------------------------------------------------------------------------------------
// Columns

export type ImportColumn = {
  /** The header written in the template (camelCase; an additional field's key). */
  readonly key: string;
  readonly label: { readonly en: string; readonly id: string };
  readonly required: boolean;
  /** What the column takes, for the template's second sheet and the console. */
  readonly hint: string;
  readonly example: string;
  /** Written as Text in the template, so Excel keeps leading zeros and all 16 digits. */
  readonly text?: boolean;
  /** The enumeration whose values (or labels) the column takes. */
  readonly values?: SystemEnumName;
};

const DATE_HINT = "A date: yyyy-MM-dd or dd-MM-yyyy (or an Excel date)";

const column = (
  key: string,
  en: string,
  id: string,
  required: boolean,
  hint: string,
  example: string,
  extra: { text?: boolean; values?: SystemEnumName } = {},
): ImportColumn => ({ key, label: { en, id }, required, hint, example, ...extra });

/** The default-data template: one row per new employee. */
export const DEFAULT_COLUMNS: readonly ImportColumn[] = [
  column("fullName", "Full Name", "Nama Lengkap", true, "Up to 120 characters", "Budi Santoso"),
  column("nik", "NIK", "NIK", true, "16 digits, typed as text", "3201011203900001", {
    text: true,
  }),
  column(
    "phoneNumber",
    "Phone Number",
    "Nomor Telepon",
    true,
    "Mobile number: 8 followed by 7 to 12 digits (08…, +628… and 628… are accepted)",
    "81234567890",
    { text: true },
  ),
  column("email", "Email", "Email", false, "An e-mail address", "budi@example.com"),
  column("birthDate", "Birth Date", "Tanggal Lahir", false, DATE_HINT, "1990-03-12"),
  column("gender", "Gender", "Jenis Kelamin", false, "One of the values below", "male", {
    values: "gender",
  }),
  column("joinDate", "Join Date", "Tanggal Bergabung", true, DATE_HINT, "2024-01-15"),
  column(
    "contractType",
    "Contract Type",
    "Jenis Kontrak",
    true,
    "One of the values below",
    "pkwt",
    {
      values: "contract_type",
    },
  ),
  column(
    "branchCode",
    "Branch Code",
    "Kode Cabang",
    true,
    "The code of one of your active branches",
    "JKT-01",
  ),
  column(
    "projectCode",
    "Project Code",
    "Kode Proyek",
    false,
    "The code of one of your active projects",
    "PRJ-01",
  ),
  column(
    "paymentMethod",
    "Payment Method",
    "Metode Pembayaran",
    false,
    "One of the values below",
    "bank_transfer",
    { values: "payment_method" },
  ),
  column(
    "accountName",
    "Account Name",
    "Nama Rekening",
    false,
    "Up to 120 characters",
    "Budi Santoso",
  ),
  column(
    "accountNumber",
    "Account Number",
    "Nomor Rekening",
    false,
    "5 to 20 digits, typed as text",
    "1234567890",
    { text: true },
  ),
  column("bankName", "Bank Name", "Nama Bank", false, "Up to 80 characters", "BCA"),
  column("eWallet", "E-Wallet", "Dompet Digital", false, "One of the values below", "gopay", {
    values: "e_wallet",
  }),
  column(
    "walletPhoneNumber",
    "E-Wallet Phone Number",
    "Nomor Telepon Dompet Digital",
    false,
    "Like Phone Number",
    "81234567890",
    { text: true },
  ),
  column(
    "domicileAddress",
    "Domicile Address",
    "Alamat Domisili",
    false,
    "Up to 500 characters",
    "Jl. Merdeka No. 1",
  ),
  column(
    "domicileProvince",
    "Domicile Province",
    "Provinsi Domisili",
    false,
    "Province name or id (as in the region lists)",
    "DKI JAKARTA",
  ),
  column(
    "domicileCity",
    "Domicile City",
    "Kota Domisili",
    false,
    "City name or id, in the province",
    "KOTA ADM. JAKARTA SELATAN",
  ),
  column(
    "vaccineStatus",
    "Vaccine Status",
    "Status Vaksin",
    false,
    "One of the values below",
    "booster",
    { values: "vaccine_status" },
  ),
  column("ptkpStatus", "PTKP Status", "Status PTKP", false, "One of the values below", "TK/0", {
    values: "ptkp_status",
  }),
  column("npwp", "NPWP", "NPWP", false, "15 or 16 digits, typed as text", "3201011203900001", {
    text: true,
  }),
];

/** An additional-data field as the template needs it (agent_fields). */
export type ImportField = Pick<
  AgentFieldDefinition,
  "key" | "label" | "type" | "required" | "options"
>;

const FIELD_HINTS: Record<ImportField["type"], string> = {
  text: "Text",
  number: "A number",
  date: DATE_HINT,
  single_select: "One of the options",
  multi_select: "Options separated by commas",
};

/** The additional-data template: the NIK that finds the employee, then one column per field. */
export function additionalColumns(fields: readonly ImportField[]): ImportColumn[] {
  return [
    column("nik", "NIK", "NIK", true, "16 digits of an existing employee", "3201011203900001", {
      text: true,
    }),
    ...fields.map((field) => ({
      key: field.key,
      label: { en: field.label, id: field.label },
      required: false,
      hint: `${FIELD_HINTS[field.type]}${field.required ? " (required: an employee must have a value)" : ""}${
        field.options.length > 0 ? `: ${field.options.map((o) => o.value).join(", ")}` : ""
      }. An empty cell keeps the current value.`,
      example: field.options[0]?.value ?? (field.type === "number" ? "1" : ""),
      text: field.type === "text",
    })),
  ];
}

/** The assignment upload: who works on which project, where, from when to when. */
export const ASSIGNMENT_COLUMNS: readonly ImportColumn[] = [
  column(
    "agentNik",
    "Employee NIK",
    "NIK Karyawan",
    true,
    "16 digits of an existing employee",
    "3201011203900001",
    {
      text: true,
    },
  ),
  column("projectCode", "Project Code", "Kode Proyek", true, "The code of a project", "PRJ-01"),
  column(
    "merchantCode",
    "Merchant Code",
    "Kode Merchant",
    false,
    "A merchant code, or leave empty and give a branch",
    "MRC-001",
  ),
  column(
    "branchCode",
    "Branch Code",
    "Kode Cabang",
    false,
    "A branch code, or leave empty and give a merchant",
    "JKT-01",
  ),
  column("startDate", "Start Date", "Tanggal Mulai", true, DATE_HINT, "2025-01-01"),
  column("endDate", "End Date", "Tanggal Selesai", false, `${DATE_HINT}; empty = open-ended`, ""),
];

// ---------------------------------------------------------------------------------------
// Cells

/** What a spreadsheet reader gives for one cell (read-excel-file, csv-parse). */
export type Cell = string | number | boolean | Date | null | undefined;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A cell as trimmed text: numbers without exponent or grouping, dates as yyyy-MM-dd. */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? "" : isoDateOf(cell);
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) return "";
    return Number.isInteger(cell)
      ? BigInt(cell).toString()
      : cell.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
  }
  if (typeof cell === "boolean") return cell ? "TRUE" : "FALSE";
  return cell.replace(/\s+/g, " ").trim();
}

export const isBlankCell = (cell: Cell) => cellText(cell) === "";

/** Spreadsheet dates carry no zone: read-excel-file gives them at UTC midnight. */
const isoDateOf = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    year > 2999 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return isoDateOf(date);
}

/**
 * A date cell: an Excel date, yyyy-MM-dd, or dd-MM-yyyy / dd/MM/yyyy (the console's format,
 * SPEC §9). `null` when the text is not a real date.
 */
export function readDate(cell: Cell): string | null {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime())
      ? null
      : validDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  const text = cellText(cell);
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return validDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) return validDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

/**
 * A value of a system enumeration, typed as its value or its English or Indonesian label,
 * in any letter case ("Laki-laki" → "male"). `null` when it is none of them.
 */
export function readEnum(name: SystemEnumName, cell: Cell): string | null {
  const wanted = cellText(cell).toLowerCase();
  const entries: readonly EnumEntry[] = systemEnums[name];
  const found = entries.find(
    (entry) =>
      entry.value.toLowerCase() === wanted ||
      entry.label.en.toLowerCase() === wanted ||
      entry.label.id.toLowerCase() === wanted,
  );
  return found?.value ?? null;
}

/** The allowed values of an enumeration column, for messages and the template. */
export const enumValues = (name: SystemEnumName): string[] =>
  (systemEnums[name] as readonly EnumEntry[]).map((entry) => entry.value);

/**
 * A long number column (NIK, NPWP, account number) that Excel stored as a number: Excel keeps
 * 15 significant digits, so a 16-digit number may already have lost its last digit.
 */
export function isUnsafeNumberCell(cell: Cell): boolean {
  return typeof cell === "number" && Math.abs(cell) >= 1e15;
}

// ---------------------------------------------------------------------------------------
// Sheets

/** A header cell reduced to letters and digits: "Full Name*", "full_name" → "fullname". */
export const headerKey = (cell: Cell) =>
  cellText(cell)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** One data row: its sheet row number and its cells by column key. */
export type SheetRow = { row: number; cells: Record<string, Cell> };

export type ReadSheetResult = { rows: SheetRow[]; errors: ImportError[] };

/**
 * Reads a sheet (header row first) against a template's columns: a header may be the key or
 * either label, in any case and spacing. An unknown, repeated or missing required column is an
 * error of row 1; empty rows are skipped.
 */
export function readSheet(
  grid: readonly (readonly Cell[])[],
  columns: readonly ImportColumn[],
): ReadSheetResult {
  const errors: ImportError[] = [];
  const header = grid[0] ?? [];
  const byHeader = new Map<string, ImportColumn>();
  for (const col of columns)
    for (const name of [col.key, col.label.en, col.label.id]) byHeader.set(headerKey(name), col);

  const indexes = new Map<string, number>();
  header.forEach((cell, index) => {
    const text = cellText(cell);
    if (text === "") return;
    const col = byHeader.get(headerKey(cell));
    if (!col) {
      errors.push({ row: 1, column: text, message: "Not a column of this template" });
      return;
    }
    if (indexes.has(col.key)) {
      errors.push({ row: 1, column: col.key, message: "The column appears more than once" });
      return;
    }
    indexes.set(col.key, index);
  });
  for (const col of columns)
    if (col.required && !indexes.has(col.key))
      errors.push({ row: 1, column: col.key, message: "The column is missing" });

  const rows: SheetRow[] = [];
  for (let i = 1; i < grid.length; i++) {
    const line = grid[i] ?? [];
    if (line.every(isBlankCell)) continue;
    const cells: Record<string, Cell> = {};
    for (const [key, index] of indexes) cells[key] = line[index] ?? null;
    rows.push({ row: i + 1, cells });
  }
  // Not this template at all (or no header): one error says so, not one per column.
  if (indexes.size === 0)
    return {
      rows,
      errors: [{ row: 1, column: "", message: "The file has no header row of this template" }],
    };
  if (rows.length === 0) errors.push({ row: 2, column: "", message: "The file has no data rows" });
  else if (rows.length > MAX_IMPORT_ROWS)
    errors.push({
      row: rows[MAX_IMPORT_ROWS]!.row,
      column: "",
      message: `A file may hold at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows`,
    });
  return { rows, errors };
}

/**
 * Rows whose `value` repeats an earlier row's: each repeat is an error naming the first row,
 * so a file can't create the same employee twice.
 */
export function duplicateErrors<T>(
  rows: readonly T[],
  rowOf: (item: T) => number,
  keyOf: (item: T) => string | null,
  column: string,
  label: string,
): ImportError[] {
  const first = new Map<string, number>();
  const errors: ImportError[] = [];
  for (const item of rows) {
    const value = keyOf(item);
    if (!value) continue;
    const seen = first.get(value);
    if (seen === undefined) first.set(value, rowOf(item));
    else errors.push({ row: rowOf(item), column, message: `${label} repeats row ${seen}` });
  }
  return errors;
}

/** Errors in sheet order: by row, then by the template's column order. */
export function sortImportErrors(
  errors: readonly ImportError[],
  columns: readonly ImportColumn[],
): ImportError[] {
  const order = new Map(columns.map((col, index) => [col.key, index]));
  return [...errors].sort(
    (a, b) => a.row - b.row || (order.get(a.column) ?? -1) - (order.get(b.column) ?? -1),
  );
}
