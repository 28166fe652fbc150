/**
 * Issue 18: the rule every disbursement line passes before approval (SPEC §8 codes, RUNS.md
 * §2.7): where the money goes (a known bank with an account number of the bank's length and
 * a holder's name, or a known e-wallet and its phone number) and whether the amount fits the
 * channel's limits. A line that fails is still stored (status draft, with the code and the
 * reason) so that it can be corrected or cancelled; only a malformed request is refused.
 * Pure TypeScript.
 */
import type { ProblemCode, ProblemParams } from "../problems.ts";
import {
  BANK_TRANSFER_MAXIMUM,
  BANK_TRANSFER_MINIMUM,
  E_WALLET_CHANNELS,
  type EWallet,
  findBank,
  isEWallet,
} from "./banks.ts";

export type LineErrorCode =
  | "INCOMPLETE_BANK_ACCOUNT_DATA"
  | "BELOW_MINIMUM_LIMIT"
  | "ABOVE_MAXIMUM_LIMIT";

/** Where a line pays, as given (a request, an upload row) or taken from the worker. */
export type LineAccount = {
  bankCode?: string | null | undefined;
  accountNumber?: string | null | undefined;
  accountName?: string | null | undefined;
  eWallet?: string | null | undefined;
  phoneNumber?: string | null | undefined;
};

/** A worker's payment data (agents.payment_method … or a payroll line's copy of it). */
export type WorkerPayment = {
  paymentMethod: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  eWallet: string | null;
  walletPhoneNumber: string | null;
};

/** The line as stored: normalised account fields, and the first problem found. */
export type ValidatedLine = {
  method: "bank_transfer" | "e_wallet";
  bankCode: string | null;
  accountNumber: string | null;
  accountName: string | null;
  eWallet: EWallet | null;
  phoneNumber: string | null;
  errorCode: LineErrorCode | null;
  /** The reason, as a domain/problems.ts entry (worded in the caller's language). */
  problem: { code: ProblemCode; params: ProblemParams } | null;
};

export const MAX_ACCOUNT_NAME = 200;

const blank = (text: string | null | undefined) => (text ?? "").trim() === "";

/** True when the line names an account itself; otherwise it takes the worker's own. */
export function namesAccount(account: LineAccount): boolean {
  return !blank(account.bankCode) || !blank(account.accountNumber) || !blank(account.eWallet);
}

/**
 * The worker's own account as a line's account: a bank transfer's bank (the free-text bank
 * name through findBank), number and holder, or the e-wallet and its phone. Cash, or no
 * method at all, is no account (the line is INCOMPLETE_BANK_ACCOUNT_DATA).
 */
export function workerAccount(worker: WorkerPayment): LineAccount {
  if (worker.paymentMethod === "bank_transfer")
    return {
      bankCode: findBank(worker.bankName)?.code ?? worker.bankName,
      accountNumber: worker.accountNumber,
      accountName: worker.accountName,
    };
  if (worker.paymentMethod === "e_wallet")
    return {
      eWallet: worker.eWallet,
      phoneNumber: worker.walletPhoneNumber,
      accountName: worker.accountName,
    };
  return {};
}

/**
 * An Indonesian mobile number as the wallets take it: 8 and 7–12 more digits, from a number
 * typed with +62, 62 or 0 in front and spaces or dashes inside. Null when it is not one.
 */
