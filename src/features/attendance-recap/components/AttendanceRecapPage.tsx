import { useMemo, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { useQuery } from "urql";
import {
  hoursOf,
  periodProblems,
  RECAP_COUNTS,
  RECAP_MAX_DAYS,
  RECAP_TEXT,
  type RecapCountKey,
} from "../../../../domain/attendance/recap.ts";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { type Language, useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { useAgentRest } from "../../agents/hooks/rest.ts";
import { anyBranch } from "../../branches/index.ts";
import {
  EntityPicker,
  intFilter,
  ListScreen,
  type ListUrlConfig,
  SearchField,
  todayIso,
  useClampedPage,
  useListState,
} from "../../org-common/index.ts";
import { AttendanceRecapQuery } from "./documents.ts";
import { recapText } from "./text.ts";

type Row = {
  agentId: number;
  employeeName: string;
  nik: string;
  branch: { id: number; name: string };
  scheduledDays: number;
  overtimeMinutes: number;
  workedMinutes: number;
  approvedOvertimeMinutes: number;
  overtimeUnits: number;
  paidLeaveDays: number;
  unpaidLeaveDays: number;
  sickDays: number;
} & Record<RecapCountKey, number>;

const SORTABLE = [
  "employeeName",
  "employeeId",
  "branch",
  "scheduledDays",
  ...RECAP_COUNTS.map((c) => c.key),
  "overtimeMinutes",
  "workedMinutes",
  "approvedOvertimeMinutes",
  "overtimeUnits",
];

const LIST: ListUrlConfig = { filterKeys: ["from", "to", "branch"], sortable: SORTABLE };

const isDay = (text: string | undefined): text is string =>
  !!text && /^\d{4}-\d{2}-\d{2}$/.test(text) && periodProblems(text, text).length === 0;

/** The default period: the first of this month to today (client's home zone). */
function defaultPeriod(): { from: string; to: string } {
  const today = todayIso();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export type AttendanceRecapPageProps = { route: RouteDefinition };

/**
 * /attendance-recap: per employee over a period (at most 62 days, in the URL as from/to),
 * counts of present, late, absent, each leave kind, day off and overtime, with overtime and
 * worked hours; searched, filtered by branch, sorted, paged; exported as XLSX or CSV.
 */
export function AttendanceRecapPage({ route }: AttendanceRecapPageProps) {
  const { language } = useI18n();
  const t = recapText[language];
  const list = useListState(LIST);
  const { filters, setFilter, setFilters, paging } = list;
  const fallback = defaultPeriod();
  const from = isDay(filters["from"]) ? filters["from"] : fallback.from;
  const to = isDay(filters["to"]) ? filters["to"] : fallback.to;
  const problems = periodProblems(from, to);
  const branchId = intFilter(filters, "branch");
  const q = filters["q"] || undefined;
  const [{ data, fetching, error }] = useQuery({
    query: AttendanceRecapQuery,
    variables: { from, to, branchId, q, sort: paging.sort, limit: paging.limit, page: paging.page },
    pause: problems.length > 0,
  });
  useClampedPage(list, data?.attendanceRecap.totalItems);
  const columns = useMemo(() => recapColumns(language), [language]);
  const rest = useAgentRest();
  const [exporting, setExporting] = useState<"xlsx" | "csv" | null>(null);

  const download = async (format: "xlsx" | "csv") => {
    const params = new URLSearchParams({ format, from, to });
    if (branchId) params.set("branchId", String(branchId));
    if (q) params.set("q", q);
    if (paging.sort) params.set("sort", paging.sort);
    setExporting(format);
    try {
      await rest.download(
        `/api/hcm/v1/attendance-recap/export?${params.toString()}`,
        `attendance-recap-${from}-to-${to}.${format}`,
      );
      showToast("success", t.exported);
    } catch (failure) {
      showToast("error", t.exportFailed(extractErrorMessage(failure)));
    } finally {
      setExporting(null);
    }
  };

  const periodError =
    problems.length === 0
      ? undefined
      : problems.some((p) => p.message.includes("on or after"))
        ? t.periodReversed
        : t.periodTooLong(RECAP_MAX_DAYS);

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <>
          <Button
            variant="secondary"
            disabled={exporting !== null || problems.length > 0}
            aria-busy={exporting === "csv"}
            onClick={() => void download("csv")}
          >
            {exporting === "csv" ? t.exporting : t.exportCsv}
          </Button>
          <Button
            disabled={exporting !== null || problems.length > 0}
            aria-busy={exporting === "xlsx"}
            onClick={() => void download("xlsx")}
          >
            {exporting === "xlsx" ? t.exporting : t.exportXlsx}
          </Button>
        </>
      }
      intro={<p className={hint}>{t.rule}</p>}
    >
      {error && (
        <p role="alert" className={problem}>
          {extractErrorMessage(error)}
        </p>
      )}
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={(data?.attendanceRecap.items ?? []) as Row[]}
        totalItems={data?.attendanceRecap.totalItems ?? 0}
        loading={fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        selectable={false}
        getRowId={(row) => String(row.agentId)}
        toolbar={
          <div className={toolbar}>
            <DatePicker
              label={t.from}
              value={[from]}
              onValueChange={(dates) => dates[0] && setFilter("from", dates[0].toString())}
            />
            <DatePicker
              label={t.to}
              value={[to]}
              min={Temporal.PlainDate.from(from)}
              onValueChange={(dates) => dates[0] && setFilter("to", dates[0].toString())}
              invalid={periodError !== undefined}
              {...(periodError ? { errorText: periodError } : {})}
            />
            <SearchField
              label={t.search}
              placeholder={t.searchPlaceholder}
              value={filters["q"] ?? ""}
              onSearch={(value) => setFilter("q", value)}
            />
            <EntityPicker
              label={t.branch}
              placeholder={t.allBranches}
              source={anyBranch}
              value={branchId ?? null}
              onValueChange={(id) => setFilters({ branch: id === null ? null : String(id) })}
            />
          </div>
        }
      />
    </ListScreen>
  );
}

const helper = createDataTableColumnHelper<Row>();

function recapColumns(language: Language): DataTableColumnDef<Row>[] {
  const t = recapText[language];
  const count = (key: RecapCountKey, header: string) =>
    helper.accessor(key, {
      id: key,
      header,
      size: 110,
      enableSorting: true,
      cell: ({ row }) => row.original[key],
    });
  return helper.columns([
    helper.accessor("employeeName", {
      id: "employeeName",
      header: RECAP_TEXT.employeeName[language],
      size: 240,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <span className={stack}>
          <span className={strong}>{row.original.employeeName}</span>
          <span className={muted}>
            #{row.original.agentId} · {row.original.nik}
          </span>
        </span>
      ),
    }),
    helper.accessor((row) => row.branch.name, {
      id: "branch",
      header: RECAP_TEXT.branch[language],
      size: 180,
      enableSorting: true,
    }),
    helper.accessor("scheduledDays", {
      id: "scheduledDays",
      header: RECAP_TEXT.scheduledDays[language],
      size: 90,
      enableSorting: true,
    }),
    ...RECAP_COUNTS.map((c) => count(c.key, c.label[language])),
    helper.accessor("overtimeMinutes", {
      id: "overtimeMinutes",
      header: RECAP_TEXT.overtimeHours[language],
      size: 130,
      enableSorting: true,
      cell: ({ row }) => t.hours(hoursOf(row.original.overtimeMinutes)),
    }),
    helper.accessor("workedMinutes", {
      id: "workedMinutes",
      header: RECAP_TEXT.workedHours[language],
      size: 130,
      enableSorting: true,
      cell: ({ row }) => t.hours(hoursOf(row.original.workedMinutes)),
    }),
    // Issue 15: approved overtime requests and leave in days (domain/attendance/recap.ts).
    helper.accessor("approvedOvertimeMinutes", {
      id: "approvedOvertimeMinutes",
      header: RECAP_TEXT.approvedOvertimeHours[language],
      size: 150,
      enableSorting: true,
      cell: ({ row }) => t.hours(hoursOf(row.original.approvedOvertimeMinutes)),
    }),
    helper.accessor("overtimeUnits", {
      id: "overtimeUnits",
      header: RECAP_TEXT.overtimeUnits[language],
      size: 150,
      enableSorting: true,
      cell: ({ row }) => t.hours(row.original.overtimeUnits),
    }),
    ...(["paidLeaveDays", "unpaidLeaveDays", "sickDays"] as const).map((key) =>
      helper.accessor(key, {
        id: key,
        header: RECAP_TEXT[key][language],
        size: 130,
        cell: ({ row }) => t.hours(row.original[key]),
      }),
    ),
  ]);
}

const toolbar = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "12",
  width: "100%",
  "& > *": { flex: "0 1 220px", minWidth: "160px" },
});
const hint = css({ fontSize: "sm", color: "muted" });
const problem = css({ color: "danger", fontSize: "sm" });
const stack = css({ display: "flex", flexDirection: "column", gap: "2" });
const strong = css({ fontWeight: "600" });
const muted = css({ fontSize: "xs", color: "muted" });
