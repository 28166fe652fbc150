import type { GatewayContext } from "../../context.ts";
import { type ListArgs, restList } from "../types/orgRest.ts";

export function projects(
  _parent: unknown,
  args: ListArgs<Record<string, unknown>>,
  context: GatewayContext,
) {
  return restList<{ id: number }, Record<string, unknown>>(context, "/projects", args);
}

export function project(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.loaders.project.load(args.id);
}
