/** Modal widths in px (SPEC §9). */
export const MODAL_WIDTHS = {
  "x-small": 148,
  small: 400,
  half: 500,
  medium: 600,
  default: 800,
  "x-large": 1024,
} as const;

export type ModalSize = keyof typeof MODAL_WIDTHS;

export const MODAL_SIZES = Object.keys(MODAL_WIDTHS) as ModalSize[];

/** SPEC §9 "modal min width 640". */
export const MODAL_MIN_WIDTH = 640;

/**
 * Width, min and max width of a modal of `size`, for its content's `style`.
 *
 * SPEC §9 gives both fixed widths and a min width of 640, which would erase the three
 * sizes below it. So: x-small, small and half keep their width exactly; medium and up
 * get the 640 floor as well (medium therefore shows 640 wide where there is room).
 * Nothing is ever wider than the space the positioner leaves (max-width 100%), so on
 * narrow screens every modal, and the floor, shrink to fit.
 */
export function modalWidthStyle(size: ModalSize): {
  width: string;
  minWidth: string;
  maxWidth: string;
} {
  const width = MODAL_WIDTHS[size];
  return {
    width: `${width}px`,
    minWidth: width >= MODAL_WIDTHS.medium ? `min(${MODAL_MIN_WIDTH}px, 100%)` : "0px",
    maxWidth: "100%",
  };
}
