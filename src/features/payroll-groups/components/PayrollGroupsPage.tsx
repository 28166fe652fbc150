import { useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation } from "wouter";
import { dayOptions } from "../../../../domain/calendar.ts";
import { formatDateTime } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { PAY_CYCLES, SALARY_TYPES } from "../../../../domain/payroll/constants.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Badge, Banner } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
import {
  commonText,
  errorCode,
  intFilter,
  ListScreen,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import {
  DeletePayrollGroupMutation,
  PayrollGroupBranchesQuery,
  PayrollGroupListQuery,
} from "./documents.ts";
import { type PayrollGroupText, payrollGroupText } from "./text.ts";

/** Sortable columns are the server's `sort` fields (payrollGroups). */
const LIST: ListUrlConfig = {
  filterKeys: ["salaryType", "cycle", "status", "branch"],
  sortable: ["name", "memberCount", "updatedAt"],
};
export const PAYROLL_GROUPS_PATH = "/payroll-groups";

type Row = {
  id: number;
  name: string;
  salaryType: string;
  salaryTypeLabel: string;
  cycle: string;
  payDay?: number | null;
  payWeekday?: number | null;
  status: string;
  branches: { id: number; code: string; name: string }[];
  memberCount: number;
  updatedAt: string;
};

export type PayrollGroupsPageProps = { route: RouteDefinition };

/** /payroll-groups (issue 16): the client's payroll groups with their member counts. */
export function PayrollGroupsPage({ route }: PayrollGroupsPageProps) {
  const t = useText(payrollGroupText);
  const c = useText(commonText);
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching, error }] = useQuery({
    query: PayrollGroupListQuery,
    variables: {
      q: filters["q"],
      salaryType: filters["salaryType"],
      cycle: filters["cycle"],
      status: filters["status"],
      branchId: intFilter(filters, "branch"),
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  const [{ data: branchData }] = useQuery({ query: PayrollGroupBranchesQuery });
  useClampedPage(list, data?.payrollGroups.totalItems);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [, remove] = useMutation(DeletePayrollGroupMutation);
  const days = useMemo(() => dayOptions(language), [language]);
  const columns = useMemo(() => groupColumns(t, c, days, setDeleting), [t, c, days]);
  const rows = (data?.payrollGroups.items ?? []) as Row[];
  const branchOptions = useMemo(
    () =>
      (branchData?.branches.items ?? []).map((b) => ({
        value: String(b.id),
        label: `${b.name} (${b.code})`,
      })),
    [branchData],
  );
  const filtered = ["q", ...LIST.filterKeys].some((key) => filters[key]);

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    setConflict(null);
    const result = await remove({ id: row.id });
    if (!result.error) {
      showToast("success", t.deleted(row.name));
      return;
    }
    const message = result.error.graphQLErrors[0]?.message ?? result.error.message;
    if (errorCode(result.error) === "CONFLICT") {
      setConflict(`${t.deleteConflict(row.name)} (${message})`);
      showToast("error", t.deleteConflict(row.name));
    } else showToast("error", message);
  };

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <Button onClick={() => navigate(`${PAYROLL_GROUPS_PATH}/create`)}>{t.create}</Button>
      }
    >
      {conflict && (
        <Banner
          variant="danger"
          size="small"
          title={conflict}
          action={
            <Button variant="secondary" onClick={() => setConflict(null)}>
              {c.close}
            </Button>
          }
        />
      )}
      {error && !data && (
        <Banner
          variant="danger"
          size="small"
          title={error.graphQLErrors[0]?.message ?? error.message}
        />
      )}
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={rows}
        totalItems={data?.payrollGroups.totalItems ?? 0}
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
              label={t.salaryType}
              placeholder={t.allSalaryTypes}
              options={SALARY_TYPES.map((value) => ({ value, label: t.paymentBases[value] }))}
              value={filters["salaryType"] ?? null}
              onValueChange={(value) => setFilter("salaryType", value)}
            />
            <Select
              label={t.cycle}
              placeholder={t.allCycles}
              options={PAY_CYCLES.map((value) => ({ value, label: t.cycles[value] }))}
              value={filters["cycle"] ?? null}
              onValueChange={(value) => setFilter("cycle", value)}
            />
            <Select
              label={t.status}
              placeholder={t.allStatuses}
              options={["active", "inactive"].map((value) => ({
                value,
                label: t.statuses[value] ?? value,
              }))}
              value={filters["status"] ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
            <Select
              label={t.branch}
              placeholder={t.allBranches}
              options={branchOptions}
              value={filters["branch"] ?? null}
              onValueChange={(value) => setFilter("branch", value)}
            />
          </div>
        }
      />
      {!fetching && data && rows.length === 0 && !filtered && (
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
    </ListScreen>
  );
}

type CommonText = (typeof commonText)["en"];
const helper = createDataTableColumnHelper<Row>();

/** "Monthly · 25th", "Weekly · Friday", "Daily". */
export function scheduleOf(
  t: PayrollGroupText,
  days: readonly { value: number; label: string }[],
  row: { cycle: string; payDay?: number | null; payWeekday?: number | null },
): string {
  const cycle = t.cycles[row.cycle as keyof PayrollGroupText["cycles"]] ?? row.cycle;
  if (row.cycle === "weekly" && row.payWeekday)
    return `${cycle} · ${t.weekdays[row.payWeekday - 1] ?? row.payWeekday}`;
  if (row.payDay && row.cycle !== "daily" && row.cycle !== "weekly")
    return `${cycle} · ${days[row.payDay - 1]?.label ?? row.payDay}`;
  return cycle;
}

function groupColumns(
  t: PayrollGroupText,
  c: CommonText,
  days: readonly { value: number; label: string }[],
  onDelete: (row: Row) => void,
): DataTableColumnDef<Row>[] {
  return helper.columns([
    helper.accessor("name", {
      id: "name",
      header: t.name,
      size: 240,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <Link className={link} href={`${PAYROLL_GROUPS_PATH}/${row.original.id}`}>
          {row.original.name}
        </Link>
      ),
    }),
    helper.accessor("salaryTypeLabel", {
      id: "salaryType",
      header: t.salaryType,
      size: 170,
    }),
    helper.display({
      id: "cycle",
      header: t.cycle,
      size: 190,
      cell: ({ row }) => scheduleOf(t, days, row.original),
    }),
    helper.display({
      id: "branches",
      header: t.sectionBranches,
      size: 240,
      cell: ({ row }) => row.original.branches.map((b) => b.name).join(", ") || t.everyBranch,
    }),
    helper.accessor("memberCount", {
      id: "memberCount",
      header: t.members,
      size: 120,
      enableSorting: true,
      cell: ({ row }) => row.original.memberCount.toLocaleString("id-ID"),
    }),
    helper.accessor("status", {
      id: "status",
      header: t.status,
      size: 120,
      cell: ({ row }) => (
        <Badge color={row.original.status === "active" ? "green" : "grey"}>
          {t.statuses[row.original.status] ?? row.original.status}
        </Badge>
      ),
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
      size: 200,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <div className={actions}>
          <Link className={link} href={`${PAYROLL_GROUPS_PATH}/${row.original.id}`}>
            {t.view}
          </Link>
          <Link className={link} href={`${PAYROLL_GROUPS_PATH}/${row.original.id}/edit`}>
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
const emptyNote = css({ fontSize: "sm", color: "muted" });
