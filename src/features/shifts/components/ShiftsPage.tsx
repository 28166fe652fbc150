import { type ReactNode, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useFragment } from "../../../gql";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
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
  DeleteShiftMutation,
  ShiftFields,
  ShiftListQuery,
  type ShiftRow,
  UpdateShiftMutation,
} from "./documents.ts";
import { ShiftFormModal } from "./ShiftFormModal.tsx";
import { shiftDraftOf, shiftInputOf } from "./shiftDraft.ts";
import { shiftText } from "./text.ts";

const LIST: ListUrlConfig = { filterKeys: ["status"], sortable: [] };

export type ShiftsPageProps = { route: RouteDefinition };

/** /shifts: the client's shifts with their times, break and status (issue 13). */
export function ShiftsPage({ route }: ShiftsPageProps) {
  const t = useText(shiftText);
  const c = useText(commonText);
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const statusOptions = useEnumOptions("record_status");
  const [{ data, fetching }] = useQuery({
    query: ShiftListQuery,
    variables: {
      limit: paging.limit,
      page: paging.page,
      filter: { q: filters["q"], status: filters["status"] },
    },
  });
  const rows = useFragment(ShiftFields, data?.shifts.items ?? []);
  useClampedPage(list, data?.shifts.totalItems);
  const [editing, setEditing] = useState<ShiftRow | "new" | null>(null);
  const [, updateShift] = useMutation(UpdateShiftMutation);
  const [, deleteShift] = useMutation(DeleteShiftMutation);
  const actions = useRecordActions<ShiftRow>({
    text: t,
    setStatus: (row, status) =>
      updateShift({ id: row.id, input: { ...shiftInputOf(shiftDraftOf(row)), status } }),
    remove: (row) => deleteShift({ id: row.id }),
  });
  const { buttons } = actions;
  const columns = useMemo(
    () => shiftColumns(t, c, (row) => buttons(row, setEditing)),
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
        totalItems={data?.shifts.totalItems ?? 0}
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
          </div>
        }
      />
      {editing !== null && (
        <ShiftFormModal
          shift={editing === "new" ? null : editing}
          statusOptions={statusOptions}
          onClose={() => setEditing(null)}
        />
      )}
      {actions.dialog}
    </ListScreen>
  );
}

type ShiftText = (typeof shiftText)["en"];
type CommonText = (typeof commonText)["en"];

/** "22:00 – 06:00 +1": the times, marked when the shift ends the next day. */
export function ShiftTimes({
  shift,
  text,
}: {
  shift: Pick<ShiftRow, "startTime" | "endTime" | "crossesMidnight">;
  text: ShiftText;
}) {
  return (
    <span>
      {shift.startTime} – {shift.endTime}
      {shift.crossesMidnight && (
        <>
          {" "}
          <abbr className={nextDay} title={text.crossesMidnight}>
            {text.nextDay}
          </abbr>
        </>
      )}
    </span>
  );
}

const helper = createDataTableColumnHelper<ShiftRow>();

function shiftColumns(
  t: ShiftText,
  c: CommonText,
  renderActions: (row: ShiftRow) => ReactNode,
): DataTableColumnDef<ShiftRow>[] {
  return helper.columns([
    helper.accessor("code", { id: "code", header: c.code, size: 120, meta: { sticky: "left" } }),
    helper.accessor("name", { id: "name", header: c.name, size: 200 }),
    helper.display({
      id: "time",
      header: t.time,
      size: 180,
      cell: ({ row }) => <ShiftTimes shift={row.original} text={t} />,
    }),
    helper.accessor("breakMinutes", {
      id: "breakMinutes",
      header: t.breakMinutes,
      size: 140,
      cell: ({ row }) => t.minutes(row.original.breakMinutes),
    }),
    helper.accessor("workingMinutes", {
      id: "workingMinutes",
      header: t.workingHours,
      size: 140,
      cell: ({ row }) => t.hours(row.original.workingMinutes),
    }),
    helper.accessor("status", {
      id: "status",
      header: c.status,
      size: 120,
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

const nextDay = css({ color: "danger", fontWeight: "700", fontSize: "xs" });
