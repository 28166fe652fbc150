import { GraphQLError } from "graphql";
import type { GatewayContext } from "../../context.ts";

type Page<T> = { items: T[]; totalItems: number };
type Row = Record<string, unknown>;

/**
 * Issue 16: payroll components and regulation-based components (hcm, menu
 * payroll-component; read also with payroll-group; regulation ones behind their flag).
 */
export function payrollComponents(
  _parent: unknown,
  args: {
    q?: string | null;
    scheme?: string | null;
    addOrSub?: string | null;
    mode?: string | null;
    status?: string | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  return context.services.get<Page<Row>>("hcm", "/payroll-components", {
    q: args.q?.trim() || undefined,
    scheme: args.scheme ?? undefined,
    addOrSub: args.addOrSub ?? undefined,
    mode: args.mode ?? undefined,
    status: args.status ?? undefined,
    sort: args.sort ?? undefined,
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
}

/** A 404 (or an id no row can have) is null, as for the other single reads. */
async function orNull(id: number, read: () => Promise<Row>) {
  if (id < 1) return null;
  try {
    return await read();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions["code"] === "NOT_FOUND") return null;
    throw error;
  }
}

export function payrollComponent(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return orNull(args.id, () => context.services.get<Row>("hcm", `/payroll-components/${args.id}`));
}

export function regulationComponents(
  _parent: unknown,
  args: {
    q?: string | null;
    programme?: string | null;
    status?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  return context.services.get<Page<Row>>("hcm", "/regulation-components", {
    q: args.q?.trim() || undefined,
    programme: args.programme ?? undefined,
    status: args.status ?? undefined,
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
}

export function regulationComponent(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  return orNull(args.id, () =>
    context.services.get<Row>("hcm", `/regulation-components/${args.id}`),
  );
}
