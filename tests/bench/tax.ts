/**
 * npm run bench:tax — full-year PPh 21 simulations (12 months of TER + the last-period
 * reconciliation) for 100,000 employees with varied inputs, on one core (issue 6: < 2 s).
 * Inputs are generated first (seeded, so every run is the same); only `simulatePph21` is timed.
 * Prints figures, asserts nothing.
 */
import {
  bpjsWage,
  type MonthlyPph21Request,
  type PtkpStatus,
  simulatePph21,
} from "../../domain/tax/index.ts";

const EMPLOYEES = Number(process.env["BENCH_EMPLOYEES"] ?? 100_000);
const ROUNDS = 3;
const YEAR = 2025;

// Mulberry32: a tiny seeded generator, so the workload is identical between runs.
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const STATUSES: PtkpStatus[] = ["TK/0", "TK/1", "TK/2", "TK/3", "K/0", "K/1", "K/2", "K/3"];
const JKK = [0.24, 0.54, 0.89, 1.27, 1.74];

function workload(count: number): MonthlyPph21Request[] {
  const next = random(20_250_601);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const requests: MonthlyPph21Request[] = [];
  for (let e = 0; e < count; e++) {
    // Salaries from the minimum wage to senior levels, skewed low like a field workforce.
    const salary = Math.round((4_500_000 + 55_000_000 * next() ** 3) / 1000) * 1000;
    const jkkRatePercent = pick(JKK);
    const premiums = bpjsWage({ year: YEAR, month: 6, wage: salary, jkkRatePercent });
    const regular = salary + premiums.taxableEmployerPremiums;
    const pension = premiums.deductibleEmployeeContributions;
    const zakat = next() < 0.15 ? Math.round(salary * 0.025) : 0;
    // 85 % work the whole year; the rest start or leave mid-year.
    const roll = next();
    const first = roll < 0.08 ? 1 + Math.floor(next() * 11) : 1;
    const last = roll > 0.92 ? 1 + Math.floor(next() * 11) : 12;
    const from = Math.min(first, last);
    const periods = [];
    for (let month = from; month <= last; month++) {
      const overtime = next() < 0.3 ? Math.round(next() * 1_500_000) : 0;
      const thr = month === 4 ? salary : 0;
      const bonus = month === 12 && next() < 0.4 ? Math.round(salary * next() * 2) : 0;
      periods.push({
        month,
        gross: regular + overtime + thr + bonus,
        employeePension: pension,
        zakat,
      });
    }
    requests.push({
      year: YEAR,
      ptkp: pick(STATUSES),
      recipient: next() < 0.05 ? "pensioner" : "permanent_employee",
      periods,
      lastPeriod: last,
      subjectiveChange: next() < 0.01 ? "starts" : null,
      npwp: true,
      method: next() < 0.1 ? "gross_up" : "gross",
    });
  }
  return requests;
}

const requests = workload(EMPLOYEES);
const months = requests.reduce((sum, r) => sum + r.periods.length, 0);
console.log(
  `bench:tax — ${EMPLOYEES.toLocaleString("en")} employees, ${months.toLocaleString("en")} monthly periods ` +
    `(${requests.filter((r) => r.method === "gross_up").length.toLocaleString("en")} gross-up), one core`,
);

let best = Number.POSITIVE_INFINITY;
for (let round = 1; round <= ROUNDS; round++) {
  let checksum = 0;
  const start = process.hrtime.bigint();
  for (const request of requests) checksum += simulatePph21(request).data.total;
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  best = Math.min(best, ms);
  console.log(
    `  run ${round}: ${ms.toFixed(0)} ms total, ${((ms * 1000) / EMPLOYEES).toFixed(2)} µs/employee, ` +
      `${Math.round(EMPLOYEES / (ms / 1000)).toLocaleString("en")} employee-years/s ` +
      `(year's PPh 21: Rp ${checksum.toLocaleString("en")})`,
  );
}
console.log(`  best: ${best.toFixed(0)} ms for ${EMPLOYEES.toLocaleString("en")} employee-years`);
