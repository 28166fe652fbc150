import type { GatewayContext } from "../../context.ts";

/** Issue 15, leave policies over the hcm service (services/hcm/leave/policies). */
type Input = { input: Record<string, unknown> };
type Row = Record<string, unknown>;

export function createLeavePolicy(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<Row>("hcm", "/leave-policies", args.input);
}

export function updateLeavePolicy(
  _parent: unknown,
  args: Input & { id: number },
  context: GatewayContext,
) {
  return context.services.put<Row>("hcm", `/leave-policies/${args.id}`, args.input);
}

export async function deleteLeavePolicy(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "hcm",
    `/leave-policies/${args.id}`,
  );
  return result.deleted;
}
