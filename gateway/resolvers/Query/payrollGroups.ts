import { GraphQLError } from "graphql";
import type { GatewayContext } from "../../context.ts";

/** Issue 16, payroll groups and members over the hcm service (services/hcm/payroll/groups). */
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

export function payrollGroups(
  _parent: unknown,
  args: {
    q?: string | null;
    salaryType?: string | null;
    cycle?: string | null;
    status?: string | null;
    branchId?: number | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  return context.services.get<Page>("hcm", "/payroll-groups", {
    q: args.q?.trim() || undefined,
    salaryType: args.salaryType || undefined,
    cycle: args.cycle || undefined,
    status: args.status || undefined,
    branchId: args.branchId ?? undefined,
    sort: args.sort || undefined,
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
}

export function payrollGroup(_parent: unknown, args: { id: number }, context: GatewayContext) {
  if (args.id < 1) return null;
  return orNull(() => context.services.get<Row>("hcm", `/payroll-groups/${args.id}`));
}

export function payrollGroupMembers(
  _parent: unknown,
  args: {
    groupId: number;
    q?: string | null;
    branchId?: number | null;
    ptkp?: string | null;
    incompleteAccount?: boolean | null;
    asOf?: string | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  return context.services.get<Page>("hcm", `/payroll-groups/${args.groupId}/members`, {
    q: args.q?.trim() || undefined,
    branchId: args.branchId ?? undefined,
    ptkp: args.ptkp || undefined,
    incompleteAccount:
      args.incompleteAccount === null || args.incompleteAccount === undefined
        ? undefined
        : String(args.incompleteAccount),
    asOf: args.asOf || undefined,
    sort: args.sort || undefined,
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
}
