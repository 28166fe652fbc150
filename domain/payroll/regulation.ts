/**
 * Issue 16: regulation-based components (flag regulation_based_component): one BPJS programme
 * each (REFERENCE.md §4), split into the worker's and the employer's part, with dated rates.
 * Pure. The statutory rows are read from domain/tax/rates.ts (the engine's own timelines, so
 * a rate is written down once); the SPEC §3 codes of each programme's two parts; the rules
 * on a component's input and its rates list. Problems are worded in English
 * (domain/problems.ts translates them).
 */

import { unitsToPercent } from "../tax/money.ts";
import {
  BPJS_BPU,
  BPJS_JHT,
  BPJS_JKK_JKM,
  BPJS_JP,
  BPJS_KESEHATAN,
  type Dated,
  JP_WAGE_CAP,
} from "../tax/rates.ts";
import {
  type FieldProblem,
  isIsoDate,
  isOneOf,
  isPercent,
  isWholeRupiah,
  wholeRupiahProblem,
} from "./components.ts";
import {
  JKK_RISK_RATES,
  type PredefinedComponentCode,
  REGULATION_PROGRAMMES,
  type RegulationProgramme,
} from "./constants.ts";

/** One dated rate: in force from `effectiveFrom` (YYYY-MM-DD) until the next row's date. */
export type RegulationRate = {
  effectiveFrom: string;
  /** Percent of the wage base the employer pays. */
  employerRate: number;
  /** Percent of the wage base the worker pays. */
  employeeRate: number;
  /** Flat whole rupiah a month. */
  employerAmount: number;
  employeeAmount: number;
  /** The wage base's ceiling, whole rupiah; null = none. */
  wageCap: number | null;
  /** The base never goes below the regional minimum wage. */
  minimumWageFloor: boolean;
  basis: string | null;
};

/** migration 0028 bounds. */
export const MAX_RATE_AMOUNT = 100_000_000;
export const MAX_WAGE_CAP = 10_000_000_000;
export const MAX_RATES = 60;
export const MAX_BASIS = 300;
export const MAX_REGULATION_NAME = 100;

/** PU: wage earners; BPU: partners (bukan penerima upah). */
export const participantOf = (programme: RegulationProgramme): "pu" | "bpu" =>
  programme.startsWith("bpu_") ? "bpu" : "pu";

/**
 * The SPEC §3 predefined codes of a programme's two parts: the worker's (`agent`) and the
 * employer's (`client`). SPEC §3 names them for BPJS Kesehatan and the BPU programmes only;
 * the PU BPJS Ketenagakerjaan programmes have none (null).
 */
export const PROGRAMME_CODES: Readonly<
  Record<
    RegulationProgramme,
    { agent: PredefinedComponentCode | null; client: PredefinedComponentCode | null }
  >
> = {
  bpjs_kesehatan: { agent: "bpjs_kes_agent_sum", client: "bpjs_kes_client_sum" },
  jkk: { agent: null, client: null },
  jkm: { agent: null, client: null },
  jht: { agent: null, client: null },
  jp: { agent: null, client: null },
  bpu_jkk: { agent: "bpu_jkk_agent_sum", client: "bpu_jkk_sum" },
  bpu_jkm: { agent: "bpu_jkm_agent_sum", client: "bpu_jkm_sum" },
  bpu_jht: { agent: "bpu_jht_agent_sum", client: "bpu_jht_sum" },
  bpu_jp: { agent: "bpu_jp_agent_sum", client: "bpu_jp_sum" },
};

/** The default name of a programme's component (Indonesian, as the payslips say it). */
export function programmeName(programme: RegulationProgramme, jkkRiskClass: number | null) {
  const names: Record<RegulationProgramme, string> = {
    bpjs_kesehatan: "BPJS Kesehatan",
    jkk: `BPJS JKK Kelas ${jkkRiskClass ?? 1}`,
    jkm: "BPJS JKM",
    jht: "BPJS JHT",
    jp: "BPJS JP",
    bpu_jkk: "BPJS BPU JKK",
    bpu_jkm: "BPJS BPU JKM",
    bpu_jht: "BPJS BPU JHT",
    bpu_jp: "BPJS BPU JP",
  };
  return names[programme];
}

