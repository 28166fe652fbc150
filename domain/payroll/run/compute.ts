/**
 * Issue 17: the payroll run engine. `computeMember(settings, member)` turns one worker's month
 * into a report line in whole rupiah, every figure with its rule and inputs (README.md beside
 * this file lists each decision and its source). Pure: no I/O, runs in the browser too.
 *
 * Lines: Σ earning lines = gross; Σ deduction lines + the tax line = employeeDeductions;
 * Σ employer lines = employerContributions; taxableGross = Σ taxable earning lines + Σ taxable
 * employer lines (JKK, JKM, Kesehatan employer, worker parts the client pays); net = gross −
 * employeeDeductions.
 */

import { bpjsWage } from "../../tax/bpjs.ts";
import { mulDiv } from "../../tax/money.ts";
import { assertTaxYear } from "../../tax/pph21.ts";
import { assertPtkpStatus } from "../../tax/rules.ts";
import { BPJS_RECIPIENTS, bpjsFor, NO_BPJS } from "./bpjs.ts";
import { componentLines } from "./components.ts";
import { overtimeLines, overtimeWage } from "./overtime.ts";
import { pph21For } from "./pph21.ts";
import {
  DAY_SOURCE_TEXT,
  employmentWindow,
  type PeriodFacts,
  paidDays,
  periodFacts,
  prorate,
  proration,
  readAttendance,
  windowText,
} from "./proration.ts";
import { thrLine } from "./thr.ts";
import type {
  AdjustmentInput,
  MemberInput,
  MemberResult,
  ReportLine,
  RunSettings,
} from "./types.ts";
import { days, fmt, MemberDataError, rupiah } from "./util.ts";

/** Error codes a member's line can carry (besides a thrown compute, which the job records). */
/**
 * The rules' version, kept in a finalised report's snapshot: bump it whenever a rule changes
 * what a line computes, so a frozen report says which rules made it (2: reimbursement lines).
 */
export const RULE_VERSION = "2";

export const MEMBER_ERROR_CODES = [
  "NOT_EMPLOYED_IN_PERIOD",
  "INVALID_MEMBER_DATA",
  "UNKNOWN_COMPONENT",
  "NEGATIVE_NET_PAY",
] as const;

/** Per-run constants, computed once (prepareRun) and shared by every member. */
export type PreparedRun = {
  settings: RunSettings;
  period: PeriodFacts;
  /** Absence divisor without a schedule (PP 36/2021 Ps. 17, 5-day week). */
  absenceDivisorFallback: number;
};

export const ABSENCE_DIVISOR_FALLBACK = 21;

/**
 * Checks the run's settings once (period, JKK class, tax year) and hoists the per-run
 * constants. Throws for settings no member could be computed with (the job fails as a whole).
 */
export function prepareRun(settings: RunSettings): PreparedRun {
  const period = periodFacts(settings);
  if (!Number.isInteger(settings.month) || settings.month < 1 || settings.month > 12) {
    throw new Error("month must be a month from 1 to 12");
  }
  // The JKK class and contribution month, checked once (bpjsWage throws on a bad one).
  bpjsWage({
    year: settings.year,
    month: settings.month,
    wage: 0,
    jkkRatePercent: Number(settings.group.jkkRiskRate),
  });
  if (settings.tax) assertTaxYear(settings.year);
  return { settings, period, absenceDivisorFallback: ABSENCE_DIVISOR_FALLBACK };
}

const prepared = new WeakMap<RunSettings, PreparedRun>();

/** One worker's month. Never throws for the worker's own data: errorCode/errorReason say why. */
export function computeMember(settings: RunSettings, member: MemberInput): MemberResult {
  let run = prepared.get(settings);
  if (!run) {
    run = prepareRun(settings);
    prepared.set(settings, run);
  }
  return computePrepared(run, member);
}

export function computePrepared(run: PreparedRun, member: MemberInput): MemberResult {
  try {
    return compute(run, member);
  } catch (error) {
    const reason =
      error instanceof MemberDataError
        ? error.message
        : `${error instanceof Error ? error.message : String(error)}`;
    return errorResult(member, "INVALID_MEMBER_DATA", reason);
  }
}

