/**
 * Payroll set-up vocabularies (issue 16): SPEC §3 (payroll component, predefined codes), §4
 * (salary type mapping), §9 (salary types, shift config, cycles, component modes, social
 * insurance, pay day, base). The SQL CHECKs of migration 0028 list the same values.
 */

/** SPEC §3: component codes every client may use besides its own. */
export const PREDEFINED_COMPONENT_CODES = [
  "allowance_phone_sum",
  "allowance_meals_sum",
  "allowance_transport_sum",
  "allowance_position_sum",
  "allowance_others_sum",
  "incentive_sum",
  "fixed_deduction_sum",
  "bpjs_kes_agent_sum",
  "bpjs_kes_client_sum",
  "bpu_jkk_agent_sum",
  "bpu_jkm_agent_sum",
  "bpu_jht_agent_sum",
  "bpu_jp_agent_sum",
  "bpu_jkk_sum",
  "bpu_jkm_sum",
  "bpu_jht_sum",
  "bpu_jp_sum",
] as const;
export type PredefinedComponentCode = (typeof PREDEFINED_COMPONENT_CODES)[number];

/** A client's own code: lower-case letters, digits and underscores, 2–60 long, a letter first. */
export const COMPONENT_CODE_PATTERN = /^[a-z][a-z0-9_]{1,59}$/;

export const COMPONENT_SCHEMES = ["%", "Rp"] as const;
export type ComponentScheme = (typeof COMPONENT_SCHEMES)[number];
export const ADD_OR_SUB = ["add", "subtract"] as const;
export type AddOrSub = (typeof ADD_OR_SUB)[number];
/** SPEC §9 component modes; RUNS.md §1.4: prorate scales by payment days, fixed_rate does not, daily_fee is rate × days. */
export const COMPONENT_MODES = ["prorate", "fixed_rate", "daily_fee"] as const;
export type ComponentMode = (typeof COMPONENT_MODES)[number];
/**
 * How PPh 21 treats a component (REFERENCE.md §1.1): regular and irregular income and natura
 * (PMK 66/2023) are in the bruto; non_object is outside PPh 21. taxable = not non_object.
 */
export const TAX_TREATMENTS = ["regular", "irregular", "natura", "non_object"] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];
/** SPEC §9: the base of a % component. */
export const COMPONENT_BASES = ["salary", "sub_total"] as const;
export type ComponentBase = (typeof COMPONENT_BASES)[number];

/** Regulation-based component programmes (REFERENCE.md §4): PU and BPU. */
export const REGULATION_PROGRAMMES = [
  "bpjs_kesehatan",
  "jkk",
  "jkm",
  "jht",
  "jp",
  "bpu_jkk",
  "bpu_jkm",
  "bpu_jht",
  "bpu_jp",
] as const;
export type RegulationProgramme = (typeof REGULATION_PROGRAMMES)[number];
/** PP 44/2015 Ps. 16(2): JKK risk classes 1..5 and their employer rates (%). */
export const JKK_RISK_RATES = [0.24, 0.54, 0.89, 1.27, 1.74] as const;

/** SPEC §9. */
export const SALARY_TYPES = ["per_cycle", "daily_fee", "per_attendance"] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];
export const SHIFT_CONFIGS = ["with_shift", "without_shift"] as const;
export type ShiftConfig = (typeof SHIFT_CONFIGS)[number];
export const PAY_CYCLES = ["monthly", "weekly", "daily", "custom"] as const;
export type PayCycle = (typeof PAY_CYCLES)[number];
export const SOCIAL_PROGRAMS = ["jkk_jkm", "jkk_jkm_jht"] as const;
export type SocialPrograms = (typeof SOCIAL_PROGRAMS)[number];
export const SOCIAL_PAID_BY = ["client", "agent"] as const;
export type SocialPaidBy = (typeof SOCIAL_PAID_BY)[number];
/** RUNS.md §1.4: calendar days by default. */
export const PRORATION_METHODS = ["calendar_days", "working_days", "fixed_divisor"] as const;
export type ProrationMethod = (typeof PRORATION_METHODS)[number];
export const TAX_METHODS = ["gross", "gross_up", "tax_allowance"] as const;
export type TaxMethod = (typeof TAX_METHODS)[number];

/**
 * SPEC §4 salary type mapping: without shift + per attendance = Daily Fee (type 2); with shift
 * + per attendance = Salary per Shift (type 4); with shift + per cycle = Salary per Cycle
 * (type 3); anything else = Salary per Cycle (type 1). SPEC §9 also names daily_fee as a salary
 * type: it is Daily Fee (type 2) whatever the shift mode.
 */
export function salaryTypeNumber(shift: ShiftConfig, basis: SalaryType): 1 | 2 | 3 | 4 {
  if (basis === "daily_fee") return 2;
  if (basis === "per_attendance") return shift === "without_shift" ? 2 : 4;
  if (shift === "with_shift") return 3;
  return 1;
}

export const SALARY_TYPE_LABELS = {
  1: { en: "Salary per Cycle", id: "Gaji per Siklus" },
  2: { en: "Daily Fee", id: "Upah Harian" },
  3: { en: "Salary per Cycle", id: "Gaji per Siklus" },
  4: { en: "Salary per Shift", id: "Gaji per Shift" },
} as const;

/** Tax recipient kinds a member can have (domain/tax/types.ts recipients that a payroll pays). */
export const MEMBER_RECIPIENTS = [
  "permanent_employee",
  "pensioner",
  "non_permanent_monthly",
  "commissioner",
  "non_permanent_daily",
  "non_employee",
  "former_employee",
  "activity_participant",
  "pension_withdrawal",
  "pph26",
] as const;
export type MemberRecipient = (typeof MEMBER_RECIPIENTS)[number];

export const TAX_CONFIGURATION_KINDS = ["pph21_non_final", "pph21_final"] as const;
export type TaxConfigurationKind = (typeof TAX_CONFIGURATION_KINDS)[number];
export const FINAL_TAX_KINDS = ["severance", "lump_sum_pension"] as const;
export type FinalTaxKind = (typeof FINAL_TAX_KINDS)[number];
export const TER_ROUNDINGS = ["floor", "half_up"] as const;
export const BIAYA_JABATAN_MODES = ["aggregate", "monthly"] as const;

/** A final-rate band: income up to `upTo` (inclusive; null = no ceiling) at `ratePercent`. */
export interface FinalTaxBand {
  readonly upTo: number | null;
  readonly ratePercent: number;
}
/** PP 68/2009 (REFERENCE.md §3.1): severance 0 / 5 / 15 / 25 %; lump-sum pension 0 / 5 %. */
export const DEFAULT_FINAL_BANDS: Readonly<Record<FinalTaxKind, readonly FinalTaxBand[]>> = {
  severance: [
    { upTo: 50_000_000, ratePercent: 0 },
    { upTo: 100_000_000, ratePercent: 5 },
    { upTo: 500_000_000, ratePercent: 15 },
    { upTo: null, ratePercent: 25 },
  ],
  lump_sum_pension: [
    { upTo: 50_000_000, ratePercent: 0 },
    { upTo: null, ratePercent: 5 },
  ],
};

/** Members a group holds at most, and rows one member upload may carry. */
export const MAX_MEMBERS_PER_REQUEST = 5_000;
