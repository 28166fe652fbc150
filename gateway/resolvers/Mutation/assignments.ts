import type { GatewayContext } from "../../context.ts";
import type { RestAssignment } from "../types/orgRest.ts";

type Input = { input: Record<string, unknown> };

export function createAssignment(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<RestAssignment>("main", "/assignments", args.input);
}

export function updateAssignment(
  _parent: unknown,
  args: Input & { id: number },
  context: GatewayContext,
) {
  return context.services.put<RestAssignment>("main", `/assignments/${args.id}`, args.input);
}

export function endAssignment(
  _parent: unknown,
  args: { id: number; endDate?: string | null },
  context: GatewayContext,
) {
  return context.services.post<RestAssignment>(
    "main",
    `/assignments/${args.id}/end`,
    args.endDate ? { endDate: args.endDate } : {},
  );
}

export async function deleteAssignment(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "main",
    `/assignments/${args.id}`,
  );
  return result.deleted;
}
