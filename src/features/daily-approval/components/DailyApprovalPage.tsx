import { Camera, MapPin } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useSearchParams } from "wouter";
import { BULK_DECISION_LIMIT } from "../../../../domain/attendance/daily.ts";
import {
  ATTENDANCE_FLAG_LABELS,
  ATTENDANCE_FLAGS,
  type AttendanceDecision,
} from "../../../../domain/attendance/statuses.ts";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { useEnumLabel } from "../../../app/useEnumLabel.ts";
import { useI18n } from "../../../i18n/index.ts";
import { DataTable } from "../../../ui/data-table/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { Banner, Tabs } from "../../../ui/misc/index.ts";
import { ImagePreviewModal, type PreviewImage } from "../../../ui/overlays/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { anyBranch } from "../../branches/index.ts";
import {
  commonText,
  EntityPicker,
  errorCode,
  intFilter,
  ListScreen,
  type ListUrlConfig,
  SearchField,
  todayIso,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { type DailyRow, dailyColumns } from "./columns.tsx";
import { DecisionDialog } from "./DecisionDialog.tsx";
import {
  DailyApprovalListQuery,
  DecideAttendanceMutation,
  DecideAttendancesMutation,
} from "./documents.ts";
import { LocationDialog } from "./LocationDialog.tsx";
import { OvertimeRequestsTab } from "./overtime/OvertimeRequestsTab.tsx";
import { overtimeText } from "./overtime/text.ts";
import { ROW_ACTIONS_WIDTH, RowActions } from "./RowActions.tsx";
import { dailyText } from "./text.ts";

const LIST: ListUrlConfig = {
  filterKeys: ["date", "branch", "status", "flag"],
  sortable: [
    "agentName",
    "checkInAt",
    "checkOutAt",
    "lateMinutes",
    "workedMinutes",
    "overtimeMinutes",
    "status",
  ],
};

/** The tabs always shown; any other status of the day gets a tab while it has records. */
const MAIN_STATUSES = ["pending", "waiting_for_checkout", "need_revision", "approved", "rejected"];
const ALL = "all";

type Decision =
  | { kind: "one"; decision: AttendanceDecision; row: DailyRow }
  | { kind: "many"; decision: AttendanceDecision; ids: number[] };

type Failure = { id: number; message: string };

export type DailyApprovalPageProps = { route: RouteDefinition };

/**
 * /daily-approvals (SPEC §2): the records of a day, by branch, status (tabs with the day's
 * counts), flag and employee; approve (Present), reject (Absent) or ask for revision one by
 * one or for the selected rows with one note. The selfie opens in the image preview modal and
 * the check-in on a map. A check-in or decision anywhere refetches the list (live pointers).
 */
export function DailyApprovalPage({ route }: DailyApprovalPageProps) {
  // Issue 15: the Overtime Requests tab (?tab=overtime) beside the day's records.
  const [params, setParams] = useSearchParams();
  const overtime = params.get("tab") === OVERTIME_TAB;
  const o = useText(overtimeText);
  const viewTabs = (
    <Tabs
      label={o.viewTabs}
      tabs={[
        { key: "records", label: o.attendanceTab },
        { key: OVERTIME_TAB, label: o.overtimeTab },
      ]}
      activeKey={overtime ? OVERTIME_TAB : "records"}
      onChange={({ key }) =>
        setParams(new URLSearchParams(key === OVERTIME_TAB ? { tab: OVERTIME_TAB } : {}))
      }
    />
  );
  return overtime ? (
    <OvertimeRequestsTab route={route} viewTabs={viewTabs} />
  ) : (
    <DailyRecords route={route} viewTabs={viewTabs} />
  );
}

const OVERTIME_TAB = "overtime";

function DailyRecords({ route, viewTabs }: DailyApprovalPageProps & { viewTabs: ReactNode }) {
  const t = useText(dailyText);
  const c = useText(commonText);
  const { language } = useI18n();
  const enumLabel = useEnumLabel();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const date = filters["date"] ?? todayIso();
  const branchId = intFilter(filters, "branch");
  const status = filters["status"] ?? ALL;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: DailyApprovalListQuery,
    variables: {
      date,
      branchId,
      statuses: status === ALL ? undefined : [status],
      flag: filters["flag"],
      q: filters["q"],
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  const onLiveChange = (change: { dates: string[] }) => {
    if (change.dates.length === 0 || change.dates.includes(date))
      refetch({ requestPolicy: "network-only" });
  };
  useLiveChange("attendance", onLiveChange);
  // A dispute filed or decided blocks or frees the day's decisions.
  useLiveChange("attendance_request", onLiveChange);
  const page = data?.attendanceRecords;
  useClampedPage(list, page?.totalItems);

  const [decision, setDecision] = useState<Decision | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [selfie, setSelfie] = useState<PreviewImage | null>(null);
  const [place, setPlace] = useState<DailyRow | null>(null);
  const [, decideOne] = useMutation(DecideAttendanceMutation);
  const [, decideMany] = useMutation(DecideAttendancesMutation);

  const selectedIds = list.state.selection.rows.map(Number);
  const tooMany = selectedIds.length > BULK_DECISION_LIMIT;
  const statusLabel = (value: string) => enumLabel("attendance_status", value);

  const counts = new Map((page?.statusCounts ?? []).map((entry) => [entry.status, entry.count]));
  const dayTotal = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const tabStatuses = [
    ...MAIN_STATUSES,
    ...[...counts.keys()].filter((s) => !MAIN_STATUSES.includes(s)).sort(),
  ];
  const tabs = [
    { key: ALL, label: `${t.all} (${dayTotal})` },
    ...tabStatuses.map((s) => ({ key: s, label: `${statusLabel(s)} (${counts.get(s) ?? 0})` })),
  ];

  const columns = useMemo(
    () =>
      dailyColumns({
        t,
        language,
        statusLabel: (value) => enumLabel("attendance_status", value),
        actionsLabel: c.actions,
        actionsWidth: ROW_ACTIONS_WIDTH,
        renderCheckInExtras: (row) => (
          <>
            {row.checkIn?.selfieUrl && (
              <button
                type="button"
                className={iconButton}
                aria-label={t.viewSelfie(row.agentName)}
                title={t.selfie}
                onClick={() =>
                  setSelfie({ src: row.checkIn!.selfieUrl!, alt: t.selfieTitle(row.agentName) })
                }
              >
                <Camera size={16} aria-hidden />
              </button>
            )}
            {row.checkIn && (
              <button
                type="button"
                className={iconButton}
                aria-label={t.viewLocation(row.agentName)}
                title={t.location}
                onClick={() => setPlace(row)}
              >
                <MapPin size={16} aria-hidden />
              </button>
            )}
          </>
        ),
        renderActions: (row) => (
          <RowActions
            row={row}
            t={t}
            language={language}
            statusLabel={enumLabel("attendance_status", row.status)}
            onDecide={(d) => setDecision({ kind: "one", decision: d, row })}
          />
        ),
      }),
    [t, c, language, enumLabel],
  );

  /** A refused decision: a problem with the note stays in the dialog, the rest is a toast. */
  function failed(error: unknown): unknown {
    if (errorCode(error) === "BAD_USER_INPUT") return error;
    setDecision(null);
    showToast("error", extractErrorMessage(error));
    refetch({ requestPolicy: "network-only" });
    return null;
  }

  async function confirm(note: string | null): Promise<unknown> {
    const current = decision;
    if (!current) return null;
    if (current.kind === "one") {
      const result = await decideOne({
        id: current.row.id,
        decision: current.decision,
        note,
        version: current.row.version,
      });
      if (result.error) return failed(result.error);
      setDecision(null);
      showToast("success", t.decided[current.decision](current.row.agentName));
      return null;
    }
    const result = await decideMany({ ids: current.ids, decision: current.decision, note });
    if (result.error) return failed(result.error);
    const outcome = result.data!.decideAttendances;
    setDecision(null);
    list.clearSelection();
    setFailures(outcome.failures.map((f) => ({ id: f.id, message: f.message })));
    showToast(
      outcome.failures.length > 0 ? "warning" : "success",
      t.decidedMany(outcome.updatedIds.length, outcome.unchangedIds.length),
    );
    return null;
  }

  const nameOf = (id: number) => page?.items.find((row) => row.id === id)?.agentName ?? `#${id}`;
  const dialogTitle =
    decision === null
      ? ""
      : decision.kind === "one"
        ? t.decisionTitle[decision.decision](decision.row.agentName)
        : t.decisionManyTitle[decision.decision](decision.ids.length);
  const dialogBody =
    decision === null
      ? ""
      : decision.kind === "one"
        ? t.decisionBody[decision.decision]
        : `${t.decisionBody[decision.decision]} ${t.decisionManyBody}`;
  const bulk = (d: AttendanceDecision) =>
    setDecision({ kind: "many", decision: d, ids: selectedIds });

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        selectedIds.length > 0 && (
          <>
            <Button disabled={tooMany} onClick={() => bulk("approve")}>
              {t.approveSelected(selectedIds.length)}
            </Button>
            <Button variant="secondary" disabled={tooMany} onClick={() => bulk("reject")}>
              {t.rejectSelected(selectedIds.length)}
            </Button>
            <Button variant="secondary" disabled={tooMany} onClick={() => bulk("need_revision")}>
              {t.reviseSelected(selectedIds.length)}
            </Button>
          </>
        )
      }
      intro={
        <>
          {viewTabs}
          {tooMany && (
            <Banner variant="warning" size="small" title={t.tooManySelected(BULK_DECISION_LIMIT)} />
          )}
          {failures.length > 0 && (
            <Banner variant="danger" size="small" title={t.failuresTitle(failures.length)}>
              <ul className={failureList} data-testid="decision-failures">
                {failures.map((f) => (
                  <li key={f.id}>
                    {nameOf(f.id)}: {f.message}
                  </li>
                ))}
              </ul>
            </Banner>
          )}
          {error && <Banner variant="danger" size="small" title={extractErrorMessage(error)} />}
        </>
      }
    >
      <Tabs
        label={t.statusTabs}
        tabs={tabs}
        activeKey={status}
        onChange={({ key }) => setFilter("status", key === ALL ? null : key)}
      />
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={page?.items ?? []}
        totalItems={page?.totalItems ?? 0}
        loading={fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        getRowId={(row) => String(row.id)}
        toolbar={
          <div className={toolbarRow}>
            <DatePicker
              label={t.date}
              value={[date]}
              onValueChange={(dates) => {
                const picked = dates[0]?.toString();
                if (picked) setFilter("date", picked === todayIso() ? null : picked);
              }}
            />
            <EntityPicker
              label={t.branch}
              placeholder={t.allBranches}
              source={anyBranch}
              value={branchId ?? null}
              onValueChange={(id) => setFilter("branch", id === null ? "" : String(id))}
            />
            <Select
              label={t.flag}
              placeholder={t.allFlags}
              options={ATTENDANCE_FLAGS.map((flag) => ({
                value: flag,
                label: ATTENDANCE_FLAG_LABELS[flag][language],
              }))}
              value={filters["flag"] ?? null}
              onValueChange={(value) => setFilter("flag", value)}
            />
            <SearchField
              label={c.search}
              placeholder={t.searchPlaceholder}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
          </div>
        }
      />
      <DecisionDialog
        decision={decision?.decision ?? null}
        title={dialogTitle}
        description={dialogBody}
        onCancel={() => setDecision(null)}
        onConfirm={confirm}
      />
      <ImagePreviewModal
        open={selfie !== null}
        onClose={() => setSelfie(null)}
        image={selfie}
        title={selfie?.alt}
      />
      <LocationDialog
        who={place?.agentName ?? null}
        punch={place?.checkIn ?? null}
        onClose={() => setPlace(null)}
      />
    </ListScreen>
  );
}

const iconButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "28px",
  height: "28px",
  borderRadius: "semi-rounded",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  bg: "canvas",
  color: "brand",
  cursor: "pointer",
  _hover: { borderColor: "brand" },
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
});
const failureList = css({ margin: "0", paddingInlineStart: "16", fontSize: "sm" });
