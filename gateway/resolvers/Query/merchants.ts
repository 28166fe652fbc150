import type { GatewayContext } from "../../context.ts";
import { type ListArgs, listQuery, type RestMerchant, type RestPage } from "../types/orgRest.ts";

export function merchants(
  _parent: unknown,
  args: ListArgs<Record<string, unknown>>,
  context: GatewayContext,
) {
  return context.services.get<RestPage<RestMerchant>>("main", "/merchants", listQuery(args));
}

export function merchant(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.loaders.merchant.load(args.id);
}
