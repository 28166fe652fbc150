import DataLoader from "dataloader";
import type { ServiceClient } from "./services.ts";

export type Region = { id: string; name: string };

/** Per-request batching: every City.province in one response costs one REST call. */
export function createLoaders(services: ServiceClient) {
  const byIds = (path: string) =>
    new DataLoader<string, Region | null>(async (ids) => {
      const rows = await services.get<Region[]>("main", path, { ids: ids.join(","), limit: 0 });
      const found = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => found.get(id) ?? null);
    });
  return {
    province: byIds("/general/provinces"),
    city: byIds("/general/cities"),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
