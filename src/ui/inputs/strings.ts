import { type Language, useI18n } from "../../i18n/index.ts";

/** The inputs' own messages, in both languages the console speaks. */
export const inputStrings = {
  tooLong: { en: "Maximum {max} characters", id: "Maksimal {max} karakter" },
  belowMin: { en: "The minimum is {min}", id: "Nilai minimal {min}" },
  aboveMax: { en: "The maximum is {max}", id: "Nilai maksimal {max}" },
  required: { en: "This field is required", id: "Kolom ini wajib diisi" },
  invalid: { en: "This value is not valid", id: "Nilai ini tidak valid" },
} as const satisfies Record<string, Record<Language, string>>;

export type InputStringKey = keyof typeof inputStrings;

/** `inputStrings` in the current language, with `{name}` placeholders filled in. */
export function useInputStrings(): (
  key: InputStringKey,
  params?: Record<string, string>,
) => string {
  const { language } = useI18n();
  return (key, params = {}) =>
    inputStrings[key][language].replace(
      /\{(\w+)\}/g,
      (whole, name: string) => params[name] ?? whole,
    );
}
