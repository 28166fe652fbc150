import { useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { REQUEST_STATUS_LABELS } from "../../../../../domain/attendance/requests.ts";
import { extractErrorMessage } from "../../../../../domain/errors.ts";
import type { RouteDefinition } from "../../../../../domain/navigation.ts";
import type { OvertimeType } from "../../../../../domain/overtime/ladder.ts";
import {
  OVERTIME_REQUEST_STATUSES,
  OVERTIME_SOURCE_LABELS,
  OVERTIME_SOURCES,
  OVERTIME_TYPE_LABELS,
  type OvertimeSource,
} from "../../../../../domain/overtime/requests.ts";
import { css } from "../../../../../styled-system/css";
import { useLiveChange } from "../../../../app/session/liveChanges.ts";
import type { OvertimeRequestsQuery as ListQueryType } from "../../../../gql/graphql.ts";
import { useI18n } from "../../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../../ui/data-table/index.ts";
import { DatePicker } from "../../../../ui/date-picker/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../../ui/index.ts";
import { Badge, type BadgeColor, Banner, Tabs } from "../../../../ui/misc/index.ts";
import { Select } from "../../../../ui/select/index.ts";
import { anyBranch } from "../../../branches/index.ts";
import {
  commonText,
  EntityPicker,
  errorCode,
  intFilter,
  ListScreen,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../../org-common/index.ts";
import { DecisionDialog } from "../DecisionDialog.tsx";
import {
  CancelOvertimeRequestMutation,
  DecideOvertimeRequestMutation,
  OvertimeRequestsQuery,
} from "./documents.ts";
import { NewOvertimeDialog } from "./NewOvertimeDialog.tsx";
import { type OvertimeText, overtimeText } from "./text.ts";

export type OvertimeRow = ListQueryType["overtimeRequests"]["items"][number];

/** "tab" is kept in the URL with the list's own filters (?tab=overtime). */
const LIST: ListUrlConfig = {
  filterKeys: ["tab", "status", "source", "branch", "from", "to"],
  sortable: ["date", "agentName", "minutes", "multiplierUnits", "status"],
};
const ALL = "all";

const STATUS_COLORS: Readonly<Record<string, BadgeColor>> = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
  cancelled: "grey",
};

/** yyyy-MM-dd as dd-MM-yyyy (a calendar day, no zone). */
export const dayOf = (date: string) => date.split("-").reverse().join("-");

/** Hours with up to two decimals in the language's way (1.5 / 1,5). */
const hoursText = (hours: number, language: string) =>
  hours.toLocaleString(language === "id" ? "id-ID" : "en-US", { maximumFractionDigits: 2 });

/** A request status in the language (SPEC §4 request statuses). */
const statusLabelIn = (language: string) => (value: string) =>
  REQUEST_STATUS_LABELS[value as keyof typeof REQUEST_STATUS_LABELS]?.[
    language === "id" ? "id" : "en"
  ] ?? value;

type Decision = { decision: "approve" | "reject"; row: OvertimeRow };

/**
 * Daily Approval → Overtime Requests (?tab=overtime; issue 15): the requests with their
 * worker, day, type, hours, multiplier units, meal duty, status and source; filters (status
 * tabs, source, branch, day range, employee), sorting and pages. An approver of the request's
 * layer approves or rejects (a note to reject); the server's SPEC §8 refusal ("validate the
 * attendance data first") shows as a toast. A request can be made on a worker's behalf and a
 * pending or approved one cancelled after a confirmation.
 */
export function OvertimeRequestsTab({
  route,
  viewTabs,
}: {
  route: RouteDefinition;
  viewTabs: React.ReactNode;
}) {
  const t = useText(overtimeText);
  const c = useText(commonText);
  const { language } = useI18n();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const status = filters["status"] ?? ALL;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: OvertimeRequestsQuery,
    variables: {
      status: status === ALL ? undefined : status,
      source: filters["source"],
      branchId: intFilter(filters, "branch"),
      from: filters["from"],
      to: filters["to"],
      q: filters["q"],
      sort: paging.sort ?? "-date",
      limit: paging.limit,
      page: paging.page,
    },
  });
  const again = () => refetch({ requestPolicy: "network-only" });
  useLiveChange("overtime", again);
  const page = data?.overtimeRequests;
  useClampedPage(list, page?.totalItems);

  const [decision, setDecision] = useState<Decision | null>(null);
  const [cancelling, setCancelling] = useState<OvertimeRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [, decide] = useMutation(DecideOvertimeRequestMutation);
  const [, cancel] = useMutation(CancelOvertimeRequestMutation);

  const statusLabel = statusLabelIn(language);
  const columns = useMemo(
    () =>
      overtimeColumns(t, language, statusLabelIn(language), c.actions, (row) => (
        <div className={actionsLine}>
          {row.status === "pending" && row.actionable && (
            <>
              <Button
                aria-label={t.approveRequest(row.agentName)}
                onClick={() => setDecision({ decision: "approve", row })}
              >
                {t.approve}
              </Button>
              <Button
                variant="secondary"
                aria-label={t.rejectRequest(row.agentName)}
                onClick={() => setDecision({ decision: "reject", row })}
              >
                {t.reject}
              </Button>
            </>
          )}
          {row.status === "pending" && !row.actionable && (
            <span className={muted}>{t.notYours}</span>
          )}
          {(row.status === "pending" || row.status === "approved") && (
            <Button
              variant="secondary"
              aria-label={t.cancelRequest(row.agentName)}
              onClick={() => setCancelling(row)}
            >
              {t.cancel}
            </Button>
          )}
        </div>
      )),
    [t, c, language],
  );

  async function confirm(note: string | null): Promise<unknown> {
    const current = decision;
    if (!current) return null;
    const result = await decide({
      id: current.row.id,
      decision: current.decision,
      note,
      version: current.row.approvalVersion ?? undefined,
    });
    if (result.error) {
      if (errorCode(result.error) === "BAD_USER_INPUT") return result.error;
      setDecision(null);
      showToast("error", extractErrorMessage(result.error));
      again();
      return null;
    }
    setDecision(null);
    showToast("success", t.decided[current.decision](current.row.agentName));
    return null;
  }

  async function confirmCancel() {
    const row = cancelling;
    setCancelling(null);
    if (!row) return;
    const result = await cancel({ id: row.id });
    if (result.error) showToast("error", extractErrorMessage(result.error));
    else showToast("success", t.cancelled(row.agentName));
  }

  const tabs = [
    { key: ALL, label: t.all },
    ...OVERTIME_REQUEST_STATUSES.map((s) => ({ key: s, label: statusLabel(s) })),
  ];
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={<Button onClick={() => setCreating(true)}>{t.newRequest}</Button>}
      intro={
        <>
          {viewTabs}
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
        selectable={false}
        state={list.state}
        onStateChange={list.setState}
        getRowId={(row) => String(row.id)}
        toolbar={
          <div className={toolbarRow}>
            <DatePicker
              label={t.from}
              value={filters["from"] ? [filters["from"]] : []}
              onValueChange={(dates) => setFilter("from", dates[0]?.toString() ?? null)}
            />
            <DatePicker
              label={t.to}
              value={filters["to"] ? [filters["to"]] : []}
              onValueChange={(dates) => setFilter("to", dates[0]?.toString() ?? null)}
            />
            <EntityPicker
              label={t.branch}
              placeholder={t.allBranches}
              source={anyBranch}
              value={intFilter(filters, "branch") ?? null}
              onValueChange={(id) => setFilter("branch", id === null ? "" : String(id))}
            />
            <Select
              label={t.source}
              placeholder={t.allSources}
              options={OVERTIME_SOURCES.map((s) => ({
                value: s,
                label: OVERTIME_SOURCE_LABELS[s][language],
              }))}
              value={filters["source"] ?? null}
              onValueChange={(value) => setFilter("source", value)}
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
        title={decision ? t.decisionTitle[decision.decision](decision.row.agentName) : ""}
        description={decision ? t.decisionBody[decision.decision] : ""}
        onCancel={() => setDecision(null)}
        onConfirm={confirm}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={cancelling ? t.cancelTitle(cancelling.agentName) : ""}
        description={t.cancelBody}
        confirmLabel={t.cancel}
        cancelLabel={t.keep}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
      {creating && (
        <NewOvertimeDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            again();
          }}
        />
      )}
    </ListScreen>
  );
}

