export {
  browserCropTools,
  type CanvasFactory,
  type CropFailure,
  type CropTools,
} from "./cropCanvas.ts";
export {
  CROP_DEBOUNCE_MS,
  CROP_PREVIEW_WIDTH,
  CROPPED_FILE_NAME,
  RESIZE_QUALITY,
  RESIZE_TARGET,
} from "./cropGeometry.ts";
export { UploadGallery } from "./Gallery.tsx";
export {
  type CroppedImage,
  ImageCropDialog,
  type ImageCropDialogProps,
  ImageCropPanel,
  type ImageCropPanelProps,
} from "./ImageCropDialog.tsx";
export { ImageUpload, type ImageUploadProps, type UploadRejection } from "./ImageUpload.tsx";
export {
  base64ToFile,
  checkFileSize,
  DEFAULT_IMAGE_ACCEPT,
  DEFAULT_MAX_IMAGE_SIZE,
  formatFileSize,
  type UploadError,
} from "./imageFile.ts";
