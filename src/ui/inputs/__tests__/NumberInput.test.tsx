import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { NumberInput, type NumberInputProps, type NumberValueDetails } from "../NumberInput.tsx";

afterEach(cleanup);

type NumberHarnessProps = Partial<NumberInputProps> & {
  spy: (details: NumberValueDetails) => void;
};

// Owns the value the way a form does.
function NumberHarness({ spy, value: initial = null, ...props }: NumberHarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <NumberInput
      label="Quantity"
      {...props}
      value={value}
      onValueChange={(details) => {
        setValue(details.value);
        spy(details);
      }}
    />
  );
}

function renderNumber(props: Partial<NumberInputProps> = {}, language: Language = "en") {
  const onValueChange = vi.fn<(details: NumberValueDetails) => void>();
  const view = render(
    <I18nProvider language={language}>
      <NumberHarness {...props} spy={onValueChange} />
      <button type="button">elsewhere</button>
    </I18nProvider>,
  );
  const input = screen.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement;
  const lastValue = () => onValueChange.mock.lastCall?.[0].value;
  return { ...view, input, onValueChange, lastValue };
}

describe("NumberInput", { timeout: 20_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = render(
      <I18nProvider language="en">
        <NumberInput label="Quantity" value={12} helperText="Whole units" />
        <NumberInput label="Broken" value={3} invalid errorText="Too few" />
        <NumberInput label="Locked" value={3} disabled />
        <NumberInput label="Fixed" value={3} readOnly />
      </I18nProvider>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("takes digits, one leading minus and one decimal separator", async () => {
    const { input, lastValue } = renderNumber();
    await userEvent.type(input, "-12.5");
    expect(input.value).toBe("-12.5");
    expect(lastValue()).toBe("-12.5");
  });

  it("blocks letters, a second separator and a minus that is not first", async () => {
    const { input } = renderNumber({ value: "1.5" });
    for (const key of ["a", "e", "+", "-", ".", " "]) {
      input.setSelectionRange(3, 3);
      expect(fireEvent.keyDown(input, { key })).toBe(false);
    }
    input.setSelectionRange(0, 0);
    expect(fireEvent.keyDown(input, { key: "-" })).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, "1a2.3.4-e+");
    expect(input.value).toBe("12.34");
  });

  it("allows decimals by default but not when allowDecimal is false", async () => {
    const first = renderNumber({ allowDecimal: false });
    await userEvent.type(first.input, "1.5");
    expect(first.input.value).toBe("15");
    cleanup();
    const second = renderNumber();
    await userEvent.type(second.input, "1.5");
    expect(second.input.value).toBe("1.5");
  });

  it("does not allow leading zeros", async () => {
    const { input, lastValue } = renderNumber();
    await userEvent.type(input, "007");
    expect(input.value).toBe("7");
    expect(lastValue()).toBe("7");
    await userEvent.clear(input);
    await userEvent.type(input, "0.05");
    expect(input.value).toBe("0.05");
  });

  it("shows no thousands separator unless asked", async () => {
    const { input } = renderNumber();
    await userEvent.type(input, "1234567");
    expect(input.value).toBe("1234567");
  });

  it("with thousandSeparator groups by '.' and takes ',' for decimals", async () => {
    const { input, lastValue } = renderNumber({ thousandSeparator: true });
    await userEvent.type(input, "1234567,89");
    expect(input.value).toBe("1.234.567,89");
    expect(lastValue()).toBe("1234567.89");
  });

  it("with thousandSeparator, Backspace behind a dot deletes the digit before it", async () => {
    const { input, lastValue } = renderNumber({ thousandSeparator: true, value: 1234 });
    expect(input.value).toBe("1.234");
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.keyboard("{Backspace}");
    expect(input.value).toBe("234");
    expect(lastValue()).toBe("234");
  });

  it("keeps the caret in place while dots move around it", async () => {
    const { input } = renderNumber({ thousandSeparator: true, value: 1234 });
    await userEvent.click(input);
    input.setSelectionRange(1, 1);
    await userEvent.keyboard("5");
    expect(input.value).toBe("15.234");
    await userEvent.keyboard("6");
    expect(input.value).toBe("156.234");
  });

  it("changes by the step (1 by default) with ArrowUp and ArrowDown", async () => {
    const { input, lastValue } = renderNumber({ value: 5 });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(input.value).toBe("7");
    await userEvent.keyboard("{ArrowDown}");
    expect(lastValue()).toBe("6");
    cleanup();
    const stepped = renderNumber({ value: "0.1", step: "0.2" });
    await userEvent.click(stepped.input);
    await userEvent.keyboard("{ArrowUp}");
    // Exact decimal arithmetic: 0.1 + 0.2 is 0.3, not 0.30000000000000004.
    expect(stepped.input.value).toBe("0.3");
  });

  it("does not step past min or max", async () => {
    const { input } = renderNumber({ value: 9, max: 10, min: 8 });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(input.value).toBe("10");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(input.value).toBe("8");
  });

  it("clamps to min and max when the field is left", async () => {
    const { input, lastValue } = renderNumber({ min: 10, max: 100 });
    await userEvent.type(input, "250");
    await userEvent.click(screen.getByRole("button", { name: "elsewhere" }));
    expect(input.value).toBe("100");
    expect(lastValue()).toBe("100");
    await userEvent.clear(input);
    await userEvent.type(input, "3");
    await userEvent.tab();
    expect(input.value).toBe("10");
    expect(lastValue()).toBe("10");
  });

  it("blocks the minus when min is zero or more", async () => {
    const { input } = renderNumber({ min: 0 });
    await userEvent.type(input, "-5");
    expect(input.value).toBe("5");
  });

  it("keeps every digit of values beyond float precision", async () => {
    const { input, lastValue, onValueChange } = renderNumber();
    await userEvent.type(input, "12345678901234567890.123456789");
    expect(lastValue()).toBe("12345678901234567890.123456789");
    await userEvent.keyboard("{ArrowUp}");
    expect(input.value).toBe("12345678901234567891.123456789");
    expect(onValueChange.mock.lastCall?.[0].valueAsNumber).toBeCloseTo(1.2345678901234567e19);
  });

  it("drops a trailing separator and a lone minus when left", async () => {
    const { input, lastValue } = renderNumber();
    await userEvent.type(input, "12.");
    expect(lastValue()).toBe("12");
    await userEvent.tab();
    expect(input.value).toBe("12");
    await userEvent.clear(input);
    await userEvent.type(input, "-");
    await userEvent.tab();
    expect(input.value).toBe("");
    expect(lastValue()).toBe("");
  });

  it("refuses a paste that is not a number, and takes one that is", async () => {
    const { input, lastValue } = renderNumber({ thousandSeparator: true });
    await userEvent.click(input);
    await userEvent.paste("12.50");
    expect(input.value).toBe("");
    await userEvent.paste("1.234.567,5");
    expect(input.value).toBe("1.234.567,5");
    expect(lastValue()).toBe("1234567.5");
  });

  it("shows the caller's error while invalid, and honours disabled and read-only", async () => {
    renderNumber({ invalid: true, errorText: "Out of stock" });
    const input = screen.getByRole("spinbutton", { name: "Quantity" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Out of stock").id).toBe(input.getAttribute("aria-errormessage"));
    cleanup();
    const locked = renderNumber({ value: 4, disabled: true });
    expect(locked.input.disabled).toBe(true);
    cleanup();
    const fixed = renderNumber({ value: 4, readOnly: true });
    await userEvent.click(fixed.input);
    await userEvent.keyboard("{ArrowUp}5");
    expect(fixed.input.value).toBe("4");
    expect(fixed.onValueChange).not.toHaveBeenCalled();
  });

  it("flags a blank required field once left, in the current language", async () => {
    const { input } = renderNumber({ required: true }, "id");
    await userEvent.click(input);
    await userEvent.type(input, " ");
    await userEvent.tab();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Kolom ini wajib diisi")).toBeTruthy();
  });
});
