/**
 * Issue 18: the banks and e-wallets a disbursement line can pay to, with what the payout
 * provider and the bank files need: the provider's channel code (Xendit payouts v2
 * `channel_code`, e.g. ID_BCA), the BI 3-digit code (OY, bank files), the account-number
 * lengths (Xendit payouts Indonesia) and the amount limits. Sources: ../shared/payroll/RUNS.md
 * §2.1 (limits: BCA/Mandiri/BNI/BRI/Permata min Rp 1, other banks min Rp 10.000 and max
 * Rp 100.000.000; e-wallets GoPay min 10.000, OVO/DANA/ShopeePay min 1, max 20.000.000),
 * §2.4 (OY: bank transfers min Rp 10.000, BI codes), §2.7 (BELOW_MINIMUM_LIMIT default
 * Rp 10.000 for bank transfers). Tenaga applies Rp 10.000 to every bank transfer (the
 * common floor of the providers), and each wallet's own minimum. Pure TypeScript.
 */

export type Bank = {
  /** Tenaga's code, stored on a line (`bank_code`). */
  code: string;
  name: string;
  /** The payout provider's channel (Xendit payouts v2). */
  channelCode: string;
  /** Bank Indonesia's 3-digit code. */
  biCode: string;
  /** Account number length, digits only. */
  minDigits: number;
  maxDigits: number;
  /** Names a worker's free-text bank name may use (compared case- and space-insensitively). */
  aliases: readonly string[];
};

export const BANKS: readonly Bank[] = [
  {
    code: "BCA",
    name: "Bank Central Asia (BCA)",
    channelCode: "ID_BCA",
    biCode: "014",
    minDigits: 10,
    maxDigits: 10,
    aliases: ["bca", "bank central asia", "bank bca"],
  },
  {
    code: "BRI",
    name: "Bank Rakyat Indonesia (BRI)",
    channelCode: "ID_BRI",
    biCode: "002",
    minDigits: 13,
    maxDigits: 17,
    aliases: ["bri", "bank rakyat indonesia", "bank bri"],
  },
  {
    code: "MANDIRI",
    name: "Bank Mandiri",
    channelCode: "ID_MANDIRI",
    biCode: "008",
    minDigits: 12,
    maxDigits: 17,
    aliases: ["mandiri", "bank mandiri"],
  },
  {
    code: "BNI",
    name: "Bank Negara Indonesia (BNI)",
    channelCode: "ID_BNI",
    biCode: "009",
    minDigits: 7,
    maxDigits: 11,
    aliases: ["bni", "bank negara indonesia", "bank bni"],
  },
  {
    code: "BSI",
    name: "Bank Syariah Indonesia (BSI)",
    channelCode: "ID_BSI",
    biCode: "451",
    minDigits: 10,
    maxDigits: 10,
    aliases: ["bsi", "bank syariah indonesia", "bank bsi"],
  },
  {
    code: "CIMB",
    name: "CIMB Niaga",
    channelCode: "ID_CIMB",
    biCode: "022",
    minDigits: 10,
    maxDigits: 14,
    aliases: ["cimb", "cimb niaga", "bank cimb niaga"],
  },
  {
    code: "DANAMON",
    name: "Bank Danamon",
    channelCode: "ID_DANAMON",
    biCode: "011",
    minDigits: 10,
    maxDigits: 10,
    aliases: ["danamon", "bank danamon"],
  },
  {
    code: "PERMATA",
    name: "Bank Permata",
    channelCode: "ID_PERMATA",
    biCode: "013",
    minDigits: 7,
    maxDigits: 16,
    aliases: ["permata", "bank permata"],
  },
  {
    code: "BTN",
    name: "Bank Tabungan Negara (BTN)",
    channelCode: "ID_BTN",
    biCode: "200",
    minDigits: 10,
    maxDigits: 16,
    aliases: ["btn", "bank tabungan negara", "bank btn"],
  },
  {
    code: "JAGO",
    name: "Bank Jago",
    channelCode: "ID_JAGO",
    biCode: "542",
    minDigits: 12,
    maxDigits: 12,
    aliases: ["jago", "bank jago"],
  },
];

export const E_WALLETS = ["gopay", "ovo", "dana", "shopeepay", "linkaja"] as const;
export type EWallet = (typeof E_WALLETS)[number];

export const E_WALLET_CHANNELS: Readonly<
  Record<EWallet, { channelCode: string; name: string; minimum: number; maximum: number }>
> = {
  gopay: { channelCode: "ID_GOPAY", name: "GoPay", minimum: 10_000, maximum: 20_000_000 },
  ovo: { channelCode: "ID_OVO", name: "OVO", minimum: 10_000, maximum: 20_000_000 },
  dana: { channelCode: "ID_DANA", name: "DANA", minimum: 10_000, maximum: 20_000_000 },
  shopeepay: {
    channelCode: "ID_SHOPEEPAY",
    name: "ShopeePay",
    minimum: 10_000,
    maximum: 20_000_000,
  },
  linkaja: { channelCode: "ID_LINKAJA", name: "LinkAja", minimum: 10_000, maximum: 10_000_000 },
};

/** SPEC §8 BELOW_MINIMUM_LIMIT: bank transfers (RUNS.md §2.7). */
export const BANK_TRANSFER_MINIMUM = 10_000;
/** Above this a bank transfer goes by RTGS / BI-FAST's Rp 250 juta cap (RUNS.md §2.6). */
export const BANK_TRANSFER_MAXIMUM = 250_000_000;

const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The bank a code or a worker's free-text bank name means, if Tenaga knows it. */
export function findBank(codeOrName: string | null | undefined): Bank | null {
  if (!codeOrName) return null;
  const wanted = squash(codeOrName);
  if (!wanted) return null;
  return (
    BANKS.find((bank) => squash(bank.code) === wanted || squash(bank.name) === wanted) ??
    BANKS.find((bank) => bank.aliases.includes(wanted)) ??
    null
  );
}

export function isEWallet(value: string | null | undefined): value is EWallet {
  return (E_WALLETS as readonly string[]).includes(value ?? "");
}
