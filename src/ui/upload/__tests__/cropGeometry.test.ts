import { describe, expect, it } from "vitest";
import {
  CROP_DEBOUNCE_MS,
  CROP_PREVIEW_WIDTH,
  CROPPED_FILE_NAME,
  initialCropRect,
  previewSize,
  RESIZE_QUALITY,
  resizeTarget,
  toNaturalRect,
} from "../cropGeometry.ts";

describe("crop constants (SPEC §4, §9)", () => {
  it("are the SPEC's", () => {
    expect(CROP_PREVIEW_WIDTH).toBe(500);
    expect(CROP_DEBOUNCE_MS).toBe(100);
    expect(RESIZE_QUALITY).toBe(80);
    expect(CROPPED_FILE_NAME).toBe("cropped-image.png");
  });
});

describe("previewSize", () => {
  it("shows the image 500 px wide with its proportions kept", () => {
    expect(previewSize({ width: 1000, height: 800 })).toEqual({ width: 500, height: 400 });
    expect(previewSize({ width: 200, height: 400 })).toEqual({ width: 500, height: 1000 });
  });
});

describe("initialCropRect (aspect 1, 90 %)", () => {
  it("is a centred square of 90 % of a landscape image's height", () => {
    expect(initialCropRect({ width: 500, height: 400 })).toEqual({
      x: 70,
      y: 20,
      width: 360,
      height: 360,
    });
  });

  it("is a centred square of 90 % of a portrait image's width", () => {
    expect(initialCropRect({ width: 400, height: 500 })).toEqual({
      x: 20,
      y: 70,
      width: 360,
      height: 360,
    });
  });

  it("covers 90 % of each side of a square image", () => {
    expect(initialCropRect({ width: 500, height: 500 })).toEqual({
      x: 25,
      y: 25,
      width: 450,
      height: 450,
    });
  });

  it("keeps other aspect ratios when asked", () => {
    const rect = initialCropRect({ width: 1000, height: 1000 }, 2, 50);
    expect(rect).toEqual({ x: 250, y: 375, width: 500, height: 250 });
  });
});

describe("toNaturalRect", () => {
  it("scales a crop on the 500 px preview into the image's own pixels", () => {
    const crop = { x: 70, y: 20, width: 360, height: 360 };
    expect(toNaturalRect(crop, { width: 500, height: 400 }, { width: 2000, height: 1600 })).toEqual(
      {
        x: 280,
        y: 80,
        width: 1440,
        height: 1440,
      },
    );
  });

  it("keeps the crop inside the image", () => {
    const crop = { x: -10, y: 390, width: 600, height: 50 };
    expect(toNaturalRect(crop, { width: 500, height: 400 }, { width: 500, height: 400 })).toEqual({
      x: 0,
      y: 390,
      width: 500,
      height: 10,
    });
  });
});

describe("resizeTarget (SPEC §9: 240x240)", () => {
  it("resizes any square crop to 240×240, up or down", () => {
    expect(resizeTarget({ width: 1440, height: 1440 })).toEqual({ width: 240, height: 240 });
    expect(resizeTarget({ width: 100, height: 100 })).toEqual({ width: 240, height: 240 });
  });

  it("fits other shapes inside 240×240 with their proportions", () => {
    expect(resizeTarget({ width: 800, height: 400 })).toEqual({ width: 240, height: 120 });
  });
});
