import { stringify } from "csv-stringify/sync";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import type { Lang } from "../../../../../domain/enums.ts";
import { csvRow, type SheetValue, xlsxHeaderRow, xlsxRow } from "../../../../shared/spreadsheet.ts";
import type { PayslipLine } from "./repo.ts";

/**
 * Issue 17, the report's export: one row per worker line (errors included, with their code and
 * reason), every cell through services/shared/spreadsheet.ts (text that would start a formula
 * is neutralised in CSV; XLSX text is a Text cell). Headers in the caller's language.
 */
const COLUMNS: readonly { en: string; id: string; value: (line: PayslipLine) => SheetValue }[] = [
  { en: "Employee Name", id: "Nama Karyawan", value: (l) => l.agentName },
  { en: "Employee Number", id: "Nomor Karyawan", value: (l) => l.employeeNumber },
  { en: "Branch", id: "Cabang", value: (l) => l.branchName },
  { en: "Basic Salary", id: "Gaji Pokok", value: (l) => l.basicSalary },
  { en: "Gross", id: "Bruto", value: (l) => l.gross },
  { en: "Taxable Gross", id: "Bruto Kena Pajak", value: (l) => l.taxableGross },
  {
    en: "BPJS Kesehatan (Employee)",
    id: "BPJS Kesehatan (Karyawan)",
    value: (l) => l.bpjs.kesehatanWorker ?? 0,
  },
  {
    en: "BPJS Kesehatan (Employer)",
    id: "BPJS Kesehatan (Perusahaan)",
    value: (l) => l.bpjs.kesehatanEmployer ?? 0,
  },
  { en: "JHT (Employee)", id: "JHT (Karyawan)", value: (l) => l.bpjs.jhtWorker ?? 0 },
  { en: "JHT (Employer)", id: "JHT (Perusahaan)", value: (l) => l.bpjs.jhtEmployer ?? 0 },
  { en: "JP (Employee)", id: "JP (Karyawan)", value: (l) => l.bpjs.jpWorker ?? 0 },
  { en: "JP (Employer)", id: "JP (Perusahaan)", value: (l) => l.bpjs.jpEmployer ?? 0 },
  { en: "JKK", id: "JKK", value: (l) => l.bpjs.jkk ?? 0 },
  { en: "JKM", id: "JKM", value: (l) => l.bpjs.jkm ?? 0 },
  { en: "PPh 21", id: "PPh 21", value: (l) => l.pph21 },
  {
    en: "Employee Deductions (incl. PPh 21)",
    id: "Potongan Karyawan (termasuk PPh 21)",
    value: (l) => l.employeeDeductions,
  },
  {
    en: "Employer Contributions",
    id: "Kontribusi Perusahaan",
    value: (l) => l.employerContributions,
  },
  { en: "Net (Take-home Pay)", id: "Gaji Bersih", value: (l) => l.net },
  { en: "Payment Method", id: "Metode Pembayaran", value: (l) => l.paymentMethod },
  { en: "Bank Name", id: "Nama Bank", value: (l) => l.bankName },
  { en: "Account Number", id: "Nomor Rekening", value: (l) => l.accountNumber },
  { en: "Account Name", id: "Nama Pemilik Rekening", value: (l) => l.accountName },
  { en: "E-wallet", id: "Dompet Digital", value: (l) => l.eWallet },
  { en: "Wallet Phone Number", id: "Nomor Dompet Digital", value: (l) => l.walletPhoneNumber },
  {
    en: "Error",
    id: "Kesalahan",
    value: (l) => (l.errorCode ? [l.errorCode, l.errorReason].filter(Boolean).join(": ") : null),
  },
];

/** The lines as an XLSX or CSV file (CSV with a BOM, like the other exports). */
export async function reportExportFile(
  lines: readonly PayslipLine[],
  format: "csv" | "xlsx",
  lang: Lang,
): Promise<Buffer> {
  const header = COLUMNS.map((column) => column[lang]);
  const rows = lines.map((line) => COLUMNS.map((column) => column.value(line)));
  if (format === "csv")
    return Buffer.from(stringify([csvRow(header), ...rows.map(csvRow)], { bom: true }));
  const data: SheetData = [xlsxHeaderRow(header), ...rows.map(xlsxRow)];
  return writeXlsxFile(data, {
    sheet: lang === "id" ? "Penggajian" : "Payroll",
    stickyRowsCount: 1,
    columns: header.map((label) => ({ width: Math.max(14, label.length + 2) })),
  }).toBuffer();
}
