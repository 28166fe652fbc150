import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { UploadGallery } from "../Gallery.tsx";

beforeAll(() => {
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
afterEach(cleanup);

const renderGallery = (language: Language) =>
  render(
    <I18nProvider language={language}>
      <UploadGallery />
    </I18nProvider>,
  );

describe("UploadGallery", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderGallery("en");
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 30_000);

  it("shows the idle, too large, fetching and fetch-failed states", async () => {
    renderGallery("en");
    expect(screen.getByText("File size is larger than 10 KB")).toBeTruthy();
    expect(screen.getAllByText("Fetching image...").length).toBeGreaterThan(0);
    expect(await screen.findByText("Failed to fetch the image")).toBeTruthy();
  });

  it("renders in Indonesian too", async () => {
    renderGallery("id");
    expect(screen.getByText("Ukuran file lebih besar dari 10 KB")).toBeTruthy();
    expect(await screen.findByText("Gagal mengambil gambar")).toBeTruthy();
  });
});
