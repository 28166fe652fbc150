import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localizeProblem } from "../problems.ts";
import {
  isIsoDate,
  isPercent,
  MAX_COMPONENT_RUPIAH,
  type PayrollComponentInput,
  validatePayrollComponent,
} from "./components.ts";
import { COMPONENT_CODE_PATTERN, PREDEFINED_COMPONENT_CODES } from "./constants.ts";

const TODAY = "2026-11-26";
const rupiah = (overrides: PayrollComponentInput = {}): PayrollComponentInput => ({
  name: "Tunjangan Transport",
  code: "allowance_transport_sum",
  scheme: "Rp",
  addOrSub: "add",
  mode: "prorate",
  taxable: true,
  ...overrides,
});
const percent = (overrides: PayrollComponentInput = {}): PayrollComponentInput =>
  rupiah({
    name: "Bonus Kinerja",
    code: "bonus_kinerja",
    scheme: "%",
    base: "salary",
    ...overrides,
  });

const fieldsOf = (input: PayrollComponentInput) =>
  validatePayrollComponent(input, TODAY).problems.map((p) => p.field);

describe("validatePayrollComponent (SPEC §3, §5, §9)", () => {
  it("accepts the contract's minimal body with its defaults", () => {
    const { values, problems } = validatePayrollComponent(
      {
        name: " Insentif ",
        code: "incentive_sum",
        scheme: "Rp",
        addOrSub: "add",
        mode: "fixed_rate",
      },
      TODAY,
    );
    expect(problems).toEqual([]);
    expect(values).toEqual({
      name: "Insentif",
      code: "incentive_sum",
      scheme: "Rp",
      addOrSub: "add",
      mode: "fixed_rate",
      taxable: true,
      taxTreatment: "regular",
      base: null,
      defaultAmount: null,
      effectiveDate: TODAY,
      description: null,
      status: "active",
    });
  });

  it("accepts every SPEC §3 predefined code, and a client's own code of the pattern", () => {
    for (const code of PREDEFINED_COMPONENT_CODES) expect(fieldsOf(rupiah({ code }))).toEqual([]);
    expect(fieldsOf(rupiah({ code: "uang_lembur_2" }))).toEqual([]);
    for (const code of ["Allowance", "1abc", "a", "a-b", "a b", `a${"b".repeat(60)}`])
      expect(fieldsOf(rupiah({ code })), code).toEqual(["code"]);
  });

  it("names each missing or unknown vocabulary field", () => {
    expect(fieldsOf({})).toEqual(["name", "code", "scheme", "addOrSub", "mode"]);
    expect(
      fieldsOf(rupiah({ scheme: "USD", addOrSub: "plus", mode: "hourly", status: "gone" })),
    ).toEqual(["scheme", "addOrSub", "mode", "status"]);
    expect(fieldsOf(rupiah({ name: "x".repeat(101) }))).toEqual(["name"]);
    expect(fieldsOf(rupiah({ description: "x".repeat(501) }))).toEqual(["description"]);
  });

  it("keeps taxable and the tax treatment in agreement (REFERENCE.md §1.1)", () => {
    const treatment = (input: PayrollComponentInput) =>
      validatePayrollComponent(rupiah(input), TODAY).values;
    expect(treatment({ taxable: false })).toMatchObject({
      taxable: false,
      taxTreatment: "non_object",
    });
    expect(treatment({ taxable: undefined, taxTreatment: "natura" })).toMatchObject({
      taxable: true,
      taxTreatment: "natura",
    });
    expect(treatment({ taxable: undefined, taxTreatment: "non_object" })).toMatchObject({
      taxable: false,
    });
    expect(treatment({ taxable: true, taxTreatment: "irregular" }).taxTreatment).toBe("irregular");
    expect(fieldsOf(rupiah({ taxable: true, taxTreatment: "non_object" }))).toEqual([
      "taxTreatment",
    ]);
    expect(fieldsOf(rupiah({ taxable: false, taxTreatment: "regular" }))).toEqual(["taxTreatment"]);
    expect(fieldsOf(rupiah({ taxTreatment: "exempt" }))).toEqual(["taxTreatment"]);
  });

  it("needs a base for a % component and refuses one for an Rp component", () => {
    expect(fieldsOf(percent({ base: null }))).toEqual(["base"]);
    expect(fieldsOf(percent({ base: "gross" }))).toEqual(["base"]);
    expect(fieldsOf(percent({ base: "sub_total" }))).toEqual([]);
    expect(fieldsOf(rupiah({ base: "salary" }))).toEqual(["base"]);
  });

  it("takes whole rupiah for Rp and 0..100 with at most 4 decimals for %", () => {
    expect(fieldsOf(rupiah({ defaultAmount: 500_000 }))).toEqual([]);
    expect(fieldsOf(rupiah({ defaultAmount: MAX_COMPONENT_RUPIAH }))).toEqual([]);
    for (const bad of [0.5, -1, MAX_COMPONENT_RUPIAH + 1, Number.NaN, "100"])
      expect(fieldsOf(rupiah({ defaultAmount: bad })), String(bad)).toEqual(["defaultAmount"]);
    expect(fieldsOf(percent({ defaultAmount: 12.3456 }))).toEqual([]);
    expect(fieldsOf(percent({ defaultAmount: 100 }))).toEqual([]);
    for (const bad of [100.0001, -0.5, 1.23456, Number.POSITIVE_INFINITY])
      expect(fieldsOf(percent({ defaultAmount: bad })), String(bad)).toEqual(["defaultAmount"]);
  });

  it("takes a real effective date, else today", () => {
    expect(
      validatePayrollComponent(rupiah({ effectiveDate: "2028-02-29" }), TODAY).values,
    ).toMatchObject({ effectiveDate: "2028-02-29" });
    for (const bad of ["2026-02-29", "2026-13-01", "26-01-2026", "1999-12-31", "2026-1-1"])
      expect(fieldsOf(rupiah({ effectiveDate: bad })), bad).toEqual(["effectiveDate"]);
  });

  it("answers every problem it can report in Indonesian too (domain/problems.ts)", () => {
    const inputs: PayrollComponentInput[] = [
      {},
      rupiah({ code: "Bad Code", scheme: "x", addOrSub: "x", mode: "x", status: "x" }),
      rupiah({ name: "x".repeat(101), description: "x".repeat(501), effectiveDate: "x" }),
      rupiah({ taxable: true, taxTreatment: "non_object", base: "salary", defaultAmount: 0.5 }),
      rupiah({ taxable: false, taxTreatment: "regular" }),
      rupiah({ taxable: "yes" }),
      rupiah({ taxTreatment: "x" }),
      percent({ base: null, defaultAmount: 101 }),
      percent({ base: "x" }),
    ];
    const messages = inputs.flatMap((input) =>
      validatePayrollComponent(input, TODAY).problems.map((p) => p.message),
    );
    expect(messages.length).toBeGreaterThan(15);
    for (const message of new Set(messages))
      expect(localizeProblem("id", message), message).not.toBe(message);
  });
});

describe("the number and date rules (properties)", () => {
  it("a valid code always fits the database's pattern", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (code) => {
        const ok = fieldsOf(rupiah({ code })).length === 0;
        expect(ok).toBe(COMPONENT_CODE_PATTERN.test(code.trim()));
      }),
    );
  });

  it("a percentage is accepted exactly when it has at most 4 decimals in 0..100", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 1_010_000 }), (tenThousandths) => {
        const value = tenThousandths / 10_000;
        expect(isPercent(value)).toBe(value >= 0 && value <= 100);
        if (value > 0 && value < 100) expect(isPercent(value + 0.00001)).toBe(false);
      }),
    );
  });

  it("a date is accepted exactly when the calendar has it", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }),
        (date) => {
          expect(isIsoDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 29, max: 32 }),
        (year, day) => {
          const text = `${year}-02-${day}`;
          const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
          expect(isIsoDate(text)).toBe(day === 29 && leap);
        },
      ),
    );
  });
});
