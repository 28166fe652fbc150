import { useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation, useSearchParams } from "wouter";
import { formatDate, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import {
  ADD_OR_SUB,
  COMPONENT_MODES,
  COMPONENT_SCHEMES,
  REGULATION_PROGRAMMES,
} from "../../../../domain/payroll/constants.ts";
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
  ListScreen,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { useRegulationBased } from "../hooks.ts";
import {
  DeletePayrollComponentMutation,
  DeleteRegulationComponentMutation,
  PayrollComponentListQuery,
  RegulationComponentListQuery,
} from "./documents.ts";
import { formatPercent, type PayrollComponentText, payrollComponentText } from "./text.ts";

export const COMPONENTS_PATH = "/payroll/payroll-components";
export const REGULATION_PATH = `${COMPONENTS_PATH}/regulation-based`;

/** Sortable columns are the server's `sort` fields (GET /payroll-components). */
const COMPONENT_LIST: ListUrlConfig = {
  filterKeys: ["scheme", "addOrSub", "mode", "status"],
  sortable: ["name", "code", "effectiveDate"],
};
/** `tab` rides as a filter so paging and filtering keep the tab in the URL. */
const REGULATION_LIST: ListUrlConfig = { filterKeys: ["tab", "programme", "status"], sortable: [] };
const REGULATION_TAB = "regulation";

type ComponentRow = {
  id: number;
  name: string;
  code: string;
  predefined: boolean;
  scheme: string;
  addOrSub: string;
  mode: string;
  taxable: boolean;
  taxTreatment: string;
  base?: string | null;
  defaultAmount?: number | null;
  effectiveDate: string;
  status: string;
  groupCount: number;
};

type RegulationRow = {
  id: number;
  programme: string;
  participant: string;
  name: string;
  jkkRiskClass?: number | null;
  jkkRiskRatePercent?: number | null;
  agentCode?: string | null;
  clientCode?: string | null;
  status: string;
  groupCount: number;
  currentRate?: {
    effectiveFrom: string;
    employerRate: number;
    employeeRate: number;
    employerAmount: number;
    employeeAmount: number;
    wageCap?: number | null;
    minimumWageFloor: boolean;
  } | null;
};

/** A refused delete: the component is in use (409), shown above the table until dismissed. */
type Blocked = { name: string; message: string };

export type PayrollComponentsPageProps = { route: RouteDefinition };

/** The list screen for the signed-in client, its flag read from the session. */
export function PayrollComponentsPage({ route }: PayrollComponentsPageProps) {
  return <PayrollComponentsView route={route} regulationBased={useRegulationBased()} />;
}

export type PayrollComponentsViewProps = PayrollComponentsPageProps & {
  /** The client's regulation_based_component flag (SPEC §6). */
  regulationBased: boolean;
};

/**
 * /payroll/payroll-components (issue 16, SPEC §2): the client's components and, with the
 * regulation_based_component flag (SPEC §6), the regulation-based BPJS components in a second
 * tab (`?tab=regulation`, so a reload or a shared link keeps it).
 */
export function PayrollComponentsView({ route, regulationBased }: PayrollComponentsViewProps) {
  const t = useText(payrollComponentText);
  const [params, setParams] = useSearchParams();
  const tab = regulationBased && params.get("tab") === REGULATION_TAB ? "regulation" : "components";
  const [, navigate] = useLocation();
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        tab === "components" ? (
          <Button onClick={() => navigate(`${COMPONENTS_PATH}/create`)}>{t.createComponent}</Button>
        ) : (
          <Button onClick={() => navigate(`${REGULATION_PATH}/create`)}>
            {t.createRegulation}
          </Button>
        )
      }
    >
      {regulationBased && (
        <Tabs
          label={t.tabsLabel}
          activeKey={tab}
          tabs={[
            { key: "components", label: t.tabs.components },
            { key: "regulation", label: t.tabs.regulation },
          ]}
          onChange={({ key }) => {
            if (key === tab) return;
            setParams(
              key === "regulation"
                ? new URLSearchParams({ tab: REGULATION_TAB })
                : new URLSearchParams(),
            );
          }}
        />
      )}
      {tab === "components" ? <ComponentsTab /> : <RegulationTab />}
    </ListScreen>
  );
}

