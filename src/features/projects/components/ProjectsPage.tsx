import { type ReactNode, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatDate } from "../../../../domain/format.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { isIsoDate } from "../../../../domain/workforce/org.ts";
import { useFragment } from "../../../gql";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { DatePicker } from "../../../ui/date-picker/index.ts";
import { Button } from "../../../ui/index.ts";
import { Select } from "../../../ui/select/index.ts";
import {
  commonText,
  EnumBadge,
  ListScreen,
  type ListUrlConfig,
  SearchField,
  toolbarRow,
  useClampedPage,
  useEnumOptions,
  useListState,
  useRecordActions,
  useText,
} from "../../org-common/index.ts";
import {
  DeleteProjectMutation,
  ProjectFields,
  ProjectListQuery,
  type ProjectRow,
  UpdateProjectMutation,
} from "./documents.ts";
import { ProjectFormModal } from "./ProjectFormModal.tsx";
import { projectText } from "./text.ts";

const LIST: ListUrlConfig = {
  filterKeys: ["status", "on"],
  sortable: ["code", "name", "startDate", "endDate", "status"],
};

export type ProjectsPageProps = { route: RouteDefinition };

/** /projects: the client's projects and their periods (SPEC §2). */
export function ProjectsPage({ route }: ProjectsPageProps) {
  const t = useText(projectText);
  const c = useText(commonText);
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const statusOptions = useEnumOptions("record_status");
  const activeOn = isIsoDate(filters["on"]) ? filters["on"] : undefined;
  const [{ data, fetching }] = useQuery({
    query: ProjectListQuery,
    variables: {
      ...paging,
      filter: { q: filters["q"], status: filters["status"], activeOn },
    },
  });
  const rows = useFragment(ProjectFields, data?.projects.items ?? []);
  useClampedPage(list, data?.projects.totalItems);
  const [editing, setEditing] = useState<ProjectRow | "new" | null>(null);
  const [, updateProject] = useMutation(UpdateProjectMutation);
  const [, deleteProject] = useMutation(DeleteProjectMutation);
  const actions = useRecordActions<ProjectRow>({
    text: t,
    setStatus: (row, status) =>
      updateProject({ id: row.id, input: { ...projectInputOf(row), status } }),
    remove: (row) => deleteProject({ id: row.id }),
  });
  const { buttons } = actions;
  const columns = useMemo(
    () => projectColumns(t, c, (row) => buttons(row, setEditing)),
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
        totalItems={data?.projects.totalItems ?? 0}
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
            <DatePicker
              label={t.activeOn}
              value={activeOn ? [activeOn] : []}
              onValueChange={(dates) => setFilter("on", dates[0]?.toString() ?? null)}
            />
          </div>
        }
      />
      {editing !== null && (
        <ProjectFormModal
          project={editing === "new" ? null : editing}
          statusOptions={statusOptions}
          onClose={() => setEditing(null)}
        />
      )}
      {actions.dialog}
    </ListScreen>
  );
}

function projectInputOf(row: ProjectRow) {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate ?? null,
    status: row.status,
  };
}

type ProjectText = (typeof projectText)["en"];
type CommonText = (typeof commonText)["en"];

const helper = createDataTableColumnHelper<ProjectRow>();

function projectColumns(
  t: ProjectText,
  c: CommonText,
  renderActions: (row: ProjectRow) => ReactNode,
): DataTableColumnDef<ProjectRow>[] {
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
    helper.accessor("description", { id: "description", header: t.description, size: 300 }),
    helper.accessor("startDate", {
      id: "startDate",
      header: c.startDate,
      size: 140,
      enableSorting: true,
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    helper.accessor("endDate", {
      id: "endDate",
      header: c.endDate,
      size: 140,
      enableSorting: true,
      cell: ({ getValue }) => {
        const end = getValue();
        return end ? formatDate(end) : c.noEndDate;
      },
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
