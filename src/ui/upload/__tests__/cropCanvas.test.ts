import { describe, expect, it, vi } from "vitest";
import { croppedFile, renderCrop } from "../cropCanvas.ts";

const image = {} as CanvasImageSource;
const rect = { x: 280, y: 80, width: 1440, height: 1440 };
// "PNG" in base64 is "UE5H".
const DATA_URL = "data:image/png;base64,UE5H";

function fakeCanvas(context: Partial<CanvasRenderingContext2D> | null) {
  const canvas = {
    width: 0,
    height: 0,
    getContext: vi.fn(() => context),
    toDataURL: vi.fn(() => DATA_URL),
  };
  return canvas as typeof canvas & HTMLCanvasElement;
}

describe("renderCrop", () => {
  it("draws the crop resized to 240×240 and exports a PNG at quality 0.8", () => {
    const drawImage = vi.fn();
    const canvas = fakeCanvas({ drawImage });
    const result = renderCrop(image, rect, () => canvas);
    expect(result).toEqual({ ok: true, dataUrl: DATA_URL, size: { width: 240, height: 240 } });
    expect([canvas.width, canvas.height]).toEqual([240, 240]);
    expect(drawImage).toHaveBeenCalledWith(image, 280, 80, 1440, 1440, 0, 0, 240, 240);
    expect(canvas.toDataURL).toHaveBeenCalledWith("image/png", 0.8);
  });

  it("fails with canvas-missing when there is no canvas", () => {
    expect(renderCrop(image, rect, () => null)).toEqual({ ok: false, reason: "canvas-missing" });
  });

  it("fails with no-2d-context when the canvas gives no 2D context", () => {
    const canvas = fakeCanvas(null);
    expect(renderCrop(image, rect, () => canvas)).toEqual({ ok: false, reason: "no-2d-context" });
    expect(canvas.toDataURL).not.toHaveBeenCalled();
  });
});

describe("croppedFile", () => {
  it("is a PNG named cropped-image.png (SPEC §4)", async () => {
    const file = croppedFile(DATA_URL);
    expect(file.name).toBe("cropped-image.png");
    expect(file.type).toBe("image/png");
    expect(await file.text()).toBe("PNG");
  });
});
