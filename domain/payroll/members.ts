/**
 * Issue 16: payroll group members. Pure: the rules on the rows of a member set (the REST body
 * and the XLSX upload share them) and the upload's column set. Every row's every problem is
 * reported at once (`members.<index>.<field>`), so a bulk set of 5,000 rows can be fixed in
 * one pass; the service adds what needs the database (the worker is the caller's, active, of a
 * branch the group is related to; the components are the group's).
 *
 * A member's own account (payment method and its fields) overrides the worker's (migration
 * 0028); it is checked as the employee form checks a worker's (domain/workforce/agent.ts).
 */

import { isPhoneNumber } from "../validation.ts";
import {
  ACCOUNT_NAME_MAX_LENGTH,
  BANK_NAME_MAX_LENGTH,
  E_WALLETS,
  normalizePhone,
  PAYMENT_METHODS,
  PTKP_STATUSES,
} from "../workforce/agent.ts";
import type { ImportColumn } from "../workforce/import.ts";
import { MAX_MEMBERS_PER_REQUEST, MEMBER_RECIPIENTS, type MemberRecipient } from "./constants.ts";
import { componentAmount, type FieldProblem } from "./groups.ts";

/** migration 0028: basic_salary BETWEEN 0 AND 10,000,000,000 (whole rupiah). */
export const MAX_BASIC_SALARY = 10_000_000_000;
/** Component amounts one member may override at most. */
export const MAX_MEMBER_COMPONENTS = 100;

export type MemberInput = {
  agentId?: unknown;
  basicSalary?: unknown;
  ptkp?: unknown;
  recipient?: unknown;
  components?: unknown;
  paymentMethod?: unknown;
  bankName?: unknown;
  accountNumber?: unknown;
  accountName?: unknown;
  eWallet?: unknown;
  walletPhoneNumber?: unknown;
};

export type MemberValues = {
  agentId: number;
  basicSalary: number;
  ptkp: string;
  recipient: MemberRecipient;
  components: { componentId: number; amount: number }[];
  paymentMethod: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  eWallet: string | null;
  walletPhoneNumber: string | null;
};

const absent = (value: unknown) => value === undefined || value === null || value === "";
const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

