import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { ImagePreviewModal, ImageThumbnails, type PreviewImage } from "../ImagePreview.tsx";

afterEach(cleanup);

const pixel = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="${colour}"/></svg>`,
  )}`;

const images: PreviewImage[] = [
  { src: pixel("red"), alt: "Selfie at check-in", fileName: "selfie.svg" },
  { src: pixel("green"), alt: "Shop front" },
  { src: pixel("blue"), alt: "Receipt", fileName: "receipt.svg" },
];

function renderThumbnails(language: Language = "en", title?: string) {
  return render(
    <I18nProvider language={language}>
      <ImageThumbnails images={images} title={title} />
    </I18nProvider>,
  );
}

describe("ImageThumbnails and ImagePreviewModal", { timeout: 20_000 }, () => {
  it("have no detectable accessibility violations", async () => {
    const { baseElement } = renderThumbnails();
    let results = await axe.run(baseElement, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Open preview of Receipt" }));
    await screen.findByRole("dialog");
    results = await axe.run(baseElement, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("shows 100 px thumbnails", () => {
    renderThumbnails();
    const thumbs = screen.getAllByRole("button", { name: /^Open preview of / });
    expect(thumbs).toHaveLength(3);
    for (const thumb of thumbs) {
      const img = thumb.querySelector("img") as HTMLImageElement;
      expect(img.getAttribute("width")).toBe("100");
      expect(img.getAttribute("height")).toBe("100");
    }
  });

  it("opens the pressed thumbnail in a modal titled Preview", async () => {
    renderThumbnails();
    await userEvent.click(screen.getByRole("button", { name: "Open preview of Shop front" }));
    const dialog = await screen.findByRole("dialog", { name: "Preview" });
    const img = within(dialog).getByRole("img", { name: "Shop front" }) as HTMLImageElement;
    expect(img.src).toBe(images[1]?.src);
  });

  it("takes another title", async () => {
    renderThumbnails("en", "Check-in photo");
    await userEvent.click(screen.getByRole("button", { name: "Open preview of Receipt" }));
    expect(await screen.findByRole("dialog", { name: "Check-in photo" })).toBeTruthy();
  });

  it("has Close and Download, and Download saves the image", async () => {
    renderThumbnails();
    await userEvent.click(
      screen.getByRole("button", { name: "Open preview of Selfie at check-in" }),
    );
    const dialog = await screen.findByRole("dialog");
    const download = within(dialog).getByRole("link", { name: "Download" });
    expect(download.getAttribute("href")).toBe(images[0]?.src);
    expect(download.getAttribute("download")).toBe("selfie.svg");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers only Close to close it, with no second close control", async () => {
    renderThumbnails();
    await userEvent.click(screen.getByRole("button", { name: "Open preview of Receipt" }));
    const dialog = await screen.findByRole("dialog");
    const buttons = within(dialog)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(buttons).toEqual(["Close"]);
  });

  it("speaks Indonesian when the language is id", async () => {
    renderThumbnails("id");
    await userEvent.click(screen.getByRole("button", { name: "Buka pratinjau Receipt" }));
    const dialog = await screen.findByRole("dialog", { name: "Pratinjau" });
    expect(within(dialog).getByRole("button", { name: "Tutup" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Unduh" })).toBeTruthy();
  });

  it("calls onClose from Close and Escape when used on its own", async () => {
    const onClose = vi.fn();
    render(
      <I18nProvider language="en">
        <ImagePreviewModal open image={images[2] ?? null} onClose={onClose} />
      </I18nProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
