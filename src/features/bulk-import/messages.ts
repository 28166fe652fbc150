import { type Language, useI18n } from "../../i18n/index.ts";

/** Wordings of the bulk upload screens and the assignment upload dialog. */
const en = {
  intro: {
    default:
      "Add many employees at once: fill in the template, one row per employee, and upload it. Every row is checked first; nothing is saved while any row has an error, and a file is imported completely or not at all.",
    additional:
      "Fill in additional data for existing employees: one row per employee, found by NIK, one column per field. An empty cell keeps the current value.",
  },
  stepTemplate: "1. Download the template",
  stepTemplateHint: "The second sheet (Guide) explains every column and its allowed values.",
  downloadTemplate: "Download template",
  stepUpload: "2. Upload the filled file",
  chooseFile: "Choose file",
  fileHint: "XLSX or CSV, up to 10 MB",
  noFile: "No file chosen",
  upload: "Upload",
  uploading: "Uploading file",
  cancel: "Cancel",
  validating: "Checking every row…",
  queued: "Waiting to start the import…",
  importing: "Importing",
  rowsOf: (done: number, total: number) =>
    `${done.toLocaleString("id-ID")} of ${total.toLocaleString("id-ID")} rows`,
  invalidTitle: (count: number) =>
    `${count.toLocaleString("id-ID")} problem${count === 1 ? "" : "s"} found. Nothing was saved.`,
  invalidBody: "Correct the rows listed below and upload the file again.",
  errorsTable: "Problems in the file",
  row: "Row",
  column: "Column",
  message: "Problem",
  completedTitle: "Import completed",
  completedCreated: (count: number) =>
    `${count.toLocaleString("id-ID")} employee${count === 1 ? "" : "s"} added.`,
  completedUpdated: (count: number) =>
    `${count.toLocaleString("id-ID")} employee${count === 1 ? "" : "s"} updated.`,
  duplicateNote: "This file was uploaded before; this is the result of that upload.",
  failedTitle: "Import failed. Nothing was saved.",
  downloadDetail: "Download Detail",
  uploadAnother: "Upload another file",
  retry: "Try again",
  toEmployees: "Go to Employee List",
  failedToDownload: (message: string) => `Download failed: ${message}`,
  // Assignment upload
  assignmentTitle: "Upload Assignments",
  assignmentIntro:
    "One row per assignment: employee NIK, project code, a merchant or branch code, start date and (optionally) end date. Each row is saved or refused on its own; an assignment overlapping another of the same employee on the same project is refused.",
  assignmentOpen: "Bulk upload",
  resultsTable: "Results per row",
  created: "Created",
  refused: "Refused",
  assignment: "Assignment",
  reasons: "Reasons",
  assignmentSummary: (created: number, failed: number) =>
    `${created.toLocaleString("id-ID")} created, ${failed.toLocaleString("id-ID")} refused`,
  processing: "Processing rows",
  close: "Close",
};

export type BulkImportText = typeof en;

const id: BulkImportText = {
  intro: {
    default:
      "Tambahkan banyak karyawan sekaligus: isi template, satu baris per karyawan, lalu unggah. Setiap baris diperiksa lebih dulu; tidak ada yang disimpan selama masih ada baris yang salah, dan file diimpor seluruhnya atau tidak sama sekali.",
    additional:
      "Isi data tambahan karyawan yang sudah ada: satu baris per karyawan, dicari dengan NIK, satu kolom per field. Sel kosong mempertahankan nilai yang ada.",
  },
  stepTemplate: "1. Unduh template",
  stepTemplateHint: "Sheet kedua (Guide) menjelaskan setiap kolom dan nilai yang diizinkan.",
  downloadTemplate: "Unduh template",
  stepUpload: "2. Unggah file yang sudah diisi",
  chooseFile: "Pilih file",
  fileHint: "XLSX atau CSV, maksimal 10 MB",
  noFile: "Belum ada file",
  upload: "Unggah",
  uploading: "Mengunggah file",
  cancel: "Batal",
  validating: "Memeriksa setiap baris…",
  queued: "Menunggu impor dimulai…",
  importing: "Mengimpor",
  rowsOf: (done, total) =>
    `${done.toLocaleString("id-ID")} dari ${total.toLocaleString("id-ID")} baris`,
  invalidTitle: (count) =>
    `Ditemukan ${count.toLocaleString("id-ID")} masalah. Tidak ada yang disimpan.`,
  invalidBody: "Perbaiki baris di bawah ini lalu unggah file kembali.",
  errorsTable: "Masalah dalam file",
  row: "Baris",
  column: "Kolom",
  message: "Masalah",
  completedTitle: "Impor selesai",
  completedCreated: (count) => `${count.toLocaleString("id-ID")} karyawan ditambahkan.`,
  completedUpdated: (count) => `${count.toLocaleString("id-ID")} karyawan diperbarui.`,
  duplicateNote: "File ini pernah diunggah; ini hasil unggahan tersebut.",
  failedTitle: "Impor gagal. Tidak ada yang disimpan.",
  downloadDetail: "Download Detail",
  uploadAnother: "Unggah file lain",
  retry: "Coba lagi",
  toEmployees: "Ke Daftar Karyawan",
  failedToDownload: (message) => `Unduhan gagal: ${message}`,
  assignmentTitle: "Unggah Penugasan",
  assignmentIntro:
    "Satu baris per penugasan: NIK karyawan, kode proyek, kode merchant atau cabang, tanggal mulai dan (opsional) tanggal selesai. Setiap baris disimpan atau ditolak sendiri-sendiri; penugasan yang bertumpang tindih dengan penugasan lain karyawan yang sama pada proyek yang sama ditolak.",
  assignmentOpen: "Unggah massal",
  resultsTable: "Hasil per baris",
  created: "Dibuat",
  refused: "Ditolak",
  assignment: "Penugasan",
  reasons: "Alasan",
  assignmentSummary: (created, failed) =>
    `${created.toLocaleString("id-ID")} dibuat, ${failed.toLocaleString("id-ID")} ditolak`,
  processing: "Memproses baris",
  close: "Tutup",
};

const texts: Record<Language, BulkImportText> = { en, id };

export function useBulkImportText(): BulkImportText {
  return texts[useI18n().language];
}
