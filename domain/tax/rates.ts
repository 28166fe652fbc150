/**
 * Statutory rates and caps as dated records: each record is in force from its month
 * (inclusive) until the next record's month. Nothing here is computed; `rules.ts` reads it.
 * Sources: ../shared/payroll/REFERENCE.md ("REF §x") and the regulation named on each record.
 */
import { percentToUnits } from "./money.ts";
import { TER_MONTHLY_ROWS } from "./ter-tables.ts";
import type { PtkpStatus, TerCategory } from "./types.ts";

/** A value in force from `from` ("YYYY-MM", a tax or contribution month). */
export interface Dated<T> {
  readonly from: string;
  readonly value: T;
  /** Regulation the value comes from. */
  readonly basis: string;
}

const monthKeyOf = (yearMonth: string): number => {
  const [year, month] = yearMonth.split("-").map(Number);
  return year! * 12 + (month! - 1);
};

/** Months since year 0, so dated records compare as integers. */
export const monthKey = (year: number, month: number): number => year * 12 + (month - 1);

/** Compiled dated records: ascending keys beside their values. */
export interface Timeline<T> {
  readonly what: string;
  readonly keys: readonly number[];
  readonly records: readonly Dated<T>[];
}

export function timeline<T>(what: string, records: readonly Dated<T>[]): Timeline<T> {
  const keys = records.map((r) => monthKeyOf(r.from));
  for (let i = 1; i < keys.length; i++) {
    if (keys[i]! <= keys[i - 1]!) throw new Error(`${what}: records out of order`);
  }
  return { what, keys, records };
}

/** The record of `line` in force in `year`-`month`; throws when none had started yet. */
export function inForce<T>(line: Timeline<T>, year: number, month = 1): Dated<T> {
  const key = monthKey(year, month);
  for (let i = line.keys.length - 1; i >= 0; i--) {
    if (line.keys[i]! <= key) return line.records[i]!;
  }
  throw new Error(
    `No ${line.what} on record for ${year}-${String(month).padStart(2, "0")} (first: ${line.records[0]?.from})`,
  );
}

// ---------------------------------------------------------------- PPh 21

/** PTKP per year (PMK 101/PMK.010/2016; unchanged by UU 7/2021 HPP Ps. 7(1)) — REF §2.2. */
export const PTKP = timeline<Readonly<Record<PtkpStatus, number>>>("PTKP", [
  {
    from: "2016-01",
    basis: "PMK 101/PMK.010/2016",
    value: {
      "TK/0": 54_000_000,
      "TK/1": 58_500_000,
      "TK/2": 63_000_000,
      "TK/3": 67_500_000,
      "K/0": 58_500_000,
      "K/1": 63_000_000,
      "K/2": 67_500_000,
      "K/3": 72_000_000,
    },
  },
]);

/** PTKP status → TER category (PP 58/2023 Ps. 2(4)) — REF §1.2. */
export const TER_CATEGORY = timeline<Readonly<Record<PtkpStatus, TerCategory>>>("TER category", [
  {
    from: "2024-01",
    basis: "PP 58/2023 Ps. 2(4)",
    value: {
      "TK/0": "A",
      "TK/1": "A",
      "K/0": "A",
      "TK/2": "B",
      "TK/3": "B",
      "K/1": "B",
      "K/2": "B",
      "K/3": "C",
    },
  },
]);

/** One compiled TER table: row i covers (uppers[i-1], uppers[i]] at rates[i] units. */
export interface TerTable {
  readonly category: TerCategory;
  readonly lowers: Float64Array;
  readonly uppers: Float64Array;
  readonly rates: Int32Array;
}

function compileTer(category: TerCategory): TerTable {
  const rows = TER_MONTHLY_ROWS[category];
  const lowers = new Float64Array(rows.length);
  const uppers = new Float64Array(rows.length);
  const rates = new Int32Array(rows.length);
  rows.forEach(([lower, upper, rate], i) => {
    if (i > 0 && lower !== uppers[i - 1]) throw new Error(`TER ${category} row ${i + 1}: gap`);
    lowers[i] = lower;
    uppers[i] = upper ?? Number.POSITIVE_INFINITY;
    rates[i] = percentToUnits(rate);
  });
  return { category, lowers, uppers, rates };
}

/** Monthly TER (PP 58/2023 Lampiran A–C, PMK 168/2023 Ps. 15(1)a) — REF §1.4. */
export const TER_MONTHLY = timeline<Readonly<Record<TerCategory, TerTable>>>("monthly TER", [
  {
    from: "2024-01",
    basis: "PP 58/2023 Lampiran A–C",
    value: { A: compileTer("A"), B: compileTer("B"), C: compileTer("C") },
  },
]);

