import type { GatewayContext } from "../../context.ts";
import type { RestPlace } from "./orgRest.ts";

/** Province and city of a branch or merchant, batched per request. */
export const placeRegions = {
  province: (parent: RestPlace, _args: unknown, context: GatewayContext) =>
    parent.provinceId ? context.loaders.province.load(parent.provinceId) : null,
  city: (parent: RestPlace, _args: unknown, context: GatewayContext) =>
    parent.cityId ? context.loaders.city.load(parent.cityId) : null,
};

export const Branch = { ...placeRegions };
