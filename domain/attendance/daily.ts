/**
 * Issue 14, Daily Approval: which records a supervisor may approve, reject or send back for
 * revision, and the words of a refusal in both languages. Pure TypeScript: the service
 * (services/hcm/attendance/daily) and the console use the same rules. A decision is stored on
 * the record (attendance_records.decision) and its status follows from the record's rule
 * (domain/attendance/record.ts: approve → Present, or overtime on a day off; reject → Absent;
 * need revision), so a record recomputed later (a late check-out) keeps the decision.
 *
 * Decided here (RULES.md §4.3: "bulk approval applies one note/decision to all; Need
 * Revision exists"):
 * - Decidable: a finished day waiting for a person (pending; day_off_with_overtime, work on a
 *   day off), a day sent back (need_revision), and a decided or auto-approved day (approved,
 *   rejected, overtime): a supervisor may change their mind; the record's `version` guards
 *   against deciding on a stale view.
 * - Not decidable: a day still running (waiting_for_checkin, waiting_for_checkout: the
 *   check-out would change what was approved; the jobs close it), a day a worker request holds
 *   (pending_request, pending_attendance, waiting_approval: Pending Approval decides it), days
 *   off, leave and sick statuses (their own flows).
 * - Approving needs a check-in: a day without one is made present through a new-attendance
 *   request, not by a click here. Rejecting and asking for revision need a note.
 * - A pending dispute on the day blocks every decision (SPEC §8).
 * - Repeating the decision a record already carries changes nothing (a repeat click, a bulk
 *   with some already done).
 */
import type { Lang } from "../enums.ts";
import { businessMessages } from "../errors.ts";
import type { AttendanceDecision, AttendanceStatus } from "./statuses.ts";

export const DECIDABLE_STATUSES = [
  "pending",
  "day_off_with_overtime",
  "need_revision",
  "approved",
  "rejected",
  "overtime",
] as const satisfies readonly AttendanceStatus[];

/** The longest decision note (attendance_records.decision_note). */
export const DECISION_NOTE_MAX = 1000;

/** At most this many records in one bulk decision. */
export const BULK_DECISION_LIMIT = 500;

/** Decisions whose note is required. */
export const NOTE_REQUIRED: Readonly<Record<AttendanceDecision, boolean>> = {
  approve: false,
  reject: true,
  need_revision: true,
};

export type DecisionRefusal = "not_decidable" | "no_check_in" | "pending_dispute";

export type DecidableRecord = {
  status: string;
  /** The decision the record carries (attendance_records.decision), if any. */
  decision: string | null;
  checkInAt: string | null;
  pendingDispute: boolean;
};

/** Why `decision` cannot be made on the record, or null when it can. */
export function decisionRefusal(
  record: DecidableRecord,
  decision: AttendanceDecision,
): DecisionRefusal | null {
  if (record.pendingDispute) return "pending_dispute";
  if (!(DECIDABLE_STATUSES as readonly string[]).includes(record.status)) return "not_decidable";
  if (decisionChangesNothing(record.decision, decision)) return null;
  if (decision === "approve" && record.checkInAt === null) return "no_check_in";
  return null;
}

/** True when the record already carries this decision (nothing to write). */
export function decisionChangesNothing(
  current: string | null,
  decision: AttendanceDecision,
): boolean {
  return current === decision;
}

/** A pending dispute: SPEC §8's wording, and its Indonesian. */
export const PENDING_DISPUTE_MESSAGES: Readonly<Record<Lang, string>> = {
  en: businessMessages.pendingDispute,
  id: "Ada sanggahan yang masih menunggu. Silakan lakukan persetujuan pada permintaan sanggahan terlebih dahulu",
};

export const STALE_RECORD_MESSAGES: Readonly<Record<Lang, string>> = {
  en: "This attendance was changed by someone else. Reload it and try again.",
  id: "Kehadiran ini telah diubah oleh orang lain. Muat ulang lalu coba lagi.",
};

/** The refusal of one record in the caller's language; `status` is the record's label. */
export function refusalMessage(
  refusal: DecisionRefusal | "not_found",
  language: Lang,
  statusLabel = "",
): string {
  const en = language === "en";
  switch (refusal) {
    case "pending_dispute":
      return PENDING_DISPUTE_MESSAGES[language];
    case "no_check_in":
      return en
        ? "There is no check-in on this day: make it present through a new attendance request"
        : "Tidak ada check-in pada hari ini: jadikan hadir melalui permintaan kehadiran baru";
    case "not_decidable":
      return en
        ? `An attendance that is ${statusLabel} cannot be decided in Daily Approval`
        : `Kehadiran berstatus ${statusLabel} tidak dapat diputuskan di Persetujuan Harian`;
    case "not_found":
      return en ? "Attendance not found" : "Kehadiran tidak ditemukan";
  }
}

/** The headline of a refused decision (a 400 or 409). */
export const DECISION_FAILED_MESSAGES: Readonly<Record<Lang, string>> = {
  en: "Failed to Decide Attendance",
  id: "Gagal Memutuskan Kehadiran",
};
