import { type ProblemCode, type ProblemParams, renderProblem } from "../../../domain/problems.ts";
import type { FieldProblem } from "../../../domain/workforce/org.ts";
import { HttpError } from "../../shared/errors.ts";

/**
 * Issue 18: the reimbursement part's refusals. Coded answers carry their sentence in both
 * languages, `{ message, detail: { code, messages: { en, id } } }` (server.ts lifts the code);
 * field problems are English from domain/problems.ts, answered in the caller's language.
 */
export type ReimbursementCode =
  | "REIMBURSEMENT_OVER_BUDGET"
  | "REIMBURSEMENT_TYPE_IN_USE"
  | "REIMBURSEMENT_TYPE_NAME_TAKEN"
  | "REIMBURSEMENT_CLAIM_DECIDED"
  | "REIMBURSEMENT_CLAIM_CARRIED"
  | "REIMBURSEMENT_ALREADY_PAID";

const bilingual = (problem: ProblemCode, en: ProblemParams, id: ProblemParams = en) => ({
  en: renderProblem("en", problem, en),
  id: renderProblem("id", problem, id),
});

export function reimbursementConflict(
  code: ReimbursementCode,
  problem: ProblemCode,
  en: ProblemParams = {},
  id: ProblemParams = en,
  extra: Record<string, unknown> = {},
): HttpError {
  const messages = bilingual(problem, en, id);
  return new HttpError(409, messages.en, { code, messages, ...extra });
}

export const HEADLINES = {
  createType: {
    en: "Failed to Create Reimbursement Type",
    id: "Gagal Membuat Tipe Penggantian Biaya",
  },
  updateType: {
    en: "Failed to Update Reimbursement Type",
    id: "Gagal Memperbarui Tipe Penggantian Biaya",
  },
  createClaim: {
    en: "Failed to Create Reimbursement Claim",
    id: "Gagal Membuat Klaim Penggantian Biaya",
  },
  approve: {
    en: "Failed to Approve Reimbursement Claim",
    id: "Gagal Menyetujui Klaim Penggantian Biaya",
  },
  reject: {
    en: "Failed to Reject Reimbursement Claim",
    id: "Gagal Menolak Klaim Penggantian Biaya",
  },
} as const;

/** A 400 naming every field (English problems, localised on the way out). */
export function invalid(
  headline: { en: string; id: string },
  problems: readonly FieldProblem[],
  detail: Record<string, unknown> = {},
): HttpError {
  return new HttpError(400, headline.en, { messages: headline, ...detail }, problems);
}

export const notFoundClaim = () =>
  new HttpError(404, "Reimbursement claim not found", {
    messages: {
      en: "Reimbursement claim not found",
      id: "Klaim penggantian biaya tidak ditemukan",
    },
  });
export const notFoundType = () =>
  new HttpError(404, "Reimbursement type not found", {
    messages: { en: "Reimbursement type not found", id: "Tipe penggantian biaya tidak ditemukan" },
  });
export const notFoundEmployee = () =>
  new HttpError(404, "Employee not found", {
    messages: { en: "Employee not found", id: "Karyawan tidak ditemukan" },
  });

export const changedMeanwhile = () =>
  new HttpError(
    409,
    "This reimbursement type was changed by someone else. Reload it and try again.",
    {
      messages: {
        en: "This reimbursement type was changed by someone else. Reload it and try again.",
        id: "Tipe penggantian biaya ini telah diubah orang lain. Muat ulang lalu coba lagi.",
      },
    },
  );

const STATUS_ID: Record<string, string> = {
  pending: "menunggu",
  approved: "disetujui",
  rejected: "ditolak",
  cancelled: "dibatalkan",
  paid: "dibayar",
};

export const claimDecided = (status: string) =>
  reimbursementConflict(
    "REIMBURSEMENT_CLAIM_DECIDED",
    "reimbursementClaimDecided",
    { status },
    { status: STATUS_ID[status] ?? status },
  );

export const claimCarried = () =>
  reimbursementConflict("REIMBURSEMENT_CLAIM_CARRIED", "reimbursementClaimCarried");

export const typeInUse = (name: string, count: number) =>
  reimbursementConflict(
    "REIMBURSEMENT_TYPE_IN_USE",
    "reimbursementTypeInUse",
    { name, count: String(count) },
    { name, count: String(count) },
    { claimCount: count },
  );

export const typeNameTaken = (headline: { en: string; id: string }) =>
  new HttpError(409, headline.en, { code: "REIMBURSEMENT_TYPE_NAME_TAKEN", messages: headline }, [
    { field: "name", message: renderProblem("en", "reimbursementTypeNameTaken") },
  ]);

/** Finalize (services/hcm/payroll/reports): a claim of the report is no longer payable. */
export const alreadyPaid = (count: number) =>
  reimbursementConflict("REIMBURSEMENT_ALREADY_PAID", "reimbursementAlreadyPaid", {
    count: String(count),
  });
