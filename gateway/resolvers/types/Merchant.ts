import type { GatewayContext } from "../../context.ts";
import { placeRegions } from "./Branch.ts";
import type { RestMerchant } from "./orgRest.ts";

export const Merchant = {
  ...placeRegions,
  branch: (parent: RestMerchant, _args: unknown, context: GatewayContext) =>
    parent.branchId ? context.loaders.branch.load(parent.branchId) : null,
};
