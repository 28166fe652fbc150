/** Pages longer than this render only the rows in view (@tanstack/react-virtual). */
export const DEFAULT_VIRTUALIZE_ABOVE = 50;

/** Estimated height of one body row before it is measured. */
export const ESTIMATED_ROW_HEIGHT = 48;

/** Height of the scrolling body of a virtualised table. */
export const VIRTUAL_VIEWPORT_HEIGHT = 560;

/** Whether a page of `rowCount` rows is long enough to virtualise. */
export function shouldVirtualize(rowCount: number, threshold: number): boolean {
  return rowCount > threshold;
}

/**
 * The blank space above and below the rendered rows, so the scrollbar keeps the
 * height of the whole page. `items` are the virtualiser's rows in order.
 */
export function virtualPadding(
  items: readonly { start: number; end: number }[],
  totalSize: number,
): { top: number; bottom: number } {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return { top: 0, bottom: Math.max(0, totalSize) };
  return { top: first.start, bottom: Math.max(0, totalSize - last.end) };
}
