import { type ReactNode, useMemo, useState } from "react";
import { useMutation, useQuery } from "urql";
import { useLocation } from "wouter";
import { REQUEST_TYPE_LABELS, type RequestType } from "../../../../domain/approvals.ts";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import type { ApprovalRuleListQuery as ListQueryType } from "../../../gql/graphql.ts";
import { type Language, useI18n } from "../../../i18n/index.ts";
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from "../../../ui/data-table/index.ts";
import { Button, ConfirmDialog, showToast } from "../../../ui/index.ts";
import { Badge } from "../../../ui/misc/index.ts";
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
import { ApprovalRuleListQuery, DeleteApprovalRuleMutation } from "./documents.ts";
import { approvalRuleText } from "./text.ts";

type RuleRow = ListQueryType["approvalRules"]["items"][number];

const LIST: ListUrlConfig = { filterKeys: [], sortable: [] };
export const RULES_PATH = "/settings/attendances/approval-rules";

export type ApprovalRulesPageProps = { route: RouteDefinition };

/** /settings/attendances/approval-rules: the rules, their request types, layers and pending. */
export function ApprovalRulesPage({ route }: ApprovalRulesPageProps) {
  const t = useText(approvalRuleText);
  const c = useText(commonText);
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const list = useListState(LIST);
  const { filters, setFilter, paging } = list;
  const [{ data, fetching }] = useQuery({
    query: ApprovalRuleListQuery,
    variables: { q: filters["q"], limit: paging.limit, page: paging.page },
    requestPolicy: "cache-and-network",
  });
  useClampedPage(list, data?.approvalRules.totalItems);
  const [deleting, setDeleting] = useState<RuleRow | null>(null);
  const [, deleteRule] = useMutation(DeleteApprovalRuleMutation);

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    const result = await deleteRule({ id: row.id });
    if (result.error) showToast("error", extractErrorMessage(result.error));
    else showToast("success", t.deleted(row.name));
  };

  const columns = useMemo(
    () =>
      ruleColumns(t, c, language, (row) => (
        <div className={rowActions}>
          <Button
            variant="secondary"
            minHeight="32px"
            aria-label={`${c.edit} ${row.name}`}
            onClick={() => navigate(`${RULES_PATH}/${row.id}/edit`)}
          >
            {c.edit}
          </Button>
          <Button
            variant="secondary"
            minHeight="32px"
            aria-label={`${c.delete} ${row.name}`}
            onClick={() => setDeleting(row)}
          >
            {c.delete}
          </Button>
        </div>
      )),
    [t, c, language, navigate],
  );

  return (
    <ListScreen
      title={route.title}
      breadcrumb={route.breadcrumb}
      actions={<Button onClick={() => navigate(`${RULES_PATH}/create`)}>{t.create}</Button>}
    >
      <DataTable
        label={t.tableLabel}
        columns={columns}
        data={data?.approvalRules.items ?? []}
        totalItems={data?.approvalRules.totalItems ?? 0}
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

type RuleText = (typeof approvalRuleText)["en"];
type CommonText = (typeof commonText)["en"];

const helper = createDataTableColumnHelper<RuleRow>();

/** A request type's label in the language ("shift_branch" → "Shift & Branch"). */
export const requestTypeLabel = (type: string, language: Language) =>
  REQUEST_TYPE_LABELS[type as RequestType]?.[language] ?? type;

function ruleColumns(
  t: RuleText,
  c: CommonText,
  language: Language,
  renderActions: (row: RuleRow) => ReactNode,
): DataTableColumnDef<RuleRow>[] {
  return helper.columns([
    helper.accessor("name", { id: "name", header: t.name, size: 240, meta: { sticky: "left" } }),
    helper.accessor((row) => row.requestTypes.join(","), {
      id: "requestTypes",
      header: t.requestTypes,
      size: 320,
      cell: ({ row }) => (
        <span className={badges}>
          {row.original.requestTypes.map((type) => (
            <Badge key={type}>{requestTypeLabel(type, language)}</Badge>
          ))}
        </span>
      ),
    }),
    helper.accessor((row) => row.layers.length, {
      id: "layers",
      header: t.layers,
      size: 120,
      cell: ({ row }) => t.layerCount(row.original.layers.length),
    }),
    helper.accessor("pendingCount", { id: "pendingCount", header: t.pending, size: 160 }),
    helper.display({
      id: "actions",
      header: c.actions,
      size: 220,
      meta: { sticky: "right" },
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}

const badges = css({ display: "flex", flexWrap: "wrap", gap: "4" });
