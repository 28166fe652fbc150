import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ASSIGNMENT_COLUMNS,
  additionalColumns,
  cellText,
  DEFAULT_COLUMNS,
  duplicateErrors,
  importPercent,
  isUnsafeNumberCell,
  readDate,
  readEnum,
  readSheet,
  sortImportErrors,
} from "./import.ts";

describe("cells", () => {
  it("reads text trimmed, numbers without exponent or grouping, spreadsheet dates as yyyy-MM-dd", () => {
    expect(cellText("  Budi   Santoso ")).toBe("Budi Santoso");
    expect(cellText(81234567890)).toBe("81234567890");
    expect(cellText(1.5)).toBe("1.5");
    expect(cellText(new Date(Date.UTC(2024, 0, 15)))).toBe("2024-01-15");
    expect(cellText(null)).toBe("");
    expect(cellText(true)).toBe("TRUE");
  });

  it("reads dates as yyyy-MM-dd, dd-MM-yyyy, dd/MM/yyyy or a spreadsheet date, and refuses others", () => {
    expect(readDate("2024-01-15")).toBe("2024-01-15");
    expect(readDate("15-01-2024")).toBe("2024-01-15");
    expect(readDate("5/1/2024")).toBe("2024-01-05");
    expect(readDate(new Date(Date.UTC(2023, 1, 28)))).toBe("2023-02-28");
    for (const bad of ["2024-02-30", "31-04-2024", "2024/01/15", "15 Jan 2024", "", "1899-12-31"])
      expect(readDate(bad), bad).toBeNull();
  });

  it("reads any real date the same in both written forms (property)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01"), max: new Date("2999-12-31"), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const [year, month, day] = iso.split("-");
          expect(readDate(iso)).toBe(iso);
          expect(readDate(`${day}-${month}-${year}`)).toBe(iso);
        },
      ),
    );
  });

  it("reads an enumeration by value or by its English or Indonesian label, in any case", () => {
    expect(readEnum("gender", "Laki-laki")).toBe("male");
    expect(readEnum("gender", "FEMALE")).toBe("female");
    expect(readEnum("contract_type", "PKWT (Fixed-Term)")).toBe("pkwt");
    expect(readEnum("ptkp_status", "K/1")).toBe("K/1");
    expect(readEnum("gender", "robot")).toBeNull();
  });

  it("flags numbers Excel may have cut to 15 digits", () => {
    expect(isUnsafeNumberCell(3201011203900001)).toBe(true);
    expect(isUnsafeNumberCell("3201011203900001")).toBe(false);
    expect(isUnsafeNumberCell(1234567890)).toBe(false);
  });
});

describe("sheets", () => {
  it("maps headers by key or label in any case and spacing, skipping empty rows", () => {
    const { rows, errors } = readSheet(
      [
        ["Full Name", "NIK", "phone_number", "JOIN DATE", "contractType", "Kode Cabang"],
        ["Budi", "3201011203900001", "81234567", "2024-01-15", "pkwt", "JKT-01"],
        [null, "", null, null, null, null],
        ["Siti", "3201011203900002", "81234568", "2024-01-16", "pkwt", "JKT-01"],
      ],
      DEFAULT_COLUMNS,
    );
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.row, r.cells["fullName"], r.cells["branchCode"]])).toEqual([
      [2, "Budi", "JKT-01"],
      [4, "Siti", "JKT-01"],
    ]);
  });

  it("names unknown, repeated and missing columns as errors of row 1", () => {
    const { errors } = readSheet(
      [
        ["nik", "NIK", "salary"],
        ["3201011203900001", "x", "1"],
      ],
      DEFAULT_COLUMNS,
    );
    const missing = ["fullName", "phoneNumber", "joinDate", "contractType", "branchCode"];
    expect(errors).toHaveLength(2 + missing.length);
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 1, column: "nik", message: "The column appears more than once" },
        { row: 1, column: "salary", message: "Not a column of this template" },
        ...missing.map((column) => ({ row: 1, column, message: "The column is missing" })),
      ]),
    );
  });

  it("says when there is no header or no data row", () => {
    const noHeader = [
      { row: 1, column: "", message: "The file has no header row of this template" },
    ];
    expect(readSheet([], ASSIGNMENT_COLUMNS).errors).toEqual(noHeader);
    expect(
      readSheet(
        [
          ["Nama", "Alamat"],
          ["a", "b"],
        ],
        ASSIGNMENT_COLUMNS,
      ).errors,
    ).toEqual(noHeader);
    expect(readSheet([ASSIGNMENT_COLUMNS.map((c) => c.key)], ASSIGNMENT_COLUMNS).errors).toEqual([
      { row: 2, column: "", message: "The file has no data rows" },
    ]);
  });

  it("builds the additional-data columns from the fields: NIK first", () => {
    const columns = additionalColumns([
      {
        key: "shirt",
        label: "Shirt Size",
        type: "single_select",
        required: true,
        options: [{ label: "S", value: "s" }],
      },
    ]);
    expect(columns.map((c) => c.key)).toEqual(["nik", "shirt"]);
    expect(columns[1]!.hint).toContain("required");
  });
});

describe("rows", () => {
  it("reports each repeat against the first row with that value", () => {
    const rows = [
      { row: 2, nik: "1" },
      { row: 3, nik: "2" },
      { row: 4, nik: "1" },
      { row: 5, nik: "" },
      { row: 6, nik: "1" },
    ];
    expect(
      duplicateErrors(
        rows,
        (r) => r.row,
        (r) => r.nik || null,
        "nik",
        "NIK",
      ),
    ).toEqual([
      { row: 4, column: "nik", message: "NIK repeats row 2" },
      { row: 6, column: "nik", message: "NIK repeats row 2" },
    ]);
  });

  it("sorts errors by row, then by the template's column order", () => {
    const sorted = sortImportErrors(
      [
        { row: 3, column: "nik", message: "a" },
        { row: 2, column: "branchCode", message: "b" },
        { row: 2, column: "fullName", message: "c" },
      ],
      DEFAULT_COLUMNS,
    );
    expect(sorted.map((e) => `${e.row}:${e.column}`)).toEqual([
      "2:fullName",
      "2:branchCode",
      "3:nik",
    ]);
  });

  it("keeps progress within 0..100 whatever the counts (SPEC §9)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 100_000 }),
        fc.integer({ min: -10, max: 100_000 }),
        (done, total) => {
          const percent = importPercent(done, total);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          expect(Number.isInteger(percent)).toBe(true);
        },
      ),
    );
    expect(importPercent(5000, 10_000)).toBe(50);
    expect(importPercent(0, 0)).toBe(0);
  });
});
