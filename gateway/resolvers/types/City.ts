import type { GatewayContext } from "../../context.ts";

export const City = {
  province(parent: { id: string }, _args: unknown, context: GatewayContext) {
    // City ids are BPS codes "PP.RR": the first segment is the province.
    return context.loaders.province.load(parent.id.split(".")[0]!);
  },
};
