import type { GraphQLResolveInfo } from "graphql";
import type { GatewayContext } from "../../context.ts";

/** An agent as the main service answers it (camelCase; branch and project partly embedded). */
export type RestAgent = {
  id: number;
  branchId: number;
  branch: Record<string, unknown>;
  projectId: number | null;
  project: Record<string, unknown> | null;
  domicileProvinceId: string | null;
  domicileCityId: string | null;
} & Record<string, unknown>;

export type RestPage<T> = { items: T[]; totalItems: number; limit: number; page: number };

/** The Branch and Project fields an agent row embeds (services/main/agents/repo.ts). */
const EMBEDDED_BRANCH = new Set([
  "__typename",
  "id",
  "code",
  "name",
  "status",
  "timezone",
  "timezoneLabel",
]);
const EMBEDDED_PROJECT = new Set(["__typename", "id", "code", "name", "status"]);

/**
 * True when the query asks only for what the agent row embeds, so a list's branch and
 * project columns cost no further call; anything more loads the whole row, batched.
 */
function embeddedIsEnough(info: GraphQLResolveInfo, embedded: ReadonlySet<string>): boolean {
  return info.fieldNodes.every((node) =>
    (node.selectionSet?.selections ?? []).every(
      (selection) => selection.kind === "Field" && embedded.has(selection.name.value),
    ),
  );
}

export const Agent = {
  branch(parent: RestAgent, _args: unknown, context: GatewayContext, info: GraphQLResolveInfo) {
    if (embeddedIsEnough(info, EMBEDDED_BRANCH)) return parent.branch;
    return context.loaders.branch.load(parent.branchId);
  },
  project(parent: RestAgent, _args: unknown, context: GatewayContext, info: GraphQLResolveInfo) {
    if (parent.projectId === null) return null;
    if (embeddedIsEnough(info, EMBEDDED_PROJECT) && parent.project) return parent.project;
    return context.loaders.project.load(parent.projectId);
  },
  domicileProvince(parent: RestAgent, _args: unknown, context: GatewayContext) {
    return parent.domicileProvinceId
      ? context.loaders.province.load(parent.domicileProvinceId)
      : null;
  },
  domicileCity(parent: RestAgent, _args: unknown, context: GatewayContext) {
    return parent.domicileCityId ? context.loaders.city.load(parent.domicileCityId) : null;
  },
  timeline(
    parent: RestAgent,
    args: { limit?: number | null; page?: number | null },
    context: GatewayContext,
  ) {
    return context.services.get<RestPage<unknown>>("main", `/agents/${parent.id}/timeline`, {
      limit: args.limit ?? 10,
      page: args.page ?? 1,
    });
  },
};