export function normalisePhone(text: string | null | undefined): string | null {
  if (!text) return null;
  let digits = text.trim().replace(/[\s-]/g, "");
  if (digits.startsWith("+62")) digits = digits.slice(3);
  else if (digits.startsWith("62")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  return /^8[0-9]{7,12}$/.test(digits) ? digits : null;
}

/** Rupiah as the console writes them (Rp 10.000), in both languages. */
export const rupiah = (amount: number) =>
  `Rp ${Math.trunc(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;

const incomplete = (
  line: Omit<ValidatedLine, "errorCode" | "problem">,
  code: ProblemCode,
  params: ProblemParams = {},
): ValidatedLine => ({
  ...line,
  errorCode: "INCOMPLETE_BANK_ACCOUNT_DATA",
  problem: { code, params },
});

/**
 * Validates one line (RUNS.md §2.7): the account first (INCOMPLETE_BANK_ACCOUNT_DATA), then
 * the amount against the channel (bank transfers Rp 10.000 up to the BI-FAST cap; each
 * e-wallet its own limits): BELOW_MINIMUM_LIMIT, ABOVE_MAXIMUM_LIMIT. `amount` is a whole
 * number of rupiah above zero (the request schema refuses anything else).
 */
export function validateLine(amount: number, account: LineAccount): ValidatedLine {
  const name = (account.accountName ?? "").trim().replace(/\s+/g, " ");
  const accountName = name === "" ? null : name;
  const wallet = (account.eWallet ?? "").trim().toLowerCase();
  const wantsWallet = wallet !== "" && blank(account.bankCode) && blank(account.accountNumber);
  if (wantsWallet) {
    const phoneNumber = normalisePhone(account.phoneNumber);
    const line = {
      method: "e_wallet" as const,
      bankCode: null,
      accountNumber: null,
      accountName,
      eWallet: isEWallet(wallet) ? wallet : null,
      phoneNumber: phoneNumber ?? (account.phoneNumber?.trim() || null),
    };
    if (!isEWallet(wallet)) return incomplete(line, "disbursementUnknownWallet", { wallet });
    if (!phoneNumber) return incomplete(line, "disbursementWalletPhone");
    if (accountName !== null && accountName.length > MAX_ACCOUNT_NAME)
      return incomplete(line, "disbursementAccountName");
    const limits = E_WALLET_CHANNELS[wallet];
    return withinLimits({ ...line, eWallet: wallet, phoneNumber }, amount, limits);
  }
  const bank = findBank(account.bankCode);
  const number = (account.accountNumber ?? "").trim().replace(/[\s-]/g, "");
  const line = {
    method: "bank_transfer" as const,
    bankCode: bank?.code ?? (account.bankCode?.trim() || null),
    accountNumber: number === "" ? null : number,
    accountName,
    eWallet: null,
    phoneNumber: null,
  };
  if (blank(account.bankCode) && number === "" && accountName === null)
    return incomplete(line, "disbursementNoAccount");
  if (wallet !== "") return incomplete(line, "disbursementBankOrWallet");
  if (!bank)
    return blank(account.bankCode)
      ? incomplete(line, "disbursementBankMissing")
      : incomplete(line, "disbursementUnknownBank", { bank: account.bankCode?.trim() ?? "" });
  if (!/^[0-9]+$/.test(number) || number.length < bank.minDigits || number.length > bank.maxDigits)
    return incomplete(line, "disbursementAccountNumber", {
      bank: bank.code,
      digits:
        bank.minDigits === bank.maxDigits
          ? String(bank.minDigits)
          : `${bank.minDigits}–${bank.maxDigits}`,
    });
  if (accountName === null || accountName.length > MAX_ACCOUNT_NAME)
    return incomplete(line, "disbursementAccountName");
  return withinLimits(line, amount, {
    minimum: BANK_TRANSFER_MINIMUM,
    maximum: BANK_TRANSFER_MAXIMUM,
  });
}

function withinLimits(
  line: Omit<ValidatedLine, "errorCode" | "problem">,
  amount: number,
  limits: { minimum: number; maximum: number },
): ValidatedLine {
  if (amount < limits.minimum)
    return {
      ...line,
      errorCode: "BELOW_MINIMUM_LIMIT",
      problem: { code: "disbursementBelowMinimum", params: { amount: rupiah(limits.minimum) } },
    };
  if (amount > limits.maximum)
    return {
      ...line,
      errorCode: "ABOVE_MAXIMUM_LIMIT",
      problem: { code: "disbursementAboveMaximum", params: { amount: rupiah(limits.maximum) } },
    };
  return { ...line, errorCode: null, problem: null };
}
