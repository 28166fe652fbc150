import type { ReactNode } from "react";
import {
  ATTENDANCE_FLAG_LABELS,
  type AttendanceFlag,
} from "../../../../domain/attendance/statuses.ts";
import { formatDateTime } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import type { DailyApprovalListQuery as ListQueryType } from "../../../gql/graphql.ts";
import type { Language } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Badge, type BadgeColor } from "../../../ui/misc/index.ts";
import { TimezoneBadge } from "../../org-common/index.ts";
import type { DailyText } from "./text.ts";

export type DailyRow = ListQueryType["attendanceRecords"]["items"][number];

const STATUS_COLORS: Readonly<Record<string, BadgeColor>> = {
  approved: "green",
  rejected: "red",
  pending: "yellow",
  waiting_for_checkout: "blue",
  waiting_for_checkin: "grey",
  need_revision: "orange",
  pending_request: "violet",
  day_off: "grey",
};

/** "HH:mm" of an instant in the record's zone; "-" without one. */
export const clockTime = (instant: string | null | undefined, zone: string) =>
  instant ? formatDateTime(instant, zone).slice(11) : "-";

export type ColumnDeps = {
  t: DailyText;
  language: Language;
  statusLabel: (status: string) => string;
  actionsLabel: string;
  /** The sticky actions column's width (RowActions). */
  actionsWidth: number;
  renderCheckInExtras: (row: DailyRow) => ReactNode;
  renderActions: (row: DailyRow) => ReactNode;
};

const helper = createDataTableColumnHelper<DailyRow>();

/**
 * The day's columns. Widths are chosen so that at a 1440 px window (about 1040 px of table)
 * Employee, Status, Check-in, Check-out and Flags show whole beside the sticky actions column;
 * the rest scroll sideways.
 */
export function dailyColumns({
  t,
  language,
  statusLabel,
  actionsLabel,
  actionsWidth,
  renderCheckInExtras,
  renderActions,
}: ColumnDeps): DataTableColumnDef<DailyRow>[] {
  return helper.columns([
    helper.accessor("agentName", {
      id: "agentName",
      enableSorting: true,
      header: t.employee,
      size: 200,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <div className={stack}>
          <span className={strong}>{row.original.agentName}</span>
          <span className={muted}>{row.original.agentNik}</span>
        </div>
      ),
    }),
    helper.accessor("status", {
      id: "status",
      enableSorting: true,
      header: t.status,
      size: 170,
      cell: ({ row }) => {
        const { decidedByName, decidedAt, decisionNote, timezone } = row.original;
        const decided =
          decidedByName && decidedAt
            ? [t.decidedBy(decidedByName, formatDateTime(decidedAt, timezone)), decisionNote]
                .filter(Boolean)
                .join(" — ")
            : undefined;
        return (
          <div className={stack}>
            <Badge
              color={STATUS_COLORS[row.original.status] ?? "secondary"}
              size="small"
              title={decided}
              data-testid="attendance-status"
            >
              {statusLabel(row.original.status)}
            </Badge>
            {row.original.pendingDispute && (
              <Badge color="violet" size="small" title={t.disputePending}>
                {t.dispute}
              </Badge>
            )}
            {decisionNote && <span className={muted}>{decisionNote}</span>}
          </div>
        );
      },
    }),
    helper.accessor("checkInAt", {
      id: "checkInAt",
      enableSorting: true,
      header: t.checkIn,
      size: 180,
      cell: ({ row }) => (
        <div className={line}>
          <span data-testid="check-in-time">
            {clockTime(row.original.checkInAt, row.original.timezone)}
          </span>
          {row.original.checkInAt && <TimezoneBadge zone={row.original.timezone} />}
          {renderCheckInExtras(row.original)}
        </div>
      ),
    }),
    helper.accessor("checkOutAt", {
      id: "checkOutAt",
      enableSorting: true,
      header: t.checkOut,
      size: 130,
      cell: ({ row }) => (
        <div className={line}>
          <span>{clockTime(row.original.checkOutAt, row.original.timezone)}</span>
          {row.original.checkOutAt && <TimezoneBadge zone={row.original.timezone} />}
        </div>
      ),
    }),
    helper.display({
      id: "flags",
      header: t.flags,
      size: 180,
      cell: ({ row }) => (
        <div className={line}>
          {row.original.flags.length === 0
            ? "-"
            : row.original.flags.map((flag) => (
                <Badge key={flag} color={flag === "late" ? "orange" : "red"} size="small">
                  {ATTENDANCE_FLAG_LABELS[flag as AttendanceFlag]?.[language] ?? flag}
                </Badge>
              ))}
        </div>
      ),
    }),
    helper.accessor("lateMinutes", {
      id: "lateMinutes",
      enableSorting: true,
      header: t.late,
      size: 100,
      cell: ({ row }) => (row.original.lateMinutes > 0 ? t.minutes(row.original.lateMinutes) : "-"),
    }),
    helper.accessor("workedMinutes", {
      id: "workedMinutes",
      enableSorting: true,
      header: t.worked,
      size: 110,
      cell: ({ row }) => {
        const minutes = row.original.workedMinutes;
        return minutes > 0 ? t.hoursMinutes(Math.floor(minutes / 60), minutes % 60) : "-";
      },
    }),
    // Issue 15: the day's approved overtime.
    helper.accessor("overtimeMinutes", {
      id: "overtimeMinutes",
      enableSorting: true,
      header: t.overtime,
      size: 110,
      cell: ({ row }) => {
        const minutes = row.original.overtimeMinutes;
        return minutes > 0 ? t.hoursMinutes(Math.floor(minutes / 60), minutes % 60) : "-";
      },
    }),
    helper.display({
      id: "shift",
      header: t.shift,
      size: 160,
      cell: ({ row }) =>
        row.original.shiftCode ? (
          <div className={stack}>
            <span>{row.original.shiftName}</span>
            <span className={muted}>
              {row.original.shiftStartTime}–{row.original.shiftEndTime}
            </span>
          </div>
        ) : (
          t.noShift
        ),
    }),
    helper.display({
      id: "branch",
      header: t.branch,
      size: 160,
      cell: ({ row }) => row.original.branchName ?? "-",
    }),
    helper.display({
      id: "actions",
      header: actionsLabel,
      size: actionsWidth,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}

const stack = css({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "2" });
const line = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "4" });
const strong = css({ fontWeight: "600" });
const muted = css({ fontSize: "xs", color: "muted" });
