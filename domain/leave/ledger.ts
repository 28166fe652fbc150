/**
 * Issue 15: leave balances are a ledger (RULES.md §2; migration 0027 leave_ledger). A balance
 * is never one mutable number: it is the sum of the entries dated on or before a day, and each
 * entry says why (accrual, taken, reversal, carry-over, expiry, adjustment, collective leave).
 *
 * Pure and deterministic. Days are numeric(6,2) in the database and exact integers of
 * hundredths of a day here, so no sum ever drifts (0.1 + 0.2 is 30 hundredths, not
 * 0.30000000000000004).
 *
 * The accrual schedule: what the policy grants a worker up to a day, posted idempotently by
 * source_key (a repeat is a no-op). Decisions (the open points of RULES.md §2):
 * - Eligibility starts on the join date, or `probationMonths` after it (start_from
 *   after_probation); the statutory 12 days "after 12 months of continuous service" is a
 *   policy after_probation with 12 months.
 * - The leave year is the worker's own service year from that start (Talenta's "Anniversary"
 *   policy type; RULES.md §2 "How products model leave policies"), so a period never needs
 *   pro-rating: annual accrual grants `daysPerPeriod` on each anniversary of the start;
 *   monthly accrual grants `daysPerPeriod` on each monthly anniversary (the day of the month
 *   clamped to the month's end) — `daysPerPeriod` is the grant of one accrual period.
 * - At each leave year's end the unused positive balance is closed (an "expiry" entry) and up
 *   to `carryOverDays` of it is carried into the new year (a "carry_over" entry); days already
 *   carried once are not carried again. A negative balance is a debt and carries as it is.
 * - Carried days still unused `carryOverExpiryMonths` into the new year expire then (days are
 *   used first from what was carried: FIFO); without that setting (or 12) they last the year.
 * - Entries already posted win: the schedule only adds what is missing, computed from the
 *   entries as they stand, so posting twice changes nothing. A period end is computed once,
 *   when first posted; an entry backdated before it later is corrected by an adjustment.
 */
import { Temporal } from "temporal-polyfill";
import type { Lang } from "../enums.ts";
import type { LedgerKind } from "./kinds.ts";

/** One ledger entry; `days` in hundredths of a day, signed. */
export type LedgerEntry = {
  date: string;
  kind: LedgerKind;
  days: number;
  reason: string;
  sourceKey: string;
};

/** What the accrual schedule reads of a policy (days in hundredths). */
export type AccrualPolicy = {
  limited: boolean;
  daysPerPeriod: number | null;
  accrual: "monthly" | "annually";
  startFrom: "join_date" | "after_probation";
  probationMonths: number;
  carryOverDays: number;
  carryOverExpiryMonths: number | null;
};

