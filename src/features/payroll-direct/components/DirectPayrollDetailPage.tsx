import { useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation, useParams } from "wouter";
import { formatDate, formatDateTime, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Badge, type BadgeColor, Banner } from "../../../ui/misc/index.ts";
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
  DeleteDirectReportMutation,
  DirectReportLinesQuery,
  DirectReportQuery,
  FinalizeDirectReportMutation,
} from "./documents.ts";
import {
  type DirectPayrollText,
  directAgentPath,
  directPayrollText,
  PAYROLL_REPORTS_PATH,
} from "./text.ts";

const LINES: ListUrlConfig = { filterKeys: [], sortable: ["name", "gross", "net"] };

type Line = {
  id: number;
  agentId: number;
  agentName: string;
  employeeNumber?: string | null;
  branchName?: string | null;
  basicSalary: number;
  gross: number;
  pph21: number;
  employeeDeductions: number;
  net: number;
};

export const STATUS_COLORS: Record<string, BadgeColor> = {
  computing: "blue",
  draft: "yellow",
  failed: "red",
  finalized: "green",
  paid: "violet",
};

/** The GraphQL error's own text (the gateway words it in the user's language). */
export const errorText = (error: { graphQLErrors: { message: string }[]; message: string }) =>
  error.graphQLErrors[0]?.message ?? error.message;

export type DirectPayrollDetailPageProps = { route: RouteDefinition };

/**
 * /payroll-reports/direct/:id (issue 17): a direct report's header (status, month, totals) and
 * its workers' pay (search, sort, paging); a draft can be finalised or deleted, each confirmed.
 */
export function DirectPayrollDetailPage({ route }: DirectPayrollDetailPageProps) {
  const t = useText(directPayrollText);
  const c = useText(commonText);
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: DirectReportQuery,
    variables: { id },
    pause: !valid,
  });
  const report = data?.payrollReport;
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState<"finalize" | "delete" | null>(null);
  // Why the last finalise or delete was refused (also a toast), shown above the report.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [, finalize] = useMutation(FinalizeDirectReportMutation);
  const [, remove] = useMutation(DeleteDirectReportMutation);

  const confirm = async () => {
    if (!report) return;
    const action = confirming;
    setConfirming(null);
    setRefusal(null);
    const refused = (message: string) => {
      setRefusal(message);
      showToast("error", message);
    };
    if (action === "finalize") {
      const result = await finalize({ id: report.id });
      if (result.error) refused(errorText(result.error));
      else {
        showToast("success", t.finalized(report.name));
        refetch({ requestPolicy: "network-only" });
      }
    } else if (action === "delete") {
      const result = await remove({ id: report.id });
      if (result.error) refused(errorText(result.error));
      else {
        showToast("success", t.deleted(report.name));
        navigate(PAYROLL_REPORTS_PATH);
      }
    }
  };

  const editable = report?.status === "draft" || report?.status === "failed";
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        report && report.type === "direct" && editable ? (
          <>
            <Button variant="secondary" onClick={() => setConfirming("delete")}>
              {t.delete}
            </Button>
            {report.status === "draft" && (
              <Button onClick={() => setConfirming("finalize")}>{t.finalize}</Button>
            )}
          </>
        ) : undefined
      }
    >
      {refusal && <Banner variant="danger" size="small" title={refusal} />}
      {valid && !data && (fetching || !error) ? (
        <p>{c.loading}</p>
      ) : !report ? (
        <p role="alert">{t.notFound}</p>
      ) : report.type !== "direct" ? (
        <p role="alert">{t.notDirect}</p>
      ) : (
        <>
          <Summary report={report} />
          <Workers reportId={report.id} />
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming === "delete"
            ? t.deleteTitle(report?.name ?? "")
            : t.finalizeTitle(report?.name ?? "")
        }
        description={confirming === "delete" ? t.deleteBody : t.finalizeBody}
        confirmLabel={confirming === "delete" ? t.delete : t.finalize}
        cancelLabel={c.cancel}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </ListScreen>
  );
}

type Report = {
  name: string;
  status: string;
  period: string;
  periodStart: string;
  periodEnd: string;
  totals: { gross: number; net: number; pph21: number; deductions: number };
  lineCount: number;
  createdAt: string;
  createdByName?: string | null;
  finalizedAt?: string | null;
  finalizedByName?: string | null;
};

/** yyyy-MM as MM-yyyy (SPEC §9 order). */
export const monthText = (period: string) => {
  const [year, month] = period.split("-");
  return `${month}-${year}`;
};

