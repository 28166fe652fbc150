import { useMemo, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { useMutation, useQuery } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatDateTime } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import type { LeaveRequestsQuery as ListQueryType } from "../../../gql/graphql.ts";
import { type Language, useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { Badge, Banner } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { useAgentRest } from "../../agents/hooks/rest.ts";
import { anyBranch } from "../../branches/index.ts";
import {
  commonText,
  EntityPicker,
  intFilter,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import {
  DecideLeaveRequestMutation,
  LeavePolicyOptionsQuery,
  LeaveRequestsQuery,
} from "./documents.ts";
import { formatDays, formatRange, kindLabel, LEAVE_STATUS_COLORS } from "./model.ts";
import { NewLeaveRequestDialog } from "./NewLeaveRequestDialog.tsx";
import { NoteDialog } from "./NoteDialog.tsx";
import { REQUEST_ACTIONS_WIDTH, RequestRowActions } from "./RequestRowActions.tsx";
import { type LeaveText, leaveText } from "./text.ts";
import { useLeaveActions } from "./useLeaveActions.tsx";

export type LeaveRequestRow = ListQueryType["leaveRequests"]["items"][number];

export const REQUESTS_LIST: ListUrlConfig = {
  filterKeys: ["tab", "status", "policy", "branch", "from", "to"],
  sortable: ["agentName", "policyName", "from", "days", "status", "createdAt"],
};

const STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
/** The most selected requests one bulk approval sends. */
export const BULK_APPROVE_LIMIT = 50;

const isDay = (text: string | undefined): text is string =>
  !!text && /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * The Requests tab of /leave-management: every leave request of the client, searched by worker
 * name, filtered by status, policy, branch and dates, sorted and paged (all in the URL); decide
 * or cancel a row, approve the selected pending ones as paid, file a request on a worker's
 * behalf, export what the filters show. Refetches on the "leave" live change.
 */
export function RequestsTab() {
  const t = useText(leaveText);
  const c = useText(commonText);
  const { language } = useI18n();
  const list = useListState(REQUESTS_LIST);
  const { filters, setFilter, setFilters, paging } = list;
  const branchId = intFilter(filters, "branch");
  const policyId = intFilter(filters, "policy");
  const status = STATUSES.includes(filters["status"] as (typeof STATUSES)[number])
    ? filters["status"]
    : undefined;
  const from = isDay(filters["from"]) ? filters["from"] : undefined;
  const to = isDay(filters["to"]) ? filters["to"] : undefined;
  const q = filters["q"] || undefined;
  const variables = {
    status,
    policyId,
    branchId,
    from,
    to,
    q,
    sort: paging.sort,
    limit: paging.limit,
    page: paging.page,
  };
  const [{ data, fetching, error }, refetch] = useQuery({ query: LeaveRequestsQuery, variables });
  const [{ data: policies }] = useQuery({ query: LeavePolicyOptionsQuery });
  const again = () => refetch({ requestPolicy: "network-only" });
  useLiveChange("leave", again);
  const page = data?.leaveRequests;
  useClampedPage(list, page?.totalItems);

  const actions = useLeaveActions(again);
  const [creating, setCreating] = useState(false);
  const [bulk, setBulk] = useState<number[] | null>(null);
  const [, decide] = useMutation(DecideLeaveRequestMutation);
  const rest = useAgentRest();
  const [exporting, setExporting] = useState<"xlsx" | "csv" | null>(null);

  const rows = page?.items ?? [];
  const selectedIds = list.state.selection.rows.map(Number);
  const tooMany = selectedIds.length > BULK_APPROVE_LIMIT;
  const { start } = actions;

  const columns = useMemo(
    () =>
      requestColumns(t, language, c.actions, (row) => (
        <RequestRowActions row={row} t={t} onAction={(action) => start(action, row)} />
      )),
    [t, language, c.actions, start],
  );

  /** One decision per request, in turn; each outcome counted (the server decides each alone). */
  async function approveMany(note: string | null): Promise<unknown> {
    const ids = bulk ?? [];
    let done = 0;
    const failures: string[] = [];
    for (const id of ids) {
      const result = await decide({ id, decision: "approve_paid", note });
      if (result.error) {
        const name = rows.find((row) => row.id === id)?.agentName ?? `#${id}`;
        failures.push(`${name}: ${extractErrorMessage(result.error)}`);
      } else done += 1;
    }
    setBulk(null);
    list.clearSelection();
    showToast(failures.length > 0 ? "warning" : "success", t.approvedMany(done, failures.length));
    for (const failure of failures.slice(0, 3)) showToast("error", failure);
    again();
    return null;
  }

  const download = async (format: "xlsx" | "csv") => {
    const params = new URLSearchParams({ format });
    for (const [key, value] of Object.entries(variables))
      if (value !== undefined && key !== "limit" && key !== "page") params.set(key, String(value));
    setExporting(format);
    try {
      await rest.download(
        `/api/hcm/v1/leave-requests/export?${params.toString()}`,
        `leave-requests.${format}`,
      );
      showToast("success", t.exported);
    } catch (failure) {
      showToast("error", t.exportFailed(extractErrorMessage(failure)));
    } finally {
      setExporting(null);
    }
  };

  return (
    <div className={stack}>
      <div className={buttons}>
        {selectedIds.length > 0 && (
          <Button disabled={tooMany} onClick={() => setBulk(selectedIds)}>
            {t.approveSelected(selectedIds.length)}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={exporting !== null}
          aria-busy={exporting === "csv"}
          onClick={() => void download("csv")}
        >
          {exporting === "csv" ? t.exporting : t.exportCsv}
        </Button>
        <Button
          variant="secondary"
          disabled={exporting !== null}
          aria-busy={exporting === "xlsx"}
          onClick={() => void download("xlsx")}
        >
          {exporting === "xlsx" ? t.exporting : t.exportXlsx}
        </Button>
        <Button onClick={() => setCreating(true)}>{t.newRequest}</Button>
      </div>
      {error && <Banner variant="danger" size="small" title={extractErrorMessage(error)} />}
      <DataTable
        label={t.requestsTable}
        columns={columns}
        data={rows}
        totalItems={page?.totalItems ?? 0}
        loading={fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        getRowId={(row) => String(row.id)}
        toolbar={
          <div className={toolbarRow}>
            <SearchField
              label={c.search}
              placeholder={t.searchPlaceholder}
              value={filters["q"] ?? ""}
              onSearch={(value) => setFilter("q", value)}
            />
            <Select
              label={t.status}
              placeholder={t.allStatuses}
              options={STATUSES.map((s) => ({ value: s, label: t.statuses[s]! }))}
              value={status ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
            <Select
              label={t.policy}
              placeholder={t.allPolicies}
              options={(policies?.leavePolicyOptions ?? []).map((p) => ({
                value: String(p.id),
                label: p.name,
              }))}
              value={policyId ? String(policyId) : null}
              onValueChange={(value) => setFilter("policy", value)}
            />
            <EntityPicker
              label={t.branch}
              placeholder={t.allBranches}
              source={anyBranch}
              value={branchId ?? null}
              onValueChange={(id) => setFilter("branch", id === null ? null : String(id))}
            />
            <DatePicker
              label={t.from}
              value={from ? [from] : []}
              onValueChange={(dates) => setFilter("from", dates[0]?.toString() ?? null)}
            />
            <DatePicker
              label={t.to}
              value={to ? [to] : []}
              {...(from ? { min: Temporal.PlainDate.from(from) } : {})}
              onValueChange={(dates) => setFilter("to", dates[0]?.toString() ?? null)}
            />
            {Object.keys(filters).some((key) => key !== "tab") && (
              <Button
                variant="secondary"
                onClick={() =>
                  setFilters({
                    q: null,
                    status: null,
                    policy: null,
                    branch: null,
                    from: null,
                    to: null,
                  })
                }
              >
                {c.clearFilters}
              </Button>
            )}
          </div>
        }
      />
      {actions.dialog}
      <NoteDialog
        open={bulk !== null}
        title={t.approveManyTitle(bulk?.length ?? 0)}
        description={t.approveManyBody}
        confirmLabel={t.approvePaid}
        noteRequired={false}
        onCancel={() => setBulk(null)}
        onConfirm={approveMany}
      />
      <NewLeaveRequestDialog open={creating} onClose={() => setCreating(false)} onCreated={again} />
    </div>
  );
}

const helper = createDataTableColumnHelper<LeaveRequestRow>();

export function requestColumns(
  t: LeaveText,
  language: Language,
  actionsLabel: string,
  renderActions: (row: LeaveRequestRow) => React.ReactNode,
): DataTableColumnDef<LeaveRequestRow>[] {
  return helper.columns([
    helper.accessor("agentName", {
      id: "agentName",
      header: t.employee,
      enableSorting: true,
      size: 200,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <div className={cellStack}>
          <span className={strong}>{row.original.agentName}</span>
          <span className={muted}>{row.original.branchName ?? "-"}</span>
        </div>
      ),
    }),
    helper.accessor("policyName", {
      id: "policyName",
      header: t.policy,
      enableSorting: true,
      size: 200,
      cell: ({ row }) => (
        <div className={cellStack}>
          <span>{row.original.policyName}</span>
          <span className={muted}>{kindLabel(row.original.kind, language)}</span>
        </div>
      ),
    }),
    helper.accessor("from", {
      id: "from",
      header: t.dates,
      enableSorting: true,
      size: 210,
      cell: ({ row }) => (
        <div className={cellStack}>
          <span data-testid="leave-dates">{formatRange(row.original.from, row.original.to)}</span>
          {row.original.halfDay && (
            <span className={muted}>
              {t.halfDays[row.original.halfDay] ?? row.original.halfDay}
            </span>
          )}
        </div>
      ),
    }),
    helper.accessor("days", {
      id: "days",
      header: t.days,
      enableSorting: true,
      size: 80,
      cell: ({ row }) => formatDays(row.original.days, language),
    }),
    helper.accessor("status", {
      id: "status",
      header: t.status,
      enableSorting: true,
      size: 150,
      cell: ({ row }) => (
        <div className={cellStack}>
          <Badge
            color={LEAVE_STATUS_COLORS[row.original.status] ?? "secondary"}
            size="small"
            data-testid="leave-status"
          >
            {t.statuses[row.original.status] ?? row.original.status}
          </Badge>
          {row.original.status === "pending" && row.original.layerCount ? (
            <span className={muted}>
              {t.layerOf(row.original.currentLayer ?? 1, row.original.layerCount)}
            </span>
          ) : null}
        </div>
      ),
    }),
    helper.display({
      id: "paid",
      header: t.payment,
      size: 120,
      cell: ({ row }) =>
        row.original.paid === null || row.original.paid === undefined ? (
          "-"
        ) : (
          <Badge color={row.original.paid ? "green" : "orange"} size="small">
            {row.original.paid ? t.paid : t.unpaid}
          </Badge>
        ),
    }),
    helper.display({
      id: "source",
      header: t.source,
      size: 130,
      cell: ({ row }) => t.sources[row.original.source] ?? row.original.source,
    }),
    helper.accessor("createdAt", {
      id: "createdAt",
      header: t.created,
      enableSorting: true,
      size: 160,
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    }),
    helper.display({
      id: "actions",
      header: actionsLabel,
      size: REQUEST_ACTIONS_WIDTH,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}

const stack = css({ display: "flex", flexDirection: "column", gap: "12" });
const buttons = css({ display: "flex", gap: "8", flexWrap: "wrap", justifyContent: "flex-end" });
const cellStack = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: "2",
});
const strong = css({ fontWeight: "600" });
const muted = css({ fontSize: "xs", color: "muted" });
