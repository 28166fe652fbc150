import { GraphQLError } from "graphql";
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
  // The date goes into the path: only its shape passes here; the service checks the rest.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(args.date))
    throw new GraphQLError("Failed to Update Schedule", {
      extensions: {
        code: "BAD_USER_INPUT",
        errors: [{ field: "date", message: "must be a date written yyyy-MM-dd" }],
      },
    });
  return context.services.put("hcm", `/employee-schedules/${args.agentId}/${args.date}`, {
    shiftId: args.shiftId ?? null,
  });
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
