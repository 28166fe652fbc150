import { type ReactNode, useState } from "react";
import { css } from "../../../styled-system/css";
import { type Language, useI18n } from "../../i18n/index.ts";
import { MultiSelect } from "./MultiSelect.tsx";
import { Select } from "./Select.tsx";
import type { OptionItem, OptionLoader, OptionPage } from "./types.ts";

const galleryStrings = {
  title: { en: "Select and multi-select", id: "Select dan multi-select" },
  single: { en: "Single select", id: "Select tunggal" },
  multiDefault: {
    en: "Multi-select, default mode (max 3)",
    id: "Multi-select, mode default (maks. 3)",
  },
  multiStates: { en: "Multi-select states", id: "Keadaan multi-select" },
  filter: { en: "Multi-select, filter mode", id: "Multi-select, mode filter" },
  pagination: { en: "Multi-select, pagination modes", id: "Multi-select, mode paginasi" },
  empty: { en: "Empty", id: "Kosong" },
  selected: { en: "Selected", id: "Terpilih" },
  disabled: { en: "Disabled", id: "Nonaktif" },
  invalid: { en: "Invalid", id: "Tidak valid" },
  readOnly: { en: "Read-only", id: "Hanya baca" },
  noOptions: { en: "No options", id: "Tanpa opsi" },
  manySelected: { en: "Several selected", id: "Beberapa terpilih" },
  pagedLoader: { en: "120 employees, 10 per page", id: "120 karyawan, 10 per halaman" },
  pagedFilter: { en: "Pagination + filter", id: "Paginasi + filter" },
  slowLoader: { en: "Slow loader (Loading...)", id: "Pemuat lambat (Memuat...)" },
  failingLoader: { en: "Failing loader", id: "Pemuat gagal" },
  emptyLoader: { en: "Empty loader", id: "Pemuat kosong" },
  branch: { en: "Branch", id: "Cabang" },
  cities: { en: "Cities", id: "Kota" },
  employees: { en: "Employees", id: "Karyawan" },
  maxToast: {
    en: "You can choose at most {max} cities",
    id: "Anda hanya dapat memilih maksimal {max} kota",
  },
} satisfies Record<string, Record<Language, string>>;

type GalleryKey = keyof typeof galleryStrings;

const branches: OptionItem[] = [
  { label: "Jakarta Selatan", value: "jakarta-selatan" },
  { label: "Bandung", value: "bandung" },
  { label: "Surabaya", value: "surabaya" },
  { label: "Medan", value: "medan" },
  { label: "Makassar", value: "makassar" },
];

const cities: OptionItem[] = [
  "Bandung",
  "Bekasi",
  "Bogor",
  "Denpasar",
  "Depok",
  "Jakarta",
  "Malang",
  "Palembang",
  "Semarang",
  "Yogyakarta",
].map((label) => ({ label, value: label.toLowerCase() }));

const firstNames = [
  "Agus",
  "Budi",
  "Citra",
  "Dewi",
  "Eko",
  "Fitri",
  "Gilang",
  "Hana",
  "Indra",
  "Joko",
  "Kartika",
  "Lestari",
];
const lastNames = [
  "Santoso",
  "Wijaya",
  "Saputra",
  "Pratama",
  "Hidayat",
  "Kusuma",
  "Nugroho",
  "Siregar",
  "Halim",
  "Rahman",
];

const employees: OptionItem[] = lastNames.flatMap((last) =>
  firstNames.map((first) => ({
    label: `${first} ${last}`,
    value: `${first}-${last}`.toLowerCase(),
  })),
);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pageOf(
  all: readonly OptionItem[],
  search: string,
  page: number,
  limit: number,
): OptionPage {
  const needle = search.toLowerCase();
  const matching = all.filter((option) => option.label.toLowerCase().includes(needle));
  const start = (page - 1) * limit;
  return { items: matching.slice(start, start + limit), totalItems: matching.length, limit, page };
}

const loadEmployees: OptionLoader = async (search, page, limit) => {
  await wait(400);
  return pageOf(employees, search, page, limit);
};
const loadEmployeesSlowly: OptionLoader = async (search, page, limit) => {
  await wait(3000);
  return pageOf(employees, search, page, limit);
};
const loadFailing: OptionLoader = async () => {
  await wait(400);
  throw new Error("Internal server error");
};
const loadNothing: OptionLoader = async (_search, page, limit) => {
  await wait(400);
  return { items: [], totalItems: 0, limit, page };
};

