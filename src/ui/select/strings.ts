import { uiMessages } from "../../../domain/errors.ts";
import { type Language, useI18n } from "../../i18n/index.ts";

type Bilingual = Readonly<Record<Language, string>>;

// SPEC §8 wordings stay exactly as SPEC has them in English.
const selectStrings = {
  placeholder: { en: uiMessages.selectAnOption, id: "Pilih opsi" },
  noOptions: { en: uiMessages.noOptions, id: "Tidak ada opsi" },
  searchNotFound: { en: uiMessages.searchNotFound, id: "Pencarian tidak ditemukan" },
  loading: { en: uiMessages.loading, id: "Memuat..." },
  search: { en: uiMessages.search, id: "Cari..." },
  apply: { en: "Apply", id: "Terapkan" },
  reset: { en: "Reset", id: "Atur Ulang" },
  selectAll: { en: "Select all", id: "Pilih semua" },
  clear: { en: "Clear selection", id: "Hapus pilihan" },
  moreSelected: { en: "and {count} more", id: "dan {count} lainnya" },
  maxSelection: {
    en: "You can select at most {max} options",
    id: "Anda hanya dapat memilih maksimal {max} opsi",
  },
} satisfies Record<string, Bilingual>;

export type SelectStrings = { readonly [K in keyof typeof selectStrings]: string };

/** The select widgets' own wordings in `language`. */
export function selectStringsIn(language: Language): SelectStrings {
  const picked = {} as Record<keyof typeof selectStrings, string>;
  for (const key of Object.keys(selectStrings) as (keyof typeof selectStrings)[]) {
    picked[key] = selectStrings[key][language];
  }
  return picked;
}

/** The select widgets' wordings in the current language. */
export function useSelectStrings(): SelectStrings {
  return selectStringsIn(useI18n().language);
}

/** Fills `{name}` placeholders of a wording. */
export function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
