import type { Language } from "../../../i18n/index.ts";

const en = {
  tableLabel: "Roles",
  create: "Add Role",
  searchPlaceholder: "Search role name",
  name: "Role name",
  menus: "Menus",
  menuCount: (n: number) => `${n} menu${n === 1 ? "" : "s"}`,
  users: "Users",
  builtIn: "Built in",
  deleteTitle: (name: string) => `Delete role ${name}?`,
  deleteBody: "Users cannot hold a deleted role. This cannot be undone.",
  deleted: (name: string) => `Role ${name} deleted`,
  created: (name: string) => `Role ${name} created`,
  updated: (name: string) => `Role ${name} saved`,
  notFound: "Role not found",
  superAdminNote:
    "Super Admin is built in: it always holds every menu and cannot be renamed or deleted.",
  menusHint:
    "Pick the menus this role opens. A menu that needs another (shown under it) picks that one too, and removing a menu removes the menus that need it, so the sidebar can always show what a role holds.",
  needs: (names: string) => `Needs ${names}`,
  selectedCount: (n: number, total: number) => `${n} of ${total} selected`,
  failedToSave: "Failed to save the role",
};

export const roleText: Readonly<Record<Language, typeof en>> = {
  en,
  id: {
    tableLabel: "Peran",
    create: "Tambah Peran",
    searchPlaceholder: "Cari nama peran",
    name: "Nama peran",
    menus: "Menu",
    menuCount: (n: number) => `${n} menu`,
    users: "Pengguna",
    builtIn: "Bawaan",
    deleteTitle: (name: string) => `Hapus peran ${name}?`,
    deleteBody:
      "Pengguna tidak dapat memegang peran yang dihapus. Tindakan ini tidak dapat dibatalkan.",
    deleted: (name: string) => `Peran ${name} dihapus`,
    created: (name: string) => `Peran ${name} dibuat`,
    updated: (name: string) => `Peran ${name} disimpan`,
    notFound: "Peran tidak ditemukan",
    superAdminNote:
      "Super Admin adalah peran bawaan: selalu memegang semua menu dan tidak dapat diubah namanya atau dihapus.",
    menusHint:
      "Pilih menu yang dibuka peran ini. Menu yang memerlukan menu lain (tertulis di bawahnya) ikut memilih menu itu, dan menghapus sebuah menu ikut menghapus menu yang memerlukannya, sehingga sidebar selalu dapat menampilkan isi peran.",
    needs: (names: string) => `Perlu ${names}`,
    selectedCount: (n: number, total: number) => `${n} dari ${total} dipilih`,
    failedToSave: "Gagal menyimpan peran",
  },
};
