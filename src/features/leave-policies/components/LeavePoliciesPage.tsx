import { useCallback, useMemo, useState } from "react";
import { useClient, useMutation, useQuery } from "urql";
import { Link, useLocation } from "wouter";
import { LEAVE_KIND_LABELS, LEAVE_KINDS, type LeaveKind } from "../../../../domain/leave/kinds.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
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
import {
  DeleteLeavePolicyMutation,
  LeavePolicyListQuery,
  LeavePolicyQuery,
  UpdateLeavePolicyMutation,
} from "./documents.ts";
import { daysLabel, draftOf, inputOf, LEAVE_POLICIES_PATH } from "./LeavePolicyFormPage.tsx";
import { leavePolicyText } from "./text.ts";

const LIST: ListUrlConfig = {
  filterKeys: ["kind", "status"],
  sortable: ["name", "kind", "daysPerPeriod", "status"],
};

type Row = {
  id: number;
  name: string;
  kind: string;
  limited: boolean;
  daysPerPeriod?: number | null;
  accrual: string;
  paidByDefault: boolean;
  coversAll: boolean;
  status: string;
  inUse: boolean;
  version: number;
  branches: { id: number; name: string }[];
  agents: { id: number; fullName: string }[];
  warnings: { code: string; en: string; id: string }[];
};

/** What the confirmation dialog asks: delete, or (a policy in use) deactivate instead. */
type Pending = { row: Row; action: "delete" | "deactivate" };

export type LeavePoliciesPageProps = { route: RouteDefinition };

/** /settings/attendances/leave-policies: the client's leave policies (SPEC §9 Leave). */
export function LeavePoliciesPage({ route }: LeavePoliciesPageProps) {
  const t = useText(leavePolicyText);
  const c = useText(commonText);
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching }] = useQuery({
    query: LeavePolicyListQuery,
    variables: {
      q: filters["q"],
      kind: filters["kind"],
      status: filters["status"],
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  useClampedPage(list, data?.leavePolicies.totalItems);
  const [pending, setPending] = useState<Pending | null>(null);
  const [, remove] = useMutation(DeleteLeavePolicyMutation);
  const [, update] = useMutation(UpdateLeavePolicyMutation);
  const client = useClient();

  const setStatus = useCallback(
    async (row: Row, status: "active" | "inactive") => {
      const read = await client
        .query(LeavePolicyQuery, { id: row.id }, { requestPolicy: "network-only" })
        .toPromise();
      const policy = read.data?.leavePolicy;
      if (!policy) {
        showToast("error", read.error?.graphQLErrors[0]?.message ?? t.notFound);
        return;
      }
      const input = {
        ...inputOf({ ...draftOf(policy, language), status }),
        version: policy.version,
      };
      const result = await update({ id: row.id, input });
      if (result.error)
        showToast("error", result.error.graphQLErrors[0]?.message ?? result.error.message);
      else showToast("success", (status === "active" ? t.activated : t.deactivated)(row.name));
    },
    [client, update, language, t],
  );

  const confirm = async () => {
    const current = pending;
    setPending(null);
    if (!current) return;
    if (current.action === "deactivate") return setStatus(current.row, "inactive");
    const result = await remove({ id: current.row.id });
    if (result.error)
      showToast("error", result.error.graphQLErrors[0]?.message ?? result.error.message);
    else showToast("success", t.deleted(current.row.name));
  };

  const columns = useMemo(
    () =>
      policyColumns(t, c, language, {
        onDelete: (row) => setPending({ row, action: row.inUse ? "deactivate" : "delete" }),
        onDeactivate: (row) => setPending({ row, action: "deactivate" }),
        onActivate: (row) => void setStatus(row, "active"),
      }),
    [t, c, language, setStatus],
  );
  const kindOptions = LEAVE_KINDS.map((kind) => ({
    value: kind,
    label: LEAVE_KIND_LABELS[kind][language],
  }));
  const statusOptions = [
    { value: "active", label: t.statuses.active },
    { value: "inactive", label: t.statuses.inactive },
  ];
  const dialog = pending
    ? pending.action === "delete"
      ? { title: t.deleteTitle(pending.row.name), body: t.deleteBody, confirm: t.delete }
      : pending.row.inUse
        ? { title: t.inUseTitle(pending.row.name), body: t.inUseBody, confirm: t.deactivate }
        : {
            title: t.deactivateTitle(pending.row.name),
            body: t.deactivateBody,
            confirm: t.deactivate,
          }
    : null;

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <Button onClick={() => navigate(`${LEAVE_POLICIES_PATH}/create`)}>{t.create}</Button>
      }
    >
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={(data?.leavePolicies.items ?? []) as Row[]}
        totalItems={data?.leavePolicies.totalItems ?? 0}
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
            <Select
              label={t.kind}
              placeholder={t.allKinds}
              options={kindOptions}
              value={filters["kind"] ?? null}
              onValueChange={(value) => setFilter("kind", value)}
            />
            <Select
              label={c.status}
              placeholder={c.allStatuses}
              options={statusOptions}
              value={filters["status"] ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
          </div>
        }
      />
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ""}
        description={dialog?.body ?? ""}
        confirmLabel={dialog?.confirm ?? ""}
        cancelLabel={c.cancel}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </ListScreen>
  );
}

