import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import type { CropTools } from "../cropCanvas.ts";
import { ImageCropPanel } from "../ImageCropDialog.tsx";
import { ImageUpload, type ImageUploadProps } from "../ImageUpload.tsx";

// "PNG" in base64 is "UE5H".
const DATA_URL = "data:image/png;base64,UE5H";

beforeAll(() => {
  // jsdom has no ResizeObserver; Ark's cropper watches its viewport with one.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** An image element that claims to be 1000×800, as a decoded photo would. */
function loadedImage() {
  const image = document.createElement("img");
  Object.defineProperty(image, "naturalWidth", { value: 1000 });
  Object.defineProperty(image, "naturalHeight", { value: 800 });
  return image;
}

/** Canvas, image loading and 2D context stand-ins: jsdom has no canvas. */
function fakeTools(overrides: Partial<CropTools> = {}) {
  const image = loadedImage();
  const drawImage = vi.fn();
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ({ drawImage }),
    toDataURL: () => DATA_URL,
  } as unknown as HTMLCanvasElement;
  const tools: Partial<CropTools> = {
    loadImage: vi.fn(async () => image),
    createCanvas: () => canvas,
    ...overrides,
  };
  return { tools, image, drawImage };
}

function renderUpload(props: Partial<ImageUploadProps> = {}, language: Language = "en") {
  const onChange = vi.fn();
  const onReject = vi.fn();
  const view = render(
    <I18nProvider language={language}>
      <ImageUpload label="Profile photo" onChange={onChange} onReject={onReject} {...props} />
    </I18nProvider>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return { ...view, input, onChange, onReject };
}

const cropButton = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

/** The Crop button, once the image has loaded and it can be pressed. */
async function readyButton(name: string) {
  await waitFor(() => expect(cropButton(name).disabled).toBe(false));
  return cropButton(name);
}

const image = (name = "photo.png", size = 1024) =>
  new File([new Uint8Array(size)], name, { type: "image/png" });

describe("ImageUpload", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderUpload({ errorText: "Photo is required" });
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("has no detectable accessibility violations with the crop dialog open", async () => {
    const { tools } = fakeTools();
    const { input, baseElement } = renderUpload({ cropTools: tools });
    await userEvent.upload(input, image());
    await readyButton("Crop");
    const results = await axe.run(baseElement, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("refuses a file of a type it does not take", async () => {
    const { input, onReject } = renderUpload();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(input, new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This type of file cannot be uploaded here",
    );
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ code: "invalid-type" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows an error from outside, and a refusal's own message over it", async () => {
    const { input } = renderUpload({ errorText: "Photo is required", maxSize: 10 });
    expect(screen.getByRole("alert").textContent).toBe("Photo is required");
    await userEvent.upload(input, image("big.png", 11));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("File size is larger than 10 B"),
    );
  });

  it("takes images only by default, and the types the caller gives", () => {
    expect(renderUpload().input.accept).toBe("image/*");
    cleanup();
    expect(renderUpload({ accept: "image/png" }).input.accept).toBe("image/png");
  });

  it("takes a single file", () => {
    expect(renderUpload().input.multiple).toBe(false);
  });

  it("refuses a file larger than the maximum with size-too-large", async () => {
    const { input, onChange, onReject } = renderUpload({ maxSize: 1024 });
    await userEvent.upload(input, image("big.png", 1025));
    expect((await screen.findByRole("alert")).textContent).toBe("File size is larger than 1 KB");
    expect(onReject).toHaveBeenCalledWith({
      code: "size-too-large",
      message: "File size is larger than 1 KB",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("names the default maximum, 5 MB, in Indonesian too", async () => {
    const { input } = renderUpload({}, "id");
    await userEvent.upload(input, image("big.png", 5 * 1024 * 1024 + 1));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Ukuran file lebih besar dari 5 MB",
    );
  });

  it("opens the crop dialog for an accepted image and clears an earlier refusal", async () => {
    const { tools } = fakeTools();
    const { input } = renderUpload({ maxSize: 2048, cropTools: tools });
    await userEvent.upload(input, image("big.png", 4096));
    await screen.findByRole("alert");
    await userEvent.upload(input, image("ok.png", 1024));
    const dialog = await screen.findByRole("dialog", { name: "Crop image" });
    expect(dialog).toBeTruthy();
    expect(screen.queryByText("File size is larger than 2 KB")).toBeNull();
  });

  it("on Crop emits the 240×240 PNG named cropped-image.png, cut at the initial 90 % square", async () => {
    const { tools, image: loaded, drawImage } = fakeTools();
    const { input, onChange } = renderUpload({ cropTools: tools });
    await userEvent.upload(input, image());
    await userEvent.click(await readyButton("Crop"));

    expect(onChange).toHaveBeenCalledTimes(1);
    const file = onChange.mock.calls[0]?.[0] as File;
    expect(file.name).toBe("cropped-image.png");
    expect(file.type).toBe("image/png");
    expect(await file.text()).toBe("PNG");
    // 1000×800 shown 500×400: a 360 px square at (70, 20), i.e. 720 px at (140, 40).
    expect(drawImage).toHaveBeenLastCalledWith(loaded, 140, 40, 720, 720, 0, 0, 240, 240);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("img", { name: "Current image" }).getAttribute("src")).toBe(DATA_URL);
  });

  it("on Cancel closes without emitting, and the same file can be chosen again", async () => {
    const { tools } = fakeTools();
    const { input, onChange } = renderUpload({ cropTools: tools });
    const file = image();
    await userEvent.upload(input, file);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.upload(input, file);
    expect(await screen.findByRole("dialog", { name: "Crop image" })).toBeTruthy();
  });

  it("shows the image the field already holds", () => {
    renderUpload({ imageUrl: "https://files.example/avatar.png" });
    expect(screen.getByRole("img", { name: "Current image" }).getAttribute("src")).toBe(
      "https://files.example/avatar.png",
    );
  });

  it("does nothing while disabled", async () => {
    const { input } = renderUpload({ disabled: true });
    expect(input.disabled).toBe(true);
    expect(
      screen.getByRole("button", { name: /Profile photo/ }).getAttribute("aria-disabled"),
    ).toBe("true");
  });
});

function renderPanel(tools: Partial<CropTools>, language: Language = "en") {
  const onCrop = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <I18nProvider language={language}>
      <ImageCropPanel source={DATA_URL} onCrop={onCrop} onCancel={onCancel} tools={tools} />
    </I18nProvider>,
  );
  return { ...view, onCrop, onCancel };
}

describe("ImageCropPanel", () => {
  it("has no detectable accessibility violations", async () => {
    const { tools } = fakeTools();
    const { container } = renderPanel(tools);
    await readyButton("Crop");
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says "Fetching image..." while the image loads, with Crop unavailable', () => {
    renderPanel({ loadImage: () => new Promise(() => {}) });
    expect(screen.getByRole("status").textContent).toBe("Fetching image...");
    expect((screen.getByRole("button", { name: "Crop" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "Failed to fetch the image" when it cannot be loaded', async () => {
    const { onCancel } = renderPanel({ loadImage: () => Promise.reject(new Error("404")) });
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch the image");
    expect((screen.getByRole("button", { name: "Crop" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says "Crop canvas does not exist" when no canvas can be made', async () => {
    const { tools } = fakeTools({ createCanvas: () => null });
    const { onCrop } = renderPanel(tools);
    await userEvent.click(await readyButton("Crop"));
    expect(screen.getByRole("alert").textContent).toBe("Crop canvas does not exist");
    expect(onCrop).not.toHaveBeenCalled();
  });

  it('says "Failed to get 2D context" when the canvas has no 2D context', async () => {
    const canvas = { getContext: () => null } as unknown as HTMLCanvasElement;
    const { tools } = fakeTools({ createCanvas: () => canvas });
    const { onCrop } = renderPanel(tools);
    await userEvent.click(await readyButton("Crop"));
    expect(screen.getByRole("alert").textContent).toBe("Failed to get 2D context");
    expect(onCrop).not.toHaveBeenCalled();
  });

  it("speaks Indonesian for its errors", async () => {
    const { tools } = fakeTools({ createCanvas: () => null });
    renderPanel(tools, "id");
    await userEvent.click(await readyButton("Pangkas"));
    expect(screen.getByRole("alert").textContent).toBe("Kanvas pemangkasan tidak ada");
  });

  it("draws the preview 100 ms after the crop settles", async () => {
    vi.useFakeTimers();
    const { tools, drawImage } = fakeTools();
    renderPanel(tools);
    await act(async () => {});
    expect(cropButton("Crop").disabled).toBe(false);
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(screen.queryByRole("img", { name: "Preview" })).toBeNull();
    expect(drawImage).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("img", { name: "Preview" }).getAttribute("src")).toBe(DATA_URL);
  });
});
