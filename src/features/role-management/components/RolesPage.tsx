import { type ReactNode, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation } from "wouter";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import type { RoleListQuery as RoleListQueryType } from "../../../gql/graphql.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Badge } from "../../../ui/misc/index.ts";
import { AdministrationTabs } from "../../administration/index.ts";
import {
  commonText,
  ListScreen,
  type ListUrlConfig,
  rowActions,
  SearchField,
  toolbarRow,
  useClampedPage,
  useListState,
  useText,
} from "../../org-common/index.ts";
import { DeleteRoleMutation, RoleListQuery } from "./documents.ts";
import { roleText } from "./text.ts";

type RoleRow = RoleListQueryType["roles"]["items"][number];

const LIST: ListUrlConfig = { filterKeys: [], sortable: [] };

export type RolesPageProps = { route: RouteDefinition };

/** /role-management: the client's roles with their menus and how many users hold each. */
export function RolesPage({ route }: RolesPageProps) {
  const t = useText(roleText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching }] = useQuery({
    query: RoleListQuery,
    variables: { q: filters["q"], limit: paging.limit, page: paging.page },
    requestPolicy: "cache-and-network",
  });
  useClampedPage(list, data?.roles.totalItems);
  const [deleting, setDeleting] = useState<RoleRow | null>(null);
  const [, deleteRole] = useMutation(DeleteRoleMutation);

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    const result = await deleteRole({ id: row.id });
    if (result.error) showToast("error", extractErrorMessage(result.error));
    else showToast("success", t.deleted(row.name));
  };

  const columns = useMemo(
    () =>
      roleColumns(t, c, (row) => (
        <div className={rowActions}>
          <Button
            variant="secondary"
            minHeight="32px"
            aria-label={`${c.edit} ${row.name}`}
            onClick={() => navigate(`/role-management/${row.id}/edit`)}
          >
            {c.edit}
          </Button>
          {!row.isSuperAdmin && (
            <Button
              variant="secondary"
              minHeight="32px"
              aria-label={`${c.delete} ${row.name}`}
              onClick={() => setDeleting(row)}
            >
              {c.delete}
            </Button>
          )}
        </div>
      )),
    [t, c, navigate],
  );

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={<Button onClick={() => navigate("/role-management/create")}>{t.create}</Button>}
    >
      <AdministrationTabs active="roles">
        <DataTable
          label={t.tableLabel}
          columns={columns}
          data={data?.roles.items ?? []}
          totalItems={data?.roles.totalItems ?? 0}
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
            </div>
          }
        />
      </AdministrationTabs>
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle(deleting?.name ?? "")}
        description={t.deleteBody}
        confirmLabel={c.delete}
        cancelLabel={c.cancel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </ListScreen>
  );
}

type RoleText = (typeof roleText)["en"];
type CommonText = (typeof commonText)["en"];

const helper = createDataTableColumnHelper<RoleRow>();

function roleColumns(
  t: RoleText,
  c: CommonText,
  renderActions: (row: RoleRow) => ReactNode,
): DataTableColumnDef<RoleRow>[] {
  return helper.columns([
    helper.accessor("name", {
      id: "name",
      header: t.name,
      size: 280,
      meta: { sticky: "left" },
      cell: ({ row }) => (
        <span>
          {row.original.name} {row.original.isSuperAdmin && <Badge>{t.builtIn}</Badge>}
        </span>
      ),
    }),
    helper.accessor((row) => row.menus.length, {
      id: "menus",
      header: t.menus,
      size: 140,
      cell: ({ row }) => t.menuCount(row.original.menus.length),
    }),
    helper.accessor("userCount", { id: "userCount", header: t.users, size: 120 }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 220,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}
