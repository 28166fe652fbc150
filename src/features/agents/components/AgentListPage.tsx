import { Menu, Portal } from "@ark-ui/react";
import { ChevronDown, Plus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useQuery } from "urql";
import { useLocation } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { graphql } from "../../../gql";
import { useI18n } from "../../../i18n/index.ts";
import {
  createTableState,
  DataTable,
  type DataTableState,
  lastPage,
} from "../../../ui/data-table/index.ts";
import { Button } from "../../../ui/index.ts";
import { PageHeader } from "../../system/index.ts";
import { useListQuery } from "../hooks/useListQuery.ts";
import { useAgentText } from "../messages.ts";
import {
  type ListFilters,
  sortingOf,
  sortOf,
  toAgentFilter,
  withFilter,
  withoutFilters,
} from "../model/listQuery.ts";
import { AgentBulkActions } from "./AgentBulkActions.tsx";
import { AgentListFilters } from "./AgentListFilters.tsx";
import { type AgentRow, agentColumns } from "./agentColumns.tsx";

const AgentListQuery = graphql(/* GraphQL */ `
  query AgentList($limit: Int, $page: Int, $sort: String, $filter: AgentFilter) {
    agents(limit: $limit, page: $page, sort: $sort, filter: $filter) {
      totalItems
      limit
      page
      items {
        id
        fullName
        nik
        phoneNumber
        selfieUrl
        joinDate
        contractType
        contractStatus
        workerStatus
        branch {
          id
          name
          timezoneLabel
        }
        project {
          id
          name
        }
      }
    }
  }
`);

const NO_ROWS: AgentRow[] = [];

export type AgentListPageProps = { route: RouteDefinition };

/**
 * /agents, the Employee List (SPEC §2, §4): search, filters, sort and page in the URL;
 * server pagination; selection with activate / inactivate / export.
 */
export function AgentListPage({ route }: AgentListPageProps) {
  const text = useAgentText();
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const [query, setQuery] = useListQuery();
  const [selection, setSelection] = useState<readonly string[]>([]);

  const variables = useMemo(
    () => ({
      limit: query.limit,
      page: query.page,
      sort: query.sort,
      filter: toAgentFilter(query),
    }),
    [query],
  );
  const [{ data, fetching }] = useQuery({
    query: AgentListQuery,
    variables,
    requestPolicy: "cache-and-network",
  });
  const page = data?.agents;
  const rows = page?.items ?? NO_ROWS;
  const totalItems = page?.totalItems ?? 0;

  // A page beyond the last (an old link, rows gone meanwhile) goes to the last page there is.
  useEffect(() => {
    if (!page || page.items.length > 0 || totalItems === 0) return;
    const last = lastPage(query.limit, totalItems);
    if (query.page > last) setQuery({ ...query, page: last }, { replace: true });
  }, [page, totalItems, query, setQuery]);

  const tableState = useMemo(
    () =>
      createTableState({
        pageIndex: query.page - 1,
        pageSize: query.limit,
        sorting: sortingOf(query.sort),
        selection: { rows: selection, cells: [] },
      }),
    [query.page, query.limit, query.sort, selection],
  );

  const onStateChange = (next: DataTableState) => {
    if (next.selection.rows !== selection) setSelection(next.selection.rows);
    const sort = sortOf(next.sorting);
    // SPEC §4: a new sort or page size starts again at page 1.
    if (sort !== query.sort) setQuery({ ...query, sort, page: 1 });
    else if (next.pageSize !== query.limit) setQuery({ ...query, limit: next.pageSize, page: 1 });
    else if (next.pageIndex !== query.page - 1) setQuery({ ...query, page: next.pageIndex + 1 });
  };

  const onFilter = (change: Partial<ListFilters>, options?: { replace?: boolean }) => {
    // What is selected was chosen from the old result; acting on rows out of sight surprises.
    setSelection([]);
    setQuery(withFilter(query, change), options);
  };

  const columns = useMemo(() => agentColumns(text, language), [text, language]);
  const selectedIds = useMemo(() => selection.map(Number), [selection]);

  return (
    <section className={pageStyle}>
      <div className={headerRow}>
        <PageHeader title={route.title} breadcrumb={route.breadcrumb} />
        <div className={headerActions}>
          <Menu.Root
            onSelect={(details) => navigate(details.value)}
            positioning={{ placement: "bottom-end" }}
          >
            <Menu.Trigger asChild>
              <Button variant="secondary">
                {text.bulkUpload}
                <ChevronDown size={16} aria-hidden="true" />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content className={menuContent}>
                  <Menu.Item value="/agents/bulk/default-data" className={menuItem}>
                    {text.bulkDefaultData}
                  </Menu.Item>
                  <Menu.Item value="/agents/bulk/additional-data" className={menuItem}>
                    {text.bulkAdditionalData}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
          <Button onClick={() => navigate("/agents/create")}>
            <Plus size={16} aria-hidden="true" />
            {text.addEmployee}
          </Button>
        </div>
      </div>
      <DataTable
        label={text.tableLabel}
        columns={columns}
        data={rows}
        totalItems={totalItems}
        loading={fetching && !data}
        state={tableState}
        onStateChange={onStateChange}
        getRowId={(row) => String(row.id)}
        toolbar={
          <div className={toolbar}>
            <AgentListFilters
              query={query}
              onFilter={onFilter}
              onReset={() => {
                setSelection([]);
                setQuery(withoutFilters(query));
              }}
            />
            <AgentBulkActions
              selectedIds={selectedIds}
              query={query}
              onDone={() => setSelection([])}
            />
          </div>
        }
      />
    </section>
  );
}

const pageStyle = css({ display: "flex", flexDirection: "column", gap: "16" });
const headerRow = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: "16",
  flexWrap: "wrap",
});
const headerActions = css({ display: "flex", gap: "8", alignItems: "center" });
const toolbar = css({ display: "flex", flexDirection: "column", gap: "12", width: "100%" });
const menuContent = css({
  bg: "white",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  boxShadow: "0 8px 24px rgba(0,0,0,0.12)",
  paddingBlock: "4",
  minWidth: "200px",
  zIndex: "popover",
  outline: "none",
});
const menuItem = css({
  paddingInline: "12",
  paddingBlock: "8",
  fontSize: "sm",
  cursor: "pointer",
  _highlighted: { bg: "canvas" },
});
