import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { useMutation } from "urql";
import { useLocation } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { graphql } from "../../../gql";
import { useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  createTableState,
  DataTable,
  type DataTableColumnDef,
  pageOffset,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Badge } from "../../../ui/misc/index.ts";
import { Tooltip } from "../../../ui/overlays/index.ts";
import { PageHeader } from "../../system/index.ts";
import { type AgentFieldRow, useAgentFields } from "../hooks/useAgentFields.ts";
import { type AgentText, useAgentText } from "../messages.ts";
import { errorMessage } from "../model/graphqlErrors.ts";
import { enumLabel } from "../model/options.ts";

const ArchiveAgentFieldMutation = graphql(/* GraphQL */ `
  mutation AgentFieldArchive($id: Int!) {
    archiveAgentField(id: $id) {
      id
      status
      updatedAt
    }
  }
`);

const UpdateAgentFieldMutation = graphql(/* GraphQL */ `
  mutation AgentFieldUpdate($id: Int!, $input: AgentFieldUpdateInput!) {
    updateAgentField(id: $id, input: $input) {
      id
      position
      label
      required
      options {
        label
        value
      }
      updatedAt
    }
  }
`);

export type AgentFieldsPageProps = { route: RouteDefinition };

/** Active fields by position, then archived ones. */
export function orderFields(fields: readonly AgentFieldRow[]): AgentFieldRow[] {
  const byPosition = (a: AgentFieldRow, b: AgentFieldRow) => a.position - b.position || a.id - b.id;
  return [
    ...fields.filter((f) => f.status !== "archived").sort(byPosition),
    ...fields.filter((f) => f.status === "archived").sort(byPosition),
  ];
}

/**
 * /agents/additional-data: the client's own employee fields (label, key, type, required,
 * options, status), with archive (after a confirmation) and reordering of the active ones.
 */
export function AgentFieldsPage({ route }: AgentFieldsPageProps) {
  const text = useAgentText();
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const { fields, fetching } = useAgentFields(true);
  const [archiving, setArchiving] = useState<AgentFieldRow | null>(null);
  const [, archiveField] = useMutation(ArchiveAgentFieldMutation);
  const [{ fetching: moving }, updateField] = useMutation(UpdateAgentFieldMutation);

  const rows = useMemo(() => orderFields(fields), [fields]);
  // Every field arrives at once; the table shows them a page at a time (SPEC §9 page sizes).
  const [tableState, setTableState] = useState(() => createTableState());
  const offset = pageOffset(tableState.pageIndex, tableState.pageSize);
  const pageRows = useMemo(
    () => rows.slice(offset, offset + tableState.pageSize),
    [rows, offset, tableState.pageSize],
  );
  const active = useMemo(() => rows.filter((f) => f.status !== "archived"), [rows]);

  const archive = async (field: AgentFieldRow) => {
    setArchiving(null);
    const result = await archiveField({ id: field.id });
    if (result.error) showToast("error", errorMessage(result.error));
    else showToast("success", text.archived);
  };

  /** Swaps a field's place with its neighbour's; positions are renumbered 1…n on the way. */
  const move = async (field: AgentFieldRow, step: -1 | 1) => {
    const index = active.findIndex((f) => f.id === field.id);
    const other = active[index + step];
    if (index < 0 || !other) return;
    const reordered = [...active];
    reordered[index] = other;
    reordered[index + step] = field;
    for (const [position, row] of reordered.entries()) {
      if (row.position === position + 1) continue;
      const result = await updateField({
        id: row.id,
        input: {
          label: row.label,
          required: row.required,
          options: row.options.map(({ label, value }) => ({ label, value })),
          position: position + 1,
        },
      });
      if (result.error) {
        showToast("error", errorMessage(result.error));
        return;
      }
    }
  };

  // Rebuilt each render: `move` reads the rows of this render.
  const columns = fieldColumns(text, language, active, moving, move, setArchiving);

  return (
    <section className={page}>
      <div className={headerRow}>
        <PageHeader title={route.title} breadcrumb={route.breadcrumb} />
        <Button onClick={() => navigate("/agents/additional-data/create")}>
          <Plus size={16} aria-hidden="true" />
          {text.addField}
        </Button>
      </div>
      <DataTable
        label={text.fieldsTable}
        columns={columns}
        data={pageRows}
        totalItems={rows.length}
        loading={fetching}
        selectable={false}
        state={tableState}
        onStateChange={setTableState}
        getRowId={(row) => String(row.id)}
      />
      <ConfirmDialog
        open={archiving !== null}
        title={text.archiveTitle(archiving?.label ?? "")}
        description={text.archiveBody}
        confirmLabel={text.archive}
        cancelLabel={text.cancel}
        onConfirm={() => archiving && void archive(archiving)}
        onCancel={() => setArchiving(null)}
      />
    </section>
  );
}