/**
 * Daily TER (PP 58/2023 Lampiran D): ≤ zeroUpTo → 0 %, ≤ terUpTo → rate; above terUpTo it is
 * not TER but `aboveTerBase` (50 %) × daily gross × Pasal 17 (PMK 168/2023 Ps. 12(2)b,
 * 16(2)b) — REF §1.5.
 */
export const TER_DAILY = timeline<{
  zeroUpTo: number;
  terUpTo: number;
  rate: number;
  /** Share of the day's gross taxed at Pasal 17 above `terUpTo` (PMK 168/2023 Ps. 12(2)b). */
  aboveTerBase: { numerator: number; denominator: number };
}>("daily TER", [
  {
    from: "2024-01",
    basis: "PP 58/2023 Lampiran D; PMK 168/2023 Ps. 12(2)b",
    value: {
      zeroUpTo: 450_000,
      terUpTo: 2_500_000,
      rate: percentToUnits("0.5"),
      aboveTerBase: { numerator: 1, denominator: 2 },
    },
  },
]);

/** A progressive layer: `rate` units on the part of the base up to `upTo` (null = no limit). */
export interface Layer {
  readonly upTo: number | null;
  readonly rate: number;
}

const layers = (...spec: [upTo: number | null, percent: string][]): readonly Layer[] =>
  spec.map(([upTo, percent]) => ({ upTo, rate: percentToUnits(percent) }));

/** Pasal 17(1)a rates for individuals — REF §2.3. */
export const PASAL_17 = timeline<readonly Layer[]>("Pasal 17 rates", [
  {
    from: "2009-01",
    basis: "UU 36/2008 Ps. 17(1)a",
    value: layers([50_000_000, "5"], [250_000_000, "15"], [500_000_000, "25"], [null, "30"]),
  },
  {
    from: "2022-01",
    basis: "UU 7/2021 (HPP) Ps. 3 angka 7",
    value: layers(
      [60_000_000, "5"],
      [250_000_000, "15"],
      [500_000_000, "25"],
      [5_000_000_000, "30"],
      [null, "35"],
    ),
  },
]);

/** PKP is rounded down to full thousands (PMK 168/2023 Ps. 8(4)). */
export const PKP_ROUNDING_STEP = 1000;

/** Biaya jabatan: 5 % of gross, at most 500,000 a month / 6,000,000 a year (PMK 250/PMK.03/2008; PMK 168/2023 Ps. 10(1)a). */
export const JOB_EXPENSE = timeline<{ rate: number; monthlyCap: number }>("job expense", [
  {
    from: "2009-01",
    basis: "PMK 250/PMK.03/2008",
    value: { rate: percentToUnits("5"), monthlyCap: 500_000 },
  },
]);

/** Biaya pensiun: 5 % of gross, at most 200,000 a month / 2,400,000 a year (PMK 168/2023 Ps. 11). */
export const PENSION_COST = timeline<{ rate: number; monthlyCap: number }>("pension cost", [
  {
    from: "2009-01",
    basis: "PMK 250/PMK.03/2008; PMK 168/2023 Ps. 11",
    value: { rate: percentToUnits("5"), monthlyCap: 200_000 },
  },
]);

/** Non-employees: the base is 50 % of gross (PMK 168/2023 Lampiran B-V) — REF §3. */
export const NON_EMPLOYEE_BASE = timeline<{ numerator: number; denominator: number }>(
  "non-employee base",
  [{ from: "2024-01", basis: "PMK 168/2023 Ps. 16(2)", value: { numerator: 1, denominator: 2 } }],
);

/** 20 % higher PPh 21 without NPWP (UU PPh Ps. 21(5a)): tax × 120/100 — REF §2.4. */
export const NO_NPWP_SURCHARGE = timeline<{ numerator: number; denominator: number }>(
  "no-NPWP surcharge",
  [
    {
      from: "2009-01",
      basis: "UU 36/2008 Ps. 21(5a)",
      value: { numerator: 120, denominator: 100 },
    },
  ],
);

/** PPh 26 on non-resident individuals: 20 % of gross, final (UU PPh Ps. 26(1)) — REF §3. */
export const PPH26 = timeline<{ rate: number }>("PPh 26 rate", [
  { from: "2009-01", basis: "UU 36/2008 Ps. 26(1)", value: { rate: percentToUnits("20") } },
]);

/** Final PPh 21 on severance (pesangon), progressive (PP 68/2009 Ps. 3) — REF §3.1. */
export const SEVERANCE = timeline<readonly Layer[]>("severance rates", [
  {
    from: "2009-01",
    basis: "PP 68/2009 Ps. 3",
    value: layers([50_000_000, "0"], [100_000_000, "5"], [500_000_000, "15"], [null, "25"]),
  },
]);

