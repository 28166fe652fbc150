import pg from "pg";
import { IMPORT_CHANNEL } from "./repo.ts";

/**
 * Wakes the progress streams of this process when an import changes, in any process (the
 * job may run elsewhere): one LISTEN connection, opened with the first stream. A payload is
 * only an import id, so a forged NOTIFY can do no more than cause a re-read under RLS; streams
 * also re-read on a timer, so a lost connection delays a stream but never stalls it.
 */
export class ImportWatcher {
  #listeners = new Map<string, Set<() => void>>();
  #client: pg.Client | null = null;
  #connecting: Promise<void> | null = null;
  #closed = false;

  constructor(private readonly connectionString: string) {}

  /** Calls `wake` whenever import `id` may have changed; returns the unsubscribe. */
  watch(id: string, wake: () => void): () => void {
    let set = this.#listeners.get(id);
    if (!set) {
      set = new Set();
      this.#listeners.set(id, set);
    }
    set.add(wake);
    void this.#ensureConnected();
    return () => {
      set.delete(wake);
      if (set.size === 0) this.#listeners.delete(id);
    };
  }

  async #ensureConnected(): Promise<void> {
    if (this.#client || this.#closed) return;
    this.#connecting ??= this.#connect().finally(() => {
      this.#connecting = null;
    });
    await this.#connecting;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on("notification", (message) => {
      if (message.channel !== IMPORT_CHANNEL || !message.payload) return;
      for (const wake of this.#listeners.get(message.payload) ?? []) wake();
    });
    const drop = () => {
      if (this.#client === client) this.#client = null;
      // Reconnect while streams are open; the timers carry them meanwhile.
      if (!this.#closed && this.#listeners.size > 0)
        setTimeout(() => void this.#ensureConnected(), 1000).unref();
    };
    client.on("error", drop);
    client.on("end", drop);
    try {
      await client.connect();
      await client.query(`LISTEN ${IMPORT_CHANNEL}`);
      if (this.#closed) {
        await client.end();
        return;
      }
      this.#client = client;
    } catch {
      await client.end().catch(() => {});
      drop();
    }
  }

  async stop(): Promise<void> {
    this.#closed = true;
    this.#listeners.clear();
    await this.#connecting?.catch(() => {});
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }
}
