import type { GatewayContext } from "../../context.ts";

export const District = {
  city(parent: { id: string }, _args: unknown, context: GatewayContext) {
    // District ids are BPS codes "PP.RR.DD": the first two segments are the city.
    return context.loaders.city.load(parent.id.split(".").slice(0, 2).join("."));
  },
};
