import type { GraphQLResolveInfo } from "graphql";
import type { GatewayContext } from "../../context.ts";

/** An agent as the main service answers it (camelCase; branch and project embedded as id + name). */
export type RestAgent = {
  id: number;
  branchId: number;
  branch: { id: number; name: string };
  projectId: number | null;
  project: { id: number; name: string } | null;
  domicileProvinceId: string | null;
  domicileCityId: string | null;
} & Record<string, unknown>;

export type RestPage<T> = { items: T[]; totalItems: number; limit: number; page: number };

const EMBEDDED = new Set(["id", "name", "__typename"]);

/**
 * True when the query asks only for what the agent row embeds (id and name), so a list's
 * branch and project names cost no further call; anything more loads the whole row, batched.
 */
function embeddedIsEnough(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.every((node) =>
    (node.selectionSet?.selections ?? []).every(
      (selection) => selection.kind === "Field" && EMBEDDED.has(selection.name.value),
    ),
  );
}

export const Agent = {
  branch(parent: RestAgent, _args: unknown, context: GatewayContext, info: GraphQLResolveInfo) {
    if (embeddedIsEnough(info)) return parent.branch;
    return context.loaders.branch.load(parent.branchId);
  },
  project(parent: RestAgent, _args: unknown, context: GatewayContext, info: GraphQLResolveInfo) {
    if (parent.projectId === null) return null;
    if (embeddedIsEnough(info) && parent.project) return parent.project;
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
