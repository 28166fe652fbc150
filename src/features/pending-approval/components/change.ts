import { REQUEST_TYPE_LABELS, type RequestType } from "../../../../domain/approvals.ts";
import {
  DISPUTE_STATUS_LABELS,
  type DisputeStatus,
} from "../../../../domain/attendance/requests.ts";
import { attendanceStatusLabel } from "../../../../domain/attendance/statuses.ts";
import { formatDateTime, timezoneAbbreviation } from "../../../../domain/format.ts";
import type { Language } from "../../../i18n/index.ts";
import type { pendingText } from "./text.ts";

/** What a request row needs to say what it changes. */
export type ChangeRow = {
  type: string;
  shiftName?: string | null;
  branchName?: string | null;
  checkInAt?: string | null;
  checkOutAt?: string | null;
  disputeStatus?: string | null;
  recordStatus?: string | null;
  timezone?: string | null;
  recordShiftName?: string | null;
  recordBranchName?: string | null;
  recordCheckInAt?: string | null;
  recordCheckOutAt?: string | null;
};

/** SPEC §4 request-type label ("shift_branch" → "Shift & Branch"); unknown shown as is. */
export const requestTypeLabel = (type: string, language: Language) =>
  REQUEST_TYPE_LABELS[type as RequestType]?.[language] ?? type;

/** "08:05 WIB" in the record's zone; "-" when missing. */
export function clock(value: string | null | undefined, zone: string | null | undefined): string {
  if (!value) return "-";
  const text = formatDateTime(value, zone ?? undefined);
  return text === "-" ? text : `${text.slice(-5)} ${timezoneAbbreviation(zone)}`;
}

const span = (
  inAt: string | null | undefined,
  outAt: string | null | undefined,
  zone: string | null | undefined,
  none: string,
) => (inAt ? `${clock(inAt, zone)} – ${outAt ? clock(outAt, zone) : "…"}` : none);

/** The request's change as "from → to" texts (the record now, and what the request asks). */
export function describeChange(
  row: ChangeRow,
  language: Language,
  t: (typeof pendingText)["en"],
): { from: string; to: string } {
  const zone = row.timezone;
  const shift = { from: row.recordShiftName ?? "-", to: row.shiftName ?? "-" };
  const branch = { from: row.recordBranchName ?? "-", to: row.branchName ?? "-" };
  switch (row.type) {
    case "shift":
      return shift;
    case "branch":
      return branch;
    case "shift_branch":
      return { from: `${shift.from} · ${branch.from}`, to: `${shift.to} · ${branch.to}` };
    case "new_attendance":
    case "new_attendance_branch": {
      const from = span(row.recordCheckInAt, row.recordCheckOutAt, zone, t.noCheckIn);
      const to = span(row.checkInAt, row.checkOutAt, zone, t.noCheckIn);
      return row.type === "new_attendance"
        ? { from, to }
        : { from: `${from} · ${branch.from}`, to: `${to} · ${branch.to}` };
    }
    case "dispute":
      return {
        from: row.recordStatus ? attendanceStatusLabel(row.recordStatus, language) : "-",
        to:
          DISPUTE_STATUS_LABELS[row.disputeStatus as DisputeStatus]?.[language] ??
          row.disputeStatus ??
          "-",
      };
    default:
      return { from: "-", to: "-" };
  }
}

/** How long a request has waited: "45 min", "3 h", "2 d". */
export function ageOf(createdAt: string, now: number, t: (typeof pendingText)["en"]): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return t.ageMinutes(minutes);
  if (minutes < 24 * 60) return t.ageHours(Math.floor(minutes / 60));
  return t.ageDays(Math.floor(minutes / (24 * 60)));
}
