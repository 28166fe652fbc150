/**
 * Issue 16: the rules on a payroll component's input (SPEC §3 fields and predefined codes, §5
 * validation, §9 modes, units and bases; REFERENCE.md §1.1 tax treatments), shared by the hcm
 * service and the console's form. Pure. Problems are worded in English; domain/problems.ts
 * gives each its Indonesian ("// Issue 16, payroll components" block).
 */
import {
  ADD_OR_SUB,
  type AddOrSub,
  COMPONENT_BASES,
  COMPONENT_CODE_PATTERN,
  COMPONENT_MODES,
  COMPONENT_SCHEMES,
  type ComponentBase,
  type ComponentMode,
  type ComponentScheme,
  PREDEFINED_COMPONENT_CODES,
  TAX_TREATMENTS,
  type TaxTreatment,
} from "./constants.ts";

export type FieldProblem = { field: string; message: string };

export const COMPONENT_STATUSES = ["active", "inactive"] as const;
export type ComponentStatus = (typeof COMPONENT_STATUSES)[number];

/** migration 0028: name 1–100 characters, description at most 500. */
export const MAX_COMPONENT_NAME = 100;
export const MAX_COMPONENT_DESCRIPTION = 500;
/** The largest default of an Rp component (Rp 10 billion, a member's salary ceiling too). */
export const MAX_COMPONENT_RUPIAH = 10_000_000_000;

/** What a caller sends; the console sends numbers already parsed (NaN for unreadable text). */
export type PayrollComponentInput = {
  name?: unknown;
  code?: unknown;
  scheme?: unknown;
  addOrSub?: unknown;
  mode?: unknown;
  taxable?: unknown;
  taxTreatment?: unknown;
  base?: unknown;
  defaultAmount?: unknown;
  effectiveDate?: unknown;
  description?: unknown;
  status?: unknown;
};

export type PayrollComponentValues = {
  name: string;
  code: string;
  scheme: ComponentScheme;
  addOrSub: AddOrSub;
  mode: ComponentMode;
  taxable: boolean;
  taxTreatment: TaxTreatment;
  base: ComponentBase | null;
  defaultAmount: number | null;
  effectiveDate: string;
  description: string | null;
  status: ComponentStatus;
};

/** Problem texts the console's form shows as they are (and the catalogue translates). */
export const COMPONENT_PROBLEMS = {
  code: "must be 2 to 60 characters of a-z, 0-9 and _, starting with a letter",
  notTaxableTreatment: "must be non_object for a component that is not taxable",
  taxableTreatment: "cannot be non_object for a taxable component",
  baseRequired: "is required for a % component",
  baseRefused: "must be empty for an Rp component",
  percent: "must be a percentage from 0 to 100 with at most 4 decimals",
} as const;

/** "must be a whole rupiah amount from {min} to {max}" (the catalogue's wholeRupiah). */
export const wholeRupiahProblem = (min: number, max: number) =>
  `must be a whole rupiah amount from ${min} to ${max}`;

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

const oneOf = (list: readonly string[]) => `must be one of ${list.join(", ")}`;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A SPEC §3 predefined code (every client may use them besides its own). */
export const isPredefinedCode = (code: string) =>
  (PREDEFINED_COMPONENT_CODES as readonly string[]).includes(code);

/** A percentage 0..100 with at most 4 decimals (numeric(7,4) / numeric(15,4)). */
export function isPercent(value: unknown): value is number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 100)
    return false;
  return Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6;
}

export const isWholeRupiah = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/** A real calendar date written YYYY-MM-DD, years 2000–2100. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function textOf(
  value: unknown,
  field: string,
  max: number,
  required: boolean,
  problems: FieldProblem[],
): string | null {
  if (blank(value)) {
    if (required) problems.push({ field, message: "is required" });
    return null;
  }
  if (typeof value !== "string") {
    problems.push({ field, message: "must be text" });
    return null;
  }
  const text = value.trim();
  if (text.length > max) problems.push({ field, message: `must be at most ${max} characters` });
  return text;
}

function pick<T extends string>(
  list: readonly T[],
  value: unknown,
  field: string,
  problems: FieldProblem[],
): T | null {
  if (blank(value)) {
    problems.push({ field, message: "is required" });
    return null;
  }
  if (!isOneOf(list, value)) {
    problems.push({ field, message: oneOf(list) });
    return null;
  }
  return value;
}

/**
 * The component's values once every rule holds, and every problem at once (400 naming each
 * field). `today` (YYYY-MM-DD, the client's day) is the effective date when none is sent.
 * Decisions: taxable and taxTreatment must agree (REFERENCE.md §1.1: only non_object is
 * outside PPh 21); either alone decides the other (taxable alone: regular or non_object). The
 * code is lower-cased text of the migration's pattern, which every SPEC §3 predefined code
 * fits; a % default is a percentage of the base, an Rp default whole rupiah.
 */
