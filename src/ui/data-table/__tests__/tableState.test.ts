import { describe, expect, it } from "vitest";
import {
  cellKey,
  clampColumnWidth,
  createTableState,
  deselectAll,
  goToPage,
  initialPagination,
  initialTableState,
  lastPage,
  pageBounds,
  pageOffset,
  pageRange,
  pageSelection,
  selectAll,
  selectAllCells,
  sortDirection,
  toggleCell,
  togglePageRows,
  toggleRow,
  toggleSort,
  toPagination,
  withFilters,
  withPageSize,
  withSorting,
} from "../tableState.ts";

const onPage = (pageIndex: number) => createTableState({ pageIndex });

describe("table paging defaults (SPEC §3)", () => {
  it("starts at pageIndex 0 with 10 rows, no sort, filters or selection", () => {
    expect(initialTableState).toEqual({
      pageIndex: 0,
      pageSize: 10,
      sorting: [],
      filters: {},
      selection: { rows: [], cells: [] },
    });
  });

  it("has a pagination object of limit 10, page 1, totalItems 0", () => {
    expect(initialPagination).toEqual({ limit: 10, page: 1, totalItems: 0 });
  });

  it("turns table paging into the server's 1-based pagination object", () => {
    expect(toPagination(createTableState({ pageIndex: 2, pageSize: 20 }), 45)).toEqual({
      limit: 20,
      page: 3,
      totalItems: 45,
    });
  });
});

describe("offset and range text (SPEC §9)", () => {
  it("computes offset = pageIndex × pageSize", () => {
    expect(pageOffset(0, 10)).toBe(0);
    expect(pageOffset(3, 20)).toBe(60);
  });

  it('writes "x-y of total"', () => {
    expect(pageRange(0, 10, 45)).toBe("1-10 of 45");
    expect(pageRange(1, 10, 45)).toBe("11-20 of 45");
    expect(pageRange(4, 10, 45)).toBe("41-45 of 45");
  });

  it('writes "0-0 of 0" for an empty table, and 0-0 for a page past the end', () => {
    expect(pageRange(0, 10, 0)).toBe("0-0 of 0");
    expect(pageBounds(5, 10, 45)).toEqual({ from: 0, to: 0 });
  });

  it("speaks Indonesian", () => {
    expect(pageRange(1, 10, 45, "id")).toBe("11-20 dari 45");
  });

  it("counts at least one page", () => {
    expect(lastPage(10, 45)).toBe(5);
    expect(lastPage(10, 40)).toBe(4);
    expect(lastPage(10, 0)).toBe(1);
  });
});

describe("goToPage (SPEC §5)", () => {
  it("moves to a 1-based page within 1..last", () => {
    expect(goToPage(onPage(0), 3, 5).pageIndex).toBe(2);
    expect(goToPage(onPage(2), 1, 5).pageIndex).toBe(0);
    expect(goToPage(onPage(0), 5, 5).pageIndex).toBe(4);
  });

  it("ignores a page outside 1..last, returning the same state", () => {
    const state = onPage(1);
    for (const page of [0, -1, 6, 2.5, Number.NaN]) {
      expect(goToPage(state, page, 5)).toBe(state);
    }
  });
});

describe("resets to the first page (SPEC §4)", () => {
  it("when filters change", () => {
    const next = withFilters(onPage(3), { q: "ayu" });
    expect(next.pageIndex).toBe(0);
    expect(next.filters).toEqual({ q: "ayu" });
  });

  it("not when the filters are the same", () => {
    const state = createTableState({ pageIndex: 3, filters: { q: "ayu" } });
    expect(withFilters(state, { q: "ayu" })).toBe(state);
  });

  it("when the sort changes", () => {
    const next = withSorting(onPage(3), [{ id: "name", desc: false }]);
    expect(next.pageIndex).toBe(0);
    expect(next.sorting).toEqual([{ id: "name", desc: false }]);
  });

  it("when the page size changes; an unusable size is ignored", () => {
    expect(withPageSize(onPage(3), 20)).toMatchObject({ pageIndex: 0, pageSize: 20 });
    const state = onPage(3);
    expect(withPageSize(state, 0)).toBe(state);
    expect(withPageSize(state, 10)).toBe(state);
  });
});

