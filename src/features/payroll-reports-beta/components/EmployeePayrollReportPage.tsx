import { useQuery } from "urql";
import { Link, useLocation, useParams } from "wouter";
import { formatDate, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { payslipLineLabel, periodMonth } from "../../../../domain/payroll/run/payslip.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import { Button, SkeletonLines, showToast } from "../../../ui/index.ts";
import { Badge, Banner } from "../../../ui/misc/index.ts";
import { downloadFile, useSessionHeaders } from "../../bulk-import/index.ts";
import { ListScreen, useText } from "../../org-common/index.ts";
import { BetaPayrollReportDetailQuery } from "./documents.ts";
import {
  card,
  heading,
  link,
  subheading,
  summary,
  summaryItem,
  term,
  titleRow,
} from "./PayrollReportBetaDetailPage.tsx";
import { idParam, payslipPdfUrl, payslipPreviewPath, reportPath, statusColor } from "./paths.ts";
import { type PayrollReportBetaText, payrollReportBetaText } from "./text.ts";

type Figure = {
  code: string;
  label: string;
  amount: number;
  type: string;
  taxable?: boolean | null;
  rule: string;
  inputs?: string | null;
};

export type EmployeePayrollReportPageProps = { route: RouteDefinition };

/**
 * /payroll/payroll-reports-beta/:id/employee-payroll-report/:employeeReportId (issue 17): one
 * worker's line, every figure with the rule that produced it and its inputs, and the payslip
 * (PDF download, HTML preview).
 */
export function EmployeePayrollReportPage({ route }: EmployeePayrollReportPageProps) {
  const t = useText(payrollReportBetaText);
  const { language } = useI18n();
  const params = useParams<{ id: string; employeeReportId: string }>();
  const reportId = idParam(params.id);
  const detailId = idParam(params.employeeReportId, Number.MAX_SAFE_INTEGER);
  const valid = reportId !== null && detailId !== null;
  const [{ data, fetching, error }] = useQuery({
    query: BetaPayrollReportDetailQuery,
    variables: { reportId: reportId ?? 0, detailId: detailId ?? 0 },
    pause: !valid,
  });
  const [, navigate] = useLocation();
  const headers = useSessionHeaders();
  const report = data?.payrollReport;
  const detail = data?.payrollReportDetail;

  const downloadPdf = () => {
    if (!detail) return;
    downloadFile(
      payslipPdfUrl(detail.reportId, detail.agentId),
      headers,
      `payslip-${detail.agentId}.pdf`,
    ).catch((failure: Error) => showToast("error", t.downloadFailed(failure.message)));
  };

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        detail && !detail.errorCode ? (
          <>
            <Button variant="secondary" onClick={() => navigate(payslipPreviewPath(detail.id))}>
              {t.preview}
            </Button>
            <Button onClick={downloadPdf}>{t.downloadPdf}</Button>
          </>
        ) : undefined
      }
    >
      {valid && !data && (fetching || !error) ? (
        <SkeletonLines count={8} />
      ) : !detail || !report ? (
        <p role="alert">
          {error && valid ? (error.graphQLErrors[0]?.message ?? error.message) : t.lineNotFound}
        </p>
      ) : (
        <>
          <Link className={link} href={reportPath(report.id)}>
            ← {t.backToReport}: {report.name}
          </Link>
          <section className={card} aria-label={t.summary}>
            <div className={titleRow}>
              <h2 className={heading}>{detail.agentName}</h2>
              <Badge color={statusColor(report.status)}>
                {t.statuses[report.status] ?? report.status}
              </Badge>
            </div>
            <dl className={summary}>
              <Fact label={t.employeeNumber} value={detail.employeeNumber ?? "-"} />
              <Fact label={t.branch} value={detail.branchName ?? "-"} />
              <Fact label={t.period} value={periodMonth(report.period, language)} />
              <Fact
                label={t.payPeriod}
                value={`${formatDate(report.periodStart)} – ${formatDate(report.periodEnd)}`}
              />
              <Fact label={t.payDate} value={formatDate(report.payDate)} />
              <Fact label={t.taxMonth} value={String(detail.taxMonth)} />
              <Fact label={t.account} value={accountOf(detail)} />
            </dl>
            {detail.errorCode && (
              <Banner
                variant="danger"
                size="small"
                title={t.lineError(detail.errorCode, detail.errorReason ?? "")}
              />
            )}
            <dl className={summary} aria-label={t.totals}>
              <Fact label={t.gross} value={formatRupiah(detail.gross)} />
              <Fact label={t.taxableGross} value={formatRupiah(detail.taxableGross)} />
              <Fact label={t.totalDeductions} value={formatRupiah(detail.employeeDeductions)} />
              <Fact label={t.pph21} value={formatRupiah(detail.pph21)} />
              <Fact
                label={t.employerContributions}
                value={formatRupiah(detail.employerContributions)}
              />
              <Fact label={t.net} value={formatRupiah(detail.net)} />
            </dl>
          </section>
          <Figures title={t.earnings} figures={detail.lines.filter((l) => l.type === "earning")} />
          <Figures
            title={t.deductions}
            figures={detail.lines.filter((l) => l.type === "deduction")}
          />
          <Figures
            title={t.employerContributions}
            note={t.employerNote}
            figures={detail.lines.filter((l) => l.type === "employer")}
          />
          <Figures title={t.tax} figures={detail.lines.filter((l) => l.type === "tax")} />
          <Facts
            text={t}
            inputs={detail.inputs}
            info={detail.lines.filter((l) => l.type === "info")}
          />
        </>
      )}
    </ListScreen>
  );
}

