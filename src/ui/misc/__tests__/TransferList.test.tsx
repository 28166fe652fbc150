import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { TransferList, type TransferListProps } from "../TransferList.tsx";
import type { TransferItem } from "../transferRules.ts";

afterEach(cleanup);

const items: TransferItem[] = [
  { value: "jkt", label: "Jakarta" },
  { value: "bdg", label: "Bandung" },
  { value: "mdn", label: "Medan", disabled: true },
  { value: "sby", label: "Surabaya" },
];

function renderTransfer(props: Partial<TransferListProps> = {}, language: Language = "en") {
  const onValueChange = vi.fn();
  const view = render(
    <I18nProvider language={language}>
      <TransferList
        items={items}
        sourceTitle="Available"
        targetTitle="Chosen"
        onValueChange={onValueChange}
        {...props}
      />
    </I18nProvider>,
  );
  return { ...view, onValueChange };
}

const side = (title: string) => screen.getByRole("group", { name: title });
const labels = (title: string) =>
  within(side(title))
    .queryAllByRole("checkbox")
    .map((box) => box.closest("label")?.textContent);
const move = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("TransferList", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderTransfer({ defaultValue: ["bdg"] });
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("is 480px tall in a 6/1/6 grid", () => {
    const { container } = renderTransfer();
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toContain("h_480px");
    expect(root.className).toContain("grid-tc_6fr_1fr_6fr");
  });

  it("moves the ticked items right", async () => {
    const { onValueChange } = renderTransfer();
    expect(move("Move selected to Chosen").disabled).toBe(true);
    await userEvent.click(screen.getByRole("checkbox", { name: "Surabaya" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Jakarta" }));
    await userEvent.click(move("Move selected to Chosen"));
    expect(labels("Chosen")).toEqual(["Jakarta", "Surabaya"]);
    expect(labels("Available")).toEqual(["Bandung", "Medan"]);
    expect(onValueChange).toHaveBeenLastCalledWith(["jkt", "sby"]);
    // The moved items arrive unticked, so nothing is left to move.
    expect(move("Move selected to Available").disabled).toBe(true);
  });

  it("moves the ticked items left", async () => {
    const { onValueChange } = renderTransfer({ defaultValue: ["jkt", "bdg"] });
    await userEvent.click(screen.getByRole("checkbox", { name: "Bandung" }));
    await userEvent.click(move("Move selected to Available"));
    expect(labels("Chosen")).toEqual(["Jakarta"]);
    expect(onValueChange).toHaveBeenLastCalledWith(["jkt"]);
  });

  it("moves all right and all left, leaving a disabled item where it is", async () => {
    const { onValueChange } = renderTransfer();
    await userEvent.click(move("Move all to Chosen"));
    expect(labels("Chosen")).toEqual(["Jakarta", "Bandung", "Surabaya"]);
    expect(labels("Available")).toEqual(["Medan"]);
    expect(move("Move all to Chosen").disabled).toBe(true);
    await userEvent.click(move("Move all to Available"));
    expect(labels("Chosen")).toEqual([]);
    expect(onValueChange.mock.calls).toEqual([[["jkt", "bdg", "sby"]], [[]]]);
  });

  it("shows how many items of each list are ticked, and an empty list's text", async () => {
    renderTransfer();
    expect(within(side("Chosen")).getByText("No items")).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: "Bandung" }));
    expect(within(side("Available")).getByText("1 of 4 selected")).toBeTruthy();
  });

  it("when controlled, shows the value it is given", async () => {
    const { onValueChange } = renderTransfer({ value: ["sby"] });
    expect(labels("Chosen")).toEqual(["Surabaya"]);
    await userEvent.click(move("Move all to Chosen"));
    expect(onValueChange).toHaveBeenCalledWith(["jkt", "bdg", "sby"]);
    expect(labels("Chosen")).toEqual(["Surabaya"]);
  });

  it("moves nothing while disabled", () => {
    renderTransfer({ disabled: true });
    for (const box of screen.getAllByRole("checkbox"))
      expect((box as HTMLInputElement).disabled).toBe(true);
    for (const button of screen.getAllByRole("button"))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("speaks Indonesian", () => {
    renderTransfer({}, "id");
    expect(move("Pindahkan semua ke Chosen")).toBeTruthy();
    expect(within(side("Chosen")).getByText("Tidak ada item")).toBeTruthy();
  });
});
