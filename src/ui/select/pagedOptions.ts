import type { OptionItem, OptionPage } from "./types.ts";

/**
 * The options of a paginated dropdown as pages arrive from its loader (SPEC §4, §7, §8):
 * a reducer, so the order of requests, answers and failures can be tested without React.
 */
export type PagedOptions = {
  /** The search the loaded items answer. */
  search: string;
  items: readonly OptionItem[];
  /** The last page loaded, 0 before the first. */
  page: number;
  totalItems: number;
  /** The request to run; answers to any other request are stale and ignored. */
  pending: { id: number; search: string; page: number } | null;
  lastRequestId: number;
  /** Whether a list was ever settled for this search (answered or failed). */
  settled: boolean;
  failed: boolean;
};

export type PagedEvent =
  | { type: "open" }
  | { type: "search"; search: string }
  | { type: "more" }
  | { type: "loaded"; requestId: number; result: OptionPage }
  | { type: "failed"; requestId: number };

export const initialPagedOptions: PagedOptions = {
  search: "",
  items: [],
  page: 0,
  totalItems: 0,
  pending: null,
  lastRequestId: 0,
  settled: false,
  failed: false,
};

/** Whether the loader has more pages for the current search. */
export function hasMorePages(state: PagedOptions): boolean {
  return state.settled && state.items.length < state.totalItems;
}

function request(state: PagedOptions, search: string, page: number): PagedOptions {
  const id = state.lastRequestId + 1;
  return { ...state, pending: { id, search, page }, lastRequestId: id };
}

function firstPage(state: PagedOptions, search: string): PagedOptions {
  return {
    ...request(state, search, 1),
    search,
    items: [],
    page: 0,
    totalItems: 0,
    settled: false,
    failed: false,
  };
}

function appendUnique(items: readonly OptionItem[], more: readonly OptionItem[]) {
  const known = new Set(items.map((item) => item.value));
  return [...items, ...more.filter((item) => !known.has(item.value))];
}

export function pagedOptionsReducer(state: PagedOptions, event: PagedEvent): PagedOptions {
  switch (event.type) {
    case "open":
      // First opening loads page 1; after a failed load, opening again retries.
      if (state.pending || (state.settled && !state.failed)) return state;
      return firstPage(state, state.search);
    case "search": {
      // The first load waits for "open"; the same search again asks nothing.
      const search = event.search.trim();
      if (search === state.search) return state;
      return firstPage(state, search);
    }
    case "more":
      if (state.pending || !hasMorePages(state)) return state;
      return request(state, state.search, state.page + 1);
    case "loaded": {
      const pending = state.pending;
      if (!pending || pending.id !== event.requestId) return state;
      const items =
        pending.page === 1
          ? [...event.result.items]
          : appendUnique(state.items, event.result.items);
      // An empty page ends the paging even when totalItems promises more.
      const totalItems =
        event.result.items.length === 0
          ? items.length
          : Math.max(event.result.totalItems, items.length);
      return { ...state, items, totalItems, page: pending.page, pending: null, settled: true };
    }
    case "failed": {
      const pending = state.pending;
      if (!pending || pending.id !== event.requestId) return state;
      // SPEC §8: a failed option load gives an empty list; pages already shown stay.
      const items = pending.page === 1 ? [] : state.items;
      return {
        ...state,
        items,
        totalItems: items.length,
        pending: null,
        settled: true,
        failed: true,
      };
    }
  }
}

export type PagedMessage = "loading" | "noOptions" | "searchNotFound";

/** What the list says instead of (or below) its items, if anything. */
export function pagedMessage(state: PagedOptions): PagedMessage | null {
  if (state.pending) return "loading";
  if (state.settled && state.items.length === 0) {
    return state.search === "" ? "noOptions" : "searchNotFound";
  }
  return null;
}
