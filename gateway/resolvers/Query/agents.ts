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

export function agents(
  _parent: unknown,
  args: {
    limit?: number | null;
    page?: number | null;
    sort?: string | null;
    filter?: AgentFilter | null;
  },
  context: GatewayContext,
) {
  // A value list given empty selects no agent; left out of the REST query it would select
  // every one. (`custom` is a list of conditions: none given is no condition.)
  const { custom: _custom, ...lists } = args.filter ?? {};
  if (hasEmptyList(lists)) return Promise.resolve(emptyPage<RestAgent>(args));
  return context.services.get<RestPage<RestAgent>>("main", "/agents", {
    limit: args.limit ?? 10,
    page: args.page ?? 1,
    sort: args.sort ?? undefined,
    ...agentFilterQuery(args.filter),
  });
}

/** One agent, or null when the caller's client has no such agent. */
export function agent(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.loaders.agent.load(args.id);
}
