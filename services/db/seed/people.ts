import { type EthnicGroup, type Gender, type PersonName, personName } from "./names.ts";
import type { Rng } from "./random.ts";

/**
 * Identity numbers and contact data that look like the real thing: NIK laid out as the
 * civil registry does it, mobile numbers on real operator prefixes, bank account numbers of
 * each bank's length. Every generator takes the registry of numbers already used, so a client
 * never gets the same NIK or phone twice (both are unique per client).
 */
export type Registry = {
  readonly niks: Set<string>;
  readonly phones: Set<string>;
  readonly emails: Set<string>;
};

export const newRegistry = (): Registry => ({
  niks: new Set(),
  phones: new Set(),
  emails: new Set(),
});

// ---- dates as day numbers (UTC), so arithmetic is plain integers ------------------------

const DAY_MS = 86_400_000;
export const toDay = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addYears = (day: number, years: number): number => {
  const date = new Date(day * DAY_MS);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return Math.floor(date.getTime() / DAY_MS);
};

// ---- NIK --------------------------------------------------------------------------------

/**
 * A 16-digit NIK: the district code (province, regency, district: 6 digits), the birth date
 * as DDMMYY with 40 added to the day for women, and a 4-digit serial.
 */
export function nik(
  rng: Rng,
  registry: Registry,
  districtId: string,
  birthDay: number,
  gender: Gender,
): string {
  const region = districtId.replace(/\./g, "");
  if (!/^\d{6}$/.test(region)) throw new Error(`district id ${districtId} is not a NIK region`);
  const birth = new Date(birthDay * DAY_MS);
  const day = birth.getUTCDate() + (gender === "female" ? 40 : 0);
  const date =
    String(day).padStart(2, "0") +
    String(birth.getUTCMonth() + 1).padStart(2, "0") +
    String(birth.getUTCFullYear() % 100).padStart(2, "0");
  for (let serial = rng.int(1, 400); serial <= 9999; serial++) {
    const candidate = `${region}${date}${String(serial).padStart(4, "0")}`;
    if (!registry.niks.has(candidate)) {
      registry.niks.add(candidate);
      return candidate;
    }
  }
  throw new Error(`no NIK serial left for ${region}${date}`);
}

// ---- phones -----------------------------------------------------------------------------

/** Mobile prefixes (without the leading 0) by operator, weighted by market share. */
const MOBILE_PREFIXES: readonly (readonly [readonly string[], number])[] = [
  [["811", "812", "813", "821", "822", "823", "851", "852", "853"], 50],
  [["814", "815", "816", "855", "856", "857", "858"], 18],
  [["817", "818", "819", "859", "877", "878"], 15],
  [["831", "832", "833", "838"], 5],
  [["895", "896", "897", "898", "899"], 8],
  [["881", "882", "883", "884", "885", "886", "887", "888", "889"], 4],
];

/** A mobile number as SPEC §5 stores it: 8 and 9 to 11 more digits, no 0 or +62. */
export function mobileNumber(rng: Rng): string {
  const prefix = rng.pick(rng.weighted(MOBILE_PREFIXES));
  const rest = rng.weighted([
    [7, 20],
    [8, 60],
    [9, 20],
  ] as const);
  return prefix + rng.digits(rest);
}

export function uniquePhone(rng: Rng, registry: Registry): string {
  for (;;) {
    const phone = mobileNumber(rng);
    if (!registry.phones.has(phone)) {
      registry.phones.add(phone);
      return phone;
    }
  }
}

// ---- email ------------------------------------------------------------------------------

const MAIL_DOMAINS = [
  ["gmail.com", 72],
  ["yahoo.com", 8],
  ["yahoo.co.id", 7],
  ["outlook.com", 5],
  ["hotmail.com", 3],
  ["icloud.com", 3],
  ["ymail.com", 2],
] as const;

const ascii = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

export function email(rng: Rng, registry: Registry, name: PersonName): string {
  const first = ascii(name.first);
  const last = name.last ? ascii(name.last) : "";
  const domain = rng.weighted(MAIL_DOMAINS);
  const base = rng.weighted([
    [last ? `${first}.${last}` : first, 5],
    [`${first}${last}`, 2],
    [`${first}${last.slice(0, 1)}`, 1],
  ] as const);
  let candidate = rng.chance(0.45) ? `${base}${rng.int(1, 99)}` : base;
  while (registry.emails.has(`${candidate}@${domain}`)) candidate = `${base}${rng.int(1, 9999)}`;
  const address = `${candidate}@${domain}`;
  registry.emails.add(address);
  return address;
}

// ---- money ------------------------------------------------------------------------------

/** Banks and their account number lengths. */
export const BANKS: readonly (readonly [name: string, digits: number, weight: number])[] = [
  ["BCA", 10, 25],
  ["BRI", 15, 25],
  ["Mandiri", 13, 20],
  ["BNI", 10, 12],
  ["BSI", 10, 8],
  ["CIMB Niaga", 13, 4],
  ["Danamon", 10, 2],
  ["Permata", 10, 2],
  ["BTN", 16, 2],
];

export function bankAccount(rng: Rng): { bankName: string; accountNumber: string } {
  const [bankName, digits] = rng.weighted(BANKS.map((bank) => [bank, bank[2]] as const));
  // No account number starts with 0 at these banks.
  return { bankName, accountNumber: String(rng.int(1, 9)) + rng.digits(digits - 1) };
}

/** An NPWP: since 2024 the NIK itself (16 digits), before that the 15-digit number. */
export function npwp(rng: Rng, nikValue: string): string {
  if (rng.chance(0.6)) return nikValue;
  const type = rng.pick(["07", "08", "09", "15", "25", "35", "45", "55", "65", "75", "86"]);
  return `${type}${rng.digits(6)}${rng.digits(1)}${rng.digits(3)}000`;
}

export type Person = {
  name: PersonName;
  gender: Gender;
  group: EthnicGroup;
};

export function person(rng: Rng, people: readonly (readonly [EthnicGroup, number])[]): Person {
  const group = rng.weighted(people);
  const gender: Gender = rng.chance(0.55) ? "male" : "female";
  return { name: personName(rng, group, gender), gender, group };
}
