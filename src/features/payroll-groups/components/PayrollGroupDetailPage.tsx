import { useCallback, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { Link, useLocation, useParams } from "wouter";
import { dayOptions } from "../../../../domain/calendar.ts";
import { formatDate, formatRupiah } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { Badge } from "../../../ui/misc/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { downloadFile, useSessionHeaders } from "../../bulk-import/index.ts";
import {
  commonText,
  intFilter,
  ListScreen,
  type ListUrlConfig,
  SearchField,
  todayIso,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { PTKP_STATUSES, type SavedMember } from "../model/memberForm.ts";
import {
  PayrollGroupBranchesQuery,
  PayrollGroupDetailQuery,
  PayrollGroupMembersQuery,
  RemovePayrollGroupMemberMutation,
} from "./documents.ts";
import { MemberDialog } from "./MemberDialog.tsx";
import { MemberUploadDialog } from "./MemberUploadDialog.tsx";
import { PAYROLL_GROUPS_PATH, scheduleOf } from "./PayrollGroupsPage.tsx";
import { type PayrollGroupText, payrollGroupText } from "./text.ts";

const MEMBERS: ListUrlConfig = {
  filterKeys: ["branch", "ptkp", "incomplete"],
  sortable: ["name", "basicSalary", "effectiveFrom"],
};

type Member = SavedMember & {
  id: number;
  branchId: number;
  branchName: string;
  effectiveFrom: string;
  incompleteAccount: boolean;
};

type Group = NonNullable<NonNullable<ReturnType<typeof useGroup>[0]["data"]>["payrollGroup"]>;

const useGroup = (id: number, pause: boolean) =>
  useQuery({ query: PayrollGroupDetailQuery, variables: { id }, pause });

export type PayrollGroupDetailPageProps = { route: RouteDefinition };

/** /payroll-groups/:id (issue 16): the group's settings, components and members. */
export function PayrollGroupDetailPage({ route }: PayrollGroupDetailPageProps) {
  const t = useText(payrollGroupText);
  const c = useText(commonText);
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [{ data, fetching, error }, refetchGroup] = useGroup(id, !valid);
  const group = data?.payrollGroup;
  const [, navigate] = useLocation();
  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        group ? (
          <Button
            variant="secondary"
            onClick={() => navigate(`${PAYROLL_GROUPS_PATH}/${group.id}/edit`)}
          >
            {t.edit}
          </Button>
        ) : undefined
      }
    >
      {valid && !data && (fetching || !error) ? (
        <p>{c.loading}</p>
      ) : !group ? (
        <p role="alert">{t.notFound}</p>
      ) : (
        <>
          <Settings group={group} />
          <Members
            group={group}
            onMembersChanged={() => refetchGroup({ requestPolicy: "network-only" })}
          />
        </>
      )}
    </ListScreen>
  );
}

