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
import {
  CityProvince,
  Coordinates,
  commonText,
  EnumBadge,
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
import { BranchFormModal } from "./BranchFormModal.tsx";
import {
  BranchFields,
  BranchListQuery,
  type BranchRow,
  DeleteBranchMutation,
  UpdateBranchMutation,
} from "./documents.ts";
import { branchText } from "./text.ts";

/** Sortable columns are the server's `sort` fields (gateway/schema/org). */
const LIST: ListUrlConfig = {
  filterKeys: ["status", "province", "city", "tz"],
  sortable: ["code", "name", "cityName", "timezone", "status"],
};

export const TIMEZONE_OPTIONS = [
  { value: "WIB", label: "WIB (UTC+07:00)" },
  { value: "WITA", label: "WITA (UTC+08:00)" },
  { value: "WIT", label: "WIT (UTC+09:00)" },
];

export type BranchesPageProps = { route: RouteDefinition };

/** /branches: the client's offices with address, coordinates and time zone (SPEC §2, §9). */
export function BranchesPage({ route }: BranchesPageProps) {
  const t = useText(branchText);
  const c = useText(commonText);
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const statusOptions = useEnumOptions("record_status");
  const [{ data, fetching }] = useQuery({
    query: BranchListQuery,
    variables: {
      ...paging,
      filter: {
        q: filters["q"],
        status: filters["status"],
        provinceIds: filters["province"] ? [filters["province"]] : undefined,
        cityIds: filters["city"] ? [filters["city"]] : undefined,
        timezone: filters["tz"],
      },
    },
  });
  const rows = useFragment(BranchFields, data?.branches.items ?? []);
  useClampedPage(list, data?.branches.totalItems);
  const [editing, setEditing] = useState<BranchRow | "new" | null>(null);
  const [, updateBranch] = useMutation(UpdateBranchMutation);
  const [, deleteBranch] = useMutation(DeleteBranchMutation);
  const actions = useRecordActions<BranchRow>({
    text: t,
    setStatus: (row, status) =>
      updateBranch({ id: row.id, input: { ...branchInputOf(row), status } }),
    remove: (row) => deleteBranch({ id: row.id }),
  });
  const { buttons } = actions;
  const columns = useMemo(
    () => branchColumns(t, c, (row) => buttons(row, setEditing)),
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
        totalItems={data?.branches.totalItems ?? 0}
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
            <Select
              label={c.timezone}
              placeholder={t.allTimezones}
              options={TIMEZONE_OPTIONS}
              value={filters["tz"] ?? null}
              onValueChange={(value) => setFilter("tz", value)}
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
        <BranchFormModal
          branch={editing === "new" ? null : editing}
          statusOptions={statusOptions}
          onClose={() => setEditing(null)}
        />
      )}
      {actions.dialog}
    </ListScreen>
  );
}

/** A saved branch as the update input (the update replaces the whole branch). */
function branchInputOf(row: BranchRow) {
  return {
    code: row.code,
    name: row.name,
    address: row.address,
    provinceId: row.provinceId ?? null,
    cityId: row.cityId ?? null,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    timezone: row.timezone,
    status: row.status,
  };
}

type BranchText = (typeof branchText)["en"];
type CommonText = (typeof commonText)["en"];

const helper = createDataTableColumnHelper<BranchRow>();

function branchColumns(
  t: BranchText,
  c: CommonText,
  renderActions: (row: BranchRow) => ReactNode,
): DataTableColumnDef<BranchRow>[] {
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
      enableSorting: true,
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
