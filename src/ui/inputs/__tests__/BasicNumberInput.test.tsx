import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { BasicNumberInput, type BasicNumberInputProps } from "../BasicNumberInput.tsx";

afterEach(cleanup);

type BasicHarnessProps = Partial<BasicNumberInputProps> & { spy: (value: number | null) => void };

function BasicHarness({ spy, value: initial = null, ...props }: BasicHarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <BasicNumberInput
      label="Age"
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        spy(next);
      }}
    />
  );
}

function renderBasic(props: Partial<BasicNumberInputProps> = {}, language: Language = "en") {
  const onValueChange = vi.fn<(value: number | null) => void>();
  render(
    <I18nProvider language={language}>
      <BasicHarness {...props} spy={onValueChange} />
      <button type="button">elsewhere</button>
    </I18nProvider>,
  );
  const input = screen.getByRole("spinbutton", { name: "Age" }) as HTMLInputElement;
  return { input, onValueChange };
}

describe("BasicNumberInput", { timeout: 20_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = render(
      <I18nProvider language="en">
        <BasicNumberInput label="Age" value={30} min={17} max={65} helperText="17 to 65" />
        <BasicNumberInput label="Broken" value={3} invalid errorText="Not allowed" />
        <BasicNumberInput label="Locked" value={3} disabled />
        <BasicNumberInput label="Fixed" value={3} readOnly />
      </I18nProvider>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("is a native number field that reports numbers", async () => {
    const { input, onValueChange } = renderBasic();
    expect(input.type).toBe("number");
    await userEvent.type(input, "42");
    expect(onValueChange).toHaveBeenLastCalledWith(42);
  });

  it("blocks the keys -, + and e", async () => {
    const { input, onValueChange } = renderBasic();
    // fireEvent returns false when a handler prevented the key's default.
    for (const key of ["-", "+", "e", "E"]) expect(fireEvent.keyDown(input, { key })).toBe(false);
    expect(fireEvent.keyDown(input, { key: "5" })).toBe(true);
    await userEvent.type(input, "-1e+2E");
    expect(input.value).toBe("12");
    expect(onValueChange).toHaveBeenLastCalledWith(12);
  });

  it("rejects a value above max: not applied, marked invalid", async () => {
    const { input, onValueChange } = renderBasic({ max: 100 });
    await userEvent.type(input, "150");
    expect(input.value).toBe("15");
    expect(onValueChange).toHaveBeenLastCalledWith(15);
    expect(onValueChange).not.toHaveBeenCalledWith(150);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The maximum is 100")).toBeTruthy();
  });

  it("rejects a value below min: never applied, marked invalid", async () => {
    const { input, onValueChange } = renderBasic({ min: 10, max: 12 });
    await userEvent.type(input, "5");
    expect(input.value).toBe("");
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The minimum is 10")).toBeTruthy();
  });

  it("lets text below min grow into range, but does not apply it on the way", async () => {
    const { input, onValueChange } = renderBasic({ min: 10 });
    await userEvent.type(input, "1");
    expect(input.value).toBe("1");
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    await userEvent.type(input, "5");
    expect(onValueChange).toHaveBeenLastCalledWith(15);
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("drops text still below min when the field is left", async () => {
    const { input, onValueChange } = renderBasic({ min: 10, value: 20 });
    await userEvent.clear(input);
    await userEvent.type(input, "1");
    await userEvent.tab();
    expect(input.value).toBe("");
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith(null);
  });

  it("speaks Indonesian when the language is id", async () => {
    const { input } = renderBasic({ max: 5 }, "id");
    await userEvent.type(input, "9");
    expect(screen.getByText("Nilai maksimal 5")).toBeTruthy();
  });

  it("honours disabled and read-only", async () => {
    const { input, onValueChange } = renderBasic({ value: 3, readOnly: true });
    await userEvent.type(input, "4");
    expect(input.value).toBe("3");
    expect(onValueChange).not.toHaveBeenCalled();
    cleanup();
    const locked = renderBasic({ disabled: true });
    expect(locked.input.disabled).toBe(true);
  });
});
