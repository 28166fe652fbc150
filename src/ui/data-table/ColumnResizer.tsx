import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { resizer } from "./dataTable.styles.ts";
import { clampColumnWidth, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from "./tableState.ts";

const KEY_STEP = 10;
const LARGE_KEY_STEP = 50;

type ColumnResizerProps = {
  width: number;
  label: string;
  onResize: (width: number) => void;
};

/**
 * The handle on a header's edge: drag it, or focus it and use the arrow keys
 * (Shift for bigger steps, Home and End for the limits). SPEC §9: 100 to 500px.
 */
export function ColumnResizer({ width, label, onResize }: ColumnResizerProps) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onResize(clampColumnWidth(drag.current.startWidth + event.clientX - drag.current.startX));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? LARGE_KEY_STEP : KEY_STEP;
    const next: Record<string, number> = {
      ArrowLeft: width - step,
      ArrowRight: width + step,
      Home: MIN_COLUMN_WIDTH,
      End: MAX_COLUMN_WIDTH,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onResize(clampColumnWidth(target));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable splitter has no native element; <hr> cannot take focus or a value
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      tabIndex={0}
      className={resizer}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
