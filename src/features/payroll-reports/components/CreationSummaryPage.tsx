import { useEffect } from "react";
import { useQuery } from "urql";
import { Link, useSearchParams } from "wouter";
import { formatDateTime, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { Banner, Progress } from "../../../ui/misc/index.ts";
import { commonText, ListScreen, useText } from "../../org-common/index.ts";
import { PayrollReportSummaryQuery } from "./documents.ts";
import {
  COMPUTING_POLL_MS,
  PAYROLL_REPORTS_PATH,
  reportHref,
  StatusBadge,
} from "./PayrollReportsPage.tsx";
import { payrollReportText, periodLabel, progressPercent } from "./text.ts";

export type CreationSummaryPageProps = { route: RouteDefinition };

/**
 * /payroll-reports/creation-summary?id= (issue 17): the report just created, computing with
 * live progress (read again every 2 s, and at once when the live stream says it changed),
 * then its totals as a draft, with the way to the report.
 */
export function CreationSummaryPage({ route }: CreationSummaryPageProps) {
  const t = useText(payrollReportText);
  const c = useText(commonText);
  const [params] = useSearchParams();
  const raw = params.get("id") ?? "";
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const valid = id !== null && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: PayrollReportSummaryQuery,
    variables: { id: id ?? 0 },
    pause: !valid,
    requestPolicy: "network-only",
  });
  const report = data?.payrollReport;
  const computing = report?.status === "computing";

  useEffect(() => {
    if (!computing) return;
    const timer = setInterval(() => refetch({ requestPolicy: "network-only" }), COMPUTING_POLL_MS);
    return () => clearInterval(timer);
  }, [computing, refetch]);
  useLiveChange("payroll_report", () => {
    if (valid) refetch({ requestPolicy: "network-only" });
  });

  const body = () => {
    if (!valid) return <Banner variant="warning" size="small" title={t.summaryMissing} />;
    if (!report && (fetching || !error)) return <p role="status">{c.loading}</p>;
    if (!report)
      return (
        <Banner
          variant="danger"
          size="small"
          title={error ? (error.graphQLErrors[0]?.message ?? error.message) : t.notFound}
        />
      );
    const totals = [
      [t.gross, report.totals.gross],
      [t.deductions, report.totals.deductions],
      [t.pph21, report.totals.pph21],
      [t.employerContributions, report.totals.employerContributions],
      [t.net, report.totals.net],
    ] as const;
    return (
      <section className={card} aria-label={report.name}>
        <div className={head}>
          <h2 className={title}>{report.name}</h2>
          <StatusBadge t={t} status={report.status} progress={report.progress} />
        </div>
        <dl className={facts}>
          <div>
            <dt>{t.type}</dt>
            <dd>{t.types[report.type as "general" | "direct"] ?? report.type}</dd>
          </div>
          <div>
            <dt>{t.group}</dt>
            <dd>{report.payrollGroupName ?? t.none}</dd>
          </div>
          <div>
            <dt>{t.period}</dt>
            <dd>{periodLabel(t, report.period)}</dd>
          </div>
          <div>
            <dt>{t.createdAt}</dt>
            <dd>
              {formatDateTime(report.createdAt)}
              {report.createdByName ? ` · ${report.createdByName}` : ""}
            </dd>
          </div>
        </dl>
        {computing && (
          <div className={stack}>
            <Progress label={t.computing} value={progressPercent(report.progress)} />
            <p className={muted}>
              {t.computingProgress(report.progress.done, report.progress.total)}
            </p>
          </div>
        )}
        {report.status === "failed" && (
          <Banner variant="danger" size="small" title={t.failed}>
            {report.failureReason}
          </Banner>
        )}
        {!computing && report.status !== "failed" && (
          <>
            {report.status === "draft" && <p role="status">{t.computed}</p>}
            <dl className={totalsGrid} aria-label={t.summaryLabel}>
              <div>
                <dt>{t.lines}</dt>
                <dd>{report.lineCount.toLocaleString("id-ID")}</dd>
              </div>
              {report.errorCount > 0 && (
                <div>
                  <dt>{t.errors}</dt>
                  <dd>{report.errorCount.toLocaleString("id-ID")}</dd>
                </div>
              )}
              {totals.map(([label, amount]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{formatRupiah(amount)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        <div className={links}>
          <Link className={link} href={reportHref(report)}>
            {t.openReport}
          </Link>
          <Link className={link} href={PAYROLL_REPORTS_PATH}>
            {t.backToList}
          </Link>
        </div>
      </section>
    );
  };

  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb}>
      {body()}
    </ListScreen>
  );
}

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
  maxWidth: "900px",
});
const head = css({ display: "flex", alignItems: "center", gap: "12", flexWrap: "wrap" });
const title = css({ fontSize: "lg", fontWeight: "700" });
const facts = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: "12",
  fontSize: "sm",
  "& dt": { color: "muted" },
  "& dd": { fontWeight: "600" },
});
const totalsGrid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  gap: "12",
  fontSize: "sm",
  "& > div": {
    borderWidth: "1px",
    borderStyle: "solid",
    borderColor: "line",
    borderRadius: "semi-rounded",
    padding: "12",
  },
  "& dt": { color: "muted" },
  "& dd": { fontWeight: "700", fontSize: "md" },
});
const stack = css({ display: "flex", flexDirection: "column", gap: "8" });
const muted = css({ fontSize: "sm", color: "muted" });
const links = css({ display: "flex", gap: "16" });
const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  _hover: { textDecoration: "underline" },
});
