/**
 * The console side of the payroll component screens (issue 16): what the forms hold while they
 * are edited, the mutation inputs made of them, and the typed text of the rates table. The
 * rules themselves (SPEC §5 checks, REFERENCE.md §4 statutory rates, SPEC §3 codes) are the
 * service's own, from domain/payroll/, so the form refuses exactly what the service would.
 */
import { isBlank } from "../../../domain/format.ts";
import {
  type FieldProblem,
  isPredefinedCode,
  MAX_COMPONENT_DESCRIPTION,
  MAX_COMPONENT_NAME,
  validatePayrollComponent,
} from "../../../domain/payroll/components.ts";
import type {
  AddOrSub,
  ComponentBase,
  ComponentMode,
  ComponentScheme,
  RegulationProgramme,
  TaxTreatment,
} from "../../../domain/payroll/constants.ts";
import {
  MAX_BASIS,
  PROGRAMME_CODES,
  type RegulationRate,
  statutoryRates as statutoryRateRows,
  validateRegulationComponent,
} from "../../../domain/payroll/regulation.ts";

export {
  participantOf,
  programmeName,
  rateInForce,
} from "../../../domain/payroll/regulation.ts";

export const NAME_MAX = MAX_COMPONENT_NAME;
export const DESCRIPTION_MAX = MAX_COMPONENT_DESCRIPTION;
export const BASIS_MAX = MAX_BASIS;
/** The code choice that means "the client's own code". */
export const CUSTOM_CODE = "custom";

export type ComponentStatus = "active" | "inactive";

/** What the component form holds while it is edited (numbers as typed text). */
export type ComponentDraft = {
  name: string;
  /** A SPEC §3 predefined code, {@link CUSTOM_CODE}, or "" (not chosen yet). */
  codeChoice: string;
  customCode: string;
  scheme: ComponentScheme;
  addOrSub: AddOrSub;
  mode: ComponentMode;
  taxable: boolean;
  /** The treatment of a taxable component (regular, irregular or natura). */
  taxTreatment: Exclude<TaxTreatment, "non_object">;
  base: ComponentBase;
  /** Exact text as the number inputs report it ("1500000", "2.5"); "" is none. */
  defaultAmount: string;
  /** yyyy-MM-dd. */
  effectiveDate: string;
  description: string;
  status: ComponentStatus;
};

export type ComponentInput = {
  name: string;
  code: string;
  scheme: string;
  addOrSub: string;
  mode: string;
  taxable: boolean;
  taxTreatment: string;
  base: string | null;
  defaultAmount: number | null;
  effectiveDate: string;
  description: string | null;
  status: string;
};

/** A stored component as the form edits it (a new one when null). */
export function componentDraftOf(
  saved: {
    name: string;
    code: string;
    scheme: string;
    addOrSub: string;
    mode: string;
    taxable: boolean;
    taxTreatment: string;
    base?: string | null;
    defaultAmount?: number | null;
    effectiveDate: string;
    description?: string | null;
    status: string;
  } | null,
  today: string,
): ComponentDraft {
  if (!saved)
    return {
      name: "",
      codeChoice: "",
      customCode: "",
      scheme: "Rp",
      addOrSub: "add",
      mode: "prorate",
      taxable: true,
      taxTreatment: "regular",
      base: "salary",
      defaultAmount: "",
      effectiveDate: today,
      description: "",
      status: "active",
    };
  const predefined = isPredefinedCode(saved.code);
  return {
    name: saved.name,
    codeChoice: predefined ? saved.code : CUSTOM_CODE,
    customCode: predefined ? "" : saved.code,
    scheme: saved.scheme as ComponentScheme,
    addOrSub: saved.addOrSub as AddOrSub,
    mode: saved.mode as ComponentMode,
    taxable: saved.taxTreatment !== "non_object",
    taxTreatment:
      saved.taxTreatment === "non_object"
        ? "regular"
        : (saved.taxTreatment as ComponentDraft["taxTreatment"]),
    base: (saved.base as ComponentBase | null) ?? "salary",
    defaultAmount: saved.defaultAmount == null ? "" : String(saved.defaultAmount),
    effectiveDate: saved.effectiveDate,
    description: saved.description ?? "",
    status: saved.status === "inactive" ? "inactive" : "active",
  };
}

/** The mutation's input: no base for an Rp component; not taxable means non_object. */
export function componentInputOf(draft: ComponentDraft): ComponentInput {
  const amount = draft.defaultAmount.trim();
  return {
    name: draft.name.trim(),
    code: (draft.codeChoice === CUSTOM_CODE ? draft.customCode : draft.codeChoice).trim(),
    scheme: draft.scheme,
    addOrSub: draft.addOrSub,
    mode: draft.mode,
    taxable: draft.taxable,
    taxTreatment: draft.taxable ? draft.taxTreatment : "non_object",
    base: draft.scheme === "%" ? draft.base : null,
    defaultAmount: amount === "" ? null : Number(amount),
    effectiveDate: draft.effectiveDate,
    description: isBlank(draft.description) ? null : draft.description.trim(),
    status: draft.status,
  };
}

