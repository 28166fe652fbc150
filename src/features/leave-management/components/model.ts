import { formatDate } from "../../../../domain/format.ts";
import { LEAVE_KIND_LABELS, type LeaveKind } from "../../../../domain/leave/kinds.ts";
import type { Language } from "../../../i18n/index.ts";
import type { BadgeColor } from "../../../ui/misc/index.ts";

/** The badge of a leave request's status. */
export const LEAVE_STATUS_COLORS: Readonly<Record<string, BadgeColor>> = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
  cancelled: "grey",
};

/** Days as the language writes them: "1.5" / "1,5"; at most two decimals (numeric(6,2)). */
export function formatDays(days: number, language: Language): string {
  return new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", {
    maximumFractionDigits: 2,
  }).format(days);
}

/** Signed days for a ledger: "+12", "−1.5". */
export function formatSignedDays(days: number, language: Language): string {
  const text = formatDays(Math.abs(days), language);
  return days > 0 ? `+${text}` : days < 0 ? `−${text}` : text;
}

/** "20-11-2026" or "20-11-2026 – 22-11-2026". */
export function formatRange(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
}

export function kindLabel(kind: string, language: Language): string {
  return LEAVE_KIND_LABELS[kind as LeaveKind]?.[language] ?? kind;
}

/** The running balance after each entry, oldest first (the ledger's sum, RULES.md §2). */
export function withRunningSum<T extends { days: number }>(
  entries: readonly T[],
): (T & { running: number })[] {
  let sum = 0;
  // Hundredths: the ledger's days are numeric(6,2); summing as integers keeps 0.1 + 0.2 exact.
  return entries.map((entry) => {
    sum += Math.round(entry.days * 100);
    return { ...entry, running: sum / 100 };
  });
}

/**
 * A signed day count typed by the user ("-1,5", "+2", "0.5"): a multiple of 0.5 between −366
 * and 366, not zero; null when it is not one.
 */
export function parseSignedDays(text: string): number | null {
  const cleaned = text.trim().replace(",", ".").replace("−", "-");
  if (!/^[+-]?\d{1,3}(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  if (value === 0 || Math.abs(value) > 366) return null;
  if (Math.round(value * 100) % 50 !== 0) return null;
  return value;
}

/** The decisions of SPEC §4 a leave approver has. */
export type LeaveDecisionKind = "approve_paid" | "approve_unpaid" | "reject";
