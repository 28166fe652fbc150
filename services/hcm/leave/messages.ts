import type { Lang } from "../../../domain/enums.ts";
import { businessMessages } from "../../../domain/errors.ts";
import { HttpError } from "../../shared/errors.ts";

/**
 * Issue 15: the leave part's answers in both languages. Field problems are worded here in
 * English and Indonesian and answered in the caller's language (the shared catalogue,
 * domain/problems.ts, translates only its own wordings).
 */
export type Bilingual = { en: string; id: string };
export type LeaveProblem = { field: string } & Bilingual;

export const HEADLINES = {
  create: { en: "Failed to Create Leave Request", id: "Gagal Membuat Pengajuan Cuti" },
  decide: { en: "Failed to Decide Leave Request", id: "Gagal Memutuskan Pengajuan Cuti" },
  cancel: { en: "Failed to Cancel Leave Request", id: "Gagal Membatalkan Pengajuan Cuti" },
  adjust: { en: "Failed to Adjust Leave Balance", id: "Gagal Menyesuaikan Saldo Cuti" },
  query: { en: "Invalid filter", id: "Filter tidak valid" },
} as const satisfies Record<string, Bilingual>;

/** A 400 naming every field, in the caller's language (headline and problems). */
export function leaveInvalid(headline: Bilingual, problems: readonly LeaveProblem[], lang: Lang) {
  return new HttpError(
    400,
    headline.en,
    { messages: headline },
    problems.map((p) => ({ field: p.field, message: lang === "id" ? p.id : p.en })),
  );
}

export const conflict = (messages: Bilingual, code: string) =>
  new HttpError(409, messages.en, { code, messages });

export const notFoundLeave = (what: Bilingual) =>
  new HttpError(404, `${what.en} not found`, {
    messages: { en: `${what.en} not found`, id: `${what.id} tidak ditemukan` },
  });
export const LEAVE_REQUEST = { en: "Leave request", id: "Pengajuan cuti" };
export const EMPLOYEE = { en: "Employee", id: "Karyawan" };
export const LEAVE_POLICY = { en: "Leave policy", id: "Kebijakan cuti" };

export const overlapping = () =>
  conflict(
    {
      en: "The employee already has a leave request on these dates",
      id: "Karyawan sudah memiliki pengajuan cuti pada tanggal tersebut",
    },
    "LEAVE_OVERLAP",
  );

export const alreadyStatus = (status: string) =>
  conflict(
    {
      en: `This leave request is already ${status}`,
      id: `Pengajuan cuti ini sudah ${STATUS_ID[status] ?? status}`,
    },
    "LEAVE_REQUEST_DECIDED",
  );
const STATUS_ID: Record<string, string> = {
  pending: "menunggu",
  approved: "disetujui",
  rejected: "ditolak",
  cancelled: "dibatalkan",
};

/**
 * SPEC §8 "sick leave request submitted, validate the agent request first": a Daily Approval
 * decision waits for a leave request pending on the day (other kinds: the same in general words).
 */
export const leaveSubmittedFirst = (sick: boolean) =>
  conflict(
    sick
      ? {
          en: businessMessages.sickLeaveSubmitted,
          id: "Pengajuan cuti sakit telah diajukan, mohon validasi pengajuan karyawan terlebih dahulu",
        }
      : {
          en: "A leave request has been submitted, please validate the agent request first",
          id: "Pengajuan cuti telah diajukan, mohon validasi pengajuan karyawan terlebih dahulu",
        },
    sick ? "SICK_LEAVE_SUBMITTED" : "LEAVE_SUBMITTED",
  );
