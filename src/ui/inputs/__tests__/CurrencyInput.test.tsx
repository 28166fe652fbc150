import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../../i18n/index.ts";
import { CurrencyInput, type CurrencyInputProps } from "../CurrencyInput.tsx";
import type { NumberValueDetails } from "../NumberInput.tsx";

afterEach(cleanup);

type CurrencyHarnessProps = Partial<CurrencyInputProps> & {
  spy: (details: NumberValueDetails) => void;
};

function CurrencyHarness({ spy, value: initial = null, ...props }: CurrencyHarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <CurrencyInput
      label="Salary"
      {...props}
      value={value}
      onValueChange={(details) => {
        setValue(details.value);
        spy(details);
      }}
    />
  );
}

function renderCurrency(props: Partial<CurrencyInputProps> = {}) {
  const onValueChange = vi.fn<(details: NumberValueDetails) => void>();
  const view = render(
    <I18nProvider language="en">
      <CurrencyHarness {...props} spy={onValueChange} />
    </I18nProvider>,
  );
  const input = screen.getByRole("spinbutton", { name: "Salary" }) as HTMLInputElement;
  return { ...view, input, onValueChange };
}

describe("CurrencyInput", { timeout: 20_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = render(
      <I18nProvider language="en">
        <CurrencyInput label="Salary" value={1500000} />
        <CurrencyInput label="Bonus" value={2} invalid errorText="Too small" />
      </I18nProvider>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("shows an Rp prefix and groups thousands with dots", async () => {
    const { input, container } = renderCurrency();
    await userEvent.type(input, "1500000");
    expect(input.value).toBe("1.500.000");
    expect(container.textContent).toContain("Rp");
  });

  it("reports whole rupiah, as text and as a number", async () => {
    const { input, onValueChange } = renderCurrency();
    await userEvent.type(input, "2500");
    expect(onValueChange).toHaveBeenLastCalledWith({ value: "2500", valueAsNumber: 2500 });
  });

  it("is read as formatRupiah writes it", () => {
    const { input } = renderCurrency({ value: 1234567 });
    expect(input.getAttribute("aria-valuetext")).toBe("Rp 1.234.567");
  });

  it("takes no sen unless allowDecimal, then up to two after a comma", async () => {
    const whole = renderCurrency();
    await userEvent.type(whole.input, "10,5");
    expect(whole.input.value).toBe("105");
    cleanup();
    const { input, onValueChange } = renderCurrency({ allowDecimal: true });
    await userEvent.type(input, "1234,567");
    expect(input.value).toBe("1.234,56");
    expect(onValueChange.mock.lastCall?.[0].value).toBe("1234.56");
    expect(input.getAttribute("aria-valuetext")).toBe("Rp 1.234,56");
  });

  it("keeps amounts beyond float precision exact", () => {
    const { input } = renderCurrency({ value: "98765432109876543210" });
    expect(input.value).toBe("98.765.432.109.876.543.210");
  });
});
