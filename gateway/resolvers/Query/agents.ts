import type { GraphQLResolveInfo, SelectionSetNode } from "graphql";
import { AGENT_SUMMARY_FIELDS } from "../../../domain/workforce/agent.ts";
import type { GatewayContext } from "../../context.ts";
import type { RestAgent, RestPage } from "../types/Agent.ts";
import { emptyPage, hasEmptyList } from "../types/orgRest.ts";

type AgentFilter = {
  q?: string | null;
  workerStatus?: string | null;
  branchIds?: number[] | null;
  projectIds?: number[] | null;
  contractTypes?: string[] | null;
  contractStatuses?: string[] | null;
  cityIds?: string[] | null;
  custom?: { key: string; values: string[] }[] | null;
  ids?: number[] | null;
};

type QueryValue = string | number | undefined;

/** AgentFilter → the REST list's query: lists comma-separated, additional data as JSON. */
export function agentFilterQuery(
  filter: AgentFilter | null | undefined,
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (!filter) return query;
  const list = (values: readonly (string | number)[] | null | undefined) =>
    values?.length ? values.join(",") : undefined;
  query["q"] = filter.q?.trim() || undefined;
  query["workerStatus"] = filter.workerStatus ?? undefined;
  query["branchIds"] = list(filter.branchIds);
  query["projectIds"] = list(filter.projectIds);
  query["contractTypes"] = list(filter.contractTypes);
  query["contractStatuses"] = list(filter.contractStatuses);
  query["cityIds"] = list(filter.cityIds);
  query["ids"] = list(filter.ids);
  if (filter.custom?.length)
    query["custom"] = JSON.stringify(
      Object.fromEntries(filter.custom.map((entry) => [entry.key, entry.values])),
    );
  return query;
}

/**
 * The Agent fields a query may ask of the REST list's summary view: the view's own, and those
 * whose resolvers need only its ids (branch and project load by theirs when more than the
 * embedded part is asked; the timeline by the agent's).
 */
export const SUMMARY_FIELDS: ReadonlySet<string> = new Set([
  ...AGENT_SUMMARY_FIELDS,
  "__typename",
  "timeline",
]);

/**
 * Whether every field the query asks of the page's items is in the summary view (issue 19:
 * a list row shows 15 of an employee's 40 fields; building the rest was most of the list's
 * database time). Fragments are followed; anything unknown asks for the full view.
 */
export function summaryIsEnough(info: GraphQLResolveInfo): boolean {
  const within = (
    set: SelectionSetNode | undefined,
    check: (name: string, node: SelectionSetNode | undefined) => boolean,
  ): boolean =>
    (set?.selections ?? []).every((selection) => {
      if (selection.kind === "Field") return check(selection.name.value, selection.selectionSet);
      const fragment =
        selection.kind === "InlineFragment" ? selection : info.fragments[selection.name.value];
      return fragment !== undefined && within(fragment.selectionSet, check);
    });
  return info.fieldNodes.every((node) =>
    within(node.selectionSet, (name, items) =>
      name === "items" ? within(items, (field) => SUMMARY_FIELDS.has(field)) : true,
    ),
  );
}

export function agents(
  _parent: unknown,
  args: {
    limit?: number | null;
    page?: number | null;
    sort?: string | null;
    filter?: AgentFilter | null;
  },
  context: GatewayContext,
  info: GraphQLResolveInfo,
) {
  // A value list given empty selects no agent; left out of the REST query it would select
  // every one. (`custom` is a list of conditions: none given is no condition.)
  const { custom: _custom, ...lists } = args.filter ?? {};
  if (hasEmptyList(lists)) return Promise.resolve(emptyPage<RestAgent>(args));
  return context.services.get<RestPage<RestAgent>>("main", "/agents", {
    limit: args.limit ?? 10,
    page: args.page ?? 1,
    sort: args.sort ?? undefined,
    view: summaryIsEnough(info) ? "summary" : undefined,
    ...agentFilterQuery(args.filter),
  });
}

/** One agent, or null when the caller's client has no such agent. */
export function agent(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.loaders.agent.load(args.id);
}
