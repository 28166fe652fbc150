import type { Language } from "../../../i18n/index.ts";

const en = {
  tableLabel: "Attendance recap per employee",
  from: "From",
  to: "To",
  search: "Search",
  searchPlaceholder: "Search employee name or NIK",
  branch: "Branch",
  allBranches: "All branches",
  exportXlsx: "Export XLSX",
  exportCsv: "Export CSV",
  exporting: "Exporting...",
  exportFailed: (message: string) => `Export failed: ${message}`,
  exported: "The recap has been downloaded",
  periodHint: (max: number) => `A period of at most ${max} days.`,
  periodTooLong: (max: number) => `The period must be at most ${max} days.`,
  periodReversed: "The end date must be on or after the start date.",
  hours: (value: number) => new Intl.NumberFormat("en", { maximumFractionDigits: 2 }).format(value),
  rule: "Present counts approved days, Absent rejected days and Late the days flagged late. Overtime hours: the minutes worked beyond the shift on overtime days, and every minute worked on a day off. Approved overtime hours and multiplier units: the approved overtime requests. Leave days count a half day as 0.5; sick days include paid and unpaid sick leave.",
};

export const recapText: Readonly<Record<Language, typeof en>> = {
  en,
  id: {
    tableLabel: "Rekap kehadiran per karyawan",
    from: "Dari",
    to: "Sampai",
    search: "Cari",
    searchPlaceholder: "Cari nama karyawan atau NIK",
    branch: "Cabang",
    allBranches: "Semua cabang",
    exportXlsx: "Ekspor XLSX",
    exportCsv: "Ekspor CSV",
    exporting: "Mengekspor...",
    exportFailed: (message: string) => `Ekspor gagal: ${message}`,
    exported: "Rekap telah diunduh",
    periodHint: (max: number) => `Periode paling lama ${max} hari.`,
    periodTooLong: (max: number) => `Periode paling lama ${max} hari.`,
    periodReversed: "Tanggal akhir harus sama dengan atau setelah tanggal mulai.",
    hours: (value: number) =>
      new Intl.NumberFormat("id-ID", { maximumFractionDigits: 2 }).format(value),
    rule: "Hadir menghitung hari yang disetujui, Tidak Hadir hari yang ditolak dan Terlambat hari yang ditandai terlambat. Jam lembur: menit kerja melebihi shift pada hari lembur, dan seluruh menit kerja pada hari libur. Jam lembur disetujui dan satuan pengali: pengajuan lembur yang disetujui. Hari cuti menghitung setengah hari sebagai 0,5; hari sakit mencakup sakit berbayar dan tidak berbayar.",
  },
};
