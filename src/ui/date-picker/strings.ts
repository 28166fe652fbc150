import { uiMessages } from "../../../domain/errors.ts";
import type { Language } from "../../i18n/index.ts";
import type { CalendarView } from "./picking.ts";

type Bilingual = Readonly<Record<Language, string>>;

/** The date picker's own words, English as SPEC §8 has them. */
export const datePickerStrings = {
  placeholder: { en: uiMessages.pickADate, id: "Pilih tanggal" },
  openCalendar: { en: "Open calendar", id: "Buka kalender" },
  closeCalendar: { en: "Close calendar", id: "Tutup kalender" },
  calendar: { en: "Calendar", id: "Kalender" },
  choose: { en: "Choose {date}", id: "Pilih {date}" },
  selected: { en: "Selected date. {date}", id: "Tanggal terpilih. {date}" },
  rangeStart: { en: "Range starting at {date}", id: "Rentang mulai {date}" },
  rangeEnd: { en: "Range ending at {date}", id: "Rentang berakhir {date}" },
  inRange: { en: "In range. {date}", id: "Dalam rentang. {date}" },
  unavailable: { en: "Not available. {date}", id: "Tidak tersedia. {date}" },
} as const satisfies Record<string, Bilingual>;

/** Labels of the previous/next buttons and of the view switch, per grid. */
export const viewStrings: Readonly<
  Record<CalendarView, { previous: Bilingual; next: Bilingual; switchTo: Bilingual }>
> = {
  day: {
    previous: { en: "Previous month", id: "Bulan sebelumnya" },
    next: { en: "Next month", id: "Bulan berikutnya" },
    switchTo: { en: "Show days", id: "Tampilkan hari" },
  },
  month: {
    previous: { en: "Previous year", id: "Tahun sebelumnya" },
    next: { en: "Next year", id: "Tahun berikutnya" },
    switchTo: { en: "Show months", id: "Tampilkan bulan" },
  },
  year: {
    previous: { en: "Previous decade", id: "Dekade sebelumnya" },
    next: { en: "Next decade", id: "Dekade berikutnya" },
    switchTo: { en: "Show years", id: "Tampilkan tahun" },
  },
};

/** BCP 47 locale for month and weekday names; en-GB writes the day before the month. */
export const calendarLocale: Readonly<Record<Language, string>> = { en: "en-GB", id: "id-ID" };
