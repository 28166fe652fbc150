import {
  type ColumnDef,
  type ColumnPinningState,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  type RowData,
  rowSortingFeature,
  tableFeatures,
} from "@tanstack/react-table";
import { DEFAULT_COLUMN_WIDTH, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from "./tableState.ts";

/**
 * SPEC §3 table column meta. The CSS fields take class names made with Panda's
 * `css()` (Panda extracts styles at build time, so style objects cannot be passed in).
 */
export type DataTableColumnMeta = {
  /** Keeps the column in view while the table scrolls sideways. */
  sticky?: "left" | "right";
  /** Class for the column's header and body cells. */
  css?: string;
  /** Class for the header cell only. */
  headerCSS?: string;
  /** Class for the body cells only. */
  cellCSS?: string;
  /** Lets a long header wrap instead of staying on one line. */
  disableWhiteSpaceHeader?: boolean;
};

/** The TanStack Table features the data table uses; sorting and paging happen on the server. */
export const dataTableFeatures = tableFeatures({
  columnVisibilityFeature,
  columnPinningFeature,
  columnSizingFeature,
  rowSortingFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a `<DataTable>`; `enableSorting: true` makes its header a sort button. */
// biome-ignore lint/suspicious/noExplicitAny: columns of one table hold different value types, as in TanStack's own helper
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** TanStack's column helper, typed for `<DataTable>` columns. */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

/** Id of the checkbox column the table adds in row selection mode. */
export const SELECT_COLUMN_ID = "__select";

/** SPEC §9 sizes for every column unless it says otherwise; sorting is opt-in. */
export const defaultColumn = {
  size: DEFAULT_COLUMN_WIDTH,
  minSize: MIN_COLUMN_WIDTH,
  maxSize: MAX_COLUMN_WIDTH,
  enableSorting: false,
} as const;

/** The id TanStack Table gives a column: its `id`, else its accessor key, else its header text. */
export function columnIdOf<TData extends RowData>(
  column: DataTableColumnDef<TData>,
): string | undefined {
  if (column.id) return column.id;
  if ("accessorKey" in column && column.accessorKey !== undefined) {
    return String(column.accessorKey).replaceAll(".", "_");
  }
  return typeof column.header === "string" ? column.header : undefined;
}

/**
 * The pinning state for the leaf columns whose meta (or whose group's meta) says
 * `sticky: "left"` or `"right"`, in column order. `leading` ids are pinned left first.
 */
export function stickyPinning<TData extends RowData>(
  columns: readonly DataTableColumnDef<TData>[],
  leading: readonly string[] = [],
): ColumnPinningState {
  const pinning: ColumnPinningState = { start: [...leading], end: [] };
  const visit = (list: readonly DataTableColumnDef<TData>[], inherited?: "left" | "right") => {
    for (const column of list) {
      const sticky = column.meta?.sticky ?? inherited;
      if ("columns" in column && column.columns) {
        visit(column.columns, sticky);
        continue;
      }
      const id = columnIdOf(column);
      if (!id || !sticky) continue;
      (sticky === "left" ? pinning.start : pinning.end).push(id);
    }
  };
  visit(columns);
  return pinning;
}
