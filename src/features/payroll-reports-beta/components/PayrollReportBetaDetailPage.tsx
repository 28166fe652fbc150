import { useEffect, useMemo, useState } from "react";
import { useQuery } from "urql";
import { Link, useParams } from "wouter";
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
import { Button, SkeletonLines, showToast } from "../../../ui/index.ts";
import { Badge, Banner, Progress } from "../../../ui/misc/index.ts";
import { downloadFile, useSessionHeaders } from "../../bulk-import/index.ts";
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
import { BetaPayrollReportDetailsQuery, BetaPayrollReportQuery } from "./documents.ts";
import {
  employeeReportPath,
  idParam,
  payslipPdfUrl,
  payslipZipUrl,
  reportExportUrl,
  statusColor,
} from "./paths.ts";
import { type PayrollReportBetaText, payrollReportBetaText } from "./text.ts";

const POLL_MS = 3000;
const LINES: ListUrlConfig = { filterKeys: ["errors"], sortable: ["name", "gross", "net"] };

type Line = {
  id: number;
  reportId: number;
  agentId: number;
  agentName: string;
  employeeNumber?: string | null;
  branchName?: string | null;
  basicSalary: number;
  gross: number;
  employeeDeductions: number;
  pph21: number;
  employerContributions: number;
  net: number;
  errorCode?: string | null;
  errorReason?: string | null;
};

export type PayrollReportBetaDetailPageProps = { route: RouteDefinition };

/** /payroll/payroll-reports-beta/:id (issue 17): a report's summary, totals and lines. */
export function PayrollReportBetaDetailPage({ route }: PayrollReportBetaDetailPageProps) {
  const t = useText(payrollReportBetaText);
  const { language } = useI18n();
  const id = idParam(useParams<{ id: string }>().id);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: BetaPayrollReportQuery,
    variables: { id: id ?? 0 },
    pause: id === null,
  });
  const report = data?.payrollReport;
  const headers = useSessionHeaders();
  const [busy, setBusy] = useState(false);
  const download = (url: string, name: string) => {
    setBusy(true);
    showToast("info", t.downloading);
    downloadFile(url, headers, name)
      .catch((failure: Error) => showToast("error", t.downloadFailed(failure.message)))
      .finally(() => setBusy(false));
  };
  const computing = report?.status === "computing";
  // While the run computes, its progress is read again every few seconds.
  useEffect(() => {
    if (!computing) return;
    const timer = setInterval(() => refetch({ requestPolicy: "network-only" }), POLL_MS);
    return () => clearInterval(timer);
  }, [computing, refetch]);
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        report && !computing && report.lineCount > 0 ? (
          <>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                download(reportExportUrl(report.id), `payroll-report-${report.id}.xlsx`)
              }
            >
              {t.exportXlsx}
            </Button>
            <Button
              disabled={busy}
              onClick={() => download(payslipZipUrl(report.id), `payslips-${report.id}.zip`)}
            >
              {t.downloadAll}
            </Button>
          </>
        ) : undefined
      }
    >
      {id !== null && !data && (fetching || !error) ? (
        <SkeletonLines count={6} />
      ) : !report ? (
        <p role="alert">
          {error && id !== null ? (error.graphQLErrors[0]?.message ?? error.message) : t.notFound}
        </p>
      ) : (
        <>
          <section className={card} aria-label={t.summary}>
            <div className={titleRow}>
              <h2 className={heading}>{report.name}</h2>
              <Badge color={statusColor(report.status)}>
                {t.statuses[report.status] ?? report.status}
              </Badge>
            </div>
            <dl className={summary}>
              <Fact label={t.period} value={periodMonth(report.period, language)} />
              <Fact
                label={t.payPeriod}
                value={`${formatDate(report.periodStart)} – ${formatDate(report.periodEnd)}`}
              />
              <Fact label={t.payDate} value={formatDate(report.payDate)} />
              <Fact
                label={t.type}
                value={[t.types[report.type] ?? report.type, report.payrollGroupName]
                  .filter(Boolean)
                  .join(" · ")}
              />
              <Fact
                label={t.employees}
                value={`${report.lineCount.toLocaleString("id-ID")}${report.errorCount > 0 ? ` (${t.withErrors(report.errorCount)})` : ""}`}
              />
              <Fact
                label={t.createdBy}
                value={`${report.createdByName ?? "-"} · ${formatDateTime(report.createdAt)}`}
              />
              {report.finalizedAt && (
                <Fact
                  label={t.finalizedAt}
                  value={`${report.finalizedByName ?? "-"} · ${formatDateTime(report.finalizedAt)}`}
                />
              )}
            </dl>
            {computing && (
              <div>
                <Progress
                  label={t.computing(report.progress.done, report.progress.total)}
                  value={
                    report.progress.total > 0
                      ? (100 * report.progress.done) / report.progress.total
                      : 0
                  }
                />
                <Button
                  variant="secondary"
                  onClick={() => refetch({ requestPolicy: "network-only" })}
                >
                  {t.refresh}
                </Button>
              </div>
            )}
            {report.status === "failed" && (
              <Banner variant="danger" size="small" title={t.failed}>
                {report.failureReason}
              </Banner>
            )}
            <h3 className={subheading}>{t.totals}</h3>
            <dl className={summary} aria-label={t.totals}>
              <Fact label={t.totalGross} value={formatRupiah(report.totals.gross)} />
              <Fact label={t.totalDeductions} value={formatRupiah(report.totals.deductions)} />
              <Fact label={t.totalPph21} value={formatRupiah(report.totals.pph21)} />
              <Fact
                label={t.totalEmployer}
                value={formatRupiah(report.totals.employerContributions)}
              />
              <Fact label={t.totalNet} value={formatRupiah(report.totals.net)} strong />
            </dl>
          </section>
          <Lines reportId={report.id} />
        </>
      )}
    </ListScreen>
  );
}

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={summaryItem}>
      <dt className={term}>{label}</dt>
      <dd className={strong ? strongValue : undefined}>{value}</dd>
    </div>
  );
}