/** Exact hundredths of a numeric(6,2) value ("1.50", 1.5, "-2"). Throws on more than 2 decimals. */
export function toHundredths(value: string | number): number {
  if (typeof value === "number") {
    const scaled = Math.round(value * 100);
    if (Math.abs(scaled - value * 100) > 1e-6) throw new Error(`More than 2 decimals: ${value}`);
    return scaled;
  }
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a day amount: ${value}`);
  const whole = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] === "-" ? -whole : whole;
}

/** Hundredths as the API's number of days (2 decimals at most). */
export const fromHundredths = (hundredths: number): number => hundredths / 100;

/** Hundredths as a numeric literal for PostgreSQL ("-1.50"). */
export function hundredthsText(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "";
  const abs = Math.abs(hundredths);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The balance on `asOf`: the sum of the entries dated on or before it (hundredths). */
export function balanceAsOf(entries: readonly Pick<LedgerEntry, "date" | "days">[], asOf: string) {
  let sum = 0;
  for (const entry of entries) if (entry.date <= asOf) sum += entry.days;
  return sum;
}

/** The first day the policy grants leave to a worker who joined on `joinDate`. */
export function eligibleFrom(policy: AccrualPolicy, joinDate: string): string {
  const join = Temporal.PlainDate.from(joinDate);
  return policy.startFrom === "after_probation"
    ? join.add({ months: policy.probationMonths }).toString()
    : joinDate;
}

const addMonths = (date: string, months: number) =>
  Temporal.PlainDate.from(date).add({ months }).toString();
const dayBefore = (date: string) => Temporal.PlainDate.from(date).subtract({ days: 1 }).toString();

/**
 * The schedule's entries missing from `existing` up to `upTo` (inclusive), in date order:
 * accruals, period-end closings and carry-overs, carried days expiring. `existing` holds every
 * entry of the worker's policy already posted (any kind), so balances at period ends see the
 * leave taken and the adjustments.
 */
export function scheduleEntries(
  policy: AccrualPolicy,
  joinDate: string,
  upTo: string,
  existing: readonly LedgerEntry[],
): LedgerEntry[] {
  if (!policy.limited || policy.daysPerPeriod === null) return [];
  const start = eligibleFrom(policy, joinDate);
  if (start > upTo) return [];
  const posted = new Map(existing.map((entry) => [entry.sourceKey, entry]));
  const all: LedgerEntry[] = [...existing];
  const added: LedgerEntry[] = [];
  const post = (entry: LedgerEntry): LedgerEntry | null => {
    const found = posted.get(entry.sourceKey);
    if (found) return found;
    if (entry.days === 0) return null;
    posted.set(entry.sourceKey, entry);
    all.push(entry);
    added.push(entry);
    return entry;
  };
  const before = (date: string) => balanceAsOf(all, dayBefore(date));
  const accruedBetween = (from: string, until: string) =>
    all
      .filter((e) => e.kind === "accrual" && e.date >= from && e.date < until)
      .reduce((sum, e) => sum + e.days, 0);
  const expiryMonths =
    policy.carryOverExpiryMonths !== null && policy.carryOverExpiryMonths < 12
      ? policy.carryOverExpiryMonths
      : null;
  const grant = policy.daysPerPeriod;

  // Carried into the current year: the amount and whether it already expired.
  let carried = 0;
  let carriedExpired = false;
  for (let year = 0; ; year++) {
    const periodStart = addMonths(start, 12 * year);
    if (periodStart > upTo) break;
    const periodEnd = addMonths(start, 12 * (year + 1)); // exclusive
    if (year > 0) {
      const previousStart = addMonths(start, 12 * (year - 1));
      const balance = before(periodStart);
      if (balance > 0) {
        // Days carried last year and still unused (not carried twice).
        const stillCarried = carriedExpired
          ? 0
          : Math.max(0, Math.min(carried, balance - accruedBetween(previousStart, periodStart)));
        const carry = Math.min(policy.carryOverDays, Math.max(0, balance - stillCarried));
        post({
          date: periodStart,
          kind: "expiry",
          days: -balance,
          reason: `Leave year ${previousStart} to ${dayBefore(periodStart)} closed: ${hundredthsText(balance)} unused days`,
          sourceKey: `period_end:${periodStart}`,
        });
        const carriedEntry = post({
          date: periodStart,
          kind: "carry_over",
          days: carry,
          reason: `Carried over from the leave year ending ${dayBefore(periodStart)} (at most ${hundredthsText(policy.carryOverDays)} days)`,
          sourceKey: `carry_over:${periodStart}`,
        });
        carried = carriedEntry?.days ?? 0;
      } else carried = 0;
      carriedExpired = false;
    }
    if (policy.accrual === "annually") {
      if (grant !== 0)
        post({
          date: periodStart,
          kind: "accrual",
          days: grant,
          reason: `Accrual for the leave year from ${periodStart}`,
          sourceKey: `accrual:${periodStart.slice(0, 4)}`,
        });
    } else {
      for (let month = 0; month < 12; month++) {
        const date = addMonths(start, 12 * year + month);
        if (date > upTo || date >= periodEnd) break;
        if (grant !== 0)
          post({
            date,
            kind: "accrual",
            days: grant,
            reason: `Monthly accrual for ${date.slice(0, 7)}`,
            sourceKey: `accrual:${date.slice(0, 7)}`,
          });
      }
    }
    if (year > 0 && carried > 0 && expiryMonths !== null) {
      const expiresOn = addMonths(periodStart, expiryMonths);
      if (expiresOn <= upTo) {
        const unused = Math.max(
          0,
          Math.min(carried, before(expiresOn) - accruedBetween(periodStart, expiresOn)),
        );
        post({
          date: expiresOn,
          kind: "expiry",
          days: -unused,
          reason: `Carried-over days not used by ${dayBefore(expiresOn)} expired`,
          sourceKey: `carry_expiry:${expiresOn}`,
        });
        carriedExpired = true;
      }
    }
  }
  return added.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The entries that undo `entries` exactly (a cancelled leave's "reversal"), dated `date`. */
export function reversalOf(
  entries: readonly LedgerEntry[],
  date: string,
  sourceKey: string,
  reason: string,
): LedgerEntry | null {
  const total = entries.reduce((sum, entry) => sum + entry.days, 0);
  return total === 0 ? null : { date, kind: "reversal", days: -total, reason, sourceKey };
}

/**
 * An entry's reason in the reader's language: the system's entries are described from their
 * source key (so Indonesian readers read Indonesian); adjustments keep the words their author
 * wrote.
 */
export function describeEntry(
  entry: { kind: LedgerKind; sourceKey: string; days: number; reason: string; date?: string },
  language: Lang,
  requestLabel?: string,
): string {
  if (language === "en") return entry.reason;
  const [prefix, rest = ""] = splitKey(entry.sourceKey);
  const days = hundredthsText(Math.abs(entry.days));
  switch (prefix) {
    case "accrual":
      return rest.length === 7
        ? `Akrual bulanan ${rest}`
        : `Akrual tahun cuti mulai ${entry.date ?? rest}`;
    case "period_end":
      return `Tahun cuti berakhir ${rest}: ${days} hari tidak terpakai ditutup`;
    case "carry_over":
      return `Sisa cuti dibawa ke tahun cuti mulai ${rest}`;
    case "carry_expiry":
      return `Sisa cuti bawaan yang tidak terpakai hangus pada ${rest}`;
    case "taken":
      return `Cuti diambil${requestLabel ? `: ${requestLabel}` : ""}`;
    case "reversal":
      return `Pembatalan cuti${requestLabel ? `: ${requestLabel}` : ""}`;
    case "collective_leave":
      return `Cuti bersama ${rest}`;
    case "collective_leave_worked":
      return `Cuti bersama ${rest} dikerjakan: tidak memotong cuti`;
    default:
      return entry.reason;
  }
}

function splitKey(key: string): [string, string] {
  const at = key.indexOf(":");
  return at < 0 ? [key, ""] : [key.slice(0, at), key.slice(at + 1)];
}
