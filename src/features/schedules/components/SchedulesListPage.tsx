import { type ReactNode, useMemo, useState } from "react";
import { type TypedDocumentNode, useMutation, useQuery } from "urql";
import { useLocation } from "wouter";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
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
import { scheduleText } from "./text.ts";

const LIST: ListUrlConfig = { filterKeys: [], sortable: [] };

type Row = { id: number; name: string };
type ScheduleText = (typeof scheduleText)["en"];

export type ListColumn<T> = {
  id: string;
  header: (t: ScheduleText) => string;
  size: number;
  cell: (row: T, t: ScheduleText) => ReactNode;
};

type ListVariables = {
  limit?: number | null | undefined;
  page?: number | null | undefined;
  q?: string | null | undefined;
};

export type SchedulesListPageProps<T extends Row, D> = {
  route: RouteDefinition;
  basePath: string;
  createLabel: (t: ScheduleText) => string;
  tableLabel: (t: ScheduleText) => string;
  query: TypedDocumentNode<D, ListVariables>;
  pageOf: (data: D | undefined) => { items: readonly T[]; totalItems: number } | undefined;
  deleteMutation: TypedDocumentNode<unknown, { id: number }>;
  columns: readonly ListColumn<T>[];
};

/** A settings list (master schedules, schedule patterns): search, paging, edit and delete. */
export function SchedulesListPage<T extends Row, D>(props: SchedulesListPageProps<T, D>) {
  const { route, basePath } = props;
  const t = useText(scheduleText);
  const c = useText(commonText);
  const [, navigate] = useLocation();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching }] = useQuery({
    query: props.query,
    variables: { limit: paging.limit, page: paging.page, q: filters["q"] },
  });
  const page = props.pageOf(data);
  useClampedPage(list, page?.totalItems);
  const [, remove] = useMutation(props.deleteMutation);
  const [deleting, setDeleting] = useState<T | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    const row = deleting;
    setDeleting(null);
    const result = await remove({ id: row.id });
    if (result.error) showToast("error", extractErrorMessage(result.error));
    else showToast("success", t.deleted(row.name));
  }

  const columns = useMemo(() => {
    const helper = createDataTableColumnHelper<T>();
    const defs: DataTableColumnDef<T>[] = [
      helper.display({
        id: "name",
        header: c.name,
        size: 220,
        meta: { sticky: "left" },
        cell: ({ row }) => row.original.name,
      }),
      ...props.columns.map((column) =>
        helper.display({
          id: column.id,
          header: column.header(t),
          size: column.size,
          cell: ({ row }) => column.cell(row.original, t),
        }),
      ),
      helper.display({
        id: "actions",
        header: c.actions,
        size: 200,
        meta: { sticky: "right" },
        cell: ({ row }) => (
          <div className={rowActions}>
            <Button
              variant="secondary"
              minHeight="32px"
              aria-label={`${c.edit} ${row.original.name}`}
              onClick={() => navigate(`${basePath}/${row.original.id}/edit`)}
            >
              {c.edit}
            </Button>
            <Button
              variant="secondary"
              minHeight="32px"
              aria-label={`${c.delete} ${row.original.name}`}
              onClick={() => setDeleting(row.original)}
            >
              {c.delete}
            </Button>
          </div>
        ),
      }),
    ];
    return defs;
  }, [t, c, props.columns, basePath, navigate]);

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={
        <Button onClick={() => navigate(`${basePath}/create`)}>{props.createLabel(t)}</Button>
      }
    >
      <DataTable
        label={props.tableLabel(t)}
        columns={columns}
        data={(page?.items ?? []) as T[]}
        totalItems={page?.totalItems ?? 0}
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
          </div>
        }
      />
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
