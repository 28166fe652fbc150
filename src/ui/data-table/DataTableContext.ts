import { createContext, useContext } from "react";
import type { Language } from "../../i18n/index.ts";
import type { DataTableStrings } from "./strings.ts";
import type { DataTableState, TableFilters } from "./tableState.ts";

/** Whether the table selects whole rows (checkboxes) or single cells. */
export type SelectionMode = "row" | "cell";

export type DataTableContextValue = {
  state: DataTableState;
  /** Commits a next state (controlled: reports it; uncontrolled: keeps it). */
  update: (next: DataTableState) => void;
  /** SPEC §4: replaces the filters and goes back to the first page. */
  setFilters: (filters: TableFilters) => void;
  totalItems: number;
  loading: boolean;
  selectable: boolean;
  selectionMode: SelectionMode;
  /** Ids of the rows on the current page. */
  pageRowIds: readonly string[];
  /** Selection keys of the selectable cells on the current page. */
  pageCellKeys: readonly string[];
  pageSizeOptions: readonly number[];
  strings: DataTableStrings;
  language: Language;
  /** The table's accessible name; it also names the pagination landmark. */
  label: string;
};

export const DataTableContext = createContext<DataTableContextValue | null>(null);

/** The surrounding table's state and actions, for toolbars and the table's own parts. */
export function useDataTableContext(): DataTableContextValue {
  const context = useContext(DataTableContext);
  if (!context) {
    throw new Error(
      "useDataTableContext must be used inside <DataTable> (DataTableContext missing)",
    );
  }
  return context;
}
