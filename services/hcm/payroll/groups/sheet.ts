import { stringify } from "csv-stringify/sync";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import type { FieldProblem } from "../../../../domain/payroll/groups.ts";
import {
  MEMBER_ACCOUNT_COLUMNS,
  MEMBER_LEAD_COLUMNS,
  type MemberInput,
  memberColumns,
  readPtkp,
  readRupiah,
} from "../../../../domain/payroll/members.ts";
import {
  type Cell,
  cellText,
  duplicateErrors,
  type ImportColumn,
  type ImportError,
  isBlankCell,
  readSheet,
} from "../../../../domain/workforce/import.ts";
import type { Tx } from "../../../db/pool.ts";
import { csvRow, xlsxCell, xlsxHeaderRow, xlsxRow } from "../../../shared/spreadsheet.ts";
import type { Member, PayrollGroup } from "./repo.ts";

/**
 * Issue 16, the member upload, template and export: one column set (domain/payroll/members.ts)
 * — NIK, Basic Salary, PTKP, Recipient, one column per group component (header = its code),
 * then the optional account columns. The export adds Full Name and Branch, which an upload
 * reads and ignores, so an export can be edited and uploaded back.
 */

const codesOf = (group: PayrollGroup) => group.components.map((c) => c.code);

/** Rows of a sheet as member inputs, with the upload's own problems (`rows.<row>.<column>`). */
export async function membersFromGrid(
  tx: Tx,
  group: PayrollGroup,
  grid: readonly (readonly Cell[])[],
): Promise<{
  inputs: MemberInput[];
  rowNumbers: number[];
  /** Per input: the component code of each entry of its `components`. */
  componentCodes: string[][];
  errors: ImportError[];
}> {
  const columns = memberColumns(codesOf(group));
  const sheet = readSheet(grid, columns);
  const errors = [...sheet.errors];
  const inputs: MemberInput[] = [];
  const rowNumbers: number[] = [];
  const componentCodes: string[][] = [];
  if (errors.length > 0) return { inputs, rowNumbers, componentCodes, errors };

  const niks = sheet.rows.map((row) => cellText(row.cells["nik"]));
  const { rows: found } = await tx.query<{ id: number; nik: string }>(
    "SELECT id, nik FROM agents WHERE nik = ANY($1::text[])",
    [[...new Set(niks.filter(Boolean))]],
  );
  const agentOf = new Map(found.map((row) => [row.nik, row.id]));
  errors.push(
    ...duplicateErrors(
      sheet.rows,
      (row) => row.row,
      (row) => cellText(row.cells["nik"]) || null,
      "nik",
      "NIK",
    ),
  );

  sheet.rows.forEach(({ row, cells }, index) => {
    const nik = niks[index] as string;
    const agentId = agentOf.get(nik);
    if (nik === "") errors.push({ row, column: "nik", message: "is required" });
    else if (agentId === undefined)
      errors.push({ row, column: "nik", message: "is not the NIK of one of your employees" });
    const text = (key: string) => cellText(cells[key]) || undefined;
    const codes: string[] = [];
    const components: { componentId: number; amount: unknown }[] = [];
    for (const component of group.components) {
      const cell = cells[component.code];
      if (cell === undefined || isBlankCell(cell)) continue;
      codes.push(component.code);
      components.push({ componentId: component.componentId, amount: amountOf(cell) });
    }
    const salary = cells["basicSalary"];
    inputs.push({
      // A row whose NIK is wrong is still checked for the rest (its agentId problem is the NIK's).
      agentId: agentId ?? 1,
      basicSalary: isBlankCell(salary) ? undefined : amountOf(salary),
      ptkp: text("ptkp") === undefined ? undefined : (readPtkp(text("ptkp")!) ?? text("ptkp")),
      recipient: text("recipient")?.toLowerCase(),
      components,
      paymentMethod: text("paymentMethod")?.toLowerCase(),
      bankName: text("bankName"),
      accountNumber: text("accountNumber"),
      accountName: text("accountName"),
    });
    rowNumbers.push(row);
    componentCodes.push(codes);
  });
  return { inputs, rowNumbers, componentCodes, errors };
}

/** A money or percentage cell: numbers as they are, text with thousands read, else the text. */
function amountOf(cell: Cell): unknown {
  if (typeof cell === "number") return cell;
  const text = cellText(cell);
  const whole = readRupiah(text);
  if (whole !== null) return whole;
  const decimal = Number(text);
  return text !== "" && Number.isFinite(decimal) ? decimal : text;
}

