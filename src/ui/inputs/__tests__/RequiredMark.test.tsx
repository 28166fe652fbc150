import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../select/__tests__/jsdomShims.ts";
import "../../date-picker/__tests__/jsdomShims.ts";
import { SelectField } from "../../../features/agents/components/formFields.tsx";
import { I18nProvider } from "../../../i18n/index.ts";
import { DatePicker } from "../../date-picker/index.ts";
import { MultiSelect, Select } from "../../select/index.ts";
import { TextInput } from "../index.ts";

afterEach(cleanup);

const options = [{ label: "Jakarta", value: "jkt" }];

/** The marks inside the label that names `labelText`. */
function marksOf(labelText: string): Element[] {
  const label = [...document.querySelectorAll("label")].find((element) =>
    element.textContent?.startsWith(labelText),
  );
  if (!label) throw new Error(`no label ${labelText}`);
  return [...label.querySelectorAll("[data-required-mark]")];
}

describe("required-field marker (issue 11 B5): one, from the kit, on every field", {
  timeout: 30_000,
}, () => {
  it("marks text, select, multi-select and date fields alike, hidden from the accessible name", () => {
    render(
      <I18nProvider language="en">
        <TextInput label="Name" required value="" onValueChange={() => undefined} />
        <Select label="Branch" required options={options} />
        <MultiSelect label="Regions" required options={options} />
        <DatePicker label="Start date" required />
        <TextInput label="Note" value="" onValueChange={() => undefined} />
        <Select label="Project" options={options} />
      </I18nProvider>,
    );
    for (const name of ["Name", "Branch", "Regions", "Start date"]) {
      const marks = marksOf(name);
      expect(marks, name).toHaveLength(1);
      expect(marks[0]!.textContent).toBe("*");
      expect(marks[0]!.getAttribute("aria-hidden")).toBe("true");
    }
    expect(marksOf("Note")).toHaveLength(0);
    expect(marksOf("Project")).toHaveLength(0);
    // The name is the label alone; the control itself says it is required.
    expect(screen.getByRole("textbox", { name: "Name" }).getAttribute("required")).not.toBeNull();
    expect(screen.getByRole("combobox", { name: "Branch" })).toBeTruthy();
  });

  it("a form's field wrapper adds no second, hand-made marker", () => {
    render(
      <I18nProvider language="en">
        <SelectField
          name="branchId"
          label="Branch"
          required
          options={options}
          value=""
          onChange={() => undefined}
        />
      </I18nProvider>,
    );
    expect(marksOf("Branch")).toHaveLength(1);
    expect(screen.getByRole("combobox", { name: "Branch" })).toBeTruthy();
    expect(document.body.textContent).not.toContain("Branch *");
  });
});
