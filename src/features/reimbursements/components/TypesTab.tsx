import { useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatRupiah } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import { useFragment as readFragment } from "../../../gql";
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
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useRecordActions,
  useText,
} from "../../org-common/index.ts";
import {
  DeleteReimbursementTypeMutation,
  ReimbursementTypeFields,
  ReimbursementTypesQuery,
  UpdateReimbursementTypeMutation,
} from "./documents.ts";
import { TypeDialog, type TypeRow } from "./TypeDialog.tsx";
import { type ReimbursementText, reimbursementText } from "./text.ts";

export const TYPES_LIST: ListUrlConfig = {
  filterKeys: ["tab", "active"],
  sortable: ["name", "createdAt"],
};

/** A type as useRecordActions sees it: active or inactive. */
type Row = TypeRow & { status: "active" | "inactive" };

/** The type's input for an update that only flips `active`. */
function inputOf(row: TypeRow, active: boolean) {
  return {
    name: row.name,
    description: row.description,
    taxTreatment: row.taxTreatment,
    monthlyTaxFreeCap: row.monthlyTaxFreeCap,
    budgetAmount: row.budgetAmount,
    budgetPeriod: row.budgetPeriod,
    receiptThreshold: row.receiptThreshold,
    defaultPayout: row.defaultPayout,
    maxClaimAmount: row.maxClaimAmount,
    active,
  };
}

/**
 * The Claim Types tab of /reimbursements: the client's claim types with their tax treatment,
 * budget, receipt threshold and payout; create and edit in a dialog, deactivate or activate and
 * delete after a confirmation (a type with claims cannot be deleted: the server says so).
 */
export function TypesTab() {
  const t = useText(reimbursementText);
  const c = useText(commonText);
  const list = useListState(TYPES_LIST);
  const { filters, setFilter, paging } = list;
  const active =
    filters["active"] === "true" ? true : filters["active"] === "false" ? false : undefined;
  const [{ data, fetching, error }] = useQuery({
    query: ReimbursementTypesQuery,
    variables: {
      q: filters["q"] || undefined,
      active,
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  const page = data?.reimbursementTypes;
  useClampedPage(list, page?.totalItems);
  const rows: Row[] = readFragment(ReimbursementTypeFields, page?.items ?? []).map((row) => ({
    ...row,
    status: row.active ? "active" : "inactive",
  }));
  const [editing, setEditing] = useState<TypeRow | null | undefined>(undefined);
  const [, update] = useMutation(UpdateReimbursementTypeMutation);
  const [, remove] = useMutation(DeleteReimbursementTypeMutation);
  const records = useRecordActions<Row>({
    text: t,
    setStatus: (row, status) =>
      update({ id: row.id, version: row.version, input: inputOf(row, status === "active") }),
    remove: (row) => remove({ id: row.id }),
  });
  const { buttons } = records;

  const columns = useMemo(
    () => typeColumns(t, c.actions, (row) => buttons(row, setEditing)),
    [t, c.actions, buttons],
  );

  return (
    <div className={stack}>
      <div className={actionsRow}>
        <Button onClick={() => setEditing(null)}>{t.newType}</Button>
      </div>
      {error && <Banner variant="danger" size="small" title={extractErrorMessage(error)} />}
      <DataTable
        label={t.typesTable}
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
              placeholder={t.searchTypes}
              value={filters["q"] ?? ""}
              onSearch={(value) => setFilter("q", value)}
            />
            <Select
              label={t.status}
              placeholder={t.allActivity}
              options={[
                { value: "true", label: t.active },
                { value: "false", label: t.inactive },
              ]}
              value={active === undefined ? null : String(active)}
              onValueChange={(value) => setFilter("active", value)}
            />
          </div>
        }
      />
      {records.dialog}
      <TypeDialog editing={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}

const helper = createDataTableColumnHelper<Row>();

function typeColumns(
  t: ReimbursementText,
  actionsLabel: string,
  renderActions: (row: Row) => React.ReactNode,
): DataTableColumnDef<Row>[] {
  return helper.columns([
    helper.accessor("name", {
      id: "name",
      header: t.name,
      enableSorting: true,
      size: 220,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <div className={cellStack}>
          <span className={strong}>{row.original.name}</span>
          {row.original.description && <span className={muted}>{row.original.description}</span>}
        </div>
      ),
    }),
    helper.display({
      id: "taxTreatment",
      header: t.taxTreatment,
      size: 230,
      cell: ({ row }) => (
        <div className={cellStack}>
          <span>{t.treatments[row.original.taxTreatment] ?? row.original.taxTreatment}</span>
          {row.original.monthlyTaxFreeCap != null && (
            <span className={muted}>
              {`${t.monthlyCap}: ${formatRupiah(row.original.monthlyTaxFreeCap)}`}
            </span>
          )}
        </div>
      ),
    }),
    helper.display({
      id: "budget",
      header: t.budget,
      size: 170,
      cell: ({ row }) =>
        row.original.budgetAmount == null || !row.original.budgetPeriod
          ? t.noLimit
          : `${formatRupiah(row.original.budgetAmount)} / ${t.perPeriod[row.original.budgetPeriod] ?? row.original.budgetPeriod}`,
    }),
    helper.display({
      id: "receiptThreshold",
      header: t.receiptThreshold,
      size: 160,
      cell: ({ row }) =>
        row.original.receiptThreshold == null
          ? t.never
          : row.original.receiptThreshold === 0
            ? t.always
            : formatRupiah(row.original.receiptThreshold),
    }),
    helper.display({
      id: "defaultPayout",
      header: t.defaultPayout,
      size: 140,
      cell: ({ row }) => t.payouts[row.original.defaultPayout] ?? row.original.defaultPayout,
    }),
    helper.display({
      id: "claimCount",
      header: t.claims,
      size: 90,
      cell: ({ row }) => row.original.claimCount,
    }),
    helper.display({
      id: "active",
      header: t.status,
      size: 110,
      cell: ({ row }) => (
        <Badge color={row.original.active ? "green" : "grey"} size="small">
          {row.original.active ? t.active : t.inactive}
        </Badge>
      ),
    }),
    helper.display({
      id: "actions",
      header: actionsLabel,
      size: 300,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}

const stack = css({ display: "flex", flexDirection: "column", gap: "12" });
const actionsRow = css({ display: "flex", gap: "8", justifyContent: "flex-end" });
const cellStack = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: "2",
});
const strong = css({ fontWeight: "600" });
const muted = css({ fontSize: "xs", color: "muted" });
