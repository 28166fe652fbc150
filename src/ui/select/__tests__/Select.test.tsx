import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "./jsdomShims.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { Select, type SelectProps } from "../Select.tsx";
import type { OptionItem } from "../types.ts";

afterEach(cleanup);

const branches: OptionItem[] = [
  { label: "Jakarta Selatan", value: "jks" },
  { label: "Bandung", value: "bdg" },
  { label: "Surabaya", value: "sby" },
];

function renderSelect(props: Partial<SelectProps> = {}, language: Language = "en") {
  const onValueChange = vi.fn();
  const view = render(
    <I18nProvider language={language}>
      <main>
        <Select label="Branch" options={branches} onValueChange={onValueChange} {...props} />
      </main>
    </I18nProvider>,
  );
  return { ...view, onValueChange, user: userEvent.setup() };
}

function ControlledSelect() {
  const [value, setValue] = useState<string | null>("jks");
  return (
    <I18nProvider language="en">
      <Select label="Branch" options={branches} value={value} onValueChange={setValue} />
      <output>{value ?? "none"}</output>
    </I18nProvider>
  );
}

const trigger = () => screen.getByRole("combobox", { name: "Branch" });

// Ark's popups and axe are slow in jsdom when the machine is busy with other suites.
describe("Select", { timeout: 20_000 }, () => {
  it("has no detectable accessibility violations, closed and open", async () => {
    const { baseElement, user } = renderSelect({ defaultValue: "bdg" });
    const rules = { "color-contrast": { enabled: false } };
    expect((await axe.run(baseElement, { rules })).violations.map((v) => v.id)).toEqual([]);
    await user.click(trigger());
    await screen.findByRole("listbox");
    // The open list is portalled to <body>, outside the page's landmarks, like every
    // floating layer; "region" (a best practice, not a WCAG rule) would flag just that.
    const openRules = { ...rules, region: { enabled: false } };
    const open = await axe.run(baseElement, { rules: openRules });
    expect(open.violations.map((v) => v.id)).toEqual([]);
  });

  it('is labelled and shows "Select an option" while empty', () => {
    renderSelect();
    expect(trigger().textContent).toContain("Select an option");
  });

  it("speaks Indonesian when the language is id", () => {
    renderSelect({}, "id");
    expect(trigger().textContent).toContain("Pilih opsi");
  });

  it("chooses an option with the pointer", async () => {
    const { user, onValueChange } = renderSelect();
    await user.click(trigger());
    await user.click(await screen.findByRole("option", { name: "Bandung" }));
    expect(onValueChange).toHaveBeenLastCalledWith("bdg", branches[1]);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(trigger().textContent).toContain("Bandung");
  });

  it("deselects the chosen option when it is chosen again (SPEC §4)", async () => {
    const { user, onValueChange } = renderSelect({ defaultValue: "bdg" });
    await user.click(trigger());
    const option = await screen.findByRole("option", { name: "Bandung" });
    expect(option.getAttribute("aria-selected")).toBe("true");
    await user.click(option);
    expect(onValueChange).toHaveBeenLastCalledWith(null, null);
    expect(trigger().textContent).toContain("Select an option");
  });

  it("empties with the clear button (SPEC §4)", async () => {
    const { user, onValueChange } = renderSelect({ defaultValue: "sby" });
    await user.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(onValueChange).toHaveBeenLastCalledWith(null, null);
    expect(trigger().textContent).toContain("Select an option");
  });

  it("offers no clear button while empty", () => {
    renderSelect();
    expect(screen.queryByRole("button", { name: "Clear selection" })).toBeNull();
  });

  it("is operable with the keyboard", async () => {
    const { user, onValueChange } = renderSelect();
    await user.tab();
    expect(document.activeElement).toBe(trigger());
    await user.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    // The list takes focus a frame after it opens; keys sent before that reach the trigger.
    await waitFor(() => expect(document.activeElement).toBe(listbox));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onValueChange).toHaveBeenLastCalledWith("bdg", branches[1]);
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  });

  it("deselects a controlled value through onValueChange", async () => {
    render(<ControlledSelect />);
    const user = userEvent.setup();
    await user.click(trigger());
    await user.click(await screen.findByRole("option", { name: "Jakarta Selatan" }));
    expect(screen.getByRole("status").textContent).toBe("none");
    expect(trigger().textContent).toContain("Select an option");
  });

  it('says "No options" when there are none', async () => {
    const { user } = renderSelect({ options: [] });
    await user.click(trigger());
    const listbox = await screen.findByRole("listbox", { name: "Branch" });
    expect(listbox.getAttribute("aria-describedby")).toBe(screen.getByText("No options").id);
    const rules = { "color-contrast": { enabled: false }, region: { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations.map((v) => v.id)).toEqual([]);
  });

  it("marks the field invalid", () => {
    renderSelect({ invalid: true });
    expect(trigger().getAttribute("aria-invalid")).toBe("true");
  });

  it("neither opens nor clears while disabled", async () => {
    const { user } = renderSelect({ disabled: true, defaultValue: "bdg" });
    expect((trigger() as HTMLButtonElement).disabled).toBe(true);
    await user.click(trigger());
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(screen.queryByRole("button", { name: "Clear selection" })).toBeNull();
  });

  it("shows its value but neither opens nor clears while read-only", async () => {
    const { user, onValueChange } = renderSelect({ readOnly: true, defaultValue: "bdg" });
    expect(trigger().getAttribute("aria-readonly")).toBe("true");
    expect(trigger().textContent).toContain("Bandung");
    await user.click(trigger());
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(screen.queryByRole("button", { name: "Clear selection" })).toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
