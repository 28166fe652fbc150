import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeProblem } from "../problems.ts";
import { MAX_INPUT_RUPIAH } from "../tax/money.ts";
import {
  type EmployeeTaxRecordInput,
  monthsInYear,
  PTKP_STATUSES,
  TAX_RECORD_AMOUNTS,
  terCategoryOf,
  validateEmployeeTaxRecord,
} from "./taxRecords.ts";

const NIK = "3171011502900001";
const record = (overrides: Partial<EmployeeTaxRecordInput> = {}): EmployeeTaxRecordInput => ({
  taxConfigurationId: 1,
  agentId: 2,
  year: 2026,
  taxIdKind: "nik",
  taxId: NIK,
  ptkp: "K/1",
  ...overrides,
});
const fieldsOf = (input: EmployeeTaxRecordInput) =>
  validateEmployeeTaxRecord(input)
    .problems.map((p) => p.field)
    .sort();

describe("validateEmployeeTaxRecord", () => {
  it("fills a whole year, no earlier figures, a permanent employee", () => {
    expect(validateEmployeeTaxRecord(record())).toEqual({
      values: {
        taxConfigurationId: 1,
        agentId: 2,
        year: 2026,
        taxIdKind: "nik",
        taxId: NIK,
        ptkp: "K/1",
        recipient: "permanent_employee",
        startMonth: 1,
        endMonth: 12,
        subjectiveChange: false,
        note: null,
        openingBruto: 0,
        openingWithheld: 0,
        openingDeductions: 0,
        previousEmployerBruto: 0,
        previousEmployerWithheld: 0,
        previousEmployerDeductions: 0,
      },
      problems: [],
    });
  });

  it("keeps a part year, a previous employer's figures and a written NPWP's digits", () => {
    const { values, problems } = validateEmployeeTaxRecord(
      record({
        taxIdKind: "npwp",
        taxId: "01.234.567.8-901.000",
        recipient: "pensioner",
        startMonth: 4,
        endMonth: 4,
        subjectiveChange: true,
        openingBruto: 30_000_000,
        openingWithheld: 600_000,
        previousEmployerBruto: 24_000_000,
        previousEmployerWithheld: 150_000,
        previousEmployerDeductions: MAX_INPUT_RUPIAH,
        note: "  pindahan PT Lama  ",
      }),
    );
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      taxIdKind: "npwp",
      taxId: "012345678901000",
      recipient: "pensioner",
      startMonth: 4,
      endMonth: 4,
      subjectiveChange: true,
      openingBruto: 30_000_000,
      previousEmployerDeductions: MAX_INPUT_RUPIAH,
      note: "pindahan PT Lama",
    });
  });

  it("takes a 16-digit NPWP (the NIK format) and refuses other lengths", () => {
    expect(fieldsOf(record({ taxIdKind: "npwp", taxId: NIK }))).toEqual([]);
    expect(fieldsOf(record({ taxIdKind: "npwp", taxId: "12345678901234" }))).toEqual(["taxId"]);
    expect(fieldsOf(record({ taxIdKind: "nik", taxId: "012345678901000" }))).toEqual(["taxId"]);
    expect(fieldsOf(record({ taxIdKind: "nik", taxId: "31710115029000AB" }))).toEqual(["taxId"]);
    expect(fieldsOf(record({ taxId: "" }))).toEqual(["taxId"]);
  });

  it("names every bad field", () => {
    expect(
      fieldsOf({
        taxConfigurationId: 0,
        agentId: 1.5,
        year: 2023,
        taxIdKind: "passport",
        taxId: "A123",
        ptkp: "K/I/0",
        recipient: "intern",
        startMonth: 0,
        endMonth: 13,
        subjectiveChange: "no" as unknown as boolean,
        openingBruto: -1,
        openingWithheld: 0.5,
        openingDeductions: MAX_INPUT_RUPIAH + 1,
        previousEmployerBruto: Number.NaN,
        previousEmployerWithheld: "5" as unknown as number,
        previousEmployerDeductions: -0.5,
        note: "n".repeat(501),
      }),
    ).toEqual(
      [
        "agentId",
        "endMonth",
        "note",
        "ptkp",
        "recipient",
        "startMonth",
        "subjectiveChange",
        "taxConfigurationId",
        "taxId",
        "taxIdKind",
        "year",
        ...TAX_RECORD_AMOUNTS,
      ].sort(),
    );
    expect(fieldsOf({} as EmployeeTaxRecordInput)).toEqual([
      "agentId",
      "ptkp",
      "taxConfigurationId",
      "taxId",
      "taxIdKind",
      "year",
    ]);
  });

  it("wants the last month on or after the first", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), (a, b) => {
        const fields = fieldsOf(record({ startMonth: a, endMonth: b }));
        expect(fields).toEqual(b >= a ? [] : ["endMonth"]);
      }),
    );
  });

  it("words every problem so the catalogue can translate it", () => {
    const { problems } = validateEmployeeTaxRecord({
      taxConfigurationId: -1,
      agentId: 0,
      year: 1999,
      taxIdKind: "x",
      taxId: "",
      ptkp: "x",
      recipient: "x",
      startMonth: 5,
      endMonth: 4,
      subjectiveChange: 1 as unknown as boolean,
      openingBruto: -1,
      note: 5 as unknown as string,
    });
    const more = [
      ...validateEmployeeTaxRecord(record({ taxIdKind: "npwp", taxId: "1" })).problems,
      ...validateEmployeeTaxRecord(record({ taxId: "1", note: "n".repeat(600), startMonth: 13 }))
        .problems,
      ...validateEmployeeTaxRecord({} as EmployeeTaxRecordInput).problems,
    ];
    for (const problem of [...problems, ...more])
      expect(describeProblem(problem.message), problem.message).not.toBeNull();
  });
});

describe("terCategoryOf (PP 58/2023 Ps. 2(4); REFERENCE.md §1.2)", () => {
  it("maps every PTKP status as the reference's table does", () => {
    // Written out again from the reference, so the engine's data is checked, not echoed.
    const expected = {
      "TK/0": "A",
      "TK/1": "A",
      "K/0": "A",
      "TK/2": "B",
      "TK/3": "B",
      "K/1": "B",
      "K/2": "B",
      "K/3": "C",
    } as const;
    for (const ptkp of PTKP_STATUSES) expect(terCategoryOf(ptkp, 2026), ptkp).toBe(expected[ptkp]);
  });
});

describe("monthsInYear", () => {
  it("starts in the join month of that year and ends in the termination month of that year", () => {
    expect(monthsInYear(2026, "2026-03-15", null)).toEqual({ startMonth: 3, endMonth: 12 });
    expect(monthsInYear(2026, "2020-03-15", "2026-08-31")).toEqual({ startMonth: 1, endMonth: 8 });
    expect(monthsInYear(2026, "2026-02-01", "2026-02-20")).toEqual({ startMonth: 2, endMonth: 2 });
    expect(monthsInYear(2026, "2025-12-01", "2027-01-31")).toEqual({ startMonth: 1, endMonth: 12 });
  });

  it("never ends before it starts", () => {
    expect(monthsInYear(2026, "2026-09-01", "2026-05-01")).toEqual({ startMonth: 9, endMonth: 9 });
  });
});
