import { DIRECT_LINE_LABELS } from "../../../../domain/payroll/direct.ts";
import type { Language } from "../../../i18n/index.ts";

/** The direct lines' labels (domain/payroll/direct.ts) in one language, by code. */
const labelsIn = (language: Language): Record<string, string> =>
  Object.fromEntries(
    Object.entries(DIRECT_LINE_LABELS).map(([code, label]) => [code, label[language]]),
  );

const en = {
  // The create page.
  createIntro:
    "Pay workers amounts you already know: name the report, choose the payroll month, fill in the template (one row per worker: basic salary, allowances, overtime, other earnings, deductions and PPh 21) and upload it. Every row is checked first; nothing is saved while any row has a problem.",
  name: "Report name",
  namePlaceholder: "e.g. Direct payroll January 2026",
  period: "Payroll month",
  periodPlaceholder: "Pick a month",
  required: "This field is required",
  downloadXlsx: "Download template (XLSX)",
  downloadCsv: "Download template (CSV)",
  templateHint:
    "The template lists your active workers; leave a worker's amounts empty to leave them out. Name is for reading only.",
  templateFailed: (message: string) => `The template could not be downloaded: ${message}`,
  upload: "Upload and create",
  uploading: "Uploading and checking every row…",
  networkError: "The upload failed: check your connection and try again",
  failedTitle: (count: number) =>
    `${count.toLocaleString("id-ID")} problem${count === 1 ? "" : "s"} found: nothing was saved`,
  failedBody: "Fix these rows in your file and upload it again.",
  created: (name: string) => `Direct payroll ${name} created`,
  nameTaken: "is already the name of another payroll report",
  // The report page.
  notFound: "This direct payroll report does not exist.",
  notDirect: "This payroll report is not a direct payroll report.",
  summary: "Report summary",
  status: "Status",
  statuses: {
    computing: "Computing",
    draft: "Draft",
    failed: "Failed",
    finalized: "Finalized",
    paid: "Paid",
  } as Record<string, string>,
  periodRange: "Pay period",
  workers: "Workers",
  gross: "Gross",
  net: "Net pay",
  pph21: "PPh 21",
  deductions: "Total deductions",
  createdBy: "Created on",
  finalizedBy: "Finalized on",
  workerTable: "Workers' pay",
  searchWorkers: "Search worker name or employee number",
  employee: "Employee",
  employeeNumber: "Employee number",
  branch: "Branch",
  basicSalary: "Basic salary",
  view: "View",
  noLines: "This report has no workers.",
  finalize: "Finalize",
  finalizeTitle: (name: string) => `Finalize ${name}?`,
  finalizeBody:
    "A finalized report is frozen: its amounts can no longer be changed or deleted. Workers can then be paid from it.",
  finalized: (name: string) => `${name} finalized`,
  delete: "Delete",
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteBody: "The report and every worker's line in it are removed. This cannot be undone.",
  deleted: (name: string) => `${name} deleted`,
  // One worker's line.
  workerLine: "Worker's pay",
  lines: "Pay lines",
  lineLabel: "Item",
  lineType: "Type",
  amount: "Amount",
  lineTypes: {
    earning: "Earning",
    deduction: "Deduction",
    tax: "Tax",
    employer: "Employer",
    info: "Info",
  } as Record<string, string>,
  lineLabels: labelsIn("en"),
  note: "Note",
  account: "Payment account",
  noAccount: "No payment account",
  paymentMethods: {
    bank_transfer: "Bank transfer",
    e_wallet: "E-wallet",
    cash: "Cash",
  } as Record<string, string>,
  noWorkerLine: "This worker has no line in this report.",
  backToReport: "Back to the report",
};

export type DirectPayrollText = typeof en;