/** One member row checked: its values (meaningful only without problems) and its problems. */
export function validateMember(
  input: MemberInput,
  at: string,
): { values: MemberValues; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) =>
    problems.push({ field: `${at}.${field}`, message });
  const text = (field: keyof MemberInput): string | null => {
    const raw = input[field];
    if (absent(raw)) return null;
    if (typeof raw !== "string") {
      problem(field, "must be text");
      return null;
    }
    return raw.trim() || null;
  };

  const agentId = input.agentId;
  if (!isId(agentId)) problem("agentId", absent(agentId) ? "is required" : "must be a valid id");

  const salary = input.basicSalary;
  if (absent(salary)) problem("basicSalary", "is required");
  else if (typeof salary !== "number" || !Number.isFinite(salary))
    problem("basicSalary", "must be a number");
  else if (salary < 0) problem("basicSalary", "must not be negative");
  else if (!Number.isInteger(salary)) problem("basicSalary", "must be whole rupiah");
  else if (salary > MAX_BASIC_SALARY) problem("basicSalary", `must be at most ${MAX_BASIC_SALARY}`);

  const ptkp = input.ptkp;
  if (absent(ptkp)) problem("ptkp", "is required");
  else if (!(PTKP_STATUSES as readonly unknown[]).includes(ptkp))
    problem("ptkp", `must be one of ${PTKP_STATUSES.join(", ")}`);

  const recipient = absent(input.recipient) ? "permanent_employee" : input.recipient;
  if (!(MEMBER_RECIPIENTS as readonly unknown[]).includes(recipient))
    problem("recipient", `must be one of ${MEMBER_RECIPIENTS.join(", ")}`);

  const components: MemberValues["components"] = [];
  if (!absent(input.components)) {
    if (!Array.isArray(input.components)) problem("components", "must be a list");
    else if (input.components.length > MAX_MEMBER_COMPONENTS)
      problem("components", `must hold at most ${MAX_MEMBER_COMPONENTS} items`);
    else {
      const seen = new Set<number>();
      input.components.forEach((raw, index) => {
        const item = (typeof raw === "object" && raw !== null ? raw : {}) as Record<
          string,
          unknown
        >;
        const field = `components.${index}`;
        const componentId = item["componentId"];
        if (!isId(componentId)) {
          problem(
            `${field}.componentId`,
            absent(componentId) ? "is required" : "must be a valid id",
          );
          return;
        }
        if (seen.has(componentId)) {
          problem(`${field}.componentId`, "appears more than once");
          return;
        }
        seen.add(componentId);
        const amount = componentAmount(item["amount"]);
        if (absent(item["amount"])) problem(`${field}.amount`, "is required");
        else if (amount.problem) problem(`${field}.amount`, amount.problem);
        else components.push({ componentId, amount: amount.value as number });
      });
    }
  }

  // The account, worded as the employee form words a worker's (domain/workforce/agent.ts).
  const paymentMethod = text("paymentMethod");
  if (paymentMethod !== null && !(PAYMENT_METHODS as readonly string[]).includes(paymentMethod))
    problem("paymentMethod", `Payment method must be one of ${PAYMENT_METHODS.join(", ")}`);
  let accountName = text("accountName");
  if (accountName !== null && accountName.length > ACCOUNT_NAME_MAX_LENGTH) {
    problem("accountName", `Account name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters`);
    accountName = null;
  }
  let accountNumber = text("accountNumber");
  if (accountNumber !== null) {
    accountNumber = accountNumber.replace(/[\s-]/g, "");
    if (!/^\d{5,20}$/.test(accountNumber)) {
      problem("accountNumber", "Account number must be 5 to 20 digits");
      accountNumber = null;
    }
  }
  let bankName = text("bankName");
  if (bankName !== null && bankName.length > BANK_NAME_MAX_LENGTH) {
    problem("bankName", `Bank name must be at most ${BANK_NAME_MAX_LENGTH} characters`);
    bankName = null;
  }
  const eWallet = text("eWallet");
  if (eWallet !== null && !(E_WALLETS as readonly string[]).includes(eWallet))
    problem("eWallet", `E-wallet must be one of ${E_WALLETS.join(", ")}`);
  const phoneText = text("walletPhoneNumber");
  const walletPhoneNumber = phoneText === null ? null : normalizePhone(phoneText);
  if (walletPhoneNumber !== null && !isPhoneNumber(walletPhoneNumber))
    problem("walletPhoneNumber", "Phone number must start with 8 followed by 7 to 12 digits");
  const has = (field: string) => problems.some((p) => p.field === `${at}.${field}`);
  if (paymentMethod === "bank_transfer") {
    const missing = (field: string, label: string, value: string | null) => {
      if (value === null && !has(field)) problem(field, `${label} is required for a bank transfer`);
    };
    missing("accountName", "Account name", accountName);
    missing("accountNumber", "Account number", accountNumber);
    missing("bankName", "Bank name", bankName);
  }
  if (paymentMethod === "e_wallet") {
    if (eWallet === null && !has("eWallet"))
      problem("eWallet", "E-wallet is required for an e-wallet payment");
    if (walletPhoneNumber === null && !has("walletPhoneNumber"))
      problem("walletPhoneNumber", "Phone number is required for an e-wallet payment");
  }
  // Account fields alone would be read against the worker's method: ask for the method.
  if (
    paymentMethod === null &&
    !has("paymentMethod") &&
    [accountName, accountNumber, bankName, eWallet, walletPhoneNumber].some((v) => v !== null)
  )
    problem("paymentMethod", "Payment method is required with account details");
  const keep = (method: string, value: string | null) => (paymentMethod === method ? value : null);

  return {
    values: {
      agentId: agentId as number,
      basicSalary: salary as number,
      ptkp: ptkp as string,
      recipient: recipient as MemberRecipient,
      components,
      paymentMethod,
      bankName: keep("bank_transfer", bankName),
      accountNumber: keep("bank_transfer", accountNumber),
      accountName: keep("bank_transfer", accountName),
      eWallet: keep("e_wallet", eWallet),
      walletPhoneNumber: keep("e_wallet", walletPhoneNumber),
    },
    problems,
  };
}

/**
 * A member set: every row checked (`members.<index>.<field>`), a worker named twice refused at
 * the later row, and at most MAX_MEMBERS_PER_REQUEST rows.
 */