/** Final PPh 21 on lump-sum pension / THT / JHT benefits (PP 68/2009 Ps. 4) — REF §3.1. */
export const LUMP_SUM_PENSION = timeline<readonly Layer[]>("lump-sum pension rates", [
  { from: "2009-01", basis: "PP 68/2009 Ps. 4", value: layers([50_000_000, "0"], [null, "5"]) },
]);

// ------------------------------------------------------------------ BPJS

/** BPJS Kesehatan for wage earners: 4 % employer, 1 % employee, capped wage — REF §4.1. */
export const BPJS_KESEHATAN = timeline<{ employer: number; employee: number; wageCap: number }>(
  "BPJS Kesehatan rates",
  [
    {
      from: "2018-09",
      basis: "Perpres 82/2018 Ps. 30, 32",
      value: { employer: percentToUnits("4"), employee: percentToUnits("1"), wageCap: 8_000_000 },
    },
    {
      from: "2020-01",
      basis: "Perpres 75/2019; Perpres 59/2024 Ps. 32(1)",
      value: { employer: percentToUnits("4"), employee: percentToUnits("1"), wageCap: 12_000_000 },
    },
  ],
);

/** JKK risk classes (PP 44/2015 Ps. 16(2)); JKM 0.30 % (PP 44/2015 Ps. 18(1)) — REF §4.2. */
export const BPJS_JKK_JKM = timeline<{ jkkClasses: readonly number[]; jkm: number }>(
  "JKK/JKM rates",
  [
    {
      from: "2015-07",
      basis: "PP 44/2015 Ps. 16(2), 18(1)",
      value: {
        jkkClasses: ["0.24", "0.54", "0.89", "1.27", "1.74"].map(percentToUnits),
        jkm: percentToUnits("0.3"),
      },
    },
  ],
);

/**
 * PP 7/2025: 50 % JKK discount for eligible labour-intensive employers from the February 2025
 * contribution month; PP 7/2025 ran it to January 2026 and PP 36/2025 (Ps. 10A) extended it, end
 * date not captured (REF §4.2) — so the record stays open until a later one replaces it. `null`
 * = no relief. Eligibility is the caller's to assert (`jkkRelief`).
 */
export const JKK_RELIEF = timeline<{ numerator: number; denominator: number } | null>(
  "JKK relief",
  [
    { from: "2015-07", basis: "PP 44/2015 (no relief)", value: null },
    { from: "2025-02", basis: "PP 7/2025; PP 36/2025", value: { numerator: 1, denominator: 2 } },
  ],
);

/** JHT 3.7 % employer, 2 % employee, no wage cap (PP 46/2015 Ps. 16) — REF §4.2. */
export const BPJS_JHT = timeline<{ employer: number; employee: number }>("JHT rates", [
  {
    from: "2015-07",
    basis: "PP 46/2015 Ps. 16",
    value: { employer: percentToUnits("3.7"), employee: percentToUnits("2") },
  },
]);

/** JP 2 % employer, 1 % employee on the capped wage (PP 45/2015 Ps. 28) — REF §4.2. */
export const BPJS_JP = timeline<{ employer: number; employee: number }>("JP rates", [
  {
    from: "2015-07",
    basis: "PP 45/2015 Ps. 28",
    value: { employer: percentToUnits("2"), employee: percentToUnits("1") },
  },
]);

/**
 * JP wage cap (PP 45/2015 Ps. 29: raised every March by the prior year's GDP growth). Values
 * from the BPJS Ketenagakerjaan letters listed in REF §4.2.
 */
export const JP_WAGE_CAP = timeline<number>("JP wage cap", [
  { from: "2021-03", basis: "BPJS TK 2021 (secondary, REF §4.2)", value: 8_939_700 },
  { from: "2022-03", basis: "BPJS TK letter 2022", value: 9_077_600 },
  { from: "2023-03", basis: "BPJS TK B/77/022023", value: 9_559_600 },
  { from: "2024-03", basis: "BPJS TK B/1387/022024", value: 10_042_300 },
  { from: "2025-03", basis: "BPJS TK B/726/022025", value: 10_547_400 },
  { from: "2026-03", basis: "BPJS TK B/1226/022026", value: 11_086_300 },
]);

/**
 * BPJS Ketenagakerjaan for non-wage earners (BPU): JKK 1 % of declared income, JKM flat
 * Rp 6,800, JHT 2 % (optional). PP 44/2015, PP 46/2015 as reported by secondary sources; the
 * declared-income bracket table was not retrieved, so no band is enforced — REF §4.3.
 */
export const BPJS_BPU = timeline<{ jkk: number; jkmFlat: number; jht: number }>("BPU rates", [
  {
    from: "2015-07",
    basis: "PP 44/2015; PP 46/2015 (secondary)",
    value: { jkk: percentToUnits("1"), jkmFlat: 6_800, jht: percentToUnits("2") },
  },
]);
