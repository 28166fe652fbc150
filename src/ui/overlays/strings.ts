import { type Language, useI18n } from "../../i18n/index.ts";

/** The overlays' own texts; English as SPEC §2 and §9 word them. */
export const overlayStrings = {
  ok: { en: "Apply", id: "Terapkan" },
  cancel: { en: "Cancel", id: "Batal" },
  closeDialog: { en: "Close dialog", id: "Tutup dialog" },
  close: { en: "Close", id: "Tutup" },
  preview: { en: "Preview", id: "Pratinjau" },
  download: { en: "Download", id: "Unduh" },
  openPreview: { en: "Open preview of {name}", id: "Buka pratinjau {name}" },
} as const satisfies Record<string, Record<Language, string>>;

export type OverlayStringKey = keyof typeof overlayStrings;

/** `overlayStrings` in the current language, with `{name}` placeholders filled in. */
export function useOverlayStrings(): (
  key: OverlayStringKey,
  params?: Record<string, string>,
) => string {
  const { language } = useI18n();
  return (key, params = {}) =>
    overlayStrings[key][language].replace(
      /\{(\w+)\}/g,
      (whole, name: string) => params[name] ?? whole,
    );
}
