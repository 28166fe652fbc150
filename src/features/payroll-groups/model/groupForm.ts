import {
  JKK_RISK_RATES,
  type PayCycle,
  type ProrationMethod,
  type SalaryType,
  type ShiftConfig,
  type SocialPaidBy,
  type SocialPrograms,
  type TaxMethod,
} from "../../../../domain/payroll/constants.ts";
import {
  type FieldProblem,
  schemeAmountProblem,
  validatePayrollGroup,
} from "../../../../domain/payroll/groups.ts";

/**
 * The payroll group form's draft, the mutation input it becomes, and its SPEC §5 checks
 * (messages worded as the services word them, so domain/problems.ts says them in Indonesian).
 * Field names are the input's (`payDay`, `components.<i>.amount`), so the server's field
 * errors land on the same fields.
 */

export type ComponentDraft = {
  componentId: number;
  name: string;
  code: string;
  scheme: string;
  /** As typed: "1.000.000" for Rp, "2,5" for %. */
  amount: string;
};

export type GroupDraft = {
  name: string;
  shiftConfig: ShiftConfig;
  salaryType: SalaryType;
  cycle: PayCycle;
  cutoffDay: number;
  customCycleDays: string;
  payDay: number;
  payWeekday: number;
  programs: SocialPrograms;
  paidBy: SocialPaidBy;
  jkkRiskRatePercent: number;
  bpjsKesehatan: boolean;
  pensionJp: boolean;
  proration: ProrationMethod;
  prorationDivisor: string;
  taxConfigurationId: number | null;
  taxMethod: TaxMethod;
  description: string;
  status: "active" | "inactive";
  branchIds: number[];
  components: ComponentDraft[];
};

/** The group as read (PayrollGroupDetail), as far as the form needs it. */
export type SavedGroup = {
  id: number;
  name: string;
  shiftConfig: string;
  salaryType: string;
  cycle: string;
  cutoffDay: number;
  customCycleDays?: number | null;
  payDay?: number | null;
  payWeekday?: number | null;
  socialInsurance: { programs: string; paidBy: string; jkkRiskRatePercent: number };
  bpjsKesehatan: boolean;
  pensionJp: boolean;
  proration: string;
  prorationDivisor?: number | null;
  taxConfigurationId?: number | null;
  taxMethod: string;
  description?: string | null;
  status: string;
  branchIds: number[];
  components: { componentId: number; name: string; code: string; scheme: string; amount: number }[];
  version: number;
};

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/** An amount as the form shows it: Rp with dots between thousands, % with a decimal comma. */
export function amountText(scheme: string, amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return "";
  if (scheme === "Rp") return groupThousands(String(Math.trunc(amount)));
  return String(amount).replace(".", ",");
}

/**
 * A typed amount: Rp is whole rupiah ("1.000.000", "Rp 500000"), % up to 4 decimals ("2,5").
 * Blank is null; anything else unreadable is NaN (a minus is read, so the rules can say
 * "must not be negative").
 */
export function parseAmount(scheme: string, text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (scheme === "Rp") {
    const digits = trimmed.replace(/^Rp\s*/i, "").replace(/[.\s]/g, "");
    return /^-?\d{1,13}$/.test(digits) ? Number(digits) : Number.NaN;
  }
  const decimal = trimmed.replace(",", ".");
  return /^-?\d{1,3}(\.\d{1,4})?$/.test(decimal) ? Number(decimal) : Number.NaN;
}

const wholeOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

