import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../../i18n/index.ts";
import { InputsGallery } from "../Gallery.tsx";

afterEach(cleanup);

describe("InputsGallery", { timeout: 20_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = render(
      <I18nProvider language="en">
        <InputsGallery />
      </I18nProvider>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("shows every input in its states, in Indonesian too", () => {
    render(
      <I18nProvider language="id">
        <InputsGallery />
      </I18nProvider>,
    );
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(6);
    expect(screen.getByText("12/10")).toBeTruthy();
    expect(screen.getAllByText("Maksimal 10 karakter")).toHaveLength(1);
    expect(screen.getAllByRole("textbox", { name: "Disabled" })).toHaveLength(3);
    expect(screen.getAllByRole("spinbutton", { name: "Read-only" })).toHaveLength(3);
  });
});
