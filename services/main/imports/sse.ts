import type { FastifyReply, FastifyRequest } from "fastify";

const HEARTBEAT_MS = Number(process.env["SSE_HEARTBEAT_MS"] ?? 15_000);

/** The id of a stream's last message (SPEC §4): after it the stream is over for good. */
export const END_EVENT_ID = "END";

export type SseStream = {
  readonly closed: boolean;
  send(data: unknown, id?: string): void;
  /** Sends the final message (id END) and ends the response. */
  end(data: unknown): void;
  close(): void;
  onClose(listener: () => void): void;
};

/**
 * A Server-Sent-Events response over the hijacked socket: `retry`, heartbeats, and one
 * close path whoever closes (the browser, the final message, the server stopping).
 */
export function openSse(
  request: FastifyRequest,
  reply: FastifyReply,
  registry: Set<() => void>,
): SseStream | null {
  reply.hijack();
  const res = reply.raw;
  if (request.raw.destroyed || res.destroyed) return null;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
  });
  res.write("retry: 3000\n\n");

  let closed = false;
  const listeners: (() => void)[] = [];
  const heartbeat = setInterval(() => res.write(": ping\n\n"), HEARTBEAT_MS);
  const cleanup = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    registry.delete(close);
    for (const listener of listeners) listener();
  };
  const close = () => {
    cleanup();
    res.end();
  };
  registry.add(close);
  res.on("close", cleanup);

  const stream: SseStream = {
    get closed() {
      return closed;
    },
    send(data, id) {
      if (closed) return;
      res.write(`${id === undefined ? "" : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
    },
    end(data) {
      if (closed) return;
      stream.send(data, END_EVENT_ID);
      close();
    },
    close,
    onClose(listener) {
      listeners.push(listener);
    },
  };
  return stream;
}

/**
 * Runs `work` now and again whenever `wake` is called, never two at once: a wake during a
 * run queues exactly one more run, so a burst of notifications costs one re-read.
 */
export function serialized(work: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await work();
      } while (again);
    } finally {
      running = false;
    }
  };
  return () => void run().catch(() => {});
}
