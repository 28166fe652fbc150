import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_COLUMNS } from "../../../../domain/workforce/import.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { ImportErrorsTable } from "../components/ImportErrorsTable.tsx";

afterEach(cleanup);

const errors = [
  { row: 1, column: "shoe", message: "Not a column of this template" },
  { row: 3, column: "nik", message: "NIK must be exactly 16 digits" },
  { row: 4, column: "nik", message: "An employee with this NIK already exists" },
  { row: 5, column: "branch", message: "Branch XYZ is not one of the client's branches" },
];

const renderIn = (language: Language) =>
  render(
    <I18nProvider language={language}>
      <ImportErrorsTable errors={errors} columns={DEFAULT_COLUMNS} />
    </I18nProvider>,
  );

describe("the import report's problems (issue 11 B4)", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderIn("id");
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("are in Indonesian when the console is", () => {
    renderIn("id");
    expect(screen.getByText("Bukan kolom dari templat ini")).toBeTruthy();
    expect(screen.getByText("NIK harus tepat 16 digit")).toBeTruthy();
    expect(screen.getByText("Karyawan dengan NIK ini sudah ada")).toBeTruthy();
    // A wording the catalogue does not know is shown as the server wrote it.
    expect(screen.getByText("Branch XYZ is not one of the client's branches")).toBeTruthy();
  });

  it("are word for word the rules' in English", () => {
    renderIn("en");
    expect(screen.getByText("NIK must be exactly 16 digits")).toBeTruthy();
    expect(screen.getByText("An employee with this NIK already exists")).toBeTruthy();
  });
});
