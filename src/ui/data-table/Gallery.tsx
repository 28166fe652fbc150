import { type ChangeEvent, useMemo, useState } from "react";
import { formatRupiah } from "../../../domain/format.ts";
import { css } from "../../../styled-system/css";
import { type Language, useI18n } from "../../i18n/index.ts";
import { createDataTableColumnHelper, type DataTableColumnDef } from "./columns.ts";
import { DataTable } from "./DataTable.tsx";
import { useDataTableContext } from "./DataTableContext.ts";
import { createTableState, type DataTableState, pageOffset, type SortRule } from "./tableState.ts";

type Employee = {
  id: string;
  name: string;
  branch: string;
  position: string;
  status: "active" | "inactive";
  joined: string;
  salary: number;
  note: string;
};

const FIRST_NAMES = ["Ayu", "Budi", "Citra", "Dewi", "Eko", "Fajar", "Gita", "Hadi", "Indah"];
const LAST_NAMES = ["Santoso", "Wijaya", "Lestari", "Pratama", "Hidayat"];
const BRANCHES = ["Jakarta Selatan", "Bandung", "Surabaya", "Medan", "Makassar"];
const POSITIONS = ["Sales Promoter", "Merchandiser", "Team Leader", "Driver"];

function employees(count: number): Employee[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `EMP-${String(index + 1).padStart(3, "0")}`,
    name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[index % LAST_NAMES.length]}`,
    branch: BRANCHES[index % BRANCHES.length] ?? "",
    position: POSITIONS[index % POSITIONS.length] ?? "",
    status: index % 7 === 3 ? "inactive" : "active",
    joined: `${String((index % 28) + 1).padStart(2, "0")}-0${(index % 9) + 1}-2024`,
    salary: 4_500_000 + (index % 12) * 250_000,
    note: index % 5 === 0 ? "Shift pagi dan malam bergantian setiap pekan." : "-",
  }));
}

const STAFF = employees(45);
const LARGE_STAFF = employees(500);

const text = {
  en: {
    loading: "Loading",
    empty: "Empty",
    paginated: "45 rows, server pagination, row selection, sticky columns",
    cells: "Cell selection",
    plain: "Not selectable, wrapped header, custom cell class",
    virtual: "500 rows, virtualised",
    search: "Search name",
    id: "ID",
    name: "Name",
    branch: "Branch",
    position: "Position",
    status: "Status",
    joined: "Join date",
    salary: "Salary",
    note: "Note for the payroll team about this worker's shift pattern",
    active: "Active",
    inactive: "Inactive",
  },
  id: {
    loading: "Memuat",
    empty: "Kosong",
    paginated: "45 baris, paginasi server, pilih baris, kolom tetap",
    cells: "Pilih sel",
    plain: "Tanpa pilihan, judul kolom terbungkus, kelas sel khusus",
    virtual: "500 baris, virtualisasi",
    search: "Cari nama",
    id: "ID",
    name: "Nama",
    branch: "Cabang",
    position: "Jabatan",
    status: "Status",
    joined: "Tanggal bergabung",
    salary: "Gaji",
    note: "Catatan untuk tim penggajian tentang pola shift pekerja ini",
    active: "Aktif",
    inactive: "Tidak aktif",
  },
} satisfies Record<Language, Record<string, string>>;

const helper = createDataTableColumnHelper<Employee>();

function employeeColumns(language: Language): DataTableColumnDef<Employee>[] {
  const t = text[language];
  return helper.columns([
    helper.accessor("name", { header: t.name, enableSorting: true, meta: { sticky: "left" } }),
    helper.accessor("id", { header: t.id, size: 120, enableSorting: true }),
    helper.accessor("branch", { header: t.branch, enableSorting: true }),
    helper.accessor("position", { header: t.position }),
    helper.accessor("joined", { header: t.joined, size: 140 }),
    helper.accessor("salary", {
      header: t.salary,
      enableSorting: true,
      cell: (info) => formatRupiah(info.getValue()),
      meta: { cellCSS: numeric, headerCSS: numeric },
    }),
    helper.accessor("note", {
      header: t.note,
      size: 260,
      meta: { disableWhiteSpaceHeader: true },
    }),
    helper.accessor("status", {
      header: t.status,
      size: 120,
      cell: (info) => (
        <span className={info.getValue() === "active" ? activeChip : inactiveChip}>
          {info.getValue() === "active" ? t.active : t.inactive}
        </span>
      ),
      meta: { sticky: "right" },
    }),
  ]);
}

/** What a server would answer for `state`: filtered by name, sorted, one page. */
function serverPage(rows: readonly Employee[], state: DataTableState) {
  const query = typeof state.filters["q"] === "string" ? state.filters["q"].toLowerCase() : "";
  const matching = rows.filter((row) => row.name.toLowerCase().includes(query));
  const sorted = sortBy(matching, state.sorting[0]);
  const offset = pageOffset(state.pageIndex, state.pageSize);
  return { page: sorted.slice(offset, offset + state.pageSize), total: matching.length };
}

function sortBy(rows: readonly Employee[], rule: SortRule | undefined): readonly Employee[] {
  if (!rule) return rows;
  const key = rule.id as keyof Employee;
  const sign = rule.desc ? -1 : 1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
}

function NameSearch({ label }: { label: string }) {
  const { state, setFilters } = useDataTableContext();
  const value = typeof state.filters["q"] === "string" ? state.filters["q"] : "";
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={label}
      className={searchInput}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => setFilters({ q: event.target.value })}
    />
  );
}

function PaginatedExample({
  columns,
  label,
}: {
  columns: DataTableColumnDef<Employee>[];
  label: string;
}) {
  const { language } = useI18n();
  const [state, setState] = useState(() =>
    createTableState({ selection: { rows: ["EMP-002", "EMP-015"], cells: [] } }),
  );
  const { page, total } = useMemo(() => serverPage(STAFF, state), [state]);
  return (
    <DataTable
      label={label}
      columns={columns}
      data={page}
      totalItems={total}
      state={state}
      onStateChange={setState}
      toolbar={<NameSearch label={text[language].search} />}
    />
  );
}

/** Every data table state of SPEC §4: loading, empty, paged data, selections, virtual rows. */
export function DataTableGallery() {
  const { language } = useI18n();
  const t = text[language];
  const columns = useMemo(() => employeeColumns(language), [language]);
  const shortColumns = useMemo(() => columns.slice(0, 4), [columns]);
  return (
    <div className={stack}>
      <h3 className={heading}>{t.loading}</h3>
      <DataTable label={t.loading} columns={shortColumns} data={NO_ROWS} totalItems={0} loading />

      <h3 className={heading}>{t.empty}</h3>
      <DataTable label={t.empty} columns={shortColumns} data={NO_ROWS} totalItems={0} />

      <h3 className={heading}>{t.paginated}</h3>
      <PaginatedExample columns={columns} label={t.paginated} />

      <h3 className={heading}>{t.cells}</h3>
      <DataTable label={t.cells} columns={shortColumns} data={CELL_ROWS} selectionMode="cell" />

      <h3 className={heading}>{t.plain}</h3>
      <DataTable label={t.plain} columns={columns} data={PLAIN_ROWS} selectable={false} />

      <h3 className={heading}>{t.virtual}</h3>
      <DataTable
        label={t.virtual}
        columns={columns}
        data={LARGE_STAFF}
        pageSizeOptions={VIRTUAL_PAGE_SIZES}
        defaultState={{ pageSize: 500 }}
      />
    </div>
  );
}

const NO_ROWS: Employee[] = [];
const CELL_ROWS = STAFF.slice(0, 5);
const PLAIN_ROWS = STAFF.slice(0, 10);
const VIRTUAL_PAGE_SIZES = [100, 500];

const stack = css({ display: "flex", flexDirection: "column", gap: "16" });
const heading = css({ fontWeight: "600", fontSize: "md" });
const numeric = css({ textAlign: "end", fontVariantNumeric: "tabular-nums" });
const searchInput = css({
  minHeight: "36px",
  minWidth: "240px",
  paddingInline: "12",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  font: "inherit",
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
});
const activeChip = css({
  display: "inline-block",
  paddingInline: "8",
  paddingBlock: "2",
  borderRadius: "chips",
  fontSize: "xs",
  fontWeight: "600",
  bg: "#e6f4ea",
  color: "#1e6b34",
});
const inactiveChip = css({
  display: "inline-block",
  paddingInline: "8",
  paddingBlock: "2",
  borderRadius: "chips",
  fontSize: "xs",
  fontWeight: "600",
  bg: "canvas",
  color: "muted",
});
