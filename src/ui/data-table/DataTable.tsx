import {
  type ColumnSizingState,
  type RowData,
  type SortingState,
  useTable,
} from "@tanstack/react-table";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useI18n } from "../../i18n/index.ts";
import {
  type DataTableColumnDef,
  dataTableFeatures,
  defaultColumn,
  SELECT_COLUMN_ID,
  stickyPinning,
} from "./columns.ts";
import { DataTableBody, RowSelectCheckbox } from "./DataTableBody.tsx";
import {
  DataTableContext,
  type DataTableContextValue,
  type SelectionMode,
} from "./DataTableContext.ts";
import { DataTableHead, PageSelectCheckbox } from "./DataTableHead.tsx";
import { DataTablePagination } from "./DataTablePagination.tsx";
import { dataTable, visuallyHidden } from "./dataTable.styles.ts";
import { SelectionBanner } from "./SelectionBanner.tsx";
import { dataTableStrings } from "./strings.ts";
import {
  cellKey,
  createTableState,
  type DataTableState,
  PAGE_SIZE_OPTIONS,
  pageOffset,
  type TableFilters,
  withFilters,
} from "./tableState.ts";
import {
  DEFAULT_VIRTUALIZE_ABOVE,
  shouldVirtualize,
  VIRTUAL_VIEWPORT_HEIGHT,
} from "./virtualRows.ts";

const SELECT_COLUMN_WIDTH = 48;

export type DataTableProps<TData extends RowData> = {
  columns: readonly DataTableColumnDef<TData>[];
  /** The rows of the current page only; the server does the paging (SPEC §9). */
  data: readonly TData[];
  /** Rows on every page together; `data.length` unless given. */
  totalItems?: number;
  /** Controlled state: give it with `onStateChange` and feed each reported state back. */
  state?: DataTableState;
  /** Starting state when uncontrolled; pageIndex 0 and pageSize 10 unless given (SPEC §3). */
  defaultState?: Partial<DataTableState>;
  /** Every change (page, size, sort, filters, selection); unchanged states are not reported. */
  onStateChange?: (state: DataTableState) => void;
  /** Shows skeleton rows instead of `data`. */
  loading?: boolean;
  /** A row's stable id; selection is kept by it across pages. Default: `row.id`, else its position. */
  getRowId?: (row: TData, index: number) => string;
  /** SPEC §4: selection is on unless turned off. */
  selectable?: boolean;
  /** Select whole rows with checkboxes, or single cells. */
  selectionMode?: SelectionMode;
  /** Pages with more rows than this render only the rows in view. */
  virtualizeAbove?: number;
  /** SPEC §9: 10, 20, 30, 40 and 50 unless given. */
  pageSizeOptions?: readonly number[];
  /** Accessible name of the table; give each table on a page its own. */
  label?: string;
  /** Filters and actions above the table; they reach the state with `useDataTableContext`. */
  toolbar?: ReactNode;
};

