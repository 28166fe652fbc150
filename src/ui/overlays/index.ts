export { OverlaysGallery } from "./Gallery.tsx";
export {
  ImagePreviewModal,
  type ImagePreviewModalProps,
  ImageThumbnails,
  type ImageThumbnailsProps,
  type PreviewImage,
  THUMBNAIL_SIZE,
} from "./ImagePreview.tsx";
export { Modal, type ModalProps } from "./Modal.tsx";
export {
  MODAL_MIN_WIDTH,
  MODAL_SIZES,
  MODAL_WIDTHS,
  type ModalSize,
  modalWidthStyle,
} from "./modalLayout.ts";
export { overlayStrings } from "./strings.ts";
export {
  TOOLTIP_FADE_MS,
  TOOLTIP_OFFSET_PX,
  TOOLTIP_OPEN_DELAY_MS,
  Tooltip,
  type TooltipPlacement,
  type TooltipProps,
} from "./Tooltip.tsx";
