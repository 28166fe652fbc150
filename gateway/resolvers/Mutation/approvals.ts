import type { GatewayContext } from "../../context.ts";

type Input = { input: Record<string, unknown> };
type Row = Record<string, unknown>;

/** GraphQL's nulls for "not given" become absent fields for the REST body. */
const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));

export function createApprovalRule(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<Row>("hcm", "/approval-rules", withoutNulls(args.input));
}

export async function updateApprovalRule(
  _parent: unknown,
  args: Input & { id: number },
  context: GatewayContext,
) {
  const { resetRequests, ...rule } = await context.services.put<Row & { resetRequests: number }>(
    "hcm",
    `/approval-rules/${args.id}`,
    withoutNulls(args.input),
  );
  return { rule, resetRequests };
}

export async function deleteApprovalRule(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "hcm",
    `/approval-rules/${args.id}`,
  );
  return result.deleted;
}

type Act = { id: number; note?: string | null; version?: number | null };

export function approveApprovalRequest(_parent: unknown, args: Act, context: GatewayContext) {
  return context.services.post<Row>(
    "hcm",
    `/approval-requests/${args.id}/approve`,
    withoutNulls({ note: args.note, version: args.version }),
  );
}

export function rejectApprovalRequest(_parent: unknown, args: Act, context: GatewayContext) {
  return context.services.post<Row>(
    "hcm",
    `/approval-requests/${args.id}/reject`,
    withoutNulls({ note: args.note, version: args.version }),
  );
}
