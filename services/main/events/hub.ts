import pg from "pg";

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
  #client: pg.Client | null = null;
  #closed = false;

  constructor(private readonly url: string) {}

  async start(): Promise<void> {
    await this.#connect();
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      this.publish(JSON.parse(message.payload) as LiveEvent);
    });
    client.on("error", () => this.#reconnect(client));
    client.on("end", () => this.#reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.#client = client;
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
