import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../../i18n/index.ts";
import { OverlaysGallery } from "../Gallery.tsx";

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(cleanup);

describe("OverlaysGallery", { timeout: 20_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = render(
      <I18nProvider language="en">
        <OverlaysGallery />
      </I18nProvider>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("opens a modal of each width, in Indonesian too", async () => {
    render(
      <I18nProvider language="id">
        <OverlaysGallery />
      </I18nProvider>,
    );
    for (const [label, width] of [
      ["x-small (148 px)", "148px"],
      ["small (400 px)", "400px"],
      ["half (500 px)", "500px"],
      ["medium (600 px)", "600px"],
      ["default (800 px)", "800px"],
      ["x-large (1024 px)", "1024px"],
    ] as const) {
      await userEvent.click(screen.getByRole("button", { name: label }));
      const dialog = await screen.findByRole("dialog");
      expect(dialog.style.width).toBe(width);
      await userEvent.click(within(dialog).getByRole("button", { name: "Batal" }));
      await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    }
    expect(screen.getAllByRole("button", { name: /^Buka pratinjau / })).toHaveLength(4);
  }, 30_000);
});
