import type { GatewayContext } from "../../context.ts";
import type { RestPlace } from "../types/orgRest.ts";

type Input = { input: Record<string, unknown> };

export function createBranch(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<RestPlace>("main", "/branches", args.input);
}

export function updateBranch(
  _parent: unknown,
  args: Input & { id: number },
  context: GatewayContext,
) {
  return context.services.put<RestPlace>("main", `/branches/${args.id}`, args.input);
}

export async function deleteBranch(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "main",
    `/branches/${args.id}`,
  );
  return result.deleted;
}
