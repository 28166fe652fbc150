import { BANKS, E_WALLETS, findBank, isEWallet } from "../../../../domain/disbursement/banks.ts";
import { readRupiah } from "../../../../domain/payroll/members.ts";
import { type ProblemCode, renderProblem } from "../../../../domain/problems.ts";
import { normalizePhone } from "../../../../domain/validation.ts";
import {
  type Cell,
  cellText,
  type ImportColumn,
  type ImportError,
  isBlankCell,
  isUnsafeNumberCell,
  readSheet,
} from "../../../../domain/workforce/import.ts";
import type { Worker } from "./repo.ts";
import { MAX_UPLOAD_ROWS } from "./schemas.ts";

/**
 * Issue 18, a disbursement upload (/work/money-api.md "Files and reports"): the sheet's
 * columns and how a row becomes a batch line. A row names its worker by employee number (NIK)
 * or phone number; an amount; and either a bank account, an e-wallet, or nothing (the line
 * then takes the worker's own account when the batch is created). Nothing is stored: the
 * console shows the rows and the problems, and creates the batch (source upload) from the rows.
 * Row numbers are the sheet's (header row 1). The account rules that need the channel limits
 * (minimum amounts) are the batch's own line validation, applied when it is created.
 */

const col = (
  key: string,
  en: string,
  id: string,
  hint: string,
  example: string,
  extra: { required?: boolean; text?: boolean } = {},
): ImportColumn => ({
  key,
  label: { en, id },
  required: extra.required ?? false,
  hint,
  example,
  ...(extra.text ? { text: true } : {}),
});

export const UPLOAD_COLUMNS: readonly ImportColumn[] = [
  col(
    "employeeNumber",
    "Employee Number",
    "Nomor Karyawan",
    "The worker's employee number (the 16-digit NIK), typed as text; or a Phone Number",
    "3171011203900001",
    { text: true },
  ),
  col("name", "Name", "Nama", "Ignored: for reading only", "Budi Santoso", { text: true }),
  col(
    "phoneNumber",
    "Phone Number",
    "Nomor Telepon",
    "The worker's registered phone number, when there is no employee number",
    "81234567890",
    { text: true },
  ),
  col("amount", "Amount", "Jumlah", "Whole rupiah above 0", "5250000", { required: true }),
  col(
    "bank",
    "Bank",
    "Bank",
    `A bank code (${BANKS.map((b) => b.code).join(", ")}); empty: the worker's own account`,
    "BCA",
  ),
  col("accountNumber", "Account Number", "Nomor Rekening", "Digits, typed as text", "1234567890", {
    text: true,
  }),
  col(
    "accountName",
    "Account Name",
    "Nama Pemilik Rekening",
    "Up to 200 characters",
    "Budi Santoso",
    {
      text: true,
    },
  ),
  col("eWallet", "E-Wallet", "Dompet Digital", `One of ${E_WALLETS.join(", ")}`, ""),
  col(
    "walletPhoneNumber",
    "E-Wallet Phone Number",
    "Nomor Telepon Dompet Digital",
    "The wallet's phone number",
    "",
    { text: true },
  ),
];

const BANK_KEYS = ["bank", "accountNumber", "accountName"] as const;
const WALLET_KEYS = ["eWallet", "walletPhoneNumber"] as const;
const MAX_AMOUNT = 10_000_000_000;

export type UploadRow = {
  row: number;
  agentId: number;
  agentName: string;
  employeeNumber: string;
  amount: number;
  bankCode: string | null;
  accountNumber: string | null;
  accountName: string | null;
  eWallet: string | null;
  phoneNumber: string | null;
};

/** The sheet's rows with a worker number or phone, to look the workers up in one query. */
export type ParsedUpload = {
  entries: { row: number; cells: Record<string, Cell> }[];
  problems: ImportError[];
};

const say = (code: ProblemCode, params: Record<string, string> = {}) =>
  renderProblem("en", code, params);

/** The sheet's data rows (a row without amount nor account is a worker not paid: skipped). */
export function parseUpload(grid: readonly (readonly Cell[])[]): ParsedUpload {
  const sheet = readSheet(grid, UPLOAD_COLUMNS);
  if (sheet.errors.length > 0) return { entries: [], problems: sheet.errors };
  const entries = sheet.rows.filter(({ cells }) =>
    ["amount", ...BANK_KEYS, ...WALLET_KEYS].some((key) => !isBlankCell(cells[key])),
  );
  if (entries.length === 0)
    return { entries, problems: [{ row: 2, column: "", message: say("importNoRows") }] };
  if (entries.length > MAX_UPLOAD_ROWS)
    return {
      entries: [],
      problems: [
        {
          row: entries[MAX_UPLOAD_ROWS]!.row,
          column: "",
          message: say("importTooManyRows", { rows: MAX_UPLOAD_ROWS.toLocaleString("en-US") }),
        },
      ],
    };
  return { entries, problems: [] };
}

/** The employee numbers and phone numbers the rows name. */
export function wantedWorkers(parsed: ParsedUpload): { niks: string[]; phones: string[] } {
  const niks = new Set<string>();
  const phones = new Set<string>();
  for (const { cells } of parsed.entries) {
    const nik = cellText(cells["employeeNumber"]);
    const phone = normalizePhone(cellText(cells["phoneNumber"]));
    if (nik) niks.add(nik);
    if (phone) phones.add(phone);
  }
  return { niks: [...niks], phones: [...phones] };
}

