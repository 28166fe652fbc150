import type { Language } from "../../../i18n/index.ts";

const en = {
  create: "Create Project",
  createTitle: "Create Project",
  editTitle: (name: string) => `Edit Project ${name}`,
  tableLabel: "Projects",
  searchPlaceholder: "Code or name",
  activeOn: "Running on",
  description: "Description",
  period: "Period",
  created: (name: string) => `Project ${name} created`,
  updated: (name: string) => `Project ${name} updated`,
  activated: (name: string) => `Project ${name} activated`,
  inactivated: (name: string) => `Project ${name} inactivated`,
  deleted: (name: string) => `Project ${name} deleted`,
  inactivateTitle: (name: string) => `Inactivate project ${name}?`,
  inactivateBody:
    "Existing assignments and employees keep this project, but it is no longer offered for new ones.",
  activateTitle: (name: string) => `Activate project ${name}?`,
  activateBody: "The project is offered again for employees and assignments.",
  deleteTitle: (name: string) => `Delete project ${name}?`,
  deleteBody:
    "This cannot be undone. A project with employees or assignments cannot be deleted: inactivate it instead.",
  endDateHint: "Leave empty for a project without an end date.",
};

export const projectText: Readonly<Record<Language, typeof en>> = {
  en,
  id: {
    create: "Buat Proyek",
    createTitle: "Buat Proyek",
    editTitle: (name) => `Ubah Proyek ${name}`,
    tableLabel: "Proyek",
    searchPlaceholder: "Kode atau nama",
    activeOn: "Berjalan pada",
    description: "Deskripsi",
    period: "Periode",
    created: (name) => `Proyek ${name} dibuat`,
    updated: (name) => `Proyek ${name} diperbarui`,
    activated: (name) => `Proyek ${name} diaktifkan`,
    inactivated: (name) => `Proyek ${name} dinonaktifkan`,
    deleted: (name) => `Proyek ${name} dihapus`,
    inactivateTitle: (name) => `Nonaktifkan proyek ${name}?`,
    inactivateBody:
      "Penugasan dan karyawan yang ada tetap memakai proyek ini, tetapi proyek ini tidak lagi ditawarkan untuk data baru.",
    activateTitle: (name) => `Aktifkan proyek ${name}?`,
    activateBody: "Proyek ini kembali ditawarkan untuk karyawan dan penugasan.",
    deleteTitle: (name) => `Hapus proyek ${name}?`,
    deleteBody:
      "Tindakan ini tidak dapat dibatalkan. Proyek yang memiliki karyawan atau penugasan tidak dapat dihapus: nonaktifkan saja.",
    endDateHint: "Kosongkan untuk proyek tanpa tanggal selesai.",
  },
};
