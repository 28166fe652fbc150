import { describe, expect, it } from "vitest";
import { localizeProblem } from "../problems.ts";
import { BPJS_KESEHATAN, inForce, JP_WAGE_CAP } from "../tax/rates.ts";
import type { FieldProblem } from "./components.ts";
import { JKK_RISK_RATES, PREDEFINED_COMPONENT_CODES, REGULATION_PROGRAMMES } from "./constants.ts";
import {
  PROGRAMME_CODES,
  participantOf,
  rateInForce,
  statutoryRates,
  validateRates,
  validateRegulationComponent,
} from "./regulation.ts";

const current = (programme: Parameters<typeof statutoryRates>[0], day: string, jkk?: number) =>
  rateInForce(statutoryRates(programme, jkk ?? null), day);

describe("the statutory rates (REFERENCE.md §4, read from domain/tax/rates.ts)", () => {
  it("BPJS Kesehatan: 4 % / 1 % under Rp 12.000.000 with the minimum-wage floor (§4.1)", () => {
    expect(current("bpjs_kesehatan", "2026-11-26")).toMatchObject({
      effectiveFrom: "2020-01-01",
      employerRate: 4,
      employeeRate: 1,
      wageCap: 12_000_000,
      minimumWageFloor: true,
    });
    // The 2018 row with its Rp 8.000.000 cap stays on record.
    expect(current("bpjs_kesehatan", "2019-06-01")?.wageCap).toBe(8_000_000);
    expect(statutoryRates("bpjs_kesehatan")).toHaveLength(BPJS_KESEHATAN.records.length);
  });

  it("JKK by risk class, JKM 0.30 %, JHT 3.7 % / 2 % (§4.2)", () => {
    JKK_RISK_RATES.forEach((rate, index) => {
      expect(current("jkk", "2026-01-01", index + 1)).toMatchObject({
        employerRate: rate,
        employeeRate: 0,
        wageCap: null,
      });
    });
    expect(current("jkm", "2026-01-01")).toMatchObject({ employerRate: 0.3, employeeRate: 0 });
    expect(current("jht", "2026-01-01")).toMatchObject({ employerRate: 3.7, employeeRate: 2 });
  });

  it("JP: 2 % / 1 % with one row per yearly cap, March to February (§4.2)", () => {
    const rows = statutoryRates("jp");
    expect(rows.map((r) => r.effectiveFrom)).toEqual(
      JP_WAGE_CAP.records.map((r) => `${r.from}-01`),
    );
    for (const row of rows) expect(row).toMatchObject({ employerRate: 2, employeeRate: 1 });
    expect(current("jp", "2026-02-28")?.wageCap).toBe(inForce(JP_WAGE_CAP, 2026, 2).value);
    expect(current("jp", "2026-03-01")?.wageCap).toBe(inForce(JP_WAGE_CAP, 2026, 3).value);
    expect(current("jp", "2024-01-15")?.wageCap).toBe(9_559_600);
  });

  it("BPU: JKK 1 %, JKM Rp 6.800 flat, JHT 2 %, paid by the participant; no JP on record (§4.3)", () => {
    expect(current("bpu_jkk", "2026-01-01")).toMatchObject({ employeeRate: 1, employerRate: 0 });
    expect(current("bpu_jkm", "2026-01-01")).toMatchObject({
      employeeAmount: 6_800,
      employeeRate: 0,
    });
    expect(current("bpu_jht", "2026-01-01")).toMatchObject({ employeeRate: 2 });
    expect(statutoryRates("bpu_jp")).toEqual([]);
  });

  it("every statutory list passes the rates rules it would be stored under", () => {
    for (const programme of REGULATION_PROGRAMMES) {
      const rows = statutoryRates(programme, programme === "jkk" ? 3 : null);
      if (rows.length === 0) continue;
      const problems: FieldProblem[] = [];
      expect(validateRates(rows, problems), programme).toEqual(rows);
      expect(problems).toEqual([]);
    }
  });
});

describe("the SPEC §3 codes of each programme's parts", () => {
  it("names the worker's and the employer's codes where SPEC §3 has them", () => {
    expect(PROGRAMME_CODES.bpjs_kesehatan).toEqual({
      agent: "bpjs_kes_agent_sum",
      client: "bpjs_kes_client_sum",
    });
    expect(PROGRAMME_CODES.bpu_jkk).toEqual({ agent: "bpu_jkk_agent_sum", client: "bpu_jkk_sum" });
    for (const programme of ["jkk", "jkm", "jht", "jp"] as const)
      expect(PROGRAMME_CODES[programme]).toEqual({ agent: null, client: null });
    // Every SPEC §3 BPJS code belongs to exactly one programme part.
    const named = Object.values(PROGRAMME_CODES).flatMap((c) => [c.agent, c.client]);
    const bpjsCodes = PREDEFINED_COMPONENT_CODES.filter((c) => c.startsWith("bp"));
    expect(named.filter((c) => c !== null).sort()).toEqual([...bpjsCodes].sort());
    expect(participantOf("bpu_jht")).toBe("bpu");
    expect(participantOf("jht")).toBe("pu");
  });
});

