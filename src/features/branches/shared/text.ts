import { uiMessages } from "../../../../domain/errors.ts";
import { type Language, useI18n } from "../../../i18n/index.ts";

/**
 * The master-data screens keep their wordings beside them, one object per language (the
 * shell's message catalogue holds the shell's): `useText(text)` picks the user's.
 */
export function useText<T>(text: Readonly<Record<Language, T>>): T {
  return text[useI18n().language];
}

const en = {
  search: "Search",
  status: "Status",
  allStatuses: "All statuses",
  actions: "Actions",
  create: "Create",
  edit: "Edit",
  delete: "Delete",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  close: "Close",
  code: "Code",
  codeHint: "2–20 characters: A–Z, 0–9 and -",
  name: "Name",
  address: "Address",
  province: "Province",
  city: "City",
  latitude: "Latitude",
  longitude: "Longitude",
  coordinates: "Coordinates",
  timezone: "Time zone",
  timezoneFromProvince: "Follows the province",
  openMap: "Open in map",
  branch: "Branch",
  merchant: "Merchant",
  project: "Project",
  employee: "Employee",
  startDate: "Start date",
  endDate: "End date",
  noEndDate: "Open-ended",
  activate: "Activate",
  inactivate: "Inactivate",
  required: "This field is required",
  rowActions: (name: string) => `Actions for ${name}`,
  clearFilters: "Clear filters",
  saved: "Saved",
  loading: uiMessages.loading as string,
};

/** Wordings every master-data screen shares. */
export const commonText: Readonly<Record<Language, typeof en>> = {
  en,
  id: {
    search: "Cari",
    status: "Status",
    allStatuses: "Semua status",
    actions: "Aksi",
    create: "Buat",
    edit: "Ubah",
    delete: "Hapus",
    save: "Simpan",
    saving: "Menyimpan...",
    cancel: "Batal",
    close: "Tutup",
    code: "Kode",
    codeHint: "2–20 karakter: A–Z, 0–9 dan -",
    name: "Nama",
    address: "Alamat",
    province: "Provinsi",
    city: "Kota",
    latitude: "Lintang",
    longitude: "Bujur",
    coordinates: "Koordinat",
    timezone: "Zona waktu",
    timezoneFromProvince: "Mengikuti provinsi",
    openMap: "Buka di peta",
    branch: "Cabang",
    merchant: "Gerai",
    project: "Proyek",
    employee: "Karyawan",
    startDate: "Tanggal mulai",
    endDate: "Tanggal selesai",
    noEndDate: "Tanpa batas",
    activate: "Aktifkan",
    inactivate: "Nonaktifkan",
    required: "Kolom ini wajib diisi",
    rowActions: (name: string) => `Aksi untuk ${name}`,
    clearFilters: "Hapus filter",
    saved: "Tersimpan",
    loading: "Memuat...",
  },
};
