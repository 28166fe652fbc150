import { useCallback, useEffect, useReducer, useRef } from "react";
import { initialPagedOptions, type PagedOptions, pagedOptionsReducer } from "./pagedOptions.ts";
import type { OptionLoader } from "./types.ts";

export type PagedOptionsControls = {
  state: PagedOptions;
  /** Loads the first page unless it is loaded already. */
  open: () => void;
  /** Loads the first page for `search` (trimmed). */
  search: (search: string) => void;
  /** Loads the next page, if there is one and nothing is loading. */
  more: () => void;
};

/** Runs `loader` for the requests {@link pagedOptionsReducer} asks for. */
export function usePagedOptions(loader: OptionLoader, limit: number): PagedOptionsControls {
  const [state, dispatch] = useReducer(pagedOptionsReducer, initialPagedOptions);
  // The latest loader, so a caller passing a new function each render does not reload.
  const loaderRef = useRef(loader);
  useEffect(() => {
    loaderRef.current = loader;
  }, [loader]);
  const startedRef = useRef(0);

  const pending = state.pending;
  useEffect(() => {
    if (!pending || startedRef.current === pending.id) return;
    startedRef.current = pending.id;
    const requestId = pending.id;
    Promise.resolve()
      .then(() => loaderRef.current(pending.search, pending.page, limit))
      .then(
        (result) =>
          Array.isArray(result?.items)
            ? dispatch({ type: "loaded", requestId, result })
            : dispatch({ type: "failed", requestId }),
        () => dispatch({ type: "failed", requestId }),
      );
  }, [pending, limit]);

  const open = useCallback(() => dispatch({ type: "open" }), []);
  const search = useCallback((text: string) => dispatch({ type: "search", search: text }), []);
  const more = useCallback(() => dispatch({ type: "more" }), []);
  return { state, open, search, more };
}
