import { uiMessages } from "../../../domain/errors.ts";
import { type Language, useI18n } from "../../i18n/index.ts";

// The small widgets' own wordings; the SPEC §8 empty-timeline text comes from domain/errors.ts.
const miscText = {
  timelineEmpty: {
    en: uiMessages.emptyTimeline,
    id: "Silakan periksa kembali nanti atau kembali lain waktu.",
  },
  timelineVia: {
    en: (subtitle: string) => `Via ${subtitle}`,
    id: (subtitle: string) => `Melalui ${subtitle}`,
  },
  timelineLabel: { en: "Timeline", id: "Linimasa" },
  stepsLabel: { en: "Steps", id: "Langkah" },
  next: { en: "Next", id: "Berikutnya" },
  previous: { en: "Previous", id: "Sebelumnya" },
  stepComplete: { en: "Completed", id: "Selesai" },
  stepCurrent: { en: "Current step", id: "Langkah saat ini" },
  stepUpcoming: { en: "Not started", id: "Belum dimulai" },
  moveSelectedTo: {
    en: (title: string) => `Move selected to ${title}`,
    id: (title: string) => `Pindahkan yang dipilih ke ${title}`,
  },
  moveAllTo: {
    en: (title: string) => `Move all to ${title}`,
    id: (title: string) => `Pindahkan semua ke ${title}`,
  },
  selectedCount: {
    en: (selected: number, total: number) => `${selected} of ${total} selected`,
    id: (selected: number, total: number) => `${selected} dari ${total} dipilih`,
  },
  noItems: { en: "No items", id: "Tidak ada item" },
} as const;

type MiscText = { [K in keyof typeof miscText]: (typeof miscText)[K]["en"] };

/** The small widgets' wordings in the language of the surrounding `I18nProvider`. */
export function useMiscText(): MiscText {
  const { language } = useI18n();
  return textIn(language);
}

function textIn(language: Language): MiscText {
  const entries = Object.entries(miscText).map(([key, value]) => [key, value[language]]);
  return Object.fromEntries(entries) as MiscText;
}
