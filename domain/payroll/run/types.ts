/**
 * Issue 17: the payroll run's engine contract. `computeMember(settings, member)` (compute.ts;
 * `prepareRun(settings)` + `computePrepared(run, member)` hoist the per-run checks)
 * turns one worker's month into a report line, in whole rupiah, with every figure explained.
 * Pure: no I/O, runs in the browser too. The hcm service loads these inputs set-based for the
 * whole group (services/hcm/payroll/reports/) and stores the result in payroll_report_details.
 * Rules: ../shared/payroll/REFERENCE.md (PPh 21 TER, BPJS) and RUNS.md §1 (proration).
 */
import type { PtkpStatus } from "../../tax/types.ts";

/** YYYY-MM-DD. */
export type IsoDate = string;

/** The report's settings, shared by every member of the run. */
export type RunSettings = {
  /** The payroll month, the tax period (PMK 168/2023): year and month 1..12. */
  year: number;
  month: number;
  /** The pay period covered (from the group's cut-off day), inclusive. */
  periodStart: IsoDate;
  periodEnd: IsoDate;
  group: {
    salaryType: "per_cycle" | "daily_fee" | "per_attendance";
    shiftConfig: "with_shift" | "without_shift";
    proration: "calendar_days" | "working_days" | "fixed_divisor";
    prorationDivisor: number | null;
    socialPrograms: "jkk_jkm" | "jkk_jkm_jht";
    socialPaidBy: "client" | "agent";
    /** Percent as a decimal string, e.g. "0.24" (PP 44/2015 classes). */
    jkkRiskRate: string;
    bpjsKesehatan: boolean;
    pensionJp: boolean;
    taxMethod: "gross" | "gross_up" | "tax_allowance";
  };
  /** The group's PPh 21 (non-final) configuration; null = no PPh 21 withheld. */
  tax: {
    terRounding: "floor" | "half_up";
    noNpwpSurcharge: boolean;
    biayaJabatanMode: "aggregate" | "monthly";
  } | null;
  /** Flag attendance_data_for_payroll: daily_fee components and absences from attendance. */
  useAttendance: boolean;
  /** THR paid in this run (Permenaker 6/2016), an irregular line taxed in its month. */
  thrHolidayDate: IsoDate | null;
  /** Regional minimum wage (the BPJS Kesehatan floor, the overtime base floor); null = none. */
  minimumWage: number | null;
  /** Overtime pay rounding of the client (issue 15): exact or hourly_truncated. */
  overtimeRounding: "exact" | "hourly_truncated";
};

/** A component as the worker gets it this run (the member's amount, else the group's). */
export type ComponentInput = {
  componentId: number;
  code: string;
  name: string;
  scheme: "%" | "Rp";
  addOrSub: "add" | "subtract";
  mode: "prorate" | "fixed_rate" | "daily_fee";
  taxTreatment: "regular" | "irregular" | "natura" | "non_object";
  /** % components only: what the percentage is of. */
  base: "salary" | "sub_total" | null;
  /** Decimal string: whole rupiah for Rp (a day's rupiah for daily_fee), a percentage for %. */
  amount: string;
};

/** The worker's attendance in the pay period, within their membership and employment. */
export type AttendanceSummary = {
  /** Scheduled working days in the whole period (the working_days divisor); null = no schedule. */
  workingDaysInPeriod: number | null;
  /** Scheduled working days while employed and a member. */
  workingDaysEmployed: number | null;
  /** Days present (approved, overtime, day_off_with_overtime), halves as 0.5. */
  attendedDays: number;
  /** Days marked absent (rejected) on working days. */
  absentDays: number;
  /** Unpaid leave and unpaid sick leave days, halves as 0.5. */
  unpaidLeaveDays: number;
  /** Paid leave and paid sick leave days, halves as 0.5 (paid: no deduction). */
  paidLeaveDays: number;
};

/** An approved overtime request of the period (issue 15). */
export type OvertimeInput = {
  requestId: number;
  date: IsoDate;
  type:
    | "working_on_day_off"
    | "working_on_national_holiday"
    | "regular_working_day"
    | "swap_schedule";
  minutes: number;
  /** Σ hours × multiplier stored on the request (decimal string); null = compute from policy. */
  multiplierUnits: string | null;
  /** A fixed ("Baseline") policy amount for the request, whole rupiah; null = rate based. */
  fixedAmount: number | null;
};

/** SPEC §3 adjustment line. */
export type AdjustmentInput = {
  type: "increment" | "decrement" | "default";
  label: string;
  amount: number;
  /** default: the component whose amount this run uses instead. */
  componentCode: string | null;
  /** increment: taxable as regular income unless false. */
  taxable: boolean;
};

