import type { FieldProblem } from "./workforce/org.ts";

/**
 * The audit trail viewer (issue 12): its date filters and the readable diff of an entry's
 * before and after. Shared by the main service and the console.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INDONESIAN_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A calendar date written yyyy-MM-dd (or dd-MM-yyyy, as the console shows it) as yyyy-MM-dd. */
export function parseFilterDate(text: string): string | null {
  const value = text.trim();
  const iso = ISO_DATE.exec(value);
  const indonesian = INDONESIAN_DATE.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : indonesian
      ? [indonesian[3], indonesian[2], indonesian[1]]
      : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day) ||
    Number(year) < 2000 ||
    Number(year) > 9999
  )
    return null;
  return `${year}-${month}-${day}`;
}

/** The `from` and `to` filters as yyyy-MM-dd, with a problem per bad one (or `to` before `from`). */
export function parseDateRange(
  from: string | undefined,
  to: string | undefined,
): { from: string | null; to: string | null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const parsedFrom = from ? parseFilterDate(from) : null;
  const parsedTo = to ? parseFilterDate(to) : null;
  if (from && !parsedFrom)
    problems.push({ field: "from", message: "must be a date written yyyy-MM-dd" });
  if (to && !parsedTo) problems.push({ field: "to", message: "must be a date written yyyy-MM-dd" });
  if (parsedFrom && parsedTo && parsedTo < parsedFrom)
    problems.push({ field: "to", message: "must be on or after the start date" });
  return { from: parsedFrom, to: parsedTo, problems };
}

export type FieldChange = { field: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields an audited change touched: every key whose value differs between before and
 * after (a creation lists every field with before undefined, a deletion every field with
 * after undefined), in the order the record lists them.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((field) => ({ field, before: b[field], after: a[field] }));
}

/** A value of a diff as one line of text: text as it is, nothing as "—", the rest as JSON. */
export function diffValueText(value: unknown): string {
  if (value === undefined || value === null) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** The fields that name a record, in the order they are preferred. */
const NAME_FIELDS = ["name", "fullname", "full_name", "fullName", "code", "email"] as const;

/**
 * What the audited record is called (a role's name, a user's or an employee's full name, a
 * branch's name…), from the record after the change, else before it (a deletion); null when
 * neither names it. The audit viewer shows it beside `entity id` so a reader sees which one.
 */
export function auditEntityName(before: unknown, after: unknown): string | null {
  for (const record of [after, before]) {
    if (record === null || typeof record !== "object" || Array.isArray(record)) continue;
    for (const field of NAME_FIELDS) {
      const value = (record as Record<string, unknown>)[field];
      if (typeof value === "string" && value.trim() !== "") return value.trim();
    }
  }
  return null;
}
