import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { type ReactNode, useMemo, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { createDataTableColumnHelper, type DataTableColumnDef } from "../columns.ts";
import { DataTable, type DataTableProps } from "../DataTable.tsx";
import { useDataTableContext } from "../DataTableContext.ts";
import { createTableState, type DataTableState, pageOffset } from "../tableState.ts";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
// Ark's checkboxes and role queries over whole tables are slow in jsdom when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

type Person = { id: string; name: string; city: string; salary: number };

const PEOPLE: Person[] = Array.from({ length: 45 }, (_, index) => ({
  id: `p${index + 1}`,
  name: `Person ${String(index + 1).padStart(2, "0")}`,
  city: index % 2 === 0 ? "Jakarta" : "Bandung",
  salary: 1000 + index,
}));

const helper = createDataTableColumnHelper<Person>();
const COLUMNS: DataTableColumnDef<Person>[] = helper.columns([
  helper.accessor("name", { header: "Name", enableSorting: true, meta: { sticky: "left" } }),
  helper.accessor("city", { header: "City" }),
  helper.accessor("salary", { header: "Salary", size: 150, meta: { sticky: "right" } }),
]);

function inLanguage(ui: ReactNode, language: Language = "en") {
  return render(<I18nProvider language={language}>{ui}</I18nProvider>);
}

function Search() {
  const { state, setFilters } = useDataTableContext();
  const value = typeof state.filters["q"] === "string" ? state.filters["q"] : "";
  return (
    <input
      aria-label="Search"
      value={value}
      onChange={(event) => setFilters({ q: event.target.value })}
    />
  );
}

/** A screen that pages on a pretend server: the table gets one page of rows at a time. */
function ServerTable({
  onStateChange,
  initial,
  ...props
}: Partial<DataTableProps<Person>> & { initial?: Partial<DataTableState> }) {
  const [state, setState] = useState(() => createTableState(initial));
  const { page, total } = useMemo(() => {
    const query = typeof state.filters["q"] === "string" ? state.filters["q"] : "";
    const rows = PEOPLE.filter((person) => person.name.includes(query));
    const sorted = state.sorting[0]?.desc ? [...rows].reverse() : rows;
    const offset = pageOffset(state.pageIndex, state.pageSize);
    return { page: sorted.slice(offset, offset + state.pageSize), total: rows.length };
  }, [state]);
  return (
    <DataTable
      label="People"
      columns={COLUMNS}
      data={page}
      totalItems={total}
      state={state}
      onStateChange={(next) => {
        setState(next);
        onStateChange?.(next);
      }}
      toolbar={<Search />}
      {...props}
    />
  );
}

function CellTable() {
  return (
    <DataTable label="Cells" columns={COLUMNS} data={PEOPLE.slice(0, 3)} selectionMode="cell" />
  );
}

const rangeText = (text: string) => screen.getByText(text);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

describe("DataTable", () => {
  it("has no detectable accessibility violations in its states", async () => {
    const { container } = inLanguage(
      <>
        <ServerTable initial={{ selection: { rows: ["p1"], cells: [] } }} />
        <DataTable label="Loading" columns={COLUMNS} data={[]} totalItems={0} loading />
        <DataTable label="Empty" columns={COLUMNS} data={[]} totalItems={0} />
        <DataTable
          label="Cells"
          columns={COLUMNS}
          data={PEOPLE.slice(0, 3)}
          selectionMode="cell"
          defaultState={{ selection: { rows: [], cells: ['["p1","name"]'] } }}
        />
      </>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 30_000);

  describe("loading, empty and data states (SPEC §4, §8)", () => {
    it("shows skeleton rows and a loading status while loading", () => {
      inLanguage(<DataTable label="People" columns={COLUMNS} data={PEOPLE.slice(0, 3)} loading />);
      const table = screen.getByRole("table", { name: "People" });
      expect(table.getAttribute("aria-busy")).toBe("true");
      expect(screen.getByRole("status").textContent).toBe("Loading...");
      expect(table.querySelectorAll("tbody tr[data-skeleton]")).toHaveLength(10);
      expect(screen.queryByText("Person 01")).toBeNull();
    });

    it('says "Data not found" and "0-0 of 0" when there are no rows', () => {
      inLanguage(<DataTable label="People" columns={COLUMNS} data={[]} totalItems={0} />);
      expect(screen.getByText("Data not found")).toBeTruthy();
      expect(screen.getByText("Please check again your search and filter.")).toBeTruthy();
      expect(rangeText("0-0 of 0")).toBeTruthy();
    });

    it("speaks Indonesian when the console does", () => {
      inLanguage(<DataTable label="Orang" columns={COLUMNS} data={[]} totalItems={0} />, "id");
      expect(screen.getByText("Data tidak ditemukan")).toBeTruthy();
      expect(screen.getByText("Silakan periksa kembali pencarian dan filter Anda.")).toBeTruthy();
      expect(rangeText("0-0 dari 0")).toBeTruthy();
      expect(screen.getByLabelText("Baris per halaman")).toBeTruthy();
    });

    it("shows the page's rows with their cells", () => {
      inLanguage(<ServerTable />);
      const rows = bodyRows(screen.getByRole("table", { name: "People" }));
      expect(rows).toHaveLength(10);
      expect(within(rows[0]!).getByText("Person 01")).toBeTruthy();
      expect(within(rows[0]!).getByText("Jakarta")).toBeTruthy();
    });
  });

  describe("server pagination (SPEC §3, §5, §9)", () => {
    it('starts on the first page of 10 and writes "x-y of total"', () => {
      inLanguage(<ServerTable />);
      expect(rangeText("1-10 of 45")).toBeTruthy();
      expect((screen.getByLabelText("Rows per page") as HTMLSelectElement).value).toBe("10");
    });

    it("offers page sizes 10, 20, 30, 40 and 50", () => {
      inLanguage(<ServerTable />);
      const options = within(screen.getByLabelText("Rows per page")).getAllByRole("option");
      expect(options.map((option) => option.textContent)).toEqual(["10", "20", "30", "40", "50"]);
    });

    it("moves between pages and reports pageIndex for offset = pageIndex × pageSize", async () => {
      const user = userEvent.setup();
      const onStateChange = vi.fn();
      inLanguage(<ServerTable onStateChange={onStateChange} />);
      await user.click(screen.getByRole("button", { name: "Next page" }));
      expect(rangeText("11-20 of 45")).toBeTruthy();
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1 }));
      expect(screen.getByText("Person 11")).toBeTruthy();
      await user.click(screen.getByRole("button", { name: "Page 5 of 5" }));
      expect(rangeText("41-45 of 45")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Next page" }).hasAttribute("disabled")).toBe(true);
    });

    it("goes to a typed page, and ignores one outside 1..last", async () => {
      const user = userEvent.setup();
      const onStateChange = vi.fn();
      inLanguage(<ServerTable onStateChange={onStateChange} />);
      const field = screen.getByLabelText("Go to page");
      await user.type(field, "3{Enter}");
      expect(rangeText("21-30 of 45")).toBeTruthy();
      onStateChange.mockClear();
      await user.type(field, "9{Enter}");
      await user.type(field, "0{Enter}");
      expect(rangeText("21-30 of 45")).toBeTruthy();
      expect(onStateChange).not.toHaveBeenCalled();
    });

    it("starts again at the first page when the page size changes", async () => {
      const user = userEvent.setup();
      inLanguage(<ServerTable initial={{ pageIndex: 2 }} />);
      expect(rangeText("21-30 of 45")).toBeTruthy();
      await user.selectOptions(screen.getByLabelText("Rows per page"), "20");
      expect(rangeText("1-20 of 45")).toBeTruthy();
    });

    it("keeps its own paging state when uncontrolled", async () => {
      const user = userEvent.setup();
      const onStateChange = vi.fn();
      inLanguage(
        <DataTable
          columns={COLUMNS}
          data={PEOPLE.slice(0, 10)}
          totalItems={45}
          onStateChange={onStateChange}
        />,
      );
      await user.click(screen.getByRole("button", { name: "Next page" }));
      expect(rangeText("11-20 of 45")).toBeTruthy();
      expect(onStateChange).toHaveBeenCalledWith(
        expect.objectContaining({ pageIndex: 1, pageSize: 10 }),
      );
    });
  });

  describe("filters and sorting reset the page (SPEC §4)", () => {
    it("goes back to the first page when a filter changes", async () => {
      const user = userEvent.setup();
      const onStateChange = vi.fn();
      inLanguage(<ServerTable initial={{ pageIndex: 2 }} onStateChange={onStateChange} />);
      await user.type(screen.getByLabelText("Search"), "Person 1");
      expect(onStateChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ pageIndex: 0, filters: { q: "Person 1" } }),
      );
      expect(rangeText("1-10 of 10")).toBeTruthy();
    });

    it("sorts from a header button with aria-sort, back to the first page", async () => {
      const user = userEvent.setup();
      const onStateChange = vi.fn();
      inLanguage(<ServerTable initial={{ pageIndex: 1 }} onStateChange={onStateChange} />);
      const header = screen.getByRole("columnheader", { name: /Name/ });
      expect(header.getAttribute("aria-sort")).toBe("none");
      const sort = within(header).getByRole("button", { name: /Name/ });
      await user.click(sort);
      expect(header.getAttribute("aria-sort")).toBe("ascending");
      expect(onStateChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ pageIndex: 0, sorting: [{ id: "name", desc: false }] }),
      );
      await user.click(sort);
      expect(header.getAttribute("aria-sort")).toBe("descending");
      expect(screen.getByText("Person 45")).toBeTruthy();
      await user.click(sort);
      expect(header.getAttribute("aria-sort")).toBe("none");
    });

    it("leaves columns that are not sortable without a button or aria-sort", () => {
      inLanguage(<ServerTable />);
      const header = screen.getByRole("columnheader", { name: /City/ });
      expect(header.hasAttribute("aria-sort")).toBe(false);
      expect(within(header).queryByRole("button")).toBeNull();
    });
  });

  describe("row selection (SPEC §4)", () => {
    it("is on by default and can be turned off", () => {
      const { unmount } = inLanguage(<ServerTable />);
      expect(screen.getByRole("checkbox", { name: "Select row 1" })).toBeTruthy();
      unmount();
      inLanguage(<ServerTable selectable={false} />);
      expect(screen.queryAllByRole("checkbox")).toEqual([]);
    });

    it("shows a banner with the count, and keeps the selection across pages by row id", async () => {
      const user = userEvent.setup();
      inLanguage(<ServerTable />);
      expect(screen.queryByText(/selected/)).toBeNull();
      await user.click(screen.getByRole("checkbox", { name: "Select row 2" }));
      expect(screen.getByRole("status").textContent).toContain("1 selected");
      await user.click(screen.getByRole("button", { name: "Next page" }));
      expect(screen.getByText("1 selected")).toBeTruthy();
      expect(
        (screen.getByRole("checkbox", { name: "Select row 12" }) as HTMLInputElement).checked,
      ).toBe(false);
      await user.click(screen.getByRole("button", { name: "Previous page" }));
      expect(
        (screen.getByRole("checkbox", { name: "Select row 2" }) as HTMLInputElement).checked,
      ).toBe(true);
    });

    it("Select All adds the page's rows; Deselect All clears every page", async () => {
      const user = userEvent.setup();
      inLanguage(<ServerTable initial={{ selection: { rows: ["p41"], cells: [] } }} />);
      expect(screen.getByText("1 selected")).toBeTruthy();
      await user.click(screen.getByRole("button", { name: "Select All" }));
      expect(screen.getByText("11 selected")).toBeTruthy();
      const rows = screen.getAllByRole("checkbox", { name: /Select row/ }) as HTMLInputElement[];
      expect(rows.every((box) => box.checked)).toBe(true);
      await user.click(screen.getByRole("button", { name: "Deselect All" }));
      expect(screen.queryByText(/selected/)).toBeNull();
      expect(rows.some((box) => box.checked)).toBe(false);
    });

    it("selects and deselects the page from the header checkbox, indeterminate in between", async () => {
      const user = userEvent.setup();
      inLanguage(<ServerTable initial={{ selection: { rows: ["p1"], cells: [] } }} />);
      const pageBox = screen.getByRole("checkbox", { name: "Select all rows on this page" });
      expect((pageBox as HTMLInputElement).indeterminate).toBe(true);
      await user.click(pageBox);
      expect(screen.getByText("10 selected")).toBeTruthy();
      await user.click(pageBox);
      expect(screen.queryByText(/selected/)).toBeNull();
    });

    it("keys the selection by getRowId", async () => {
      const user = userEvent.setup();
      const onStateChange = vi.fn();
      inLanguage(
        <ServerTable getRowId={(person) => `row-${person.name}`} onStateChange={onStateChange} />,
      );
      await user.click(screen.getByRole("checkbox", { name: "Select row 3" }));
      expect(onStateChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ selection: { rows: ["row-Person 03"], cells: [] } }),
      );
    });
  });

  describe("cell selection (SPEC §4)", () => {
    it("selects a cell by click or keyboard and counts it in the banner", async () => {
      const user = userEvent.setup();
      inLanguage(<CellTable />);
      const grid = screen.getByRole("grid", { name: "Cells" });
      expect(within(grid).queryAllByRole("checkbox")).toEqual([]);
      const cell = within(grid).getByRole("gridcell", { name: "Bandung", selected: false });
      await user.click(cell);
      expect(cell.getAttribute("aria-selected")).toBe("true");
      expect(screen.getByText("1 selected")).toBeTruthy();
      await user.keyboard("{ArrowRight}");
      const salary = within(grid).getByRole("gridcell", { name: "1001" });
      expect(document.activeElement).toBe(salary);
      await user.keyboard(" ");
      expect(salary.getAttribute("aria-selected")).toBe("true");
      expect(screen.getByText("2 selected")).toBeTruthy();
    });

    it("Select All selects every cell of the page; Deselect All clears them", async () => {
      const user = userEvent.setup();
      inLanguage(<CellTable />);
      await user.click(screen.getByRole("gridcell", { name: "Person 01" }));
      await user.click(screen.getByRole("button", { name: "Select All" }));
      expect(screen.getByText("9 selected")).toBeTruthy();
      await user.click(screen.getByRole("button", { name: "Deselect All" }));
      expect(screen.queryByText(/selected/)).toBeNull();
      expect(screen.queryAllByRole("gridcell", { selected: true })).toEqual([]);
    });
  });

  describe("columns (SPEC §3, §9)", () => {
    it("keeps sticky columns at their offsets: left after the checkbox, right at the edge", () => {
      inLanguage(<ServerTable />);
      const name = screen.getByRole("columnheader", { name: /Name/ });
      const salary = screen.getByRole("columnheader", { name: /Salary/ });
      expect(name.style.left).toBe("48px");
      expect(salary.style.right).toBe("0px");
      const firstRow = bodyRows(screen.getByRole("table", { name: "People" }))[0]!;
      const cells = within(firstRow).getAllByRole("cell");
      expect(cells[1]!.style.left).toBe("48px");
      expect(cells[3]!.style.right).toBe("0px");
      expect(screen.getByRole("columnheader", { name: /City/ }).style.left).toBe("");
    });

    it("makes columns 200px wide unless told, and never wider than 500", () => {
      const wide = helper.columns([
        helper.accessor("name", { header: "Name" }),
        helper.accessor("city", { header: "City", size: 900 }),
      ]);
      inLanguage(<DataTable columns={wide} data={PEOPLE.slice(0, 1)} selectable={false} />);
      expect(screen.getByRole("columnheader", { name: /Name/ }).style.width).toBe("200px");
      expect(screen.getByRole("columnheader", { name: /City/ }).style.width).toBe("500px");
    });

    it("resizes a column from its handle between 100 and 500px", async () => {
      const user = userEvent.setup();
      inLanguage(<ServerTable />);
      const handle = screen.getByRole("separator", { name: "Resize column City" });
      const header = screen.getByRole("columnheader", { name: /City/ });
      expect(handle.getAttribute("aria-valuenow")).toBe("200");
      handle.focus();
      await user.keyboard("{ArrowRight}");
      expect(header.style.width).toBe("210px");
      await user.keyboard("{End}{ArrowRight}");
      expect(header.style.width).toBe("500px");
      await user.keyboard("{Home}{ArrowLeft}");
      expect(header.style.width).toBe("100px");
      expect(handle.getAttribute("aria-valuenow")).toBe("100");
    });

    it("resizes a column by dragging its handle, within 100 to 500px", () => {
      inLanguage(<ServerTable />);
      const handle = screen.getByRole("separator", { name: "Resize column City" });
      const header = screen.getByRole("columnheader", { name: /City/ });
      fireEvent.pointerDown(handle, { pointerId: 1, clientX: 300 });
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 360 });
      expect(header.style.width).toBe("260px");
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 900 });
      expect(header.style.width).toBe("500px");
      fireEvent.pointerUp(handle, { pointerId: 1, clientX: 900 });
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 0 });
      expect(header.style.width).toBe("500px");
    });

    it("applies the meta classes and lets a header wrap when asked", () => {
      const styled = helper.columns([
        helper.accessor("name", {
          header: "Name",
          meta: { css: "both-class", headerCSS: "head-class", cellCSS: "cell-class" },
        }),
        helper.accessor("city", { header: "City", meta: { disableWhiteSpaceHeader: true } }),
      ]);
      inLanguage(<DataTable columns={styled} data={PEOPLE.slice(0, 1)} selectable={false} />);
      const header = screen.getByRole("columnheader", { name: /Name/ });
      const cell = screen.getByRole("cell", { name: "Person 01" });
      expect(header.className).toContain("both-class");
      expect(header.className).toContain("head-class");
      expect(header.className).not.toContain("cell-class");
      expect(cell.className).toContain("both-class");
      expect(cell.className).toContain("cell-class");
      expect(header.className).toContain("white-space_nowrap");
      expect(screen.getByRole("columnheader", { name: /City/ }).className).toContain(
        "white-space_normal",
      );
    });

    it("caps a row's height at 700px", () => {
      inLanguage(<DataTable columns={COLUMNS} data={PEOPLE.slice(0, 1)} selectable={false} />);
      const content = screen.getByText("Person 01");
      expect(content.style.maxHeight).toBe("700px");
    });
  });

  describe("virtual rows", () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      id: `v${index}`,
      name: `Row ${index}`,
      city: "Medan",
      salary: index,
    }));

    it("renders only the rows in view when a page is longer than the threshold", () => {
      // jsdom has no layout: give the region and each measured row the heights a browser would.
      vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(480);
      vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(48);
      inLanguage(
        <DataTable
          label="Long"
          columns={COLUMNS}
          data={many}
          defaultState={{ pageSize: 60 }}
          pageSizeOptions={[60]}
          selectable={false}
        />,
      );
      const table = screen.getByRole("table", { name: "Long" });
      expect(table.getAttribute("aria-rowcount")).toBe("61");
      const rendered = within(table).getAllByRole("row").slice(1);
      expect(rendered.length).toBeGreaterThan(0);
      expect(rendered.length).toBeLessThan(60);
      expect(rendered[0]!.getAttribute("aria-rowindex")).toBe("2");
      expect(within(table).getByText("Row 0")).toBeTruthy();
      expect(within(table).queryByText("Row 59")).toBeNull();

      const region = screen.getByRole("region", { name: "Long" });
      region.scrollTop = 48 * 59;
      fireEvent.scroll(region);
      expect(within(table).getByText("Row 59")).toBeTruthy();
      expect(within(table).queryByText("Row 0")).toBeNull();
    });

    it("renders every row at or below the threshold", () => {
      inLanguage(
        <DataTable
          label="Long"
          columns={COLUMNS}
          data={many}
          defaultState={{ pageSize: 60 }}
          pageSizeOptions={[60]}
          selectable={false}
          virtualizeAbove={60}
        />,
      );
      const table = screen.getByRole("table", { name: "Long" });
      expect(table.hasAttribute("aria-rowcount")).toBe(false);
      expect(table.querySelectorAll("tbody tr[data-index]")).toHaveLength(60);
    });
  });

  it("names the missing provider when a part is used outside <DataTable>", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => inLanguage(<Search />)).toThrow(/<DataTable>/);
  });
});
