import { useMemo, useState } from "react";
import { useQuery } from "urql";
import { Link, useLocation, useSearchParams } from "wouter";
import { formatDateTime, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button } from "../../../ui/index.ts";
import { Badge, Banner, Tabs } from "../../../ui/misc/index.ts";
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
import { batchHref, DISBURSEMENTS_PATH } from "../model/batch.ts";
import { CreateDisbursementDialog } from "./CreateDisbursementDialog.tsx";
import { DisbursementListQuery } from "./documents.ts";
import { PaidReportPanel } from "./PaidReportPanel.tsx";
import {
  ApproveDialog,
  type Batch,
  BatchStatusBadge,
  link,
  MaintenanceBanner,
  muted,
  readBatch,
  useDisbursementSettings,
} from "./shared.tsx";
import { type DisbursementText, disbursementText } from "./text.ts";

const LIST: ListUrlConfig = {
  filterKeys: ["status", "source"],
  sortable: ["name", "createdAt", "totalAmount", "status"],
};
/** The list with `?create=1` opens the create dialog; `?view=paid` shows the paid report. */
export const CREATE_PARAM = "create";
export const VIEW_PARAM = "view";

export type DisbursementsPageProps = { route: RouteDefinition };

/**
 * /disbursements (issue 18, SPEC §2): the client's disbursement batches with search,
 * status and source filters, sort and paging, live status; the create dialog; and the
 * "Paid per worker" report as a second tab.
 */
export function DisbursementsPage({ route }: DisbursementsPageProps) {
  const t = useText(disbursementText);
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const { maintenance } = useDisbursementSettings();
  const view = params.get(VIEW_PARAM) === "paid" ? "paid" : "batches";
  const creating = params.has(CREATE_PARAM);
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <Button
          disabled={maintenance}
          onClick={() => navigate(`${DISBURSEMENTS_PATH}?${CREATE_PARAM}=1`)}
        >
          {t.create}
        </Button>
      }
      intro={<MaintenanceBanner on={maintenance} />}
    >
      <Tabs
        label={route.title.en}
        activeKey={view}
        onChange={({ key }) =>
          navigate(key === "paid" ? `${DISBURSEMENTS_PATH}?${VIEW_PARAM}=paid` : DISBURSEMENTS_PATH)
        }
        tabs={[
          {
            key: "batches",
            label: t.tabBatches,
            content: view === "batches" ? <BatchList /> : null,
          },
          { key: "paid", label: t.tabPaid, content: view === "paid" ? <PaidReportPanel /> : null },
        ]}
      />
      {creating && (
        <CreateDisbursementDialog
          onClose={() => navigate(DISBURSEMENTS_PATH, { replace: true })}
          onCreated={(id) => navigate(batchHref(id))}
        />
      )}
    </ListScreen>
  );
}

function BatchList() {
  const t = useText(disbursementText);
  const c = useText(commonText);
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: DisbursementListQuery,
    variables: {
      q: filters["q"],
      status: filters["status"],
      source: filters["source"],
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
    requestPolicy: "cache-and-network",
  });
  useClampedPage(list, data?.disbursements.totalItems);
  // Live status: the stream says a batch moved (a line settled, an approval).
  useLiveChange("disbursement", () => refetch({ requestPolicy: "network-only" }));
  const rows = useMemo(() => (data?.disbursements.items ?? []).map(readBatch), [data]);
  const [approving, setApproving] = useState<Batch | null>(null);
  const columns = useMemo(() => batchColumns(t, c, setApproving), [t, c]);
  const filtered = ["q", ...LIST.filterKeys].some((key) => filters[key]);
  return (
    <>
      {error && !data && (
        <Banner
          variant="danger"
          size="small"
          title={error.graphQLErrors[0]?.message ?? error.message}
        />
      )}
      <BatchTable
        t={t}
        columns={columns}
        rows={rows}
        totalItems={data?.disbursements.totalItems ?? 0}
        loading={fetching && !data}
        list={list}
        toolbar={
          <div className={toolbarRow}>
            <SearchField
              label={c.search}
              placeholder={t.searchPlaceholder}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
            <Select
              label={t.status}
              placeholder={t.allStatuses}
              options={Object.entries(t.statuses).map(([value, label]) => ({ value, label }))}
              value={filters["status"] ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
            <Select
              label={t.source}
              placeholder={t.allSources}
              options={Object.entries(t.sources).map(([value, label]) => ({ value, label }))}
              value={filters["source"] ?? null}
              onValueChange={(value) => setFilter("source", value)}
            />
          </div>
        }
      />
      {!fetching && data && rows.length === 0 && !filtered && <p className={muted}>{t.empty}</p>}
      {approving && (
        <ApproveDialog
          batch={approving}
          onClose={() => setApproving(null)}
          onApproved={() => {
            setApproving(null);
            refetch({ requestPolicy: "network-only" });
          }}
        />
      )}
    </>
  );
}

