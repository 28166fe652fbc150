import type { GatewayContext } from "../../context.ts";

type Row = Record<string, unknown>;
type Act = { id: number; note?: string | null; version?: number | null };

/** GraphQL's nulls for "not given" become absent fields for the REST body. */
const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );

export function approveAttendanceRequest(_parent: unknown, args: Act, context: GatewayContext) {
  return context.services.post<Row>(
    "hcm",
    `/attendance-requests/${args.id}/approve`,
    withoutNulls({ note: args.note, version: args.version }),
  );
}

export function rejectAttendanceRequest(_parent: unknown, args: Act, context: GatewayContext) {
  return context.services.post<Row>(
    "hcm",
    `/attendance-requests/${args.id}/reject`,
    withoutNulls({ note: args.note, version: args.version }),
  );
}

export async function decideAttendanceRequests(
  _parent: unknown,
  args: { ids: number[]; action: string; note?: string | null },
  context: GatewayContext,
) {
  const result = await context.services.post<{ items: Row[] }>(
    "hcm",
    "/attendance-requests/decisions",
    withoutNulls({ ids: args.ids, action: args.action, note: args.note }),
  );
  return result.items;
}
