import { useQuery } from "urql";
import { Link, useParams } from "wouter";
import { formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { Badge } from "../../../ui/misc/index.ts";
import { commonText, ListScreen, useText } from "../../org-common/index.ts";
import {
  card,
  head,
  heading,
  link,
  monthText,
  STATUS_COLORS,
  summary,
  summaryItem,
  term,
} from "./DirectPayrollDetailPage.tsx";
import { DirectAgentLineQuery } from "./documents.ts";
import { type DirectPayrollText, directPayrollText, directReportPath } from "./text.ts";

export type DirectPayrollAgentPageProps = { route: RouteDefinition };

const validId = (value: number) => Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

type Account = {
  paymentMethod?: string | null;
  bankName?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
  eWallet?: string | null;
  walletPhoneNumber?: string | null;
};

/** The worker's payment account as paid, in words. */
export function accountText(t: DirectPayrollText, a: Account): string {
  if (!a.paymentMethod) return t.noAccount;
  const method = t.paymentMethods[a.paymentMethod] ?? a.paymentMethod;
  if (a.paymentMethod === "bank_transfer")
    return [method, a.bankName, a.accountNumber, a.accountName].filter(Boolean).join(" · ");
  if (a.paymentMethod === "e_wallet")
    return [method, a.eWallet, a.walletPhoneNumber].filter(Boolean).join(" · ");
  return method;
}

/** The note the row carried (the line's inputs, a JSON object text), if any. */
export function noteOf(inputs: string | null | undefined): string | null {
  try {
    const parsed = JSON.parse(inputs ?? "{}") as { note?: unknown };
    return typeof parsed.note === "string" && parsed.note ? parsed.note : null;
  } catch {
    return null;
  }
}

/** /payroll-reports/direct/:id/agent/:agentId (issue 17): one worker's line of a direct report. */
export function DirectPayrollAgentPage({ route }: DirectPayrollAgentPageProps) {
  const t = useText(directPayrollText);
  const c = useText(commonText);
  const params = useParams<{ id: string; agentId: string }>();
  const reportId = Number(params.id);
  const agentId = Number(params.agentId);
  const valid = validId(reportId) && validId(agentId);
  const [{ data, fetching, error }] = useQuery({
    query: DirectAgentLineQuery,
    variables: { reportId, agentId },
    pause: !valid,
  });
  const report = data?.payrollReport;
  const line = data?.payrollReportDetails.items[0];
  const note = noteOf(line?.inputs);
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        report ? (
          <Link className={link} href={directReportPath(report.id)}>
            {t.backToReport}
          </Link>
        ) : undefined
      }
    >
      {valid && !data && (fetching || !error) ? (
        <p>{c.loading}</p>
      ) : report?.type !== "direct" ? (
        <p role="alert">{t.notFound}</p>
      ) : !line ? (
        <p role="alert">{t.noWorkerLine}</p>
      ) : (
        <>
          <section className={card} aria-label={t.workerLine}>
            <div className={head}>
              <h2 className={heading}>{line.agentName}</h2>
              <Badge color={STATUS_COLORS[report.status] ?? "grey"}>
                {t.statuses[report.status] ?? report.status}
              </Badge>
            </div>
            <dl className={summary}>
              {(
                [
                  [c.name, report.name],
                  [t.period, monthText(report.period)],
                  [t.employeeNumber, line.employeeNumber ?? "-"],
                  [t.branch, line.branchName ?? "-"],
                  [t.gross, formatRupiah(line.gross)],
                  [t.deductions, formatRupiah(line.employeeDeductions)],
                  [t.pph21, formatRupiah(line.pph21)],
                  [t.net, formatRupiah(line.net)],
                  [t.account, accountText(t, line)],
                  ...(note ? [[t.note, note]] : []),
                ] as [string, string][]
              ).map(([label, value]) => (
                <div key={label} className={summaryItem}>
                  <dt className={term}>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={card} aria-label={t.lines}>
            <h2 className={heading}>{t.lines}</h2>
            <table className={table} aria-label={t.lines}>
              <thead>
                <tr>
                  <th scope="col">{t.lineLabel}</th>
                  <th scope="col">{t.lineType}</th>
                  <th scope="col" className={amount}>
                    {t.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {line.lines.map((item) => (
                  <tr key={item.code}>
                    <td>{t.lineLabels[item.code] ?? item.label}</td>
                    <td>{t.lineTypes[item.type] ?? item.type}</td>
                    <td className={amount}>
                      {item.type === "earning" ? "" : "− "}
                      {formatRupiah(item.amount)}
                    </td>
                  </tr>
                ))}
                <tr className={total}>
                  <td colSpan={2}>{t.net}</td>
                  <td className={amount}>{formatRupiah(line.net)}</td>
                </tr>
              </tbody>
            </table>
          </section>
        </>
      )}
    </ListScreen>
  );
}

const table = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": {
    textAlign: "left",
    paddingX: "8",
    paddingY: "8",
    borderBottomWidth: "1px",
    borderBottomStyle: "solid",
    borderBottomColor: "line",
  },
});
const amount = css({ textAlign: "right!", fontVariantNumeric: "tabular-nums" });
const total = css({ fontWeight: "700" });
