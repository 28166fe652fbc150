/** Width and height in pixels. */
export type Size = { width: number; height: number };
/** A rectangle in pixels, from its top-left corner. */
export type Rect = Size & { x: number; y: number };

// SPEC §9: crop preview width 500, aspect 1, initial crop 90 %, crop debounce 100 ms,
// image resize 240x240 at quality 80; SPEC §4: the result is a PNG named cropped-image.png.
export const CROP_PREVIEW_WIDTH = 500;
export const CROP_ASPECT_RATIO = 1;
export const INITIAL_CROP_PERCENT = 90;
export const CROP_DEBOUNCE_MS = 100;
export const RESIZE_TARGET: Size = { width: 240, height: 240 };
export const RESIZE_QUALITY = 80;
export const CROPPED_FILE_NAME = "cropped-image.png";
export const CROPPED_FILE_TYPE = "image/png";

/** The size an image of `natural` size is shown at when drawn `width` pixels wide. */
export function previewSize(natural: Size, width: number = CROP_PREVIEW_WIDTH): Size {
  if (natural.width <= 0 || natural.height <= 0) return { width, height: width };
  return { width, height: Math.round((width * natural.height) / natural.width) };
}

/**
 * The crop a user starts from: `percent` of the image's width with the given aspect ratio
 * (width / height), shrunk to `percent` of its height when that is too tall, and centred.
 * For aspect 1 at 90 % that is a square of 90 % of the shorter side.
 */
export function initialCropRect(
  image: Size,
  aspectRatio: number = CROP_ASPECT_RATIO,
  percent: number = INITIAL_CROP_PERCENT,
): Rect {
  const share = percent / 100;
  let width = image.width * share;
  let height = width / aspectRatio;
  if (height > image.height * share) {
    height = image.height * share;
    width = height * aspectRatio;
  }
  return { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height };
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/**
 * A crop drawn over the image shown at `shown` size, in the image's own pixels: scaled,
 * rounded to whole pixels and kept inside the image (at least one pixel each way).
 */
export function toNaturalRect(crop: Rect, shown: Size, natural: Size): Rect {
  const scaleX = shown.width > 0 ? natural.width / shown.width : 1;
  const scaleY = shown.height > 0 ? natural.height / shown.height : 1;
  const x = clamp(Math.round(crop.x * scaleX), 0, Math.max(0, natural.width - 1));
  const y = clamp(Math.round(crop.y * scaleY), 0, Math.max(0, natural.height - 1));
  const width = clamp(Math.round(crop.width * scaleX), 1, Math.max(1, natural.width - x));
  const height = clamp(Math.round(crop.height * scaleY), 1, Math.max(1, natural.height - y));
  return { x, y, width, height };
}

/**
 * The size a crop of `source` size is resized to: as large as fits in `box` (240×240)
 * with its proportions kept, so a square crop always comes out 240×240.
 */
export function resizeTarget(source: Size, box: Size = RESIZE_TARGET): Size {
  if (source.width <= 0 || source.height <= 0) return { ...box };
  const scale = Math.min(box.width / source.width, box.height / source.height);
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}
