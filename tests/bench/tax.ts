/**
 * npm run bench:tax — PPh 21 simulations on one core (issue 6: "full-year simulations
 * (12 months + reconciliation) for 100,000 employees in under 2 s on one core").
 *
 * Scenarios (inputs generated first, seeded, so every run is the same; only `simulatePph21`
 * is timed; one JS thread — the CPU time of each run is printed beside its wall time):
 *  1. full-year (the headline, what the issue asks): 100,000 permanent employees × January–
 *     December, TER for January–November and the December reconciliation, gross method;
 *     varied salaries, PTKP statuses, BPJS premiums, overtime, THR in April, December bonuses.
 *  2. varied (secondary): the same population with mid-year joiners and leavers (reconciled
 *     in their last month), 5 % pensioners, 10 % gross-up, 1 % annualised.
 *
 * Prints every run, the median, min and max, and the load average (os.loadavg) before and
 * after each scenario — the machine may be shared. Asserts nothing.
 * BENCH_EMPLOYEES (default 100,000) and BENCH_ROUNDS (default 5) override the sizes.
 */
import { availableParallelism, cpus, loadavg } from "node:os";
import {
  bpjsWage,
  type MonthlyPph21Request,
  type PtkpStatus,
  simulatePph21,
} from "../../domain/tax/index.ts";

const EMPLOYEES = Number(process.env["BENCH_EMPLOYEES"] ?? 100_000);
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 5);
const TARGET_MS = 2000;
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

/** `varied` adds mid-year joiners/leavers, pensioners, gross-up and annualisation. */
function workload(count: number, varied: boolean): MonthlyPph21Request[] {
  const next = random(varied ? 20_250_601 : 20_250_101);
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
    // varied: 85 % work the whole year; the rest start or leave mid-year.
    const roll = varied ? next() : 0.5;
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
      recipient: varied && next() < 0.05 ? "pensioner" : "permanent_employee",
      periods,
      lastPeriod: last,
      subjectiveChange: varied && next() < 0.01 ? "starts" : null,
      npwp: true,
      method: varied && next() < 0.1 ? "gross_up" : "gross",
    });
  }
  return requests;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function scenario(title: string, requests: readonly MonthlyPph21Request[]) {
  const months = requests.reduce((sum, r) => sum + r.periods.length, 0);
  const reconciled = requests.filter((r) => r.periods.at(-1)?.month === r.lastPeriod).length;
  const grossUp = requests.filter((r) => r.method === "gross_up").length;
  const pensioners = requests.filter((r) => r.recipient === "pensioner").length;
  console.log(`\n${title}`);
  console.log(
    `  ${requests.length.toLocaleString("en")} employees, ${months.toLocaleString("en")} monthly ` +
      `periods, ${reconciled.toLocaleString("en")} last-period reconciliations, ` +
      `${grossUp.toLocaleString("en")} gross-up, ${pensioners.toLocaleString("en")} pensioners`,
  );
  console.log(`  load average before (1 / 5 / 15 min): ${load()}`);
  const times: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    let checksum = 0;
    const cpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    for (const request of requests) checksum += simulatePph21(request).data.total;
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    times.push(ms);
    console.log(
      `  run ${round}: ${ms.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU, ` +
        `${((ms * 1000) / requests.length).toFixed(2)} µs/employee ` +
        `(year's PPh 21: Rp ${checksum.toLocaleString("en")})`,
    );
  }
  const mid = median(times);
  console.log(
    `  median ${mid.toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ` +
      `${Math.max(...times).toFixed(0)} ms over ${ROUNDS} runs ` +
      `(${Math.round(requests.length / (mid / 1000)).toLocaleString("en")} employee-years/s at the median)`,
  );
  console.log(`  load average after (1 / 5 / 15 min): ${load()}`);
  return mid;
}

console.log(
  `bench:tax — one JS thread; machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? "?"}), ` +
    `Node ${process.version}`,
);
const headline = scenario(
  "1. full-year (headline, issue 6): every employee January–December, TER + December reconciliation, gross method",
  workload(EMPLOYEES, false),
);
scenario(
  "2. varied (secondary): mid-year joiners/leavers, pensioners, gross-up, annualisation",
  workload(EMPLOYEES, true),
);
console.log(
  `\nheadline: median ${headline.toFixed(0)} ms for ${EMPLOYEES.toLocaleString("en")} full years ` +
    `(target < ${TARGET_MS} ms: ${headline < TARGET_MS ? "met" : "NOT met"})`,
);
