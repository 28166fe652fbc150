import { type FormEvent, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation } from "wouter";
import { formatRupiah } from "../../../../domain/format.ts";
import { css } from "../../../../styled-system/css";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { Select } from "../../../ui/select/index.ts";
import {
  commonText,
  FormModal,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { useRecordForm } from "../hooks/useRecordForm.ts";
import { recordYears } from "../model/recordForm.ts";
import { type ConfigText, configText } from "./configText.ts";
import { EmployeeTaxRecordListQuery, GenerateEmployeeTaxRecordsMutation } from "./documents.ts";
import { recordPathOf } from "./paths.ts";
import { RecordFields } from "./RecordFields.tsx";

/** `year`, search, sort and page of the records live in the detail page's URL. */
const LIST: ListUrlConfig = { filterKeys: ["year"], sortable: ["name", "startMonth"] };

type Row = {
  id: number;
  agentId: number;
  agentName: string;
  nik: string;
  branchName?: string | null;
  taxIdKind: string;
  taxId: string;
  ptkp: string;
  terCategory: string;
  recipient: string;
  startMonth: number;
  endMonth: number;
  openingBruto: number;
  openingWithheld: number;
};

/**
 * The employee tax records of a PPh 21 (not final) configuration for a chosen year: search,
 * paging, "Generate records" from the members of its payroll groups, and adding one.
 */
export function EmployeeTaxRecords({ configurationId }: { configurationId: number }) {
  const t = useText(configText);
  const c = useText(commonText);
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const years = useMemo(() => recordYears(), []);
  const thisYear = new Date().getFullYear();
  const requested = Number(filters["year"]);
  const year = years.includes(requested) ? requested : thisYear;
  const [{ data, fetching }] = useQuery({
    query: EmployeeTaxRecordListQuery,
    variables: {
      taxConfigurationId: configurationId,
      year,
      q: filters["q"],
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  useClampedPage(list, data?.employeeTaxRecords.totalItems);
  const [{ fetching: generating }, generate] = useMutation(GenerateEmployeeTaxRecordsMutation);
  const [generated, setGenerated] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const columns = useMemo(() => recordColumns(t, configurationId), [t, configurationId]);
  const rows = (data?.employeeTaxRecords.items ?? []) as Row[];

  const runGenerate = async () => {
    setGenerated(null);
    const result = await generate({ taxConfigurationId: configurationId, year });
    if (result.error) {
      showToast("error", result.error.graphQLErrors[0]?.message ?? result.error.message);
      return;
    }
    const message = t.generated(result.data?.generateEmployeeTaxRecords ?? 0, year);
    setGenerated(message);
    showToast("success", message);
  };

  return (
    <section className={card} aria-labelledby="employee-tax-records-title">
      <div className={head}>
        <h2 id="employee-tax-records-title" className={heading}>
          {t.recordsTitle}
        </h2>
        <div className={buttons}>
          <Button variant="secondary" disabled={generating} onClick={runGenerate}>
            {generating ? t.generating : t.generate}
          </Button>
          <Button onClick={() => setAdding(true)}>{t.addRecord}</Button>
        </div>
      </div>
      <p className={hint}>{t.recordsHelp}</p>
      <p className={hint}>{t.generateHelp}</p>
      {generated && (
        <p role="status" className={status} data-testid="generated-count">
          {generated}
        </p>
      )}
      <DataTable
        label={t.recordsTable}
        columns={columns}
        data={rows}
        totalItems={data?.employeeTaxRecords.totalItems ?? 0}
        loading={fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        selectable={false}
        getRowId={(row) => String(row.id)}
        toolbar={
          <div className={toolbarRow}>
            <Select
              label={t.year}
              options={years.map((y) => ({ value: String(y), label: String(y) }))}
              value={String(year)}
              onValueChange={(value) =>
                setFilter("year", value === null || Number(value) === thisYear ? null : value)
              }
            />
            <SearchField
              label={c.search}
              placeholder={t.recordSearch}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
          </div>
        }
      />
      {!fetching && data && rows.length === 0 && !filters["q"] && (
        <p className={hint}>{t.recordsEmpty(year)}</p>
      )}
      {adding && (
        <AddRecordModal
          configurationId={configurationId}
          year={year}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  );
}

function AddRecordModal({
  configurationId,
  year,
  onClose,
}: {
  configurationId: number;
  year: number;
  onClose: () => void;
}) {
  const t = useText(configText);
  const [, navigate] = useLocation();
  const form = useRecordForm(configurationId, null, year);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await form.save();
    if (!saved) return;
    showToast("success", t.recordCreated(saved.agentName));
    onClose();
    navigate(recordPathOf(configurationId, saved.id));
  };
  return (
    <FormModal
      title={t.addRecord}
      size="x-large"
      onClose={onClose}
      onSubmit={submit}
      busy={form.busy}
      formError={form.formMessage}
      submitLabel={t.create}
    >
      <RecordFields
        draft={form.draft}
        onChange={form.onChange}
        fieldError={form.errors.fieldError}
        pickWorker
      />
    </FormModal>
  );
}

const helper = createDataTableColumnHelper<Row>();

function recordColumns(t: ConfigText, configurationId: number): DataTableColumnDef<Row>[] {
  const month = (n: number) => t.monthNames[n - 1] ?? String(n);
  return helper.columns([
    helper.accessor("agentName", {
      id: "name",
      header: t.worker,
      size: 240,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <Link className={link} href={recordPathOf(configurationId, row.original.id)}>
          {row.original.agentName}
        </Link>
      ),
    }),
    helper.accessor("nik", { id: "nik", header: "NIK", size: 170 }),
    helper.display({
      id: "branch",
      header: t.branch,
      size: 160,
      cell: ({ row }) => row.original.branchName ?? "-",
    }),
    helper.display({
      id: "taxId",
      header: t.taxIdKind,
      size: 220,
      cell: ({ row }) =>
        `${row.original.taxIdKind === "nik" ? "NIK" : "NPWP"} ${row.original.taxId}`,
    }),
    helper.display({
      id: "ptkp",
      header: "PTKP",
      size: 110,
      cell: ({ row }) => `${row.original.ptkp} (${row.original.terCategory})`,
    }),
    helper.accessor("startMonth", {
      id: "startMonth",
      header: t.months,
      size: 190,
      enableSorting: true,
      cell: ({ row }) => t.monthRange(month(row.original.startMonth), month(row.original.endMonth)),
    }),
    helper.display({
      id: "openingBruto",
      header: t.openingBruto,
      size: 160,
      cell: ({ row }) => formatRupiah(row.original.openingBruto),
    }),
    helper.display({
      id: "openingWithheld",
      header: t.openingWithheld,
      size: 160,
      cell: ({ row }) => formatRupiah(row.original.openingWithheld),
    }),
  ]);
}

const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "12",
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  padding: "24",
});
const head = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: "16",
  flexWrap: "wrap",
});
const heading = css({ fontSize: "lg", fontWeight: "600" });
const buttons = css({ display: "flex", gap: "8", flexWrap: "wrap" });
const hint = css({ fontSize: "sm", color: "muted", maxWidth: "820px" });
const status = css({ fontSize: "sm", fontWeight: "600", color: "ink" });
const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  _hover: { textDecoration: "underline" },
});
