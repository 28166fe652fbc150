import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PREDEFINED_COMPONENT_CODES } from "../../../../domain/payroll/constants.ts";
import {
  componentDraftOf,
  componentInputOf,
  parseMoneyText,
  parsePercentText,
  programmeCodes,
  rateDraftOf,
  rateInForce,
  rateInputOf,
  statutoryRates,
  validateComponent,
  validateRegulation,
} from "../rules.ts";

const TODAY = "2026-11-26";
const fresh = () => componentDraftOf(null, TODAY);

describe("component input", () => {
  it("sends no base for Rp, the base for %, and non_object when not taxable", () => {
    const rp = componentInputOf({
      ...fresh(),
      name: " Tunjangan Pulsa ",
      codeChoice: "custom",
      customCode: "pulsa_bulanan",
      defaultAmount: "150000",
    });
    expect(rp).toMatchObject({
      name: "Tunjangan Pulsa",
      code: "pulsa_bulanan",
      scheme: "Rp",
      base: null,
      taxable: true,
      taxTreatment: "regular",
      defaultAmount: 150_000,
      effectiveDate: TODAY,
      description: null,
    });
    expect(validateComponent(rp, TODAY)).toEqual([]);
    const percent = componentInputOf({
      ...fresh(),
      name: "Insentif",
      codeChoice: "incentive_sum",
      scheme: "%",
      base: "sub_total",
      taxable: false,
      taxTreatment: "natura",
      defaultAmount: "2.5",
    });
    expect(percent).toMatchObject({
      code: "incentive_sum",
      base: "sub_total",
      taxable: false,
      taxTreatment: "non_object",
      defaultAmount: 2.5,
    });
    expect(validateComponent(percent, TODAY)).toEqual([]);
  });

  it("reads a stored component back: a custom code, a non_object treatment", () => {
    const draft = componentDraftOf(
      {
        name: "Uang Saku",
        code: "uang_saku",
        scheme: "Rp",
        addOrSub: "add",
        mode: "fixed_rate",
        taxable: false,
        taxTreatment: "non_object",
        base: null,
        defaultAmount: 50_000,
        effectiveDate: "2026-01-01",
        description: null,
        status: "inactive",
      },
      TODAY,
    );
    expect(draft).toMatchObject({
      codeChoice: "custom",
      customCode: "uang_saku",
      taxable: false,
      defaultAmount: "50000",
      status: "inactive",
    });
    expect(componentInputOf(draft).taxTreatment).toBe("non_object");
  });

  it("whatever the form holds, its input passes the service's checks or names a field the form shows", () => {
    const shown = new Set(["name", "code", "defaultAmount", "effectiveDate", "description"]);
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string({ maxLength: 120 }),
          codeChoice: fc.constantFrom("", "custom", ...PREDEFINED_COMPONENT_CODES),
          customCode: fc.string({ maxLength: 70 }),
          scheme: fc.constantFrom("%" as const, "Rp" as const),
          taxable: fc.boolean(),
          defaultAmount: fc.oneof(
            fc.constant(""),
            fc.integer({ min: 0, max: 20_000_000_000 }).map(String),
            fc.double({ min: 0, max: 150, noNaN: true }).map(String),
          ),
          description: fc.string({ maxLength: 520 }),
        }),
        (patch) => {
          const problems = validateComponent(componentInputOf({ ...fresh(), ...patch }), TODAY);
          for (const problem of problems) expect(shown).toContain(problem.field);
        },
      ),
    );
  });

  it("names a malformed code and an empty date before sending", () => {
    const input = componentInputOf({ ...fresh(), name: "Bonus", codeChoice: "custom" });
    expect(validateComponent({ ...input, code: "Bad Code!" }, TODAY)).toEqual([
      {
        field: "code",
        message: "must be 2 to 60 characters of a-z, 0-9 and _, starting with a letter",
      },
    ]);
    expect(validateComponent({ ...input, code: "bonus", effectiveDate: "" }, TODAY)).toEqual([
      { field: "effectiveDate", message: "is required" },
    ]);
  });
});

describe("regulation-based components", () => {
  it("shows the statutory rows as typed text: BPJS Kesehatan capped at Rp 12.000.000 today", () => {
    const rates = statutoryRates("bpjs_kesehatan", null);
    expect(rateInForce(rates, TODAY)).toEqual({
      effectiveFrom: "2020-01-01",
      employerRate: "4",
      employeeRate: "1",
      employerAmount: "0",
      employeeAmount: "0",
      wageCap: "12.000.000",
      minimumWageFloor: true,
      basis: "Perpres 75/2019; Perpres 59/2024 Ps. 32(1)",
    });
    expect(statutoryRates("jkk", 3)[0]?.employerRate).toBe("0.89");
    expect(
      statutoryRates("jp", null)
        .map((r) => r.wageCap)
        .at(-1),
    ).toBe("11.086.300");
    expect(statutoryRates("bpu_jkm", null)[0]?.employeeAmount).toBe("6.800");
  });

  it("untouched statutory rows go back unchanged (so the form can leave them to the service)", () => {
    for (const programme of [
      "bpjs_kesehatan",
      "jkk",
      "jkm",
      "jht",
      "jp",
      "bpu_jkk",
      "bpu_jkm",
      "bpu_jht",
    ] as const) {
      const rows = statutoryRates(programme, programme === "jkk" ? 4 : null);
      const input = {
        programme,
        name: "x",
        jkkRiskClass: programme === "jkk" ? 4 : null,
        status: "active",
        rates: rows.map(rateInputOf),
      };
      expect(validateRegulation(input)).toEqual([]);
      expect(rows.map(rateInputOf).map(rateDraftOf)).toEqual(rows);
    }
  });

  it("reads typed money and percentages in either style", () => {
    expect(parseMoneyText("Rp 12.000.000")).toBe(12_000_000);
    expect(parseMoneyText(" ")).toBeNull();
    expect(parseMoneyText("12,5")).toBeNaN();
    expect(parsePercentText("0,24")).toBe(0.24);
    expect(parsePercentText("3.7")).toBe(3.7);
    expect(parsePercentText("-1")).toBeNaN();
  });

  it("names each bad cell as rates.<i>.<field>", () => {
    const good = statutoryRates("bpjs_kesehatan", null)[1]!;
    const rates = [
      good,
      { ...good, effectiveFrom: "2027-01-01", employerRate: "101", wageCap: "0" },
      { ...good, effectiveFrom: "2028-01-01", employeeAmount: "abc" },
    ].map(rateInputOf);
    const input = {
      programme: "bpjs_kesehatan",
      name: "BPJS",
      jkkRiskClass: null,
      status: "active",
    };
    expect(validateRegulation({ ...input, rates }).map((p) => p.field)).toEqual([
      "rates.1.employerRate",
      "rates.1.wageCap",
      "rates.2.employeeAmount",
    ]);
    expect(validateRegulation({ ...input, programme: "bpu_jp" }).map((p) => p.field)).toEqual([
      "rates",
    ]);
  });

  it("names the SPEC §3 codes of each part", () => {
    expect(programmeCodes("bpjs_kesehatan")).toEqual({
      agentCode: "bpjs_kes_agent_sum",
      clientCode: "bpjs_kes_client_sum",
    });
    expect(programmeCodes("jht")).toEqual({ agentCode: null, clientCode: null });
  });
});
