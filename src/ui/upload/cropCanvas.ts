import {
  CROPPED_FILE_NAME,
  CROPPED_FILE_TYPE,
  RESIZE_QUALITY,
  type Rect,
  resizeTarget,
  type Size,
} from "./cropGeometry.ts";
import { base64ToFile } from "./imageFile.ts";

/** Makes the canvas a crop is drawn on; null when there is none to be had. */
export type CanvasFactory = () => HTMLCanvasElement | null;

/** The image-handling steps of the crop dialog; tests and non-DOM hosts swap them. */
export type CropTools = {
  createCanvas: CanvasFactory;
  /** Reads a chosen file into a data URL. */
  readFile: (file: File) => Promise<string>;
  /** Loads an image from a URL; rejects when it cannot be fetched or decoded. */
  loadImage: (src: string) => Promise<HTMLImageElement>;
};

/** Why a crop could not be made (SPEC §8 image errors). */
export type CropFailure = "canvas-missing" | "no-2d-context" | "fetch-failed";

export type CropRenderResult =
  | { ok: true; dataUrl: string; size: Size }
  | { ok: false; reason: Exclude<CropFailure, "fetch-failed"> };

/**
 * Draws the `rect` part of `image` (in the image's own pixels) on a fresh canvas, resized
 * to fit 240×240, and returns it as a PNG data URL at quality 80 (SPEC §9).
 */
export function renderCrop(
  image: CanvasImageSource,
  rect: Rect,
  createCanvas: CanvasFactory,
): CropRenderResult {
  const canvas = createCanvas();
  if (!canvas) return { ok: false, reason: "canvas-missing" };
  const size = resizeTarget(rect);
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) return { ok: false, reason: "no-2d-context" };
  context.imageSmoothingQuality = "high";
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height);
  return { ok: true, dataUrl: canvas.toDataURL(CROPPED_FILE_TYPE, RESIZE_QUALITY / 100), size };
}

/** The file a successful render stands for: a PNG named cropped-image.png (SPEC §4). */
export function croppedFile(dataUrl: string): File {
  return base64ToFile(dataUrl, CROPPED_FILE_NAME);
}

function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string") resolve(reader.result);
      else reject(new Error("The file could not be read as a data URL"));
    };
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

function loadImageElement(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be loaded"));
    image.src = src;
  });
}

/** The browser's own canvas, file reader and image loading. */
export const browserCropTools: CropTools = {
  createCanvas: () => document.createElement("canvas"),
  readFile: readFileAsDataUrl,
  loadImage: loadImageElement,
};
