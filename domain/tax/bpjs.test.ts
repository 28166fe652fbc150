import { describe, expect, it } from "vitest";
import { BPJS_KESEHATAN, inForce } from "./rates.ts";
import { simulateBpjs } from "./simulate.ts";
import type { BpjsWageRequest } from "./types.ts";

const wage = (request: Partial<BpjsWageRequest>) =>
  simulateBpjs({ year: 2025, month: 6, wage: 10_000_000, jkkRatePercent: 0.24, ...request }).data;

describe("BPJS for wage earners (REF §4.1–4.2)", () => {
  it("computes every program below the caps", () => {
    expect(wage({ wage: 5_000_000, minimumWage: 4_000_000 })).toEqual({
      scheme: "pu",
      employer: { jkk: 12_000, jkm: 15_000, jht: 185_000, jp: 100_000, kes: 200_000 },
      employee: { jht: 100_000, jp: 50_000, kes: 50_000 },
      taxableEmployerPremiums: 12_000 + 15_000 + 200_000,
      deductibleEmployeeContributions: 150_000,
      basis: {
        kesWage: 5_000_000,
        kesWageCap: 12_000_000,
        jpWage: 5_000_000,
        jpWageCap: 10_547_400,
        jkkRatePercent: 0.24,
      },
    });
  });

  it("caps BPJS Kesehatan at 12,000,000 (Perpres 75/2019) and floors it at the minimum wage", () => {
    expect(wage({ wage: 20_000_000 }).employer.kes).toBe(480_000);
    expect(wage({ wage: 20_000_000 }).employee.kes).toBe(120_000);
    const floored = wage({ wage: 3_000_000, minimumWage: 5_396_761 }); // UMP DKI 2025
    expect(floored.basis.kesWage).toBe(5_396_761);
    expect(floored.employer.kes).toBe(215_870); // 4 % = 215,870.44
    expect(floored.employee.kes).toBe(53_968); // 1 % = 53,967.61
    expect(floored.employer.jht).toBe(111_000); // other programs stay on the real wage
  });

  it("used the 8,000,000 cap before 2020 (Perpres 82/2018)", () => {
    // No JP cap is on record before March 2021, so the dated Kesehatan record is read directly.
    expect(inForce(BPJS_KESEHATAN, 2019, 12).value.wageCap).toBe(8_000_000);
    expect(inForce(BPJS_KESEHATAN, 2020, 1).value.wageCap).toBe(12_000_000);
  });

  it.each([
    [2023, 2, 9_077_600],
    [2023, 3, 9_559_600],
    [2024, 2, 9_559_600],
    [2024, 3, 10_042_300],
    [2025, 2, 10_042_300],
    [2025, 3, 10_547_400],
    [2026, 2, 10_547_400],
    [2026, 3, 11_086_300],
  ])("JP cap in force for %i-%i is %i (changes every March)", (year, month, cap) => {
    const data = wage({ year, month, wage: 50_000_000 });
    expect(data.basis.jpWageCap).toBe(cap);
    expect(data.employer.jp).toBe(Math.round(cap * 0.02));
    expect(data.employee.jp).toBe(Math.round(cap * 0.01));
  });

  it("JP rounds half up: 1 % of 10,547,400 = 105,474; 2 % of 10,042,300 = 200,846", () => {
    expect(wage({ year: 2025, month: 3, wage: 30_000_000 }).employee.jp).toBe(105_474);
    expect(wage({ year: 2024, month: 3, wage: 30_000_000 }).employer.jp).toBe(200_846);
  });

  it.each([
    [0.24, 24_000],
    [0.54, 54_000],
    [0.89, 89_000],
    [1.27, 127_000],
    [1.74, 174_000],
  ])("JKK class %f % (PP 44/2015)", (rate, jkk) => {
    expect(wage({ jkkRatePercent: rate }).employer.jkk).toBe(jkk);
  });

  it.each([
    [0.24, 0.12, 12_000],
    [0.54, 0.27, 27_000],
    [0.89, 0.445, 44_500],
    [1.27, 0.635, 63_500],
    [1.74, 0.87, 87_000],
  ])("PP 7/2025 relief halves JKK %f % → %f %", (rate, relieved, jkk) => {
    const data = wage({ jkkRatePercent: rate, jkkRelief: true });
    expect(data.basis.jkkRatePercent).toBe(relieved);
    expect(data.employer.jkk).toBe(jkk);
  });

  it("rounds each contribution half up to the rupiah", () => {
    const data = wage({ wage: 1_234_567, jkkRatePercent: 0.89, jkkRelief: true });
    expect(data.employer).toEqual({
      jkk: 5_494, // 0.445 % = 5,493.82
      jkm: 3_704, // 0.3 % = 3,703.70
      jht: 45_679, // 3.7 % = 45,678.98
      jp: 24_691, // 2 % = 24,691.34
      kes: 49_383, // 4 % = 49,382.68
    });
    expect(data.employee).toEqual({ jht: 24_691, jp: 12_346, kes: 12_346 });
  });

  it("refuses impossible input", () => {
    expect(() => wage({ jkkRatePercent: 0.3 })).toThrow(
      "jkkRatePercent must be one of 0.24, 0.54, 0.89, 1.27, 1.74 (PP 44/2015)",
    );
    expect(() => wage({ month: 13 })).toThrow("month must be a month from 1 to 12");
    expect(() => wage({ year: 2025, month: 1, jkkRelief: true })).toThrow(
      "The JKK relief (PP 7/2025) applies from contribution month 2025-02",
    );
    expect(() => wage({ wage: -1 })).toThrow(/wage must be between/);
    expect(() => wage({ year: 2021, month: 1 })).toThrow(/No JP wage cap on record for 2021-01/);
    expect(() => wage({ scheme: "bpjs" as never })).toThrow(
      'Unknown BPJS scheme "bpjs" (pu or bpu)',
    );
  });
});

describe("BPJS BPU (REF §4.3)", () => {
  it("JKK 1 %, JKM flat 6,800, JHT 2 %", () => {
    expect(simulateBpjs({ scheme: "bpu", declaredIncome: 2_000_000 }).data).toEqual({
      scheme: "bpu",
      jkk: 20_000,
      jkm: 6_800,
      jht: 40_000,
      total: 66_800,
    });
  });

  it("JHT is optional", () => {
    expect(
      simulateBpjs({ scheme: "bpu", declaredIncome: 2_000_000, jht: false }).data,
    ).toMatchObject({ jht: 0, total: 26_800 });
  });

  it("refuses a fractional income", () => {
    expect(() => simulateBpjs({ scheme: "bpu", declaredIncome: 1.5 })).toThrow(/whole number/);
  });
});
