import { AlertTriangle } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useParams } from "wouter";
import { formatDateTime, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Badge, Banner, Progress, Timeline } from "../../../ui/misc/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { downloadFile, useSessionHeaders } from "../../bulk-import/index.ts";
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
  bankFileName,
  bankFileUrl,
  canCancelLine,
  canEditLine,
  canRetryLine,
  eventDetail,
  isMoving,
  isPending,
  newIdempotencyKey,
} from "../model/batch.ts";
import {
  CancelDisbursementLineMutation,
  CancelDisbursementMutation,
  ConfirmDisbursementPaidMutation,
  DisbursementEventsQuery,
  DisbursementLinesQuery,
  DisbursementQuery,
  ReinquireDisbursementMutation,
  RetryDisbursementLineMutation,
} from "./documents.ts";
import { type Line, LineEditDialog, MandiriDialog, readLine } from "./LineDialogs.tsx";
import {
  ApproveDialog,
  type Batch,
  BatchStatusBadge,
  card,
  heading,
  LineStatusBadge,
  link,
  MaintenanceBanner,
  muted,
  readBatch,
  refusal,
  stack,
  useApprovalBlock,
  useDisbursementSettings,
} from "./shared.tsx";
import { type DisbursementText, disbursementText } from "./text.ts";

/** While lines are being paid or names checked the page also asks again this often (ms). */
export const POLL_MS = 3_000;

const LINES: ListUrlConfig = {
  filterKeys: ["problems", "status"],
  sortable: ["name", "amount", "status"],
};

const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

export type DisbursementDetailPageProps = { route: RouteDefinition };

/**
 * /disbursements/:id (issue 18): a batch's totals, counts and status, payment progress, its
 * lines (status, reason, name mismatch with the name the bank gave, edit, retry, cancel), the
 * approve and cancel actions, the bank file exports and the history. Follows the live pointer
 * "disbursement" and, while lines are in flight, polls as a fallback.
 */
export function DisbursementDetailPage({ route }: DisbursementDetailPageProps) {
  const t = useText(disbursementText);
  const c = useText(commonText);
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = validId(id);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: DisbursementQuery,
    variables: { id },
    pause: !valid,
    requestPolicy: "cache-and-network",
  });
  const batch = data?.disbursement ? readBatch(data.disbursement) : null;
  // Every part reads again on one signal: the stream, the poll, or an action here.
  const [tick, setTick] = useState(0);
  const again = useCallback(() => {
    refetch({ requestPolicy: "network-only" });
    setTick((n) => n + 1);
  }, [refetch]);
  useLiveChange("disbursement", again);
  const moving = batch ? isMoving(batch.status) || batch.inquiryStatus === "pending" : false;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(again, POLL_MS);
    return () => clearInterval(timer);
  }, [moving, again]);
  const { maintenance, settings } = useDisbursementSettings();

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={batch ? <BatchActions batch={batch} onChanged={again} /> : undefined}
      intro={<MaintenanceBanner on={maintenance} />}
    >
      {valid && !data && (fetching || !error) ? (
        <p>{c.loading}</p>
      ) : batch ? (
        <>
          <BatchHeader batch={batch} onChanged={again} />
          <BatchProgress batch={batch} />
          <Totals batch={batch} />
          <Lines
            batch={batch}
            tick={tick}
            onChanged={again}
            banks={settings?.banks ?? []}
            eWallets={settings?.eWallets ?? []}
          />
          <Events batchId={batch.id} tick={tick} />
        </>
      ) : error && valid ? (
        <div role="alert" className={stack}>
          <p>{t.loadFailed(refusal(t, error, error.message))}</p>
          <div>
            <Button variant="secondary" onClick={again}>
              {t.retry}
            </Button>
          </div>
        </div>
      ) : (
        <p role="alert">{t.notFound}</p>
      )}
    </ListScreen>
  );
}