export function validatePayrollComponent(
  input: PayrollComponentInput,
  today: string,
): { values: PayrollComponentValues; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const name = textOf(input.name, "name", MAX_COMPONENT_NAME, true, problems) ?? "";
  let code = "";
  if (blank(input.code)) problems.push({ field: "code", message: "is required" });
  else if (typeof input.code !== "string" || !COMPONENT_CODE_PATTERN.test(input.code.trim()))
    problems.push({ field: "code", message: COMPONENT_PROBLEMS.code });
  else code = input.code.trim();
  const scheme = pick(COMPONENT_SCHEMES, input.scheme, "scheme", problems);
  const addOrSub = pick(ADD_OR_SUB, input.addOrSub, "addOrSub", problems) ?? "add";
  const mode = pick(COMPONENT_MODES, input.mode, "mode", problems) ?? "prorate";

  let taxable = true;
  if (!blank(input.taxable)) {
    if (typeof input.taxable === "boolean") taxable = input.taxable;
    else problems.push({ field: "taxable", message: "must be true or false" });
  }
  let taxTreatment: TaxTreatment = taxable ? "regular" : "non_object";
  if (!blank(input.taxTreatment)) {
    if (!isOneOf(TAX_TREATMENTS, input.taxTreatment))
      problems.push({ field: "taxTreatment", message: oneOf(TAX_TREATMENTS) });
    else if (blank(input.taxable)) {
      taxTreatment = input.taxTreatment;
      taxable = taxTreatment !== "non_object";
    } else if (taxable && input.taxTreatment === "non_object")
      problems.push({ field: "taxTreatment", message: COMPONENT_PROBLEMS.taxableTreatment });
    else if (!taxable && input.taxTreatment !== "non_object")
      problems.push({ field: "taxTreatment", message: COMPONENT_PROBLEMS.notTaxableTreatment });
    else taxTreatment = input.taxTreatment;
  }

  let base: ComponentBase | null = null;
  if (scheme === "%") {
    if (blank(input.base))
      problems.push({ field: "base", message: COMPONENT_PROBLEMS.baseRequired });
    else if (!isOneOf(COMPONENT_BASES, input.base))
      problems.push({ field: "base", message: oneOf(COMPONENT_BASES) });
    else base = input.base;
  } else if (scheme === "Rp" && !blank(input.base))
    problems.push({ field: "base", message: COMPONENT_PROBLEMS.baseRefused });

  let defaultAmount: number | null = null;
  if (input.defaultAmount !== undefined && input.defaultAmount !== null) {
    if (scheme === "%") {
      if (isPercent(input.defaultAmount)) defaultAmount = input.defaultAmount;
      else problems.push({ field: "defaultAmount", message: COMPONENT_PROBLEMS.percent });
    } else if (scheme === "Rp") {
      if (isWholeRupiah(input.defaultAmount, 0, MAX_COMPONENT_RUPIAH))
        defaultAmount = input.defaultAmount;
      else
        problems.push({
          field: "defaultAmount",
          message: wholeRupiahProblem(0, MAX_COMPONENT_RUPIAH),
        });
    }
  }

  let effectiveDate = today;
  if (!blank(input.effectiveDate)) {
    if (isIsoDate(input.effectiveDate)) effectiveDate = input.effectiveDate;
    else problems.push({ field: "effectiveDate", message: "must be a date written yyyy-MM-dd" });
  }
  const description = textOf(
    input.description,
    "description",
    MAX_COMPONENT_DESCRIPTION,
    false,
    problems,
  );
  let status: ComponentStatus = "active";
  if (!blank(input.status)) {
    if (isOneOf(COMPONENT_STATUSES, input.status)) status = input.status;
    else problems.push({ field: "status", message: oneOf(COMPONENT_STATUSES) });
  }
  return {
    values: {
      name,
      code,
      scheme: scheme ?? "Rp",
      addOrSub,
      mode,
      taxable,
      taxTreatment,
      base,
      defaultAmount,
      effectiveDate,
      description: description === "" ? null : description,
      status,
    },
    problems,
  };
}