/** What was paid and withheld earlier in the tax year (finalised reports, tax record). */
export type TaxYearSoFar = {
  /** Earlier months of this year from finalised reports (any group of the client). */
  previousPeriods: {
    month: number;
    taxableGross: number;
    employeePension: number;
    pph21: number;
  }[];
  /** Employee tax record (issue 16): figures from before Tenaga and a previous employer. */
  openingBruto: number;
  openingWithheld: number;
  openingDeductions: number;
  previousEmployerBruto: number;
  previousEmployerWithheld: number;
  previousEmployerDeductions: number;
  /** The last tax period: 12, or the month employment ends (PMK 168/2023 Ps. 15(1)b). */
  lastPeriod: number;
  /** Obligation starts or ends in the year (annualised, Ps. 15(3)). */
  subjectiveChange: "starts" | "ends" | null;
};

export type MemberInput = {
  agentId: number;
  memberId: number | null;
  name: string;
  joinDate: IsoDate;
  terminationDate: IsoDate | null;
  contractType: string;
  /** The membership's dates clipped to nothing: the run clips them to the period. */
  effectiveFrom: IsoDate;
  effectiveTo: IsoDate | null;
  /** per_cycle: the month's salary; daily_fee / per_attendance: a day's (or shift's) pay. */
  basicSalary: number;
  ptkpStatus: PtkpStatus;
  recipient: string;
  /** Has an NPWP (or an activated NIK). */
  npwp: boolean;
  components: ComponentInput[];
  attendance: AttendanceSummary;
  overtime: OvertimeInput[];
  adjustments: AdjustmentInput[];
  taxYear: TaxYearSoFar;
  /** THR: monthly wages of the last 12 months for daily workers (Permenaker 6/2016 Ps. 3). */
  monthlyWages?: number[];
  /** Issue 18: approved reimbursement claims this run pays, their tax split fixed at approval. */
  reimbursements?: ReimbursementInput[];
};

/** An approved claim paid through payroll (domain/reimbursement/tax.ts made its split). */
export type ReimbursementInput = {
  claimId: number;
  typeName: string;
  /** Whole rupiah; the two add up to the claim's amount. */
  taxableAmount: number;
  nonTaxableAmount: number;
};

export type LineType = "earning" | "deduction" | "employer" | "tax" | "info";

/**
 * One figure of a report line. `code`: a component's code, or one of the engine's own
 * (basic_salary, overtime, absence_deduction, unpaid_leave_deduction, thr, adjustment,
 * REIMBURSEMENT — upper case, so no component code (lower case) can take it —,
 * bpjs_jkk, bpjs_jkm, bpjs_{jht,jp,kes}_{worker,employer}, pph21, tax_allowance — labels.ts
 * `lineLabel(code, lang)` words them in both languages); `label`: the component's (or the
 * adjustment's) name, else English. `rule` says how it was computed, with its `inputs`.
 * absence_deduction / unpaid_leave_deduction are NEGATIVE earnings (wage not earned, not taxed);
 * pph21 may be negative in the last tax period (a refund); tax_allowance too.
 */
export type ReportLine = {
  code: string;
  label: string;
  amount: number;
  type: LineType;
  /**
   * Counted in taxableGross: earnings that are taxable, and employer lines that are income of
   * the worker (JKK, JKM, Kesehatan employer part, the worker's parts the client pays).
   */
  taxable?: boolean;
  rule: string;
  inputs?: Record<string, string | number | boolean | null>;
};

export type BpjsParts = {
  kesehatanWorker: number;
  kesehatanEmployer: number;
  jhtWorker: number;
  jhtEmployer: number;
  jpWorker: number;
  jpEmployer: number;
  jkk: number;
  jkm: number;
};

export type MemberResult = {
  agentId: number;
  /** The basic salary paid this run (after proration / days). */
  basicSalary: number;
  /**
   * Σ earning lines: basic, components added, overtime, THR, increments, tax allowance, minus
   * the absence / unpaid leave lines.
   */
  gross: number;
  /** The gross PPh 21 was computed on (incl. employer JKK, JKM, BPJS Kesehatan). */
  taxableGross: number;
  /** Employee JHT + JP (deductible in the annual calculation). */
  employeePension: number;
  bpjs: BpjsParts;
  pph21: number;
  /**
   * Σ deduction lines + the pph21 line: BPJS worker parts (when the agent pays), components
   * subtracted, decrements, PPh 21.
   */
  employeeDeductions: number;
  /** Σ employer lines: employer BPJS parts (and the worker's parts when the client pays them). */
  employerContributions: number;
  /** What the worker receives. */
  net: number;
  lines: ReportLine[];
  /** The facts used (days, proration, tax year so far, ...), shown on the line's page. */
  inputs: Record<string, unknown>;
  /**
   * NOT_EMPLOYED_IN_PERIOD | INVALID_MEMBER_DATA (figures 0, reason names the field) |
   * UNKNOWN_COMPONENT | NEGATIVE_NET_PAY (figures kept). The other members are not affected.
   */
  errorCode?: string;
  errorReason?: string;
};
