import { type Language, useI18n } from "../../i18n/index.ts";

/** Issue 14: the employee detail page's "App access" section, in English and Indonesian. */
const en = {
  title: "App access",
  description:
    "The worker logs in to the attendance app with their phone number and a 6-digit PIN.",
  loading: "Loading...",
  hasPin: "PIN set",
  noPin: "No app access",
  setOn: (date: string, by: string | null) => `PIN set ${date}${by ? ` by ${by}` : ""}`,
  sessions: (n: number) => `${n} active app session${n === 1 ? "" : "s"}`,
  setPin: "Set PIN",
  resetPin: "Reset PIN",
  revoke: "Revoke access",
  pinLabel: "New PIN (6 digits)",
  pinHelp: "Tell the worker this PIN; it is not shown again. Their open app sessions end.",
  pinInvalid: "The PIN must be exactly 6 digits",
  save: "Save PIN",
  cancel: "Cancel",
  saved: "App PIN saved",
  revokeTitle: "Revoke app access?",
  revokeBody: (name: string) =>
    `${name} can no longer log in to the attendance app, and their open app sessions end.`,
  revoked: "App access revoked",
};
type Text = typeof en;

const id: Text = {
  title: "Akses aplikasi",
  description: "Pekerja masuk ke aplikasi absensi dengan nomor telepon dan PIN 6 digit.",
  loading: "Memuat...",
  hasPin: "PIN sudah diatur",
  noPin: "Tidak ada akses aplikasi",
  setOn: (date, by) => `PIN diatur ${date}${by ? ` oleh ${by}` : ""}`,
  sessions: (n) => `${n} sesi aplikasi aktif`,
  setPin: "Atur PIN",
  resetPin: "Atur ulang PIN",
  revoke: "Cabut akses",
  pinLabel: "PIN baru (6 digit)",
  pinHelp:
    "Beri tahu pekerja PIN ini; PIN tidak ditampilkan lagi. Sesi aplikasi yang terbuka berakhir.",
  pinInvalid: "PIN harus tepat 6 digit",
  save: "Simpan PIN",
  cancel: "Batal",
  saved: "PIN aplikasi disimpan",
  revokeTitle: "Cabut akses aplikasi?",
  revokeBody: (name) =>
    `${name} tidak bisa lagi masuk ke aplikasi absensi, dan sesi aplikasinya yang terbuka berakhir.`,
  revoked: "Akses aplikasi dicabut",
};

export const agentAccessText: Record<Language, Text> = { en, id };

export function useAgentAccessText(): Text {
  return agentAccessText[useI18n().language];
}
