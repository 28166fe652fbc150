import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "wouter";
import {
  type DataTableState,
  lastPage,
  type TableSelection,
  withFilters,
} from "../../ui/data-table/index.ts";
import {
  type ListFilters,
  type ListUrlConfig,
  searchFromState,
  sortParam,
  stateFromSearch,
  stringFilters,
  withFilter,
} from "./listState.ts";

export type ListState = {
  /** The table's state: paging, sort and filters from the URL, selection from memory. */
  state: DataTableState;
  setState: (next: DataTableState) => void;
  filters: ListFilters;
  /** Sets one filter (empty clears it); back to the first page (SPEC §4). */
  setFilter: (key: string, value: string | null) => void;
  /** Sets several filters at once (a province and its city). */
  setFilters: (patch: Readonly<Record<string, string | null>>) => void;
  /** `limit`, `page` and `sort` of the list query. */
  paging: { limit: number; page: number; sort: string | undefined };
  /** Moves back to the last page when the current one is past the end (e.g. after a delete). */
  clampToTotal: (totalItems: number) => void;
  clearSelection: () => void;
};

const NO_SELECTION: TableSelection = { rows: [], cells: [] };

/**
 * A list screen's state kept in its URL (see {@link stateFromSearch}). `config` should be a
 * module-level constant.
 */
export function useListState(config: ListUrlConfig): ListState {
  const [params, setParams] = useSearchParams();
  const [selection, setSelection] = useState<TableSelection>(NO_SELECTION);
  const search = params.toString();
  const fromUrl = useMemo(
    () => stateFromSearch(new URLSearchParams(search), config),
    [search, config],
  );
  const state = useMemo(() => ({ ...fromUrl, selection }), [fromUrl, selection]);

  const setState = useCallback(
    (next: DataTableState) => {
      if (next.selection !== state.selection) setSelection(next.selection);
      const nextSearch = searchFromState(next, config).toString();
      if (nextSearch === search) return;
      // Typing a search replaces the history entry; paging, sorting and filtering can be
      // gone back from.
      const withoutSearch = (s: DataTableState) =>
        searchFromState(
          { ...s, pageIndex: 0, filters: { ...s.filters, q: "" } },
          config,
        ).toString();
      const onlySearch =
        next.filters["q"] !== state.filters["q"] && withoutSearch(next) === withoutSearch(state);
      setParams(new URLSearchParams(nextSearch), { replace: onlySearch });
    },
    [state, search, setParams, config],
  );

  const filters = useMemo(() => stringFilters(state), [state]);
  const setFilters = useCallback(
    (patch: Readonly<Record<string, string | null>>) => {
      let next = filters;
      for (const [key, value] of Object.entries(patch)) next = withFilter(next, key, value);
      setState(withFilters(state, next));
    },
    [setState, state, filters],
  );
  const setFilter = useCallback(
    (key: string, value: string | null) => setFilters({ [key]: value }),
    [setFilters],
  );

  const clampToTotal = useCallback(
    (totalItems: number) => {
      const last = lastPage(state.pageSize, totalItems);
      if (state.pageIndex + 1 > last) setState({ ...state, pageIndex: last - 1 });
    },
    [state, setState],
  );

  return {
    state,
    setState,
    filters,
    setFilter,
    setFilters,
    paging: {
      limit: state.pageSize,
      page: state.pageIndex + 1,
      sort: sortParam(state.sorting),
    },
    clampToTotal,
    clearSelection: useCallback(() => setSelection(NO_SELECTION), []),
  };
}

/** Calls `clampToTotal` once a page's total is known. */
export function useClampedPage(list: ListState, totalItems: number | undefined) {
  const { clampToTotal } = list;
  useEffect(() => {
    if (totalItems !== undefined) clampToTotal(totalItems);
  }, [totalItems, clampToTotal]);
}
