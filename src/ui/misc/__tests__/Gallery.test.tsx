import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { MiscGallery } from "../Gallery.tsx";

afterEach(cleanup);

const renderGallery = (language: Language) =>
  render(
    <I18nProvider language={language}>
      <MiscGallery />
    </I18nProvider>,
  );

describe("MiscGallery", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderGallery("en");
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 30_000);

  it("shows every badge colour in every size and every banner variant in every size", () => {
    const { container } = renderGallery("en");
    expect(container.querySelectorAll("[data-color]")).toHaveLength(8 * 3);
    expect(container.querySelectorAll("[data-variant]")).toHaveLength(5 * 2);
  });

  it("shows progress clamped at -5, 50 and 150", () => {
    renderGallery("en");
    const values = screen
      .getAllByRole("progressbar")
      .map((bar) => bar.getAttribute("aria-valuenow"));
    expect(values.slice(0, 3)).toEqual(["0", "50", "100"]);
  });

  it("renders in Indonesian too", () => {
    renderGallery("id");
    expect(screen.getByText("Silakan periksa kembali nanti atau kembali lain waktu.")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Berikutnya" }).length).toBeGreaterThan(0);
  });
});