describe("validateRegulationComponent", () => {
  it("takes the statutory rows when no rates are sent, and a default name", () => {
    const { values, problems } = validateRegulationComponent({ programme: "jkk", jkkRiskClass: 2 });
    expect(problems).toEqual([]);
    expect(values).toMatchObject({ programme: "jkk", jkkRiskClass: 2, name: "BPJS JKK Kelas 2" });
    expect(values.rates).toEqual(statutoryRates("jkk", 2));
  });

  it("needs a JKK class for JKK only, and a rate list where the law has none", () => {
    const fields = (input: Record<string, unknown>) =>
      validateRegulationComponent(input).problems.map((p) => p.field);
    expect(fields({ programme: "jkk" })).toEqual(["jkkRiskClass"]);
    expect(fields({ programme: "jkk", jkkRiskClass: 6 })).toEqual(["jkkRiskClass"]);
    expect(fields({ programme: "jkk", jkkRiskClass: 1.5 })).toEqual(["jkkRiskClass"]);
    expect(fields({ programme: "jht", jkkRiskClass: 1 })).toEqual(["jkkRiskClass"]);
    expect(fields({ programme: "bpu_jp" })).toEqual(["rates"]);
    expect(fields({ programme: "tapera" })).toEqual(["programme"]);
    expect(fields({ programme: "jht", status: "x", name: "x".repeat(101) })).toEqual([
      "name",
      "status",
    ]);
  });

  it("keeps the programme and class of a stored component; rates omitted keep the stored ones", () => {
    const stored = { programme: "jkk", jkkRiskClass: 1 };
    const fields = (input: Record<string, unknown>) =>
      validateRegulationComponent(input, stored).problems.map((p) => p.field);
    expect(fields({ programme: "jkm" })).toEqual(["programme"]);
    expect(fields({ programme: "jkk", jkkRiskClass: 2 })).toEqual(["jkkRiskClass"]);
    const kept = validateRegulationComponent({ programme: "jkk", jkkRiskClass: 1 }, stored);
    expect(kept.problems).toEqual([]);
    expect(kept.values.rates).toBeNull();
  });

  it("checks every rate row: unique real dates, rates 0..100, whole rupiah", () => {
    const problems: FieldProblem[] = [];
    const rows = validateRates(
      [
        { effectiveFrom: "2025-01-01", employerRate: 4, employeeRate: 1, wageCap: 12_000_000 },
        { effectiveFrom: "2025-01-01", employerRate: 100.5 },
        { effectiveFrom: "2025-02-30", employeeRate: 1.23456, employerAmount: 6_800.5 },
        { effectiveFrom: "2025-03-01", wageCap: 0, employeeAmount: -1, minimumWageFloor: "yes" },
      ],
      problems,
    );
    expect(rows).toBeNull();
    expect(problems.map((p) => p.field)).toEqual([
      "rates.1.effectiveFrom",
      "rates.1.employerRate",
      "rates.2.effectiveFrom",
      "rates.2.employeeRate",
      "rates.2.employerAmount",
      "rates.3.employeeAmount",
      "rates.3.wageCap",
      "rates.3.minimumWageFloor",
    ]);
    const empty: FieldProblem[] = [];
    expect(validateRates([], empty)).toBeNull();
    expect(empty.map((p) => p.field)).toEqual(["rates"]);
    const sorted = validateRates(
      [{ effectiveFrom: "2026-03-01" }, { effectiveFrom: "2021-03-01", basis: " PP 45/2015 " }],
      [],
    );
    expect(sorted?.map((r) => [r.effectiveFrom, r.basis])).toEqual([
      ["2021-03-01", "PP 45/2015"],
      ["2026-03-01", null],
    ]);
  });

  it("answers every problem it can report in Indonesian too", () => {
    const problems: FieldProblem[] = [
      ...validateRegulationComponent({ programme: "jkk" }).problems,
      ...validateRegulationComponent({ programme: "jht", jkkRiskClass: 1, status: "x" }).problems,
      ...validateRegulationComponent({ programme: "bpu_jp" }).problems,
      ...validateRegulationComponent({ programme: "x" }).problems,
      ...validateRegulationComponent({ programme: "jkm" }, { programme: "jkk", jkkRiskClass: 1 })
        .problems,
      ...validateRegulationComponent({ programme: "jkm", rates: [] }).problems,
      ...validateRegulationComponent({ programme: "jkk", jkkRiskClass: 9 }).problems,
    ];
    validateRates(
      [
        { effectiveFrom: "2025-01-01" },
        { effectiveFrom: "2025-01-01", employerRate: 101, wageCap: 0.5, basis: "x".repeat(301) },
        { effectiveFrom: "x", minimumWageFloor: 1 },
      ],
      problems,
    );
    expect(problems.length).toBeGreaterThan(10);
    for (const { message } of problems)
      expect(localizeProblem("id", message), message).not.toBe(message);
  });
});
