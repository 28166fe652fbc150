/**
 * Issue 16: employee tax records — what the annual calculation of PPh 21 needs of one worker
 * in one year (REFERENCE.md §2.1): the tax id (an NPWP, or the NIK activated as NPWP, PMK
 * 112/2022), the PTKP status at the start of the year (it fixes the TER category, PP 58/2023
 * Ps. 2(3)–(4)), the months worked here, whether the subjective obligation starts or ends
 * mid-year (annualised, PMK 168/2023 Ps. 15(3)), and the figures withheld before Tenaga ran
 * payroll or by a previous employer. Pure: shared by the hcm service and the console's form.
 */

import { MAX_INPUT_RUPIAH } from "../tax/money.ts";
import { inForce, TER_CATEGORY } from "../tax/rates.ts";
import type { PtkpStatus, TerCategory } from "../tax/types.ts";
import { MEMBER_RECIPIENTS, type MemberRecipient } from "./constants.ts";
import type { FieldProblem } from "./taxConfig.ts";

export const TAX_ID_KINDS = ["npwp", "nik"] as const;
export type TaxIdKind = (typeof TAX_ID_KINDS)[number];
export const PTKP_STATUSES = [
  "TK/0",
  "TK/1",
  "TK/2",
  "TK/3",
  "K/0",
  "K/1",
  "K/2",
  "K/3",
] as const satisfies readonly PtkpStatus[];

/** The PMK 168/2023 regime starts in 2024; the table's CHECK stops at 2100. */
export const MIN_TAX_RECORD_YEAR = 2024;
export const MAX_TAX_RECORD_YEAR = 2100;
export const MAX_TAX_RECORD_NOTE = 500;

/** The amounts of a record (whole rupiah, never negative). */
export const TAX_RECORD_AMOUNTS = [
  "openingBruto",
  "openingWithheld",
  "openingDeductions",
  "previousEmployerBruto",
  "previousEmployerWithheld",
  "previousEmployerDeductions",
] as const;
export type TaxRecordAmount = (typeof TAX_RECORD_AMOUNTS)[number];

export type EmployeeTaxRecordInput = {
  taxConfigurationId: number;
  agentId: number;
  year: number;
  taxIdKind: string;
  taxId: string;
  ptkp: string;
  recipient?: string | null | undefined;
  startMonth?: number | null | undefined;
  endMonth?: number | null | undefined;
  subjectiveChange?: boolean | null | undefined;
  note?: string | null | undefined;
} & Partial<Record<TaxRecordAmount, number | null | undefined>>;

export type EmployeeTaxRecordValues = {
  taxConfigurationId: number;
  agentId: number;
  year: number;
  taxIdKind: TaxIdKind;
  /** Digits only (the separators of a written NPWP, 01.234.567.8-901.000, are dropped). */
  taxId: string;
  ptkp: PtkpStatus;
  recipient: MemberRecipient;
  startMonth: number;
  endMonth: number;
  subjectiveChange: boolean;
  note: string | null;
} & Record<TaxRecordAmount, number>;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

const present = (value: unknown) => value !== null && value !== undefined;

const MAX_ID = 2_147_483_647;

/** The TER category a PTKP status gives in `year` (PP 58/2023 Ps. 2(4); REFERENCE.md §1.2). */
export function terCategoryOf(ptkp: PtkpStatus, year: number): TerCategory {
  return inForce(TER_CATEGORY, year).value[ptkp];
}

/**
 * The first and last month a worker is here in `year` (what generating records assumes): the
 * join month when the worker joined that year, else January; the termination month when
 * the worker left that year, else December. Dates are `yyyy-MM-dd`.
 */
export function monthsInYear(
  year: number,
  joinDate: string,
  terminationDate: string | null,
): { startMonth: number; endMonth: number } {
  const yearOf = (date: string) => Number(date.slice(0, 4));
  const monthOf = (date: string) => Number(date.slice(5, 7));
  const startMonth = yearOf(joinDate) === year ? monthOf(joinDate) : 1;
  const endMonth =
    terminationDate !== null && yearOf(terminationDate) === year ? monthOf(terminationDate) : 12;
  return { startMonth, endMonth: Math.max(startMonth, endMonth) };
}

/**
 * A record's values once every rule holds, and every problem found (field, English message).
 * Months default to the whole year, amounts to 0, the recipient to a permanent employee.
 */