function accountOf(detail: {
  paymentMethod?: string | null;
  bankName?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
  eWallet?: string | null;
  walletPhoneNumber?: string | null;
}): string {
  if (detail.paymentMethod === "e_wallet")
    return [detail.eWallet?.toUpperCase(), detail.walletPhoneNumber].filter(Boolean).join(" ");
  return (
    [detail.bankName, detail.accountNumber, detail.accountName].filter(Boolean).join(" · ") || "-"
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={summaryItem}>
      <dt className={term}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** "key: value" pairs of a JSON object text; anything else as it is. */
export function inputPairs(text: string | null | undefined): [string, string][] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== "object" || Array.isArray(value))
      return [["", String(text)]];
    return Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      item !== null && typeof item === "object" ? JSON.stringify(item) : String(item),
    ]);
  } catch {
    return [["", text]];
  }
}

function Figures({ title, note, figures }: { title: string; note?: string; figures: Figure[] }) {
  const t = useText(payrollReportBetaText);
  const { language } = useI18n();
  const total = figures.reduce((sum, figure) => sum + figure.amount, 0);
  return (
    <section className={card} aria-label={title}>
      <h3 className={subheading}>{title}</h3>
      {note && <p className={muted}>{note}</p>}
      {figures.length === 0 ? (
        <p className={muted}>{t.noItems}</p>
      ) : (
        <table className={table} aria-label={title}>
          <thead>
            <tr>
              <th scope="col">{t.item}</th>
              <th scope="col" className={numeric}>
                {t.amount}
              </th>
              <th scope="col">{t.rule}</th>
            </tr>
          </thead>
          <tbody>
            {figures.map((figure, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's figures never reorder and their codes and labels may repeat
              <tr key={`${figure.code}-${index}`}>
                <td>
                  {payslipLineLabel(figure, language)}
                  {figure.taxable && <span className={muted}> ({t.taxable})</span>}
                </td>
                <td className={numeric}>{formatRupiah(figure.amount)}</td>
                <td>
                  <span>{figure.rule}</span>
                  {inputPairs(figure.inputs).length > 0 && (
                    <ul className={inputsList}>
                      {inputPairs(figure.inputs).map(([key, value]) => (
                        <li key={key}>
                          {key ? `${key}: ` : ""}
                          {value}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.total}</th>
              <td className={numeric}>{formatRupiah(total)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}

function Facts({
  text: t,
  inputs,
  info,
}: {
  text: PayrollReportBetaText;
  inputs: string;
  info: Figure[];
}) {
  const { language } = useI18n();
  const pairs = inputPairs(inputs);
  return (
    <section className={card} aria-label={t.facts}>
      <h3 className={subheading}>{t.facts}</h3>
      {pairs.length === 0 && info.length === 0 ? (
        <p className={muted}>{t.noFacts}</p>
      ) : (
        <dl className={summary}>
          {info.map((figure, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's figures never reorder and their codes and labels may repeat
            <div key={`info-${figure.code}-${index}`} className={summaryItem}>
              <dt className={term}>{payslipLineLabel(figure, language)}</dt>
              <dd>
                {formatRupiah(figure.amount)} · {figure.rule}
              </dd>
            </div>
          ))}
          {pairs.map(([key, value]) => (
            <div key={key} className={summaryItem}>
              <dt className={term}>{key}</dt>
              <dd className={wrap}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

const muted = css({ fontSize: "sm", color: "muted" });
const numeric = css({ textAlign: "right", whiteSpace: "nowrap" });
const wrap = css({ overflowWrap: "anywhere" });
const inputsList = css({ fontSize: "xs", color: "muted", listStyle: "none", p: "0", m: "0" });
const table = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": {
    textAlign: "left",
    p: "8",
    borderBottomWidth: "1px",
    borderColor: "line",
    verticalAlign: "top",
  },
  "& th.numeric, & td.numeric": { textAlign: "right" },
  "& tfoot th, & tfoot td": { fontWeight: "700" },
});
