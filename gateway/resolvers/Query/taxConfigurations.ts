import { GraphQLError } from "graphql";
import type { GatewayContext } from "../../context.ts";

/**
 * Issue 16, tax group configurations and employee tax records over the hcm service
 * (services/hcm/payroll/tax).
 */
type Row = Record<string, unknown>;
type Page = { items: Row[]; totalItems: number };

/** A 404 (or an id no row can have) is null, as for the other single reads. */
async function orNull<T>(id: number, read: () => Promise<T>): Promise<T | null> {
  if (id < 1) return null;
  try {
    return await read();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions["code"] === "NOT_FOUND") return null;
    throw error;
  }
}

export function taxConfigurations(
  _parent: unknown,
  args: {
    kind?: string | null;
    q?: string | null;
    status?: string | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  return context.services.get<Page>("hcm", "/tax-configurations", {
    kind: args.kind || undefined,
    q: args.q?.trim() || undefined,
    status: args.status || undefined,
    sort: args.sort || undefined,
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
}

export function taxConfiguration(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return orNull(args.id, () => context.services.get<Row>("hcm", `/tax-configurations/${args.id}`));
}

export function employeeTaxRecords(
  _parent: unknown,
  args: {
    taxConfigurationId: number;
    year: number;
    q?: string | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  return context.services.get<Page>(
    "hcm",
    `/tax-configurations/${args.taxConfigurationId}/employee-tax-records`,
    {
      year: args.year,
      q: args.q?.trim() || undefined,
      sort: args.sort || undefined,
      limit: args.limit ?? 10,
      page: args.page ?? 1,
    },
  );
}

export function employeeTaxRecord(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return orNull(args.id, () =>
    context.services.get<Row>("hcm", `/employee-tax-records/${args.id}`),
  );
}