/** The batches table (the list and the approval page share it). */
export function BatchTable({
  t,
  columns,
  rows,
  totalItems,
  loading,
  list,
  toolbar,
}: {
  t: DisbursementText;
  columns: DataTableColumnDef<Batch>[];
  rows: Batch[];
  totalItems: number;
  loading: boolean;
  list: ReturnType<typeof useListState>;
  toolbar?: React.ReactNode;
}) {
  return (
    <DataTable
      label={t.tableLabel}
      columns={columns}
      data={rows}
      totalItems={totalItems}
      loading={loading}
      state={list.state}
      onStateChange={list.setState}
      selectable={false}
      getRowId={(row) => String(row.id)}
      toolbar={toolbar}
    />
  );
}

type CommonText = (typeof commonText)["en"];
const helper = createDataTableColumnHelper<Batch>();

export function batchColumns(
  t: DisbursementText,
  c: CommonText,
  onApprove: (batch: Batch) => void,
): DataTableColumnDef<Batch>[] {
  return helper.columns([
    helper.accessor("name", {
      id: "name",
      header: t.name,
      size: 240,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <Link className={link} href={batchHref(row.original.id)}>
          {row.original.name}
        </Link>
      ),
    }),
    helper.accessor("source", {
      id: "source",
      header: t.source,
      size: 150,
      cell: ({ row }) => (
        <span className={cellStack}>
          <span>{t.sources[row.original.source] ?? row.original.source}</span>
          {row.original.payrollReportName && (
            <span className={muted}>{row.original.payrollReportName}</span>
          )}
        </span>
      ),
    }),
    helper.accessor("channel", {
      id: "channel",
      header: t.channel,
      size: 150,
      cell: ({ row }) => t.channels[row.original.channel] ?? row.original.channel,
    }),
    helper.accessor("status", {
      id: "status",
      header: t.status,
      size: 170,
      enableSorting: true,
      cell: ({ row }) => <BatchStatusBadge status={row.original.status} />,
    }),
    helper.accessor("lineCount", {
      id: "lineCount",
      header: t.lines,
      size: 90,
      cell: ({ row }) => row.original.lineCount,
    }),
    helper.accessor("totalAmount", {
      id: "totalAmount",
      header: t.total,
      size: 160,
      enableSorting: true,
      cell: ({ row }) => formatRupiah(row.original.totalAmount),
    }),
    helper.accessor("paidAmount", {
      id: "paidAmount",
      header: t.paid,
      size: 160,
      cell: ({ row }) => formatRupiah(row.original.paidAmount),
    }),
    helper.display({
      id: "problems",
      header: t.problems,
      size: 170,
      cell: ({ row }) => <ProblemBadges t={t} batch={row.original} />,
    }),
    helper.accessor("createdAt", {
      id: "createdAt",
      header: t.createdAt,
      size: 170,
      enableSorting: true,
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    }),
    helper.display({
      id: "createdBy",
      header: t.createdBy,
      size: 160,
      cell: ({ row }) => row.original.createdByName ?? "-",
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 150,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <div className={actions}>
          <Link
            className={link}
            href={batchHref(row.original.id)}
            aria-label={`${t.view} ${row.original.name}`}
          >
            {t.view}
          </Link>
          {row.original.canApprove && row.original.status === "pending_approval" && (
            <button
              type="button"
              className={link}
              onClick={() => onApprove(row.original)}
              aria-label={`${t.approve} ${row.original.name}`}
            >
              {t.approve}
            </button>
          )}
        </div>
      ),
    }),
  ]);
}

function ProblemBadges({ t, batch }: { t: DisbursementText; batch: Batch }) {
  if (batch.errorCount === 0 && batch.mismatchCount === 0 && batch.counts.failed === 0)
    return <>-</>;
  return (
    <span className={actions}>
      {batch.errorCount > 0 && (
        <Badge color="red" title={t.errorCount}>
          {`${t.problems} ${batch.errorCount}`}
        </Badge>
      )}
      {batch.counts.failed > 0 && (
        <Badge color="red" title={t.lineStatuses["failed"]}>
          {`${t.lineStatuses["failed"]} ${batch.counts.failed}`}
        </Badge>
      )}
      {batch.mismatchCount > 0 && (
        <Badge color="orange" title={t.mismatchCount}>
          {`${t.mismatch} ${batch.mismatchCount}`}
        </Badge>
      )}
    </span>
  );
}

const actions = css({ display: "flex", gap: "12", flexWrap: "wrap", alignItems: "center" });
const cellStack = css({ display: "flex", flexDirection: "column", gap: "2" });
