import type { GatewayContext } from "../../context.ts";

type Row = Record<string, unknown>;

/** GraphQL's nulls for "not given" become absent fields for the REST body. */
const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );

/** Issue 15: an overtime request on a worker's behalf (hcm POST /overtime-requests). */
export function createOvertimeRequest(
  _parent: unknown,
  args: {
    agentId: number;
    date: string;
    minutes?: number | null;
    hours?: number | null;
    reason: string;
  },
  context: GatewayContext,
) {
  return context.services.post<Row>("hcm", "/overtime-requests", withoutNulls(args));
}

export function decideOvertimeRequest(
  _parent: unknown,
  args: { id: number; decision: string; note?: string | null; version?: number | null },
  context: GatewayContext,
) {
  return context.services.post<Row>(
    "hcm",
    `/overtime-requests/${args.id}/decision`,
    withoutNulls({ decision: args.decision, note: args.note, version: args.version }),
  );
}

export function cancelOvertimeRequest(
  _parent: unknown,
  args: { id: number; note?: string | null },
  context: GatewayContext,
) {
  return context.services.post<Row>(
    "hcm",
    `/overtime-requests/${args.id}/cancel`,
    withoutNulls({ note: args.note }),
  );
}
