import type { Language } from "../../../i18n/index.ts";

const en = {
  create: "Create Branch",
  createTitle: "Create Branch",
  editTitle: (name: string) => `Edit Branch ${name}`,
  tableLabel: "Branches",
  searchPlaceholder: "Code, name or address",
  allTimezones: "All time zones",
  cityProvince: "City / Province",
  created: (name: string) => `Branch ${name} created`,
  updated: (name: string) => `Branch ${name} updated`,
  activated: (name: string) => `Branch ${name} activated`,
  inactivated: (name: string) => `Branch ${name} inactivated`,
  deleted: (name: string) => `Branch ${name} deleted`,
  inactivateTitle: (name: string) => `Inactivate branch ${name}?`,
  inactivateBody:
    "Employees and merchants keep this branch, but it is no longer offered for new ones.",
  activateTitle: (name: string) => `Activate branch ${name}?`,
  activateBody: "The branch is offered again for employees, merchants and assignments.",
  deleteTitle: (name: string) => `Delete branch ${name}?`,
  deleteBody:
    "This cannot be undone. A branch that employees, merchants or assignments use cannot be deleted: inactivate it instead.",
};

export const branchText: Readonly<Record<Language, typeof en>> = {
  en,
  id: {
    create: "Buat Cabang",
    createTitle: "Buat Cabang",
    editTitle: (name) => `Ubah Cabang ${name}`,
    tableLabel: "Cabang",
    searchPlaceholder: "Kode, nama, atau alamat",
    allTimezones: "Semua zona waktu",
    cityProvince: "Kota / Provinsi",
    created: (name) => `Cabang ${name} dibuat`,
    updated: (name) => `Cabang ${name} diperbarui`,
    activated: (name) => `Cabang ${name} diaktifkan`,
    inactivated: (name) => `Cabang ${name} dinonaktifkan`,
    deleted: (name) => `Cabang ${name} dihapus`,
    inactivateTitle: (name) => `Nonaktifkan cabang ${name}?`,
    inactivateBody:
      "Karyawan dan gerai tetap memakai cabang ini, tetapi cabang ini tidak lagi ditawarkan untuk data baru.",
    activateTitle: (name) => `Aktifkan cabang ${name}?`,
    activateBody: "Cabang ini kembali ditawarkan untuk karyawan, gerai, dan penugasan.",
    deleteTitle: (name) => `Hapus cabang ${name}?`,
    deleteBody:
      "Tindakan ini tidak dapat dibatalkan. Cabang yang dipakai karyawan, gerai, atau penugasan tidak dapat dihapus: nonaktifkan saja.",
  },
};
