import { FlexRender, type Row, type RowData } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from "react";
import { cx } from "../../../styled-system/css";
import { Skeleton } from "../Skeleton.tsx";
import type { DataTableFeatures } from "./columns.ts";
import { useDataTableContext } from "./DataTableContext.ts";
import { cellContent, dataTable, skeletonCell, tableCell } from "./dataTable.styles.ts";
import { pinnedCell } from "./pinnedCell.ts";
import { SelectCheckbox } from "./SelectCheckbox.tsx";
import { cellKey, MAX_ROW_HEIGHT, pageOffset, toggleCell, toggleRow } from "./tableState.ts";
import { ESTIMATED_ROW_HEIGHT, virtualPadding } from "./virtualRows.ts";

const MAX_SKELETON_ROWS = 10;
const VIRTUAL_OVERSCAN = 8;

type DataTableBodyProps<TData extends RowData> = {
  rows: readonly Row<DataTableFeatures, TData>[];
  columnIds: readonly string[];
  /** Render only the rows in view of `scrollElement`. */
  virtualize: boolean;
  scrollElement: HTMLElement | null;
  /** Header rows above the body, for `aria-rowindex` when virtualised. */
  headerRowCount: number;
};

/** SPEC §4: skeleton rows while loading, "Data not found" when empty, else the page's rows. */
export function DataTableBody<TData extends RowData>(props: DataTableBodyProps<TData>) {
  const { loading, state } = useDataTableContext();
  if (loading) {
    return (
      <SkeletonRows
        columnIds={props.columnIds}
        count={Math.min(state.pageSize, MAX_SKELETON_ROWS)}
      />
    );
  }
  if (props.rows.length === 0) return <EmptyRow colSpan={props.columnIds.length} />;
  if (props.virtualize) return <VirtualRows {...props} />;
  return (
    <tbody>
      {props.rows.map((row, index) => (
        <BodyRow key={row.id} row={row} pageRow={index} />
      ))}
    </tbody>
  );
}

function SkeletonRows({ columnIds, count }: { columnIds: readonly string[]; count: number }) {
  return (
    <tbody>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows that never reorder
        <tr key={index} data-skeleton="">
          {columnIds.map((id) => (
            <td key={id} className={tableCell()}>
              <span className={skeletonCell}>
                <Skeleton width="100%" height={16} />
              </span>
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

function EmptyRow({ colSpan }: { colSpan: number }) {
  const { strings } = useDataTableContext();
  const classes = dataTable();
  return (
    <tbody>
      <tr>
        <td colSpan={colSpan} className={tableCell()}>
          <div className={classes.empty}>
            <p className={classes.emptyTitle}>{strings.emptyTitle}</p>
            <p className={classes.emptyText}>{strings.emptyDescription}</p>
          </div>
        </td>
      </tr>
    </tbody>
  );
}

function VirtualRows<TData extends RowData>({
  rows,
  columnIds,
  scrollElement,
  headerRowCount,
}: DataTableBodyProps<TData>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: VIRTUAL_OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const padding = virtualPadding(items, virtualizer.getTotalSize());
  return (
    <tbody>
      {padding.top > 0 ? <SpacerRow height={padding.top} colSpan={columnIds.length} /> : null}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <BodyRow
            key={row.id}
            row={row}
            pageRow={item.index}
            rowIndex={headerRowCount + item.index + 1}
            measureRef={virtualizer.measureElement}
          />
        );
      })}
      {padding.bottom > 0 ? <SpacerRow height={padding.bottom} colSpan={columnIds.length} /> : null}
    </tbody>
  );
}

function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer that screen readers must not count as a row
    <tr aria-hidden="true">
      <td colSpan={colSpan} style={{ height, padding: 0, border: "none" }} />
    </tr>
  );
}

function BodyRow<TData extends RowData>({
  row,
  pageRow,
  rowIndex,
  measureRef,
}: {
  row: Row<DataTableFeatures, TData>;
  pageRow: number;
  rowIndex?: number;
  measureRef?: (element: HTMLTableRowElement | null) => void;
}) {
  const { state, selectable, selectionMode } = useDataTableContext();
  const classes = dataTable();
  const selected = selectable && selectionMode === "row" && state.selection.rows.includes(row.id);
  const cellsSelectable = selectable && selectionMode === "cell";
  return (
    <tr
      ref={measureRef}
      data-index={pageRow}
      data-selected={selected ? "" : undefined}
      aria-rowindex={rowIndex}
      className={classes.row}
    >
      {row.getVisibleCells().map((cell, column) => {
        const place = pinnedCell(cell.column);
        const meta = cell.column.columnDef.meta;
        const className = cx(
          tableCell({ pinned: place.pinned, edge: place.edge, selectable: cellsSelectable }),
          meta?.css,
          meta?.cellCSS,
        );
        const content = (
          // biome-ignore lint/a11y/noStaticElementInteractions: hovering only sets a title (the whole text); there is nothing to operate
          <div
            className={cellContent}
            style={{ maxHeight: MAX_ROW_HEIGHT }}
            onMouseEnter={titleIfCut}
          >
            <FlexRender cell={cell} />
          </div>
        );
        if (cellsSelectable) {
          return (
            <SelectableCell
              key={cell.id}
              rowId={row.id}
              columnId={cell.column.id}
              position={{ row: pageRow, column }}
              className={className}
              style={place.style}
            >
              {content}
            </SelectableCell>
          );
        }
        return (
          <td key={cell.id} className={className} style={place.style}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * A cell cut short ("…") shows its whole text on hover: the title is set as the pointer
 * enters, only when the text does not fit, so whole texts get no redundant tooltip.
 */
function titleIfCut(event: MouseEvent<HTMLDivElement>) {
  const element = event.currentTarget;
  const cut =
    element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
  const text = element.textContent?.trim() ?? "";
  if (cut && text) element.title = text;
  else element.removeAttribute("title");
}

const NEXT_CELL: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** A grid cell that a click, Space or Enter selects; the arrow keys move between cells. */
function SelectableCell({
  rowId,
  columnId,
  position,
  className,
  style,
  children,
}: {
  rowId: string;
  columnId: string;
  position: { row: number; column: number };
  className: string;
  style: CSSProperties;
  children: ReactNode;
}) {
  const { state, update } = useDataTableContext();
  const key = cellKey(rowId, columnId);
  const selected = state.selection.cells.includes(key);
  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      update(toggleCell(state, key));
      return;
    }
    const move = NEXT_CELL[event.key];
    if (!move) return;
    event.preventDefault();
    const target = event.currentTarget
      .closest("tbody")
      ?.querySelector<HTMLElement>(
        `[data-row="${position.row + move[0]}"][data-col="${position.column + move[1]}"]`,
      );
    target?.focus();
  };
  return (
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a td of a role="grid" table is a grid cell
      role="gridcell"
      aria-selected={selected}
      tabIndex={0}
      data-row={position.row}
      data-col={position.column}
      className={className}
      style={style}
      onClick={() => update(toggleCell(state, key))}
      onKeyDown={onKeyDown}
    >
      {children}
    </td>
  );
}

/** The checkbox in each row of the selection column. */
export function RowSelectCheckbox({ rowId, pageRow }: { rowId: string; pageRow: number }) {
  const { state, update, strings } = useDataTableContext();
  return (
    <SelectCheckbox
      checked={state.selection.rows.includes(rowId)}
      onToggle={() => update(toggleRow(state, rowId))}
      label={strings.selectRow(pageOffset(state.pageIndex, state.pageSize) + pageRow + 1)}
    />
  );
}