const layout = {
  page: css({
    display: "flex",
    flexDirection: "column",
    gap: "24",
    fontFamily: "body",
    color: "ink",
  }),
  title: css({ fontFamily: "heading", fontSize: "xl", fontWeight: "700" }),
  section: css({ display: "flex", flexDirection: "column", gap: "12" }),
  heading: css({ fontFamily: "heading", fontSize: "lg", fontWeight: "600" }),
  grid: css({
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
    gap: "16",
    alignItems: "start",
  }),
  caption: css({ fontSize: "xs", color: "muted", marginBlockEnd: "4" }),
  output: css({ fontSize: "xs", color: "muted", marginBlockStart: "4" }),
};

/** Every select widget in every state SPEC §4, §5, §8 and §9 give it, for the developer gallery. */
export function SelectGallery() {
  const { language } = useI18n();
  const say = (key: GalleryKey) => galleryStrings[key][language];
  const [filterApplied, setFilterApplied] = useState<OptionItem[]>([]);

  return (
    <div className={layout.page}>
      <h2 className={layout.title}>{say("title")}</h2>

      <section className={layout.section}>
        <h3 className={layout.heading}>{say("single")}</h3>
        <div className={layout.grid}>
          <Case caption={say("empty")}>
            <Select label={say("branch")} options={branches} />
          </Case>
          <Case caption={say("selected")}>
            <Select label={say("branch")} options={branches} defaultValue="bandung" />
          </Case>
          <Case caption={say("disabled")}>
            <Select label={say("branch")} options={branches} defaultValue="medan" disabled />
          </Case>
          <Case caption={say("invalid")}>
            <Select label={say("branch")} options={branches} invalid required />
          </Case>
          <Case caption={say("readOnly")}>
            <Select label={say("branch")} options={branches} defaultValue="surabaya" readOnly />
          </Case>
          <Case caption={say("noOptions")}>
            <Select label={say("branch")} options={[]} />
          </Case>
        </div>
      </section>

      <section className={layout.section}>
        <h3 className={layout.heading}>{say("multiDefault")}</h3>
        <div className={layout.grid}>
          <Case caption={say("empty")}>
            <MultiSelect label={say("cities")} options={cities} max={3} />
          </Case>
          <Case caption={say("manySelected")}>
            <MultiSelect
              label={say("cities")}
              options={cities}
              max={3}
              maxSelectionMessage={say("maxToast")}
              defaultValue={cities.slice(0, 3)}
            />
          </Case>
          <Case caption={say("noOptions")}>
            <MultiSelect label={say("cities")} options={[]} />
          </Case>
        </div>
      </section>

      <section className={layout.section}>
        <h3 className={layout.heading}>{say("multiStates")}</h3>
        <div className={layout.grid}>
          <Case caption={say("disabled")}>
            <MultiSelect
              label={say("cities")}
              options={cities}
              defaultValue={cities.slice(1, 3)}
              disabled
            />
          </Case>
          <Case caption={say("invalid")}>
            <MultiSelect label={say("cities")} options={cities} invalid required />
          </Case>
          <Case caption={say("readOnly")}>
            <MultiSelect
              label={say("cities")}
              options={cities}
              defaultValue={cities.slice(4, 6)}
              readOnly
            />
          </Case>
        </div>
      </section>

      <section className={layout.section}>
        <h3 className={layout.heading}>{say("filter")}</h3>
        <div className={layout.grid}>
          <Case caption={say("empty")}>
            <MultiSelect
              label={say("cities")}
              mode="filter"
              options={cities}
              value={filterApplied}
              onValueChange={setFilterApplied}
            />
            <output className={layout.output}>
              {filterApplied.map((city) => city.label).join(", ") || "—"}
            </output>
          </Case>
          <Case caption={say("manySelected")}>
            <MultiSelect
              label={say("cities")}
              mode="filter"
              options={cities}
              max={3}
              defaultValue={cities.slice(2, 4)}
            />
          </Case>
        </div>
      </section>

      <section className={layout.section}>
        <h3 className={layout.heading}>{say("pagination")}</h3>
        <div className={layout.grid}>
          <Case caption={say("pagedLoader")}>
            <MultiSelect
              label={say("employees")}
              mode="pagination"
              loadOptions={loadEmployees}
              max={5}
            />
          </Case>
          <Case caption={say("pagedFilter")}>
            <MultiSelect
              label={say("employees")}
              mode="pagination-filter"
              loadOptions={loadEmployees}
            />
          </Case>
          <Case caption={say("slowLoader")}>
            <MultiSelect
              label={say("employees")}
              mode="pagination"
              loadOptions={loadEmployeesSlowly}
            />
          </Case>
          <Case caption={say("failingLoader")}>
            <MultiSelect label={say("employees")} mode="pagination" loadOptions={loadFailing} />
          </Case>
          <Case caption={say("emptyLoader")}>
            <MultiSelect label={say("employees")} mode="pagination" loadOptions={loadNothing} />
          </Case>
        </div>
      </section>
    </div>
  );
}

function Case({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div>
      <p className={layout.caption}>{caption}</p>
      {children}
    </div>
  );
}