describe("sorting", () => {
  it("cycles a column through ascending, descending and unsorted", () => {
    const asc = toggleSort([], "name");
    expect(asc).toEqual([{ id: "name", desc: false }]);
    const desc = toggleSort(asc, "name");
    expect(desc).toEqual([{ id: "name", desc: true }]);
    expect(toggleSort(desc, "name")).toEqual([]);
  });

  it("sorts by one column at a time", () => {
    expect(toggleSort([{ id: "name", desc: true }], "salary")).toEqual([
      { id: "salary", desc: false },
    ]);
  });

  it("names the aria-sort of a column", () => {
    const sorting = [{ id: "name", desc: true }];
    expect(sortDirection(sorting, "name")).toBe("descending");
    expect(sortDirection([{ id: "name", desc: false }], "name")).toBe("ascending");
    expect(sortDirection(sorting, "salary")).toBe("none");
  });
});

describe("row selection (SPEC §4)", () => {
  it("toggles a row by id", () => {
    const one = toggleRow(initialTableState, "a");
    expect(one.selection.rows).toEqual(["a"]);
    expect(toggleRow(one, "a").selection.rows).toEqual([]);
  });

  it("Select All adds the page's rows and keeps those chosen on other pages", () => {
    const state = createTableState({ selection: { rows: ["x", "b"], cells: [] } });
    expect(selectAll(state, ["a", "b", "c"]).selection.rows).toEqual(["x", "b", "a", "c"]);
  });

  it("Select All with the page already selected changes nothing", () => {
    const state = createTableState({ selection: { rows: ["a", "b"], cells: [] } });
    expect(selectAll(state, ["a", "b"])).toBe(state);
  });

  it("Deselect All clears rows and cells on every page", () => {
    const state = createTableState({ selection: { rows: ["a", "x"], cells: [cellKey("a", "n")] } });
    expect(deselectAll(state).selection).toEqual({ rows: [], cells: [] });
    expect(deselectAll(initialTableState)).toBe(initialTableState);
  });

  it("the page checkbox selects the page, then deselects only the page", () => {
    const state = createTableState({ selection: { rows: ["x", "a"], cells: [] } });
    const all = togglePageRows(state, ["a", "b"]);
    expect(all.selection.rows).toEqual(["x", "a", "b"]);
    expect(togglePageRows(all, ["a", "b"]).selection.rows).toEqual(["x"]);
  });

  it("tells whether all, some or none of a page is selected", () => {
    expect(pageSelection(["a", "b"], ["a", "b"])).toBe("all");
    expect(pageSelection(["a", "z"], ["a", "b"])).toBe("some");
    expect(pageSelection(["z"], ["a", "b"])).toBe("none");
  });
});

describe("cell selection (SPEC §4)", () => {
  it("keys cells by row id and column id without ambiguity", () => {
    expect(cellKey("a:b", "c")).not.toBe(cellKey("a", "b:c"));
  });

  it("toggles a cell and selects every cell of a page", () => {
    const key = cellKey("a", "name");
    const one = toggleCell(initialTableState, key);
    expect(one.selection.cells).toEqual([key]);
    expect(toggleCell(one, key).selection.cells).toEqual([]);
    const all = selectAllCells(one, [key, cellKey("b", "name")]);
    expect(all.selection.cells).toEqual([key, cellKey("b", "name")]);
  });
});

describe("column width (SPEC §9)", () => {
  it("keeps a width between 100 and 500, rounded, and falls back to 200", () => {
    expect(clampColumnWidth(50)).toBe(100);
    expect(clampColumnWidth(600)).toBe(500);
    expect(clampColumnWidth(250.4)).toBe(250);
    expect(clampColumnWidth(Number.NaN)).toBe(200);
  });
});
