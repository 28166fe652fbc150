import { useMemo, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { useQuery } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { formatDate, formatDateTime, formatRupiah } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import { useFragment as readFragment } from "../../../gql";
import type { ReimbursementClaimFieldsFragment } from "../../../gql/graphql.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button } from "../../../ui/index.ts";
import { Badge, Banner } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
import {
  commonText,
  intFilter,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { ClaimDialog } from "./ClaimDialog.tsx";
import { ClaimDrawer } from "./ClaimDrawer.tsx";
import {
  ReimbursementClaimFields,
  ReimbursementClaimsQuery,
  ReimbursementTypeFields,
  ReimbursementTypesQuery,
} from "./documents.ts";
import {
  CLAIM_STATUS_COLORS,
  CLAIM_STATUSES,
  isCancellable,
  PAYOUT_METHODS,
  TYPE_OPTIONS_LIMIT,
} from "./model.ts";
import { type ReimbursementText, reimbursementText } from "./text.ts";
import { useClaimActions } from "./useClaimActions.tsx";

export type ClaimRow = ReimbursementClaimFieldsFragment;

export const CLAIMS_LIST: ListUrlConfig = {
  filterKeys: ["tab", "status", "type", "payout", "from", "to"],
  sortable: ["agentName", "typeName", "claimDate", "amount", "status", "createdAt"],
};

const isDay = (text: string | undefined): text is string =>
  !!text && /^\d{4}-\d{2}-\d{2}$/.test(text);
const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/**
 * The Claims tab of /reimbursements: every claim of the client, searched by worker or
 * description, filtered by status, type, payout and claim dates, sorted and paged (all in the
 * URL); decide the claims the caller may decide, cancel what can still be cancelled, open a
 * claim's drawer, file a claim on a worker's behalf.
 */
export function ClaimsTab() {
  const t = useText(reimbursementText);
  const c = useText(commonText);
  const list = useListState(CLAIMS_LIST);
  const { filters, setFilter, setFilters, paging } = list;
  const status = oneOf(CLAIM_STATUSES, filters["status"]);
  const payoutMethod = oneOf(PAYOUT_METHODS, filters["payout"]);
  const typeId = intFilter(filters, "type");
  const from = isDay(filters["from"]) ? filters["from"] : undefined;
  const to = isDay(filters["to"]) ? filters["to"] : undefined;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: ReimbursementClaimsQuery,
    variables: {
      q: filters["q"] || undefined,
      status,
      typeId,
      payoutMethod,
      from,
      to,
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  const [{ data: typeData }] = useQuery({
    query: ReimbursementTypesQuery,
    variables: { limit: TYPE_OPTIONS_LIMIT, sort: "name" },
  });
  const again = () => refetch({ requestPolicy: "network-only" });
  const page = data?.reimbursementClaims;
  useClampedPage(list, page?.totalItems);
  const rows = readFragment(ReimbursementClaimFields, page?.items ?? []);
  const types = readFragment(ReimbursementTypeFields, typeData?.reimbursementTypes.items ?? []);

  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const actions = useClaimActions(again);
  const { start } = actions;

  const columns = useMemo(
    () =>
      claimColumns(t, c.actions, (row) => (
        <div className={rowButtons}>
          <Button
            variant="secondary"
            minHeight="32px"
            aria-label={t.viewClaim(row.agentName)}
            onClick={() => setViewing(row.id)}
          >
            {t.view}
          </Button>
          {row.canDecide && row.status === "pending" && (
            <>
              <Button
                minHeight="32px"
                aria-label={t.approveClaim(row.agentName)}
                onClick={() => start("approve", row)}
              >
                {t.approve}
              </Button>
              <Button
                variant="secondary"
                minHeight="32px"
                aria-label={t.rejectClaim(row.agentName)}
                onClick={() => start("reject", row)}
              >
                {t.reject}
              </Button>
            </>
          )}
          {isCancellable(row) && (
            <Button
              variant="secondary"
              minHeight="32px"
              aria-label={t.cancelClaimOf(row.agentName)}
              onClick={() => start("cancel", row)}
            >
              {t.cancelClaim}
            </Button>
          )}
        </div>
      )),
    [t, c.actions, start],
  );

  const filtered = Object.keys(filters).some((key) => key !== "tab");
  return (
    <div className={stack}>
      <div className={buttons}>
        <Button onClick={() => setCreating(true)}>{t.newClaim}</Button>
      </div>
      {error && <Banner variant="danger" size="small" title={extractErrorMessage(error)} />}
      <DataTable
        label={t.claimsTable}
        columns={columns}
        data={rows as ClaimRow[]}
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
              options={CLAIM_STATUSES.map((s) => ({ value: s, label: t.statuses[s]! }))}
              value={status ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
            <Select
              label={t.type}
              placeholder={t.allTypes}
              options={types.map((type) => ({ value: String(type.id), label: type.name }))}
              value={typeId ? String(typeId) : null}
              onValueChange={(value) => setFilter("type", value)}
            />
            <Select
              label={t.payout}
              placeholder={t.allPayouts}
              options={PAYOUT_METHODS.map((p) => ({ value: p, label: t.payouts[p]! }))}
              value={payoutMethod ?? null}
              onValueChange={(value) => setFilter("payout", value)}
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
            {filtered && (
              <Button
                variant="secondary"
                onClick={() =>
                  setFilters({
                    q: null,
                    status: null,
                    type: null,
                    payout: null,
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
      <ClaimDialog open={creating} onClose={() => setCreating(false)} onCreated={again} />
      <ClaimDrawer
        claimId={viewing}
        onClose={() => setViewing(null)}
        onAction={(action, row) => start(action, row)}
      />
    </div>
  );
}

const helper = createDataTableColumnHelper<ClaimRow>();

export function claimColumns(
  t: ReimbursementText,
  actionsLabel: string,
  renderActions: (row: ClaimRow) => React.ReactNode,
): DataTableColumnDef<ClaimRow>[] {
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
          <span className={muted}>{row.original.employeeNumber ?? "-"}</span>
        </div>
      ),
    }),
    helper.accessor("typeName", {
      id: "typeName",
      header: t.type,
      enableSorting: true,
      size: 200,
      cell: ({ row }) => (
        <div className={cellStack}>
          <span>{row.original.typeName}</span>
          <span className={muted}>
            {t.treatments[row.original.taxTreatment] ?? row.original.taxTreatment}
          </span>
        </div>
      ),
    }),
    helper.accessor("claimDate", {
      id: "claimDate",
      header: t.claimDate,
      enableSorting: true,
      size: 130,
      cell: ({ row }) => <span data-testid="claim-date">{formatDate(row.original.claimDate)}</span>,
    }),
    helper.accessor("amount", {
      id: "amount",
      header: t.amount,
      enableSorting: true,
      size: 150,
      cell: ({ row }) => (
        <span data-testid="claim-amount">{formatRupiah(row.original.amount)}</span>
      ),
    }),
    helper.accessor("status", {
      id: "status",
      header: t.status,
      enableSorting: true,
      size: 130,
      cell: ({ row }) => (
        <div className={cellStack}>
          <Badge
            color={CLAIM_STATUS_COLORS[row.original.status] ?? "grey"}
            size="small"
            data-testid="claim-status"
          >
            {t.statuses[row.original.status] ?? row.original.status}
          </Badge>
          {row.original.status === "pending" && row.original.currentLayer ? (
            <span className={muted}>{t.layer(row.original.currentLayer)}</span>
          ) : null}
        </div>
      ),
    }),
    helper.display({
      id: "payoutMethod",
      header: t.payout,
      size: 130,
      cell: ({ row }) => t.payouts[row.original.payoutMethod] ?? row.original.payoutMethod,
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
      size: 320,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}

const stack = css({ display: "flex", flexDirection: "column", gap: "12" });
const buttons = css({ display: "flex", gap: "8", flexWrap: "wrap", justifyContent: "flex-end" });
const rowButtons = css({ display: "flex", gap: "8", flexWrap: "nowrap", alignItems: "center" });
const cellStack = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: "2",
});
const strong = css({ fontWeight: "600" });
const muted = css({ fontSize: "xs", color: "muted" });
