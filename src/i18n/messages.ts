import {
  ACCOUNT_INACTIVE_MESSAGE,
  ACCOUNT_INACTIVE_TITLE,
  CLIENT_INACTIVE_MESSAGE,
  CLIENT_INACTIVE_TITLE,
  NO_ACCESS,
  PERMISSION_DENIED,
  TO_LOGIN_PAGE,
  uiMessages,
} from "../../domain/errors.ts";

/** The languages the console speaks; `en` is the default (SPEC §3 system enumerations). */
export const languages = ["en", "id"] as const;
export type Language = (typeof languages)[number];

/**
 * The shell's English strings. Wordings that SPEC §2 and §8 quote come from
 * `domain/errors.ts`, so the console and the services cannot drift apart.
 * `{name}`-style placeholders are filled in by `t(key, params)`.
 */
const en = {
  "login.title": "Tenaga",
  "login.subtitle": "Log in to manage your workforce",
  "login.email": "Email",
  "login.password": "Password",
  "login.submit": "Log in",
  "login.submitting": "Logging in...",
  "login.emailRequired": "Email is required",
  "login.emailInvalid": "Enter a valid email address",
  "login.passwordRequired": "Password is required",

  "shell.logout": "Log out",
  "shell.loggingOut": "Logging out...",
  "shell.loading": uiMessages.loading,
  "shell.welcome": "Welcome, {name}",
  "shell.home": "Home",
  "shell.beta": "BETA",
  "shell.contactSupport": "Contact support",
  "shell.openMenu": "Open menu",
  "shell.collapseMenu": "Collapse menu",

  "modal.clientInactive.title": CLIENT_INACTIVE_TITLE,
  "modal.clientInactive.message": CLIENT_INACTIVE_MESSAGE,
  "modal.accountInactive.title": ACCOUNT_INACTIVE_TITLE,
  "modal.accountInactive.message": ACCOUNT_INACTIVE_MESSAGE,
  "modal.toLoginPage": TO_LOGIN_PAGE,

  "leavePage.title": "You're about to leave this page",
  "leavePage.description": "Your progress will not be saved.",
  "leavePage.confirm": "Leave",
  "leavePage.cancel": "Cancel",

  "toast.permissionDenied": PERMISSION_DENIED,
  "toast.noAccess": NO_ACCESS,
  "toast.sessionChanged":
    "You signed in again in another tab: this tab now follows that session. Please check and try again.",
  "toast.somethingWentWrong": "Something went wrong: {message}",
  "toast.close": "Close",
  "toast.region": "Notifications",

  "page.notFound.title": "Page not found",
  "page.noAccess.title": "You don't have access to this page",
  "page.backToHome": "Back to home",
  "page.maintenance.title": "Under maintenance",
  "page.maintenance.body": "Tenaga is being updated. Please try again in a little while.",
  "page.unavailable.title": "This module is not available yet",
  "page.unavailable.body": "This part of Tenaga comes in a later release. Nothing here works yet.",

  "settings.title": "Settings",
  "settings.profile": "Profile",
  "settings.fullName": "Full name",
  "settings.email": "Email",
  "settings.role": "Role",
  "settings.changePassword": "Change password",
  "settings.currentPassword": "Current password",
  "settings.newPassword": "New password",
  "settings.confirmPassword": "Confirm new password",
  "settings.save": "Save",
  "settings.passwordChanged": "Password changed",
  "settings.language": "Language",
  "settings.languageEnglish": "English",
  "settings.languageIndonesian": "Bahasa Indonesia",
  "settings.languageSaved": "Language saved",
  "settings.currentPasswordRequired": "Current password is required",
  "settings.newPasswordTooShort": "New password must be at least 10 characters",
  "settings.newPasswordTooLong": "New password must be at most 200 characters",
  "settings.newPasswordWeak": "New password must contain a letter and a digit",
  "settings.newPasswordUnchanged": "New password must differ from the current one",
  "settings.passwordsDoNotMatch": "Passwords do not match",

  "ui.noOptions": uiMessages.noOptions,
  "ui.searchNotFound": uiMessages.searchNotFound,
  "ui.selectAnOption": uiMessages.selectAnOption,
  "ui.search": uiMessages.search,
  "ui.pickADate": uiMessages.pickADate,
  "ui.emptyTableTitle": uiMessages.emptyTableTitle,
  "ui.emptyTableDescription": uiMessages.emptyTableDescription,
} as const;

export type MessageKey = keyof typeof en;

