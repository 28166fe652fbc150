import { type ReactNode, useMemo, useState } from "react";
import { useQuery } from "urql";
import { formatDate } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { useFragment } from "../../../gql";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button } from "../../../ui/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { activeAgents } from "../../assignments/components/agentPicker.ts";
import {
  commonText,
  EntityPicker,
  intFilter,
  ListScreen,
  type ListUrlConfig,
  RegionSelects,
  regionFilter,
  rowActions,
  SearchField,
  toolbarRow,
  useClampedPage,
  useEnumOptions,
  useHasMenu,
  useListState,
  useText,
} from "../../org-common/index.ts";
import {
  partnerDetailColumns,
  partnerNameColumn,
  registeredAtColumn,
  statusColumns,
} from "./columns.tsx";
import { PartnerFields, PartnerListQuery, type PartnerRow } from "./documents.ts";
import { PartnerFormModal } from "./PartnerFormModal.tsx";
import { approvedPartners } from "./partnerPicker.ts";
import { type PartnerText, partnerText } from "./text.ts";
import { usePartnerReload } from "./usePartnerReload.ts";
import { VisibilitySetting } from "./VisibilitySetting.tsx";

const LIST: ListUrlConfig = {
  filterKeys: ["approval", "salary", "province", "city", "agent", "lead"],
  sortable: [
    "fullName",
    "registeredAt",
    "decidedAt",
    "approvalStatus",
    "salaryRegistration",
    "cityName",
  ],
};

/** The open form; `round` counts reloads, so a reload starts the form afresh. */
type Editing = { partner: PartnerRow | null; salaryOnly: boolean; round?: number } | null;

export type PartnerDatabasePageProps = { route: RouteDefinition };

/**
 * /partners/database: every partner the visibility setting (SPEC §6) shows, with approval and
 * salary registration (SPEC §4); partners can be registered and edited here.
 */
export function PartnerDatabasePage({ route }: PartnerDatabasePageProps) {
  const t = useText(partnerText);
  const c = useText(commonText);
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const approvalOptions = useEnumOptions("partner_approval_status");
  const salaryOptions = useEnumOptions("partner_salary_registration");
  // Employees can be looked up only with the employee list (SPEC §6 menus).
  const canPickAgents = useHasMenu("employee-list");
  const agentId = intFilter(filters, "agent");
  const leadId = intFilter(filters, "lead");
  const [{ data, fetching }, refetchList] = useQuery({
    query: PartnerListQuery,
    variables: {
      ...paging,
      filter: {
        q: filters["q"],
        approvalStatus: filters["approval"],
        salaryRegistration: filters["salary"],
        provinceIds: filters["province"] ? [filters["province"]] : undefined,
        cityIds: filters["city"] ? [filters["city"]] : undefined,
        assignedAgentIds: agentId ? [agentId] : undefined,
        teamLeadIds: leadId ? [leadId] : undefined,
      },
    },
  });
  const rows = useFragment(PartnerFields, data?.partners.items ?? []);
  useClampedPage(list, data?.partners.totalItems);
  const [editing, setEditing] = useState<Editing>(null);
  const reloadPartner = usePartnerReload();
  /** Someone else saved the partner meanwhile: the form opens again on the latest data. */
  const reload = async (current: NonNullable<Editing>, id: number) => {
    const latest = await reloadPartner(id);
    refetchList({ requestPolicy: "network-only" });
    setEditing(latest ? { ...current, partner: latest, round: (current.round ?? 0) + 1 } : null);
  };
  const reloadOf = (current: NonNullable<Editing>, id: number) => () => void reload(current, id);
  const columns = useMemo(
    () =>
      databaseColumns(t, c, (partner) => (
        <div className={rowActions}>
          <Button
            variant="secondary"
            minHeight="32px"
            aria-label={`${c.edit} ${partner.fullName}`}
            onClick={() => setEditing({ partner, salaryOnly: false })}
          >
            {c.edit}
          </Button>
          <Button
            variant="secondary"
            minHeight="32px"
            aria-label={`${t.salaryRegistration} ${partner.fullName}`}
            onClick={() => setEditing({ partner, salaryOnly: true })}
          >
            {t.salaryRegistration}
          </Button>
        </div>
      )),
    [t, c],
  );

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <Button onClick={() => setEditing({ partner: null, salaryOnly: false })}>
          {t.register}
        </Button>
      }
      intro={<VisibilitySetting />}
    >
      <DataTable
        label={t.databaseTable}
        columns={columns}
        data={rows}
        totalItems={data?.partners.totalItems ?? 0}
        loading={fetching}
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
              label={t.approvalStatus}
              placeholder={t.allApprovalStatuses}
              options={approvalOptions}
              value={filters["approval"] ?? null}
              onValueChange={(value) => setFilter("approval", value)}
            />
            <Select
              label={t.salaryRegistration}
              placeholder={t.allSalaryRegistrations}
              options={salaryOptions}
              value={filters["salary"] ?? null}
              onValueChange={(value) => setFilter("salary", value)}
            />
            {canPickAgents && (
              <EntityPicker
                label={t.assignedAgent}
                placeholder={t.anyAgent}
                source={activeAgents}
                value={agentId ?? null}
                onValueChange={(id) => setFilter("agent", id === null ? null : String(id))}
              />
            )}
            <EntityPicker
              label={t.teamLead}
              placeholder={t.anyTeamLead}
              source={approvedPartners}
              value={leadId ?? null}
              onValueChange={(id) => setFilter("lead", id === null ? null : String(id))}
            />
            <RegionSelects
              className={regionFilter}
              asFilter
              provinceId={filters["province"] ?? null}
              cityId={filters["city"] ?? null}
              onChange={(region) =>
                list.setFilters({ province: region.provinceId, city: region.cityId })
              }
            />
          </div>
        }
      />
      {editing && (
        <PartnerFormModal
          key={editing.round ?? 0}
          partner={editing.partner}
          salaryOnly={editing.salaryOnly}
          onClose={() => setEditing(null)}
          {...(editing.partner ? { onReload: reloadOf(editing, editing.partner.id) } : {})}
        />
      )}
    </ListScreen>
  );
}

const helper = createDataTableColumnHelper<PartnerRow>();

function databaseColumns(
  t: PartnerText,
  c: (typeof commonText)["en"],
  renderActions: (row: PartnerRow) => ReactNode,
): DataTableColumnDef<PartnerRow>[] {
  return [
    // The sticky name first (the kit lays widths out in definition order), then the statuses
    // this screen is about, in view without scrolling.
    partnerNameColumn(t),
    ...statusColumns(t),
    ...partnerDetailColumns(t, c.city),
    registeredAtColumn(t),
    helper.accessor((row) => row.decidedAt ?? "", {
      id: "decidedAt",
      header: t.decidedAt,
      size: 140,
      enableSorting: true,
      cell: ({ row }) => (row.original.decidedAt ? formatDate(row.original.decidedAt) : "-"),
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 280,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ];
}
