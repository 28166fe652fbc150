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
