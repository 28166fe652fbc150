import { useMemo } from "react";
import { useQuery } from "urql";
import { Link } from "wouter";
import { formatDate, formatDateTime, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { periodMonth } from "../../../../domain/payroll/run/payslip.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Badge, Banner } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
import {
  commonText,
  ListScreen,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { BetaPayrollReportListQuery } from "./documents.ts";
import { recentPeriods, reportPath, statusColor } from "./paths.ts";
import { type PayrollReportBetaText, payrollReportBetaText } from "./text.ts";

/** Sortable columns are the server's `sort` fields (payrollReports). */
const LIST: ListUrlConfig = {
  filterKeys: ["status", "period", "type"],
  sortable: ["name", "period", "createdAt"],
};
const STATUSES = ["computing", "draft", "failed", "finalized", "paid"] as const;

type Row = {
  id: number;
  name: string;
  type: string;
  period: string;
  periodStart: string;
  periodEnd: string;
  status: string;
  payrollGroupName?: string | null;
  lineCount: number;
  errorCount: number;
  totals: { gross: number; net: number };
  createdAt: string;
};

export type PayrollReportsBetaPageProps = { route: RouteDefinition };

/** /payroll/payroll-reports-beta (issue 17): the client's payroll reports. */
export function PayrollReportsBetaPage({ route }: PayrollReportsBetaPageProps) {
  const t = useText(payrollReportBetaText);
  const c = useText(commonText);
  const { language } = useI18n();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching, error }] = useQuery({
    query: BetaPayrollReportListQuery,
    variables: {
      q: filters["q"],
      status: filters["status"],
      period: filters["period"],
      type: filters["type"],
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  useClampedPage(list, data?.payrollReports.totalItems);
  const columns = useMemo(() => reportColumns(t, language), [t, language]);
  const periods = useMemo(
    () => recentPeriods().map((value) => ({ value, label: periodMonth(value, language) })),
    [language],
  );
  const rows = (data?.payrollReports.items ?? []) as Row[];
  const filtered = ["q", ...LIST.filterKeys].some((key) => filters[key]);

  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
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
              label={t.status}
              placeholder={t.allStatuses}
              options={STATUSES.map((value) => ({ value, label: t.statuses[value] ?? value }))}
              value={filters["status"] ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
            <Select
              label={t.period}
              placeholder={t.allPeriods}
              options={periods}
              value={filters["period"] ?? null}
              onValueChange={(value) => setFilter("period", value)}
            />
            <Select
              label={t.type}
              placeholder={t.allTypes}
              options={["general", "direct"].map((value) => ({
                value,
                label: t.types[value] ?? value,
              }))}
              value={filters["type"] ?? null}
              onValueChange={(value) => setFilter("type", value)}
            />
          </div>
        }
      />
      {!fetching && data && rows.length === 0 && !filtered && (
        <p className={emptyNote}>{t.empty}</p>
      )}
    </ListScreen>
  );
}

const helper = createDataTableColumnHelper<Row>();

function reportColumns(t: PayrollReportBetaText, language: "en" | "id"): DataTableColumnDef<Row>[] {
  return helper.columns([
    helper.accessor("name", {
      id: "name",
      header: t.name,
      size: 240,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <Link className={link} href={reportPath(row.original.id)}>
          {row.original.name}
        </Link>
      ),
    }),
    helper.accessor("period", {
      id: "period",
      header: t.period,
      size: 220,
      enableSorting: true,
      cell: ({ row }) => (
        <span>
          {periodMonth(row.original.period, language)}
          <span className={subtle}>
            {formatDate(row.original.periodStart)} – {formatDate(row.original.periodEnd)}
          </span>
        </span>
      ),
    }),
    helper.display({
      id: "type",
      header: t.type,
      size: 160,
      cell: ({ row }) =>
        [t.types[row.original.type] ?? row.original.type, row.original.payrollGroupName]
          .filter(Boolean)
          .join(" · "),
    }),
    helper.accessor("status", {
      id: "status",
      header: t.status,
      size: 120,
      cell: ({ row }) => (
        <Badge color={statusColor(row.original.status)}>
          {t.statuses[row.original.status] ?? row.original.status}
        </Badge>
      ),
    }),
    helper.accessor("lineCount", {
      id: "lineCount",
      header: t.employees,
      size: 150,
      cell: ({ row }) => (
        <span>
          {row.original.lineCount.toLocaleString("id-ID")}
          {row.original.errorCount > 0 && (
            <span className={errorNote}>{t.withErrors(row.original.errorCount)}</span>
          )}
        </span>
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
      header: t.view,
      size: 100,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <Link
          className={link}
          href={reportPath(row.original.id)}
          aria-label={`${t.view} ${row.original.name}`}
        >
          {t.view}
        </Link>
      ),
    }),
  ]);
}

const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  _hover: { textDecoration: "underline" },
});
const subtle = css({ display: "block", fontSize: "xs", color: "muted" });
const errorNote = css({ display: "block", fontSize: "xs", color: "red.700" });
const emptyNote = css({ fontSize: "sm", color: "muted" });
