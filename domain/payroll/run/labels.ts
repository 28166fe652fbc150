/**
 * Issue 17: the engine's own line codes in both console languages (a component's line keeps
 * the component's name). Pure.
 */
export type LineLabelLang = "en" | "id";

export const ENGINE_LINE_LABELS: Readonly<Record<string, { en: string; id: string }>> = {
  basic_salary: { en: "Basic salary", id: "Gaji pokok" },
  absence_deduction: { en: "Absence deduction", id: "Potongan ketidakhadiran" },
  unpaid_leave_deduction: { en: "Unpaid leave deduction", id: "Potongan cuti tidak berbayar" },
  overtime: { en: "Overtime", id: "Lembur" },
  thr: { en: "THR (religious holiday allowance)", id: "THR (Tunjangan Hari Raya)" },
  adjustment: { en: "Adjustment", id: "Penyesuaian" },
  // Issue 18: "Reimbursement: <type>" (" (taxable)" on the taxable part of a split claim).
  REIMBURSEMENT: { en: "Reimbursement", id: "Penggantian biaya" },
  tax_allowance: { en: "Tax allowance", id: "Tunjangan pajak" },
  pph21: { en: "PPh 21", id: "PPh 21" },
  bpjs_jkk: { en: "BPJS JKK (employer)", id: "BPJS JKK (perusahaan)" },
  bpjs_jkm: { en: "BPJS JKM (employer)", id: "BPJS JKM (perusahaan)" },
  bpjs_jht_employer: { en: "BPJS JHT (employer)", id: "BPJS JHT (perusahaan)" },
  bpjs_jht_worker: { en: "BPJS JHT (worker)", id: "BPJS JHT (pekerja)" },
  bpjs_jp_employer: { en: "BPJS JP (employer)", id: "BPJS JP (perusahaan)" },
  bpjs_jp_worker: { en: "BPJS JP (worker)", id: "BPJS JP (pekerja)" },
  bpjs_kes_employer: { en: "BPJS Kesehatan (employer)", id: "BPJS Kesehatan (perusahaan)" },
  bpjs_kes_worker: { en: "BPJS Kesehatan (worker)", id: "BPJS Kesehatan (pekerja)" },
  // The columns of a direct report's upload (domain/payroll/direct.ts) not named above.
  allowances: { en: "Allowances", id: "Tunjangan" },
  other_earnings: { en: "Other earnings", id: "Pendapatan lain" },
  deductions: { en: "Deductions", id: "Potongan" },
};

import { formatDate } from "../../format.ts";

/** The label of an engine code in `lang`; null for a component's code (use its name). */
export function lineLabel(code: string, lang: LineLabelLang): string | null {
  return ENGINE_LINE_LABELS[code]?.[lang] ?? null;
}

/** The engine's label variants (bpjs.ts: the client pays the worker's part) in Indonesian. */
const SUFFIXES_ID: Readonly<Record<string, string>> = {
  " (paid by the employer)": " (dibayar perusahaan)",
};
/** A reimbursement line's name after the engine's label ("Reimbursement: Transport"). */
const NAMED = /^: (.+?)( \(taxable\))?$/;
const DATE_SUFFIX = /^ (\d{4}-\d{2}-\d{2})$/;

/**
 * A stored line's label to show in `lang` — the one rule the gateway, the payslip and the
 * console share. An engine line (its code known to `lineLabel`) that carries the engine's
 * English label (or none), or that label with a variant after it ("... (paid by the
 * employer)", "Overtime 2026-10-05", "Reimbursement: Transport (taxable)"), is worded in
 * `lang` (Indonesian dates dd-MM-yyyy; a reimbursement's type name kept as the client wrote it).
 * Anything else keeps its stored label: a component's name, the words an adjustment was given
 * (code "adjustment"), a label the engine does not know.
 */
export function lineLabelIn(line: { code: string; label: string }, lang: LineLabelLang): string {
  const english = lineLabel(line.code, "en");
  const own = lineLabel(line.code, lang);
  if (english === null || own === null) return line.label || line.code;
  if (line.label === "" || line.label === english) return own;
  if (lang === "en" || line.code === "adjustment") return line.label;
  const rest = line.label.slice(english.length);
  const named = line.code === "REIMBURSEMENT" ? NAMED.exec(rest) : null;
  if (named) return `${own}: ${named[1]}${named[2] ? " (kena pajak)" : ""}`;
  if (!line.label.startsWith(`${english} `)) return line.label;
  const date = DATE_SUFFIX.exec(rest)?.[1];
  return own + (date ? ` ${formatDate(date)}` : (SUFFIXES_ID[rest] ?? rest));
}

/** The line error codes of compute.ts in both languages (errorReason carries the details, in English). */
export const LINE_ERROR_LABELS: Readonly<Record<string, { en: string; id: string }>> = {
  NOT_EMPLOYED_IN_PERIOD: {
    en: "Not employed in the pay period",
    id: "Tidak bekerja pada periode penggajian",
  },
  INVALID_MEMBER_DATA: {
    en: "The worker's payroll data is invalid",
    id: "Data penggajian pekerja tidak valid",
  },
  UNKNOWN_COMPONENT: {
    en: "An adjustment names a component the worker does not have",
    id: "Penyesuaian merujuk komponen yang tidak dimiliki pekerja",
  },
  NEGATIVE_NET_PAY: { en: "Net pay is negative", id: "Gaji bersih negatif" },
  // services/hcm/payroll/reports/run.ts: the engine failed for this worker alone.
  COMPUTE_FAILED: {
    en: "This worker could not be computed",
    id: "Gaji pekerja ini tidak dapat dihitung",
  },
};

/** The wording of a line error code in `lang`; null for a code the engine does not produce. */
export function lineErrorLabel(code: string, lang: LineLabelLang): string | null {
  return LINE_ERROR_LABELS[code]?.[lang] ?? null;
}