export function validateEmployeeTaxRecord(input: EmployeeTaxRecordInput): {
  values: EmployeeTaxRecordValues;
  problems: FieldProblem[];
} {
  const problems: FieldProblem[] = [];
  const whole = (field: string, value: unknown, min: number, max: number, fallback: number) => {
    if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max)
      return value;
    problems.push({ field, message: `must be a whole number from ${min} to ${max}` });
    return fallback;
  };

  const id = (field: string, value: unknown) => {
    if (present(value)) return whole(field, value, 1, MAX_ID, 0);
    problems.push({ field, message: "is required" });
    return 0;
  };
  const taxConfigurationId = id("taxConfigurationId", input.taxConfigurationId);
  const agentId = id("agentId", input.agentId);

  let year = MIN_TAX_RECORD_YEAR;
  if (!present(input.year)) problems.push({ field: "year", message: "is required" });
  else if (
    typeof input.year === "number" &&
    Number.isInteger(input.year) &&
    input.year >= MIN_TAX_RECORD_YEAR &&
    input.year <= MAX_TAX_RECORD_YEAR
  )
    year = input.year;
  else
    problems.push({
      field: "year",
      message: `must be a year from ${MIN_TAX_RECORD_YEAR} to ${MAX_TAX_RECORD_YEAR}`,
    });

  const taxIdKind = isOneOf(TAX_ID_KINDS, input.taxIdKind) ? input.taxIdKind : "nik";
  if (!isOneOf(TAX_ID_KINDS, input.taxIdKind))
    problems.push({ field: "taxIdKind", message: `must be one of ${TAX_ID_KINDS.join(", ")}` });
  const taxId = typeof input.taxId === "string" ? input.taxId.replace(/[\s.-]/g, "") : "";
  if (taxId.length === 0) problems.push({ field: "taxId", message: "is required" });
  else if (taxIdKind === "nik" && !/^[0-9]{16}$/.test(taxId))
    problems.push({ field: "taxId", message: "must be 16 digits" });
  else if (taxIdKind === "npwp" && !/^([0-9]{15}|[0-9]{16})$/.test(taxId))
    problems.push({ field: "taxId", message: "must be 15 or 16 digits" });

  const ptkp = isOneOf(PTKP_STATUSES, input.ptkp) ? input.ptkp : "TK/0";
  if (!isOneOf(PTKP_STATUSES, input.ptkp))
    problems.push({ field: "ptkp", message: `must be one of ${PTKP_STATUSES.join(", ")}` });

  let recipient: MemberRecipient = "permanent_employee";
  if (present(input.recipient)) {
    if (isOneOf(MEMBER_RECIPIENTS, input.recipient)) recipient = input.recipient;
    else
      problems.push({
        field: "recipient",
        message: `must be one of ${MEMBER_RECIPIENTS.join(", ")}`,
      });
  }

  const startMonth = present(input.startMonth)
    ? whole("startMonth", input.startMonth, 1, 12, 1)
    : 1;
  const endMonth = present(input.endMonth) ? whole("endMonth", input.endMonth, 1, 12, 12) : 12;
  if (
    endMonth < startMonth &&
    !problems.some((p) => p.field === "startMonth" || p.field === "endMonth")
  )
    problems.push({ field: "endMonth", message: "must not be before the start month" });

  let subjectiveChange = false;
  if (present(input.subjectiveChange)) {
    if (typeof input.subjectiveChange === "boolean") subjectiveChange = input.subjectiveChange;
    else problems.push({ field: "subjectiveChange", message: "must be true or false" });
  }

  const amounts = {} as Record<TaxRecordAmount, number>;
  for (const field of TAX_RECORD_AMOUNTS) {
    const value = input[field];
    amounts[field] = 0;
    if (!present(value)) continue;
    if (
      typeof value === "number" &&
      Number.isSafeInteger(value) &&
      value >= 0 &&
      value <= MAX_INPUT_RUPIAH
    )
      amounts[field] = value;
    else
      problems.push({
        field,
        message: `must be whole rupiah from 0 to ${MAX_INPUT_RUPIAH}`,
      });
  }

  let note: string | null = null;
  if (present(input.note)) {
    if (typeof input.note !== "string") problems.push({ field: "note", message: "must be text" });
    else if (input.note.trim().length > MAX_TAX_RECORD_NOTE)
      problems.push({
        field: "note",
        message: `must be at most ${MAX_TAX_RECORD_NOTE} characters`,
      });
    else note = input.note.trim() || null;
  }

  return {
    values: {
      taxConfigurationId,
      agentId,
      year,
      taxIdKind,
      taxId,
      ptkp,
      recipient,
      startMonth,
      endMonth,
      subjectiveChange,
      note,
      ...amounts,
    },
    problems,
  };
}
