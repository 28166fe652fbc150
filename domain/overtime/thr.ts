/**
 * Issue 15: the THR (Tunjangan Hari Raya) calculator behind POST /thr/simulate, per Permenaker
 * 6/2016 (RULES.md §3). Pure; runs in the browser too. Money is whole rupiah; each figure is
 * computed exactly from the inputs and rounded once, half up (see {@link simulateThr}).
 */
import type { Temporal } from "temporal-polyfill";
import { exact, roundHalfUp } from "./exact.ts";
import { CalculatorInputError, FieldChecker, isRecord } from "./fields.ts";

/** SPEC §3 contract types (the same list as domain/enums.ts `contract_type`; a test holds them equal). */
export const THR_CONTRACTS = [
  "pkwt",
  "kemitraan",
  "daily_worker",
  "event_worker",
  "pkwtt",
] as const;
export type ThrContract = (typeof THR_CONTRACTS)[number];

/**
 * Paid by the day (harian lepas): the base is the average of their monthly wages (Art 3(3)).
 * Decision: an event worker is engaged and paid per day of the event, so is one of them.
 */
export const DAILY_CONTRACTS: readonly ThrContract[] = ["daily_worker", "event_worker"];
/** Paid by the month: the base is basic + fixed allowances (Art 3(2)). */
export const MONTHLY_CONTRACTS: readonly ThrContract[] = ["pkwt", "pkwtt"];
/**
 * Decision: a partnership (kemitraan) is not an employment relationship (UU 13/2003 Art 1(15):
 * work, wage and command), and Permenaker 6/2016 Art 2 covers workers under a PKWT or PKWTT
 * only, so a partner is never entitled; no wage is asked for.
 */
export const NOT_EMPLOYMENT: readonly ThrContract[] = ["kemitraan"];

/** Art 2(1): entitled from 1 month of continuous service. */
export const MIN_MONTHS = 1;
/** Art 3(1): a full month's wage from 12 months; months/12 of it before. */
export const FULL_YEAR_MONTHS = 12;
/** Art 5(4): paid at the latest 7 days before the holiday. */
export const DAYS_BEFORE_HOLIDAY = 7;
/** Art 10(1): a late payer owes a fine of 5 % of the THR due (besides the THR). */
export const LATE_FINE_PERCENT = 5;
/** The most monthly wages one request carries (ten years; only the last 12 are used). */
export const MAX_MONTHLY_WAGES = 120;

/** The body of POST /thr/simulate (issue 15 contract). */
export type ThrInput = {
  joinDate: string;
  holidayDate: string;
  contract: ThrContract;
  basic?: number;
  fixedAllowances?: number;
  /** Daily and event workers: their wage of each month of service, oldest first. */
  monthlyWages?: number[];
  paidDate?: string;
};

/** Whole rupiah; dates yyyy-MM-dd. */
export type ThrResult = {
  entitled: boolean;
  monthsOfService: number;
  wageBase: number;
  amount: number;
  payBy: string;
  fine: number;
};

/**
 * Whole months of service completed from `join` to `until`.
 *
 * Decision (RULES.md Q7): only completed months count; a partial month does not. Month m is
 * completed on the join date's day of the month m months later, or on that month's last day
 * when it has no such day (joined 31 January: one month on 28/29 February). The regulation
 * counts "masa kerja" in months and its 1-month threshold (Art 2(1)) is a completed month;
 * counting part months would also make the pro-rata figure depend on a day-count convention
 * the regulation does not give.
 */
export function completedMonths(join: Temporal.PlainDate, until: Temporal.PlainDate): number {
  if (compareDates(until, join) < 0) return 0;
  let months = (until.year - join.year) * 12 + (until.month - join.month);
  if (compareDates(join.add({ months }, { overflow: "constrain" }), until) > 0) months -= 1;
  return Math.max(0, months);
}

const compareDates = (a: Temporal.PlainDate, b: Temporal.PlainDate): number =>
  a.year !== b.year ? a.year - b.year : a.month !== b.month ? a.month - b.month : a.day - b.day;

/**
 * POST /thr/simulate. Months of service are counted up to the holiday (Art 2(1)). The wage
 * base (Art 3(2)–(3)): basic + fixed allowances for monthly contracts; for daily and event
 * workers, the average of the last 12 monthly wages from 12 months of service, else the
 * average over the months of service (the last `monthsOfService` entries). The amount is the
 * base × min(months, 12) / 12 (Art 3(1)). `payBy` is the holiday − 7 days (Art 5(4)); the fine
 * is 5 % of the amount when `paidDate` is after `payBy` (Art 10(1)).
 *
 * Decision (rounding): `wageBase`, `amount` and `fine` are each computed exactly from the
 * inputs (the amount from the unrounded average, not from the shown base) and rounded once,
 * half up, to whole rupiah — the domain/tax convention. A worker not entitled gets 0 and no
 * fine. Throws {@link CalculatorInputError} naming the refused fields.
 */
export function simulateThr(raw: ThrInput): ThrResult {
  const input = checkThrInput(raw);
  const join = parseDate(input.joinDate);
  const holiday = parseDate(input.holidayDate);
  const monthsOfService = completedMonths(join, holiday);
  const payBy = holiday.subtract({ days: DAYS_BEFORE_HOLIDAY });
  const base = wageBaseOf(input, monthsOfService);
  const entitled = !NOT_EMPLOYMENT.includes(input.contract) && monthsOfService >= MIN_MONTHS;
  const months = BigInt(Math.min(monthsOfService, FULL_YEAR_MONTHS));
  const amount = entitled
    ? Number(roundHalfUp(exact(base.total * months, base.count * BigInt(FULL_YEAR_MONTHS))))
    : 0;
  const late = input.paidDate !== undefined && compareDates(parseDate(input.paidDate), payBy) > 0;
  const fine = late
    ? Number(roundHalfUp(exact(BigInt(amount) * BigInt(LATE_FINE_PERCENT), 100n)))
    : 0;
  return {
    entitled,
    monthsOfService,
    wageBase: base.count === 0n ? 0 : Number(roundHalfUp(exact(base.total, base.count))),
    amount,
    payBy: payBy.toString(),
    fine,
  };
}

