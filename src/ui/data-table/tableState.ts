import type { Language } from "../../i18n/index.ts";
import { dataTableStrings } from "./strings.ts";

// SPEC §3 and §9: table paging starts at pageIndex 0 with 10 rows; sizes 10 to 50.
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 30, 40, 50];

// SPEC §9: columns are 200px wide by default and resize between 100 and 500; rows stop at 700px.
export const DEFAULT_COLUMN_WIDTH = 200;
export const MIN_COLUMN_WIDTH = 100;
export const MAX_COLUMN_WIDTH = 500;
export const MAX_ROW_HEIGHT = 700;

/** One sort key; the same shape as TanStack Table's `ColumnSort`. */
export type SortRule = { id: string; desc: boolean };

/** Screen-owned filter values, sent to the server with the page request. */
export type TableFilters = Readonly<Record<string, unknown>>;

/**
 * Selected row ids and selected cell keys ({@link cellKey}). Ids, not positions,
 * so a selection survives paging.
 */
export type TableSelection = { rows: readonly string[]; cells: readonly string[] };

export type DataTableState = {
  pageIndex: number;
  pageSize: number;
  sorting: readonly SortRule[];
  filters: TableFilters;
  selection: TableSelection;
};

export const initialTableState: DataTableState = {
  pageIndex: 0,
  pageSize: DEFAULT_PAGE_SIZE,
  sorting: [],
  filters: {},
  selection: { rows: [], cells: [] },
};

/** {@link initialTableState} with some fields replaced. */
export function createTableState(overrides: Partial<DataTableState> = {}): DataTableState {
  return { ...initialTableState, ...overrides };
}

/** The server's pagination object of SPEC §3 (1-based page). */
export type Pagination = { limit: number; page: number; totalItems: number };

export const initialPagination: Pagination = { limit: DEFAULT_PAGE_SIZE, page: 1, totalItems: 0 };

export function toPagination(state: DataTableState, totalItems: number): Pagination {
  return { limit: state.pageSize, page: state.pageIndex + 1, totalItems };
}

/** SPEC §9: offset = pageIndex × pageSize. */
export function pageOffset(pageIndex: number, pageSize: number): number {
  return pageIndex * pageSize;
}

/** The last 1-based page; an empty table still has page 1. */
export function lastPage(pageSize: number, totalItems: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** First and last 1-based item numbers on the page; 0 and 0 when the page holds nothing. */
export function pageBounds(
  pageIndex: number,
  pageSize: number,
  totalItems: number,
): { from: number; to: number } {
  const offset = pageOffset(pageIndex, pageSize);
  if (totalItems <= 0 || offset >= totalItems) return { from: 0, to: 0 };
  return { from: offset + 1, to: Math.min(offset + pageSize, totalItems) };
}

/** SPEC §9 "x-y of total", e.g. "11-20 of 45", or "0-0 of 0" for an empty table. */
export function pageRange(
  pageIndex: number,
  pageSize: number,
  totalItems: number,
  language: Language = "en",
): string {
  const { from, to } = pageBounds(pageIndex, pageSize, totalItems);
  return dataTableStrings[language].range(from, to, Math.max(0, totalItems));
}

/**
 * Moves to the 1-based `page`. SPEC §5: a page outside 1..`last` is ignored, so
 * the same state comes back.
 */
export function goToPage(state: DataTableState, page: number, last: number): DataTableState {
  if (!Number.isInteger(page) || page < 1 || page > last) return state;
  if (page - 1 === state.pageIndex) return state;
  return { ...state, pageIndex: page - 1 };
}

/** A new page size starts again at the first page; a size that is not a positive integer is ignored. */
export function withPageSize(state: DataTableState, pageSize: number): DataTableState {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize === state.pageSize) return state;
  return { ...state, pageSize, pageIndex: 0 };
}

/** SPEC §4: changing filters goes back to the first page. Equal filters change nothing. */
export function withFilters(state: DataTableState, filters: TableFilters): DataTableState {
  if (shallowEqual(state.filters, filters)) return state;
  return { ...state, filters, pageIndex: 0 };
}

