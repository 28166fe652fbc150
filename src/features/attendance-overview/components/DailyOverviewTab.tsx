import { useMemo } from "react";
import { useQuery } from "urql";
import { Link } from "wouter";
import {
  ATTENDANCE_STATUSES,
  attendanceStatusLabel,
} from "../../../../domain/attendance/statuses.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { type Language, useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Badge } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { anyBranch } from "../../branches/index.ts";
import {
  EntityPicker,
  intFilter,
  type ListUrlConfig,
  useClampedPage,
  useListState,
} from "../../org-common/index.ts";
import { EmployeeCell, FlagBadges, link, muted, stack } from "./cells.tsx";
import { DailyOverviewQuery } from "./documents.ts";
import { OverviewFilters, useOverviewFilters } from "./filters.tsx";
import { displayDate, statusColor, zonedTime } from "./format.ts";
import { overviewText } from "./text.ts";

const LIST: ListUrlConfig = {
  filterKeys: ["employeeId", "employeeName", "date", "branch", "status"],
  sortable: [],
};

type Row = {
  id: number;
  date: string;
  agentId: number;
  employeeName: string;
  nik: string;
  branch?: { id: number; name: string } | null;
  timezone: string;
  shift?: { id: number; code: string; name: string } | null;
  scheduledStart?: string | null;
  scheduledEnd?: string | null;
  status: string;
  flags: string[];
  checkInAt?: string | null;
  checkOutAt?: string | null;
  lateMinutes: number;
  earlyOutMinutes: number;
  workedMinutes: number;
};

type Text = (typeof overviewText)["en"];

/** Daily overview: the chosen day's records, the count of each status, live. */
export function DailyOverviewTab() {
  const { language } = useI18n();
  const t = overviewText[language];
  const list = useListState(LIST);
  const { filters, setFilter } = list;
  const { employeeId, badEmployeeId, employeeName, shownDate } = useOverviewFilters(list);
  const branchId = intFilter(filters, "branch");
  const status =
    filters["status"] && (ATTENDANCE_STATUSES as readonly string[]).includes(filters["status"])
      ? filters["status"]
      : undefined;
  const [{ data, fetching }, refetch] = useQuery({
    query: DailyOverviewQuery,
    variables: {
      employeeId,
      employeeName,
      // The day the picker shows (today unless chosen), so the list and the picker agree.
      date: shownDate,
      branchId,
      status,
      limit: list.paging.limit,
      page: list.paging.page,
    },
    pause: badEmployeeId,
  });
  useLiveChange("attendance", () => refetch({ requestPolicy: "network-only" }));
  useClampedPage(list, data?.attendanceDailyOverview.totalItems);
  const columns = useMemo(() => dailyColumns(t, language), [t, language]);
  const statusOptions = useMemo(
    () =>
      ATTENDANCE_STATUSES.map((value) => ({
        value,
        label: attendanceStatusLabel(value, language),
      })),
    [language],
  );
  const counts = data?.attendanceDailyOverview.counts ?? [];
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);

  return (
    <div className={column}>
      <ul className={chips} aria-label={t.countsLabel} data-testid="status-counts">
        <li>
          <button
            type="button"
            className={chip}
            aria-pressed={!status}
            onClick={() => setFilter("status", null)}
          >
            {t.total} <strong>{total}</strong>
          </button>
        </li>
        {counts.map((entry) => (
          <li key={entry.status}>
            <button
              type="button"
              className={chip}
              aria-pressed={status === entry.status}
              data-status={entry.status}
              onClick={() => setFilter("status", status === entry.status ? null : entry.status)}
            >
              {attendanceStatusLabel(entry.status, language)} <strong>{entry.count}</strong>
            </button>
          </li>
        ))}
      </ul>
      <DataTable
        label={t.dailyTable}
        columns={columns}
        data={(data?.attendanceDailyOverview.items ?? []) as Row[]}
        totalItems={data?.attendanceDailyOverview.totalItems ?? 0}
        loading={fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        selectable={false}
        getRowId={(row) => String(row.id)}
        toolbar={
          <OverviewFilters list={list}>
            <EntityPicker
              label={t.branch}
              placeholder={t.allBranches}
              source={anyBranch}
              value={branchId ?? null}
              onValueChange={(id) => setFilter("branch", id === null ? "" : String(id))}
            />
            <Select
              label={t.status}
              placeholder={t.allStatuses}
              options={statusOptions}
              value={status ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
          </OverviewFilters>
        }
      />
    </div>
  );
}

const helper = createDataTableColumnHelper<Row>();

const hoursMinutes = (t: Text, minutes: number) =>
  minutes === 0 ? "-" : t.hoursMinutes(Math.floor(minutes / 60), minutes % 60);

function dailyColumns(t: Text, language: Language): DataTableColumnDef<Row>[] {
  return helper.columns([
    helper.accessor("employeeName", {
      id: "employee",
      header: t.employee,
      size: 220,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <EmployeeCell
          name={
            <Link
              className={link}
              href={`/attendances/overview/daily-overview/attendances/${row.original.id}`}
            >
              {row.original.employeeName}
            </Link>
          }
          agentId={row.original.agentId}
          branchName={row.original.branch?.name}
        />
      ),
    }),
    helper.accessor("date", {
      id: "date",
      header: t.date,
      size: 120,
      cell: ({ row }) => displayDate(row.original.date),
    }),
    helper.display({
      id: "shift",
      header: t.shift,
      size: 200,
      cell: ({ row }) => {
        const { shift, scheduledStart, scheduledEnd, timezone } = row.original;
        if (!shift) return "-";
        return (
          <span className={stack}>
            <span>{shift.name}</span>
            <span className={muted}>
              {zonedTime(scheduledStart, timezone)} – {zonedTime(scheduledEnd, timezone)}
            </span>
          </span>
        );
      },
    }),
    helper.accessor("status", {
      id: "status",
      header: t.status,
      size: 170,
      cell: ({ row }) => (
        <Badge color={statusColor(row.original.status)}>
          {attendanceStatusLabel(row.original.status, language)}
        </Badge>
      ),
    }),
    helper.display({
      id: "checkIn",
      header: t.checkIn,
      size: 120,
      cell: ({ row }) => zonedTime(row.original.checkInAt, row.original.timezone),
    }),
    helper.display({
      id: "checkOut",
      header: t.checkOut,
      size: 120,
      cell: ({ row }) => zonedTime(row.original.checkOutAt, row.original.timezone),
    }),
    helper.accessor("lateMinutes", {
      id: "late",
      header: t.late,
      size: 100,
      cell: ({ row }) => (row.original.lateMinutes ? t.minutes(row.original.lateMinutes) : "-"),
    }),
    helper.accessor("workedMinutes", {
      id: "worked",
      header: t.worked,
      size: 120,
      cell: ({ row }) => hoursMinutes(t, row.original.workedMinutes),
    }),
    helper.display({
      id: "flags",
      header: t.flags,
      size: 220,
      cell: ({ row }) => <FlagBadges flags={row.original.flags} language={language} />,
    }),
  ]);
}

const column = css({ display: "flex", flexDirection: "column", gap: "12" });
const chips = css({ display: "flex", flexWrap: "wrap", gap: "8", listStyle: "none" });
const chip = css({
  display: "inline-flex",
  gap: "4",
  alignItems: "center",
  paddingInline: "12",
  paddingBlock: "4",
  borderRadius: "full",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  bg: "white",
  fontSize: "sm",
  cursor: "pointer",
  "&[aria-pressed=true]": { borderColor: "brand", color: "brand" },
});
