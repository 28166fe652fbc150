import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation, useParams } from "wouter";
import { formatDate, formatDateTime, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { type FragmentType, useFragment as readFragment } from "../../../gql";
import { useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Badge, type BadgeColor, Banner, Progress } from "../../../ui/misc/index.ts";
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
import { lineErrorIn, monthLabel, progressPercent, refusalText } from "../model/lines.ts";
import {
  DeletePayrollReportMutation,
  FinalizePayrollReportMutation,
  PayrollReportFields,
  PayrollReportQuery,
  PayrollReportWorkersQuery,
  RecomputePayrollReportMutation,
} from "./documents.ts";
import { type ReportDetailText, reportDetailText } from "./text.ts";
import { type WorkerLine, WorkerLinesPanel } from "./WorkerLinesPanel.tsx";

export const PAYROLL_REPORTS_PATH = "/payroll-reports";
export const HCM_API = "/api/hcm/v1";
/** How often a computing report is asked again (besides the live pointer). */
export const POLL_MS = 2_000;

const WORKERS: ListUrlConfig = { filterKeys: ["errors"], sortable: ["name", "gross", "net"] };

export type Report = ReturnType<typeof readReport>;
const readReport = (data: FragmentType<typeof PayrollReportFields>) =>
  readFragment(PayrollReportFields, data);

type Worker = WorkerLine & { id: number };

export const STATUS_COLORS: Record<string, BadgeColor> = {
  computing: "blue",
  draft: "yellow",
  failed: "red",
  finalized: "green",
  paid: "violet",
};

const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/**
 * The report of a payroll id and its refresh: every 2 s while it computes, and on the live
 * pointer "payroll_report".
 */
export function useReport(id: number) {
  const valid = validId(id);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: PayrollReportQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "cache-and-network",
  });
  const report = data?.payrollReport ? readReport(data.payrollReport) : null;
  const again = useCallback(() => refetch({ requestPolicy: "network-only" }), [refetch]);
  const computing = report?.status === "computing";
  useEffect(() => {
    if (!computing) return;
    const timer = setInterval(again, POLL_MS);
    return () => clearInterval(timer);
  }, [computing, again]);
  useLiveChange("payroll_report", again);
  return { valid, report, loading: valid && !data && (fetching || !error), error, again };
}

export type PayrollReportDetailPageProps = { route: RouteDefinition };

/** /payroll-reports/:id (issue 17): a general report, its progress, totals and workers. */
export function PayrollReportDetailPage({ route }: PayrollReportDetailPageProps) {
  const t = useText(reportDetailText);
  const c = useText(commonText);
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const { valid, report, loading, error, again } = useReport(id);
  // A refused action stays on the page (besides its toast) until the next action.
  const [refusal, setRefusal] = useState<string | null>(null);
  // A direct report has its own page (SPEC §2 /payroll-reports/direct/{id}).
  const [, navigate] = useLocation();
  const direct = report?.type === "direct";
  useEffect(() => {
    if (direct) navigate(`${PAYROLL_REPORTS_PATH}/direct/${id}`, { replace: true });
  }, [direct, id, navigate]);
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        report ? (
          <ReportActions report={report} onChanged={again} onRefused={setRefusal} />
        ) : undefined
      }
    >
      {loading ? (
        <p>{c.loading}</p>
      ) : report ? (
        <>
          {refusal && <Banner variant="danger">{refusal}</Banner>}
          <ReportBody report={report} />
        </>
      ) : error && valid ? (
        <div role="alert" className={stack}>
          <p>{t.loadFailed(refusalText(error, t.codes, error.message))}</p>
          <div>
            <Button variant="secondary" onClick={again}>
              {t.retry}
            </Button>
          </div>
        </div>
      ) : (
        <p role="alert">{t.notFound}</p>
      )}
    </ListScreen>
  );
}

function ReportBody({ report }: { report: Report }) {
  return (
    <>
      <ReportHeader report={report} />
      <ReportState report={report} />
      <Totals report={report} />
      <Workers report={report} />
    </>
  );
}

