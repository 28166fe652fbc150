import { useDataTableContext } from "./DataTableContext.ts";
import { bannerActions, linkButton, selectionBanner } from "./dataTable.styles.ts";
import { deselectAll, selectAll, selectAllCells } from "./tableState.ts";

/**
 * SPEC §4: while anything is selected, a banner says how many rows (or cells) are,
 * with Select All (everything on this page) and Deselect All (everything, every page).
 */
export function SelectionBanner() {
  const { state, update, selectable, selectionMode, pageRowIds, pageCellKeys, strings } =
    useDataTableContext();
  const selected = selectionMode === "row" ? state.selection.rows : state.selection.cells;
  if (!selectable || selected.length === 0) return null;
  const onSelectAll = () =>
    update(
      selectionMode === "row" ? selectAll(state, pageRowIds) : selectAllCells(state, pageCellKeys),
    );
  return (
    <div role="status" className={selectionBanner}>
      <span>{strings.selectedCount(selected.length)}</span>
      <div className={bannerActions}>
        <button type="button" className={linkButton} onClick={onSelectAll}>
          {strings.selectAll}
        </button>
        <button type="button" className={linkButton} onClick={() => update(deselectAll(state))}>
          {strings.deselectAll}
        </button>
      </div>
    </div>
  );
}
