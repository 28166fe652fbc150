import { FlexRender, type Header, type HeaderGroup, type RowData } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cx } from "../../../styled-system/css";
import { ColumnResizer } from "./ColumnResizer.tsx";
import { type DataTableFeatures, SELECT_COLUMN_ID } from "./columns.ts";
import { useDataTableContext } from "./DataTableContext.ts";
import { headerContent, sortButton, tableCell } from "./dataTable.styles.ts";
import { pinnedCell } from "./pinnedCell.ts";
import { SelectCheckbox } from "./SelectCheckbox.tsx";
import {
  pageSelection,
  sortDirection,
  togglePageRows,
  toggleSort,
  withSorting,
} from "./tableState.ts";

type DataTableHeadProps<TData extends RowData> = {
  headerGroups: readonly HeaderGroup<DataTableFeatures, TData>[];
  onResize: (columnId: string, width: number) => void;
  /** Number the header rows, as the body rows are when only some are rendered. */
  indexRows: boolean;
};

export function DataTableHead<TData extends RowData>({
  headerGroups,
  onResize,
  indexRows,
}: DataTableHeadProps<TData>) {
  return (
    <thead>
      {headerGroups.map((group, index) => (
        <tr key={group.id} aria-rowindex={indexRows ? index + 1 : undefined}>
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} onResize={onResize} />
          ))}
        </tr>
      ))}
    </thead>
  );
}

function HeaderCell<TData extends RowData>({
  header,
  onResize,
}: {
  header: Header<DataTableFeatures, TData, unknown>;
  onResize: (columnId: string, width: number) => void;
}) {
  const { state, update } = useDataTableContext();
  const { column } = header;
  const meta = column.columnDef.meta;
  const leaf = header.subHeaders.length === 0;
  const place = leaf
    ? pinnedCell(column)
    : pinnedCell(header.getLeafHeaders()[0]?.column ?? column);
  const sortable = leaf && !header.isPlaceholder && column.getCanSort();
  const width = header.getSize();
  const name = typeof column.columnDef.header === "string" ? column.columnDef.header : column.id;

  return (
    <th
      colSpan={header.colSpan}
      scope="col"
      aria-sort={sortable ? sortDirection(state.sorting, column.id) : undefined}
      className={cx(
        tableCell({
          kind: "header",
          pinned: place.pinned,
          edge: place.edge,
          wrapHeader: meta?.disableWhiteSpaceHeader === true,
        }),
        meta?.css,
        meta?.headerCSS,
      )}
      style={{ ...place.style, width }}
    >
      {header.isPlaceholder ? null : (
        <span className={headerContent}>
          {sortable ? (
            <button
              type="button"
              className={sortButton}
              onClick={() => update(withSorting(state, toggleSort(state.sorting, column.id)))}
            >
              <FlexRender header={header} />
              <SortIcon direction={sortDirection(state.sorting, column.id)} />
            </button>
          ) : (
            <FlexRender header={header} />
          )}
        </span>
      )}
      {leaf && column.id !== SELECT_COLUMN_ID ? (
        <ResizeHandle name={name} width={width} onResize={(next) => onResize(column.id, next)} />
      ) : null}
    </th>
  );
}

function ResizeHandle({
  name,
  width,
  onResize,
}: {
  name: string;
  width: number;
  onResize: (width: number) => void;
}) {
  const { strings } = useDataTableContext();
  return <ColumnResizer width={width} label={strings.resizeColumn(name)} onResize={onResize} />;
}

function SortIcon({ direction }: { direction: "ascending" | "descending" | "none" }) {
  if (direction === "ascending") return <ArrowUp size={14} aria-hidden="true" />;
  if (direction === "descending") return <ArrowDown size={14} aria-hidden="true" />;
  return <ArrowUpDown size={14} aria-hidden="true" />;
}

/** The header of the checkbox column: selects or deselects every row of the page. */
export function PageSelectCheckbox() {
  const { state, update, pageRowIds, strings } = useDataTableContext();
  const status = pageSelection(state.selection.rows, pageRowIds);
  return (
    <SelectCheckbox
      disabled={pageRowIds.length === 0}
      checked={status === "all" ? true : status === "some" ? "indeterminate" : false}
      onToggle={() => update(togglePageRows(state, pageRowIds))}
      label={strings.selectPageRows}
    />
  );
}