/**
 * SPEC §5 checks of a component before it is sent: the service's own rules
 * (domain/payroll/components.ts), worded in English and shown through the shared catalogue.
 * An empty effective date is a problem here (the form always has one; the service would
 * quietly take today).
 */
export function validateComponent(input: ComponentInput, today: string): FieldProblem[] {
  const problems = validatePayrollComponent(input, today).problems;
  if (input.effectiveDate.trim() === "")
    problems.push({ field: "effectiveDate", message: "is required" });
  return problems;
}

// ------------------------------------------------------------ regulation-based components

/** One dated rate as the rates table edits it (numbers as typed text; "" is zero / none). */
export type RateDraft = {
  effectiveFrom: string;
  employerRate: string;
  employeeRate: string;
  employerAmount: string;
  employeeAmount: string;
  wageCap: string;
  minimumWageFloor: boolean;
  basis: string;
};

export type RateInput = {
  effectiveFrom: string;
  employerRate: number;
  employeeRate: number;
  employerAmount: number;
  employeeAmount: number;
  wageCap: number | null;
  minimumWageFloor: boolean;
  basis: string | null;
};

export type RegulationInput = {
  programme: string;
  name: string;
  jkkRiskClass: number | null;
  status: string;
  rates?: RateInput[];
};

/** The SPEC §3 predefined codes of a programme's worker (agent) and employer (client) part. */
export function programmeCodes(programme: RegulationProgramme): {
  agentCode: string | null;
  clientCode: string | null;
} {
  const codes = PROGRAMME_CODES[programme];
  return { agentCode: codes.agent, clientCode: codes.client };
}

/** Whole rupiah with "." between thousands, as the rates table shows them. */
export const moneyText = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/**
 * A rupiah amount typed in the rates table: "Rp", spaces and "." thousands dots are dropped;
 * blank is null; anything else that is not whole digits is NaN (so the check names it).
 */
export function parseMoneyText(text: string): number | null {
  const plain = text.replace(/^\s*Rp\s*/i, "").replace(/[\s.]/g, "");
  if (plain === "") return null;
  return /^\d{1,15}$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A percentage typed with "." or "," before the decimals; blank is null; else NaN. */
export function parsePercentText(text: string): number | null {
  const plain = text.trim().replace(",", ".");
  if (plain === "") return null;
  return /^\d{1,3}(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A stored (or statutory) rate as the table edits it. */
export function rateDraftOf(
  rate: Omit<RegulationRate, "wageCap" | "basis"> & {
    wageCap?: number | null;
    basis?: string | null;
  },
): RateDraft {
  return {
    effectiveFrom: rate.effectiveFrom,
    employerRate: String(rate.employerRate),
    employeeRate: String(rate.employeeRate),
    employerAmount: moneyText(rate.employerAmount),
    employeeAmount: moneyText(rate.employeeAmount),
    wageCap: rate.wageCap == null ? "" : moneyText(rate.wageCap),
    minimumWageFloor: rate.minimumWageFloor,
    basis: rate.basis ?? "",
  };
}

/**
 * The statutory timeline of a programme (REFERENCE.md §4 through domain/payroll/regulation.ts),
 * oldest first, as the rates table shows it: what the service stores when a new component's
 * rates are left as they are.
 */
export function statutoryRates(
  programme: RegulationProgramme,
  jkkRiskClass: number | null,
): RateDraft[] {
  return statutoryRateRows(programme, jkkRiskClass).map(rateDraftOf);
}

/** A rate row as the mutation takes it: blank rates and amounts are 0, a blank cap is none. */
export function rateInputOf(draft: RateDraft): RateInput {
  return {
    effectiveFrom: draft.effectiveFrom,
    employerRate: parsePercentText(draft.employerRate) ?? 0,
    employeeRate: parsePercentText(draft.employeeRate) ?? 0,
    employerAmount: parseMoneyText(draft.employerAmount) ?? 0,
    employeeAmount: parseMoneyText(draft.employeeAmount) ?? 0,
    wageCap: parseMoneyText(draft.wageCap),
    minimumWageFloor: draft.minimumWageFloor,
    basis: isBlank(draft.basis) ? null : draft.basis.trim(),
  };
}

/**
 * SPEC §5 checks of a regulation-based component before it is sent: the service's own rules
 * (domain/payroll/regulation.ts); rate problems are named `rates.<i>.<field>`. `current`: the
 * stored programme and class of a component being edited.
 */
export function validateRegulation(
  input: RegulationInput,
  current: { programme: string; jkkRiskClass: number | null } | null = null,
): FieldProblem[] {
  return validateRegulationComponent(input, current).problems;
}
