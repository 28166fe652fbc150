import { useState } from "react";
import { useQuery } from "urql";
import { Link, useParams } from "wouter";
import { attendanceStatusLabel } from "../../../../domain/attendance/statuses.ts";
import { enumLabel } from "../../../../domain/enums.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { useFragment } from "../../../gql";
import { useI18n } from "../../../i18n/index.ts";
import { Badge, Timeline, type TimelineItem } from "../../../ui/misc/index.ts";
import { ImagePreviewModal, type PreviewImage } from "../../../ui/overlays/index.ts";
import { ListScreen } from "../../org-common/index.ts";
import { CheckInMap } from "./CheckInMap.tsx";
import { FlagBadges } from "./cells.tsx";
import { AttendanceCheckFields, RecordDetailQuery } from "./documents.ts";
import { displayDate, flagLabel, statusColor, zonedDateTime, zonedTime } from "./format.ts";
import { overviewText } from "./text.ts";

export type AttendanceDetailPageProps = { route: RouteDefinition };

/**
 * /attendances/overview/daily-overview/attendances/:id: one daily record — its schedule,
 * check-ins with selfies (image preview) and places (map), the timeline of everything that
 * happened to it, and the worker's requests about the day. Follows live changes.
 */
export function AttendanceDetailPage({ route }: AttendanceDetailPageProps) {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const { language } = useI18n();
  const t = overviewText[language];
  const [{ data, fetching, error }, refetch] = useQuery({
    query: RecordDetailQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "cache-and-network",
  });
  useLiveChange("attendance", () => valid && refetch({ requestPolicy: "network-only" }));
  const [preview, setPreview] = useState<PreviewImage | null>(null);
  const record = data?.attendanceRecordDetail;
  const events = useFragment(AttendanceCheckFields, record?.events ?? []);

  let body: React.ReactNode;
  if (valid && !data && (fetching || !error)) body = <p>{t.loading}</p>;
  else if (!record || !data) body = <p role="alert">{t.notFound}</p>;
  else {
    const zone = record.timezone;
    const timeline: TimelineItem[] = record.actions.map((action) => {
      const what = t.actions[action.action] ?? action.action;
      const change =
        action.fromStatus && action.toStatus && action.fromStatus !== action.toStatus
          ? ` (${t.statusChange(
              attendanceStatusLabel(action.fromStatus, language),
              attendanceStatusLabel(action.toStatus, language),
            )})`
          : "";
      const note = action.note ? ` — ${action.note}` : "";
      const who = action.actorName ?? t.actor[action.actor] ?? action.actor;
      return {
        createdAt: action.at,
        createdAtTimezone: zone,
        type: action.action,
        title: `${what}${change}${note}`,
        subtitle: who,
      };
    });
    body = (
      <div className={layout}>
        <section className={card} aria-label={t.record}>
          <div className={headRow}>
            <h2 className={title}>
              {record.employeeName} · {displayDate(record.date)}
            </h2>
            <Badge color={statusColor(record.status)} data-testid="record-status">
              {attendanceStatusLabel(record.status, language)}
            </Badge>
          </div>
          <dl className={facts}>
            <dt>{t.employeeId}</dt>
            <dd>
              #{record.agentId} · {record.nik}
            </dd>
            <dt>{t.branch}</dt>
            <dd>{record.branch?.name ?? "-"}</dd>
            <dt>{t.dayType}</dt>
            <dd>{t.dayTypes[record.dayType] ?? record.dayType}</dd>
            <dt>{t.shift}</dt>
            <dd>
              {record.shift
                ? `${record.shift.name} (${zonedTime(record.scheduledStart, zone)} – ${zonedTime(record.scheduledEnd, zone)})`
                : "-"}
            </dd>
            <dt>{t.checkIn}</dt>
            <dd>{zonedDateTime(record.checkInAt, zone)}</dd>
            <dt>{t.checkOut}</dt>
            <dd>{zonedDateTime(record.checkOutAt, zone)}</dd>
            <dt>{t.late}</dt>
            <dd>{record.lateMinutes ? t.minutes(record.lateMinutes) : "-"}</dd>
            <dt>{t.earlyOut}</dt>
            <dd>{record.earlyOutMinutes ? t.minutes(record.earlyOutMinutes) : "-"}</dd>
            <dt>{t.worked}</dt>
            <dd>
              {record.workedMinutes
                ? t.hoursMinutes(Math.floor(record.workedMinutes / 60), record.workedMinutes % 60)
                : "-"}
            </dd>
            {/* Issue 15: the day's approved overtime. */}
            <dt>{t.overtime}</dt>
            <dd data-testid="record-overtime">
              {record.overtimeMinutes
                ? t.hoursMinutes(
                    Math.floor(record.overtimeMinutes / 60),
                    record.overtimeMinutes % 60,
                  )
                : "-"}
            </dd>
            <dt>{t.flags}</dt>
            <dd>
              <FlagBadges flags={record.flags} language={language} />
            </dd>
            {record.decidedBy && (
              <>
                <dt>{t.decidedBy}</dt>
                <dd>
                  {record.decidedBy.fullname} · {zonedDateTime(record.decidedAt, zone)}
                </dd>
              </>
            )}
            {record.decisionNote && (
              <>
                <dt>{t.note}</dt>
                <dd>{record.decisionNote}</dd>
              </>
            )}
          </dl>
          <h3 className={subtitle}>{t.events}</h3>
          {events.length === 0 ? (
            <p className={muted}>{t.noEvents}</p>
          ) : (
            <ul className={eventList} data-testid="record-events">
              {events.map((event) => {
                const when = zonedDateTime(event.occurredAt, event.timezone);
                const alt = t.selfieOf(record.employeeName, when);
                return (
                  <li key={event.id} className={eventItem}>
                    {event.selfieUrl ? (
                      <button
                        type="button"
                        className={thumbButton}
                        aria-label={t.viewSelfie}
                        onClick={() => event.selfieUrl && setPreview({ src: event.selfieUrl, alt })}
                      >
                        <img src={event.selfieUrl} alt={alt} className={thumb} />
                      </button>
                    ) : (
                      <span className={noThumb} aria-hidden="true" />
                    )}
                    <span className={stack}>
                      <strong>{event.type === "check_in" ? t.checkIn : t.checkOut}</strong>
                      <span>{when}</span>
                      <span className={muted}>
                        {event.workingLocation?.name ?? t.outsideAny}
                        {event.distanceMeters !== null && event.distanceMeters !== undefined
                          ? ` · ${t.distance} ${t.metres(event.distanceMeters)}`
                          : ""}
                        {` · ${t.accuracy} ${t.metres(Math.round(event.accuracyMeters))}`}
                      </span>
                      <span className={badges}>
                        {event.offline && (
                          <Badge color="grey" size="small">
                            {t.offline}
                          </Badge>
                        )}
                        {event.isMock && (
                          <Badge color="red" size="small">
                            {t.mock}
                          </Badge>
                        )}
                        {event.flags.map((flag) => (
                          <Badge key={flag} color="orange" size="small">
                            {flagLabel(flag, language)}
                          </Badge>
                        ))}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          <CheckInMap
            label={t.mapLabel}
            tileUrl={data.mapSettings.tileUrl}
            attribution={data.mapSettings.attribution}
            events={events}
          />
        </section>
        <div className={side}>
          <section className={card} aria-label={t.timeline}>
            <h3 className={subtitle}>{t.timeline}</h3>
            <Timeline items={timeline} label={t.timeline} />
          </section>
          <section className={card} aria-label={t.requests}>
            <h3 className={subtitle}>{t.requests}</h3>
            {record.requests.length === 0 ? (
              <p className={muted}>{t.noRequests}</p>
            ) : (
              <ul className={eventList}>
                {record.requests.map((request) => (
                  <li key={request.id} className={stack}>
                    <strong>
                      {request.requestType === "dispute"
                        ? t.dispute
                        : enumLabel("request_type", request.requestType, language)}
                    </strong>
                    <span>{request.reason}</span>
                    <span className={muted}>
                      {t.requestStatuses[request.status] ?? request.status} ·{" "}
                      {zonedDateTime(request.createdAt, zone)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <ImagePreviewModal
          open={preview !== null}
          image={preview}
          title={t.selfie}
          onClose={() => setPreview(null)}
        />
      </div>
    );
  }
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <Link className={link} href="/attendances/overview/daily-overview">
          {t.back}
        </Link>
      }
    >
      {body}
    </ListScreen>
  );
}

const layout = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", lg: "3fr 2fr" },
  gap: "24",
  alignItems: "start",
});
const side = css({ display: "flex", flexDirection: "column", gap: "24" });
const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "12",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
});
const headRow = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: "12",
  flexWrap: "wrap",
});
const title = css({ fontSize: "lg", fontWeight: "700" });
const subtitle = css({ fontSize: "md", fontWeight: "700" });
const facts = css({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  columnGap: "16",
  rowGap: "4",
  fontSize: "sm",
  "& dt": { color: "muted" },
});
const badges = css({ display: "flex", flexWrap: "wrap", gap: "4" });
const muted = css({ fontSize: "xs", color: "muted" });
const stack = css({ display: "flex", flexDirection: "column", gap: "2", fontSize: "sm" });
const eventList = css({ display: "flex", flexDirection: "column", gap: "12", listStyle: "none" });
const eventItem = css({ display: "flex", gap: "12", alignItems: "flex-start" });
const thumbButton = css({ cursor: "pointer", padding: "0", bg: "transparent", border: "none" });
const thumb = css({
  width: "100px",
  height: "100px",
  objectFit: "cover",
  borderRadius: "semi-rounded",
});
const noThumb = css({ width: "100px", height: "100px", bg: "line", borderRadius: "semi-rounded" });
const link = css({ color: "brand", fontWeight: "600", _hover: { textDecoration: "underline" } });