/** The month wage as total / count (an average over `count` months, or one month). */
function wageBaseOf(input: ThrInput, monthsOfService: number): { total: bigint; count: bigint } {
  if (DAILY_CONTRACTS.includes(input.contract)) {
    const used = Math.min(monthsOfService, FULL_YEAR_MONTHS);
    const wages = used === 0 ? [] : (input.monthlyWages ?? []).slice(-used);
    return {
      total: wages.reduce((sum, wage) => sum + BigInt(wage), 0n),
      count: BigInt(wages.length),
    };
  }
  if (MONTHLY_CONTRACTS.includes(input.contract))
    return { total: BigInt(input.basic ?? 0) + BigInt(input.fixedAllowances ?? 0), count: 1n };
  return { total: 0n, count: 0n };
}

function parseDate(text: string): Temporal.PlainDate {
  const check = new FieldChecker();
  const date = check.date("date", text);
  if (!date) throw new CalculatorInputError(check.errors);
  return date;
}

const INPUT_FIELDS = [
  "joinDate",
  "holidayDate",
  "contract",
  "basic",
  "fixedAllowances",
  "monthlyWages",
  "paidDate",
] as const;

/**
 * The input as the calculator takes it, or {@link CalculatorInputError} listing every field
 * problem: real dates (yyyy-MM-dd), the holiday not before the join date, a SPEC §3 contract
 * type; `basic` (≥ Rp1) for PKWT/PKWTT, `monthlyWages` for daily and event workers (at least
 * one per month of service, up to 12), never both kinds; whole rupiah up to Rp10 trillion.
 */
export function checkThrInput(raw: unknown): ThrInput {
  const check = new FieldChecker();
  if (!isRecord(raw)) {
    check.problem("body", "must be an object", "harus berupa objek");
    throw new CalculatorInputError(check.errors);
  }
  check.onlyKnown("", raw, INPUT_FIELDS);
  for (const field of ["joinDate", "holidayDate", "contract"] as const)
    if (raw[field] === undefined || raw[field] === null) check.required(field);
  const join = check.date("joinDate", raw["joinDate"]);
  const holiday = check.date("holidayDate", raw["holidayDate"]);
  check.date("paidDate", raw["paidDate"]);
  const contract = check.oneOf("contract", raw["contract"], THR_CONTRACTS);
  if (join && holiday && compareDates(holiday, join) < 0)
    check.problem(
      "holidayDate",
      "must be on or after the join date",
      "harus sama dengan atau setelah tanggal bergabung",
    );
  const given = (key: string) => raw[key] !== undefined && raw[key] !== null;
  const basic = check.rupiah("basic", raw["basic"], 1);
  check.rupiah("fixedAllowances", raw["fixedAllowances"]);
  const wages = raw["monthlyWages"];
  if (given("monthlyWages")) {
    if (!Array.isArray(wages) || wages.length > MAX_MONTHLY_WAGES)
      check.problem(
        "monthlyWages",
        `must be a list of at most ${MAX_MONTHLY_WAGES} monthly wages`,
        `harus berupa daftar paling banyak ${MAX_MONTHLY_WAGES} upah bulanan`,
      );
    else for (const [index, wage] of wages.entries()) check.rupiah(`monthlyWages.${index}`, wage);
  }
  if (contract && MONTHLY_CONTRACTS.includes(contract)) {
    if (!given("basic") && basic === undefined) check.required("basic");
    if (given("monthlyWages"))
      check.problem(
        "monthlyWages",
        "is for daily and event workers; a PKWT or PKWTT worker's base is basic + fixedAllowances",
        "hanya untuk pekerja harian dan pekerja acara; dasar THR pekerja PKWT atau PKWTT adalah basic + fixedAllowances",
      );
  }
  if (contract && DAILY_CONTRACTS.includes(contract)) {
    for (const field of ["basic", "fixedAllowances"] as const)
      if (given(field))
        check.problem(
          field,
          "is for PKWT and PKWTT workers; a daily or event worker's base is the average of monthlyWages",
          "hanya untuk pekerja PKWT dan PKWTT; dasar THR pekerja harian atau pekerja acara adalah rata-rata monthlyWages",
        );
    const needed = join && holiday ? Math.min(completedMonths(join, holiday), FULL_YEAR_MONTHS) : 0;
    const count = Array.isArray(wages) ? wages.length : 0;
    if (!given("monthlyWages") && needed > 0) check.required("monthlyWages");
    else if (count < needed)
      check.problem(
        "monthlyWages",
        `must hold the wages of the last ${needed} month${needed === 1 ? "" : "s"} of service (one per month, oldest first)`,
        `harus berisi upah ${needed} bulan masa kerja terakhir (satu per bulan, dari yang terlama)`,
      );
  }
  if (check.errors.length > 0 || !contract) throw new CalculatorInputError(check.errors);
  const optional = <K extends "basic" | "fixedAllowances" | "monthlyWages" | "paidDate">(key: K) =>
    given(key) ? { [key]: raw[key] as ThrInput[K] } : {};
  return {
    joinDate: raw["joinDate"] as string,
    holidayDate: raw["holidayDate"] as string,
    contract,
    ...optional("basic"),
    ...optional("fixedAllowances"),
    ...optional("monthlyWages"),
    ...optional("paidDate"),
  };
}
