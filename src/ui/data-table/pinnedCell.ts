import type { Column, RowData } from "@tanstack/react-table";
import type { CSSProperties } from "react";
import type { DataTableFeatures } from "./columns.ts";

type PinnedCell = {
  pinned: "start" | "end" | "none";
  edge: "start" | "end" | "none";
  style: CSSProperties;
};

/**
 * Where a sticky column sits: its offset from the table's left or right edge (the
 * widths of the sticky columns before it), and whether it is the last one, which
 * draws the shadow between sticky and scrolling columns.
 */
export function pinnedCell<TData extends RowData>(
  column: Column<DataTableFeatures, TData, unknown>,
): PinnedCell {
  const side = column.getIsPinned();
  if (side === "start") {
    const last = column.table.getStartVisibleLeafColumns().length - 1;
    return {
      pinned: "start",
      edge: column.getPinnedIndex() === last ? "start" : "none",
      style: { left: column.getStart("start") },
    };
  }
  if (side === "end") {
    return {
      pinned: "end",
      edge: column.getPinnedIndex() === 0 ? "end" : "none",
      style: { right: column.getAfter("end") },
    };
  }
  return { pinned: "none", edge: "none", style: {} };
}
