import { GraphQLError } from "graphql";
import type { GatewayContext } from "../../context.ts";

/** Issue 15, leave policies over the hcm service (services/hcm/leave/policies). */
type Row = Record<string, unknown>;
type Page = { items: Row[]; totalItems: number; limit: number; page: number };

async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions["code"] === "NOT_FOUND") return null;
    throw error;
  }
}

export function leavePolicies(
  _parent: unknown,
  args: {
    q?: string | null;
    kind?: string | null;
    status?: string | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  return context.services.get<Page>("hcm", "/leave-policies", {
    q: args.q?.trim() || undefined,
    kind: args.kind || undefined,
    status: args.status || undefined,
    sort: args.sort || undefined,
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
}

export function leavePolicy(_parent: unknown, args: { id: number }, context: GatewayContext) {
  if (args.id < 1) return null;
  return orNull(() => context.services.get<Row>("hcm", `/leave-policies/${args.id}`));
}

export function leavePolicyPresets(_parent: unknown, _args: unknown, context: GatewayContext) {
  return context.services.get<Row[]>("hcm", "/leave-policies/presets");
}
