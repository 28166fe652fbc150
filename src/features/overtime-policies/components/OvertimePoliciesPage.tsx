import { useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation, useSearchParams } from "wouter";
import { formatDateTime } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import type { OvertimeType } from "../../../../domain/overtime/ladder.ts";
import { css } from "../../../../styled-system/css";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Tabs } from "../../../ui/misc/index.ts";
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
import { OvertimeCalculators } from "../../overtime-calculators/index.ts";
import {
  DeleteOvertimePolicyMutation,
  OvertimePolicyChoicesQuery,
  OvertimePolicyListQuery,
} from "./documents.ts";
import { MinimumWagesTab } from "./MinimumWagesTab.tsx";
import { type OvertimePolicyText, overtimePolicyText } from "./text.ts";

/** Sortable columns are the server's `sort` fields (GET /overtime-policies). */
const LIST: ListUrlConfig = { filterKeys: ["branch"], sortable: ["name", "updatedAt"] };
const OVERTIME_POLICIES_PATH = "/settings/attendances/overtime-policies";
const TABS = ["policies", "wages", "calculators"] as const;
type Tab = (typeof TABS)[number];

type Row = {
  id: number;
  name: string;
  workWeek: string;
  mode: string;
  rules: { overtimeType: string; enabled: boolean; payKind: string; multiplier: string }[];
  branches: { id: number; name: string }[];
  agents: { id: number; fullName: string }[];
  warnings: { field: string; code: string; message: string }[];
  updatedAt: string;
};

export type OvertimePoliciesPageProps = { route: RouteDefinition };

/**
 * /settings/attendances/overtime-policies (issue 15): the policies (SPEC §9 overtime types),
 * the minimum-wage table their warnings measure against, and the calculators; the tab is the
 * `tab` query parameter, so a reload or a shared link keeps it.
 */
export function OvertimePoliciesPage({ route }: OvertimePoliciesPageProps) {
  const t = useText(overtimePolicyText);
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? "")
    ? (requested as Tab)
    : "policies";
  const [, navigate] = useLocation();
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        tab === "policies" ? (
          <Button onClick={() => navigate(`${OVERTIME_POLICIES_PATH}/create`)}>{t.create}</Button>
        ) : undefined
      }
    >
      <Tabs
        label={t.tabsLabel}
        activeKey={tab}
        tabs={TABS.map((key) => ({ key, label: t.tabs[key] }))}
        onChange={({ key }) => {
          if (key === tab) return;
          setParams(key === "policies" ? new URLSearchParams() : new URLSearchParams({ tab: key }));
        }}
      />
      {tab === "policies" && <PoliciesTab />}
      {tab === "wages" && <MinimumWagesTab />}
      {tab === "calculators" && <OvertimeCalculators />}
    </ListScreen>
  );
}

function PoliciesTab() {
  const t = useText(overtimePolicyText);
  const c = useText(commonText);
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const branchId = Number(filters["branch"]);
  const [{ data, fetching }] = useQuery({
    query: OvertimePolicyListQuery,
    variables: {
      q: filters["q"],
      branchId: Number.isInteger(branchId) && branchId > 0 ? branchId : undefined,
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  const [{ data: choices }] = useQuery({ query: OvertimePolicyChoicesQuery });
  const branchOptions = useMemo(
    () =>
      (choices?.branches.items ?? []).map((b) => ({
        value: String(b.id),
        label: `${b.name} (${b.code})`,
      })),
    [choices],
  );
  useClampedPage(list, data?.overtimePolicies.totalItems);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [, remove] = useMutation(DeleteOvertimePolicyMutation);
  const columns = useMemo(() => policyColumns(t, c, setDeleting), [t, c]);
  const rows = (data?.overtimePolicies.items ?? []) as Row[];

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
    <>
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={rows}
        totalItems={data?.overtimePolicies.totalItems ?? 0}
        loading={fetching && !data}
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
              label={t.branches}
              placeholder={t.allBranches}
              options={branchOptions}
              value={filters["branch"] ?? null}
              onValueChange={(value) => setFilter("branch", value)}
            />
          </div>
        }
      />
      {!fetching && data && rows.length === 0 && !filters["q"] && !filters["branch"] && (
        <p className={emptyNote}>{t.empty}</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle(deleting?.name ?? "")}
        description={t.deleteBody}
        confirmLabel={t.delete}
        cancelLabel={c.cancel}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

type CommonText = (typeof commonText)["en"];
const helper = createDataTableColumnHelper<Row>();

function payOf(t: OvertimePolicyText, row: Row): string {
  return row.rules
    .filter((rule) => rule.enabled)
    .map((rule) => {
      const how =
        rule.payKind === "fixed"
          ? t.payKinds.fixed
          : rule.multiplier === "custom"
            ? t.payCustom
            : t.payStatutory;
      return `${t.types[rule.overtimeType as OvertimeType] ?? rule.overtimeType}: ${how}`;
    })
    .join(" · ");
}

function policyColumns(
  t: OvertimePolicyText,
  c: CommonText,
  onDelete: (row: Row) => void,
): DataTableColumnDef<Row>[] {
  return helper.columns([
    helper.accessor("name", {
      id: "name",
      header: c.name,
      size: 220,
      enableSorting: true,
      meta: { sticky: "left" },
    }),
    helper.accessor("workWeek", {
      id: "workWeek",
      header: t.workWeek,
      size: 200,
      cell: ({ row }) =>
        t.workWeeks[row.original.workWeek as keyof OvertimePolicyText["workWeeks"]] ??
        row.original.workWeek,
    }),
    helper.accessor("mode", {
      id: "mode",
      header: t.mode,
      size: 110,
      cell: ({ row }) =>
        t.modeShort[row.original.mode as keyof OvertimePolicyText["modeShort"]] ??
        row.original.mode,
    }),
    helper.display({
      id: "pay",
      header: t.payColumn,
      size: 320,
      cell: ({ row }) => payOf(t, row.original),
    }),
    helper.display({
      id: "warnings",
      header: t.warningsColumn,
      size: 180,
      cell: ({ row }) =>
        row.original.warnings.length > 0 ? (
          <span
            className={warningBadge}
            title={row.original.warnings.map((w) => w.message).join("\n")}
          >
            ⚠ {t.warningCount(row.original.warnings.length)}
          </span>
        ) : (
          t.compliant
        ),
    }),
    helper.display({
      id: "coverage",
      header: t.coverageColumn,
      size: 260,
      cell: ({ row }) =>
        [
          ...row.original.branches.map((b) => b.name),
          ...row.original.agents.map((a) => a.fullName),
        ].join(", ") || t.none,
    }),
    helper.accessor("updatedAt", {
      id: "updatedAt",
      header: t.updatedAt,
      size: 170,
      enableSorting: true,
      cell: ({ row }) => formatDateTime(row.original.updatedAt),
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 160,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <div className={actions}>
          <Link className={link} href={`${OVERTIME_POLICIES_PATH}/${row.original.id}/edit`}>
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
const warningBadge = css({ color: "badge.yellow", fontWeight: "600" });
const emptyNote = css({ fontSize: "sm", color: "muted" });
