import { neutraliseFormula, startsLikeFormula } from "../spreadsheet.ts";
import { findBank } from "./banks.ts";

/**
 * Issue 18: the Mandiri Cash Management (MCM) bulk transfer file ("Payroll – Multi Service"),
 * for clients who pay a disbursement batch through their bank portal (channel bank_file).
 * Pure: the service reads the lines, this writes the text.
 *
 * Layout (../shared/payroll/RUNS.md §2.6). Sources: Bank Mandiri's "Payroll – Multi Service –
 * File Structure" (scribd document 738679438, the public copy RUNS.md cites) for the header
 * and detail fields 1–12; the public code RUNS.md cites, idrislabdev/hris-baruna
 * `penghasilan/gaji_insentif_mandiri_csv.php` (and its sibling `uang_transport…`), and two
 * other public producers of the same file found beside it, for the columns after 12, which
 * the public excerpt of the structure does not show. Comma separated, CRLF, no BOM (the
 * first byte must be the header's "P"), no quoting: every text cell is cleaned so it needs
 * none.
 *
 * Header, one row: `P, <transaction date yyyyMMdd>, <debit account>, <record count>, <total>`.
 *
 * Detail, one row per transfer, 41 columns:
 *   1 beneficiary account number (digits)      2 beneficiary name, X(40)
 *   3–5 beneficiary address 1–3 (empty)         6 currency, IDR
 *   7 amount (whole rupiah)                      8 transaction remark (≤ 18 here, see below)
 *   9 customer reference, x(19): the line id, so the bank's answer file points at our line
 *  10 FT service: IBU in-house (a Mandiri account), BAU BI-FAST by account number up to
 *     BI-FAST's Rp 250 juta per transaction (RUNS.md §2.6), LBU (LLG/SKN) above it up to
 *     SKN's Rp 1 miliar per transaction, RBU (RTGS) above that
 *  11 beneficiary bank code: Bank Indonesia's 3-digit code (empty for IBU)
 *  12 beneficiary bank name (empty for IBU)
 *  13–16 empty   17 notification flag: N (Tenaga does not hand the workers' e-mail to the bank)
 *  18–38 empty   39 charge instruction: OUR (the employer bears the transfer fee, so the
 *     worker receives the whole amount; the public producers write OUR or BEN)
 *  40 "1", 41 "E": written by every public producer of this file; their meaning is not in the
 *     public excerpt of the structure, so they are kept as those producers write them.
 *
 * The remark is cut to 18 characters: the bank shows it on the worker's statement, and the
 * shortest remark a provider takes (Flip, RUNS.md §2.2) is 18, so the same words fit both.
 *
 * E-wallet lines cannot be paid by a bank file: they, and any line without a known bank, a
 * digits-only account number and a holder name, are left out and returned in `omitted` (the
 * service says so in the answer; the generic XLSX lists every line).
 */

/** BI-FAST's ceiling per transaction (RUNS.md §2.6): above it BI-FAST is not possible. */
export const BI_FAST_MAXIMUM = 250_000_000;
/** SKN (LLG)'s ceiling per transaction since 2021 (Bank Indonesia); above it RTGS. */
export const SKN_MAXIMUM = 1_000_000_000;

export const MCM_DETAIL_COLUMNS = 41;
export const MCM_NAME_LENGTH = 40;
export const MCM_REMARK_LENGTH = 18;

export type FtService = "IBU" | "BAU" | "LBU" | "RBU";

/** A disbursement line as the file needs it. */
export type McmLine = {
  lineId: number | string;
  method: string;
  bankCode: string | null;
  accountNumber: string | null;
  accountName: string | null;
  amount: number;
};

export type McmHeader = {
  /** The transaction (value) date, yyyy-MM-dd. */
  valueDate: string;
  /** The client's Mandiri account to debit: 13 digits. */
  debitAccount: string;
  /** Free text shown to the worker; cleaned and cut to 18 characters. */
  remark: string;
};

export type McmFile = {
  text: string;
  recordCount: number;
  /** The sum of the detail rows, as written in the header (exact, whatever the size). */
  totalAmount: bigint;
  /** Lines that cannot be paid by this file (e-wallet or incomplete account). */
  omitted: McmLine[];
};

/** A Mandiri account number: 13 digits. */
export const isMandiriAccount = (text: string): boolean => /^[0-9]{13}$/.test(text);

/** The transfer service for an amount to a bank (column 10). */
export function ftServiceOf(bankCode: string, amount: number): FtService {
  if (bankCode === "MANDIRI") return "IBU";
  if (amount <= BI_FAST_MAXIMUM) return "BAU";
  if (amount <= SKN_MAXIMUM) return "LBU";
  return "RBU";
}

/**
 * Free text made safe for a cell of this file: accents dropped, separators (comma, semicolon),
 * quotes and control characters (newlines, tabs) made spaces, spaces collapsed, cut to `max`,
 * then neutralised (domain/spreadsheet.ts) within the same length.
 */
export function mcmText(raw: string, max: number): string {
  const clean = raw
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[,;"'`\p{Cc}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!startsLikeFormula(clean)) return clean.slice(0, max).trimEnd();
  return neutraliseFormula(clean.slice(0, max - 1).trimEnd());
}

/** The detail row of a line, or null when the file cannot pay it. */
function detailRow(line: McmLine, remark: string): string[] | null {
  if (line.method !== "bank_transfer") return null;
  const bank = findBank(line.bankCode);
  const account = line.accountNumber ?? "";
  const name = mcmText(line.accountName ?? "", MCM_NAME_LENGTH);
  if (!bank || !/^[0-9]{1,35}$/.test(account) || name === "") return null;
  if (!Number.isSafeInteger(line.amount) || line.amount <= 0)
    throw new Error(`line ${line.lineId}: the amount must be whole rupiah above 0`);
  const service = ftServiceOf(bank.code, line.amount);
  const inHouse = service === "IBU";
  const row = new Array<string>(MCM_DETAIL_COLUMNS).fill("");
  row[0] = account;
  row[1] = name;
  row[5] = "IDR";
  row[6] = String(line.amount);
  row[7] = remark;
  row[8] = mcmText(String(line.lineId), 19);
  row[9] = service;
  row[10] = inHouse ? "" : bank.biCode;
  row[11] = inHouse ? "" : mcmText(bank.name, 100);
  row[16] = "N";
  row[38] = "OUR";
  row[39] = "1";
  row[40] = "E";
  return row;
}

/** The MCM bulk file of the lines (see the layout above). */
export function mandiriMcmFile(header: McmHeader, lines: readonly McmLine[]): McmFile {
  if (!isMandiriAccount(header.debitAccount))
    throw new Error("the debit account must be 13 digits");
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(header.valueDate);
  if (!date) throw new Error("the value date must be yyyy-MM-dd");
  const remark = mcmText(header.remark, MCM_REMARK_LENGTH);
  const rows: string[] = [];
  const omitted: McmLine[] = [];
  let total = 0n;
  for (const line of lines) {
    const row = detailRow(line, remark);
    if (!row) {
      omitted.push(line);
      continue;
    }
    rows.push(row.join(","));
    total += BigInt(line.amount);
  }
  const head = ["P", `${date[1]}${date[2]}${date[3]}`, header.debitAccount, rows.length, total];
  return {
    text: `${[head.join(","), ...rows].join("\r\n")}\r\n`,
    recordCount: rows.length,
    totalAmount: total,
    omitted,
  };
}
