import pg from "pg";
import type { Db } from "../../db/pool.ts";

/** A row of live_events as NOTIFY carries it. */
export type LiveEvent = {
  id: number;
  client_id: number;
  user_id: number | null;
  payload: Record<string, unknown> & { type: string };
};

type Subscriber = { clientId: number; userId: number; deliver: (event: LiveEvent) => void };

const CHANNEL = "tenaga_events";

/**
 * Fans out live_events to the open streams of this process. Every process LISTENs on one
 * connection, so a change committed anywhere (another service, the operator CLI) arrives here.
 */
export class EventHub {
  #subscribers = new Set<Subscriber>();
  #reconnectListeners = new Set<() => void>();
  #client: pg.Client | null = null;
  #closed = false;
  #everConnected = false;
  #queue: Promise<void> = Promise.resolve();

  /** `url` is where to LISTEN; `db` re-reads each notified row under its client's RLS. */
  constructor(
    private readonly url: string,
    private readonly db: Db,
  ) {}

  async start(): Promise<void> {
    await this.#connect();
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      // One at a time, in NOTIFY (commit) order.
      const payload = message.payload;
      this.#queue = this.#queue.then(() => this.#deliver(payload));
    });
    client.on("error", () => this.#reconnect(client));
    client.on("end", () => this.#reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.#client = client;
    // Whatever was notified while we were away is lost to this connection: tell the streams,
    // so they end and their browsers resume with Last-Event-ID.
    if (this.#everConnected) for (const listener of this.#reconnectListeners) listener();
    this.#everConnected = true;
  }

  /**
   * Any role that can connect may NOTIFY this channel, so the payload is only a pointer: the
   * event is delivered as the row reads under its client's RLS, or not at all.
   */
  async #deliver(payload: string): Promise<void> {
    let pointer: { id?: unknown; client_id?: unknown };
    try {
      pointer = JSON.parse(payload) as typeof pointer;
    } catch {
      return;
    }
    const id = Number(pointer.id);
    const clientId = Number(pointer.client_id);
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(clientId)) return;
    if (![...this.#subscribers].some((subscriber) => subscriber.clientId === clientId)) return;
    try {
      const row = await this.db.tenant(clientId, (tx) =>
        tx.query<LiveEvent>(
          "SELECT id::int AS id, client_id, user_id, payload FROM live_events WHERE id = $1",
          [id],
        ),
      );
      if (row.rows[0]) this.publish(row.rows[0]);
    } catch {
      // A database hiccup loses this delivery; the browser's next reconnect replays it.
    }
  }

  onReconnect(listener: () => void): () => void {
    this.#reconnectListeners.add(listener);
    return () => this.#reconnectListeners.delete(listener);
  }

  #reconnect(dead: pg.Client): void {
    if (this.#closed || this.#client !== dead) return;
    this.#client = null;
    const retry = () => {
      if (this.#closed) return;
      this.#connect().catch(() => setTimeout(retry, 1000).unref());
    };
    setTimeout(retry, 500).unref();
  }

  publish(event: LiveEvent): void {
    for (const subscriber of this.#subscribers) {
      if (subscriber.clientId !== event.client_id) continue;
      if (event.user_id !== null && event.user_id !== subscriber.userId) continue;
      subscriber.deliver(event);
    }
  }

  subscribe(clientId: number, userId: number, deliver: (event: LiveEvent) => void): () => void {
    const subscriber = { clientId, userId, deliver };
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  get size(): number {
    return this.#subscribers.size;
  }

  async stop(): Promise<void> {
    this.#closed = true;
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }
}
