import { useMemo, useState } from "react";
import { useQuery } from "urql";
import { Link } from "wouter";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { useFragment } from "../../../gql";
import { type Language, useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Badge } from "../../../ui/misc/index.ts";
import { ImagePreviewModal, type PreviewImage } from "../../../ui/overlays/index.ts";
import { type ListUrlConfig, useClampedPage, useListState } from "../../org-common/index.ts";
import { badges, EmployeeCell, FlagBadges, link, muted, stack } from "./cells.tsx";
import { ActivityLogsQuery, AttendanceCheckFields } from "./documents.ts";
import { OverviewFilters, useOverviewFilters } from "./filters.tsx";
import { zonedDateTime } from "./format.ts";
import { overviewText } from "./text.ts";

const LIST: ListUrlConfig = { filterKeys: ["employeeId", "employeeName", "date"], sortable: [] };

export type ActivityRow = {
  id: number;
  recordId?: number | null;
  date: string;
  agentId: number;
  employeeName: string;
  branch: { id: number; name: string };
  type: string;
  occurredAt: string;
  timezone: string;
  accuracyMeters: number;
  workingLocation?: { id: number; name: string } | null;
  distanceMeters?: number | null;
  flags: string[];
  isMock: boolean;
  offline: boolean;
  selfieUrl?: string | null;
};

type Text = (typeof overviewText)["en"];

/** Activity logs: the check-ins and check-outs of the chosen day, newest first. */
export function ActivityLogsTab() {
  const { language } = useI18n();
  const t = overviewText[language];
  const list = useListState(LIST);
  const { employeeId, badEmployeeId, employeeName, shownDate } = useOverviewFilters(list);
  const [{ data, fetching }, refetch] = useQuery({
    query: ActivityLogsQuery,
    variables: {
      employeeId,
      employeeName,
      // The day the picker shows (today unless chosen), so the list and the picker agree.
      date: shownDate,
      limit: list.paging.limit,
      page: list.paging.page,
    },
    pause: badEmployeeId,
  });
  useLiveChange("attendance", () => refetch({ requestPolicy: "network-only" }));
  useClampedPage(list, data?.attendanceActivityLogs.totalItems);
  const [preview, setPreview] = useState<PreviewImage | null>(null);
  const columns = useMemo(() => activityColumns(t, language, setPreview), [t, language]);
  const items = data?.attendanceActivityLogs.items;
  const checks = useFragment(AttendanceCheckFields, items);
  const rows = useMemo<ActivityRow[]>(
    () => (items ?? []).map((item, index) => ({ ...item, ...checks![index]! })),
    [items, checks],
  );

  return (
    <>
      <DataTable
        label={t.activityTable}
        columns={columns}
        data={rows}
        totalItems={data?.attendanceActivityLogs.totalItems ?? 0}
        loading={fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        selectable={false}
        getRowId={(row) => String(row.id)}
        toolbar={<OverviewFilters list={list} />}
      />
      <ImagePreviewModal
        open={preview !== null}
        image={preview}
        title={t.selfie}
        onClose={() => setPreview(null)}
      />
    </>
  );
}

const helper = createDataTableColumnHelper<ActivityRow>();

export function activityColumns(
  t: Text,
  language: Language,
  onPreview: (image: PreviewImage) => void,
): DataTableColumnDef<ActivityRow>[] {
  return helper.columns([
    helper.accessor("employeeName", {
      id: "employee",
      header: t.employee,
      size: 220,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <EmployeeCell
          name={<span className={strong}>{row.original.employeeName}</span>}
          agentId={row.original.agentId}
          branchName={row.original.branch.name}
        />
      ),
    }),
    helper.accessor("type", {
      id: "type",
      header: t.type,
      size: 120,
      cell: ({ row }) => (
        <Badge color={row.original.type === "check_in" ? "green" : "blue"}>
          {row.original.type === "check_in" ? t.checkIn : t.checkOut}
        </Badge>
      ),
    }),
    helper.accessor("occurredAt", {
      id: "time",
      header: t.time,
      size: 190,
      cell: ({ row }) => zonedDateTime(row.original.occurredAt, row.original.timezone),
    }),
    helper.display({
      id: "location",
      header: t.location,
      size: 220,
      cell: ({ row }) => {
        const place = row.original.workingLocation;
        const distance = row.original.distanceMeters;
        return (
          <span className={stack}>
            <span>{place?.name ?? t.outsideAny}</span>
            {distance !== null && distance !== undefined && (
              <span className={muted}>
                {t.distance}: {t.metres(distance)}
              </span>
            )}
          </span>
        );
      },
    }),
    helper.accessor("accuracyMeters", {
      id: "accuracy",
      header: t.accuracy,
      size: 110,
      cell: ({ row }) => t.metres(Math.round(row.original.accuracyMeters)),
    }),
    helper.display({
      id: "flags",
      header: t.flags,
      size: 220,
      cell: ({ row }) => <FlagBadges flags={row.original.flags} language={language} />,
    }),
    helper.display({
      id: "source",
      header: t.source,
      size: 150,
      cell: ({ row }) => (
        <span className={badges}>
          {row.original.offline && (
            <Badge color="grey" size="small">
              {t.offline}
            </Badge>
          )}
          {row.original.isMock && (
            <Badge color="red" size="small">
              {t.mock}
            </Badge>
          )}
          {!row.original.offline && !row.original.isMock && t.online}
        </span>
      ),
    }),
    helper.display({
      id: "selfie",
      header: t.selfie,
      size: 110,
      cell: ({ row }) => {
        const url = row.original.selfieUrl;
        if (!url) return t.noSelfie;
        const alt = t.selfieOf(
          row.original.employeeName,
          zonedDateTime(row.original.occurredAt, row.original.timezone),
        );
        return (
          <button
            type="button"
            className={thumbButton}
            aria-label={t.viewSelfie}
            onClick={() => onPreview({ src: url, alt })}
          >
            <img src={url} alt={alt} className={thumb} loading="lazy" />
          </button>
        );
      },
    }),
    helper.display({
      id: "detail",
      header: t.detail,
      size: 100,
      cell: ({ row }) =>
        row.original.recordId ? (
          <Link
            className={link}
            href={`/attendances/overview/daily-overview/attendances/${row.original.recordId}`}
          >
            {t.detail}
          </Link>
        ) : (
          "-"
        ),
    }),
  ]);
}

const strong = css({ fontWeight: "600" });
const thumbButton = css({ cursor: "pointer", padding: "0", bg: "transparent", border: "none" });
const thumb = css({
  width: "40px",
  height: "40px",
  objectFit: "cover",
  borderRadius: "semi-rounded",
});