const helper = createDataTableColumnHelper<OvertimeRow>();

function overtimeColumns(
  t: OvertimeText,
  language: string,
  statusLabel: (status: string) => string,
  actionsLabel: string,
  renderActions: (row: OvertimeRow) => React.ReactNode,
): DataTableColumnDef<OvertimeRow>[] {
  const lang = language === "id" ? "id" : "en";
  return helper.columns([
    helper.accessor("agentName", {
      id: "agentName",
      enableSorting: true,
      header: t.employee,
      size: 200,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <div className={stack}>
          <span className={strong}>{row.original.agentName}</span>
          <span className={muted}>{row.original.agentNik}</span>
        </div>
      ),
    }),
    helper.accessor("date", {
      id: "date",
      enableSorting: true,
      header: t.date,
      size: 120,
      cell: ({ row }) => dayOf(row.original.date),
    }),
    helper.accessor("status", {
      id: "status",
      enableSorting: true,
      header: t.status,
      size: 150,
      cell: ({ row }) => (
        <div className={stack}>
          <Badge
            color={STATUS_COLORS[row.original.status] ?? "secondary"}
            size="small"
            data-testid="overtime-status"
          >
            {statusLabel(row.original.status)}
          </Badge>
          {row.original.status === "pending" &&
            row.original.currentLayer !== null &&
            row.original.currentLayer !== undefined &&
            row.original.layerCount && (
              <span className={muted}>
                {t.layer(row.original.currentLayer, row.original.layerCount)}
              </span>
            )}
          {row.original.decisionNote && <span className={muted}>{row.original.decisionNote}</span>}
        </div>
      ),
    }),
    helper.display({
      id: "type",
      header: t.type,
      size: 170,
      cell: ({ row }) =>
        OVERTIME_TYPE_LABELS[row.original.overtimeType as OvertimeType]?.[lang] ??
        row.original.overtimeType,
    }),
    helper.accessor("minutes", {
      id: "minutes",
      enableSorting: true,
      header: t.hours,
      size: 90,
      cell: ({ row }) => hoursText(row.original.hours, language),
    }),
    helper.accessor("multiplierUnits", {
      id: "multiplierUnits",
      enableSorting: true,
      header: t.units,
      size: 150,
      cell: ({ row }) => (
        <div className={stack}>
          <span>
            {row.original.multiplierUnits === null || row.original.multiplierUnits === undefined
              ? "-"
              : hoursText(row.original.multiplierUnits, language)}
          </span>
          {row.original.payKind === "fixed" && <span className={muted}>{t.unitsFixed}</span>}
        </div>
      ),
    }),
    helper.display({
      id: "meal",
      header: t.meal,
      size: 150,
      cell: ({ row }) =>
        row.original.mealRequired ? (
          <Badge color="orange" size="small">
            {t.mealYes}
          </Badge>
        ) : (
          "-"
        ),
    }),
    helper.display({
      id: "source",
      header: t.source,
      size: 140,
      cell: ({ row }) =>
        OVERTIME_SOURCE_LABELS[row.original.source as OvertimeSource]?.[lang] ??
        row.original.source,
    }),
    helper.display({
      id: "reason",
      header: t.reason,
      size: 200,
      cell: ({ row }) => row.original.reason ?? "-",
    }),
    helper.display({
      id: "actions",
      header: actionsLabel,
      size: 290,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}

const stack = css({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "2" });
const actionsLine = css({ display: "flex", flexWrap: "nowrap", alignItems: "center", gap: "4" });
const strong = css({ fontWeight: "600" });
const muted = css({ fontSize: "xs", color: "muted" });
