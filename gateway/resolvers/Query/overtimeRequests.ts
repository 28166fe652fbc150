import type { GatewayContext } from "../../context.ts";

type Row = Record<string, unknown>;
type Page = { items: Row[]; totalItems: number; limit: number; page: number };

/** Issue 15: overtime requests (hcm GET /overtime-requests). */
export function overtimeRequests(
  _parent: unknown,
  args: {
    status?: string | null;
    source?: string | null;
    branchId?: number | null;
    agentId?: number | null;
    from?: string | null;
    to?: string | null;
    q?: string | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  return context.services.get<Page>("hcm", "/overtime-requests", {
    status: args.status || undefined,
    source: args.source || undefined,
    branchId: args.branchId ?? undefined,
    agentId: args.agentId ?? undefined,
    from: args.from || undefined,
    to: args.to || undefined,
    q: args.q?.trim() || undefined,
    sort: args.sort?.trim() || undefined,
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
}

export function overtimeRequest(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.services.get<Row>("hcm", `/overtime-requests/${args.id}`);
}
