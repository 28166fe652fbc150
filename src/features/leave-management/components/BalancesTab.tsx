import { useMemo, useState } from "react";
import { useQuery } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import type { LeaveBalanceListQuery as ListQueryType } from "../../../gql/graphql.ts";
import { type Language, useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button } from "../../../ui/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
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
import { AdjustBalanceDialog, type AdjustTarget } from "./AdjustBalanceDialog.tsx";
import { LeaveBalanceListQuery, LeavePolicyOptionsQuery } from "./documents.ts";
import { LedgerDialog, type LedgerTarget } from "./LedgerDialog.tsx";
import { formatDays, kindLabel } from "./model.ts";
import { type LeaveText, leaveText } from "./text.ts";

export type LeaveBalanceRow = ListQueryType["leaveBalanceList"]["items"][number];

export const BALANCES_LIST: ListUrlConfig = {
  filterKeys: ["tab", "policy", "branch", "asOf"],
  sortable: ["name", "policyName", "balance"],
};

const isDay = (text: string | undefined): text is string =>
  !!text && /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * The Balances tab: per worker × policy the accrued, taken and adjusted days and the balance on
 * a date (the ledger's sums); searched, filtered, sorted, paged. A row opens the worker's ledger;
 * "Adjust balance" records a manual entry with its reason.
 */
export function BalancesTab() {
  const t = useText(leaveText);
  const c = useText(commonText);
  const { language } = useI18n();
  const list = useListState(BALANCES_LIST);
  const { filters, setFilter, paging } = list;
  const branchId = intFilter(filters, "branch");
  const policyId = intFilter(filters, "policy");
  const asOf = isDay(filters["asOf"]) ? filters["asOf"] : undefined;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: LeaveBalanceListQuery,
    variables: {
      q: filters["q"] || undefined,
      branchId,
      policyId,
      asOf,
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  const [{ data: policies }] = useQuery({ query: LeavePolicyOptionsQuery });
  const again = () => refetch({ requestPolicy: "network-only" });
  useLiveChange("leave", again);
  const page = data?.leaveBalanceList;
  useClampedPage(list, page?.totalItems);
  const [ledger, setLedger] = useState<LedgerTarget | null>(null);
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);

  const columns = useMemo(
    () =>
      balanceColumns(t, language, c.actions, (row) => (
        <div className={rowButtons}>
          <Button
            variant="secondary"
            aria-label={t.openLedger(row.agentName, row.policyName)}
            onClick={() => setLedger(row)}
          >
            {t.ledgerLabel}
          </Button>
          <Button
            variant="secondary"
            aria-label={`${t.adjust}: ${row.agentName}, ${row.policyName}`}
            onClick={() =>
              setAdjusting({
                agentId: row.agentId,
                agentName: row.agentName,
                policyId: row.policyId,
              })
            }
          >
            {t.adjust}
          </Button>
        </div>
      )),
    [t, language, c.actions],
  );

  return (
    <div className={stack}>
      <div className={buttons}>
        <Button onClick={() => setAdjusting({ agentId: null, agentName: "", policyId: null })}>
          {t.adjust}
        </Button>
      </div>
      {error && <Banner variant="danger" size="small" title={extractErrorMessage(error)} />}
      <DataTable
        label={t.balancesTable}
        columns={columns}
        data={page?.items ?? []}
        totalItems={page?.totalItems ?? 0}
        loading={fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        selectable={false}
        getRowId={(row) => `${row.agentId}-${row.policyId}`}
        toolbar={
          <div className={toolbarRow}>
            <SearchField
              label={c.search}
              placeholder={t.searchPlaceholder}
              value={filters["q"] ?? ""}
              onSearch={(value) => setFilter("q", value)}
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
              label={t.asOf}
              value={asOf ? [asOf] : []}
              onValueChange={(dates) => setFilter("asOf", dates[0]?.toString() ?? null)}
            />
          </div>
        }
      />
      <LedgerDialog target={ledger} asOf={asOf} onClose={() => setLedger(null)} />
      <AdjustBalanceDialog target={adjusting} onClose={() => setAdjusting(null)} onDone={again} />
    </div>
  );
}

const helper = createDataTableColumnHelper<LeaveBalanceRow>();

function balanceColumns(
  t: LeaveText,
  language: Language,
  actionsLabel: string,
  renderActions: (row: LeaveBalanceRow) => React.ReactNode,
): DataTableColumnDef<LeaveBalanceRow>[] {
  const days = (key: "accrued" | "taken" | "adjusted", header: string) =>
    helper.accessor(key, {
      id: key,
      header,
      size: 110,
      cell: ({ row }) => formatDays(row.original[key], language),
    });
  return helper.columns([
    helper.accessor("agentName", {
      id: "name",
      header: t.employee,
      enableSorting: true,
      size: 220,
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
      size: 220,
      cell: ({ row }) => (
        <div className={cellStack}>
          <span>{row.original.policyName}</span>
          <span className={muted}>{kindLabel(row.original.kind, language)}</span>
        </div>
      ),
    }),
    days("accrued", t.accrued),
    days("taken", t.taken),
    days("adjusted", t.adjusted),
    helper.accessor("balance", {
      id: "balance",
      header: t.balance,
      enableSorting: true,
      size: 120,
      cell: ({ row }) => (
        <span className={strong} data-testid="leave-balance">
          {row.original.limited ? formatDays(row.original.balance, language) : t.unlimited}
        </span>
      ),
    }),
    helper.display({
      id: "actions",
      header: actionsLabel,
      size: 260,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}

const stack = css({ display: "flex", flexDirection: "column", gap: "12" });
const buttons = css({ display: "flex", gap: "8", flexWrap: "wrap", justifyContent: "flex-end" });
const rowButtons = css({ display: "flex", gap: "8", flexWrap: "nowrap" });
const cellStack = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: "2",
});
const strong = css({ fontWeight: "600" });
const muted = css({ fontSize: "xs", color: "muted" });
