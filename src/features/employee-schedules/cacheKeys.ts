import type { KeyingConfig } from "@urql/exchange-graphcache";

/**
 * Graphcache keys of the roster types whose `id` is not unique across what they stand for:
 * a master schedule and a schedule pattern may both be id 1 (ScheduleSource), and a filter
 * option is a branch or a project (ScheduleFilterOption). Keyed by id alone, one overwrote
 * the other in the cache, and the assign page's picker lost a schedule.
 */
export const rosterCacheKeys: KeyingConfig = {
  ScheduleSource: (source) => `${String(source["kind"])}:${String(source["id"])}`,
  ScheduleFilterOption: () => null,
  ScheduleFilterOptions: () => null,
};