function ReportHeader({ report }: { report: Report }) {
  const t = useText(reportDetailText);
  const { language } = useI18n();
  const items: [string, React.ReactNode][] = [
    [t.type, t.types[report.type] ?? report.type],
    [
      t.group,
      report.payrollGroupId ? (
        <Link key="group" className={link} href={`/payroll-groups/${report.payrollGroupId}`}>
          {report.payrollGroupName ?? String(report.payrollGroupId)}
        </Link>
      ) : (
        (report.payrollGroupName ?? "-")
      ),
    ],
    [t.period, monthLabel(report.period, language)],
    [t.periodRange, `${formatDate(report.periodStart)} – ${formatDate(report.periodEnd)}`],
    [t.payDate, formatDate(report.payDate)],
  ];
  if (report.thrHolidayDate) items.push([t.thrHolidayDate, formatDate(report.thrHolidayDate)]);
  const notes = [
    report.createdByName
      ? t.createdBy(report.createdByName, formatDateTime(report.createdAt))
      : t.createdAt(formatDateTime(report.createdAt)),
    report.computedAt ? t.computedAt(formatDateTime(report.computedAt)) : null,
    report.finalizedAt
      ? report.finalizedByName
        ? t.finalizedBy(report.finalizedByName, formatDateTime(report.finalizedAt))
        : t.finalizedAt(formatDateTime(report.finalizedAt))
      : null,
    report.useAttendance ? t.attendanceUsed : null,
  ].filter((note): note is string => note !== null);
  return (
    <section className={card} aria-label={report.name}>
      <div className={headRow}>
        <h2 className={heading}>{report.name}</h2>
        <Badge
          color={STATUS_COLORS[report.status] ?? "grey"}
          size="large"
          data-testid="report-status"
        >
          {t.statuses[report.status] ?? report.status}
        </Badge>
      </div>
      <dl className={summary}>
        {items.map(([label, value]) => (
          <div key={label} className={summaryItem}>
            <dt className={term}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={muted}>{notes.join(" · ")}</p>
    </section>
  );
}

function ReportState({ report }: { report: Report }) {
  const t = useText(reportDetailText);
  if (report.status === "computing") {
    const { done, total } = report.progress;
    return (
      <section className={card} aria-live="polite" data-testid="report-progress">
        <Progress value={progressPercent(report.progress)} label={t.progressLabel} />
        <p className={muted}>{t.progressCount(done, total)}</p>
      </section>
    );
  }
  if (report.status === "failed")
    return (
      <Banner variant="danger">
        {report.failureReason ? t.failedBanner(report.failureReason) : t.failedNoReason}
      </Banner>
    );
  if (report.errorCount > 0)
    return <Banner variant="warning">{t.errorsBanner(report.errorCount)}</Banner>;
  if (report.status === "finalized" || report.status === "paid")
    return <Banner variant="success">{t.finalizedBanner}</Banner>;
  return null;
}

function Totals({ report }: { report: Report }) {
  const t = useText(reportDetailText);
  const totals: [string, number, string][] = [
    [t.gross, report.totals.gross, "gross"],
    [t.deductions, report.totals.deductions, "deductions"],
    [t.pph21, report.totals.pph21, "pph21"],
    [t.employerContributions, report.totals.employerContributions, "employer"],
    [t.net, report.totals.net, "net"],
  ];
  return (
    <section className={card} aria-label={t.totals}>
      <h2 className={heading}>
        {t.totals} <span className={muted}>({t.workersCount(report.lineCount)})</span>
      </h2>
      <dl className={totalsGrid}>
        {totals.map(([label, value, key]) => (
          <div key={key} className={totalItem} data-testid={`total-${key}`}>
            <dt className={term}>{label}</dt>
            <dd className={bigFigure}>{formatRupiah(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ReportActions({
  report,
  onChanged,
  onRefused,
}: {
  report: Report;
  onChanged: () => void;
  onRefused: (message: string | null) => void;
}) {
  const t = useText(reportDetailText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const headers = useSessionHeaders();
  const [confirming, setConfirming] = useState<"finalize" | "delete" | null>(null);
  const [busy, setBusy] = useState(false);
  const [, recompute] = useMutation(RecomputePayrollReportMutation);
  const [, finalize] = useMutation(FinalizePayrollReportMutation);
  const [, remove] = useMutation(DeletePayrollReportMutation);
  const editable = report.status === "draft" || report.status === "failed";
  const hasLines = report.lineCount > 0 && report.status !== "computing";
  const refused = (error: unknown) => {
    const message = refusalText(error, t.codes, t.saveFailed);
    onRefused(message);
    showToast("error", message);
  };

  const run = async (what: "recompute" | "finalize" | "delete") => {
    setBusy(true);
    setConfirming(null);
    onRefused(null);
    try {
      if (what === "recompute") {
        const result = await recompute({ id: report.id });
        if (result.error) refused(result.error);
        else showToast("success", t.recomputeStarted);
        onChanged();
      } else if (what === "finalize") {
        const result = await finalize({ id: report.id });
        if (result.error) refused(result.error);
        else showToast("success", t.finalized(report.name));
        onChanged();
      } else {
        const result = await remove({ id: report.id });
        if (result.error) refused(result.error);
        else {
          showToast("success", t.deleted(report.name));
          navigate(PAYROLL_REPORTS_PATH);
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const download = (path: string, name: string) =>
    downloadFile(`${HCM_API}/payroll-reports/${report.id}/${path}`, headers, name).catch(
      (error: Error) => showToast("error", t.downloadFailed(error.message)),
    );

  const workers = t.workersCount(report.lineCount);
  return (
    <>
      {editable && (
        <Button variant="secondary" disabled={busy} onClick={() => run("recompute")}>
          {t.recompute}
        </Button>
      )}
      {report.status === "draft" && report.type === "general" && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => navigate(`${PAYROLL_REPORTS_PATH}/${report.id}/edit`)}
        >
          {t.editAdjustments}
        </Button>
      )}
      {hasLines && (
        <>
          <Button
            variant="secondary"
            onClick={() => download("payslips.zip", `payslips-${report.id}.zip`)}
          >
            {t.downloadAllPayslips}
          </Button>
          <Button
            variant="secondary"
            onClick={() => download("export?format=xlsx", `payroll-report-${report.id}.xlsx`)}
          >
            {t.exportXlsx}
          </Button>
        </>
      )}
      {editable && (
        <Button variant="secondary" disabled={busy} onClick={() => setConfirming("delete")}>
          {t.delete}
        </Button>
      )}
      {report.status === "draft" && (
        <Button disabled={busy} onClick={() => setConfirming("finalize")}>
          {t.finalize}
        </Button>
      )}
      <ConfirmDialog
        open={confirming === "finalize"}
        title={t.finalizeTitle(report.name)}
        description={t.finalizeBody(
          workers,
          formatRupiah(report.totals.gross),
          formatRupiah(report.totals.pph21),
          formatRupiah(report.totals.net),
          formatRupiah(report.totals.employerContributions),
        )}
        confirmLabel={t.finalize}
        cancelLabel={c.cancel}
        onConfirm={() => run("finalize")}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        title={t.deleteTitle(report.name)}
        description={t.deleteBody}
        confirmLabel={t.delete}
        cancelLabel={c.cancel}
        onConfirm={() => run("delete")}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

const helper = createDataTableColumnHelper<Worker>();

function Workers({ report }: { report: Report }) {
  const t = useText(reportDetailText);
  const { language } = useI18n();
  const c = useText(commonText);
  const headers = useSessionHeaders();
  const list = useListState(WORKERS);
  const { filters, setFilter, paging } = list;
  const errorsOnly = filters["errors"] === "1";
  const [{ data, fetching }, refetch] = useQuery({
    query: PayrollReportWorkersQuery,
    variables: {
      reportId: report.id,
      q: filters["q"],
      errorsOnly: errorsOnly ? true : undefined,
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
    requestPolicy: "cache-and-network",
  });
  useClampedPage(list, data?.payrollReportDetails.totalItems);
  // A run that moves on (progress, done, recomputed) changes the lines: read them again.
  const seen = useRef(`${report.status}:${report.progress.done}:${report.computedAt}`);
  useEffect(() => {
    const now = `${report.status}:${report.progress.done}:${report.computedAt}`;
    if (now === seen.current) return;
    seen.current = now;
    refetch({ requestPolicy: "network-only" });
  }, [report.status, report.progress.done, report.computedAt, refetch]);

  const [open, setOpen] = useState<Worker | null>(null);
  const rows = (data?.payrollReportDetails.items ?? []) as unknown as Worker[];
  const filtered = Boolean(filters["q"]) || errorsOnly;
  const payslips = report.status !== "computing";

  const downloadPayslip = useCallback(
    (worker: WorkerLine) =>
      downloadFile(
        `${HCM_API}/payroll-reports/${report.id}/payslips/${worker.agentId}.pdf`,
        headers,
        `payslip-${report.period}-${worker.agentId}.pdf`,
      ).catch((error: Error) => showToast("error", t.downloadFailed(error.message))),
    [report.id, report.period, headers, t],
  );

  const columns = useMemo(
    () => workerColumns(t, language, payslips, setOpen, downloadPayslip),
    [t, language, payslips, downloadPayslip],
  );

  return (
    <section className={card}>
      <h2 className={heading}>{t.workers}</h2>
      <DataTable
        label={t.workers}
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
              placeholder={t.searchWorkers}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
            <label className={checkbox}>
              <input
                type="checkbox"
                checked={errorsOnly}
                onChange={(event) => setFilter("errors", event.target.checked ? "1" : null)}
              />
              {t.errorsOnly}
            </label>
          </div>
        }
      />
      {!fetching && data && rows.length === 0 && (
        <p className={muted}>
          {errorsOnly && !filters["q"]
            ? t.noErrors
            : filtered
              ? null
              : report.status === "computing"
                ? t.noWorkersComputing
                : t.noWorkers}
        </p>
      )}
      <WorkerLinesPanel
        worker={open}
        onClose={() => setOpen(null)}
        onDownloadPayslip={payslips ? downloadPayslip : undefined}
      />
    </section>
  );
}

const bpjsWorker = (w: Worker) => w.bpjs.kesehatanWorker + w.bpjs.jhtWorker + w.bpjs.jpWorker;

function workerColumns(
  t: ReportDetailText,
  language: "en" | "id",
  payslips: boolean,
  onOpen: (worker: Worker) => void,
  onPayslip: (worker: Worker) => void,
): DataTableColumnDef<Worker>[] {
  const money = (id: keyof Worker & string, header: string, sortable = false) =>
    helper.accessor(id as "gross", {
      id,
      header,
      size: 150,
      enableSorting: sortable,
      cell: ({ row }) => formatRupiah(row.original[id] as number),
    });
  return helper.columns([
    helper.accessor("agentName", {
      id: "name",
      header: t.employee,
      size: 220,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <button
          type="button"
          className={link}
          aria-label={t.viewLines(row.original.agentName)}
          onClick={() => onOpen(row.original)}
        >
          {row.original.agentName}
        </button>
      ),
    }),
    helper.accessor("employeeNumber", {
      id: "employeeNumber",
      header: t.employeeNumber,
      size: 150,
      cell: ({ row }) => row.original.employeeNumber ?? "-",
    }),
    money("basicSalary", t.basicSalary),
    money("gross", t.gross, true),
    helper.display({
      id: "bpjsWorker",
      header: t.bpjsWorker,
      size: 150,
      cell: ({ row }) => formatRupiah(bpjsWorker(row.original)),
    }),
    money("pph21", t.pph21),
    money("net", t.net, true),
    helper.display({
      id: "error",
      header: t.error,
      size: 220,
      cell: ({ row }) =>
        row.original.errorCode ? (
          <span className={errorCell}>
            <Badge color="red">{lineErrorIn(row.original.errorCode, language)}</Badge>
            {row.original.errorReason && <span>{row.original.errorReason}</span>}
          </span>
        ) : (
          "-"
        ),
    }),
    helper.display({
      id: "payslip",
      header: t.payslip,
      size: 120,
      meta: { sticky: "right" },
      cell: ({ row }) =>
        payslips && !row.original.errorCode ? (
          <button
            type="button"
            className={link}
            aria-label={t.payslipPdf(row.original.agentName)}
            onClick={() => onPayslip(row.original)}
          >
            PDF
          </button>
        ) : (
          "-"
        ),
    }),
  ]);
}

const stack = css({ display: "flex", flexDirection: "column", gap: "12" });
const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "16",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
});
const headRow = css({ display: "flex", alignItems: "center", gap: "12", flexWrap: "wrap" });
const heading = css({ fontSize: "lg", fontWeight: "700" });
const summary = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: "12",
  fontSize: "sm",
});
const summaryItem = css({ display: "flex", flexDirection: "column", gap: "2" });
const term = css({ color: "muted", fontWeight: "600" });
const muted = css({ fontSize: "sm", color: "muted", fontWeight: "400" });
const totalsGrid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: "16",
});
const totalItem = css({ display: "flex", flexDirection: "column", gap: "4", fontSize: "sm" });
const bigFigure = css({ fontSize: "lg", fontWeight: "700", fontVariantNumeric: "tabular-nums" });
const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  textAlign: "left",
  _hover: { textDecoration: "underline" },
});
const checkbox = css({ display: "flex", alignItems: "center", gap: "8", fontSize: "sm" });
const errorCell = css({ display: "flex", flexDirection: "column", gap: "4", fontSize: "xs" });
