import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { PatternInput, Textarea, TextInput } from "../TextInput.tsx";
import { DIGITS_ONLY } from "../textRules.ts";

afterEach(cleanup);

type Kind = "input" | "textarea";

type TextHarnessProps = {
  kind: Kind;
  value?: string | null | undefined;
  maxLength?: number | undefined;
  required?: boolean | undefined;
  spy: (value: string) => void;
};

function TextHarness({ kind, value: initial = "", maxLength, required, spy }: TextHarnessProps) {
  const [value, setValue] = useState(initial);
  const shared = {
    label: "Notes",
    maxLength,
    required,
    value,
    onValueChange: (next: string) => {
      setValue(next);
      spy(next);
    },
  };
  return kind === "input" ? <TextInput {...shared} /> : <Textarea {...shared} />;
}

function renderText(
  kind: Kind,
  props: { value?: string | null; maxLength?: number; required?: boolean } = {},
  language: Language = "en",
) {
  const onValueChange = vi.fn<(value: string) => void>();
  render(
    <I18nProvider language={language}>
      <TextHarness kind={kind} {...props} spy={onValueChange} />
    </I18nProvider>,
  );
  const field = screen.getByRole("textbox", { name: "Notes" }) as
    | HTMLInputElement
    | HTMLTextAreaElement;
  return { field, onValueChange };
}

describe("TextInput and Textarea", { timeout: 20_000 }, () => {
  it("have no detectable accessibility violations", async () => {
    const { container } = render(
      <I18nProvider language="en">
        <TextInput label="Name" value="Siti" maxLength={100} helperText="As on the ID card" />
        <TextInput label="Code" value="x" invalid errorText="Unknown code" />
        <Textarea label="Notes" value="Hello" maxLength={10} />
        <TextInput label="Locked" value="a" disabled />
        <Textarea label="Fixed" value="b" readOnly />
      </I18nProvider>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  for (const kind of ["input", "textarea"] as const) {
    describe(kind, () => {
      it("counts characters against the maximum as '12/100'", async () => {
        const { field } = renderText(kind, { maxLength: 100 });
        await userEvent.type(field, "Hello world!");
        expect(screen.getByText("12/100")).toBeTruthy();
        expect(field.getAttribute("aria-describedby")).toBeTruthy();
      });

      it("blocks a change past the maximum and marks the field invalid", async () => {
        const { field, onValueChange } = renderText(kind, { maxLength: 5 });
        await userEvent.type(field, "Hello!");
        expect(field.value).toBe("Hello");
        expect(onValueChange).not.toHaveBeenCalledWith("Hello!");
        expect(field.getAttribute("aria-invalid")).toBe("true");
        expect(screen.getByText("Maximum 5 characters")).toBeTruthy();
        expect(screen.getByText("5/5")).toBeTruthy();
      });

      it("is valid at exactly the maximum", async () => {
        const { field } = renderText(kind, { maxLength: 5 });
        await userEvent.type(field, "Hello");
        expect(field.getAttribute("aria-invalid")).toBeNull();
      });

      it("blocks a paste that would go past the maximum", async () => {
        const { field } = renderText(kind, { maxLength: 5, value: "ab" });
        await userEvent.click(field);
        await userEvent.paste("cdefg");
        expect(field.value).toBe("ab");
        expect(field.getAttribute("aria-invalid")).toBe("true");
      });
    });
  }

  it("counts an emoji as one character", async () => {
    const { field } = renderText("input", { maxLength: 3 });
    await userEvent.type(field, "👍👍👍");
    expect(screen.getByText("3/3")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("lets a value loaded over the maximum be shortened", async () => {
    const { field, onValueChange } = renderText("input", { maxLength: 3, value: "abcdef" });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await userEvent.type(field, "{Backspace}");
    expect(onValueChange).toHaveBeenLastCalledWith("abcde");
  });

  it("treats null as empty", () => {
    const { field } = renderText("input", { value: null, maxLength: 10 });
    expect(field.value).toBe("");
    expect(screen.getByText("0/10")).toBeTruthy();
  });

  it("flags a required field left blank (whitespace only counts as blank)", async () => {
    const { field } = renderText("input", { required: true }, "id");
    await userEvent.type(field, "   ");
    expect(field.getAttribute("aria-invalid")).toBeNull();
    await userEvent.tab();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Kolom ini wajib diisi")).toBeTruthy();
  });

  it("speaks Indonesian about the maximum when the language is id", async () => {
    const { field } = renderText("textarea", { maxLength: 2 }, "id");
    await userEvent.type(field, "abc");
    expect(screen.getByText("Maksimal 2 karakter")).toBeTruthy();
  });

  it("honours disabled and read-only", async () => {
    const onValueChange = vi.fn();
    render(
      <I18nProvider language="en">
        <TextInput label="Locked" value="a" disabled onValueChange={onValueChange} />
        <Textarea label="Fixed" value="b" readOnly onValueChange={onValueChange} />
      </I18nProvider>,
    );
    const locked = screen.getByRole("textbox", { name: "Locked" }) as HTMLInputElement;
    const fixed = screen.getByRole("textbox", { name: "Fixed" }) as HTMLTextAreaElement;
    expect(locked.disabled).toBe(true);
    await userEvent.type(fixed, "c");
    expect(fixed.value).toBe("b");
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

function PostalCodeHarness({ spy }: { spy: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <PatternInput
      label="Postal code"
      charPattern={DIGITS_ONLY}
      inputMode="numeric"
      maxLength={5}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        spy(next);
      }}
    />
  );
}

describe("PatternInput", { timeout: 20_000 }, () => {
  function renderPattern() {
    const onValueChange = vi.fn<(value: string) => void>();
    render(
      <I18nProvider language="en">
        <PostalCodeHarness spy={onValueChange} />
      </I18nProvider>,
    );
    const field = screen.getByRole("textbox", { name: "Postal code" }) as HTMLInputElement;
    return { field, onValueChange };
  }

  it("has no detectable accessibility violations", async () => {
    const { container } = render(
      <I18nProvider language="en">
        <PatternInput label="Postal code" charPattern={DIGITS_ONLY} value="12345" />
      </I18nProvider>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("blocks single keys that do not match the pattern", async () => {
    const { field, onValueChange } = renderPattern();
    expect(fireEvent.keyDown(field, { key: "a" })).toBe(false);
    expect(fireEvent.keyDown(field, { key: "7" })).toBe(true);
    await userEvent.type(field, "1a2-b 3");
    expect(field.value).toBe("123");
    expect(onValueChange.mock.calls.map(([v]) => v)).toEqual(["1", "12", "123"]);
  });

  it("still lets editing keys and shortcuts through", async () => {
    const { field } = renderPattern();
    expect(fireEvent.keyDown(field, { key: "Backspace" })).toBe(true);
    expect(fireEvent.keyDown(field, { key: "v", ctrlKey: true })).toBe(true);
    await userEvent.type(field, "123{Backspace}{ArrowLeft}9");
    expect(field.value).toBe("192");
  });

  it("keeps only matching characters of pasted text", async () => {
    const { field } = renderPattern();
    await userEvent.click(field);
    await userEvent.paste("40 1-15");
    expect(field.value).toBe("40115");
  });

  it("combines with a maximum", async () => {
    const { field } = renderPattern();
    await userEvent.type(field, "123456");
    expect(field.value).toBe("12345");
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });
});
