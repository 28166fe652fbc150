import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import "./jsdomShims.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { SelectGallery } from "../Gallery.tsx";

afterEach(cleanup);

const renderGallery = (language: Language = "en") =>
  render(
    <I18nProvider language={language}>
      <main>
        <SelectGallery />
      </main>
    </I18nProvider>,
  );

// Ark's popups and axe are slow in jsdom when the machine is busy with other suites.
describe("SelectGallery", { timeout: 20_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderGallery();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("shows the single select in its states and every multi-select mode", () => {
    renderGallery();
    for (const name of [
      "Single select",
      "Multi-select, default mode (max 3)",
      "Multi-select, filter mode",
      "Multi-select, pagination modes",
    ]) {
      expect(screen.getByRole("heading", { name })).toBeTruthy();
    }
    const branches = screen.getAllByRole("combobox", { name: "Branch" });
    expect(branches).toHaveLength(6);
    expect(branches.some((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(branches.some((b) => b.getAttribute("aria-invalid") === "true")).toBe(true);
    expect(branches.some((b) => b.getAttribute("aria-readonly") === "true")).toBe(true);
    expect(screen.getAllByRole("combobox", { name: "Employees" })).toHaveLength(5);
  });

  it("renders in Indonesian", () => {
    renderGallery("id");
    expect(screen.getByRole("heading", { name: "Select tunggal" })).toBeTruthy();
    expect(screen.getAllByRole("combobox", { name: "Cabang" }).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Pilih opsi").length).toBeGreaterThan(0);
  });
});
