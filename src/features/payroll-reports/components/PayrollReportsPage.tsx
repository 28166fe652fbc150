import { useEffect, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation, useSearchParams } from "wouter";
import { formatDateTime, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Badge, type BadgeColor, Banner } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
import {
  commonText,
  intFilter,
  ListScreen,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import {
  DeletePayrollReportMutation,
  PayrollReportGroupsQuery,
  PayrollReportListQuery,
} from "./documents.ts";
import { PayrollWizard } from "./PayrollWizard.tsx";
import { type PayrollReportText, payrollReportText, periodLabel, progressPercent } from "./text.ts";

export const PAYROLL_REPORTS_PATH = "/payroll-reports";
/** The list with this search parameter shows the creation wizard instead. */
export const CREATE_PARAM = "create";
/** While a report computes, the list and the summary read it again this often (ms). */
export const COMPUTING_POLL_MS = 2_000;

const LIST: ListUrlConfig = {
  filterKeys: ["type", "status", "group", "period"],
  sortable: ["name", "period", "createdAt"],
};

const STATUS_COLORS: Record<string, BadgeColor> = {
  computing: "blue",
  draft: "yellow",
  failed: "red",
  finalized: "green",
  paid: "violet",
};
/** Reports that may be deleted from the list (finalised and paid ones are kept). */
const DELETABLE = new Set(["draft", "failed"]);

export type ReportRow = {
  id: number;
  name: string;
  type: string;
  status: string;
  period: string;
  payrollGroupId?: number | null;
  payrollGroupName?: string | null;
  progress: { done: number; total: number };
  totals: { gross: number; net: number };
  createdAt: string;
  createdByName?: string | null;
};

/** A report's page: general reports at /payroll-reports/:id, direct ones under /direct. */
export const reportHref = (row: { id: number; type: string }) =>
  row.type === "direct"
    ? `${PAYROLL_REPORTS_PATH}/direct/${row.id}`
    : `${PAYROLL_REPORTS_PATH}/${row.id}`;

/** The months offered by the period filter: last year to next year, newest first. */
function periodOptions(t: PayrollReportText): { value: string; label: string }[] {
  const year = new Date().getFullYear();
  const options: { value: string; label: string }[] = [];
  for (let y = year + 1; y >= year - 1; y--)
    for (let m = 12; m >= 1; m--) {
      const value = `${y}-${String(m).padStart(2, "0")}`;
      options.push({ value, label: periodLabel(t, value) });
    }
  return options;
}

export type PayrollReportsPageProps = { route: RouteDefinition };

/** /payroll-reports (issue 17): the client's payroll reports; `?create=1` runs the wizard. */
export function PayrollReportsPage({ route }: PayrollReportsPageProps) {
  const [params] = useSearchParams();
  if (params.has(CREATE_PARAM)) return <PayrollWizard route={route} />;
  return <PayrollReportList route={route} />;
}

function PayrollReportList({ route }: PayrollReportsPageProps) {
  const t = useText(payrollReportText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: PayrollReportListQuery,
    variables: {
      q: filters["q"],
      type: filters["type"],
      status: filters["status"],
      payrollGroupId: intFilter(filters, "group"),
      period: filters["period"],
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  const [{ data: groupData }] = useQuery({ query: PayrollReportGroupsQuery });
  useClampedPage(list, data?.payrollReports.totalItems);
  const [deleting, setDeleting] = useState<ReportRow | null>(null);
  const [, remove] = useMutation(DeletePayrollReportMutation);
  const rows = (data?.payrollReports.items ?? []) as ReportRow[];
  const computing = rows.some((row) => row.status === "computing");

  // Live progress: read again while a report computes, and when the stream says one changed.
  useEffect(() => {
    if (!computing) return;
    const timer = setInterval(() => refetch({ requestPolicy: "network-only" }), COMPUTING_POLL_MS);
    return () => clearInterval(timer);
  }, [computing, refetch]);
  useLiveChange("payroll_report", () => refetch({ requestPolicy: "network-only" }));

  const columns = useMemo(() => reportColumns(t, c, setDeleting), [t, c]);
  const groupOptions = useMemo(
    () =>
      (groupData?.payrollGroups.items ?? []).map((g) => ({ value: String(g.id), label: g.name })),
    [groupData],
  );
  const periods = useMemo(() => periodOptions(t), [t]);
  const filtered = ["q", ...LIST.filterKeys].some((key) => filters[key]);

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    const result = await remove({ id: row.id });
    if (!result.error) showToast("success", t.deleted(row.name));
    else showToast("error", result.error.graphQLErrors[0]?.message ?? result.error.message);
  };

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <Button onClick={() => navigate(`${PAYROLL_REPORTS_PATH}?${CREATE_PARAM}=1`)}>
          {t.create}
        </Button>
      }
    >
      {error && !data && (
        <Banner
          variant="danger"
          size="small"
          title={error.graphQLErrors[0]?.message ?? error.message}
        />
      )}
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={rows}
        totalItems={data?.payrollReports.totalItems ?? 0}
        loading={fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        selectable={false}
        getRowId={(row) => String(row.id)}
        toolbar={
          <div className={toolbarRow}>
            <SearchField
              label={c.search}
              placeholder={t.searchPlaceholder}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
            <Select
              label={t.type}
              placeholder={t.allTypes}
              options={(["general", "direct"] as const).map((value) => ({
                value,
                label: t.types[value],
              }))}
              value={filters["type"] ?? null}
              onValueChange={(value) => setFilter("type", value)}
            />
            <Select
              label={t.status}
              placeholder={t.allStatuses}
              options={Object.entries(t.statuses).map(([value, label]) => ({ value, label }))}
              value={filters["status"] ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
            <Select
              label={t.group}
              placeholder={t.allGroups}
              options={groupOptions}
              value={filters["group"] ?? null}
              onValueChange={(value) => setFilter("group", value)}
            />
            <Select
              label={t.period}
              placeholder={t.allPeriods}
              options={periods}
              value={filters["period"] ?? null}
              onValueChange={(value) => setFilter("period", value)}
            />
          </div>
        }
      />
      {!fetching && data && rows.length === 0 && !filtered && (
        <p className={emptyNote}>{t.empty}</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle(deleting?.name ?? "")}
        description={t.deleteBody}
        confirmLabel={t.delete}
        cancelLabel={c.cancel}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </ListScreen>
  );
}

/** The status badge; a computing report shows how far it is. */
export function StatusBadge({
  t,
  status,
  progress,
}: {
  t: PayrollReportText;
  status: string;
  progress: { done: number; total: number };
}) {
  return (
    <Badge color={STATUS_COLORS[status] ?? "grey"}>
      {status === "computing"
        ? t.computingPercent(progressPercent(progress))
        : (t.statuses[status] ?? status)}
    </Badge>
  );
}

type CommonText = (typeof commonText)["en"];
const helper = createDataTableColumnHelper<ReportRow>();

function reportColumns(
  t: PayrollReportText,
  c: CommonText,
  onDelete: (row: ReportRow) => void,
): DataTableColumnDef<ReportRow>[] {
  return helper.columns([
    helper.accessor("name", {
      id: "name",
      header: t.name,
      size: 240,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <Link className={link} href={reportHref(row.original)}>
          {row.original.name}
        </Link>
      ),
    }),
    helper.accessor("type", {
      id: "type",
      header: t.type,
      size: 110,
      cell: ({ row }) => t.types[row.original.type as "general" | "direct"] ?? row.original.type,
    }),
    helper.display({
      id: "group",
      header: t.group,
      size: 200,
      cell: ({ row }) => row.original.payrollGroupName ?? t.none,
    }),
    helper.accessor("period", {
      id: "period",
      header: t.period,
      size: 150,
      enableSorting: true,
      cell: ({ row }) => periodLabel(t, row.original.period),
    }),
    helper.accessor("status", {
      id: "status",
      header: t.status,
      size: 150,
      cell: ({ row }) => (
        <StatusBadge t={t} status={row.original.status} progress={row.original.progress} />
      ),
    }),
    helper.display({
      id: "gross",
      header: t.gross,
      size: 160,
      cell: ({ row }) => formatRupiah(row.original.totals.gross),
    }),
    helper.display({
      id: "net",
      header: t.net,
      size: 160,
      cell: ({ row }) => formatRupiah(row.original.totals.net),
    }),
    helper.accessor("createdAt", {
      id: "createdAt",
      header: t.createdAt,
      size: 170,
      enableSorting: true,
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 150,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <div className={actions}>
          <Link
            className={link}
            href={reportHref(row.original)}
            aria-label={`${t.view} ${row.original.name}`}
          >
            {t.view}
          </Link>
          {DELETABLE.has(row.original.status) && (
            <button
              type="button"
              className={link}
              onClick={() => onDelete(row.original)}
              aria-label={`${t.delete} ${row.original.name}`}
            >
              {t.delete}
            </button>
          )}
        </div>
      ),
    }),
  ]);
}

const actions = css({ display: "flex", gap: "12" });
const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  _hover: { textDecoration: "underline" },
});
const emptyNote = css({ fontSize: "sm", color: "muted" });
