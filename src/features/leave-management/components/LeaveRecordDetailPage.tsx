import { useCallback } from "react";
import { useQuery } from "urql";
import { Link, useParams } from "wouter";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatDate, formatDateTime } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { useI18n } from "../../../i18n/index.ts";
import { Button, SkeletonLines } from "../../../ui/index.ts";
import { Badge, Banner, Timeline } from "../../../ui/misc/index.ts";
import { ListScreen, useText } from "../../org-common/index.ts";
import { LeaveRequestDetailQuery } from "./documents.ts";
import {
  formatDays,
  formatRange,
  formatSignedDays,
  kindLabel,
  LEAVE_STATUS_COLORS,
} from "./model.ts";
import { leaveText } from "./text.ts";
import { useLeaveActions } from "./useLeaveActions.tsx";

const isId = (text: string | undefined) => !!text && /^[0-9]{1,9}$/.test(text) && Number(text) > 0;

export type LeaveRecordDetailPageProps = { route: RouteDefinition };

/**
 * /agents/:id/leave-records/:recordId (recordId: the leave request): the worker, policy, dates,
 * each day with its share and day type, status and pay, the approval timeline, the ledger entries
 * it made; the decisions when the user is the current layer's approver (canDecide), and cancel.
 * A request of another worker or client is "not found".
 */
