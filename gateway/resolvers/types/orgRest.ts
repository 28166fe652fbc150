import type { GatewayContext } from "../../context.ts";

/**
 * The org REST answers (services/main/{branches,merchants,projects,partners,assignments})
 * as the gateway reads them, and the helpers the org resolvers share. The REST shapes are
 * already camelCase, so most GraphQL fields resolve by name.
 */

export type RestPage<T> = { items: T[]; totalItems: number; limit: number; page: number };

export type RestPlace = {
  id: number;
  provinceId: string | null;
  cityId: string | null;
} & Record<string, unknown>;
export type RestMerchant = RestPlace & { branchId: number | null };
export type RestPartner = {
  id: number;
  provinceId: string | null;
  cityId: string | null;
  assignedAgentId: number | null;
  teamLeadId: number | null;
} & Record<string, unknown>;
export type RestAssignment = {
  id: number;
  agentId: number;
  projectId: number;
  merchantId: number | null;
  branchId: number | null;
} & Record<string, unknown>;

export type ListArgs<F> = {
  limit?: number | null;
  page?: number | null;
  sort?: string | null;
  filter?: F | null;
};

type QueryValue = string | number | undefined | null;

/** GraphQL list arguments → REST query: arrays become comma-separated, nulls are dropped. */
export function listQuery<F extends Record<string, unknown>>(
  args: ListArgs<F>,
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    limit: args.limit ?? 10,
    page: args.page ?? 1,
    sort: args.sort ?? undefined,
  };
  for (const [key, value] of Object.entries(args.filter ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[key] = value.join(",");
    } else query[key] = value as string | number;
  }
  return query;
}

/** True when a filter gives a list of values that is empty (`cityIds: []`). */
export function hasEmptyList(filter: Record<string, unknown> | null | undefined): boolean {
  return Object.values(filter ?? {}).some((value) => Array.isArray(value) && value.length === 0);
}

/** The answer to a filter that selects nothing. */
export const emptyPage = <T>(args: ListArgs<unknown>): RestPage<T> => ({
  items: [],
  totalItems: 0,
  limit: args.limit ?? 10,
  page: args.page ?? 1,
});

/**
 * An org list through its REST endpoint. A filter list given empty (`provinceIds: []`)
 * selects nothing and is answered without a call: left out of the REST query, it would
 * widen the list to every row instead.
 */
export function restList<T, F extends Record<string, unknown>>(
  context: GatewayContext,
  path: string,
  args: ListArgs<F>,
): Promise<RestPage<T>> {
  if (hasEmptyList(args.filter)) return Promise.resolve(emptyPage<T>(args));
  return context.services.get<RestPage<T>>("main", path, listQuery(args));
}