const id: DirectPayrollText = {
  createIntro:
    "Bayar karyawan dengan jumlah yang sudah Anda ketahui: beri nama laporan, pilih bulan penggajian, isi templat (satu baris per karyawan: gaji pokok, tunjangan, lembur, pendapatan lain, potongan, dan PPh 21) lalu unggah. Setiap baris diperiksa lebih dulu; tidak ada yang disimpan selama masih ada baris yang bermasalah.",
  name: "Nama laporan",
  namePlaceholder: "mis. Penggajian langsung Januari 2026",
  period: "Bulan penggajian",
  periodPlaceholder: "Pilih bulan",
  required: "Kolom ini wajib diisi",
  downloadXlsx: "Unduh templat (XLSX)",
  downloadCsv: "Unduh templat (CSV)",
  templateHint:
    "Templat berisi karyawan aktif Anda; kosongkan jumlah seorang karyawan untuk tidak menyertakannya. Kolom Nama hanya untuk dibaca.",
  templateFailed: (message: string) => `Templat tidak dapat diunduh: ${message}`,
  upload: "Unggah dan buat",
  uploading: "Mengunggah dan memeriksa setiap baris…",
  networkError: "Unggahan gagal: periksa koneksi Anda lalu coba lagi",
  failedTitle: (count: number) =>
    `${count.toLocaleString("id-ID")} masalah ditemukan: tidak ada yang disimpan`,
  failedBody: "Perbaiki baris-baris ini di berkas Anda lalu unggah lagi.",
  created: (name: string) => `Penggajian langsung ${name} dibuat`,
  nameTaken: "sudah menjadi nama laporan penggajian lain",
  notFound: "Laporan penggajian langsung ini tidak ada.",
  notDirect: "Laporan penggajian ini bukan penggajian langsung.",
  summary: "Ringkasan laporan",
  status: "Status",
  statuses: {
    computing: "Sedang dihitung",
    draft: "Draf",
    failed: "Gagal",
    finalized: "Final",
    paid: "Dibayar",
  },
  periodRange: "Periode gaji",
  workers: "Karyawan",
  gross: "Bruto",
  net: "Gaji bersih",
  pph21: "PPh 21",
  deductions: "Total potongan",
  createdBy: "Dibuat pada",
  finalizedBy: "Difinalkan pada",
  workerTable: "Gaji karyawan",
  searchWorkers: "Cari nama atau nomor karyawan",
  employee: "Karyawan",
  employeeNumber: "Nomor karyawan",
  branch: "Cabang",
  basicSalary: "Gaji pokok",
  view: "Lihat",
  noLines: "Laporan ini tidak memiliki karyawan.",
  finalize: "Finalkan",
  finalizeTitle: (name: string) => `Finalkan ${name}?`,
  finalizeBody:
    "Laporan yang sudah final dibekukan: jumlahnya tidak dapat diubah atau dihapus lagi. Karyawan kemudian dapat dibayar dari laporan ini.",
  finalized: (name: string) => `${name} sudah final`,
  delete: "Hapus",
  deleteTitle: (name: string) => `Hapus ${name}?`,
  deleteBody:
    "Laporan dan seluruh baris karyawan di dalamnya dihapus. Tindakan ini tidak dapat dibatalkan.",
  deleted: (name: string) => `${name} dihapus`,
  workerLine: "Gaji karyawan",
  lines: "Rincian gaji",
  lineLabel: "Item",
  lineType: "Jenis",
  amount: "Jumlah",
  lineTypes: {
    earning: "Pendapatan",
    deduction: "Potongan",
    tax: "Pajak",
    employer: "Perusahaan",
    info: "Info",
  },
  lineLabels: labelsIn("id"),
  note: "Catatan",
  account: "Rekening pembayaran",
  noAccount: "Tidak ada rekening pembayaran",
  paymentMethods: {
    bank_transfer: "Transfer bank",
    e_wallet: "Dompet digital",
    cash: "Tunai",
  },
  noWorkerLine: "Karyawan ini tidak memiliki baris di laporan ini.",
  backToReport: "Kembali ke laporan",
};

export const directPayrollText: Record<Language, DirectPayrollText> = { en, id };

/** Where the direct payroll pages live (SPEC §2). */
export const DIRECT_CREATE_PATH = "/payroll-reports/create-direct-payroll";
export const directReportPath = (id: number) => `/payroll-reports/direct/${id}`;
export const directAgentPath = (id: number, agentId: number) =>
  `/payroll-reports/direct/${id}/agent/${agentId}`;
export const PAYROLL_REPORTS_PATH = "/payroll-reports";
