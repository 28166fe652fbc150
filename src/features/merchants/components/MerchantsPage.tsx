import { type ReactNode, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { useFragment } from "../../../gql";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button } from "../../../ui/index.ts";
import { Select } from "../../../ui/select/index.ts";
import { anyBranch } from "../../branches/index.ts";
import {
  CityProvince,
  Coordinates,
  commonText,
  EntityPicker,
  EnumBadge,
  intFilter,
  ListScreen,
  type ListUrlConfig,
  RegionSelects,
  regionFilter,
  SearchField,
  TimezoneBadge,
  toolbarRow,
  useClampedPage,
  useEnumOptions,
  useListState,
  useRecordActions,
  useText,
} from "../../org-common/index.ts";
import {
  DeleteMerchantMutation,
  MerchantFields,
  MerchantListQuery,
  type MerchantRow,
  UpdateMerchantMutation,
} from "./documents.ts";
import { MerchantFormModal } from "./MerchantFormModal.tsx";
import { merchantText } from "./text.ts";

const LIST: ListUrlConfig = {
  filterKeys: ["status", "branch", "province", "city"],
  sortable: ["code", "name", "branchName", "cityName", "status"],
};

export type MerchantsPageProps = { route: RouteDefinition };

/** /merchants: shops and outlets where agents work, with their branch and place (SPEC §2). */
export function MerchantsPage({ route }: MerchantsPageProps) {
  const t = useText(merchantText);
  const c = useText(commonText);
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const statusOptions = useEnumOptions("record_status");
  const branchId = intFilter(filters, "branch");
  const [{ data, fetching }] = useQuery({
    query: MerchantListQuery,
    variables: {
      ...paging,
      filter: {
        q: filters["q"],
        status: filters["status"],
        branchIds: branchId ? [branchId] : undefined,
        provinceIds: filters["province"] ? [filters["province"]] : undefined,
        cityIds: filters["city"] ? [filters["city"]] : undefined,
      },
    },
  });
  const rows = useFragment(MerchantFields, data?.merchants.items ?? []);
  useClampedPage(list, data?.merchants.totalItems);
  const [editing, setEditing] = useState<MerchantRow | "new" | null>(null);
  const [, updateMerchant] = useMutation(UpdateMerchantMutation);
  const [, deleteMerchant] = useMutation(DeleteMerchantMutation);
  const actions = useRecordActions<MerchantRow>({
    text: t,
    setStatus: (row, status) =>
      updateMerchant({ id: row.id, input: { ...merchantInputOf(row), status } }),
    remove: (row) => deleteMerchant({ id: row.id }),
  });
  const { buttons } = actions;
  const columns = useMemo(
    () => merchantColumns(t, c, (row) => buttons(row, setEditing)),
    [t, c, buttons],
  );

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={<Button onClick={() => setEditing("new")}>{t.create}</Button>}
    >
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={rows}
        totalItems={data?.merchants.totalItems ?? 0}
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
              label={c.status}
              placeholder={c.allStatuses}
              options={statusOptions}
              value={filters["status"] ?? null}
              onValueChange={(value) => setFilter("status", value)}
            />
            <EntityPicker
              label={c.branch}
              placeholder={t.allBranches}
              source={anyBranch}
              value={branchId ?? null}
              onValueChange={(id) => setFilter("branch", id === null ? null : String(id))}
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
      {editing !== null && (
        <MerchantFormModal
          merchant={editing === "new" ? null : editing}
          statusOptions={statusOptions}
          onClose={() => setEditing(null)}
        />
      )}
      {actions.dialog}
    </ListScreen>
  );
}

/** A saved merchant as the update input (the update replaces the whole merchant). */
function merchantInputOf(row: MerchantRow) {
  return {
    code: row.code,
    name: row.name,
    branchId: row.branchId ?? null,
    address: row.address,
    provinceId: row.provinceId ?? null,
    cityId: row.cityId ?? null,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    timezone: row.timezone,
    status: row.status,
  };
}

type MerchantText = (typeof merchantText)["en"];
type CommonText = (typeof commonText)["en"];

const helper = createDataTableColumnHelper<MerchantRow>();

function merchantColumns(
  t: MerchantText,
  c: CommonText,
  renderActions: (row: MerchantRow) => ReactNode,
): DataTableColumnDef<MerchantRow>[] {
  // Sticky columns first: the kit sizes columns in definition order.
  // The sticky column first: the kit lays column widths out in definition order.
  return helper.columns([
    helper.accessor("name", {
      id: "name",
      header: c.name,
      enableSorting: true,
      size: 240,
      meta: { sticky: "left" },
    }),
    helper.accessor("code", { id: "code", header: c.code, size: 120, enableSorting: true }),
    helper.accessor((row) => row.branchName ?? "", {
      id: "branchName",
      header: c.branch,
      enableSorting: true,
      cell: ({ row }) => row.original.branchName ?? t.noBranch,
    }),
    helper.accessor((row) => row.city?.name ?? "", {
      id: "cityName",
      header: t.cityProvince,
      enableSorting: true,
      size: 220,
      cell: ({ row }) => <CityProvince city={row.original.city} province={row.original.province} />,
    }),
    helper.accessor("address", { id: "address", header: c.address, size: 260 }),
    helper.display({
      id: "coordinates",
      header: c.coordinates,
      size: 200,
      cell: ({ row }) => (
        <Coordinates latitude={row.original.latitude} longitude={row.original.longitude} />
      ),
    }),
    helper.accessor("timezoneLabel", {
      id: "timezone",
      header: c.timezone,
      size: 130,
      cell: ({ row }) => <TimezoneBadge zone={row.original.timezone} />,
    }),
    helper.accessor("status", {
      id: "status",
      header: c.status,
      size: 120,
      enableSorting: true,
      cell: ({ row }) => <EnumBadge enumName="record_status" value={row.original.status} />,
    }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 300,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}