const helper = createDataTableColumnHelper<AgentFieldRow>();

function fieldColumns(
  text: AgentText,
  language: "en" | "id",
  active: readonly AgentFieldRow[],
  moving: boolean,
  move: (field: AgentFieldRow, step: -1 | 1) => Promise<void>,
  askArchive: (field: AgentFieldRow) => void,
): DataTableColumnDef<AgentFieldRow>[] {
  return helper.columns([
    helper.accessor("label", { id: "label", header: text.fieldLabel, size: 220 }),
    helper.accessor("key", {
      id: "key",
      header: text.fieldKey,
      size: 180,
      cell: (info) => <code className={mono}>{info.getValue()}</code>,
    }),
    helper.accessor("type", {
      id: "type",
      header: text.fieldType,
      size: 180,
      cell: (info) => enumLabel("agent_field_type", info.getValue(), language),
    }),
    helper.accessor("required", {
      id: "required",
      header: text.fieldRequired,
      size: 120,
      cell: (info) => (info.getValue() ? text.fieldRequiredYes : text.fieldRequiredNo),
    }),
    helper.accessor((row) => row.options.map((o) => o.label).join(", "), {
      id: "options",
      header: text.fieldOptions,
      size: 240,
      cell: (info) => info.getValue() || "-",
    }),
    helper.accessor("status", {
      id: "status",
      header: text.fieldStatus,
      size: 120,
      cell: (info) =>
        info.getValue() === "archived" ? (
          <Badge color="grey" size="small">
            {text.fieldStatusArchived}
          </Badge>
        ) : (
          <Badge color="green" size="small">
            {text.fieldStatusActive}
          </Badge>
        ),
    }),
    helper.display({
      id: "actions",
      header: text.fieldActions,
      size: 200,
      meta: { sticky: "right" },
      cell: (info) => {
        const field = info.row.original;
        if (field.status === "archived") return null;
        const index = active.findIndex((f) => f.id === field.id);
        return (
          <span className={actionCell}>
            <Tooltip content={text.moveUp(field.label)}>
              <button
                type="button"
                className={iconButton}
                aria-label={text.moveUp(field.label)}
                disabled={moving || index <= 0}
                onClick={() => void move(field, -1)}
              >
                <ArrowUp size={16} aria-hidden="true" />
              </button>
            </Tooltip>
            <Tooltip content={text.moveDown(field.label)}>
              <button
                type="button"
                className={iconButton}
                aria-label={text.moveDown(field.label)}
                disabled={moving || index >= active.length - 1}
                onClick={() => void move(field, 1)}
              >
                <ArrowDown size={16} aria-hidden="true" />
              </button>
            </Tooltip>
            <Button variant="secondary" onClick={() => askArchive(field)}>
              {text.archive}
            </Button>
          </span>
        );
      },
    }),
  ]);
}

const page = css({ display: "flex", flexDirection: "column", gap: "16" });
const headerRow = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: "16",
});
const mono = css({ fontFamily: "mono", fontSize: "sm" });
const actionCell = css({ display: "inline-flex", alignItems: "center", gap: "4" });
const iconButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "32px",
  height: "32px",
  borderRadius: "semi-rounded",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  bg: "white",
  cursor: "pointer",
  _disabled: { opacity: 0.4, cursor: "not-allowed" },
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
});
