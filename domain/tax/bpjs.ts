/**
 * BPJS contributions of one month (REF §4). Every contribution is wage × rate rounded half up
 * to the rupiah (rounding is not regulated in what we found — REF §6.4).
 */
import { applyRate, assertRupiah, mulDiv, RATE_SCALE, unitsToPercent } from "./money.ts";
import {
  BPJS_BPU,
  BPJS_JHT,
  BPJS_JKK_JKM,
  BPJS_JP,
  BPJS_KESEHATAN,
  inForce,
  JKK_RELIEF,
  JP_WAGE_CAP,
  type Timeline,
} from "./rates.ts";
import type { BpjsBpuRequest, BpjsBpuResult, BpjsWageRequest, BpjsWageResult } from "./types.ts";

const assertContributionMonth = (year: unknown, month: unknown) => {
  if (typeof year !== "number" || !Number.isInteger(year) || year < 1 || year > 9999) {
    throw new Error("year must be a whole year");
  }
  if (typeof month !== "number" || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new Error("month must be a month from 1 to 12");
  }
};

/** JKK class units of a percentage such as 0.54; throws for a rate that is not a class. */
function jkkClass(percent: unknown, classes: readonly number[]): number {
  // unitsToPercent divides exact integers, so it yields the same double as the literal 0.54.
  const units = classes.find((u) => unitsToPercent(u) === percent);
  if (units === undefined) {
    throw new Error(
      `jkkRatePercent must be one of ${classes.map(unitsToPercent).join(", ")} (PP 44/2015)`,
    );
  }
  return units;
}

const latest = <T>(line: Timeline<T>): T => line.records[line.records.length - 1]!.value;

/** Wage earners (Penerima Upah): employer and employee shares for one contribution month. */
export function bpjsWage(request: BpjsWageRequest): BpjsWageResult {
  const { year, month, wage } = request;
  assertContributionMonth(year, month);
  assertRupiah(wage, "wage");
  const minimumWage = request.minimumWage ?? 0;
  assertRupiah(minimumWage, "minimumWage");

  const kes = inForce(BPJS_KESEHATAN, year, month).value;
  const jkkJkm = inForce(BPJS_JKK_JKM, year, month).value;
  const jht = inForce(BPJS_JHT, year, month).value;
  const jp = inForce(BPJS_JP, year, month).value;
  const jpWageCap = inForce(JP_WAGE_CAP, year, month).value;

  let jkkRate = jkkClass(request.jkkRatePercent, jkkJkm.jkkClasses);
  let jkk: number;
  if (request.jkkRelief) {
    const relief = inForce(JKK_RELIEF, year, month);
    if (!relief.value) {
      const from = JKK_RELIEF.records.find((r) => r.value)!.from;
      throw new Error(`The JKK relief (PP 7/2025) applies from contribution month ${from}`);
    }
    // PP 7/2025: the discounted rate (e.g. 0.89 % → 0.445 %) on the full wage, rounded once.
    jkk = mulDiv(wage, jkkRate * relief.value.numerator, RATE_SCALE * relief.value.denominator);
    jkkRate = (jkkRate * relief.value.numerator) / relief.value.denominator;
  } else {
    jkk = applyRate(wage, jkkRate);
  }

  // Perpres 82/2018 Ps. 32: never below the regional minimum wage, never above the cap.
  const kesWage = Math.min(Math.max(wage, minimumWage), kes.wageCap);
  // PP 45/2015 Ps. 28–29: JP on the wage up to the cap in force for the contribution month.
  const jpWage = Math.min(wage, jpWageCap);

  const employer = {
    jkk,
    jkm: applyRate(wage, jkkJkm.jkm),
    jht: applyRate(wage, jht.employer),
    jp: applyRate(jpWage, jp.employer),
    kes: applyRate(kesWage, kes.employer),
  };
  const employee = {
    jht: applyRate(wage, jht.employee),
    jp: applyRate(jpWage, jp.employee),
    kes: applyRate(kesWage, kes.employee),
  };
  return {
    scheme: "pu",
    employer,
    employee,
    // PMK 168/2023 Ps. 5(3)d–f: employer JKK, JKM and Kesehatan premiums are income; JHT/JP not (Ps. 7).
    taxableEmployerPremiums: employer.jkk + employer.jkm + employer.kes,
    // PMK 168/2023 Ps. 10(1)b: employee JHT and JP are deductible; employee Kesehatan is not.
    deductibleEmployeeContributions: employee.jht + employee.jp,
    basis: {
      kesWage,
      kesWageCap: kes.wageCap,
      jpWage,
      jpWageCap,
      jkkRatePercent: unitsToPercent(jkkRate),
    },
  };
}

/** Non-wage earners (BPU): JKK 1 %, JKM flat, optional JHT 2 % of declared income (REF §4.3). */
export function bpjsBpu(request: BpjsBpuRequest): BpjsBpuResult {
  assertRupiah(request.declaredIncome, "declaredIncome");
  let rates = latest(BPJS_BPU);
  if (request.year !== undefined || request.month !== undefined) {
    assertContributionMonth(request.year, request.month ?? 1);
    rates = inForce(BPJS_BPU, request.year!, request.month ?? 1).value;
  }
  const jkk = applyRate(request.declaredIncome, rates.jkk);
  const jkm = rates.jkmFlat;
  const jht = request.jht === false ? 0 : applyRate(request.declaredIncome, rates.jht);
  return { scheme: "bpu", jkk, jkm, jht, total: jkk + jkm + jht };
}
