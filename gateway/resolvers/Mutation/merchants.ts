import type { GatewayContext } from "../../context.ts";
import type { RestMerchant } from "../types/orgRest.ts";

type Input = { input: Record<string, unknown> };

export function createMerchant(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<RestMerchant>("main", "/merchants", args.input);
}

export function updateMerchant(
  _parent: unknown,
  args: Input & { id: number },
  context: GatewayContext,
) {
  return context.services.put<RestMerchant>("main", `/merchants/${args.id}`, args.input);
}

export async function deleteMerchant(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "main",
    `/merchants/${args.id}`,
  );
  return result.deleted;
}