export function draftOf(group: SavedGroup | null): GroupDraft {
  return {
    name: group?.name ?? "",
    shiftConfig: (group?.shiftConfig as ShiftConfig) ?? "without_shift",
    salaryType: (group?.salaryType as SalaryType) ?? "per_cycle",
    cycle: (group?.cycle as PayCycle) ?? "monthly",
    cutoffDay: group?.cutoffDay ?? 1,
    customCycleDays: group?.customCycleDays == null ? "" : String(group.customCycleDays),
    payDay: group?.payDay ?? 25,
    payWeekday: group?.payWeekday ?? 5,
    programs: (group?.socialInsurance.programs as SocialPrograms) ?? "jkk_jkm_jht",
    paidBy: (group?.socialInsurance.paidBy as SocialPaidBy) ?? "client",
    jkkRiskRatePercent: group?.socialInsurance.jkkRiskRatePercent ?? JKK_RISK_RATES[0],
    bpjsKesehatan: group?.bpjsKesehatan ?? true,
    pensionJp: group?.pensionJp ?? true,
    proration: (group?.proration as ProrationMethod) ?? "calendar_days",
    prorationDivisor: group?.prorationDivisor == null ? "" : String(group.prorationDivisor),
    taxConfigurationId: group?.taxConfigurationId ?? null,
    taxMethod: (group?.taxMethod as TaxMethod) ?? "gross",
    description: group?.description ?? "",
    status: group?.status === "inactive" ? "inactive" : "active",
    branchIds: group?.branchIds ?? [],
    components: (group?.components ?? []).map((c) => ({
      componentId: c.componentId,
      name: c.name,
      code: c.code,
      scheme: c.scheme,
      amount: amountText(c.scheme, c.amount),
    })),
  };
}

/** The PayrollGroupInput of a draft: only the fields its cycle and proration use. */
export function inputOf(draft: GroupDraft) {
  const monthlyLike = draft.cycle === "monthly" || draft.cycle === "custom";
  return {
    name: draft.name.trim(),
    shiftConfig: draft.shiftConfig,
    salaryType: draft.salaryType,
    cycle: draft.cycle,
    cutoffDay: monthlyLike ? draft.cutoffDay : null,
    // Blank is null (the rule says it is required), unreadable text NaN (not a whole number).
    customCycleDays: draft.cycle === "custom" ? wholeOf(draft.customCycleDays) : null,
    payDay: monthlyLike ? draft.payDay : null,
    payWeekday: draft.cycle === "weekly" ? draft.payWeekday : null,
    socialInsurance: {
      programs: draft.programs,
      paidBy: draft.paidBy,
      jkkRiskRatePercent: draft.jkkRiskRatePercent,
    },
    bpjsKesehatan: draft.bpjsKesehatan,
    pensionJp: draft.pensionJp,
    proration: draft.proration,
    prorationDivisor: draft.proration === "fixed_divisor" ? wholeOf(draft.prorationDivisor) : null,
    taxConfigurationId: draft.taxConfigurationId,
    taxMethod: draft.taxMethod,
    description: draft.description.trim() === "" ? null : draft.description.trim(),
    status: draft.status,
    branchIds: draft.branchIds,
    components: draft.components.map((c) => ({
      componentId: c.componentId,
      amount: parseAmount(c.scheme, c.amount) ?? 0,
    })),
  };
}

/**
 * SPEC §5 / §9 checks of a group before it is sent: the rules the service applies
 * (domain/payroll/groups.ts), over what was typed (an unreadable amount stays NaN, so it is
 * reported), plus the unit of each component's amount, which the form knows.
 */
export function validateGroup(draft: GroupDraft): FieldProblem[] {
  const amounts = draft.components.map((c) => parseAmount(c.scheme, c.amount));
  const { problems } = validatePayrollGroup({
    ...inputOf(draft),
    components: draft.components.map((c, index) => ({
      componentId: c.componentId,
      amount: amounts[index],
    })),
  });
  draft.components.forEach((component, index) => {
    const amount = amounts[index];
    const field = `components.${index}.amount`;
    if (amount === null || amount === undefined || Number.isNaN(amount)) return;
    if (problems.some((problem) => problem.field === field)) return;
    const wrong = schemeAmountProblem(component.scheme, amount);
    if (wrong) problems.push({ field, message: wrong });
  });
  return problems;
}
