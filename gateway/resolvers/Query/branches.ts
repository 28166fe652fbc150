import type { GatewayContext } from "../../context.ts";
import { type ListArgs, listQuery, type RestPage, type RestPlace } from "../types/orgRest.ts";

type BranchFilter = Record<string, unknown>;

export function branches(_parent: unknown, args: ListArgs<BranchFilter>, context: GatewayContext) {
  return context.services.get<RestPage<RestPlace>>("main", "/branches", listQuery(args));
}

export function branch(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.loaders.branch.load(args.id);
}