function Settings({ group }: { group: Group }) {
  const t = useText(payrollGroupText);
  const c = useText(commonText);
  const { language } = useI18n();
  const days = useMemo(() => dayOptions(language), [language]);
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const items: [string, string][] = [
    [
      t.salaryType,
      `${group.salaryTypeLabel} (${t.shiftConfigs[group.shiftConfig as "with_shift"] ?? group.shiftConfig}, ${t.paymentBases[group.salaryType as "per_cycle"] ?? group.salaryType})`,
    ],
    [t.cycle, scheduleOf(t, days, group)],
    ...(group.cycle === "monthly" || group.cycle === "custom"
      ? ([[t.cutoffDay, days[group.cutoffDay - 1]?.label ?? String(group.cutoffDay)]] as [
          string,
          string,
        ][])
      : []),
    ...(group.cycle === "custom"
      ? ([[t.customCycleDays, String(group.customCycleDays ?? "-")]] as [string, string][])
      : []),
    [
      t.sectionInsurance,
      `${t.programOptions[group.socialInsurance.programs as "jkk_jkm"] ?? group.socialInsurance.programs} · ${t.paidByOptions[group.socialInsurance.paidBy as "client"] ?? group.socialInsurance.paidBy} · JKK ${group.socialInsurance.jkkRiskRatePercent.toFixed(2).replace(".", ",")} %`,
    ],
    [t.bpjsKesehatan, yesNo(group.bpjsKesehatan)],
    [t.pensionJp, yesNo(group.pensionJp)],
    [
      t.proration,
      `${t.prorations[group.proration as "calendar_days"] ?? group.proration}${group.prorationDivisor ? ` (${group.prorationDivisor})` : ""}`,
    ],
    [
      t.sectionTax,
      `${group.taxConfigurationName ?? t.noTaxConfiguration} · ${t.taxMethods[group.taxMethod as "gross"] ?? group.taxMethod}`,
    ],
    [t.sectionBranches, group.branches.map((b) => b.name).join(", ") || t.everyBranch],
    [t.status, t.statuses[group.status] ?? group.status],
    [t.members, t.memberCount(group.memberCount)],
  ];
  if (group.description) items.push([t.description, group.description]);
  return (
    <section className={card} aria-label={t.settings}>
      <h2 className={heading}>{group.name}</h2>
      <dl className={summary}>
        {items.map(([label, value]) => (
          <div key={label} className={summaryItem}>
            <dt className={term}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={subheading}>{t.sectionComponents}</h3>
      {group.components.length === 0 ? (
        <p className={muted}>{t.noComponents}</p>
      ) : (
        <table className={table} aria-label={t.sectionComponents}>
          <thead>
            <tr>
              <th scope="col">{c.name}</th>
              <th scope="col">{t.code}</th>
              <th scope="col">{t.addOrSub}</th>
              <th scope="col">{t.mode}</th>
              <th scope="col">{t.amount}</th>
            </tr>
          </thead>
          <tbody>
            {group.components.map((component) => (
              <tr key={component.componentId}>
                <td>{component.name}</td>
                <td>{component.code}</td>
                <td>{t.addSub[component.addOrSub] ?? component.addOrSub}</td>
                <td>{t.modes[component.mode] ?? component.mode}</td>
                <td>
                  {component.scheme === "Rp"
                    ? formatRupiah(component.amount)
                    : `${String(component.amount).replace(".", ",")} %`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const helper = createDataTableColumnHelper<Member>();

function Members({ group, onMembersChanged }: { group: Group; onMembersChanged: () => void }) {
  const t = useText(payrollGroupText);
  const c = useText(commonText);
  const headers = useSessionHeaders();
  const list = useListState(MEMBERS);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching }, refetch] = useQuery({
    query: PayrollGroupMembersQuery,
    variables: {
      groupId: group.id,
      q: filters["q"],
      branchId: intFilter(filters, "branch"),
      ptkp: filters["ptkp"],
      incompleteAccount: filters["incomplete"] === "1" ? true : undefined,
      sort: paging.sort,
      limit: paging.limit,
      page: paging.page,
    },
  });
  useClampedPage(list, data?.payrollGroupMembers.totalItems);
  const [editing, setEditing] = useState<Member | "new" | null>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [endDate, setEndDate] = useState(todayIso());
  const [, remove] = useMutation(RemovePayrollGroupMemberMutation);
  const rows = (data?.payrollGroupMembers.items ?? []) as Member[];
  const filtered = ["q", ...MEMBERS.filterKeys].some((key) => filters[key]);

  const refresh = useCallback(() => {
    refetch({ requestPolicy: "network-only" });
    onMembersChanged();
  }, [refetch, onMembersChanged]);

  const columns = useMemo(
    () =>
      memberColumns(t, c, setEditing, (member) => {
        setEndDate(todayIso());
        setRemoving(member);
      }),
    [t, c],
  );

  const confirmRemove = async () => {
    const member = removing;
    if (!member) return;
    const result = await remove({
      groupId: group.id,
      agentId: member.agentId,
      effectiveTo: endDate,
    });
    setRemoving(null);
    if (result.error)
      showToast("error", result.error.graphQLErrors[0]?.message ?? result.error.message);
    else {
      showToast("success", t.removed(member.agentName));
      refresh();
    }
  };

  const exportMembers = () =>
    downloadFile(
      `/api/hcm/v1/payroll-groups/${group.id}/members/export?format=xlsx`,
      headers,
      `payroll-group-${group.id}-members.xlsx`,
    ).catch((error: Error) => showToast("error", t.exportFailed(error.message)));

  // A group of every branch filters by any of the client's branches.
  const [{ data: branchData }] = useQuery({
    query: PayrollGroupBranchesQuery,
    pause: group.branches.length > 0,
  });
  const branchOptions = (
    group.branches.length > 0 ? group.branches : (branchData?.branches.items ?? [])
  ).map((b) => ({ value: String(b.id), label: `${b.name} (${b.code})` }));

  return (
    <section className={card} aria-label={t.membersTable}>
      <div className={membersHead}>
        <h2 className={heading}>
          {t.membersTable} <span className={muted}>({t.memberCount(group.memberCount)})</span>
        </h2>
        <div className={actions}>
          <Button variant="secondary" onClick={exportMembers}>
            {t.export}
          </Button>
          <Button variant="secondary" onClick={() => setUploading(true)}>
            {t.bulkUpload}
          </Button>
          <Button onClick={() => setEditing("new")}>{t.addMember}</Button>
        </div>
      </div>
      <DataTable
        label={t.membersTable}
        columns={columns}
        data={rows}
        totalItems={data?.payrollGroupMembers.totalItems ?? 0}
        loading={fetching && !data}
        state={list.state}
        onStateChange={list.setState}
        selectable={false}
        getRowId={(row) => String(row.id)}
        toolbar={
          <div className={toolbarRow}>
            <SearchField
              label={c.search}
              placeholder={t.memberSearch}
              value={filters["q"] ?? ""}
              onSearch={(q) => setFilter("q", q)}
            />
            {branchOptions.length > 0 && (
              <Select
                label={t.branch}
                placeholder={t.allBranches}
                options={branchOptions}
                value={filters["branch"] ?? null}
                onValueChange={(value) => setFilter("branch", value)}
              />
            )}
            <Select
              label={t.ptkp}
              placeholder={t.allPtkp}
              options={PTKP_STATUSES.map((value) => ({ value, label: value }))}
              value={filters["ptkp"] ?? null}
              onValueChange={(value) => setFilter("ptkp", value)}
            />
            <label className={checkbox}>
              <input
                type="checkbox"
                checked={filters["incomplete"] === "1"}
                onChange={(event) => setFilter("incomplete", event.target.checked ? "1" : null)}
              />
              {t.incompleteOnly}
            </label>
          </div>
        }
      />
      {!fetching && data && rows.length === 0 && !filtered && (
        <p className={muted}>{t.noMembers}</p>
      )}
      {editing !== null && (
        <MemberDialog
          groupId={group.id}
          groupComponents={group.components}
          member={editing === "new" ? null : editing}
          onClose={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      {uploading && (
        <MemberUploadDialog
          groupId={group.id}
          groupName={group.name}
          componentCodes={group.components.map((component) => component.code)}
          onClose={() => setUploading(false)}
          onSaved={refresh}
        />
      )}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t.removeTitle(removing?.agentName ?? "")}
        description={t.removeBody}
        size="small"
        okLabel={t.removeMember}
        cancelLabel={c.cancel}
        onOk={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <DatePicker
          label={t.endDate}
          value={[endDate]}
          onValueChange={(dates) => setEndDate(dates[0]?.toString() ?? todayIso())}
        />
      </Modal>
    </section>
  );
}

type CommonText = (typeof commonText)["en"];

function memberColumns(
  t: PayrollGroupText,
  c: CommonText,
  onEdit: (member: Member) => void,
  onRemove: (member: Member) => void,
): DataTableColumnDef<Member>[] {
  return helper.columns([
    helper.accessor("agentName", {
      id: "name",
      header: t.employee,
      size: 220,
      enableSorting: true,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <Link className={link} href={`/agents/${row.original.agentId}`}>
          {row.original.agentName}
        </Link>
      ),
    }),
    helper.accessor("nik", { id: "nik", header: t.nik, size: 170 }),
    helper.accessor("branchName", { id: "branch", header: t.branch, size: 160 }),
    helper.accessor("basicSalary", {
      id: "basicSalary",
      header: t.basicSalary,
      size: 160,
      enableSorting: true,
      cell: ({ row }) => formatRupiah(row.original.basicSalary),
    }),
    helper.accessor("ptkp", { id: "ptkp", header: t.ptkp, size: 90 }),
    helper.accessor("recipient", {
      id: "recipient",
      header: t.recipient,
      size: 190,
      cell: ({ row }) =>
        t.recipients[row.original.recipient as keyof PayrollGroupText["recipients"]] ??
        row.original.recipient,
    }),
    helper.accessor("effectiveFrom", {
      id: "effectiveFrom",
      header: t.effectiveFrom,
      size: 140,
      enableSorting: true,
      cell: ({ row }) => formatDate(row.original.effectiveFrom),
    }),
    helper.display({
      id: "account",
      header: t.account,
      size: 220,
      cell: ({ row }) => {
        const m = row.original;
        if (m.incompleteAccount) return <Badge color="red">{t.incompleteAccount}</Badge>;
        const method = m.paymentMethod
          ? (t.paymentMethods[m.paymentMethod] ?? m.paymentMethod)
          : t.none;
        const detail =
          m.paymentMethod === "bank_transfer"
            ? ` · ${m.bankName ?? ""} ${m.accountNumber ?? ""}`
            : m.paymentMethod === "e_wallet"
              ? ` · ${m.eWallet ?? ""}`
              : "";
        return `${method}${detail}${m.accountFromMember ? "" : ` (${t.fromWorker})`}`;
      },
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 170,
      meta: { sticky: "right" },
      cell: ({ row }) => (
        <div className={actions}>
          <button type="button" className={link} onClick={() => onEdit(row.original)}>
            {t.edit}
          </button>
          <button type="button" className={link} onClick={() => onRemove(row.original)}>
            {t.removeMember}
          </button>
        </div>
      ),
    }),
  ]);
}

const card = css({
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
const heading = css({ fontSize: "lg", fontWeight: "700" });
const subheading = css({ fontSize: "md", fontWeight: "700" });
const summary = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  gap: "12",
  fontSize: "sm",
});
const summaryItem = css({ display: "flex", flexDirection: "column", gap: "2" });
const term = css({ color: "muted", fontWeight: "600" });
const muted = css({ fontSize: "sm", color: "muted", fontWeight: "400" });
const table = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": {
    textAlign: "left",
    paddingX: "8",
    paddingY: "8",
    borderBottomWidth: "1px",
    borderBottomStyle: "solid",
    borderBottomColor: "line",
  },
});
const membersHead = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: "12",
  flexWrap: "wrap",
});
const actions = css({ display: "flex", gap: "12", alignItems: "center", flexWrap: "wrap" });
const link = css({
  color: "brand",
  fontWeight: "600",
  cursor: "pointer",
  _hover: { textDecoration: "underline" },
});
const checkbox = css({ display: "flex", alignItems: "center", gap: "8", fontSize: "sm" });
