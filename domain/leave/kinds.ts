/**
 * Issue 15: the kinds of leave a policy can be (RULES.md §2: the statutory kinds and the paid
 * special leaves of PP 35/2021 Art 26(3) / PP 36/2021 Art 40(3)), and the attendance status an
 * approved leave gives a day (SPEC §4). Pure. The presets' figures live with the policies
 * (domain/leave/policy.ts).
 */
import type { LeaveStatus } from "../attendance/record.ts";

export const LEAVE_KINDS = [
  "annual",
  "sick",
  "menstrual",
  "maternity",
  "paternity",
  "miscarriage",
  "marriage",
  "child_marriage",
  "child_circumcision",
  "child_baptism",
  "wife_birth_or_miscarriage",
  "bereavement_family",
  "bereavement_household",
  "unpaid",
  "custom",
] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];

export const LEAVE_KIND_LABELS: Readonly<Record<LeaveKind, { en: string; id: string }>> = {
  annual: { en: "Annual leave", id: "Cuti tahunan" },
  sick: { en: "Sick leave", id: "Cuti sakit" },
  menstrual: { en: "Menstrual leave", id: "Cuti haid" },
  maternity: { en: "Maternity leave", id: "Cuti melahirkan" },
  paternity: { en: "Paternity leave", id: "Cuti ayah" },
  miscarriage: { en: "Miscarriage leave", id: "Cuti keguguran" },
  marriage: { en: "Marriage leave", id: "Cuti menikah" },
  child_marriage: { en: "Child's marriage", id: "Pernikahan anak" },
  child_circumcision: { en: "Child's circumcision", id: "Khitanan anak" },
  child_baptism: { en: "Child's baptism", id: "Pembaptisan anak" },
  wife_birth_or_miscarriage: {
    en: "Wife gives birth or miscarries",
    id: "Istri melahirkan atau keguguran",
  },
  bereavement_family: {
    en: "Death of spouse, parent, child or in-law",
    id: "Kematian suami/istri, orang tua, anak atau mertua/menantu",
  },
  bereavement_household: {
    en: "Death of a household member",
    id: "Kematian anggota keluarga serumah",
  },
  unpaid: { en: "Unpaid leave", id: "Cuti tidak dibayar" },
  custom: { en: "Other leave", id: "Cuti lainnya" },
};

/** Kinds whose days show as sick statuses on the attendance record. */
export const SICK_KINDS: readonly LeaveKind[] = ["sick"];

/**
 * The status an approved leave gives one of its days (SPEC §4): sick or leave, paid or unpaid,
 * whole or half day.
 */
export function leaveDayStatus(kind: LeaveKind, paid: boolean, halfDay: boolean): LeaveStatus {
  const sick = SICK_KINDS.includes(kind);
  if (halfDay)
    return sick
      ? paid
        ? "half_day_paid_sick_leave"
        : "half_day_unpaid_sick_leave"
      : paid
        ? "half_day_paid_leave"
        : "half_day_unpaid_leave";
  return sick
    ? paid
      ? "paid_sick_leave"
      : "unpaid_sick_leave"
    : paid
      ? "paid_leave"
      : "unpaid_leave";
}

/** SPEC §4 agent-request outcomes a leave decision may have. */
export const LEAVE_DECISIONS = ["approve_paid", "approve_unpaid", "reject"] as const;
export type LeaveDecision = (typeof LEAVE_DECISIONS)[number];

/** Ledger entry kinds (migration 0027 leave_ledger.kind). */
export const LEDGER_KINDS = [
  "accrual",
  "taken",
  "reversal",
  "carry_over",
  "expiry",
  "adjustment",
  "collective_leave",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