export function LeaveRecordDetailPage({ route }: LeaveRecordDetailPageProps) {
  const t = useText(leaveText);
  const { language } = useI18n();
  const params = useParams<{ id: string; recordId: string }>();
  const valid = isId(params.id) && isId(params.recordId);
  const agentId = Number(params.id);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: LeaveRequestDetailQuery,
    variables: { id: Number(params.recordId) },
    pause: !valid,
    requestPolicy: "cache-and-network",
  });
  const again = useCallback(() => refetch({ requestPolicy: "network-only" }), [refetch]);
  useLiveChange("leave", again);
  const actions = useLeaveActions(again);
  const record = data?.leaveRequest;
  const back = (
    <Link href={`/agents/${valid ? agentId : ""}`} className={backLink}>
      {t.backToEmployee}
    </Link>
  );

  let body: React.ReactNode;
  if (valid && fetching && !data) body = <SkeletonLines count={8} />;
  else if (!record || record.agentId !== agentId)
    body = (
      <Banner variant="warning" title={t.recordNotFound}>
        {error && !/not found/i.test(extractErrorMessage(error))
          ? extractErrorMessage(error)
          : null}
      </Banner>
    );
  else {
    const pending = record.status === "pending";
    const cancellable = pending || record.status === "approved";
    body = (
      <div className={layout}>
        <section aria-label={t.request} className={card}>
          <h2 className={heading}>{t.request}</h2>
          <dl className={facts}>
            <dt>{t.employee}</dt>
            <dd>
              <Link href={`/agents/${record.agentId}`}>{record.agentName}</Link>
            </dd>
            <dt>{t.branch}</dt>
            <dd>{record.branchName ?? "-"}</dd>
            <dt>{t.policy}</dt>
            <dd>
              {record.policyName} · {kindLabel(record.kind, language)}
            </dd>
            <dt>{t.dates}</dt>
            <dd data-testid="record-dates">
              {formatRange(record.from, record.to)}
              {record.halfDay ? ` (${t.halfDays[record.halfDay] ?? record.halfDay})` : ""}
            </dd>
            <dt>{t.days}</dt>
            <dd>{formatDays(record.days, language)}</dd>
            <dt>{t.status}</dt>
            <dd>
              <Badge
                color={LEAVE_STATUS_COLORS[record.status] ?? "secondary"}
                data-testid="record-status"
              >
                {t.statuses[record.status] ?? record.status}
              </Badge>
              {pending && record.layerCount ? (
                <span className={muted}>
                  {" "}
                  {t.layerOf(record.currentLayer ?? 1, record.layerCount)}
                </span>
              ) : null}
            </dd>
            <dt>{t.payment}</dt>
            <dd data-testid="record-paid">
              {record.paid === null || record.paid === undefined
                ? "-"
                : record.paid
                  ? t.paid
                  : t.unpaid}
            </dd>
            <dt>{t.source}</dt>
            <dd>{t.sources[record.source] ?? record.source}</dd>
            <dt>{t.reason}</dt>
            <dd>{record.reason || "-"}</dd>
            {record.fileUrl && (
              <>
                <dt>{t.attachment}</dt>
                <dd>
                  <a href={record.fileUrl} target="_blank" rel="noopener noreferrer">
                    {t.viewAttachment}
                  </a>
                </dd>
              </>
            )}
            <dt>{t.created}</dt>
            <dd>{formatDateTime(record.createdAt)}</dd>
            {record.decidedAt && (
              <>
                <dt>{t.decidedAt}</dt>
                <dd>{formatDateTime(record.decidedAt)}</dd>
              </>
            )}
            {record.decisionNote && (
              <>
                <dt>{t.decisionNote}</dt>
                <dd>{record.decisionNote}</dd>
              </>
            )}
          </dl>
          {(record.canDecide && pending) || cancellable ? (
            <div className={buttons}>
              {record.canDecide && pending && (
                <>
                  <Button onClick={() => actions.start("approve_paid", record)}>
                    {t.approvePaid}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => actions.start("approve_unpaid", record)}
                  >
                    {t.approveUnpaid}
                  </Button>
                  <Button variant="secondary" onClick={() => actions.start("reject", record)}>
                    {t.reject}
                  </Button>
                </>
              )}
              {cancellable && (
                <Button variant="secondary" onClick={() => actions.start("cancel", record)}>
                  {t.cancelRequest}
                </Button>
              )}
            </div>
          ) : null}
        </section>
        <section aria-label={t.dayListTitle} className={card}>
          <h2 className={heading}>{t.dayListTitle}</h2>
          <table className={table}>
            <thead>
              <tr>
                <th>{t.entryDate}</th>
                <th>{t.dayType}</th>
                <th className={num}>{t.fraction}</th>
              </tr>
            </thead>
            <tbody>
              {(record.dayList ?? []).map((day) => (
                <tr key={day.date} data-testid="leave-day">
                  <td>{formatDate(day.date)}</td>
                  <td>{t.dayTypes[day.dayType] ?? day.dayType}</td>
                  <td className={num}>{formatDays(day.fraction, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-label={t.timeline} className={card}>
          <h2 className={heading}>{t.timeline}</h2>
          {(record.actions ?? []).length === 0 ? (
            <p className={muted}>{t.noTimeline}</p>
          ) : (
            <Timeline
              label={t.timeline}
              items={(record.actions ?? []).map((step) => ({
                createdAt: step.at,
                type: step.action,
                title: `${[
                  step.actorName ?? "-",
                  t.actionNames[step.action] ?? step.action.replaceAll("_", " "),
                  step.layer ? `(${t.layer(step.layer)})` : "",
                ]
                  .filter(Boolean)
                  .join(" ")}${step.note ? `: “${step.note}”` : ""}`,
              }))}
            />
          )}
        </section>
        <section aria-label={t.ledgerMade} className={card}>
          <h2 className={heading}>{t.ledgerMade}</h2>
          {(record.ledger ?? []).length === 0 ? (
            <p className={muted}>{t.noLedger}</p>
          ) : (
            <table className={table}>
              <thead>
                <tr>
                  <th>{t.entryDate}</th>
                  <th>{t.entryKind}</th>
                  <th className={num}>{t.entryDays}</th>
                  <th>{t.entryReason}</th>
                </tr>
              </thead>
              <tbody>
                {(record.ledger ?? []).map((entry, index) => (
                  <tr key={entry.id ?? index} data-testid="record-ledger-entry">
                    <td>{formatDate(entry.date)}</td>
                    <td>{t.ledgerKinds[entry.kind] ?? entry.kind}</td>
                    <td className={num}>{formatSignedDays(entry.days, language)}</td>
                    <td>{entry.reason ?? "-"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    );
  }

  return (
    <ListScreen title={route.title} breadcrumb={route.breadcrumb} actions={back}>
      {body}
      {actions.dialog}
    </ListScreen>
  );
}

const layout = css({
  display: "grid",
  gap: "16",
  gridTemplateColumns: { base: "1fr", lg: "1fr 1fr" },
});
const card = css({
  bg: "surface",
  borderRadius: "8",
  padding: "16",
  border: "1px solid",
  borderColor: "line",
});
const heading = css({ fontSize: "md", fontWeight: "600", marginBottom: "12" });
const facts = css({ display: "grid", gridTemplateColumns: "140px 1fr", gap: "8", fontSize: "sm" });
const buttons = css({ display: "flex", gap: "8", marginTop: "16", flexWrap: "wrap" });
const muted = css({ color: "muted", fontSize: "sm" });
const backLink = css({ color: "brand", fontSize: "sm" });
const num = css({ textAlign: "end", whiteSpace: "nowrap" });
const table = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& td:first-child": { whiteSpace: "nowrap" },
  "& th": { textAlign: "start", fontWeight: "600", paddingBlock: "6", paddingInline: "8" },
  "& td": {
    paddingBlock: "6",
    paddingInline: "8",
    borderTopWidth: "1px",
    borderTopStyle: "solid",
    borderColor: "line",
  },
});
