import { type ReactNode, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatDate } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { isIsoDate } from "../../../../domain/workforce/org.ts";
import { useFragment } from "../../../gql";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Badge, type BadgeColor } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { anyBranch } from "../../branches/index.ts";
import { anyMerchant } from "../../merchants/index.ts";
import {
  commonText,
  EntityPicker,
  intFilter,
  ListScreen,
  type ListUrlConfig,
  rowActions,
  SearchField,
  toolbarRow,
  useClampedPage,
  useHasMenu,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { anyProject } from "../../projects/index.ts";
import { AssignmentFormModal } from "./AssignmentFormModal.tsx";
import { activeAgents } from "./agentPicker.ts";
import { BulkUploadButton } from "./BulkUploadButton.tsx";
import {
  AssignmentFields,
  AssignmentListQuery,
  type AssignmentRow,
  DeleteAssignmentMutation,
} from "./documents.ts";
import { EndAssignmentDialog } from "./EndAssignmentDialog.tsx";
import { type AssignmentText, assignmentText } from "./text.ts";

const LIST: ListUrlConfig = {
  filterKeys: ["project", "merchant", "branch", "agent", "status", "on"],
  sortable: ["agentName", "projectName", "startDate", "endDate"],
};

const STATUS_COLORS: Readonly<Record<string, BadgeColor>> = {
  upcoming: "blue",
  active: "green",
  ended: "grey",
};

export type AssignmentsPageProps = { route: RouteDefinition };

/**
 * /assignments: which employees work on which project at which merchant or branch, from when
 * to when; create, edit, end or delete one, or upload many.
 */
export function AssignmentsPage({ route }: AssignmentsPageProps) {
  const t = useText(assignmentText);
  const c = useText(commonText);
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const ids = {
    project: intFilter(filters, "project"),
    merchant: intFilter(filters, "merchant"),
    branch: intFilter(filters, "branch"),
    agent: intFilter(filters, "agent"),
  };
  const activeOn = isIsoDate(filters["on"]) ? filters["on"] : undefined;
  // Employees can be looked up only with the employee list (SPEC §6 menus).
  const canPickAgents = useHasMenu("employee-list");
  const [{ data, fetching }, refetch] = useQuery({
    query: AssignmentListQuery,
    variables: {
      ...paging,
      filter: {
        q: filters["q"],
        projectId: ids.project,
        merchantId: ids.merchant,
        branchId: ids.branch,
        agentId: ids.agent,
        status: filters["status"],
        activeOn,
      },
    },
  });
  const rows = useFragment(AssignmentFields, data?.assignments.items ?? []);
  useClampedPage(list, data?.assignments.totalItems);
  const [editing, setEditing] = useState<AssignmentRow | "new" | null>(null);
  const [ending, setEnding] = useState<AssignmentRow | null>(null);
  const [deleting, setDeleting] = useState<AssignmentRow | null>(null);
  const [, deleteAssignment] = useMutation(DeleteAssignmentMutation);
  const statusOptions = useMemo(
    () => Object.entries(t.statuses).map(([value, label]) => ({ value, label })),
    [t],
  );
  const columns = useMemo(
    () =>
      assignmentColumns(t, c, (row) => (
        <div className={rowActions}>
          <Button
            variant="secondary"
            minHeight="32px"
            aria-label={`${c.edit} ${row.agentName}`}
            onClick={() => setEditing(row)}
          >
            {c.edit}
          </Button>
          {row.status !== "ended" && (
            <Button
              variant="secondary"
              minHeight="32px"
              aria-label={`${t.end} ${row.agentName}`}
              onClick={() => setEnding(row)}
            >
              {t.end}
            </Button>
          )}
          <Button
            variant="secondary"
            minHeight="32px"
            aria-label={`${c.delete} ${row.agentName}`}
            onClick={() => setDeleting(row)}
          >
            {c.delete}
          </Button>
        </div>
      )),
    [t, c],
  );

  async function confirmDelete() {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    const result = await deleteAssignment({ id: row.id });
    if (result.error) showToast("error", extractErrorMessage(result.error));
    else showToast("success", t.deleted(row.agentName));
  }

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <>
          <BulkUploadButton
            // The upload writes outside GraphQL: the cache cannot know, so ask again.
            onFinished={() => refetch({ requestPolicy: "network-only" })}
          />
          <Button onClick={() => setEditing("new")}>{t.create}</Button>
        </>
      }
    >
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={rows}
        totalItems={data?.assignments.totalItems ?? 0}
        loading={fetching}
        state={list.state}
        onStateChange={list.setState}
        selectable={false}
        getRowId={(row) => String(row.id)}
        toolbar={
          <div className={toolbarRow}>
            <SearchField
              label={c.search}
              placeholder={t.searchPlaceholder}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
            <EntityPicker
              label={c.project}
              placeholder={t.anyProject}
              source={anyProject}
              value={ids.project ?? null}
              onValueChange={(id) => setFilter("project", id === null ? null : String(id))}
            />
            <EntityPicker
              label={c.merchant}
              placeholder={t.anyMerchant}
              source={anyMerchant}
              value={ids.merchant ?? null}
              onValueChange={(id) => setFilter("merchant", id === null ? null : String(id))}
            />
            <EntityPicker
              label={c.branch}
              placeholder={t.anyBranch}
              source={anyBranch}
              value={ids.branch ?? null}
              onValueChange={(id) => setFilter("branch", id === null ? null : String(id))}
            />
            {canPickAgents && (
              <EntityPicker
                label={c.employee}
                placeholder={t.anyAgent}
                source={activeAgents}
                value={ids.agent ?? null}
                onValueChange={(id) => setFilter("agent", id === null ? null : String(id))}
              />
            )}
            <Select
              label={c.status}
              placeholder={t.anyStatus}
              options={statusOptions}
              value={filters["status"] ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
            <DatePicker
              label={t.activeOn}
              value={activeOn ? [activeOn] : []}
              onValueChange={(dates) => setFilter("on", dates[0]?.toString() ?? null)}
            />
          </div>
        }
      />
      {editing !== null && (
        <AssignmentFormModal
          assignment={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <EndAssignmentDialog assignment={ending} onClose={() => setEnding(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t.deleteTitle(deleting.agentName) : ""}
        description={t.deleteBody}
        confirmLabel={c.delete}
        cancelLabel={c.cancel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </ListScreen>
  );
}

const helper = createDataTableColumnHelper<AssignmentRow>();

function assignmentColumns(
  t: AssignmentText,
  c: (typeof commonText)["en"],
  renderActions: (row: AssignmentRow) => ReactNode,
): DataTableColumnDef<AssignmentRow>[] {
  return helper.columns([
    helper.accessor("agentName", {
      id: "agentName",
      header: c.employee,
      enableSorting: true,
      size: 220,
      meta: { sticky: "left" },
    }),
    helper.accessor("projectName", {
      id: "projectName",
      header: c.project,
      enableSorting: true,
    }),
    helper.accessor((row) => row.merchantName ?? "", {
      id: "merchant",
      header: c.merchant,
      cell: ({ row }) => row.original.merchantName ?? "-",
    }),
    helper.accessor((row) => row.branchName ?? "", {
      id: "branch",
      header: c.branch,
      cell: ({ row }) => row.original.branchName ?? "-",
    }),
    helper.accessor("startDate", {
      id: "startDate",
      header: c.startDate,
      size: 140,
      enableSorting: true,
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    helper.accessor("endDate", {
      id: "endDate",
      header: c.endDate,
      size: 140,
      enableSorting: true,
      cell: ({ getValue }) => {
        const end = getValue();
        return end ? formatDate(end) : c.noEndDate;
      },
    }),
    helper.accessor("status", {
      id: "status",
      header: c.status,
      size: 120,
      cell: ({ getValue }) => (
        <Badge color={STATUS_COLORS[getValue()] ?? "secondary"} size="small">
          {t.statuses[getValue()] ?? getValue()}
        </Badge>
      ),
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 280,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}
