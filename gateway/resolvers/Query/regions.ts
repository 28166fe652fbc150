import type { GatewayContext } from "../../context.ts";
import type { Region } from "../../loaders.ts";

type RegionArgs = { q?: string | null; limit?: number | null; page?: number | null };

function regionQuery(args: RegionArgs) {
  return { q: args.q ?? undefined, limit: args.limit ?? 0, page: args.page ?? 1 };
}

export function provinces(_parent: unknown, args: RegionArgs, context: GatewayContext) {
  return context.services.get<Region[]>("main", "/general/provinces", regionQuery(args));
}

export function cities(
  _parent: unknown,
  args: RegionArgs & { provinceId?: string | null },
  context: GatewayContext,
) {
  return context.services.get<Region[]>("main", "/general/cities", {
    ...regionQuery(args),
    province_id: args.provinceId,
  });
}

export function districts(
  _parent: unknown,
  args: RegionArgs & { cityId?: string | null },
  context: GatewayContext,
) {
  return context.services.get<Region[]>("main", "/general/districts", {
    ...regionQuery(args),
    city_id: args.cityId,
  });
}
