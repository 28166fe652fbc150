import type { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { E_WALLET_CHANNELS, findBank, isEWallet } from "../../../../domain/disbursement/banks.ts";
import type { LineStatus } from "../../../../domain/disbursement/states.ts";
import type { Lang } from "../../../../domain/enums.ts";
import {
  csvRow,
  type SheetValue,
  xlsxCell,
  xlsxHeaderRow,
  xlsxRow,
} from "../../../shared/spreadsheet.ts";
import type { FileLine, PaidRow, Worker } from "./repo.ts";
import { UPLOAD_COLUMNS } from "./upload.ts";

/**
 * Issue 18, the spreadsheets of disbursements: a batch's generic XLSX (every bank, e-wallets
 * too, with a totals row), the upload template and the paid report. Every cell goes through
 * services/shared/spreadsheet.ts (text is a Text cell in XLSX, neutralised in CSV); headers
 * and statuses in the caller's language.
 */

const STATUS_LABELS: Readonly<Record<LineStatus, Record<Lang, string>>> = {
  draft: { en: "Draft", id: "Draf" },
  pending_approval: { en: "Pending approval", id: "Menunggu persetujuan" },
  approved: { en: "Approved", id: "Disetujui" },
  submitted: { en: "Submitted", id: "Dikirim" },
  succeeded: { en: "Succeeded", id: "Berhasil" },
  failed: { en: "Failed", id: "Gagal" },
  reversed: { en: "Reversed", id: "Dibatalkan bank" },
  cancelled: { en: "Cancelled", id: "Dibatalkan" },
};

const statusLabel = (status: string, lang: Lang) =>
  STATUS_LABELS[status as LineStatus]?.[lang] ?? status;

/** Where a line's money goes: the bank's (or wallet's) name and the account (or phone). */
function destination(line: FileLine): { bank: string | null; account: string | null } {
  if (line.method === "e_wallet")
    return {
      bank: isEWallet(line.eWallet) ? E_WALLET_CHANNELS[line.eWallet].name : line.eWallet,
      account: line.phoneNumber,
    };
  return { bank: findBank(line.bankCode)?.name ?? line.bankCode, account: line.accountNumber };
}

type Column<T> = { en: string; id: string; value: (item: T, lang: Lang) => SheetValue };

const LINE_COLUMNS: readonly Column<FileLine>[] = [
  { en: "Worker", id: "Karyawan", value: (l) => l.agentName },
  { en: "Employee Number", id: "Nomor Karyawan", value: (l) => l.employeeNumber },
  { en: "Bank", id: "Bank", value: (l) => destination(l).bank },
  { en: "Account Number", id: "Nomor Rekening", value: (l) => destination(l).account },
  { en: "Account Name", id: "Nama Pemilik Rekening", value: (l) => l.accountName },
  { en: "Amount", id: "Jumlah", value: (l) => l.amount },
  { en: "Status", id: "Status", value: (l, lang) => statusLabel(l.status, lang) },
];

const widths = (header: readonly string[]) =>
  header.map((label) => ({ width: Math.max(14, label.length + 4) }));

/** A batch's lines as a generic sheet, with a totals row under the amounts. */
export function batchXlsx(lines: readonly FileLine[], lang: Lang): Promise<Buffer> {
  const header = LINE_COLUMNS.map((column) => column[lang]);
  const rows = lines.map((line) => LINE_COLUMNS.map((column) => column.value(line, lang)));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const bold = { fontWeight: "bold" as const };
  // Under Amount the sum, under Status the number of lines.
  const totals = [
    xlsxCell("Total", bold),
    null,
    null,
    null,
    null,
    xlsxCell(total, bold),
    xlsxCell(`${lines.length} ${lang === "id" ? "baris" : "lines"}`, bold),
  ];
  const data: SheetData = [xlsxHeaderRow(header), ...rows.map(xlsxRow), totals];
  return writeXlsxFile(data, {
    sheet: lang === "id" ? "Pencairan" : "Disbursement",
    stickyRowsCount: 1,
    columns: widths(header),
  }).toBuffer();
}

/**
 * The upload template: the header (in the caller's language; an upload takes either) and one
 * row per active worker with the employee number, name and phone filled and the rest empty,
 * or one example row when the client has no worker yet.
 */
export async function uploadTemplate(
  workers: readonly Worker[],
  format: "xlsx" | "csv",
  lang: Lang,
): Promise<Buffer> {
  const header = UPLOAD_COLUMNS.map((column) => column.label[lang]);
  const empty = UPLOAD_COLUMNS.slice(3).map(() => null);
  const rows: SheetValue[][] =
    workers.length > 0
      ? workers.map((w) => [w.nik, w.fullName, w.phoneNumber, ...empty])
      : [
          UPLOAD_COLUMNS.map((column) =>
            column.example === "" ? null : column.text ? column.example : Number(column.example),
          ),
        ];
  if (format === "csv")
    return Buffer.from(stringify([csvRow(header), ...rows.map(csvRow)], { bom: true }));
  return writeXlsxFile([xlsxHeaderRow(header), ...rows.map(xlsxRow)], {
    sheet: lang === "id" ? "Pencairan" : "Disbursement",
    stickyRowsCount: 1,
    columns: widths(header),
  }).toBuffer();
}

const PAID_COLUMNS: readonly Column<PaidRow>[] = [
  { en: "Period", id: "Periode", value: (r) => r.period },
  { en: "Worker", id: "Karyawan", value: (r) => r.agentName },
  { en: "Employee Number", id: "Nomor Karyawan", value: (r) => r.employeeNumber },
  { en: "Payroll", id: "Penggajian", value: (r) => r.payrollAmount },
  { en: "Reimbursement", id: "Reimbursement", value: (r) => r.reimbursementAmount },
  { en: "Other", id: "Lainnya", value: (r) => r.otherAmount },
  { en: "Total Paid", id: "Total Dibayar", value: (r) => r.amount },
  { en: "Transfers", id: "Jumlah Transfer", value: (r) => r.lineCount },
];

/** The paid report as XLSX, streamed to the answer, with a totals row. */
export function paidReportXlsx(rows: readonly PaidRow[], lang: Lang): Promise<Readable> {
  const header = PAID_COLUMNS.map((column) => column[lang]);
  const sum = (pick: (r: PaidRow) => number) => rows.reduce((acc, r) => acc + pick(r), 0);
  const bold = { fontWeight: "bold" as const };
  const totals = [
    xlsxCell("Total", bold),
    null,
    null,
    xlsxCell(
      sum((r) => r.payrollAmount),
      bold,
    ),
    xlsxCell(
      sum((r) => r.reimbursementAmount),
      bold,
    ),
    xlsxCell(
      sum((r) => r.otherAmount),
      bold,
    ),
    xlsxCell(
      sum((r) => r.amount),
      bold,
    ),
    xlsxCell(
      sum((r) => r.lineCount),
      bold,
    ),
  ];
  const data: SheetData = [
    xlsxHeaderRow(header),
    ...rows.map((row) => xlsxRow(PAID_COLUMNS.map((column) => column.value(row, lang)))),
    totals,
  ];
  const file = writeXlsxFile(data, {
    sheet: lang === "id" ? "Dibayar per Karyawan" : "Paid per Worker",
    stickyRowsCount: 1,
    columns: widths(header),
  });
  return (file.toStream as () => Promise<Readable>)();
}