/** The JKK employer rate (%) of a PP 44/2015 risk class 1..5. */
export const jkkRiskRatePercent = (riskClass: number): number | null =>
  JKK_RISK_RATES[riskClass - 1] ?? null;

const dayOf = (month: string) => `${month}-01`;

const row = (
  record: Dated<unknown>,
  parts: Partial<Omit<RegulationRate, "effectiveFrom" | "basis">>,
): RegulationRate => ({
  effectiveFrom: dayOf(record.from),
  employerRate: 0,
  employeeRate: 0,
  employerAmount: 0,
  employeeAmount: 0,
  wageCap: null,
  minimumWageFloor: false,
  basis: record.basis,
  ...parts,
});

/**
 * JP: the PP 45/2015 rates with the yearly wage caps as one row per cap. Rows start where
 * both are on record (the first cap the reference lists, March 2021): a JP row without its
 * cap would understate nothing but overstate the base.
 */
function jpRows(): RegulationRate[] {
  return JP_WAGE_CAP.records.map((cap) => {
    const rate = [...BPJS_JP.records].reverse().find((r) => r.from <= cap.from);
    if (!rate) throw new Error(`JP cap ${cap.from} has no rate in force`);
    return {
      ...row(cap, {
        employerRate: unitsToPercent(rate.value.employer),
        employeeRate: unitsToPercent(rate.value.employee),
        wageCap: cap.value,
      }),
      basis: `${rate.basis}; ${cap.basis}`,
    };
  });
}

/**
 * The statutory dated rates of a programme (REFERENCE.md §4), oldest first, from the
 * timelines of domain/tax/rates.ts: BPJS Kesehatan 4 % / 1 % on the capped wage with the
 * minimum-wage floor (§4.1); JKK by risk class and JKM 0.30 % employer-paid, JHT 3.7 % / 2 %,
 * JP 2 % / 1 % under its yearly caps (§4.2); BPU JKK 1 %, JKM Rp 6.800 flat, JHT 2 % of the
 * declared income, paid by the participant (§4.3). The PP 7/2025 JKK relief is left out: it
 * depends on the employer's eligibility. BPU JP has no statutory rate on record (REFERENCE.md
 * §4.3 names none), so its list is empty and the client enters the rates.
 */
export function statutoryRates(
  programme: RegulationProgramme,
  jkkRiskClass: number | null = null,
): RegulationRate[] {
  switch (programme) {
    case "bpjs_kesehatan":
      return BPJS_KESEHATAN.records.map((r) =>
        row(r, {
          employerRate: unitsToPercent(r.value.employer),
          employeeRate: unitsToPercent(r.value.employee),
          wageCap: r.value.wageCap,
          minimumWageFloor: true,
        }),
      );
    case "jkk":
      return BPJS_JKK_JKM.records.map((r) =>
        row(r, { employerRate: unitsToPercent(r.value.jkkClasses[(jkkRiskClass ?? 1) - 1] ?? 0) }),
      );
    case "jkm":
      return BPJS_JKK_JKM.records.map((r) => row(r, { employerRate: unitsToPercent(r.value.jkm) }));
    case "jht":
      return BPJS_JHT.records.map((r) =>
        row(r, {
          employerRate: unitsToPercent(r.value.employer),
          employeeRate: unitsToPercent(r.value.employee),
        }),
      );
    case "jp":
      return jpRows();
    case "bpu_jkk":
      return BPJS_BPU.records.map((r) => row(r, { employeeRate: unitsToPercent(r.value.jkk) }));
    case "bpu_jkm":
      return BPJS_BPU.records.map((r) => row(r, { employeeAmount: r.value.jkmFlat }));
    case "bpu_jht":
      return BPJS_BPU.records.map((r) => row(r, { employeeRate: unitsToPercent(r.value.jht) }));
    case "bpu_jp":
      return [];
  }
}

