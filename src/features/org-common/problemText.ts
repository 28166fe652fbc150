import { INVISIBLE_CHARACTER_PROBLEM, NIK_PROBLEMS } from "../../../domain/validation.ts";
import type { Language } from "../../i18n/index.ts";

/** A problem domain/validation.ts words in both languages, matched by its English text. */
const both = (problem: { en: string; id: string }): [RegExp, () => string] => [
  new RegExp(`^${problem.en.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  () => problem.id,
];

/**
 * The field problems of domain/workforce/org.ts and of the service ("is required", "must be 16
 * digits") are phrased to follow the field's name. In Indonesian the known ones are
 * translated; anything else stays as the server wrote it.
 */
const INDONESIAN: readonly [RegExp, (...groups: string[]) => string][] = [
  [/^is required$/, () => "wajib diisi"],
  [/^must be at most (\d+) characters$/, (n) => `maksimal ${n} karakter`],
  [
    /^must be 2 to 20 characters of A-Z, 0-9 and -$/,
    () => "harus 2 sampai 20 karakter A-Z, 0-9 dan -",
  ],
  [/^must be a valid id$/, () => "tidak valid"],
  [/^must be one of (.+)$/, (list) => `harus salah satu dari ${list}`],
  [/^must be a date written yyyy-MM-dd$/, () => "harus berupa tanggal yang valid"],
  [/^must be on or after the start date$/, () => "harus sama dengan atau setelah tanggal mulai"],
  [
    /^must be a number from (-?\d+) to (\d+)$/,
    (a, b) => `harus berupa angka dari ${a} sampai ${b}`,
  ],
  [/^is required with a city$/, () => "wajib diisi bila kota diisi"],
  [/^is required with a longitude$/, () => "wajib diisi bila bujur diisi"],
  [/^is required with a latitude$/, () => "wajib diisi bila lintang diisi"],
  [/^is not a province$/, () => "bukan provinsi yang dikenal"],
  [/^is not a city$/, () => "bukan kota yang dikenal"],
  [/^is not in the chosen province$/, () => "tidak berada di provinsi yang dipilih"],
  [/^must be WIB, WITA or WIT$/, () => "harus WIB, WITA, atau WIT"],
  [/^must be 16 digits$/, () => "harus 16 digit"],
  [
    /^must start with 8 followed by 7 to 12 digits$/,
    () => "harus diawali angka 8 lalu 7 sampai 12 digit",
  ],
  [/^is not a valid email address$/, () => "bukan alamat email yang valid"],
  [/^or a branch is required$/, () => "atau cabang wajib diisi"],
  both(INVISIBLE_CHARACTER_PROBLEM),
  both(NIK_PROBLEMS.province),
  both(NIK_PROBLEMS.birth_date),
];

/** "Code is required" / "Kode wajib diisi": the field's label followed by its problem. */
export function problemText(language: Language, label: string, message: string): string {
  // A message that is a sentence of its own ("Branch code already exists") stands alone.
  const own = /^[A-Z]/.test(message);
  if (language === "id") {
    for (const [pattern, say] of INDONESIAN) {
      const match = pattern.exec(message);
      if (match) return `${label} ${say(...match.slice(1))}`;
    }
  }
  return own ? message : `${label} ${message}`;
}
