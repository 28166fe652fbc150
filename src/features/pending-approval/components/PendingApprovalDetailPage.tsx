import { useCallback, useState } from "react";
import { useQuery } from "urql";
import { Link, useParams } from "wouter";
import { REQUEST_STATUS_LABELS } from "../../../../domain/attendance/requests.ts";
import {
  ATTENDANCE_FLAG_LABELS,
  type AttendanceFlag,
  attendanceStatusLabel,
} from "../../../../domain/attendance/statuses.ts";
import { formatDate } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { useFragment } from "../../../gql";
import { type Language, useI18n } from "../../../i18n/index.ts";
import { Button } from "../../../ui/index.ts";
import { Badge, Timeline, type TimelineItem } from "../../../ui/misc/index.ts";
import { commonText, ListScreen, useText } from "../../org-common/index.ts";
import { clock, describeChange, requestTypeLabel } from "./change.ts";
import { DecisionDialog, type DecisionRequest } from "./DecisionDialog.tsx";
import { AttendanceRequestFields, PendingApprovalDetailQuery } from "./documents.ts";
import { PENDING_PATH } from "./PendingApprovalsPage.tsx";
import { pendingText } from "./text.ts";

type PendingText = (typeof pendingText)["en"];
type Entry = {
  at: string;
  actor: string;
  actorName?: string | null;
  action: string;
  layer?: number | null;
  requestType?: string | null;
  fromStatus?: string | null;
  toStatus?: string | null;
  note?: string | null;
  source: string;
};

export type PendingApprovalDetailPageProps = { route: RouteDefinition };

/**
 * /attendances/pending-approvals/attendances/:id: one attendance record, the worker requests
 * on it (approve or reject the ones waiting for the user's layer) and its history as a timeline
 * (who, layer, what, note, when). Refetches on live changes of requests and attendance.
 */
