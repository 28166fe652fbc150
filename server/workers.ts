import { availableParallelism } from "node:os";

/** The most worker processes `WORKERS` may ask for. */
export const MAX_WORKERS = 64;

/**
 * Issue 19: how many worker processes `npm start` runs. `WORKERS` unset or `auto`: one per
 * core (the gateway, the services and the jobs in each, the embedded PostgreSQL shared);
 * `WORKERS=1`: the single process of earlier versions, no cluster. Anything else is an error
 * the operator sees before anything starts.
 */
export function workerCount(
  value: string | undefined,
  cores = availableParallelism(),
): { count: number } | { error: string } {
  const text = value?.trim() ?? "";
  if (text === "" || text.toLowerCase() === "auto") return { count: Math.max(1, cores) };
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS)
    return {
      error: `WORKERS must be "auto" or a whole number from 1 to ${MAX_WORKERS} (got "${text}")`,
    };
  return { count };
}

/**
 * Whether a worker that died should be started again: not while stopping, and not when
 * workers keep dying (`CRASH_LIMIT` deaths within `CRASH_WINDOW_MS`), which a restart would
 * only repeat (a port in use, a database gone): then the whole product stops with an error.
 */
export const CRASH_LIMIT = 5;
export const CRASH_WINDOW_MS = 60_000;

export function shouldRestart(deaths: readonly number[], now: number): boolean {
  return deaths.filter((at) => now - at < CRASH_WINDOW_MS).length < CRASH_LIMIT;
}
