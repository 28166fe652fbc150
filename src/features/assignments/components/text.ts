import type { Language } from "../../../i18n/index.ts";

const en = {
  create: "Create Assignment",
  createTitle: "Create Assignment",
  editTitle: (name: string) => `Edit Assignment of ${name}`,
  bulkUpload: "Bulk Upload",
  tableLabel: "Assignments",
  searchPlaceholder: "Employee, project, merchant or branch",
  place: "Merchant / Branch",
  placeHint: "Choose a merchant, a branch, or both.",
  activeOn: "Active on",
  period: "Period",
  anyProject: "All projects",
  anyMerchant: "All merchants",
  anyBranch: "All branches",
  anyAgent: "All employees",
  anyStatus: "All statuses",
  statuses: { upcoming: "Upcoming", active: "Active", ended: "Ended" } as Readonly<
    Record<string, string>
  >,
  end: "End",
  endTitle: (name: string) => `End the assignment of ${name}`,
  endBody: "The assignment stops after the chosen day.",
  endDate: "Last day",
  ended: (name: string) => `Assignment of ${name} ended`,
  created: (name: string) => `${name} assigned`,
  updated: (name: string) => `Assignment of ${name} updated`,
  deleted: (name: string) => `Assignment of ${name} deleted`,
  deleteTitle: (name: string) => `Delete the assignment of ${name}?`,
  deleteBody:
    "This removes the assignment as if it never existed. To stop an assignment that has run, end it instead.",
  endDateHint: "Leave empty for an assignment without an end date.",
};

export type AssignmentText = typeof en;

export const assignmentText: Readonly<Record<Language, AssignmentText>> = {
  en,
  id: {
    create: "Buat Penugasan",
    createTitle: "Buat Penugasan",
    editTitle: (name) => `Ubah Penugasan ${name}`,
    bulkUpload: "Unggah Massal",
    tableLabel: "Penugasan",
    searchPlaceholder: "Karyawan, proyek, gerai, atau cabang",
    place: "Gerai / Cabang",
    placeHint: "Pilih gerai, cabang, atau keduanya.",
    activeOn: "Aktif pada",
    period: "Periode",
    anyProject: "Semua proyek",
    anyMerchant: "Semua gerai",
    anyBranch: "Semua cabang",
    anyAgent: "Semua karyawan",
    anyStatus: "Semua status",
    statuses: { upcoming: "Akan datang", active: "Aktif", ended: "Selesai" },
    end: "Akhiri",
    endTitle: (name) => `Akhiri penugasan ${name}`,
    endBody: "Penugasan berhenti setelah hari yang dipilih.",
    endDate: "Hari terakhir",
    ended: (name) => `Penugasan ${name} diakhiri`,
    created: (name) => `${name} ditugaskan`,
    updated: (name) => `Penugasan ${name} diperbarui`,
    deleted: (name) => `Penugasan ${name} dihapus`,
    deleteTitle: (name) => `Hapus penugasan ${name}?`,
    deleteBody:
      "Penugasan dihapus seolah tidak pernah ada. Untuk menghentikan penugasan yang sudah berjalan, akhiri saja.",
    endDateHint: "Kosongkan untuk penugasan tanpa tanggal selesai.",
  },
};