function Summary({ report }: { report: Report }) {
  const t = useText(directPayrollText);
  const items: [string, string][] = [
    [t.period, monthText(report.period)],
    [t.periodRange, `${formatDate(report.periodStart)} – ${formatDate(report.periodEnd)}`],
    [t.workers, report.lineCount.toLocaleString("id-ID")],
    [t.gross, formatRupiah(report.totals.gross)],
    [t.deductions, formatRupiah(report.totals.deductions)],
    [t.pph21, formatRupiah(report.totals.pph21)],
    [t.net, formatRupiah(report.totals.net)],
    [
      t.createdBy,
      `${formatDateTime(report.createdAt)}${report.createdByName ? ` · ${report.createdByName}` : ""}`,
    ],
  ];
  if (report.finalizedAt)
    items.push([
      t.finalizedBy,
      `${formatDateTime(report.finalizedAt)}${report.finalizedByName ? ` · ${report.finalizedByName}` : ""}`,
    ]);
  return (
    <section className={card} aria-label={t.summary}>
      <div className={head}>
        <h2 className={heading}>{report.name}</h2>
        <Badge color={STATUS_COLORS[report.status] ?? "grey"}>
          {t.statuses[report.status] ?? report.status}
        </Badge>
      </div>
      <dl className={summary}>
        {items.map(([label, value]) => (
          <div key={label} className={summaryItem}>
            <dt className={term}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const helper = createDataTableColumnHelper<Line>();

function Workers({ reportId }: { reportId: number }) {
  const t = useText(directPayrollText);
  const c = useText(commonText);
  const list = useListState(LINES);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching }] = useQuery({
    query: DirectReportLinesQuery,
    variables: {
      reportId,
      q: filters["q"],
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  useClampedPage(list, data?.payrollReportDetails.totalItems);
  const rows = (data?.payrollReportDetails.items ?? []) as Line[];
  const columns = useMemo(() => lineColumns(t, reportId), [t, reportId]);
  return (
    <section className={card} aria-label={t.workers}>
      <h2 className={heading}>{t.workerTable}</h2>
      <DataTable
        label={t.workerTable}
        columns={columns}
        data={rows}
        totalItems={data?.payrollReportDetails.totalItems ?? 0}
        loading={fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        selectable={false}
        getRowId={(row) => String(row.id)}
        toolbar={
          <div className={toolbarRow}>
            <SearchField
              label={c.search}
              placeholder={t.searchWorkers}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
          </div>
        }
      />
      {!fetching && data && rows.length === 0 && !filters["q"] && (
        <p className={muted}>{t.noLines}</p>
      )}
    </section>
  );
}

function lineColumns(t: DirectPayrollText, reportId: number): DataTableColumnDef<Line>[] {
  return helper.columns([
    helper.accessor("agentName", {
      id: "name",
      header: t.employee,
      size: 220,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <Link className={link} href={directAgentPath(reportId, row.original.agentId)}>
          {row.original.agentName}
        </Link>
      ),
    }),
    helper.accessor((row) => row.employeeNumber ?? "", {
      id: "employeeNumber",
      header: t.employeeNumber,
      size: 170,
    }),
    helper.accessor((row) => row.branchName ?? "", { id: "branch", header: t.branch, size: 150 }),
    helper.accessor("basicSalary", {
      id: "basicSalary",
      header: t.basicSalary,
      size: 150,
      cell: ({ row }) => formatRupiah(row.original.basicSalary),
    }),
    helper.accessor("gross", {
      id: "gross",
      header: t.gross,
      size: 150,
      enableSorting: true,
      cell: ({ row }) => formatRupiah(row.original.gross),
    }),
    helper.accessor("employeeDeductions", {
      id: "deductions",
      header: t.deductions,
      size: 150,
      cell: ({ row }) => formatRupiah(row.original.employeeDeductions),
    }),
    helper.accessor("pph21", {
      id: "pph21",
      header: t.pph21,
      size: 130,
      cell: ({ row }) => formatRupiah(row.original.pph21),
    }),
    helper.accessor("net", {
      id: "net",
      header: t.net,
      size: 150,
      enableSorting: true,
      meta: { sticky: "right" },
      cell: ({ row }) => formatRupiah(row.original.net),
    }),
  ]);
}

export const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "16",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
});
export const head = css({ display: "flex", alignItems: "center", gap: "12", flexWrap: "wrap" });
export const heading = css({ fontSize: "lg", fontWeight: "700" });
export const summary = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: "12",
  fontSize: "sm",
});
export const summaryItem = css({ display: "flex", flexDirection: "column", gap: "2" });
export const term = css({ color: "muted", fontWeight: "600" });
export const muted = css({ fontSize: "sm", color: "muted", fontWeight: "400" });
export const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  _hover: { textDecoration: "underline" },
});