/**
 * A server-paginated table (SPEC §2, §4, §9): loading, empty and data states,
 * row or cell selection with a banner, sticky and resizable columns, sortable
 * headers, and virtual rows for long pages.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  totalItems = data.length,
  state: controlledState,
  defaultState,
  onStateChange,
  loading = false,
  getRowId,
  selectable = true,
  selectionMode = "row",
  virtualizeAbove = DEFAULT_VIRTUALIZE_ABOVE,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  label,
  toolbar,
}: DataTableProps<TData>) {
  const { language } = useI18n();
  const strings = dataTableStrings[language];
  const classes = dataTable();
  // State, not a ref: the virtual rows render inside the region, so their effects
  // run before a ref to it would be set, and they need a render once it exists.
  const [scrollElement, setScrollElement] = useState<HTMLElement | null>(null);

  const [ownState, setOwnState] = useState(() => createTableState(defaultState));
  const state = controlledState ?? ownState;
  const update = useCallback(
    (next: DataTableState) => {
      if (next === state) return;
      if (!controlledState) setOwnState(next);
      onStateChange?.(next);
    },
    [state, controlledState, onStateChange],
  );

  const withCheckboxes = selectable && selectionMode === "row";
  const allColumns = useMemo(
    () => (withCheckboxes ? [selectColumn as DataTableColumnDef<TData>, ...columns] : columns),
    [columns, withCheckboxes],
  );
  const columnPinning = useMemo(
    () => stickyPinning(allColumns, withCheckboxes ? [SELECT_COLUMN_ID] : []),
    [allColumns, withCheckboxes],
  );
  const sorting = useMemo<SortingState>(() => [...state.sorting], [state.sorting]);
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});

  const offset = pageOffset(state.pageIndex, state.pageSize);
  const rowIdOf = useCallback(
    (row: TData, index: number) =>
      getRowId ? getRowId(row, index) : fallbackRowId(row, offset + index),
    [getRowId, offset],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data,
    defaultColumn,
    getRowId: rowIdOf,
    manualSorting: true,
    state: { sorting, columnPinning, columnSizing },
    onColumnSizingChange: setColumnSizing,
  });

  const rows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  const columnIds = leafColumns.map((column) => column.id);
  const headerGroups = table.getHeaderGroups();
  const pageRowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const pageCellKeys = useMemo(
    () =>
      rows.flatMap((row) =>
        row
          .getVisibleCells()
          .filter((cell) => cell.column.id !== SELECT_COLUMN_ID)
          .map((cell) => cellKey(row.id, cell.column.id)),
      ),
    [rows],
  );

  const context = useMemo<DataTableContextValue>(
    () => ({
      state,
      update,
      setFilters: (filters: TableFilters) => update(withFilters(state, filters)),
      totalItems,
      loading,
      selectable,
      selectionMode,
      pageRowIds,
      pageCellKeys,
      pageSizeOptions,
      strings,
      language,
      label: label ?? strings.table,
    }),
    [
      state,
      update,
      totalItems,
      loading,
      selectable,
      selectionMode,
      pageRowIds,
      pageCellKeys,
      pageSizeOptions,
      strings,
      language,
      label,
    ],
  );

  const virtualize = !loading && shouldVirtualize(rows.length, virtualizeAbove);
  const cellGrid = selectable && selectionMode === "cell";
  const onResize = useCallback(
    (columnId: string, width: number) =>
      setColumnSizing((sizes) => ({ ...sizes, [columnId]: width })),
    [],
  );

  return (
    <DataTableContext.Provider value={context}>
      <div className={classes.root}>
        {toolbar ? <div className={classes.toolbar}>{toolbar}</div> : null}
        <SelectionBanner />
        {loading ? (
          <span role="status" className={visuallyHidden}>
            {strings.loading}
          </span>
        ) : null}
        <section
          ref={setScrollElement}
          aria-label={context.label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the region, so it takes focus
          tabIndex={0}
          className={classes.scroller}
          style={virtualize ? { height: VIRTUAL_VIEWPORT_HEIGHT } : undefined}
        >
          <table
            {...(cellGrid ? gridRole : undefined)}
            aria-label={context.label}
            aria-busy={loading || undefined}
            aria-rowcount={virtualize ? headerGroups.length + rows.length : undefined}
            className={classes.table}
            style={{ width: table.getTotalSize() }}
          >
            <colgroup>
              {leafColumns.map((column) => (
                <col key={column.id} style={{ width: column.getSize() }} />
              ))}
            </colgroup>
            <DataTableHead headerGroups={headerGroups} onResize={onResize} indexRows={virtualize} />
            <DataTableBody
              rows={rows}
              columnIds={columnIds}
              virtualize={virtualize}
              scrollElement={scrollElement}
              headerRowCount={headerGroups.length}
            />
          </table>
        </section>
        <DataTablePagination />
      </div>
    </DataTableContext.Provider>
  );
}

/** In cell selection mode the table is a grid whose cells (its `td`s) can be selected. */
const gridRole = { role: "grid", "aria-multiselectable": true } as const;

/** The checkbox column of row selection mode: narrow, fixed, never sorted. */
const selectColumn: DataTableColumnDef<RowData> = {
  id: SELECT_COLUMN_ID,
  header: () => <PageSelectCheckbox />,
  cell: ({ row }) => <RowSelectCheckbox rowId={row.id} pageRow={row.index} />,
  size: SELECT_COLUMN_WIDTH,
  minSize: SELECT_COLUMN_WIDTH,
  maxSize: SELECT_COLUMN_WIDTH,
  enableSorting: false,
};

function fallbackRowId(row: unknown, position: number): string {
  if (typeof row === "object" && row !== null && "id" in row) {
    const { id } = row as { id: unknown };
    if (typeof id === "string" || typeof id === "number") return String(id);
  }
  return String(position);
}
