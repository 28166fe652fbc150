import type { GatewayContext } from "../../context.ts";
import { type ListArgs, type RestPlace, restList } from "../types/orgRest.ts";

type BranchFilter = Record<string, unknown>;

export function branches(_parent: unknown, args: ListArgs<BranchFilter>, context: GatewayContext) {
  return restList<RestPlace, Record<string, unknown>>(context, "/branches", args);
}

export function branch(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.loaders.branch.load(args.id);
}
