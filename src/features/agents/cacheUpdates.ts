import type { Cache, KeyingConfig, UpdatesConfig } from "@urql/exchange-graphcache";

/** Types of the agents schema without an id of their own: embedded in their parent. */
export const agentCacheKeys: KeyingConfig = {
  AgentPage: () => null,
  TimelinePage: () => null,
  FieldChange: () => null,
  AgentFieldOption: () => null,
  SetAgentsStatusResult: () => null,
};

/** Every cached page of a root field, whatever its arguments: the next read refetches. */
function invalidateRootField(cache: Cache, field: string): void {
  for (const entry of cache.inspectFields("Query")) {
    if (entry.fieldName === field) cache.invalidate("Query", entry.fieldName, entry.arguments);
  }
}

/** An agent's timeline pages (a change adds an event). */
function invalidateTimeline(cache: Cache, id: unknown): void {
  const key = cache.keyOfEntity({ __typename: "Agent", id: id as number });
  if (!key) return;
  for (const entry of cache.inspectFields(key)) {
    if (entry.fieldName === "timeline") cache.invalidate(key, entry.fieldName, entry.arguments);
  }
}

const idOf = (result: Record<string, unknown>, field: string): unknown =>
  (result[field] as { id?: unknown } | null | undefined)?.id;

/**
 * Keeps the employee screens right after their mutations: lists are refetched (a change can
 * move a row in or out of a filter or a sort), timelines too; a bulk status change, which
 * answers only ids, refetches those agents.
 */
export const agentMutationUpdates: NonNullable<UpdatesConfig["Mutation"]> = {
  createAgent: (_result, _args, cache) => invalidateRootField(cache, "agents"),
  updateAgent: (result, _args, cache) => {
    invalidateRootField(cache, "agents");
    invalidateTimeline(cache, idOf(result, "updateAgent"));
  },
  terminateAgent: (result, _args, cache) => {
    invalidateRootField(cache, "agents");
    invalidateTimeline(cache, idOf(result, "terminateAgent"));
  },
  setAgentsStatus: (result, _args, cache) => {
    invalidateRootField(cache, "agents");
    const changed = (result["setAgentsStatus"] as { ids?: unknown[] } | null)?.ids ?? [];
    for (const id of changed) {
      cache.invalidate({ __typename: "Agent", id: id as number });
    }
  },
  createAgentField: (_result, _args, cache) => invalidateRootField(cache, "agentFields"),
  updateAgentField: (_result, _args, cache) => invalidateRootField(cache, "agentFields"),
  archiveAgentField: (_result, _args, cache) => invalidateRootField(cache, "agentFields"),
};