function BatchHeader({ batch, onChanged }: { batch: Batch; onChanged: () => void }) {
  const t = useText(disbursementText);
  const block = useApprovalBlock(batch);
  const [, reinquire] = useMutation(ReinquireDisbursementMutation);
  const items: [string, React.ReactNode][] = [
    [
      t.source,
      batch.payrollReportId ? (
        <Link key="report" className={link} href={`/payroll-reports/${batch.payrollReportId}`}>
          {batch.payrollReportName ?? t.sources["payroll_report"]}
        </Link>
      ) : (
        (t.sources[batch.source] ?? batch.source)
      ),
    ],
    [t.channel, t.channels[batch.channel] ?? batch.channel],
    [
      t.inquiry,
      <span key="inquiry" data-testid="inquiry-status">
        {t.inquiryStatuses[batch.inquiryStatus] ?? batch.inquiryStatus}
      </span>,
    ],
  ];
  if (batch.description) items.push([t.description, batch.description]);
  const notes = [
    batch.createdByName
      ? t.createdByAt(batch.createdByName, formatDateTime(batch.createdAt))
      : t.createdOn(formatDateTime(batch.createdAt)),
    batch.approvedAt && batch.approvedByName
      ? t.approvedBy(batch.approvedByName, formatDateTime(batch.approvedAt))
      : null,
    batch.completedAt ? t.completedAt(formatDateTime(batch.completedAt)) : null,
  ].filter((note): note is string => note !== null);
  const check = async () => {
    const result = await reinquire({ id: batch.id });
    if (result.error) showToast("error", refusal(t, result.error, t.saveFailed));
    else showToast("success", t.reinquireStarted);
    onChanged();
  };
  return (
    <section className={card} aria-label={batch.name}>
      <div className={headRow}>
        <h2 className={heading}>{batch.name}</h2>
        <BatchStatusBadge status={batch.status} large />
      </div>
      <dl className={summary}>
        {items.map(([label, value]) => (
          <div key={label} className={summaryItem}>
            <dt className={term}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={muted}>{notes.join(" · ")}</p>
      {isPending(batch.status) && batch.inquiryStatus !== "pending" && (
        <div>
          <Button variant="secondary" onClick={check}>
            {t.reinquire}
          </Button>
        </div>
      )}
      {block && block !== "notPending" && (
        <div data-testid="approve-blocked">
          <Banner variant="information" size="small" title={t.approveBlocked[block]} />
        </div>
      )}
    </section>
  );
}

function BatchProgress({ batch }: { batch: Batch }) {
  const t = useText(disbursementText);
  if (isPending(batch.status) || batch.status === "cancelled") {
    if (batch.errorCount > 0 || batch.mismatchCount > 0)
      return (
        <Banner variant="warning">
          {`${t.errorCount}: ${batch.errorCount} · ${t.mismatchCount}: ${batch.mismatchCount}`}
        </Banner>
      );
    return null;
  }
  const { succeeded, failed, reversed, cancelled } = batch.counts;
  const done = succeeded + failed + reversed + cancelled;
  const total = batch.lineCount;
  return (
    <section className={card} aria-live="polite" data-testid="batch-progress">
      <Progress value={total > 0 ? Math.floor((done / total) * 100) : 0} label={t.progressLabel} />
      <p className={muted}>{t.progress(done, total)}</p>
    </section>
  );
}

function Totals({ batch }: { batch: Batch }) {
  const t = useText(disbursementText);
  const figures: [string, string, string][] = [
    [t.totalAmount, formatRupiah(batch.totalAmount), "total"],
    [t.paidAmount, formatRupiah(batch.paidAmount), "paid"],
    [t.lineCount, String(batch.lineCount), "lines"],
    [t.errorCount, String(batch.errorCount), "errors"],
    [t.mismatchCount, String(batch.mismatchCount), "mismatches"],
  ];
  const counts: [string, number][] = [
    ["draft", batch.counts.draft],
    ["pending_approval", batch.counts.pendingApproval],
    ["approved", batch.counts.approved],
    ["submitted", batch.counts.submitted],
    ["succeeded", batch.counts.succeeded],
    ["failed", batch.counts.failed],
    ["reversed", batch.counts.reversed],
    ["cancelled", batch.counts.cancelled],
  ];
  return (
    <section className={card} aria-label={t.totals}>
      <h2 className={heading}>{t.totals}</h2>
      <dl className={totalsGrid}>
        {figures.map(([label, value, key]) => (
          <div key={key} className={summaryItem} data-testid={`total-${key}`}>
            <dt className={term}>{label}</dt>
            <dd className={bigFigure}>{value}</dd>
          </div>
        ))}
      </dl>
      <ul className={chips} aria-label={t.counts} data-testid="line-counts">
        {counts
          .filter(([, n]) => n > 0)
          .map(([status, n]) => (
            <li key={status} className={chip}>
              <LineStatusBadge status={status} /> {n}
            </li>
          ))}
      </ul>
    </section>
  );
}

function BatchActions({ batch, onChanged }: { batch: Batch; onChanged: () => void }) {
  const t = useText(disbursementText);
  const headers = useSessionHeaders();
  const block = useApprovalBlock(batch);
  const [open, setOpen] = useState<"approve" | "cancel" | "mandiri" | "paid" | null>(null);
  const [paidKey, setPaidKey] = useState(newIdempotencyKey);
  const [, cancel] = useMutation(CancelDisbursementMutation);
  const [, confirmPaid] = useMutation(ConfirmDisbursementPaidMutation);
  const pending = isPending(batch.status);
  const bankFile = batch.channel === "bank_file";
  const bankFileReady = bankFile && batch.counts.approved > 0;
  // The Mandiri file pays the lines to pay (pending before approval, approved after) of a
  // bank-file batch only: a provider batch's lines are sent by the provider (A3's 409).
  const mandiri = bankFile && batch.counts.pendingApproval + batch.counts.approved > 0;

  const doCancel = async () => {
    setOpen(null);
    const result = await cancel({ id: batch.id });
    if (result.error) showToast("error", refusal(t, result.error, t.saveFailed));
    else showToast("success", t.batchCancelled(batch.name));
    onChanged();
  };
  const doConfirmPaid = async () => {
    setOpen(null);
    const result = await confirmPaid({ id: batch.id, idempotencyKey: paidKey });
    if (result.error) showToast("error", refusal(t, result.error, t.saveFailed));
    else {
      showToast("success", t.confirmedPaid(batch.name));
      setPaidKey(newIdempotencyKey());
    }
    onChanged();
  };
  const exportXlsx = () =>
    downloadFile(bankFileUrl(batch.id, "xlsx"), headers, bankFileName(batch.id, "xlsx")).catch(
      (error: Error) => showToast("error", t.downloadFailed(error.message)),
    );

  return (
    <>
      {pending && (
        <Button
          disabled={block !== null}
          title={block ? t.approveBlocked[block] : undefined}
          onClick={() => setOpen("approve")}
        >
          {t.approve}
        </Button>
      )}
      {bankFileReady && <Button onClick={() => setOpen("paid")}>{t.confirmPaid}</Button>}
      {mandiri && (
        <Button variant="secondary" onClick={() => setOpen("mandiri")}>
          {t.exportMandiri}
        </Button>
      )}
      <Button variant="secondary" onClick={exportXlsx}>
        {t.exportXlsx}
      </Button>
      {pending && (
        <Button variant="secondary" onClick={() => setOpen("cancel")}>
          {t.cancelBatch}
        </Button>
      )}
      {open === "approve" && (
        <ApproveDialog
          batch={batch}
          onClose={() => setOpen(null)}
          onApproved={() => {
            setOpen(null);
            onChanged();
          }}
        />
      )}
      {open === "mandiri" && <MandiriDialog batchId={batch.id} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={open === "cancel"}
        title={t.cancelBatchTitle(batch.name)}
        description={t.cancelBatchBody}
        confirmLabel={t.cancelBatch}
        cancelLabel={t.keep}
        onConfirm={doCancel}
        onCancel={() => setOpen(null)}
      />
      <ConfirmDialog
        open={open === "paid"}
        title={t.confirmPaidTitle(batch.name)}
        description={t.confirmPaidBody(batch.counts.approved, formatRupiah(batch.totalAmount))}
        confirmLabel={t.confirmPaid}
        cancelLabel={t.keep}
        onConfirm={doConfirmPaid}
        onCancel={() => setOpen(null)}
      />
    </>
  );
}

type LineAction = { kind: "edit" | "retry" | "cancel"; line: Line };

function Lines({
  batch,
  tick,
  onChanged,
  banks,
  eWallets,
}: {
  batch: Batch;
  tick: number;
  onChanged: () => void;
  banks: readonly { code: string; name: string; minDigits: number; maxDigits: number }[];
  eWallets: readonly string[];
}) {
  const t = useText(disbursementText);
  const c = useText(commonText);
  const list = useListState(LINES);
  const { filters, setFilter, paging } = list;
  const problemsOnly = filters["problems"] === "1";
  const [{ data, fetching }, refetch] = useQuery({
    query: DisbursementLinesQuery,
    variables: {
      id: batch.id,
      q: filters["q"],
      status: filters["status"],
      problems: problemsOnly ? true : undefined,
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
    requestPolicy: "cache-and-network",
  });
  useClampedPage(list, data?.disbursementLines.totalItems);
  useEffect(() => {
    if (tick > 0) refetch({ requestPolicy: "network-only" });
  }, [tick, refetch]);
  const rows = useMemo(() => (data?.disbursementLines.items ?? []).map(readLine), [data]);
  const [action, setAction] = useState<LineAction | null>(null);
  const [retryKey, setRetryKey] = useState(newIdempotencyKey);
  const [, retry] = useMutation(RetryDisbursementLineMutation);
  const [, cancelLine] = useMutation(CancelDisbursementLineMutation);
  const columns = useMemo(
    () => lineColumns(t, c, batch.status, (kind, line) => setAction({ kind, line })),
    [t, c, batch.status],
  );

  const run = async () => {
    const current = action;
    setAction(null);
    if (!current) return;
    if (current.kind === "retry") {
      const result = await retry({
        id: batch.id,
        lineId: current.line.id,
        idempotencyKey: retryKey,
      });
      if (result.error) showToast("error", refusal(t, result.error, t.saveFailed));
      else {
        showToast("success", t.lineRetried(current.line.agentName));
        setRetryKey(newIdempotencyKey());
      }
    } else if (current.kind === "cancel") {
      const result = await cancelLine({ id: batch.id, lineId: current.line.id });
      if (result.error) showToast("error", refusal(t, result.error, t.saveFailed));
      else showToast("success", t.lineCancelled(current.line.agentName));
    }
    onChanged();
  };

  const filtered = Boolean(filters["q"] || filters["status"]) || problemsOnly;
  return (
    <section className={card}>
      <h2 className={heading}>{t.lines}</h2>
      <DataTable
        label={t.lines}
        columns={columns}
        data={rows}
        totalItems={data?.disbursementLines.totalItems ?? 0}
        loading={fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        selectable={false}
        getRowId={(row) => String(row.id)}
        toolbar={
          <div className={toolbarRow}>
            <SearchField
              label={c.search}
              placeholder={t.searchLines}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
            <Select
              label={t.status}
              placeholder={t.allStatuses}
              options={Object.entries(t.lineStatuses).map(([value, label]) => ({ value, label }))}
              value={filters["status"] ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
            <label className={checkbox}>
              <input
                type="checkbox"
                checked={problemsOnly}
                onChange={(event) => setFilter("problems", event.target.checked ? "1" : null)}
              />
              {t.problemsOnly}
            </label>
          </div>
        }
      />
      {!fetching && data && rows.length === 0 && (problemsOnly || !filtered) && (
        <p className={muted}>{problemsOnly ? t.noProblems : t.noLines}</p>
      )}
      {action?.kind === "edit" && (
        <LineEditDialog
          batchId={batch.id}
          line={action.line}
          banks={banks}
          eWallets={eWallets}
          onClose={() => setAction(null)}
          onSaved={() => {
            setAction(null);
            onChanged();
          }}
        />
      )}
      <ConfirmDialog
        open={action?.kind === "retry"}
        title={t.retryTitle(action?.line.agentName ?? "")}
        description={t.retryBody(formatRupiah(action?.line.amount ?? 0))}
        confirmLabel={t.retryLine}
        cancelLabel={t.keep}
        onConfirm={run}
        onCancel={() => setAction(null)}
      />
      <ConfirmDialog
        open={action?.kind === "cancel"}
        title={t.cancelLineTitle(action?.line.agentName ?? "")}
        description={t.cancelLineBody(formatRupiah(action?.line.amount ?? 0))}
        confirmLabel={t.cancelLine}
        cancelLabel={t.keep}
        onConfirm={run}
        onCancel={() => setAction(null)}
      />
    </section>
  );
}

type CommonText = (typeof commonText)["en"];
const helper = createDataTableColumnHelper<Line>();

function lineColumns(
  t: DisbursementText,
  c: CommonText,
  batchStatus: string,
  onAction: (kind: LineAction["kind"], line: Line) => void,
): DataTableColumnDef<Line>[] {
  return helper.columns([
    helper.accessor("agentName", {
      id: "name",
      header: t.worker,
      size: 220,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <span className={cellStack}>
          <span>{row.original.agentName}</span>
          {row.original.employeeNumber && (
            <span className={muted}>{row.original.employeeNumber}</span>
          )}
        </span>
      ),
    }),
    helper.accessor("amount", {
      id: "amount",
      header: t.amount,
      size: 150,
      enableSorting: true,
      cell: ({ row }) => formatRupiah(row.original.amount),
    }),
    helper.display({
      id: "account",
      header: t.account,
      size: 260,
      cell: ({ row }) => <AccountCell t={t} line={row.original} />,
    }),
    helper.accessor("status", {
      id: "status",
      header: t.status,
      size: 160,
      enableSorting: true,
      cell: ({ row }) => <LineStatusBadge status={row.original.status} />,
    }),
    helper.display({
      id: "reason",
      header: t.error,
      size: 260,
      cell: ({ row }) =>
        row.original.errorReason || row.original.errorCode ? (
          <span className={cellStack} data-testid="line-error">
            {row.original.errorCode && <Badge color="red">{row.original.errorCode}</Badge>}
            {row.original.errorReason && <span>{row.original.errorReason}</span>}
          </span>
        ) : (
          "-"
        ),
    }),
    helper.display({
      id: "reference",
      header: t.reference,
      size: 160,
      cell: ({ row }) => (
        <span className={cellStack}>
          <span>{row.original.providerReference ?? "-"}</span>
          {row.original.attempts > 0 && <span className={muted}>×{row.original.attempts}</span>}
        </span>
      ),
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 200,
      meta: { sticky: "right" },
      cell: ({ row }) => {
        const line = row.original;
        return (
          <div className={actions}>
            {canEditLine(line, batchStatus) && (
              <button
                type="button"
                className={link}
                aria-label={`${t.editLine} ${line.agentName}`}
                onClick={() => onAction("edit", line)}
              >
                {t.editLine}
              </button>
            )}
            {canRetryLine(line) && (
              <button
                type="button"
                className={link}
                aria-label={`${t.retryLine} ${line.agentName}`}
                onClick={() => onAction("retry", line)}
              >
                {t.retryLine}
              </button>
            )}
            {canCancelLine(line) && (line.status === "failed" || isPending(batchStatus)) && (
              <button
                type="button"
                className={link}
                aria-label={`${t.cancelLine} ${line.agentName}`}
                onClick={() => onAction("cancel", line)}
              >
                {t.cancelLine}
              </button>
            )}
          </div>
        );
      },
    }),
  ]);
}

/** The account a line pays, and what the bank's name check said about it. */
function AccountCell({ t, line }: { t: DisbursementText; line: Line }) {
  const where =
    line.method === "e_wallet"
      ? `${(line.eWallet ?? "-").toUpperCase()} ${line.phoneNumber ?? ""}`
      : `${line.bankName ?? line.bankCode ?? "-"} ${line.accountNumber ?? ""}`;
  return (
    <span className={cellStack}>
      <span>{where.trim()}</span>
      {line.accountName && <span className={muted}>{line.accountName}</span>}
      {line.inquiryStatus === "mismatch" && (
        <span className={mismatch} data-testid="name-mismatch">
          <AlertTriangle size={14} aria-hidden="true" />
          <span>
            {t.mismatch}
            {line.inquiredName ? ` — ${t.inquiredName(line.inquiredName)}` : ""}
          </span>
        </span>
      )}
      {line.inquiryStatus === "not_found" && (
        <span className={mismatch}>
          <AlertTriangle size={14} aria-hidden="true" />
          <span>{t.notFoundAccount}</span>
        </span>
      )}
    </span>
  );
}

/** The history starts with the latest events; "Show older" reads more. */
const EVENTS_PAGE = 20;

function Events({ batchId, tick }: { batchId: number; tick: number }) {
  const t = useText(disbursementText);
  const [limit, setLimit] = useState(EVENTS_PAGE);
  const [{ data, fetching }, refetch] = useQuery({
    query: DisbursementEventsQuery,
    variables: { id: batchId, limit, page: 1 },
    requestPolicy: "cache-and-network",
  });
  useEffect(() => {
    if (tick > 0) refetch({ requestPolicy: "network-only" });
  }, [tick, refetch]);
  const items = (data?.disbursementEvents.items ?? []).map((event) => ({
    createdAt: event.createdAt,
    type: event.toStatus,
    title: t.eventTitle(
      event.fromStatus ? (t.lineStatuses[event.fromStatus] ?? event.fromStatus) : null,
      event.lineId === null || event.lineId === undefined
        ? (t.statuses[event.toStatus] ?? event.toStatus)
        : (t.lineStatuses[event.toStatus] ?? event.toStatus),
      event.lineId === null || event.lineId === undefined ? null : t.lineRef(event.lineId),
    ),
    subtitle: [
      event.actorName ?? t.actors[event.actorType] ?? event.actorType,
      eventDetail(event.detail, t.reference),
    ]
      .filter(Boolean)
      .join(" · "),
  }));
  const total = data?.disbursementEvents.totalItems ?? 0;
  return (
    <section className={card} aria-label={t.events}>
      <h2 className={heading}>{t.events}</h2>
      <Timeline items={items} loading={fetching && !data} label={t.events} />
      {total > items.length && (
        <div>
          <Button variant="secondary" onClick={() => setLimit((n) => n + EVENTS_PAGE * 5)}>
            {t.olderEvents(total - items.length)}
          </Button>
        </div>
      )}
    </section>
  );
}

const headRow = css({ display: "flex", alignItems: "center", gap: "12", flexWrap: "wrap" });
const summary = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: "12",
  fontSize: "sm",
});
const summaryItem = css({ display: "flex", flexDirection: "column", gap: "2" });
const term = css({ color: "muted", fontWeight: "600" });
const totalsGrid = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  gap: "16",
});
const bigFigure = css({ fontSize: "lg", fontWeight: "700", fontVariantNumeric: "tabular-nums" });
const chips = css({
  display: "flex",
  gap: "12",
  flexWrap: "wrap",
  fontSize: "sm",
  listStyle: "none",
});
const chip = css({ display: "inline-flex", alignItems: "center", gap: "4" });
const checkbox = css({ display: "flex", alignItems: "center", gap: "8", fontSize: "sm" });
const cellStack = css({ display: "flex", flexDirection: "column", gap: "2", fontSize: "sm" });
const actions = css({ display: "flex", gap: "12", flexWrap: "wrap" });
const mismatch = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "4",
  color: "orange.800",
  fontWeight: "600",
  fontSize: "xs",
});