export function PendingApprovalDetailPage({ route }: PendingApprovalDetailPageProps) {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const t = useText(pendingText);
  const c = useText(commonText);
  const { language } = useI18n();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: PendingApprovalDetailQuery,
    variables: { attendanceId: id },
    pause: !valid,
    requestPolicy: "cache-and-network",
  });
  const again = useCallback(() => refetch({ requestPolicy: "network-only" }), [refetch]);
  useLiveChange("attendance_request", again);
  useLiveChange("attendance", again);
  const [decision, setDecision] = useState<DecisionRequest | null>(null);
  const onDone = useCallback(
    (decided: boolean) => {
      setDecision(null);
      if (decided) again();
    },
    [again],
  );
  const detail = data?.pendingApprovalDetail;
  const requests = useFragment(AttendanceRequestFields, detail?.requests ?? []);

  let body: React.ReactNode;
  if (valid && !data && (fetching || !error)) body = <p>{c.loading}</p>;
  else if (!detail) body = <p role="alert">{t.notFound}</p>;
  else {
    const record = detail.record;
    const zone = record.timezone;
    const actionable = new Set(
      detail.requests.flatMap((r, i) => (r.actionable && requests[i] ? [requests[i].id] : [])),
    );
    body = (
      <div className={layout}>
        <section aria-label={t.record} className={card}>
          <h2 className={heading}>{t.record}</h2>
          <dl className={facts}>
            <dt>{t.employee}</dt>
            <dd>{record.agentName}</dd>
            <dt>{t.date}</dt>
            <dd>{formatDate(record.date)}</dd>
            <dt>{t.status}</dt>
            <dd>
              <Badge>{attendanceStatusLabel(record.status, language)}</Badge>
            </dd>
            <dt>{t.shift}</dt>
            <dd>{record.shiftName ?? "-"}</dd>
            <dt>{t.branch}</dt>
            <dd>{record.branchName ?? "-"}</dd>
            <dt>{t.schedule}</dt>
            <dd>
              {record.scheduledStart
                ? `${clock(record.scheduledStart, zone)} – ${clock(record.scheduledEnd, zone)}`
                : "-"}
            </dd>
            <dt>{t.checkIn}</dt>
            <dd>{clock(record.checkInAt, zone)}</dd>
            <dt>{t.checkOut}</dt>
            <dd>{clock(record.checkOutAt, zone)}</dd>
            <dt>{t.flags}</dt>
            <dd>
              {record.flags.length === 0
                ? "-"
                : record.flags.map((flag) => (
                    <Badge key={flag}>
                      {ATTENDANCE_FLAG_LABELS[flag as AttendanceFlag]?.[language] ?? flag}
                    </Badge>
                  ))}
            </dd>
          </dl>
        </section>
        <section aria-label={t.requests} className={card}>
          <h2 className={heading}>{t.requests}</h2>
          <ul className={requestList}>
            {requests.map((request) => {
              const change = describeChange(request, language, t);
              return (
                <li
                  key={request.id}
                  className={requestItem}
                  aria-label={requestTypeLabel(request.type, language)}
                >
                  <div className={requestHead}>
                    <Badge>{requestTypeLabel(request.type, language)}</Badge>
                    <span>
                      {t.requestStatus}:{" "}
                      {REQUEST_STATUS_LABELS[
                        request.status as keyof typeof REQUEST_STATUS_LABELS
                      ]?.[language] ?? request.status}
                    </span>
                    {request.status === "pending" && (
                      <span>
                        {t.layer} {t.layerOf(request.currentLayer ?? 1, request.layerCount ?? 1)}
                      </span>
                    )}
                  </div>
                  <p>
                    <span className={muted}>{change.from}</span> → <strong>{change.to}</strong>
                  </p>
                  <p className={muted}>
                    {t.reason}: {request.reason}
                  </p>
                  {actionable.has(request.id) && (
                    <div className={buttons}>
                      <Button
                        minHeight="32px"
                        onClick={() =>
                          setDecision({
                            action: "approve",
                            ids: [request.id],
                            who: request.agentName,
                            key: Date.now(),
                          })
                        }
                      >
                        {t.approve}
                      </Button>
                      <Button
                        variant="secondary"
                        minHeight="32px"
                        onClick={() =>
                          setDecision({
                            action: "reject",
                            ids: [request.id],
                            who: request.agentName,
                            key: Date.now(),
                          })
                        }
                      >
                        {t.reject}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-label={t.history} className={card}>
          <h2 className={heading}>{t.history}</h2>
          <Timeline
            label={t.history}
            items={detail.timeline.map((entry) => timelineItem(entry, zone, t, language))}
          />
        </section>
      </div>
    );
  }
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        valid && (
          <Link href={`${PENDING_PATH}?attendanceId=${id}`} className={backLink}>
            {t.back}
          </Link>
        )
      }
    >
      {body}
      <DecisionDialog key={decision?.key ?? 0} request={decision} onDone={onDone} />
    </ListScreen>
  );
}

/** "Budi Santoso approved Shift (layer 1): “Checked”" with the channel as its "Via" line. */
function timelineItem(
  entry: Entry,
  zone: string,
  t: PendingText,
  language: Language,
): TimelineItem {
  const who = entry.actorName ?? t.system;
  const key = /^request_.+_approved$/.test(entry.action) ? "request_applied" : entry.action;
  const what = t.actions[key] ?? entry.action.replaceAll("_", " ");
  const type =
    entry.requestType && entry.source !== "record"
      ? ` ${requestTypeLabel(entry.requestType, language)}`
      : "";
  const layer = entry.layer ? ` (${t.layerShort(entry.layer)})` : "";
  const status =
    entry.source === "record" &&
    entry.fromStatus &&
    entry.toStatus &&
    entry.fromStatus !== entry.toStatus
      ? ` ${attendanceStatusLabel(entry.fromStatus, language)} → ${attendanceStatusLabel(entry.toStatus, language)}`
      : "";
  const note = entry.note ? `: “${entry.note}”` : "";
  return {
    createdAt: entry.at,
    createdAtTimezone: zone,
    type: entry.action,
    title: `${who} ${what}${type}${layer}${status}${note}`,
    subtitle:
      entry.actor === "agent" ? "Worker app" : entry.actor === "user" ? "Console" : t.system,
  };
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
const requestList = css({ display: "flex", flexDirection: "column", gap: "12", listStyle: "none" });
const requestItem = css({
  borderBottom: "1px solid",
  borderColor: "line",
  paddingBottom: "12",
  fontSize: "sm",
});
const requestHead = css({ display: "flex", gap: "12", alignItems: "center", flexWrap: "wrap" });
const buttons = css({ display: "flex", gap: "8", marginTop: "8" });
const muted = css({ color: "muted" });
const backLink = css({ color: "brand", fontSize: "sm" });
