import type { GatewayContext } from "../../context.ts";
import { type ListArgs, type RestPartner, restList } from "../types/orgRest.ts";

export function partners(
  _parent: unknown,
  args: ListArgs<Record<string, unknown>>,
  context: GatewayContext,
) {
  return restList<RestPartner, Record<string, unknown>>(context, "/partners", args);
}

/** Null when the partner does not exist or the visibility setting hides it. */
export function partner(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.loaders.partner.load(args.id);
}

export function partnerSettings(_parent: unknown, _args: unknown, context: GatewayContext) {
  return context.services.get("main", "/partners/settings");
}
