import DataLoader from "dataloader";
import type { ServiceClient } from "./services.ts";

export type Region = { id: string; name: string };

/** A row of a REST list that has an integer id (branches, projects, merchants, agents...). */
export type Row = { id: number } & Record<string, unknown>;
type Page<T> = { items: T[] };

/**
 * Rows by id through a list endpoint's `ids` filter, at most 100 per call (the lists' page
 * limit); a missing id (deleted, hidden, another client's) loads as null.
 */
function rowsByIds<T extends Row>(services: ServiceClient, path: string) {
  return new DataLoader<number, T | null>(
    async (ids) => {
      const page = await services.get<Page<T>>("main", path, {
        ids: ids.join(","),
        limit: 100,
      });
      const found = new Map(page.items.map((row) => [row.id, row]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: 100 },
  );
}

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
    branch: rowsByIds(services, "/branches"),
    project: rowsByIds(services, "/projects"),
    merchant: rowsByIds(services, "/merchants"),
    partner: rowsByIds(services, "/partners"),
    agent: rowsByIds(services, "/agents"),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
