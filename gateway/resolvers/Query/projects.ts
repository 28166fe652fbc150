import type { GatewayContext } from "../../context.ts";
import { type ListArgs, listQuery, type RestPage } from "../types/orgRest.ts";

export function projects(
  _parent: unknown,
  args: ListArgs<Record<string, unknown>>,
  context: GatewayContext,
) {
  return context.services.get<RestPage<{ id: number }>>("main", "/projects", listQuery(args));
}

export function project(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.loaders.project.load(args.id);
}