const helper = createDataTableColumnHelper<Line>();

function Lines({ reportId }: { reportId: number }) {
  const t = useText(payrollReportBetaText);
  const c = useText(commonText);
  const headers = useSessionHeaders();
  const list = useListState(LINES);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching }] = useQuery({
    query: BetaPayrollReportDetailsQuery,
    variables: {
      reportId,
      q: filters["q"],
      errorsOnly: filters["errors"] === "1" ? true : undefined,
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  useClampedPage(list, data?.payrollReportDetails.totalItems);
  const rows = (data?.payrollReportDetails.items ?? []) as Line[];
  const columns = useMemo(
    () =>
      lineColumns(t, (line) =>
        downloadFile(
          payslipPdfUrl(line.reportId, line.agentId),
          headers,
          `payslip-${line.agentId}.pdf`,
        ).catch((failure: Error) => showToast("error", t.downloadFailed(failure.message))),
      ),
    [t, headers],
  );
  return (
    <DataTable
      label={t.linesLabel}
      columns={columns}
      data={rows}
      totalItems={data?.payrollReportDetails.totalItems ?? 0}
      loading={fetching && !data}
      state={list.state}
      onStateChange={list.setState}
      selectable={false}
      getRowId={(row) => String(row.id)}
      toolbar={
        <div className={toolbarRow}>
          <SearchField
            label={c.search}
            placeholder={t.searchEmployee}
            value={filters["q"] ?? ""}
            onSearch={(q) => setFilter("q", q)}
          />
          <label className={checkLabel}>
            <input
              type="checkbox"
              checked={filters["errors"] === "1"}
              onChange={(event) => setFilter("errors", event.target.checked ? "1" : null)}
            />
            {t.errorsOnly}
          </label>
        </div>
      }
    />
  );
}

function lineColumns(
  t: PayrollReportBetaText,
  onPdf: (line: Line) => void,
): DataTableColumnDef<Line>[] {
  const money = (id: keyof Line & string, header: string) =>
    helper.display({
      id,
      header,
      size: 150,
      enableSorting: id === "gross" || id === "net",
      cell: ({ row }) => (row.original.errorCode ? "-" : formatRupiah(row.original[id] as number)),
    });
  return helper.columns([
    helper.accessor("agentName", {
      id: "name",
      header: t.employee,
      size: 220,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <Link className={link} href={employeeReportPath(row.original.reportId, row.original.id)}>
          {row.original.agentName}
        </Link>
      ),
    }),
    helper.display({
      id: "employeeNumber",
      header: t.employeeNumber,
      size: 140,
      cell: ({ row }) => row.original.employeeNumber ?? "-",
    }),
    helper.display({
      id: "branch",
      header: t.branch,
      size: 150,
      cell: ({ row }) => row.original.branchName ?? "-",
    }),
    money("basicSalary", t.basicSalary),
    money("gross", t.gross),
    money("employeeDeductions", t.deductions),
    money("pph21", t.pph21),
    money("net", t.net),
    helper.display({
      id: "error",
      header: t.error,
      size: 200,
      cell: ({ row }) =>
        row.original.errorCode ? (
          <Badge color="red" title={row.original.errorReason ?? undefined}>
            {row.original.errorCode}
          </Badge>
        ) : (
          <Badge color="green">{t.ok}</Badge>
        ),
    }),
    helper.display({
      id: "actions",
      header: t.view,
      size: 150,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <div className={actions}>
          <Link
            className={link}
            href={employeeReportPath(row.original.reportId, row.original.id)}
            aria-label={`${t.view} ${row.original.agentName}`}
          >
            {t.view}
          </Link>
          {!row.original.errorCode && (
            <button
              type="button"
              className={link}
              aria-label={`${t.downloadPdf} ${row.original.agentName}`}
              onClick={() => onPdf(row.original)}
            >
              {t.pdf}
            </button>
          )}
        </div>
      ),
    }),
  ]);
}

export const card = css({
  display: "grid",
  gap: "12",
  p: "20",
  bg: "white",
  borderWidth: "1px",
  borderColor: "line",
  borderRadius: "8",
});
export const titleRow = css({ display: "flex", alignItems: "center", gap: "12" });
export const heading = css({ fontSize: "lg", fontWeight: "700" });
export const subheading = css({ fontSize: "md", fontWeight: "600" });
export const summary = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: "12",
});
export const summaryItem = css({ display: "grid", gap: "2" });
export const term = css({ fontSize: "xs", color: "muted" });
const strongValue = css({ fontWeight: "700" });
export const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  _hover: { textDecoration: "underline" },
});
const actions = css({ display: "flex", gap: "12" });
const checkLabel = css({ display: "flex", alignItems: "center", gap: "8", fontSize: "sm" });
