import type { GatewayContext } from "../../context.ts";

/** Issue 13, employee schedules and the holiday calendar: hcm's REST, as is. */

type Input = { input: Record<string, unknown> };

export function createHoliday(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post("hcm", "/holidays", args.input);
}

export function updateHoliday(
  _parent: unknown,
  args: Input & { id: number },
  context: GatewayContext,
) {
  return context.services.put("hcm", `/holidays/${args.id}`, args.input);
}

export async function deleteHoliday(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>("hcm", `/holidays/${args.id}`);
  return result.deleted;
}

export function overrideEmployeeSchedule(
  _parent: unknown,
  args: { agentId: number; date: string; shiftId?: number | null },
  context: GatewayContext,
) {
  return context.services.put(
    "hcm",
    `/employee-schedules/${args.agentId}/${encodeURIComponent(args.date)}`,
    { shiftId: args.shiftId ?? null },
  );
}

export async function assignSchedule(_parent: unknown, args: Input, context: GatewayContext) {
  const input = Object.fromEntries(
    Object.entries(args.input).filter(([, value]) => value !== null && value !== undefined),
  );
  const result = await context.services.post<{ jobId: string }>(
    "hcm",
    "/employee-schedules/assign",
    input,
  );
  return result.jobId;
}
