import {
  createTableState,
  type DataTableState,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  type SortRule,
} from "../../ui/data-table/index.ts";

/**
 * A list screen's state in its URL (so a reload, a shared link or Back shows the same page):
 * `q` and the screen's filters, `sort` as the server takes it (`name`, `-name`), `page`
 * (1-based) and `size`. Defaults are left out of the URL. Selection stays in memory.
 */
export type ListUrlConfig = {
  /** Filter parameters the screen reads besides `q`. */
  filterKeys: readonly string[];
  /** Column ids the server can sort by (they are its `sort` field names). */
  sortable: readonly string[];
};

export type ListFilters = Readonly<Record<string, string>>;

const SEARCH_KEY = "q";

/** The table state a URL's query describes; anything unreadable falls back to the default. */
export function stateFromSearch(params: URLSearchParams, config: ListUrlConfig): DataTableState {
  const filters: Record<string, string> = {};
  for (const key of [SEARCH_KEY, ...config.filterKeys]) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const size = Number(params.get("size"));
  const pageSize = PAGE_SIZE_OPTIONS.includes(size) ? size : DEFAULT_PAGE_SIZE;
  const page = Number(params.get("page"));
  const pageIndex = Number.isSafeInteger(page) && page >= 1 ? page - 1 : 0;
  return createTableState({
    pageIndex,
    pageSize,
    sorting: sortingFrom(params.get("sort"), config.sortable),
    filters,
  });
}

/** The query for `state`: only what differs from the defaults, in a stable order. */
export function searchFromState(state: DataTableState, config: ListUrlConfig): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [SEARCH_KEY, ...config.filterKeys]) {
    const value = state.filters[key];
    if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
  }
  const sort = sortParam(state.sorting);
  if (sort) params.set("sort", sort);
  if (state.pageIndex > 0) params.set("page", String(state.pageIndex + 1));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set("size", String(state.pageSize));
  return params;
}

/** The server's `sort` argument: the field, with a leading `-` for descending. */
export function sortParam(sorting: readonly SortRule[]): string | undefined {
  const rule = sorting[0];
  if (!rule) return undefined;
  return rule.desc ? `-${rule.id}` : rule.id;
}

function sortingFrom(value: string | null, sortable: readonly string[]): SortRule[] {
  if (!value) return [];
  const desc = value.startsWith("-");
  const id = desc ? value.slice(1) : value;
  return sortable.includes(id) ? [{ id, desc }] : [];
}

/** The string filters of a state (the table keeps them as unknowns). */
export function stringFilters(state: DataTableState): ListFilters {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(state.filters)) {
    if (typeof value === "string" && value !== "") filters[key] = value;
  }
  return filters;
}

/** `filters` with `key` set to `value`, or removed when `value` is empty. */
export function withFilter(filters: ListFilters, key: string, value: string | null): ListFilters {
  const next: Record<string, string> = { ...filters };
  if (value === null || value === "") delete next[key];
  else next[key] = value;
  return next;
}

/** A filter value as a positive integer id, or undefined. */
export function intFilter(filters: ListFilters, key: string): number | undefined {
  const text = filters[key];
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 && value <= 2_147_483_647 ? value : undefined;
}
