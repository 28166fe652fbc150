import {
  BPJS_BPU,
  BPJS_JHT,
  BPJS_JKK_JKM,
  BPJS_JP,
  BPJS_KESEHATAN,
  JKK_RELIEF,
  JOB_EXPENSE,
  JP_WAGE_CAP,
  LUMP_SUM_PENSION,
  NO_NPWP_SURCHARGE,
  NON_EMPLOYEE_BASE,
  PASAL_17,
  PENSION_COST,
  PPH26,
  PTKP,
  SEVERANCE,
  TER_CATEGORY,
  TER_DAILY,
  TER_MONTHLY,
  type Timeline,
} from "../../../domain/tax/rates.ts";
import type { YearRange } from "./validation.ts";

type Line = Timeline<unknown>;

const yearMonth = (line: Line, index: number): [number, number] => {
  const [year = 0, month = 1] = (line.records.at(index)?.from ?? "0-01").split("-").map(Number);
  return [year, month];
};

/** The first year whose January every line has a record for. */
const firstFullYear = (lines: readonly Line[]) =>
  Math.max(
    ...lines.map((line) => {
      const [year, month] = yearMonth(line, 0);
      return month === 1 ? year : year + 1;
    }),
  );

const PPH21_LINES: readonly Line[] = [
  PTKP,
  TER_CATEGORY,
  TER_MONTHLY,
  TER_DAILY,
  PASAL_17,
  JOB_EXPENSE,
  PENSION_COST,
  NON_EMPLOYEE_BASE,
  NO_NPWP_SURCHARGE,
  PPH26,
  SEVERANCE,
  LUMP_SUM_PENSION,
];
const BPJS_LINES: readonly Line[] = [
  BPJS_KESEHATAN,
  BPJS_JKK_JKM,
  JKK_RELIEF,
  BPJS_JHT,
  BPJS_JP,
  JP_WAGE_CAP,
  BPJS_BPU,
];

/**
 * The last year the rate data speaks for: that of its newest record (the JP cap of March
 * 2026 today). Dated records stay in force until replaced, but a year after the newest one
 * would rest on rates nobody has confirmed, so the simulators refuse it.
 */
const LAST_YEAR = Math.max(
  ...[...PPH21_LINES, ...BPJS_LINES].map((line) => yearMonth(line, -1)[0]),
);

/** Years a PPh 21 simulation may ask for: from the TER regime (PMK 168/2023, 2024) on. */
export const PPH21_YEARS: YearRange = { first: firstFullYear(PPH21_LINES), last: LAST_YEAR };
/** Years a BPJS simulation may ask for: every month of them has a JP cap on record. */
export const BPJS_YEARS: YearRange = { first: firstFullYear(BPJS_LINES), last: LAST_YEAR };
