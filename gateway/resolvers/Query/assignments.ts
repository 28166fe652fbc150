import type { GatewayContext } from "../../context.ts";
import { type ListArgs, type RestAssignment, type RestPage, restList } from "../types/orgRest.ts";

export function assignments(
  _parent: unknown,
  args: ListArgs<Record<string, unknown>>,
  context: GatewayContext,
) {
  return restList<RestAssignment, Record<string, unknown>>(context, "/assignments", args);
}

export function assignment(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.services
    .get<RestPage<RestAssignment>>("main", "/assignments", { ids: String(args.id), limit: 1 })
    .then((page) => page.items[0] ?? null);
}
