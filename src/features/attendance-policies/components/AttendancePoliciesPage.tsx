import { useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import type { ApprovalMode, GeofenceHandling, Verification } from "../../../../domain/places.ts";
import { css } from "../../../../styled-system/css";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
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
import { AttendancePolicyListQuery, DeleteAttendancePolicyMutation } from "./documents.ts";
import { policyText } from "./text.ts";

const LIST: ListUrlConfig = { filterKeys: [], sortable: [] };
const BASE = "/settings/attendances/attendance-policies";

type Row = {
  id: number;
  name: string;
  verification: string;
  approvalMode: string;
  geofence: string;
  maxAccuracyMeters: number;
  workingLocations: { id: number; name: string }[];
  branches: { id: number; name: string }[];
  agents: { id: number; fullName: string }[];
};

export type AttendancePoliciesPageProps = { route: RouteDefinition };

/** /settings/attendances/attendance-policies: how attendance is taken, and for whom. */
export function AttendancePoliciesPage({ route }: AttendancePoliciesPageProps) {
  const t = useText(policyText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching }] = useQuery({
    query: AttendancePolicyListQuery,
    variables: { q: filters["q"], limit: paging.limit, page: paging.page },
  });
  useClampedPage(list, data?.attendancePolicies.totalItems);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [, remove] = useMutation(DeleteAttendancePolicyMutation);
  const columns = useMemo(() => policyColumns(t, c, setDeleting), [t, c]);

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    const result = await remove({ id: row.id });
    if (result.error)
      showToast("error", result.error.graphQLErrors[0]?.message ?? result.error.message);
    else showToast("success", t.deleted(row.name));
  };

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={<Button onClick={() => navigate(`${BASE}/create`)}>{t.create}</Button>}
    >
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={(data?.attendancePolicies.items ?? []) as Row[]}
        totalItems={data?.attendancePolicies.totalItems ?? 0}
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
          </div>
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle(deleting?.name ?? "")}
        description={t.deleteBody}
        confirmLabel={t.delete}
        cancelLabel={c.cancel}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </ListScreen>
  );
}

type Text = (typeof policyText)["en"];
type CommonText = (typeof commonText)["en"];
const helper = createDataTableColumnHelper<Row>();

function policyColumns(
  t: Text,
  c: CommonText,
  onDelete: (row: Row) => void,
): DataTableColumnDef<Row>[] {
  return helper.columns([
    helper.accessor("name", { id: "name", header: c.name, size: 220, meta: { sticky: "left" } }),
    helper.accessor("verification", {
      id: "verification",
      header: t.verification,
      size: 200,
      cell: ({ row }) =>
        t.verifications[row.original.verification as Verification]?.label ??
        row.original.verification,
    }),
    helper.accessor("approvalMode", {
      id: "approvalMode",
      header: t.approval,
      size: 120,
      cell: ({ row }) =>
        t.approvalModes[row.original.approvalMode as ApprovalMode] ?? row.original.approvalMode,
    }),
    helper.accessor("geofence", {
      id: "geofence",
      header: t.geofence,
      size: 220,
      cell: ({ row }) =>
        t.geofences[row.original.geofence as GeofenceHandling]?.label ?? row.original.geofence,
    }),
    helper.display({
      id: "locations",
      header: t.locations,
      size: 220,
      cell: ({ row }) => row.original.workingLocations.map((l) => l.name).join(", ") || t.none,
    }),
    helper.display({
      id: "coverage",
      header: t.coverage,
      size: 260,
      cell: ({ row }) =>
        [
          ...row.original.branches.map((b) => b.name),
          ...row.original.agents.map((a) => a.fullName),
        ].join(", ") || t.none,
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 180,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <div className={actions}>
          <Link className={link} href={`${BASE}/${row.original.id}/edit`}>
            {t.edit}
          </Link>
          <button type="button" className={link} onClick={() => onDelete(row.original)}>
            {t.delete}
          </button>
        </div>
      ),
    }),
  ]);
}

const actions = css({ display: "flex", gap: "12" });
const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  _hover: { textDecoration: "underline" },
});