function useOptions<K extends string>(
  keys: readonly K[],
  labels: Readonly<Record<string, string>>,
) {
  return useMemo(
    () => keys.map((value) => ({ value, label: labels[value] ?? value })),
    [keys, labels],
  );
}

function ComponentsTab() {
  const t = useText(payrollComponentText);
  const c = useText(commonText);
  const list = useListState(COMPONENT_LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching }] = useQuery({
    query: PayrollComponentListQuery,
    variables: {
      q: filters["q"],
      scheme: filters["scheme"],
      addOrSub: filters["addOrSub"],
      mode: filters["mode"],
      status: filters["status"],
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  useClampedPage(list, data?.payrollComponents.totalItems);
  const [deleting, setDeleting] = useState<ComponentRow | null>(null);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [, remove] = useMutation(DeletePayrollComponentMutation);
  const columns = useMemo(() => componentColumns(t, setDeleting), [t]);
  const schemeOptions = useOptions(COMPONENT_SCHEMES, t.schemeShort);
  const addOrSubOptions = useOptions(ADD_OR_SUB, t.addOrSubShort);
  const modeOptions = useOptions(COMPONENT_MODES, t.modes);
  const statusOptions = useOptions(["active", "inactive"] as const, t.statuses);

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    setBlocked(null);
    const result = await remove({ id: row.id });
    if (!result.error) return showToast("success", t.deleted(row.name));
    const message = result.error.graphQLErrors[0]?.message ?? result.error.message;
    if (errorCode(result.error) === "CONFLICT") setBlocked({ name: row.name, message });
    else showToast("error", message);
  };

  return (
    <>
      {blocked && <InUseBanner t={t} blocked={blocked} onClose={() => setBlocked(null)} />}
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={(data?.payrollComponents.items ?? []) as ComponentRow[]}
        totalItems={data?.payrollComponents.totalItems ?? 0}
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
              label={t.scheme}
              placeholder={t.allSchemes}
              options={schemeOptions}
              value={filters["scheme"] ?? null}
              onValueChange={(value) => setFilter("scheme", value)}
            />
            <Select
              label={t.addOrSub}
              placeholder={t.allAddOrSub}
              options={addOrSubOptions}
              value={filters["addOrSub"] ?? null}
              onValueChange={(value) => setFilter("addOrSub", value)}
            />
            <Select
              label={t.mode}
              placeholder={t.allModes}
              options={modeOptions}
              value={filters["mode"] ?? null}
              onValueChange={(value) => setFilter("mode", value)}
            />
            <Select
              label={c.status}
              placeholder={c.allStatuses}
              options={statusOptions}
              value={filters["status"] ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
          </div>
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle(deleting?.name ?? "")}
        description={t.deleteBody}
        confirmLabel={t.delete}
        cancelLabel={c.cancel}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function RegulationTab() {
  const t = useText(payrollComponentText);
  const c = useText(commonText);
  const list = useListState(REGULATION_LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching }] = useQuery({
    query: RegulationComponentListQuery,
    variables: {
      q: filters["q"],
      programme: filters["programme"],
      status: filters["status"],
      limit: paging.limit,
      page: paging.page,
    },
  });
  useClampedPage(list, data?.regulationComponents.totalItems);
  const [deleting, setDeleting] = useState<RegulationRow | null>(null);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [, remove] = useMutation(DeleteRegulationComponentMutation);
  const columns = useMemo(() => regulationColumns(t, setDeleting), [t]);
  const programmeOptions = useOptions(REGULATION_PROGRAMMES, t.programmes);
  const statusOptions = useOptions(["active", "inactive"] as const, t.statuses);

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    setBlocked(null);
    const result = await remove({ id: row.id });
    if (!result.error) return showToast("success", t.deleted(row.name));
    const message = result.error.graphQLErrors[0]?.message ?? result.error.message;
    if (errorCode(result.error) === "CONFLICT") setBlocked({ name: row.name, message });
    else showToast("error", message);
  };

  return (
    <>
      {blocked && <InUseBanner t={t} blocked={blocked} onClose={() => setBlocked(null)} />}
      <DataTable
        label={t.regulationTableLabel}
        columns={columns}
        data={(data?.regulationComponents.items ?? []) as RegulationRow[]}
        totalItems={data?.regulationComponents.totalItems ?? 0}
        loading={fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        selectable={false}
        getRowId={(row) => String(row.id)}
        toolbar={
          <div className={toolbarRow}>
            <SearchField
              label={c.search}
              placeholder={t.regulationSearchPlaceholder}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
            <Select
              label={t.programme}
              placeholder={t.allProgrammes}
              options={programmeOptions}
              value={filters["programme"] ?? null}
              onValueChange={(value) => setFilter("programme", value)}
            />
            <Select
              label={c.status}
              placeholder={c.allStatuses}
              options={statusOptions}
              value={filters["status"] ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
          </div>
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle(deleting?.name ?? "")}
        description={t.deleteBody}
        confirmLabel={t.delete}
        cancelLabel={c.cancel}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function InUseBanner({
  t,
  blocked,
  onClose,
}: {
  t: PayrollComponentText;
  blocked: Blocked;
  onClose: () => void;
}) {
  const c = useText(commonText);
  return (
    <Banner
      variant="danger"
      title={t.inUseTitle(blocked.name)}
      action={
        <Button variant="secondary" onClick={onClose}>
          {c.close}
        </Button>
      }
    >
      {blocked.message}
    </Banner>
  );
}

/** A component's default as SPEC §9 writes it: Rp 1.234.567, or a percentage. */
export function defaultText(scheme: string, amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return "-";
  return scheme === "%" ? formatPercent(amount) : formatRupiah(amount);
}

const statusBadge = (t: PayrollComponentText, status: string) => (
  <Badge color={status === "active" ? "green" : "grey"} size="small">
    {t.statuses[status] ?? status}
  </Badge>
);

const componentHelper = createDataTableColumnHelper<ComponentRow>();

function componentColumns(
  t: PayrollComponentText,
  onDelete: (row: ComponentRow) => void,
): DataTableColumnDef<ComponentRow>[] {
  return componentHelper.columns([
    componentHelper.accessor("name", {
      id: "name",
      header: t.name,
      size: 220,
      enableSorting: true,
      meta: { sticky: "left" },
    }),
    componentHelper.accessor("code", {
      id: "code",
      header: t.code,
      size: 220,
      enableSorting: true,
      cell: ({ row }) => <code className={mono}>{row.original.code}</code>,
    }),
    componentHelper.accessor("scheme", { id: "scheme", header: t.scheme, size: 90 }),
    componentHelper.accessor("addOrSub", {
      id: "addOrSub",
      header: t.addOrSub,
      size: 150,
      cell: ({ row }) => t.addOrSubShort[row.original.addOrSub] ?? row.original.addOrSub,
    }),
    componentHelper.accessor("mode", {
      id: "mode",
      header: t.mode,
      size: 130,
      cell: ({ row }) => t.modes[row.original.mode] ?? row.original.mode,
    }),
    componentHelper.accessor("taxTreatment", {
      id: "taxTreatment",
      header: t.taxTreatment,
      size: 220,
      cell: ({ row }) => t.taxTreatments[row.original.taxTreatment] ?? row.original.taxTreatment,
    }),
    componentHelper.display({
      id: "defaultAmount",
      header: t.defaultAmount,
      size: 180,
      cell: ({ row }) => {
        const { scheme, defaultAmount, base } = row.original;
        const amount = defaultText(scheme, defaultAmount);
        return scheme === "%" && base ? `${amount} · ${t.bases[base] ?? base}` : amount;
      },
    }),
    componentHelper.accessor("effectiveDate", {
      id: "effectiveDate",
      header: t.effectiveDate,
      size: 150,
      enableSorting: true,
      cell: ({ row }) => formatDate(row.original.effectiveDate),
    }),
    componentHelper.accessor("status", {
      id: "status",
      header: t.status,
      size: 110,
      cell: ({ row }) => statusBadge(t, row.original.status),
    }),
    componentHelper.accessor("groupCount", { id: "groupCount", header: t.groups, size: 130 }),
    componentHelper.display({
      id: "actions",
      header: t.actions,
      size: 150,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <div className={actions}>
          <Link className={link} href={`${COMPONENTS_PATH}/${row.original.id}/edit`}>
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

const regulationHelper = createDataTableColumnHelper<RegulationRow>();

/** Employer and worker shares of a rate: "4 % / 1 %", flat amounts as rupiah. */
export function shareText(
  rate: {
    employerRate: number;
    employeeRate: number;
    employerAmount: number;
    employeeAmount: number;
  },
  side: "employer" | "employee",
): string {
  const percent = side === "employer" ? rate.employerRate : rate.employeeRate;
  const flat = side === "employer" ? rate.employerAmount : rate.employeeAmount;
  const parts = [];
  if (percent > 0 || flat === 0) parts.push(formatPercent(percent));
  if (flat > 0) parts.push(formatRupiah(flat));
  return parts.join(" + ");
}

function regulationColumns(
  t: PayrollComponentText,
  onDelete: (row: RegulationRow) => void,
): DataTableColumnDef<RegulationRow>[] {
  return regulationHelper.columns([
    regulationHelper.accessor("name", {
      id: "name",
      header: t.name,
      size: 240,
      meta: { sticky: "left" },
    }),
    regulationHelper.accessor("programme", {
      id: "programme",
      header: t.programme,
      size: 220,
      cell: ({ row }) => {
        const { programme, jkkRiskClass, jkkRiskRatePercent } = row.original;
        const label =
          t.programmes[programme as keyof PayrollComponentText["programmes"]] ?? programme;
        return jkkRiskClass
          ? `${label} · ${t.riskClassOption(jkkRiskClass, jkkRiskRatePercent ?? 0)}`
          : label;
      },
    }),
    regulationHelper.accessor("participant", {
      id: "participant",
      header: t.participant,
      size: 170,
      cell: ({ row }) => t.participants[row.original.participant] ?? row.original.participant,
    }),
    regulationHelper.display({
      id: "employer",
      header: t.employerPart,
      size: 150,
      cell: ({ row }) =>
        row.original.currentRate ? shareText(row.original.currentRate, "employer") : "-",
    }),
    regulationHelper.display({
      id: "employee",
      header: t.workerPart,
      size: 150,
      cell: ({ row }) =>
        row.original.currentRate ? shareText(row.original.currentRate, "employee") : "-",
    }),
    regulationHelper.display({
      id: "wageCap",
      header: t.wageCap,
      size: 160,
      cell: ({ row }) => {
        const rate = row.original.currentRate;
        if (!rate) return "-";
        return rate.wageCap ? formatRupiah(rate.wageCap) : t.noCap;
      },
    }),
    regulationHelper.display({
      id: "codes",
      header: t.code,
      size: 220,
      cell: ({ row }) =>
        [row.original.agentCode, row.original.clientCode].filter(Boolean).join(", ") || "-",
    }),
    regulationHelper.accessor("status", {
      id: "status",
      header: t.status,
      size: 110,
      cell: ({ row }) => statusBadge(t, row.original.status),
    }),
    regulationHelper.display({
      id: "actions",
      header: t.actions,
      size: 150,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <div className={actions}>
          <Link className={link} href={`${REGULATION_PATH}/${row.original.id}`}>
            {t.view}
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
const mono = css({ fontFamily: "mono", fontSize: "sm" });