/** The rate in force on `day` (YYYY-MM-DD) of a list in any order, or null before the first. */
export function rateInForce<T extends { effectiveFrom: string }>(
  rates: readonly T[],
  day: string,
): T | null {
  let found: T | null = null;
  for (const rate of rates)
    if (rate.effectiveFrom <= day && (!found || rate.effectiveFrom > found.effectiveFrom))
      found = rate;
  return found;
}

export const REGULATION_PROBLEMS = {
  jkkClassRequired: "is required for JKK",
  jkkClassRefused: "must be empty for a programme other than JKK",
  rateDateRepeated: "repeats the date of another rate",
  ratesRequired: "must hold at least one rate",
  noStatutoryRate: "is required: this programme has no statutory rate on record",
  locked: "cannot change once the component is created",
  percent: "must be a percentage from 0 to 100 with at most 4 decimals",
} as const;

export type RegulationComponentInput = {
  programme?: unknown;
  name?: unknown;
  jkkRiskClass?: unknown;
  status?: unknown;
  rates?: unknown;
};

export type RegulationComponentValues = {
  programme: RegulationProgramme;
  name: string;
  jkkRiskClass: number | null;
  status: "active" | "inactive";
  /** null: none sent (create: the statutory rows; update: the stored rows stay). */
  rates: RegulationRate[] | null;
};

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * A rates list once every row holds, each problem at `rates.<i>.<field>`: dates real and
 * unique, rates 0..100 with at most 4 decimals, amounts whole rupiah 0..100,000,000, a wage
 * cap whole rupiah above 0. Returned oldest first.
 */
