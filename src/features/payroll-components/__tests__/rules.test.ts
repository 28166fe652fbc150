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

const fresh = () => componentDraftOf(null, "2026-11-26");

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
      effectiveDate: "2026-11-26",
      description: null,
    });
    const percent = componentInputOf({
      ...fresh(),
      codeChoice: "incentive_sum",
      scheme: "%",
      base: "sub_total",
      taxable: false,
      taxTreatment: "natura",
      defaultAmount: "",
    });
    expect(percent).toMatchObject({
      code: "incentive_sum",
      base: "sub_total",
      taxable: false,
      taxTreatment: "non_object",
      defaultAmount: null,
    });
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
      "2026-11-26",
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
});

describe("validateComponent (SPEC §5)", () => {
  const input = (patch: Partial<ReturnType<typeof componentInputOf>>) => ({
    ...componentInputOf({ ...fresh(), name: "Bonus", codeChoice: "incentive_sum" }),
    ...patch,
  });
  const fields = (patch: Partial<ReturnType<typeof componentInputOf>>) =>
    validateComponent(input(patch), "en").map((p) => p.field);

  it("accepts a complete component", () => {
    expect(validateComponent(input({}), "en")).toEqual([]);
  });

  it("names blank and over-long names, missing and malformed codes", () => {
    expect(fields({ name: "   " })).toEqual(["name"]);
    expect(fields({ name: "x".repeat(101) })).toEqual(["name"]);
    expect(fields({ code: "" })).toEqual(["code"]);
    expect(validateComponent(input({ code: "Bad Code!" }), "en")).toEqual([
      {
        field: "code",
        message:
          "must be a predefined code, or 2 to 60 characters of a-z, 0-9 and _ starting with a letter",
      },
    ]);
    expect(validateComponent(input({ code: "9lives" }), "id")[0]?.message).toBe(
      "harus kode bawaan, atau 2 sampai 60 karakter a-z, 0-9 dan _ yang diawali huruf",
    );
  });

  it("takes every predefined code and any client code of the pattern", () => {
    for (const code of PREDEFINED_COMPONENT_CODES) expect(fields({ code })).toEqual([]);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9_]{1,59}$/), (code) => {
        expect(fields({ code })).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9_]{0,20}$/),
        fc.constantFrom("A", "-", " ", ".", "é"),
        (code, bad) => {
          expect(fields({ code: `${code}${bad}` })).toEqual(["code"]);
        },
      ),
    );
  });

  it("checks the default by scheme: whole rupiah, or a percentage 0–100 with 4 decimals", () => {
    expect(fields({ scheme: "Rp", defaultAmount: 1_500_000 })).toEqual([]);
    expect(fields({ scheme: "Rp", defaultAmount: 1500.5 })).toEqual(["defaultAmount"]);
    expect(fields({ scheme: "%", base: "salary", defaultAmount: 2.5 })).toEqual([]);
    expect(fields({ scheme: "%", base: "salary", defaultAmount: 100 })).toEqual([]);
    expect(fields({ scheme: "%", base: "salary", defaultAmount: 100.5 })).toEqual([
      "defaultAmount",
    ]);
    expect(fields({ scheme: "%", base: "salary", defaultAmount: 1.23456 })).toEqual([
      "defaultAmount",
    ]);
  });

  it("needs a date and a description of at most 500 characters", () => {
    expect(fields({ effectiveDate: "" })).toEqual(["effectiveDate"]);
    expect(fields({ effectiveDate: "2026-02-30" })).toEqual(["effectiveDate"]);
    expect(fields({ effectiveDate: "26-11-2026" })).toEqual(["effectiveDate"]);
    expect(fields({ description: "x".repeat(501) })).toEqual(["description"]);
  });
});