// Typed against the English keys: a key missing here, or one English lacks, fails to compile.
const id: Record<MessageKey, string> = {
  "login.title": "Tenaga",
  "login.subtitle": "Masuk untuk mengelola tenaga kerja Anda",
  "login.email": "Email",
  "login.password": "Kata sandi",
  "login.submit": "Masuk",
  "login.submitting": "Sedang masuk...",
  "login.emailRequired": "Email wajib diisi",
  "login.emailInvalid": "Masukkan alamat email yang valid",
  "login.passwordRequired": "Kata sandi wajib diisi",

  "shell.logout": "Keluar",
  "shell.loggingOut": "Sedang keluar...",
  "shell.loading": "Memuat...",
  "shell.welcome": "Selamat datang, {name}",
  "shell.home": "Beranda",
  "shell.beta": "BETA",
  "shell.contactSupport": "Hubungi dukungan",
  "shell.openMenu": "Buka menu",
  "shell.collapseMenu": "Ciutkan menu",

  "modal.clientInactive.title": "Klien Dinonaktifkan",
  "modal.clientInactive.message":
    "Klien ini telah dinonaktifkan oleh admin, Anda dapat mencoba masuk kembali saat klien sudah aktif.",
  "modal.accountInactive.title": "Akun Anda Telah Dinonaktifkan",
  "modal.accountInactive.message":
    "Akun Anda telah dinonaktifkan oleh admin, Anda dapat mencoba masuk kembali saat status Anda sudah aktif.",
  "modal.toLoginPage": "Ke Halaman Masuk",

  "leavePage.title": "Anda akan meninggalkan halaman ini",
  "leavePage.description": "Progres Anda tidak akan disimpan.",
  "leavePage.confirm": "Tinggalkan",
  "leavePage.cancel": "Batal",

  "toast.permissionDenied": "Izin Ditolak",
  "toast.noAccess": "tidak ada akses",
  "toast.sessionChanged":
    "Anda masuk lagi di tab lain: tab ini sekarang mengikuti sesi tersebut. Periksa lalu coba lagi.",
  "toast.somethingWentWrong": "Terjadi kesalahan: {message}",
  "toast.close": "Tutup",
  "toast.region": "Notifikasi",

  "page.notFound.title": "Halaman tidak ditemukan",
  "page.noAccess.title": "Anda tidak memiliki akses ke halaman ini",
  "page.backToHome": "Kembali ke beranda",
  "page.maintenance.title": "Sedang dalam pemeliharaan",
  "page.maintenance.body": "Tenaga sedang diperbarui. Silakan coba lagi beberapa saat lagi.",
  "page.unavailable.title": "Modul ini belum tersedia",
  "page.unavailable.body":
    "Bagian Tenaga ini hadir di rilis berikutnya. Belum ada yang berfungsi di sini.",

  "settings.title": "Pengaturan",
  "settings.profile": "Profil",
  "settings.fullName": "Nama lengkap",
  "settings.email": "Email",
  "settings.role": "Peran",
  "settings.changePassword": "Ubah kata sandi",
  "settings.currentPassword": "Kata sandi saat ini",
  "settings.newPassword": "Kata sandi baru",
  "settings.confirmPassword": "Konfirmasi kata sandi baru",
  "settings.save": "Simpan",
  "settings.passwordChanged": "Kata sandi berhasil diubah",
  "settings.language": "Bahasa",
  // Each language keeps its own name, so a user can find theirs whatever is shown.
  "settings.languageEnglish": "English",
  "settings.languageIndonesian": "Bahasa Indonesia",
  "settings.languageSaved": "Bahasa disimpan",
  "settings.currentPasswordRequired": "Kata sandi saat ini wajib diisi",
  "settings.newPasswordTooShort": "Kata sandi baru minimal 10 karakter",
  "settings.newPasswordTooLong": "Kata sandi baru maksimal 200 karakter",
  "settings.newPasswordWeak": "Kata sandi baru harus berisi huruf dan angka",
  "settings.newPasswordUnchanged": "Kata sandi baru harus berbeda dari kata sandi saat ini",
  "settings.passwordsDoNotMatch": "Kata sandi tidak cocok",

  "ui.noOptions": "Tidak ada pilihan",
  "ui.searchNotFound": "Pencarian tidak ditemukan",
  "ui.selectAnOption": "Pilih salah satu opsi",
  "ui.search": "Cari...",
  "ui.pickADate": "Pilih tanggal",
  "ui.emptyTableTitle": "Data tidak ditemukan",
  "ui.emptyTableDescription": "Silakan periksa kembali pencarian dan filter Anda.",
};

/** Every string of the shell, by language. */
export const messages: Record<Language, Record<MessageKey, string>> = { en, id };

/** Values for a message's `{placeholder}`s. */
export type MessageParams = Record<string, string | number>;

/**
 * The message for `key` in `language`, with each `{param}` replaced by its value.
 * A placeholder without a value stays as written, so a missing argument is visible.
 */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const template = messages[language][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** A system enumeration entry (SPEC §3): a label per language code. */
export type EnumEntry = { label?: Partial<Record<Language, string>> | null };

/** The entry's label in `language` (default `en`); a missing or blank label shows "-". */
export function enumLabelIn(entry: EnumEntry, language: Language = "en"): string {
  const label = entry.label?.[language];
  return label?.trim() ? label : "-";
}
