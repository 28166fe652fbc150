import "./jsdomShims.ts";
import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { DatePickerGallery } from "../index.ts";

afterEach(cleanup);

const renderGallery = (language: Language = "en") =>
  render(
    <I18nProvider language={language}>
      <main>
        <DatePickerGallery />
      </main>
    </I18nProvider>,
  );

const fields = () =>
  screen.getAllByRole("button").filter((button) => button.getAttribute("aria-haspopup") === "grid");

describe("DatePickerGallery", { timeout: 30_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderGallery();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("shows every type and the states", () => {
    renderGallery();
    for (const name of ["Date", "Week", "Month", "Year", "Min and max", "States"]) {
      expect(screen.getByRole("heading", { name })).toBeTruthy();
    }
    const all = fields();
    expect(all).toHaveLength(15);
    expect(all.some((field) => (field as HTMLButtonElement).disabled)).toBe(true);
    expect(all.some((field) => field.getAttribute("aria-invalid") === "true")).toBe(true);
    expect(all.some((field) => field.textContent === "Pick a date")).toBe(true);
    expect(all.some((field) => field.textContent === "-")).toBe(true);
    expect(
      all.some((field) => /^\d\d-\d\d-\d{4} – \d\d-\d\d-\d{4}$/.test(field.textContent ?? "")),
    ).toBe(true);
  });

  it("speaks Indonesian when the language is id", () => {
    renderGallery("id");
    expect(screen.getByRole("heading", { name: "Pemilih tanggal" })).toBeTruthy();
    expect(fields().some((field) => field.textContent === "Pilih tanggal")).toBe(true);
  });
});
