import { uiMessages } from "../../../domain/errors.ts";
import type { Language } from "../../i18n/index.ts";

export type DataTableStrings = {
  emptyTitle: string;
  emptyDescription: string;
  loading: string;
  table: string;
  range: (from: number, to: number, total: number) => string;
  rowsPerPage: string;
  goToPage: string;
  go: string;
  paginationOf: (table: string) => string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
  page: (page: number, totalPages: number) => string;
  selectedCount: (count: number) => string;
  selectAll: string;
  deselectAll: string;
  selectRow: (position: number) => string;
  selectPageRows: string;
  resizeColumn: (name: string) => string;
};

/** The data table's wordings; SPEC §8 and §9 texts in English exactly as SPEC words them. */
export const dataTableStrings: Record<Language, DataTableStrings> = {
  en: {
    emptyTitle: uiMessages.emptyTableTitle,
    emptyDescription: uiMessages.emptyTableDescription,
    loading: uiMessages.loading,
    table: "Data table",
    range: (from, to, total) => `${from}-${to} of ${total}`,
    rowsPerPage: "Rows per page",
    goToPage: "Go to page",
    go: "Go",
    paginationOf: (table) => `Pagination, ${table}`,
    firstPage: "First page",
    previousPage: "Previous page",
    nextPage: "Next page",
    lastPage: "Last page",
    page: (page, totalPages) => `Page ${page} of ${totalPages}`,
    selectedCount: (count) => `${count} selected`,
    selectAll: "Select All",
    deselectAll: "Deselect All",
    selectRow: (position) => `Select row ${position}`,
    selectPageRows: "Select all rows on this page",
    resizeColumn: (name) => `Resize column ${name}`,
  },
  id: {
    emptyTitle: "Data tidak ditemukan",
    emptyDescription: "Silakan periksa kembali pencarian dan filter Anda.",
    loading: "Memuat...",
    table: "Tabel data",
    range: (from, to, total) => `${from}-${to} dari ${total}`,
    rowsPerPage: "Baris per halaman",
    goToPage: "Ke halaman",
    go: "Buka",
    paginationOf: (table) => `Navigasi halaman, ${table}`,
    firstPage: "Halaman pertama",
    previousPage: "Halaman sebelumnya",
    nextPage: "Halaman berikutnya",
    lastPage: "Halaman terakhir",
    page: (page, totalPages) => `Halaman ${page} dari ${totalPages}`,
    selectedCount: (count) => `${count} dipilih`,
    selectAll: "Pilih Semua",
    deselectAll: "Batalkan Semua",
    selectRow: (position) => `Pilih baris ${position}`,
    selectPageRows: "Pilih semua baris di halaman ini",
    resizeColumn: (name) => `Ubah lebar kolom ${name}`,
  },
};