/** SPEC §4: changing the sort goes back to the first page. */
export function withSorting(state: DataTableState, sorting: readonly SortRule[]): DataTableState {
  return { ...state, sorting, pageIndex: 0 };
}

/** A header click: unsorted → ascending → descending → unsorted, one column at a time. */
export function toggleSort(sorting: readonly SortRule[], columnId: string): readonly SortRule[] {
  const current = sorting.find((rule) => rule.id === columnId);
  if (!current) return [{ id: columnId, desc: false }];
  if (!current.desc) return [{ id: columnId, desc: true }];
  return [];
}

/** The `aria-sort` value of a sortable column. */
export function sortDirection(
  sorting: readonly SortRule[],
  columnId: string,
): "ascending" | "descending" | "none" {
  const rule = sorting.find((candidate) => candidate.id === columnId);
  if (!rule) return "none";
  return rule.desc ? "descending" : "ascending";
}

export function toggleRow(state: DataTableState, rowId: string): DataTableState {
  return withSelection(state, { ...state.selection, rows: toggled(state.selection.rows, rowId) });
}

/** Banner "Select All": adds every row of the current page to what is already selected. */
export function selectAll(state: DataTableState, pageRowIds: readonly string[]): DataTableState {
  return withSelection(state, {
    ...state.selection,
    rows: union(state.selection.rows, pageRowIds),
  });
}

/** The header checkbox: selects the page's rows, or deselects them when all are selected. */
export function togglePageRows(
  state: DataTableState,
  pageRowIds: readonly string[],
): DataTableState {
  if (pageSelection(state.selection.rows, pageRowIds) !== "all")
    return selectAll(state, pageRowIds);
  const page = new Set(pageRowIds);
  return withSelection(state, {
    ...state.selection,
    rows: state.selection.rows.filter((id) => !page.has(id)),
  });
}

/** Banner "Deselect All": clears every selected row and cell, on every page. */
export function deselectAll(state: DataTableState): DataTableState {
  if (state.selection.rows.length === 0 && state.selection.cells.length === 0) return state;
  return withSelection(state, { rows: [], cells: [] });
}

/** The selection key of one cell. */
export function cellKey(rowId: string, columnId: string): string {
  return JSON.stringify([rowId, columnId]);
}

export function toggleCell(state: DataTableState, key: string): DataTableState {
  return withSelection(state, { ...state.selection, cells: toggled(state.selection.cells, key) });
}

/** Banner "Select All" in cell mode: adds every cell of the current page. */
export function selectAllCells(
  state: DataTableState,
  pageCellKeys: readonly string[],
): DataTableState {
  return withSelection(state, {
    ...state.selection,
    cells: union(state.selection.cells, pageCellKeys),
  });
}

/** Whether all, some or none of the page's ids are selected (the header checkbox's state). */
export function pageSelection(
  selected: readonly string[],
  pageIds: readonly string[],
): "all" | "some" | "none" {
  const chosen = new Set(selected);
  const count = pageIds.filter((id) => chosen.has(id)).length;
  if (count === 0) return "none";
  return count === pageIds.length ? "all" : "some";
}

/** SPEC §9: a column is 100 to 500px wide; anything unreadable falls back to 200. */
export function clampColumnWidth(width: number): number {
  if (!Number.isFinite(width)) return DEFAULT_COLUMN_WIDTH;
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}

function withSelection(state: DataTableState, selection: TableSelection): DataTableState {
  const unchanged =
    selection.rows === state.selection.rows && selection.cells === state.selection.cells;
  return unchanged ? state : { ...state, selection };
}

function toggled(ids: readonly string[], id: string): readonly string[] {
  return ids.includes(id) ? ids.filter((candidate) => candidate !== id) : [...ids, id];
}

function union(ids: readonly string[], more: readonly string[]): readonly string[] {
  const seen = new Set(ids);
  const added: string[] = [];
  for (const id of more) {
    if (seen.has(id)) continue;
    seen.add(id);
    added.push(id);
  }
  return added.length === 0 ? ids : [...ids, ...added];
}

function shallowEqual(a: TableFilters, b: TableFilters): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]));
}