function amountOf(cell: Cell): number | null {
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : null;
  return readRupiah(cellText(cell));
}

/** Every row checked against the workers found: the ready rows and each row's problems. */
export function resolveUpload(
  parsed: ParsedUpload,
  workers: readonly Worker[],
): { rows: UploadRow[]; problems: ImportError[] } {
  const byNik = new Map(workers.map((w) => [w.nik, w]));
  const byPhone = new Map(workers.map((w) => [w.phoneNumber, w]));
  const firstRowOf = new Map<number, number>();
  const rows: UploadRow[] = [];
  const problems: ImportError[] = [...parsed.problems];
  for (const { row, cells } of parsed.entries) {
    const mine: ImportError[] = [];
    const fail = (column: string, message: string) => mine.push({ row, column, message });
    const text = (key: string) => cellText(cells[key]);

    // The worker: by employee number, else by phone; both given must be the same worker.
    let worker: Worker | undefined;
    const nik = text("employeeNumber");
    const phone = normalizePhone(text("phoneNumber"));
    if (isUnsafeNumberCell(cells["employeeNumber"]))
      fail("employeeNumber", say("disbursementExcelNumber"));
    else if (nik) {
      worker = byNik.get(nik);
      if (!worker) fail("employeeNumber", say("directEmployeeUnknown"));
    }
    if (phone) {
      const byItsPhone = byPhone.get(phone);
      if (!byItsPhone) fail("phoneNumber", say("disbursementPhoneUnknown"));
      else if (worker && byItsPhone.id !== worker.id)
        fail("phoneNumber", say("disbursementOtherWorker"));
      else if (!nik) worker = byItsPhone;
    } else if (!nik && !isUnsafeNumberCell(cells["employeeNumber"]))
      fail("employeeNumber", say("disbursementOrPhoneRequired"));
    if (worker) {
      const first = firstRowOf.get(worker.id);
      if (first !== undefined)
        fail("employeeNumber", say("directRepeatsRow", { row: String(first) }));
      else firstRowOf.set(worker.id, row);
    }

    const amount = amountOf(cells["amount"] ?? null);
    if (isBlankCell(cells["amount"])) fail("amount", say("required"));
    else if (amount === null || !Number.isInteger(amount) || amount < 1 || amount > MAX_AMOUNT)
      fail("amount", say("taxRupiah", { min: "1", max: String(MAX_AMOUNT) }));

    // Where it goes: a bank account, an e-wallet, or (all empty) the worker's own account.
    const anyBank = BANK_KEYS.some((key) => !isBlankCell(cells[key]));
    const anyWallet = WALLET_KEYS.some((key) => !isBlankCell(cells[key]));
    let bankCode: string | null = null;
    let accountNumber: string | null = null;
    let accountName: string | null = null;
    let eWallet: string | null = null;
    let walletPhone: string | null = null;
    if (anyBank && anyWallet) fail("eWallet", say("disbursementBankAndWallet"));
    else if (anyBank) {
      const bank = findBank(text("bank"));
      if (!text("bank")) fail("bank", say("disbursementNeedsAccount"));
      else if (!bank) fail("bank", say("oneOf", { list: BANKS.map((b) => b.code).join(", ") }));
      accountNumber = text("accountNumber").replace(/[\s.-]/g, "");
      if (isUnsafeNumberCell(cells["accountNumber"]))
        fail("accountNumber", say("disbursementExcelNumber"));
      else if (!accountNumber) fail("accountNumber", say("disbursementNeedsAccount"));
      else if (
        bank &&
        (!/^[0-9]+$/.test(accountNumber) ||
          accountNumber.length < bank.minDigits ||
          accountNumber.length > bank.maxDigits)
      )
        fail(
          "accountNumber",
          say("disbursementAccountDigits", {
            min: String(bank.minDigits),
            max: String(bank.maxDigits),
            bank: bank.code,
          }),
        );
      accountName = text("accountName");
      if (!accountName) fail("accountName", say("disbursementNeedsAccount"));
      else if (accountName.length > 200) fail("accountName", say("maxLength", { max: "200" }));
      bankCode = bank?.code ?? null;
    } else if (anyWallet) {
      eWallet = text("eWallet").toLowerCase();
      if (!eWallet) fail("eWallet", say("disbursementNeedsWallet"));
      else if (!isEWallet(eWallet)) fail("eWallet", say("oneOf", { list: E_WALLETS.join(", ") }));
      walletPhone = normalizePhone(text("walletPhoneNumber"));
      if (!walletPhone) fail("walletPhoneNumber", say("disbursementNeedsWallet"));
      else if (!/^8[0-9]{7,12}$/.test(walletPhone)) fail("walletPhoneNumber", say("phone"));
    }

    if (mine.length > 0 || !worker || amount === null) {
      problems.push(...mine);
      continue;
    }
    rows.push({
      row,
      agentId: worker.id,
      agentName: worker.fullName,
      employeeNumber: worker.nik,
      amount,
      bankCode,
      accountNumber: anyBank ? accountNumber : null,
      accountName: anyBank ? accountName : null,
      eWallet,
      phoneNumber: walletPhone,
    });
  }
  return { rows, problems };
}