describe("statutory rates (REFERENCE.md §4)", () => {
  it("BPJS Kesehatan: 4 % / 1 %, capped at Rp 12.000.000 since 2020, with the minimum-wage floor", () => {
    const rates = statutoryRates("bpjs_kesehatan", null);
    expect(rateInForce(rates, "2026-11-26")).toMatchObject({
      effectiveFrom: "2020-01-01",
      employerRate: "4",
      employeeRate: "1",
      wageCap: "12.000.000",
      minimumWageFloor: true,
    });
    expect(rateInputOf(rates.at(-1)!)).toMatchObject({ wageCap: 12_000_000, employerRate: 4 });
  });

  it("JKK by risk class, JKM 0.30 %, JHT 3.7 % / 2 %", () => {
    expect(statutoryRates("jkk", 3)[0]).toMatchObject({ employerRate: "0.89", employeeRate: "0" });
    expect(statutoryRates("jkk", 5)[0]?.employerRate).toBe("1.74");
    expect(statutoryRates("jkm", null)[0]?.employerRate).toBe("0.3");
    expect(statutoryRates("jht", null)[0]).toMatchObject({
      employerRate: "3.7",
      employeeRate: "2",
      wageCap: "",
    });
  });

  it("JP: 2 % / 1 % with each March's cap as its own row, 2021 to 2026", () => {
    const rates = statutoryRates("jp", null);
    expect(rates.map((r) => [r.effectiveFrom, r.wageCap])).toEqual([
      ["2021-03-01", "8.939.700"],
      ["2022-03-01", "9.077.600"],
      ["2023-03-01", "9.559.600"],
      ["2024-03-01", "10.042.300"],
      ["2025-03-01", "10.547.400"],
      ["2026-03-01", "11.086.300"],
    ]);
    expect(rateInForce(rates, "2026-02-28")?.wageCap).toBe("10.547.400");
    expect(rates.every((r) => r.employerRate === "2" && r.employeeRate === "1")).toBe(true);
  });

  it("BPU: JKK 1 %, JKM Rp 6.800 flat, JHT 2 % on the partner; no JP rate on record", () => {
    expect(statutoryRates("bpu_jkk", null)[0]?.employeeRate).toBe("1");
    expect(rateInputOf(statutoryRates("bpu_jkm", null)[0]!)).toMatchObject({
      employeeAmount: 6_800,
      employeeRate: 0,
    });
    expect(statutoryRates("bpu_jht", null)[0]?.employeeRate).toBe("2");
    expect(statutoryRates("bpu_jp", null)).toEqual([]);
  });

  it("names the SPEC §3 codes of each part", () => {
    expect(programmeCodes("bpjs_kesehatan")).toEqual({
      agentCode: "bpjs_kes_agent_sum",
      clientCode: "bpjs_kes_client_sum",
    });
    expect(programmeCodes("bpu_jkm")).toEqual({
      agentCode: "bpu_jkm_agent_sum",
      clientCode: "bpu_jkm_sum",
    });
    expect(programmeCodes("jht")).toEqual({ agentCode: null, clientCode: null });
    const codes = new Set<string>(PREDEFINED_COMPONENT_CODES);
    for (const programme of [
      "bpjs_kesehatan",
      "bpu_jkk",
      "bpu_jkm",
      "bpu_jht",
      "bpu_jp",
    ] as const) {
      const { agentCode, clientCode } = programmeCodes(programme);
      expect(codes.has(agentCode!) && codes.has(clientCode!)).toBe(true);
    }
  });
});

describe("rates table input", () => {
  it("reads typed money and percentages in either style", () => {
    expect(parseMoneyText("Rp 12.000.000")).toBe(12_000_000);
    expect(parseMoneyText(" ")).toBeNull();
    expect(parseMoneyText("12,5")).toBeNaN();
    expect(parsePercentText("0,24")).toBe(0.24);
    expect(parsePercentText("3.7")).toBe(3.7);
    expect(parsePercentText("-1")).toBeNaN();
  });

  it("names each bad cell as rates.<i>.<field>, and a repeated date", () => {
    const good = rateDraftOf({
      effectiveFrom: "2026-01-01",
      employerRate: 4,
      employeeRate: 1,
      employerAmount: 0,
      employeeAmount: 0,
      wageCap: 12_000_000,
      minimumWageFloor: true,
      basis: "Perpres 59/2024",
    });
    const rates = [
      good,
      { ...good, effectiveFrom: "2026-01-01", employerRate: "101", wageCap: "0" },
      { ...good, effectiveFrom: "2027-01-01", employeeAmount: "abc" },
    ].map(rateInputOf);
    const problems = validateRegulation(
      {
        programme: "bpjs_kesehatan",
        name: "BPJS Kesehatan",
        jkkRiskClass: null,
        status: "active",
        rates,
      },
      "en",
    );
    expect(problems.map((p) => p.field)).toEqual([
      "rates.1.effectiveFrom",
      "rates.1.employerRate",
      "rates.1.wageCap",
      "rates.2.employeeAmount",
    ]);
    expect(
      validateRegulation(
        { programme: "jkk", name: "JKK", jkkRiskClass: null, status: "active", rates: [] },
        "en",
      ).map((p) => p.field),
    ).toEqual(["jkkRiskClass", "rates"]);
  });
});
