import { type ReactNode, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { DEFAULT_TIMEZONE } from "../../../domain/format.ts";
import { css } from "../../../styled-system/css";
import { type Language, useI18n } from "../../i18n/index.ts";
import { type DateLike, DatePicker, type DatePickerProps } from "./DatePicker.tsx";

const galleryStrings = {
  title: { en: "Date pickers", id: "Pemilih tanggal" },
  date: { en: "Date", id: "Tanggal" },
  week: { en: "Week", id: "Minggu" },
  month: { en: "Month", id: "Bulan" },
  year: { en: "Year", id: "Tahun" },
  bounds: { en: "Min and max", id: "Batas awal dan akhir" },
  states: { en: "States", id: "Keadaan" },
  single: { en: "Single", id: "Tunggal" },
  singlePicked: { en: "Single, picked", id: "Tunggal, terpilih" },
  range: { en: "Range", id: "Rentang" },
  multiple: { en: "Multiple", id: "Beberapa" },
  weekOfDay: { en: "Monday to Sunday", id: "Senin sampai Minggu" },
  daysBounded: { en: "Days from the 5th to the 25th", id: "Tanggal 5 sampai 25" },
  weekBounded: {
    en: "Week cut to the 5th–25th",
    id: "Minggu dipotong ke tanggal 5–25",
  },
  disabled: { en: "Disabled", id: "Nonaktif" },
  readOnly: { en: "Read-only", id: "Hanya baca" },
  invalid: { en: "Invalid", id: "Tidak valid" },
  invalidError: { en: "Choose the pay date", id: "Pilih tanggal gajian" },
  invalidValue: { en: "Value that is not a date", id: "Nilai yang bukan tanggal" },
  value: { en: "Value", id: "Nilai" },
  none: { en: "none", id: "kosong" },
} satisfies Record<string, Record<Language, string>>;

type GalleryKey = keyof typeof galleryStrings;

const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  gap: "16",
  alignItems: "start",
});
const section = css({ display: "flex", flexDirection: "column", gap: "12" });
const heading = css({ fontFamily: "heading", fontSize: "md", fontWeight: "700", color: "ink" });
const caption = css({ fontSize: "xs", color: "muted" });

type DemoProps = Omit<DatePickerProps, "value" | "defaultValue" | "onValueChange"> & {
  initial?: readonly DateLike[];
};

/** One picker with the value the app would receive written under it. */
function Demo({ initial = [], ...props }: DemoProps) {
  const { language } = useI18n();
  const [value, setValue] = useState<readonly DateLike[]>(initial);
  const shown = value.length === 0 ? galleryStrings.none[language] : value.map(String).join(", ");
  return (
    <div className={section}>
      <DatePicker {...props} value={value} onValueChange={setValue} />
      <span className={caption}>
        {galleryStrings.value[language]}: {shown}
      </span>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={section}>
      <h3 className={heading}>{title}</h3>
      <div className={grid}>{children}</div>
    </section>
  );
}

/** Every date picker type, mode and state, for the developer gallery. */
export function DatePickerGallery() {
  const { language } = useI18n();
  const s = (key: GalleryKey) => galleryStrings[key][language];
  const today = Temporal.Now.plainDateISO(DEFAULT_TIMEZONE);
  const day = (n: number) => today.with({ day: n });

  return (
    <div className={section}>
      <h2 className={heading}>{s("title")}</h2>
      <Section title={s("date")}>
        <Demo label={s("single")} />
        <Demo label={s("singlePicked")} initial={[today]} />
        <Demo label={s("range")} mode="range" initial={[day(3), day(12)]} />
        <Demo label={s("multiple")} mode="multiple" initial={[day(2), day(9), day(16)]} />
      </Section>
      <Section title={s("week")}>
        <Demo label={s("weekOfDay")} type="week" initial={[today]} />
      </Section>
      <Section title={s("month")}>
        <Demo label={s("single")} type="month" initial={[today.with({ day: 1 })]} />
        <Demo
          label={s("range")}
          type="month"
          mode="range"
          initial={[today.with({ month: 1, day: 1 }), today.with({ day: 1 })]}
        />
      </Section>
      <Section title={s("year")}>
        <Demo label={s("single")} type="year" initial={[today.with({ month: 1, day: 1 })]} />
        <Demo
          label={s("range")}
          type="year"
          mode="range"
          initial={[today.with({ month: 1, day: 1 }).subtract({ years: 1 })]}
        />
      </Section>
      <Section title={s("bounds")}>
        <Demo label={s("daysBounded")} min={day(5)} max={day(25)} initial={[day(15)]} />
        <Demo label={s("weekBounded")} type="week" min={day(5)} max={day(25)} />
      </Section>
      <Section title={s("states")}>
        <Demo label={s("disabled")} disabled initial={[today]} />
        <Demo label={s("readOnly")} readOnly initial={[today]} />
        <Demo label={s("invalid")} invalid errorText={s("invalidError")} />
        <Demo label={s("invalidValue")} initial={["31-02-2024"]} />
      </Section>
    </div>
  );
}
