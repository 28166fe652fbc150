import { MEMBER_RECIPIENTS, type MemberRecipient } from "../../../../domain/payroll/constants.ts";
import { terCategory } from "../../../../domain/tax/rules.ts";
import type { PtkpStatus, TerCategory } from "../../../../domain/tax/types.ts";
import type { Language } from "../../../i18n/index.ts";
import type { FieldProblem } from "./configurationForm.ts";

/** PMK 168/2023 (TER) is in force from tax year 2024; the table takes years up to 2100. */
export const FIRST_RECORD_YEAR = 2024;
export const LAST_RECORD_YEAR = 2100;
export const NOTE_MAX = 500;
/** Far above any year's income, inside a safe integer (bigint columns). */
export const AMOUNT_MAX = 1_000_000_000_000_000;

export const TAX_ID_KINDS = ["npwp", "nik"] as const;
export type TaxIdKind = (typeof TAX_ID_KINDS)[number];

/** The money of a record (REFERENCE.md §2.1): this employer's opening figures and the previous employer's. */
export const RECORD_AMOUNTS = [
  "openingBruto",
  "openingWithheld",
  "openingDeductions",
  "previousEmployerBruto",
  "previousEmployerWithheld",
  "previousEmployerDeductions",
] as const;
export type RecordAmount = (typeof RECORD_AMOUNTS)[number];

export type PickedWorker = { id: number; label: string };

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
    return terCategory(ptkp as PtkpStatus, year);
  } catch {
    return null;
  }
}

const MONTH_WORDS = {
  en: "The last month must not be before the first",
  id: "Bulan terakhir tidak boleh sebelum bulan pertama",
} as const;

export type RecordInput = {
  taxConfigurationId: number;
  agentId: number;
  year: number;
  taxIdKind: TaxIdKind;
  taxId: string;
  ptkp: string;
  recipient: MemberRecipient;
  startMonth: number;
  endMonth: number;
  subjectiveChange: boolean;
  note: string | null;
} & Record<RecordAmount, number>;

/** SPEC §5 checks of a record before sending, and the mutation's input. */
export function validateRecord(
  draft: RecordDraft,
  taxConfigurationId: number,
  language: Language,
): { input: RecordInput; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  if (!draft.agent) problems.push({ field: "agentId", message: "is required" });
  if (
    !Number.isInteger(draft.year) ||
    draft.year < FIRST_RECORD_YEAR ||
    draft.year > LAST_RECORD_YEAR
  )
    problems.push({
      field: "year",
      message: `must be a year from ${FIRST_RECORD_YEAR} to ${LAST_RECORD_YEAR}`,
    });
  const taxId = draft.taxId.trim();
  if (taxId === "") problems.push({ field: "taxId", message: "is required" });
  else if (draft.taxIdKind === "nik" && !/^\d{16}$/.test(taxId))
    problems.push({ field: "taxId", message: "must be 16 digits" });
  else if (draft.taxIdKind === "npwp" && !/^\d{15,16}$/.test(taxId))
    problems.push({ field: "taxId", message: "NPWP must be 15 or 16 digits" });
  if (!draft.ptkp) problems.push({ field: "ptkp", message: "is required" });
  if (draft.endMonth < draft.startMonth)
    problems.push({ field: "endMonth", message: MONTH_WORDS[language] });
  const amounts = {} as Record<RecordAmount, number>;
  for (const key of RECORD_AMOUNTS) {
    const text = draft.amounts[key].trim();
    const value = text === "" ? 0 : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < 0 || value > AMOUNT_MAX)
      problems.push({
        field: key,
        message: `must be a whole number from 0 to ${AMOUNT_MAX}`,
      });
    amounts[key] = Number.isSafeInteger(value) ? value : 0;
  }
  const note = draft.note.trim();
  if (note.length > NOTE_MAX)
    problems.push({ field: "note", message: `must be at most ${NOTE_MAX} characters` });
  return {
    input: {
      taxConfigurationId,
      agentId: draft.agent?.id ?? 0,
      year: draft.year,
      taxIdKind: draft.taxIdKind,
      taxId,
      ptkp: draft.ptkp ?? "",
      recipient: draft.recipient,
      startMonth: draft.startMonth,
      endMonth: draft.endMonth,
      subjectiveChange: draft.subjectiveChange,
      ...amounts,
      note: note === "" ? null : note,
    },
    problems,
  };
}

/** The years the record screens offer: from the TER regime to next year. */
export function recordYears(now = new Date()): number[] {
  const last = Math.min(LAST_RECORD_YEAR, Math.max(FIRST_RECORD_YEAR, now.getFullYear() + 1));
  return Array.from({ length: last - FIRST_RECORD_YEAR + 1 }, (_, i) => FIRST_RECORD_YEAR + i);
}
