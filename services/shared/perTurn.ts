import DataLoader from "dataloader";

/**
 * Lookups by key whose calls of one event-loop turn go out as one batch (issue 19): the
 * batch waits for the turn's check phase (`setImmediate`), so the requests read in one turn
 * share one query — under load each request's own query was a socket write and a PostgreSQL
 * wake-up, the largest single cost of the lightest calls. Each batch starts after every
 * request in it arrived, so whatever was committed before a request is seen by it; nothing is
 * remembered between batches. `batch` answers the keys in their order (it may get a key more
 * than once).
 */
export function perTurn<V>(
  batch: (keys: readonly string[]) => Promise<V[]>,
): (key: string) => Promise<V> {
  const loader = new DataLoader<string, V>(batch, {
    // No memory between batches: a session ended a moment ago must not be answered again.
    cache: false,
    batchScheduleFn: (run) => setImmediate(run),
    maxBatchSize: 100,
  });
  return (key) => loader.load(key);
}

/**
 * One {@link perTurn} lookup per owner (a Db): made at its first use, gone with the owner.
 */
export function perTurnOf<O extends object, V>(
  batch: (owner: O, keys: readonly string[]) => Promise<V[]>,
): (owner: O, key: string) => Promise<V> {
  const lookups = new WeakMap<O, (key: string) => Promise<V>>();
  return (owner, key) => {
    let lookup = lookups.get(owner);
    if (!lookup) {
      lookup = perTurn((keys) => batch(owner, keys));
      lookups.set(owner, lookup);
    }
    return lookup(key);
  };
}
