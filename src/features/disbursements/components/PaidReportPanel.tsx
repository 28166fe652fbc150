import { Download } from "lucide-react";
import { useMemo } from "react";
import { useQuery } from "urql";
import { formatRupiah } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import { useLiveChange } from "../../../app/session/liveChanges.ts";
import { useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { downloadFile, useSessionHeaders } from "../../bulk-import/index.ts";
import {
  commonText,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { monthLabel } from "../../payroll-report-detail/model/lines.ts";
import { monthOf, monthsBefore, paidReportXlsxUrl, validMonthRange } from "../model/batch.ts";
import { PaidReportQuery } from "./documents.ts";
import { muted } from "./shared.tsx";
import { type DisbursementText, disbursementText } from "./text.ts";

// `view` stays in the URL while the report pages (it is the tab's own parameter).
const LIST: ListUrlConfig = { filterKeys: ["view", "from", "to"], sortable: [] };

type PaidRow = {
  agentId: number;
  agentName: string;
  employeeNumber?: string | null;
  period: string;
  amount: number;
  lineCount: number;
  payrollAmount: number;
  reimbursementAmount: number;
  otherAmount: number;
};

/**
 * "Paid per worker" (issue 18): what succeeded lines paid each worker per WIB month, over a
 * range of at most 24 months (this month and the five before unless chosen), and the whole
 * range as XLSX.
 */
export function PaidReportPanel() {
  const t = useText(disbursementText);
  const c = useText(commonText);
  const { language } = useI18n();
  const headers = useSessionHeaders();
  const list = useListState(LIST);
  const { filters, setFilter, setFilters, paging } = list;
  const thisMonth = monthOf(new Date());
  const from = filters["from"] ?? monthsBefore(thisMonth, 5);
  const to = filters["to"] ?? thisMonth;
  const valid = validMonthRange(from, to);
  const [{ data, fetching }, refetch] = useQuery({
    query: PaidReportQuery,
    variables: { from, to, q: filters["q"], limit: paging.limit, page: paging.page },
    pause: !valid,
    requestPolicy: "cache-and-network",
  });
  useClampedPage(list, data?.paidReport.totalItems);
  useLiveChange("disbursement", () => refetch({ requestPolicy: "network-only" }));
  const rows = (data?.paidReport.items ?? []) as PaidRow[];
  const columns = useMemo(() => paidColumns(t, language), [t, language]);

  const exportXlsx = () =>
    downloadFile(
      paidReportXlsxUrl(from, to, filters["q"]),
      headers,
      `paid-per-worker-${from}-${to}.xlsx`,
    ).catch((error: Error) => showToast("error", t.downloadFailed(error.message)));

  const month = (key: "from" | "to", value: string) => (
    <DatePicker
      label={key === "from" ? t.from : t.to}
      type="month"
      value={[`${value}-01`]}
      onValueChange={(dates) => {
        const date = dates[0];
        setFilters({
          [key]: date ? `${date.year}-${String(date.month).padStart(2, "0")}` : null,
        });
      }}
    />
  );

  return (
    <div className={stack}>
      {!valid && <Banner variant="danger" size="small" title={t.rangeInvalid} />}
      <DataTable
        label={t.paidTableLabel}
        columns={columns}
        data={rows}
        totalItems={data?.paidReport.totalItems ?? 0}
        loading={valid && fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        selectable={false}
        getRowId={(row) => `${row.agentId}-${row.period}`}
        toolbar={
          <div className={toolbarRow}>
            <SearchField
              label={c.search}
              placeholder={t.searchLines}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
            {month("from", from)}
            {month("to", to)}
            <Button variant="secondary" disabled={!valid} onClick={exportXlsx}>
              <Download size={16} aria-hidden="true" />
              {t.exportXlsx}
            </Button>
          </div>
        }
      />
      {data && (
        <p className={total} data-testid="paid-total">
          {t.paidTotal(formatRupiah(data.paidReport.totalAmount))}
        </p>
      )}
      {valid && !fetching && data && rows.length === 0 && !filters["q"] && (
        <p className={muted}>{t.paidEmpty}</p>
      )}
    </div>
  );
}

const helper = createDataTableColumnHelper<PaidRow>();

function paidColumns(t: DisbursementText, language: "en" | "id"): DataTableColumnDef<PaidRow>[] {
  const money = (id: keyof PaidRow & string, header: string) =>
    helper.accessor(id as "amount", {
      id,
      header,
      size: 150,
      cell: ({ row }) => formatRupiah(row.original[id] as number),
    });
  return helper.columns([
    helper.accessor("agentName", {
      id: "agentName",
      header: t.worker,
      size: 220,
      meta: { sticky: "left" },
    }),
    helper.accessor("employeeNumber", {
      id: "employeeNumber",
      header: t.employeeNumber,
      size: 140,
      cell: ({ row }) => row.original.employeeNumber ?? "-",
    }),
    helper.accessor("period", {
      id: "period",
      header: t.period,
      size: 150,
      cell: ({ row }) => monthLabel(row.original.period, language),
    }),
    money("payrollAmount", t.payroll),
    money("reimbursementAmount", t.reimbursement),
    money("otherAmount", t.other),
    helper.accessor("lineCount", { id: "lineCount", header: t.lineCountShort, size: 110 }),
    money("amount", t.total),
  ]);
}

const stack = css({ display: "flex", flexDirection: "column", gap: "12" });
const total = css({ fontWeight: "700", textAlign: "right" });
