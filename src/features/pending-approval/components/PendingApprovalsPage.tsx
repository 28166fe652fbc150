import { useCallback, useMemo, useState } from "react";
import { useQuery } from "urql";
import { Link } from "wouter";
import { REQUEST_TYPE_LABELS } from "../../../../domain/approvals.ts";
import { WORKER_REQUEST_TYPES } from "../../../../domain/attendance/requests.ts";
import { formatDate } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { useFragment } from "../../../gql";
import type { AttendanceRequestFieldsFragment } from "../../../gql/graphql.ts";
import { type Language, useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button } from "../../../ui/index.ts";
import { Badge, Banner } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
import {
  commonText,
  ListScreen,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { ageOf, describeChange, requestTypeLabel } from "./change.ts";
import { DecisionDialog, type DecisionRequest } from "./DecisionDialog.tsx";
import { AttendanceRequestFields, PendingApprovalsQuery } from "./documents.ts";
import { ROW_ACTIONS_WIDTH, RowActions } from "./RowActions.tsx";
import { pendingText } from "./text.ts";

type Row = AttendanceRequestFieldsFragment;
type PendingText = (typeof pendingText)["en"];

const LIST: ListUrlConfig = {
  filterKeys: ["type", "attendanceId"],
  sortable: ["employee", "date", "age"],
};
/** The table's sort as the server names it: the longest wait first unless chosen. */
const SORTS: Readonly<Record<string, string>> = {
  employee: "employee",
  "-employee": "-employee",
  date: "date",
  "-date": "-date",
  age: "newest",
  "-age": "oldest",
};
export const PENDING_PATH = "/attendances/pending-approvals";
const BULK_MAX = 100;

export type PendingApprovalsPageProps = { route: RouteDefinition };

/**
 * /attendances/pending-approvals (?attendanceId= one record's requests): every worker request
 * waiting for the user's layer — type, employee, date, what changes, layer n of m, how long it
 * has waited — approved or rejected one by one or selected in bulk with one note. Refetches on
 * live "attendance_request" changes.
 */
export function PendingApprovalsPage({ route }: PendingApprovalsPageProps) {
  const t = useText(pendingText);
  const c = useText(commonText);
  const { language } = useI18n();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const attendanceId = Number(filters["attendanceId"]) || undefined;
  const [{ data, fetching }, refetch] = useQuery({
    query: PendingApprovalsQuery,
    variables: {
      limit: paging.limit,
      page: paging.page,
      q: filters["q"],
      type: filters["type"],
      attendanceId,
      sort: SORTS[paging.sort ?? ""] ?? "oldest",
    },
    requestPolicy: "cache-and-network",
  });
  useLiveChange("attendance_request", () => refetch({ requestPolicy: "network-only" }));
  const rows = useFragment(AttendanceRequestFields, data?.pendingApprovals.items ?? []);
  useClampedPage(list, data?.pendingApprovals.totalItems);
  const [decision, setDecision] = useState<DecisionRequest | null>(null);
  const selectedIds = list.state.selection.rows.map(Number);
  const tooMany = selectedIds.length > BULK_MAX;
  // Ages are as of the last fetch.
  const now = useMemo(() => (data ? Date.now() : 0), [data]);

  const ask = useCallback(
    (action: "approve" | "reject", ids: number[], who: string) =>
      setDecision({ action, ids, who, key: Date.now() }),
    [],
  );
  const onDone = useCallback(
    (decided: boolean) => {
      setDecision(null);
      if (decided) {
        list.clearSelection();
        refetch({ requestPolicy: "network-only" });
      }
    },
    [list, refetch],
  );

  const typeOptions = useMemo(
    () =>
      WORKER_REQUEST_TYPES.map((type) => ({
        value: type,
        label: REQUEST_TYPE_LABELS[type][language],
      })),
    [language],
  );
  const columns = useMemo(
    () =>
      pendingColumns(t, language, now, c.actions, (row) => (
        <RowActions
          who={row.agentName}
          t={t}
          onApprove={() => ask("approve", [row.id], row.agentName)}
          onReject={() => ask("reject", [row.id], row.agentName)}
        />
      )),
    [t, c, language, ask, now],
  );

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        selectedIds.length > 0 && (
          <>
            <Button disabled={tooMany} onClick={() => ask("approve", selectedIds, "")}>
              {t.approveSelected(selectedIds.length)}
            </Button>
            <Button
              variant="secondary"
              disabled={tooMany}
              onClick={() => ask("reject", selectedIds, "")}
            >
              {t.rejectSelected(selectedIds.length)}
            </Button>
          </>
        )
      }
      intro={
        attendanceId !== undefined && (
          <div className={introRow}>
            <Banner variant="information" size="small" title={t.filteredByRecord(attendanceId)} />
            <Button
              variant="secondary"
              minHeight="32px"
              onClick={() => setFilter("attendanceId", null)}
            >
              {t.showAll}
            </Button>
          </div>
        )
      }
    >
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={rows}
        totalItems={data?.pendingApprovals.totalItems ?? 0}
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
              onSearch={(q) => setFilter("q", q)}
            />
            <Select
              label={t.type}
              placeholder={t.allTypes}
              options={typeOptions}
              value={filters["type"] ?? null}
              onValueChange={(value) => setFilter("type", value)}
            />
          </div>
        }
      />
      <DecisionDialog key={decision?.key ?? 0} request={decision} onDone={onDone} />
    </ListScreen>
  );
}

const helper = createDataTableColumnHelper<Row>();

function pendingColumns(
  t: PendingText,
  language: Language,
  now: number,
  actionsLabel: string,
  renderActions: (row: Row) => React.ReactNode,
): DataTableColumnDef<Row>[] {
  return helper.columns([
    helper.accessor("agentName", {
      id: "employee",
      header: t.employee,
      size: 200,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        // The way to the request's detail (the record, its requests and their history).
        <Link
          href={`${PENDING_PATH}/attendances/${row.original.recordId}`}
          title={t.openDetail(row.original.agentName)}
        >
          {row.original.agentName}
        </Link>
      ),
    }),
    helper.accessor("type", {
      id: "type",
      header: t.type,
      size: 200,
      cell: ({ row }) => <Badge>{requestTypeLabel(row.original.type, language)}</Badge>,
    }),
    helper.accessor("date", {
      id: "date",
      header: t.date,
      size: 120,
      enableSorting: true,
      cell: ({ row }) => formatDate(row.original.date),
    }),
    helper.display({
      id: "change",
      header: t.change,
      size: 320,
      cell: ({ row }) => {
        const change = describeChange(row.original, language, t);
        return (
          <span className={changeCell}>
            <span className={fromText}>{change.from}</span> → <strong>{change.to}</strong>
          </span>
        );
      },
    }),
    helper.accessor("currentLayer", {
      id: "layer",
      header: t.layer,
      size: 110,
      cell: ({ row }) => t.layerOf(row.original.currentLayer ?? 1, row.original.layerCount ?? 1),
    }),
    helper.accessor("createdAt", {
      id: "age",
      header: t.age,
      size: 100,
      enableSorting: true,
      cell: ({ row }) => ageOf(row.original.createdAt, now, t),
    }),
    helper.accessor("reason", { id: "reason", header: t.reason, size: 220 }),
    helper.display({
      id: "actions",
      header: actionsLabel,
      size: ROW_ACTIONS_WIDTH,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}

const changeCell = css({ fontSize: "sm" });
const fromText = css({ color: "muted" });
const introRow = css({ display: "flex", alignItems: "center", gap: "12", marginBottom: "12" });