function errorResult(
  member: MemberInput,
  code: string,
  reason: string,
  inputs: Record<string, unknown> = {},
): MemberResult {
  return {
    agentId: member.agentId,
    basicSalary: 0,
    gross: 0,
    taxableGross: 0,
    employeePension: 0,
    bpjs: { ...NO_BPJS },
    pph21: 0,
    employeeDeductions: 0,
    employerContributions: 0,
    net: 0,
    lines: [],
    inputs,
    errorCode: code,
    errorReason: reason,
  };
}

function compute(run: PreparedRun, member: MemberInput): MemberResult {
  const { settings, period } = run;
  const group = settings.group;
  const window = employmentWindow(period, member);
  if (!window) {
    return errorResult(
      member,
      "NOT_EMPLOYED_IN_PERIOD",
      `Not employed in ${settings.periodStart} to ${settings.periodEnd}: joined ${member.joinDate}, member from ${member.effectiveFrom}` +
        `${member.effectiveTo ? ` to ${member.effectiveTo}` : ""}${member.terminationDate ? `, terminated ${member.terminationDate}` : ""}`,
      { periodStart: settings.periodStart, periodEnd: settings.periodEnd },
    );
  }
  try {
    assertPtkpStatus(member.ptkpStatus, Math.max(settings.year, 2024));
  } catch {
    throw new MemberDataError("ptkpStatus", `"${String(member.ptkpStatus)}" is not a PTKP status`);
  }
  const rate = rupiah(member.basicSalary, "basicSalary");
  const att = readAttendance(member.attendance);
  const p = proration(settings, period, window, att);
  const paid = paidDays(settings, window, att);
  const perCycle = group.salaryType === "per_cycle";

  const earnings: ReportLine[] = [];
  const deductions: ReportLine[] = [];
  const info: ReportLine[] = [];

  // ---- Basic salary
  let basic: number;
  if (perCycle) {
    basic = prorate(rate, p);
    earnings.push({
      code: "basic_salary",
      label: "Basic salary",
      amount: basic,
      type: "earning",
      taxable: true,
      rule:
        p.method === "full"
          ? `Monthly salary for the full period ${windowText(window)}: ${fmt(rate)}`
          : `Prorated by ${p.text} (RUNS.md §1.4): ${fmt(rate)} × ${p.numerator}/${p.denominator}, rounded half up`,
      inputs: {
        monthlySalary: rate,
        method: p.method,
        numerator: p.numerator,
        denominator: p.denominator,
        employedFrom: window.from,
        employedTo: window.to,
      },
    });
  } else {
    basic = mulDiv(rate, paid.doubled, 2);
    earnings.push({
      code: "basic_salary",
      label: "Basic salary",
      amount: basic,
      type: "earning",
      taxable: true,
      rule: `${group.salaryType === "daily_fee" ? "Daily fee" : "Pay per attendance (shift)"}: ${fmt(rate)} × ${days(paid.doubled)} ${DAY_SOURCE_TEXT[paid.source]}`,
      inputs: { dayRate: rate, days: days(paid.doubled), daySource: paid.source },
    });
  }

  // ---- Unpaid leave and absences (per_cycle with attendance data): negative earnings
  let absenceDivisor: number | null = null;
  if (perCycle && settings.useAttendance && att.absent + att.unpaidLeave > 0) {
    const schedule = att.workingInPeriod !== null && att.workingInPeriod > 0;
    const divisor2 = schedule ? att.workingInPeriod! : run.absenceDivisorFallback * 2;
    absenceDivisor = divisor2 / 2;
    const cap = basic;
    const total = Math.min(mulDiv(rate, att.absent + att.unpaidLeave, divisor2), cap);
    const absence = Math.min(mulDiv(rate, att.absent, divisor2), total);
    const unpaid = total - absence;
    const source = schedule
      ? `${absenceDivisor} scheduled working days in the period`
      : "21 (no schedule: PP 36/2021 Ps. 17, 5-day week)";
    const capText = total === cap ? "; capped at the basic salary paid" : "";
    if (att.absent > 0) {
      earnings.push({
        code: "absence_deduction",
        label: "Absence deduction",
        amount: -absence,
        type: "earning",
        taxable: true,
        rule: `No work, no pay (UU 13/2003 Ps. 93(1)): ${fmt(rate)} / ${source} × ${days(att.absent)} absent days, rounded half up${capText}`,
        inputs: { monthlySalary: rate, divisor: absenceDivisor, absentDays: days(att.absent) },
      });
    }
    if (att.unpaidLeave > 0) {
      earnings.push({
        code: "unpaid_leave_deduction",
        label: "Unpaid leave deduction",
        amount: -unpaid,
        type: "earning",
        taxable: true,
        rule: `Unpaid leave (UU 13/2003 Ps. 93(1)): ${fmt(rate)} / ${source} × ${days(att.unpaidLeave)} days, rounded half up${capText}`,
        inputs: {
          monthlySalary: rate,
          divisor: absenceDivisor,
          unpaidLeaveDays: days(att.unpaidLeave),
        },
      });
    }
  }

  // ---- Adjustments (SPEC §3)
  const adjustments = member.adjustments ?? [];
  const components = member.components ?? [];
  const codes = new Set(components.map((c) => c.code));
  const defaults = new Map<string, AdjustmentInput>();
  const unknown: string[] = [];
  for (let i = 0; i < adjustments.length; i++) {
    const a = adjustments[i]!;
    rupiah(a.amount, `adjustments.${i}.amount`);
    if (a.type === "default") {
      if (a.componentCode != null && codes.has(a.componentCode)) defaults.set(a.componentCode, a);
      else unknown.push(String(a.componentCode));
    } else if (a.type !== "increment" && a.type !== "decrement") {
      throw new MemberDataError(`adjustments.${i}.type`, "must be increment, decrement or default");
    }
  }

  // ---- Components
  const comps = componentLines({ proration: p, paid, basic, defaults }, components);
  for (const line of comps.lines) (line.type === "earning" ? earnings : deductions).push(line);

  // ---- Overtime
  if ((member.overtime ?? []).length > 0) {
    const wage = overtimeWage(
      settings,
      perCycle
        ? {
            monthlyBasic: rate,
            fixedAllowances: comps.fixedAllowances,
            nonFixedAllowances: comps.nonFixedAllowances,
          }
        : { dailyWage: rate },
    );
    earnings.push(...overtimeLines(settings, member.overtime, wage));
  }

  // ---- THR
  const thr = thrLine(settings, member, rate, comps.fixedAllowances);
  if (thr) earnings.push(thr);

  // ---- Increments and decrements
  for (const a of adjustments) {
    if (a.type === "increment") {
      const taxable = a.taxable !== false;
      earnings.push({
        code: "adjustment",
        label: a.label,
        amount: a.amount,
        type: "earning",
        taxable,
        rule: `Increment adjustment (SPEC §3); ${taxable ? "taxable as regular income" : "not taxable"}`,
        inputs: { adjustmentType: "increment" },
      });
    } else if (a.type === "decrement") {
      deductions.push({
        code: "adjustment",
        label: a.label,
        amount: a.amount,
        type: "deduction",
        rule: "Decrement adjustment (SPEC §3), deducted from the worker's pay",
        inputs: { adjustmentType: "decrement" },
      });
    }
  }

  // ---- Reimbursements (issue 18, RUNS.md §6): each part of an approved claim an increment
  // taxed as its split says; never wages, so neither BPJS nor THR nor overtime bases.
  for (const [i, r] of (member.reimbursements ?? []).entries()) {
    const parts = [
      {
        amount: rupiah(r.nonTaxableAmount, `reimbursements.${i}.nonTaxableAmount`),
        taxable: false,
      },
      { amount: rupiah(r.taxableAmount, `reimbursements.${i}.taxableAmount`), taxable: true },
    ];
    const split = parts.every((part) => part.amount > 0);
    for (const { amount, taxable } of parts) {
      if (amount === 0) continue;
      earnings.push({
        code: "REIMBURSEMENT",
        label: `Reimbursement: ${r.typeName}${split && taxable ? " (taxable)" : ""}`,
        amount,
        type: "earning",
        taxable,
        rule: taxable
          ? "Reimbursement claim, taxable part: income taxed as regular pay (RUNS.md §6: a cash allowance, or field meals above the monthly tax-free cap, PMK 66/2023 Ps. 5)"
          : "Reimbursement claim, non-taxable part: not income (actual business costs, UU PPh Ps. 6(1); field meals within the monthly cap, PMK 66/2023 Ps. 5)",
        inputs: { claimId: r.claimId, part: taxable ? "taxable" : "non_taxable" },
      });
    }
  }

  // ---- BPJS
  const bpjsWageBase = (perCycle ? rate : basic) + comps.fixedAllowances;
  const bpjs = bpjsFor(settings, member.recipient, bpjsWageBase);
  const employer: ReportLine[] = [];
  for (const line of bpjs.lines) (line.type === "deduction" ? deductions : employer).push(line);
  const employeePension = bpjs.parts.jhtWorker + bpjs.parts.jpWorker;

  // ---- Totals before tax
  let gross = 0;
  let taxable = 0;
  for (const l of earnings) {
    gross += l.amount;
    if (l.taxable) taxable += l.amount;
  }
  let employerContributions = 0;
  for (const l of employer) {
    employerContributions += l.amount;
    if (l.taxable) taxable += l.amount;
  }
  if (taxable < 0) throw new MemberDataError("components", "the taxable gross would be negative");

  // ---- PPh 21
  const tax = pph21For(settings, member, taxable, employeePension, paid.doubled);
  let pph21Line: ReportLine | null = null;
  for (const l of tax.lines) {
    if (l.type === "earning") {
      earnings.push(l);
      gross += l.amount;
    } else if (l.type === "tax") pph21Line = l;
    else info.push(l);
  }
  const taxableGross = taxable + tax.allowance;

  let employeeDeductions = tax.pph21;
  for (const l of deductions) employeeDeductions += l.amount;
  const net = gross - employeeDeductions;

  const lines = pph21Line
    ? [...earnings, ...deductions, pph21Line, ...employer, ...info]
    : [...earnings, ...deductions, ...employer, ...info];

  const result: MemberResult = {
    agentId: member.agentId,
    basicSalary: basic,
    gross,
    taxableGross,
    employeePension,
    bpjs: bpjs.parts,
    pph21: tax.pph21,
    employeeDeductions,
    employerContributions,
    net,
    lines,
    inputs: {
      periodStart: settings.periodStart,
      periodEnd: settings.periodEnd,
      employedFrom: window.from,
      employedTo: window.to,
      calendarDaysEmployed: window.days,
      calendarDaysInPeriod: period.days,
      salaryType: group.salaryType,
      proration: {
        method: p.method,
        numerator: p.numerator,
        denominator: p.denominator,
        calendarFallback: p.fellBack,
      },
      daysPaid: { days: days(paid.doubled), source: paid.source },
      attendance: member.attendance ?? null,
      useAttendance: settings.useAttendance,
      absenceDivisor,
      fixedAllowances: comps.fixedAllowances,
      nonFixedAllowances: comps.nonFixedAllowances,
      bpjs: BPJS_RECIPIENTS.has(member.recipient)
        ? { wage: bpjs.wage, paidBy: group.socialPaidBy, programs: group.socialPrograms }
        : null,
      taxYear: member.taxYear
        ? {
            previousMonths: (member.taxYear.previousPeriods ?? []).map((x) => x.month),
            withheldEarlier: (member.taxYear.previousPeriods ?? []).reduce(
              (s, x) => s + (x.month < settings.month ? x.pph21 : 0),
              0,
            ),
            lastPeriod: member.taxYear.lastPeriod,
            subjectiveChange: member.taxYear.subjectiveChange,
          }
        : null,
      pph21: tax.inputs,
    },
  };
  if (unknown.length > 0) {
    result.errorCode = "UNKNOWN_COMPONENT";
    result.errorReason = `A default adjustment names a component the worker does not have: ${unknown.join(", ")} (SPEC §3)`;
  } else if (net < 0) {
    result.errorCode = "NEGATIVE_NET_PAY";
    result.errorReason = `Net pay would be ${fmt(net)}: gross ${fmt(gross)} − deductions ${fmt(employeeDeductions)}`;
  }
  return result;
}
