import { useMemo } from "react";
import { useQuery } from "urql";
import { Link, useLocation } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button } from "../../../ui/index.ts";
import { anyBranch } from "../../branches/index.ts";
import {
  commonText,
  EntityPicker,
  ListScreen,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { WorkingLocationListQuery } from "./documents.ts";
import { formatMeters, locationText } from "./text.ts";

const LIST: ListUrlConfig = { filterKeys: ["branch"], sortable: [] };

type Row = {
  id: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radiusMeters: number;
  branches: { id: number; code: string; name: string }[];
};

export type WorkingLocationsPageProps = { route: RouteDefinition };

/** /working-locations: the client's geofences, searched and filtered by branch (BETA). */
export function WorkingLocationsPage({ route }: WorkingLocationsPageProps) {
  const t = useText(locationText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const branchId = filters["branch"] ? Number(filters["branch"]) : undefined;
  const [{ data, fetching }] = useQuery({
    query: WorkingLocationListQuery,
    variables: { q: filters["q"], branchId, limit: paging.limit, page: paging.page },
  });
  useClampedPage(list, data?.workingLocations.totalItems);
  const columns = useMemo(() => locationColumns(t, c), [t, c]);

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={<Button onClick={() => navigate("/working-locations/create")}>{t.create}</Button>}
    >
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={(data?.workingLocations.items ?? []) as Row[]}
        totalItems={data?.workingLocations.totalItems ?? 0}
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
            <EntityPicker
              label={t.branch}
              placeholder={t.allBranches}
              source={anyBranch}
              value={branchId ?? null}
              onValueChange={(id) => setFilter("branch", id === null ? "" : String(id))}
            />
          </div>
        }
      />
    </ListScreen>
  );
}

type Text = (typeof locationText)["en"];
type CommonText = (typeof commonText)["en"];
const helper = createDataTableColumnHelper<Row>();

function locationColumns(t: Text, c: CommonText): DataTableColumnDef<Row>[] {
  return helper.columns([
    helper.accessor("name", {
      id: "name",
      header: c.name,
      size: 240,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <Link className={link} href={`/working-locations/${row.original.id}`}>
          {row.original.name}
        </Link>
      ),
    }),
    helper.accessor("address", { id: "address", header: t.address, size: 260 }),
    helper.accessor("radiusMeters", {
      id: "radiusMeters",
      header: t.radius,
      size: 140,
      cell: ({ row }) => t.metres(formatMeters(row.original.radiusMeters)),
    }),
    helper.display({
      id: "coordinates",
      header: t.coordinates,
      size: 200,
      cell: ({ row }) => `${row.original.latitude}, ${row.original.longitude}`,
    }),
    helper.display({
      id: "branches",
      header: t.branches,
      size: 240,
      cell: ({ row }) => row.original.branches.map((b) => b.name).join(", ") || t.noBranches,
    }),
  ]);
}

const link = css({ color: "brand", fontWeight: "600", _hover: { textDecoration: "underline" } });
