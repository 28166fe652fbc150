import type { GatewayContext } from "../../context.ts";
import { leaveRequestOf } from "../Query/leave.ts";

type Row = Record<string, unknown>;

/** GraphQL's nulls for "not given" become absent fields for the REST body. */
const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );

export async function createLeaveRequest(
  _parent: unknown,
  args: {
    input: {
      agentId: number;
      policyId: number;
      from: string;
      to: string;
      halfDay?: string | null;
      reason?: string | null;
      fileId?: string | null;
    };
  },
  context: GatewayContext,
) {
  const { input } = args;
  const row = await context.services.post<Row>(
    "hcm",
    "/leave-requests",
    withoutNulls({
      agentId: input.agentId,
      policyId: input.policyId,
      from: input.from,
      to: input.to,
      halfDay: input.halfDay || null,
      reason: input.reason?.trim() || null,
      fileId: input.fileId || null,
    }),
  );
  return leaveRequestOf(row);
}

export async function decideLeaveRequest(
  _parent: unknown,
  args: { id: number; decision: string; note?: string | null },
  context: GatewayContext,
) {
  const row = await context.services.post<Row>(
    "hcm",
    `/leave-requests/${args.id}/decision`,
    withoutNulls({ decision: args.decision, note: args.note?.trim() || null }),
  );
  return leaveRequestOf(row);
}

export async function cancelLeaveRequest(
  _parent: unknown,
  args: { id: number; note?: string | null },
  context: GatewayContext,
) {
  const row = await context.services.post<Row>(
    "hcm",
    `/leave-requests/${args.id}/cancel`,
    withoutNulls({ note: args.note?.trim() || null }),
  );
  return leaveRequestOf(row);
}

export function adjustLeaveBalance(
  _parent: unknown,
  args: { agentId: number; policyId: number; date: string; days: number; reason: string },
  context: GatewayContext,
) {
  return context.services.post<Row>("hcm", "/leave-balances/adjustments", {
    agentId: args.agentId,
    policyId: args.policyId,
    date: args.date,
    days: args.days,
    reason: args.reason,
  });
}