/**
 * The rules' problems (`members.<index>.<field>`) as the sheet's (`rows.<row>.<column>`); a
 * row whose NIK already failed keeps only that problem for its worker.
 */
export function sheetProblems(
  problems: readonly FieldProblem[],
  rowNumbers: readonly number[],
  componentCodes: readonly string[][],
  errors: readonly ImportError[],
): FieldProblem[] {
  const nikFailed = new Set(errors.filter((e) => e.column === "nik").map((e) => e.row));
  const mapped: ImportError[] = [...errors];
  for (const problem of problems) {
    const match = /^members\.(\d+)\.(.+)$/.exec(problem.field);
    if (!match) {
      mapped.push({
        row: 0,
        column: problem.field === "members" ? "" : problem.field,
        message: problem.message,
      });
      continue;
    }
    const index = Number(match[1]);
    const row = rowNumbers[index] ?? 0;
    let column = match[2] as string;
    const component = /^components\.(\d+)\./.exec(column);
    if (component) column = componentCodes[index]?.[Number(component[1])] ?? "components";
    if (column === "agentId") {
      if (nikFailed.has(row)) continue;
      column = "nik";
    }
    // "repeats member 3" is the NIK's duplicate, already said by row number.
    if (problem.message.startsWith("repeats member")) continue;
    mapped.push({ row, column, message: problem.message });
  }
  return mapped
    .sort((a, b) => a.row - b.row)
    .map((e) => ({
      field:
        e.row === 0 ? e.column || "rows" : e.column ? `rows.${e.row}.${e.column}` : `rows.${e.row}`,
      message: e.message,
    }));
}

/** The template: the header (with the group's component codes) and one example row. */
export async function templateFile(group: PayrollGroup): Promise<Buffer> {
  const columns = [
    ...MEMBER_LEAD_COLUMNS,
    ...group.components.map((c) => ({ key: c.code, label: { en: c.code, id: c.code } })),
    ...MEMBER_ACCOUNT_COLUMNS,
  ] as const;
  const example = [
    ...MEMBER_LEAD_COLUMNS.map((col) =>
      col.key === "basicSalary" ? Number(col.example) : col.example,
    ),
    ...group.components.map((c) => c.amount),
    ...MEMBER_ACCOUNT_COLUMNS.map(() => null),
  ];
  const textKeys = new Set(
    [...MEMBER_LEAD_COLUMNS, ...MEMBER_ACCOUNT_COLUMNS].filter((c) => c.text).map((c) => c.key),
  );
  const data: SheetData = [
    xlsxHeaderRow(columns.map((col) => col.label.en)),
    example.map((value, index) =>
      textKeys.has(columns[index]!.key) && value !== null
        ? xlsxCell(String(value))
        : xlsxCell(value as string | number | null),
    ),
  ];
  return writeXlsxFile(data, {
    sheet: "Members",
    stickyRowsCount: 1,
    columns: columns.map((col) => ({ width: Math.max(14, col.label.en.length + 4) })),
  }).toBuffer();
}

/** Every member in force, in the upload's columns plus Full Name and Branch (neutralised). */
export async function exportFile(
  group: PayrollGroup,
  members: readonly Member[],
  format: "csv" | "xlsx",
): Promise<Buffer> {
  const columns: readonly ImportColumn[] = memberColumns(codesOf(group));
  const header = columns.map((col) => col.label.en);
  const rows = members.map((member) => {
    const own = new Map(member.components.map((c) => [c.componentId, c.amount]));
    return [
      member.nik,
      member.basicSalary,
      member.ptkp,
      member.recipient,
      ...group.components.map((c) => own.get(c.componentId) ?? null),
      member.accountFromMember ? member.paymentMethod : null,
      member.accountFromMember ? member.bankName : null,
      member.accountFromMember ? member.accountNumber : null,
      member.accountFromMember ? member.accountName : null,
      member.agentName,
      member.branchName,
    ];
  });
  if (format === "csv")
    return Buffer.from(stringify([csvRow(header), ...rows.map(csvRow)], { bom: true }));
  const data: SheetData = [xlsxHeaderRow(header), ...rows.map(xlsxRow)];
  return writeXlsxFile(data, {
    sheet: "Members",
    stickyRowsCount: 1,
    columns: header.map((label) => ({ width: Math.max(14, label.length + 4) })),
  }).toBuffer();
}
