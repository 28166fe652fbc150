export {
  createDataTableColumnHelper,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableFeatures,
} from "./columns.ts";
export { DataTable, type DataTableProps } from "./DataTable.tsx";
export {
  type DataTableContextValue,
  type SelectionMode,
  useDataTableContext,
} from "./DataTableContext.ts";
export { DataTableGallery } from "./Gallery.tsx";
export {
  cellKey,
  clampColumnWidth,
  createTableState,
  type DataTableState,
  DEFAULT_COLUMN_WIDTH,
  DEFAULT_PAGE_SIZE,
  deselectAll,
  goToPage,
  initialPagination,
  initialTableState,
  lastPage,
  MAX_COLUMN_WIDTH,
  MAX_ROW_HEIGHT,
  MIN_COLUMN_WIDTH,
  PAGE_SIZE_OPTIONS,
  type Pagination,
  pageOffset,
  pageRange,
  type SortRule,
  selectAll,
  type TableFilters,
  type TableSelection,
  toggleRow,
  toPagination,
  withFilters,
  withPageSize,
  withSorting,
} from "./tableState.ts";