type Text = (typeof leavePolicyText)["en"];
type CommonText = (typeof commonText)["en"];
const helper = createDataTableColumnHelper<Row>();

function policyColumns(
  t: Text,
  c: CommonText,
  language: "en" | "id",
  on: {
    onDelete: (row: Row) => void;
    onDeactivate: (row: Row) => void;
    onActivate: (row: Row) => void;
  },
): DataTableColumnDef<Row>[] {
  return helper.columns([
    helper.accessor("name", {
      id: "name",
      header: c.name,
      size: 220,
      enableSorting: true,
      meta: { sticky: "left" },
    }),
    helper.accessor("kind", {
      id: "kind",
      header: t.kind,
      size: 200,
      enableSorting: true,
      cell: ({ row }) =>
        LEAVE_KIND_LABELS[row.original.kind as LeaveKind]?.[language] ?? row.original.kind,
    }),
    helper.accessor("daysPerPeriod", {
      id: "daysPerPeriod",
      header: t.days,
      size: 130,
      enableSorting: true,
      cell: ({ row }) => daysLabel(row.original, t, language),
    }),
    helper.accessor("paidByDefault", {
      id: "paid",
      header: t.pay,
      size: 120,
      cell: ({ row }) => (row.original.paidByDefault ? t.paid : t.unpaid),
    }),
    helper.display({
      id: "coverage",
      header: t.coverage,
      size: 220,
      cell: ({ row }) =>
        row.original.coversAll
          ? t.everyone
          : [
              ...row.original.branches.map((b) => b.name),
              ...row.original.agents.map((a) => a.fullName),
            ].join(", ") || t.none,
    }),
    helper.display({
      id: "warnings",
      header: t.warningsColumn,
      size: 180,
      cell: ({ row }) => {
        const warnings = row.original.warnings;
        if (warnings.length === 0) return <span className={ok}>{t.noWarning}</span>;
        return (
          <span className={warn} title={warnings.map((w) => w[language]).join("\n")}>
            ⚠ {t.warningCount(warnings.length)}
          </span>
        );
      },
    }),
    helper.accessor("status", {
      id: "status",
      header: c.status,
      size: 110,
      enableSorting: true,
      cell: ({ row }) =>
        row.original.status === "inactive" ? t.statuses.inactive : t.statuses.active,
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 260,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <div className={actions}>
          <Link className={link} href={`${LEAVE_POLICIES_PATH}/${row.original.id}/edit`}>
            {t.edit}
          </Link>
          {row.original.status === "active" ? (
            <button type="button" className={link} onClick={() => on.onDeactivate(row.original)}>
              {t.deactivate}
            </button>
          ) : (
            <button type="button" className={link} onClick={() => on.onActivate(row.original)}>
              {t.activate}
            </button>
          )}
          <button type="button" className={link} onClick={() => on.onDelete(row.original)}>
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
const ok = css({ color: "muted", fontSize: "sm" });
const warn = css({ color: "amber.700", fontWeight: "600", fontSize: "sm" });
