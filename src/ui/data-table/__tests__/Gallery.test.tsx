import { cleanup, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../../i18n/index.ts";
import { DataTableGallery } from "../Gallery.tsx";

afterEach(cleanup);
// Ark's checkboxes and role queries over whole tables are slow in jsdom when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

describe("DataTableGallery", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = render(
      <I18nProvider language="en">
        <DataTableGallery />
      </I18nProvider>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 60_000);

  it("shows the loading, empty, paged, cell, plain and virtual tables", () => {
    render(
      <I18nProvider language="en">
        <DataTableGallery />
      </I18nProvider>,
    );
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(6);
    expect(screen.getByRole("table", { name: "Loading" }).getAttribute("aria-busy")).toBe("true");
    expect(screen.getByText("Data not found")).toBeTruthy();
    expect(screen.getByText("1-10 of 45")).toBeTruthy();
    expect(screen.getByText("2 selected")).toBeTruthy();
    expect(screen.getByRole("grid")).toBeTruthy();
    const virtual = screen.getByRole("table", { name: "500 rows, virtualised" });
    expect(virtual.getAttribute("aria-rowcount")).toBe("501");
    expect(screen.getByText("1-500 of 500")).toBeTruthy();
  });

  it("speaks Indonesian", () => {
    render(
      <I18nProvider language="id">
        <DataTableGallery />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading", { name: "Kosong" })).toBeTruthy();
    const empty = screen.getByRole("table", { name: "Kosong" });
    expect(within(empty).getByText("Data tidak ditemukan")).toBeTruthy();
    expect(screen.getByText("1-10 dari 45")).toBeTruthy();
  });
});
