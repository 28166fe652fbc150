import type { GatewayContext } from "../../context.ts";

type Page<T> = { items: T[]; totalItems: number };
type Row = Record<string, unknown>;

export function approvalRules(
  _parent: unknown,
  args: { limit?: number; page?: number; q?: string | null },
  context: GatewayContext,
) {
  return context.services.get<Page<Row>>("hcm", "/approval-rules", {
    limit: args.limit,
    page: args.page,
    q: args.q?.trim() || undefined,
  });
}

export async function approvalRule(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  return context.services.get<Row>("hcm", `/approval-rules/${args.id}`);
}

export function approverOptions(_parent: unknown, _args: unknown, context: GatewayContext) {
  return context.services.get<Row>("hcm", "/approval-approvers");
}

export function approvalRequests(
  _parent: unknown,
  args: { limit?: number; page?: number },
  context: GatewayContext,
) {
  return context.services.get<Page<Row>>("hcm", "/approval-requests", {
    limit: args.limit,
    page: args.page,
  });
}
