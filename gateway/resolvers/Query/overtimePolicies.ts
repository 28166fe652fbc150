import { GraphQLError } from "graphql";
import type { GatewayContext } from "../../context.ts";

type Page<T> = { items: T[]; totalItems: number };
type Row = Record<string, unknown>;

/** Issue 15: overtime policies and minimum wages (hcm, menu settings). */
export function overtimePolicies(
  _parent: unknown,
  args: {
    q?: string | null;
    branchId?: number | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  return context.services.get<Page<Row>>("hcm", "/overtime-policies", {
    q: args.q?.trim() || undefined,
    branchId: args.branchId ?? undefined,
    sort: args.sort ?? undefined,
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
}

/** A 404 (or an id no row can have) is null, as for the other single reads. */
export async function overtimePolicy(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  if (args.id < 1) return null;
  try {
    return await context.services.get<Row>("hcm", `/overtime-policies/${args.id}`);
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions["code"] === "NOT_FOUND") return null;
    throw error;
  }
}

export function minimumWages(
  _parent: unknown,
  args: { year?: number | null; limit?: number | null; page?: number | null },
  context: GatewayContext,
) {
  return context.services.get<Page<Row>>("hcm", "/minimum-wages", {
    year: args.year ?? undefined,
    limit: args.limit ?? 50,
    page: args.page ?? 1,
  });
}
