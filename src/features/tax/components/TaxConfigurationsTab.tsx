import { useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation } from "wouter";
import { formatDateTime } from "../../../../domain/format.ts";
import type { TaxConfigurationKind } from "../../../../domain/payroll/constants.ts";
import { css } from "../../../../styled-system/css";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Badge, Banner, Tabs } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
import {
  commonText,
  errorCode,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { useTaxAccess } from "../hooks/taxAccess.tsx";
import { type ConfigText, configText } from "./configText.ts";
import { DeleteTaxConfigurationMutation, TaxConfigurationListQuery } from "./documents.ts";
import { configurationPathOf, FINAL_PATH, NON_FINAL_PATH } from "./paths.ts";
import { settingsSummary } from "./summaries.ts";

/** Sortable columns are the server's `sort` fields (taxConfigurations). */
const LIST: ListUrlConfig = { filterKeys: ["kind", "status"], sortable: ["name", "updatedAt"] };

type Row = {
  id: number;
  kind: string;
  name: string;
  terRounding: string;
  noNpwpSurcharge: boolean;
  biayaJabatanMode: string;
  finalKind?: string | null;
  finalBands?: readonly { upTo?: number | null; ratePercent: number }[] | null;
  status: string;
  groups: readonly { id: number; name: string }[];
  employeeCount: number;
  updatedAt: string;
};

type Refusal = { name: string; message: string; groups: string[] };

/**
 * The configurations of Tax Management (SPEC §2 /payroll/tax-group-configurations): one tab
 * per kind (PPh 21 Final only with the final_tax_configuration flag), search, status filter,
 * sorting and paging in the URL, the groups that use each, delete with confirmation.
 */
export function TaxConfigurationsTab() {
  const t = useText(configText);
  const c = useText(commonText);
  const { finalEnabled } = useTaxAccess();
  const list = useListState(LIST);
  const { filters, setFilters, setFilter, paging } = list;
  const kind: TaxConfigurationKind =
    finalEnabled && filters["kind"] === "pph21_final" ? "pph21_final" : "pph21_non_final";
  const [, navigate] = useLocation();
  const [{ data, fetching, error }] = useQuery({
    query: TaxConfigurationListQuery,
    variables: {
      kind,
      q: filters["q"],
      status: filters["status"],
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  useClampedPage(list, data?.taxConfigurations.totalItems);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [, remove] = useMutation(DeleteTaxConfigurationMutation);
  const columns = useMemo(() => configurationColumns(t, c, setDeleting), [t, c]);
  const rows = (data?.taxConfigurations.items ?? []) as Row[];
  const filtered = Boolean(filters["q"] || filters["status"]);

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    setRefusal(null);
    const result = await remove({ id: row.id });
    if (result.error) {
      const message = result.error.graphQLErrors[0]?.message ?? result.error.message;
      // 409: a payroll group or an employee tax record still refers to it.
      if (errorCode(result.error) === "CONFLICT")
        setRefusal({ name: row.name, message, groups: row.groups.map((group) => group.name) });
      else showToast("error", message);
    } else showToast("success", t.deleted(row.name));
  };

  const kinds: TaxConfigurationKind[] = finalEnabled
    ? ["pph21_non_final", "pph21_final"]
    : ["pph21_non_final"];

  return (
    <div className={stack}>
      <div className={head}>
        <Tabs
          label={t.kindTabs}
          activeKey={kind}
          tabs={kinds.map((key) => ({ key, label: t.kinds[key] }))}
          onChange={({ key }) => {
            if (key === kind) return;
            setRefusal(null);
            setFilters({ kind: key === "pph21_final" ? key : null });
          }}
        />
        <Button
          onClick={() => navigate(`${kind === "pph21_final" ? FINAL_PATH : NON_FINAL_PATH}/create`)}
        >
          {kind === "pph21_final" ? t.createFinal : t.createNonFinal}
        </Button>
      </div>
      <p className={hint}>{t.kindHints[kind]}</p>
      {refusal && (
        <Banner variant="danger" title={t.inUseTitle(refusal.name)}>
          <p>{refusal.message}</p>
          <p>
            {refusal.groups.length > 0 ? t.inUseGroups(refusal.groups.join(", ")) : t.inUseRecords}
          </p>
        </Banner>
      )}
      {error && !data && (
        <Banner variant="danger" title={error.graphQLErrors[0]?.message ?? error.message} />
      )}
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={rows}
        totalItems={data?.taxConfigurations.totalItems ?? 0}
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
              label={c.status}
              placeholder={c.allStatuses}
              options={[
                { value: "active", label: t.statuses.active },
                { value: "inactive", label: t.statuses.inactive },
              ]}
              value={filters["status"] ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
          </div>
        }
      />
      {!fetching && data && rows.length === 0 && !filtered && <p className={hint}>{t.empty}</p>}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle(deleting?.name ?? "")}
        description={t.deleteBody}
        confirmLabel={t.delete}
        cancelLabel={c.cancel}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

type CommonText = (typeof commonText)["en"];
const helper = createDataTableColumnHelper<Row>();

function configurationColumns(
  t: ConfigText,
  c: CommonText,
  onDelete: (row: Row) => void,
): DataTableColumnDef<Row>[] {
  return helper.columns([
    helper.accessor("name", {
      id: "name",
      header: c.name,
      size: 240,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <Link className={link} href={configurationPathOf(row.original.kind, row.original.id)}>
          {row.original.name}
        </Link>
      ),
    }),
    helper.display({
      id: "settings",
      header: t.settings,
      size: 380,
      cell: ({ row }) => settingsSummary(t, row.original),
    }),
    helper.display({
      id: "groups",
      header: t.groupsColumn,
      size: 240,
      cell: ({ row }) =>
        row.original.groups.length === 0 ? (
          <span className={muted}>{t.noGroups}</span>
        ) : (
          row.original.groups.map((group) => group.name).join(", ")
        ),
    }),
    helper.accessor("employeeCount", {
      id: "employeeCount",
      header: t.employeesColumn,
      size: 150,
    }),
    helper.accessor("status", {
      id: "status",
      header: c.status,
      size: 110,
      cell: ({ row }) => (
        <Badge color={row.original.status === "active" ? "green" : "grey"} size="small">
          {row.original.status === "inactive" ? t.statuses.inactive : t.statuses.active}
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
      size: 150,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <div className={actions}>
          <Link className={link} href={configurationPathOf(row.original.kind, row.original.id)}>
            {t.open}
          </Link>
          <button
            type="button"
            className={link}
            aria-label={`${t.delete} ${row.original.name}`}
            onClick={() => onDelete(row.original)}
          >
            {t.delete}
          </button>
        </div>
      ),
    }),
  ]);
}

const stack = css({ display: "flex", flexDirection: "column", gap: "16" });
const head = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-end",
  gap: "16",
  flexWrap: "wrap",
});
const actions = css({ display: "flex", gap: "12" });
const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  _hover: { textDecoration: "underline" },
});
const hint = css({ fontSize: "sm", color: "muted" });
const muted = css({ color: "muted" });
