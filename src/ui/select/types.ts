/** An entry of a dropdown (SPEC §3 "Option item: label, value"). */
export type OptionItem = { label: string; value: string };

/** One page a dropdown loader answers with (SPEC §7). */
export type OptionPage = {
  items: readonly OptionItem[];
  totalItems: number;
  limit: number;
  page: number;
};

/**
 * Loads the `page`-th page (from 1) of `limit` options matching `search`
 * (SPEC §7 "Dropdown loaders take search text and return items, totalItems, limit, page").
 */
export type OptionLoader = (search: string, page: number, limit: number) => Promise<OptionPage>;