export function validateRates(
  raw: unknown,
  problems: FieldProblem[],
  field = "rates",
): RegulationRate[] | null {
  if (!Array.isArray(raw)) {
    problems.push({ field, message: "must be array" });
    return null;
  }
  if (raw.length === 0) {
    problems.push({ field, message: REGULATION_PROBLEMS.ratesRequired });
    return null;
  }
  if (raw.length > MAX_RATES) {
    problems.push({ field, message: `must NOT have more than ${MAX_RATES} items` });
    return null;
  }
  const before = problems.length;
  const rates: RegulationRate[] = [];
  const seen = new Set<string>();
  raw.forEach((item: unknown, index) => {
    const at = (name: string) => `${field}.${index}.${name}`;
    const input = (typeof item === "object" && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    let effectiveFrom = "";
    if (!isIsoDate(input["effectiveFrom"]))
      problems.push({
        field: at("effectiveFrom"),
        message: blank(input["effectiveFrom"])
          ? "is required"
          : "must be a date written yyyy-MM-dd",
      });
    else if (seen.has(input["effectiveFrom"]))
      problems.push({ field: at("effectiveFrom"), message: REGULATION_PROBLEMS.rateDateRepeated });
    else {
      effectiveFrom = input["effectiveFrom"];
      seen.add(effectiveFrom);
    }
    const percent = (name: string) => {
      const value = input[name];
      if (value === undefined || value === null) return 0;
      if (isPercent(value)) return value;
      problems.push({ field: at(name), message: REGULATION_PROBLEMS.percent });
      return 0;
    };
    const amount = (name: string, min: number, max: number, nullable: boolean) => {
      const value = input[name];
      if (value === undefined || value === null) return nullable ? null : 0;
      if (isWholeRupiah(value, min, max)) return value;
      problems.push({ field: at(name), message: wholeRupiahProblem(min, max) });
      return 0;
    };
    const employerRate = percent("employerRate");
    const employeeRate = percent("employeeRate");
    const employerAmount = amount("employerAmount", 0, MAX_RATE_AMOUNT, false) ?? 0;
    const employeeAmount = amount("employeeAmount", 0, MAX_RATE_AMOUNT, false) ?? 0;
    const wageCap = amount("wageCap", 1, MAX_WAGE_CAP, true);
    const floor = input["minimumWageFloor"];
    if (floor !== undefined && floor !== null && typeof floor !== "boolean")
      problems.push({ field: at("minimumWageFloor"), message: "must be true or false" });
    const basisRaw = input["basis"];
    let basis: string | null = null;
    if (!blank(basisRaw)) {
      if (typeof basisRaw !== "string")
        problems.push({ field: at("basis"), message: "must be string" });
      else if (basisRaw.trim().length > MAX_BASIS)
        problems.push({ field: at("basis"), message: `must be at most ${MAX_BASIS} characters` });
      else basis = basisRaw.trim();
    }
    rates.push({
      effectiveFrom,
      employerRate,
      employeeRate,
      employerAmount,
      employeeAmount,
      wageCap,
      minimumWageFloor: floor === true,
      basis,
    });
  });
  if (problems.length > before) return null;
  return rates.sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}

/**
 * A regulation component's values once every rule holds, and every problem at once. JKK
 * needs its risk class (1..5), the others refuse one. Rates omitted on create are the
 * statutory rows; a programme without any (BPU JP) must send its own. `current` (on update):
 * the stored programme and class, which cannot change (the rates are the programme's).
 */
export function validateRegulationComponent(
  input: RegulationComponentInput,
  current: { programme: string; jkkRiskClass: number | null } | null = null,
): { values: RegulationComponentValues; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  let programme: RegulationProgramme = "bpjs_kesehatan";
  if (blank(input.programme)) problems.push({ field: "programme", message: "is required" });
  else if (!isOneOf(REGULATION_PROGRAMMES, input.programme))
    problems.push({
      field: "programme",
      message: `must be one of ${REGULATION_PROGRAMMES.join(", ")}`,
    });
  else programme = input.programme;
  const programmeOk = !problems.some((p) => p.field === "programme");

  let jkkRiskClass: number | null = null;
  if (programmeOk && programme === "jkk") {
    if (blank(input.jkkRiskClass))
      problems.push({ field: "jkkRiskClass", message: REGULATION_PROBLEMS.jkkClassRequired });
    else if (
      typeof input.jkkRiskClass !== "number" ||
      !Number.isInteger(input.jkkRiskClass) ||
      input.jkkRiskClass < 1 ||
      input.jkkRiskClass > JKK_RISK_RATES.length
    )
      problems.push({
        field: "jkkRiskClass",
        message: `must be a whole number from 1 to ${JKK_RISK_RATES.length}`,
      });
    else jkkRiskClass = input.jkkRiskClass;
  } else if (programmeOk && !blank(input.jkkRiskClass))
    problems.push({ field: "jkkRiskClass", message: REGULATION_PROBLEMS.jkkClassRefused });

  if (current && programmeOk) {
    if (current.programme !== programme)
      problems.push({ field: "programme", message: REGULATION_PROBLEMS.locked });
    else if (programme === "jkk" && jkkRiskClass !== null && current.jkkRiskClass !== jkkRiskClass)
      problems.push({ field: "jkkRiskClass", message: REGULATION_PROBLEMS.locked });
  }

  let name = "";
  if (blank(input.name)) name = programmeOk ? programmeName(programme, jkkRiskClass) : "";
  else if (typeof input.name !== "string")
    problems.push({ field: "name", message: "must be string" });
  else if (input.name.trim().length > MAX_REGULATION_NAME)
    problems.push({ field: "name", message: `must be at most ${MAX_REGULATION_NAME} characters` });
  else name = input.name.trim();

  let status: "active" | "inactive" = "active";
  if (!blank(input.status)) {
    if (input.status === "active" || input.status === "inactive") status = input.status;
    else problems.push({ field: "status", message: "must be one of active, inactive" });
  }

  let rates: RegulationRate[] | null = null;
  if (input.rates !== undefined && input.rates !== null)
    rates = validateRates(input.rates, problems);
  else if (!current && programmeOk) {
    rates = statutoryRates(programme, jkkRiskClass);
    if (rates.length === 0)
      problems.push({ field: "rates", message: REGULATION_PROBLEMS.noStatutoryRate });
  }
  return { values: { programme, name, jkkRiskClass, status, rates }, problems };
}
