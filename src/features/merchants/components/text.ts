import type { Language } from "../../../i18n/index.ts";

const en = {
  create: "Create Merchant",
  createTitle: "Create Merchant",
  editTitle: (name: string) => `Edit Merchant ${name}`,
  tableLabel: "Merchants",
  searchPlaceholder: "Code, name or address",
  allBranches: "All branches",
  noBranch: "No branch",
  cityProvince: "City / Province",
  created: (name: string) => `Merchant ${name} created`,
  updated: (name: string) => `Merchant ${name} updated`,
  activated: (name: string) => `Merchant ${name} activated`,
  inactivated: (name: string) => `Merchant ${name} inactivated`,
  deleted: (name: string) => `Merchant ${name} deleted`,
  inactivateTitle: (name: string) => `Inactivate merchant ${name}?`,
  inactivateBody:
    "Existing assignments keep this merchant, but it is no longer offered for new ones.",
  activateTitle: (name: string) => `Activate merchant ${name}?`,
  activateBody: "The merchant is offered again for assignments.",
  deleteTitle: (name: string) => `Delete merchant ${name}?`,
  deleteBody:
    "This cannot be undone. A merchant with assignments cannot be deleted: inactivate it instead.",
};

export const merchantText: Readonly<Record<Language, typeof en>> = {
  en,
  id: {
    create: "Buat Gerai",
    createTitle: "Buat Gerai",
    editTitle: (name) => `Ubah Gerai ${name}`,
    tableLabel: "Gerai",
    searchPlaceholder: "Kode, nama, atau alamat",
    allBranches: "Semua cabang",
    noBranch: "Tanpa cabang",
    cityProvince: "Kota / Provinsi",
    created: (name) => `Gerai ${name} dibuat`,
    updated: (name) => `Gerai ${name} diperbarui`,
    activated: (name) => `Gerai ${name} diaktifkan`,
    inactivated: (name) => `Gerai ${name} dinonaktifkan`,
    deleted: (name) => `Gerai ${name} dihapus`,
    inactivateTitle: (name) => `Nonaktifkan gerai ${name}?`,
    inactivateBody:
      "Penugasan yang ada tetap memakai gerai ini, tetapi gerai ini tidak lagi ditawarkan untuk penugasan baru.",
    activateTitle: (name) => `Aktifkan gerai ${name}?`,
    activateBody: "Gerai ini kembali ditawarkan untuk penugasan.",
    deleteTitle: (name) => `Hapus gerai ${name}?`,
    deleteBody:
      "Tindakan ini tidak dapat dibatalkan. Gerai yang memiliki penugasan tidak dapat dihapus: nonaktifkan saja.",
  },
};
