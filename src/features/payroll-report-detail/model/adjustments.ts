/**
 * Issue 17: the adjustments editor's rows (SPEC §3 adjustment lines: label, amount, type
 * increment | decrement | default) as typed, checked before sending (the service checks them
 * again and answers `adjustments.<i>.<field>`), and the mutation's input.
 */
import type { FieldProblem } from "../../../../domain/workforce/org.ts";

export const ADJUSTMENT_TYPES = ["increment", "decrement", "default"] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

/** The largest single adjustment: far above any wage, safely below 2^53. */
export const MAX_ADJUSTMENT = 1_000_000_000_000;
export const MAX_LABEL = 100;
export const MAX_ADJUSTMENTS = 1_000;

export type AdjustmentDraft = {
  /** A stable key for React while rows are added and removed. */
  key: string;
  agentId: number | null;
  agentName: string;
  type: AdjustmentType;
  label: string;
  /** As typed: digits, dots as thousands separators allowed ("1.500.000"). */
  amount: string;
  componentCode: string;
  taxable: boolean;
};

export type SavedAdjustment = {
  agentId: number;
  agentName: string;
  type: string;
  label: string;
  amount: number;
  componentCode?: string | null;
  taxable: boolean;
};

export type AdjustmentInput = {
  agentId: number;
  type: AdjustmentType;
  label: string;
  amount: number;
  componentCode?: string | null;
  taxable?: boolean | null;
};

let counter = 0;
const nextKey = () => `adj-${++counter}`;

export function emptyAdjustment(): AdjustmentDraft {
  return {
    key: nextKey(),
    agentId: null,
    agentName: "",
    type: "increment",
    label: "",
    amount: "",
    componentCode: "",
    taxable: true,
  };
}

export function draftsOf(saved: readonly SavedAdjustment[]): AdjustmentDraft[] {
  return saved.map((row) => ({
    key: nextKey(),
    agentId: row.agentId,
    agentName: row.agentName,
    type: (ADJUSTMENT_TYPES as readonly string[]).includes(row.type)
      ? (row.type as AdjustmentType)
      : "increment",
    label: row.label,
    amount: String(row.amount),
    componentCode: row.componentCode ?? "",
    taxable: row.taxable,
  }));
}

/** "1.500.000", "1500000" or "Rp 1.500.000" → 1500000; anything else → null. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/^\s*Rp\s*/i, "").trim();
  if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned.replace(/\./g, ""));
  return Number.isSafeInteger(value) ? value : null;
}

/** The rows' problems, `adjustments.<i>.<field>` like the service's answer. */
export function validateAdjustments(rows: readonly AdjustmentDraft[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (rows.length > MAX_ADJUSTMENTS)
    problems.push({ field: "adjustments", message: `must hold at most ${MAX_ADJUSTMENTS} items` });
  rows.forEach((row, i) => {
    const at = (field: string, message: string) =>
      problems.push({ field: `adjustments.${i}.${field}`, message });
    if (row.agentId === null) at("agentId", "is required");
    const label = row.label.trim();
    if (label === "") at("label", "is required");
    else if (label.length > MAX_LABEL) at("label", `must be at most ${MAX_LABEL} characters`);
    const amount = parseAmount(row.amount);
    if (row.amount.trim() === "") at("amount", "is required");
    else if (amount === null || amount < 1 || amount > MAX_ADJUSTMENT)
      at("amount", `must be whole rupiah from 1 to ${MAX_ADJUSTMENT}`);
    if (row.type === "default" && row.componentCode.trim() === "")
      at("componentCode", "is required");
  });
  return problems;
}

/** The mutation's rows; call after {@link validateAdjustments} found nothing. */
export function inputsOf(rows: readonly AdjustmentDraft[]): AdjustmentInput[] {
  return rows.map((row) => ({
    agentId: row.agentId ?? 0,
    type: row.type,
    label: row.label.trim(),
    amount: parseAmount(row.amount) ?? 0,
    componentCode: row.type === "default" ? row.componentCode.trim() : null,
    ...(row.type === "increment" ? { taxable: row.taxable } : {}),
  }));
}

/** What counts for "unsaved changes": the rows without their React keys. */
export function fingerprint(rows: readonly AdjustmentDraft[]): string {
  return JSON.stringify(rows.map(({ key: _key, agentName: _name, ...rest }) => rest));
}
