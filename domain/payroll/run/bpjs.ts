/**
 * Issue 17: BPJS of one run (domain/tax bpjsWage, REFERENCE.md §4), shaped by the group's
 * programmes and who pays the worker's parts. Pure.
 */
import { bpjsWage } from "../../tax/bpjs.ts";
import type { BpjsParts, ReportLine, RunSettings } from "./types.ts";
import { fmt } from "./util.ts";

/** Employees under BPJS Penerima Upah (UU 24/2011; PP 44/2015, 45/2015, 46/2015). */
export const BPJS_RECIPIENTS: ReadonlySet<string> = new Set([
  "permanent_employee",
  "non_permanent_monthly",
  "non_permanent_daily",
]);

export const NO_BPJS: BpjsParts = {
  kesehatanWorker: 0,
  kesehatanEmployer: 0,
  jhtWorker: 0,
  jhtEmployer: 0,
  jpWorker: 0,
  jpEmployer: 0,
  jkk: 0,
  jkm: 0,
};

export type BpjsOutcome = {
  parts: BpjsParts;
  lines: ReportLine[];
  wage: number;
};

/**
 * `wage`: the monthly wage (basic + fixed allowances, not prorated — README "BPJS"). The
 * worker's parts are deductions when the agent pays; when the client pays they are employer
 * lines, and taxable (a benefit paid for the worker, PMK 168/2023 Ps. 5(3)).
 */
export function bpjsFor(settings: RunSettings, recipient: string, wage: number): BpjsOutcome {
  if (!BPJS_RECIPIENTS.has(recipient)) return { parts: NO_BPJS, lines: [], wage };
  const g = settings.group;
  const r = bpjsWage({
    year: settings.year,
    month: settings.month,
    wage,
    jkkRatePercent: Number(g.jkkRiskRate),
    minimumWage: settings.minimumWage,
  });
  const jht = g.socialPrograms === "jkk_jkm_jht";
  const parts: BpjsParts = {
    kesehatanWorker: g.bpjsKesehatan ? r.employee.kes : 0,
    kesehatanEmployer: g.bpjsKesehatan ? r.employer.kes : 0,
    jhtWorker: jht ? r.employee.jht : 0,
    jhtEmployer: jht ? r.employer.jht : 0,
    jpWorker: g.pensionJp ? r.employee.jp : 0,
    jpEmployer: g.pensionJp ? r.employer.jp : 0,
    jkk: r.employer.jkk,
    jkm: r.employer.jkm,
  };
  const clientPays = g.socialPaidBy === "client";
  const b = r.basis;
  const lines: ReportLine[] = [];
  const inputs = {
    wage,
    kesWage: b.kesWage,
    kesWageCap: b.kesWageCap,
    jpWage: b.jpWage,
    jpWageCap: b.jpWageCap,
  };
  const employer = (code: string, label: string, amount: number, taxable: boolean, rule: string) =>
    lines.push({ code, label, amount, type: "employer", taxable, rule, inputs });
  const worker = (code: string, label: string, amount: number, rule: string) =>
    lines.push(
      clientPays
        ? {
            code,
            label: `${label} (paid by the employer)`,
            amount,
            type: "employer",
            taxable: true,
            rule: `${rule}; the worker's part is paid by the client (group setting), so it is taxable income of the worker (PMK 168/2023 Ps. 5(3))`,
            inputs,
          }
        : {
            code,
            label,
            amount,
            type: "deduction",
            rule: `${rule}; deducted from the worker`,
            inputs,
          },
    );
  employer(
    "bpjs_jkk",
    "BPJS JKK (employer)",
    parts.jkk,
    true,
    `JKK ${b.jkkRatePercent} % × wage ${fmt(wage)} (PP 44/2015 Ps. 16); employer premium, taxable (PMK 168/2023 Ps. 5(3))`,
  );
  employer(
    "bpjs_jkm",
    "BPJS JKM (employer)",
    parts.jkm,
    true,
    `JKM 0.3 % × wage ${fmt(wage)} (PP 44/2015 Ps. 18); employer premium, taxable (PMK 168/2023 Ps. 5(3))`,
  );
  if (jht) {
    employer(
      "bpjs_jht_employer",
      "BPJS JHT (employer)",
      parts.jhtEmployer,
      false,
      `JHT 3.7 % × wage ${fmt(wage)} (PP 46/2015 Ps. 16); not income of the worker (PMK 168/2023 Ps. 7)`,
    );
    worker(
      "bpjs_jht_worker",
      "BPJS JHT (worker)",
      parts.jhtWorker,
      `JHT 2 % × wage ${fmt(wage)} (PP 46/2015 Ps. 16)`,
    );
  }
  if (g.pensionJp) {
    employer(
      "bpjs_jp_employer",
      "BPJS JP (employer)",
      parts.jpEmployer,
      false,
      `JP 2 % × min(wage, cap ${fmt(b.jpWageCap)}) = ${fmt(b.jpWage)} (PP 45/2015 Ps. 28–29); not income of the worker (PMK 168/2023 Ps. 7)`,
    );
    worker(
      "bpjs_jp_worker",
      "BPJS JP (worker)",
      parts.jpWorker,
      `JP 1 % × min(wage, cap ${fmt(b.jpWageCap)}) = ${fmt(b.jpWage)} (PP 45/2015 Ps. 28–29)`,
    );
  }
  if (g.bpjsKesehatan) {
    const base = `min(max(wage, minimum wage), cap ${fmt(b.kesWageCap)}) = ${fmt(b.kesWage)}`;
    employer(
      "bpjs_kes_employer",
      "BPJS Kesehatan (employer)",
      parts.kesehatanEmployer,
      true,
      `BPJS Kesehatan 4 % × ${base} (Perpres 82/2018 Ps. 30, 32); employer premium, taxable (PMK 168/2023 Ps. 5(3))`,
    );
    worker(
      "bpjs_kes_worker",
      "BPJS Kesehatan (worker)",
      parts.kesehatanWorker,
      `BPJS Kesehatan 1 % × ${base} (Perpres 82/2018 Ps. 30, 32)`,
    );
  }
  return { parts, lines, wage };
}
