import {
  ATTENDANCE_FLAG_LABELS,
  type AttendanceFlag,
} from "../../../../domain/attendance/statuses.ts";
import { formatDate, formatDateTime, timezoneAbbreviation } from "../../../../domain/format.ts";
import type { Language } from "../../../i18n/index.ts";
import type { BadgeColor } from "../../../ui/misc/index.ts";

/** "01-03-2026 08:15 WITA": an instant in the zone of the record's branch (SPEC §9). */
export function zonedDateTime(instant: string | null | undefined, zone: string): string {
  if (!instant) return "-";
  return `${formatDateTime(instant, zone)} ${timezoneAbbreviation(zone)}`;
}

/** "08:15 WITA". */
export function zonedTime(instant: string | null | undefined, zone: string): string {
  if (!instant) return "-";
  return `${formatDateTime(instant, zone).slice(11)} ${timezoneAbbreviation(zone)}`;
}

/** A yyyy-MM-dd day as dd-MM-yyyy. */
export const displayDate = (iso: string) => formatDate(`${iso}T12:00:00Z`, "UTC");

export function flagLabel(flag: string, language: Language): string {
  const labels = ATTENDANCE_FLAG_LABELS[flag as AttendanceFlag];
  return labels ? labels[language] : flag;
}

/** Badge colours of the SPEC §4 statuses: decided good green, absent red, waiting yellow. */
export function statusColor(status: string): BadgeColor {
  if (status === "approved") return "green";
  if (status === "rejected") return "red";
  if (status.startsWith("need_revision")) return "orange";
  if (status === "overtime" || status === "day_off_with_overtime") return "violet";
  if (status === "day_off") return "grey";
  if (status.includes("leave")) return "blue";
  return "yellow";
}

/** A query's filter value as a positive id, or undefined. */
export function idOf(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 && value <= 2_147_483_647 ? value : undefined;
}

/** A yyyy-MM-dd text that is a real day, or undefined. */
export function dayOf(text: string | undefined): string | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const parsed = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text
    ? undefined
    : text;
}
