import type { GatewayContext } from "../../context.ts";
import { type ListArgs, type RestMerchant, restList } from "../types/orgRest.ts";

export function merchants(
  _parent: unknown,
  args: ListArgs<Record<string, unknown>>,
  context: GatewayContext,
) {
  return restList<RestMerchant, Record<string, unknown>>(context, "/merchants", args);
}

export function merchant(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.loaders.merchant.load(args.id);
}
