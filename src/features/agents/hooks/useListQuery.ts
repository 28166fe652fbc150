import { useCallback, useMemo } from "react";
import { useSearchParams } from "wouter";
import { type AgentListQuery, parseListQuery, toSearchParams } from "../model/listQuery.ts";

export type SetListQuery = (next: AgentListQuery, options?: { replace?: boolean }) => void;

/**
 * The Employee List's state, read from and written to the URL query: every change is a
 * history entry (back and forward walk through filters and pages) unless `replace` is asked,
 * as the search box does while typing.
 */
export function useListQuery(): [AgentListQuery, SetListQuery] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query text is the identity of the params
  const query = useMemo(() => parseListQuery(params), [key]);
  const setQuery = useCallback<SetListQuery>(
    (next, options) => {
      const nextParams = toSearchParams(next);
      if (nextParams.toString() === toSearchParams(query).toString()) return;
      setParams(nextParams, { replace: options?.replace ?? false });
    },
    [query, setParams],
  );
  return [query, setQuery];
}
