import { MEMBER_RECIPIENTS, type MemberRecipient } from "../../../../domain/payroll/constants.ts";
import type { FieldProblem } from "../../../../domain/payroll/taxConfig.ts";
import {
  terCategoryOf as categoryOf,
  type EmployeeTaxRecordValues,
  MAX_TAX_RECORD_NOTE,
  MAX_TAX_RECORD_YEAR,
  MIN_TAX_RECORD_YEAR,
  TAX_RECORD_AMOUNTS,
  type TaxRecordAmount,
  validateEmployeeTaxRecord,
} from "../../../../domain/payroll/taxRecords.ts";
import type { PtkpStatus, TerCategory } from "../../../../domain/tax/types.ts";

export { TAX_ID_KINDS } from "../../../../domain/payroll/taxRecords.ts";
export const NOTE_MAX = MAX_TAX_RECORD_NOTE;
/** The money of a record (REFERENCE.md §2.1): this employer's opening figures and the previous employer's. */
const RECORD_AMOUNTS = TAX_RECORD_AMOUNTS;
export type RecordAmount = TaxRecordAmount;
type TaxIdKind = "npwp" | "nik";

type PickedWorker = { id: number; label: string };

export type RecordDraft = {
  agent: PickedWorker | null;
  year: number;
  taxIdKind: TaxIdKind;
  taxId: string;
  ptkp: string | null;
  recipient: MemberRecipient;
  startMonth: number;
  endMonth: number;
  subjectiveChange: boolean;
  /** Whole rupiah as exact digits ("" = 0). */
  amounts: Record<RecordAmount, string>;
  note: string;
};

export type SavedRecord = {
  agentId: number;
  agentName: string;
  nik: string;
  year: number;
  taxIdKind: string;
  taxId: string;
  ptkp: string;
  recipient: string;
  startMonth: number;
  endMonth: number;
  subjectiveChange: boolean;
  note?: string | null;
} & Record<RecordAmount, number>;

export const workerLabel = (name: string, nik: string) => `${name} · ${nik}`;

export function recordDraftOf(saved: SavedRecord | null, year: number): RecordDraft {
  const amounts = {} as Record<RecordAmount, string>;
  for (const key of RECORD_AMOUNTS) amounts[key] = saved ? String(saved[key]) : "";
  return {
    agent: saved ? { id: saved.agentId, label: workerLabel(saved.agentName, saved.nik) } : null,
    year: saved?.year ?? year,
    taxIdKind: saved?.taxIdKind === "nik" ? "nik" : "npwp",
    taxId: saved?.taxId ?? "",
    ptkp: saved?.ptkp ?? null,
    recipient: (MEMBER_RECIPIENTS as readonly string[]).includes(saved?.recipient ?? "")
      ? (saved?.recipient as MemberRecipient)
      : "permanent_employee",
    startMonth: saved?.startMonth ?? 1,
    endMonth: saved?.endMonth ?? 12,
    subjectiveChange: saved?.subjectiveChange ?? false,
    amounts,
    note: saved?.note ?? "",
  };
}

/** A worker as the agent search answers: what the record can start from. */
export type WorkerFacts = {
  nik: string;
  npwp?: string | null;
  ptkpStatus?: string | null;
  joinDate?: string | null;
};

/**
 * A new record's tax id and PTKP from the worker (the NPWP, else the NIK activated as NPWP,
 * PMK 112/2022), and the first month from a join date inside the year.
 */
export function prefillFromWorker(draft: RecordDraft, worker: WorkerFacts): RecordDraft {
  const npwp = worker.npwp?.trim() ?? "";
  const joined = worker.joinDate?.match(/^(\d{4})-(\d{2})-/);
  const joinedThisYear = joined && Number(joined[1]) === draft.year;
  return {
    ...draft,
    taxIdKind: npwp ? "npwp" : "nik",
    taxId: npwp || worker.nik,
    ptkp: worker.ptkpStatus ?? draft.ptkp,
    startMonth: joinedThisYear ? Number(joined[2]) : draft.startMonth,
  };
}

/** The TER category of a PTKP status at the start of the year (PP 58/2023 Ps. 2(3)–(4)). */
export function terCategoryOf(ptkp: string | null, year: number): TerCategory | null {
  if (!ptkp) return null;
  try {
    return categoryOf(ptkp as PtkpStatus, year);
  } catch {
    return null;
  }
}

/** A typed amount: blank is none (0), digits are rupiah, anything else is NaN. */
const amountOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/**
 * SPEC §5 checks of a record before sending, by the rules the server applies
 * (domain/payroll/taxRecords.ts), and the values to send.
 */
export function validateRecord(
  draft: RecordDraft,
  taxConfigurationId: number,
): { input: EmployeeTaxRecordValues; problems: FieldProblem[] } {
  const amounts = {} as Record<RecordAmount, number | null>;
  for (const key of RECORD_AMOUNTS) amounts[key] = amountOf(draft.amounts[key]);
  const { values, problems } = validateEmployeeTaxRecord({
    taxConfigurationId,
    // Not chosen yet: the rule answers "is required" at agentId.
    agentId: draft.agent?.id as number,
    year: draft.year,
    taxIdKind: draft.taxIdKind,
    taxId: draft.taxId,
    ptkp: draft.ptkp ?? "",
    recipient: draft.recipient,
    startMonth: draft.startMonth,
    endMonth: draft.endMonth,
    subjectiveChange: draft.subjectiveChange,
    note: draft.note,
    ...amounts,
  });
  // A PTKP not chosen yet is "required", not "must be one of ...".
  return {
    input: values,
    problems: problems.map((problem) =>
      problem.field === "ptkp" && !draft.ptkp ? { field: "ptkp", message: "is required" } : problem,
    ),
  };
}

/** The years the record screens offer: from the TER regime to next year. */
export function recordYears(now = new Date()): number[] {
  const last = Math.min(MAX_TAX_RECORD_YEAR, Math.max(MIN_TAX_RECORD_YEAR, now.getFullYear() + 1));
  return Array.from({ length: last - MIN_TAX_RECORD_YEAR + 1 }, (_, i) => MIN_TAX_RECORD_YEAR + i);
}