export function validateMembers(rows: readonly MemberInput[]): {
  values: MemberValues[];
  problems: FieldProblem[];
} {
  if (rows.length > MAX_MEMBERS_PER_REQUEST)
    return {
      values: [],
      problems: [
        { field: "members", message: `must hold at most ${MAX_MEMBERS_PER_REQUEST} items` },
      ],
    };
  const values: MemberValues[] = [];
  const problems: FieldProblem[] = [];
  const firstRow = new Map<number, number>();
  rows.forEach((row, index) => {
    const at = `members.${index}`;
    const checked = validateMember(row ?? {}, at);
    problems.push(...checked.problems);
    values.push(checked.values);
    const agentId = checked.values.agentId;
    if (isId(agentId)) {
      const first = firstRow.get(agentId);
      if (first === undefined) firstRow.set(agentId, index);
      else problems.push({ field: `${at}.agentId`, message: `repeats member ${first}` });
    }
  });
  return { values, problems };
}

// ---------------------------------------------------------------------------------------
// The upload's columns (template, upload, export)

/** PTKP as people type it: "tk/0", "TK0", "k 1" → "TK/0", "K/1"; null when it is none. */
export function readPtkp(text: string): string | null {
  const match = /^(TK|K)\s*\/?\s*([0-3])$/i.exec(text.trim());
  if (!match) return null;
  return `${match[1]!.toUpperCase()}/${match[2]}`;
}

/**
 * Whole rupiah as written in a cell: a number, or text with dot, comma or space thousands
 * ("5.729.876", "Rp 5,729,876"); null when it is not a whole number (a minus stays, for the
 * rules to refuse as negative).
 */
export function readRupiah(cell: string | number): number | null {
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : null;
  const compact = cell.replace(/^\s*Rp\.?\s*/i, "").replace(/[\s.,]/g, "");
  if (!/^-?\d{1,15}$/.test(compact)) return null;
  return Number(compact);
}

const col = (
  key: string,
  en: string,
  id: string,
  required: boolean,
  hint: string,
  example: string,
  text = false,
): ImportColumn => ({ key, label: { en, id }, required, hint, example, ...(text ? { text } : {}) });

/** The columns before the group's component codes. */
export const MEMBER_LEAD_COLUMNS: readonly ImportColumn[] = [
  col(
    "nik",
    "NIK",
    "NIK",
    true,
    "The worker's 16-digit NIK, typed as text",
    "3171011203900001",
    true,
  ),
  col("basicSalary", "Basic Salary", "Gaji Pokok", true, "Whole rupiah, 0 or more", "5729876"),
  col("ptkp", "PTKP", "PTKP", true, PTKP_STATUSES.join(", "), "TK/0"),
  col(
    "recipient",
    "Recipient",
    "Penerima",
    false,
    `${MEMBER_RECIPIENTS.join(", ")} (default permanent_employee)`,
    "permanent_employee",
  ),
];

/** The optional account columns after the component codes. */
export const MEMBER_ACCOUNT_COLUMNS: readonly ImportColumn[] = [
  col(
    "paymentMethod",
    "Payment Method",
    "Metode Pembayaran",
    false,
    `${PAYMENT_METHODS.join(", ")}; empty: the worker's own account`,
    "",
  ),
  col("bankName", "Bank Name", "Nama Bank", false, "With bank_transfer", ""),
  col("accountNumber", "Account Number", "Nomor Rekening", false, "5 to 20 digits", "", true),
  col("accountName", "Account Name", "Nama Pemilik Rekening", false, "With bank_transfer", ""),
];

/** Written by the export, read back and ignored by the upload (so an export re-uploads). */
export const MEMBER_INFO_COLUMNS: readonly ImportColumn[] = [
  col("fullName", "Full Name", "Nama Lengkap", false, "Ignored on upload", ""),
  col("branch", "Branch", "Cabang", false, "Ignored on upload", ""),
];

/** The upload's columns for a group whose components have these codes. */
export function memberColumns(componentCodes: readonly string[]): ImportColumn[] {
  return [
    ...MEMBER_LEAD_COLUMNS,
    ...componentCodes.map((code) =>
      col(code, code, code, false, "The member's own amount; empty: the group's", ""),
    ),
    ...MEMBER_ACCOUNT_COLUMNS,
    ...MEMBER_INFO_COLUMNS,
  ];
}
