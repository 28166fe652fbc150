import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { Db } from "../../db/pool.ts";
import { findPrincipal, requirePrincipal, tokenOf } from "../../shared/principal.ts";
import type { EventHub, LiveEvent } from "./hub.ts";

const HEARTBEAT_MS = Number(process.env["SSE_HEARTBEAT_MS"] ?? 15_000);
const REPLAY_LIMIT = 1000;

/** The id SPEC §4 names: a message with this last event id closes the stream for good. */
export const END_EVENT_ID = "END";

/**
 * GET /events — Server-Sent Events of SPEC §4. Opens with the caller's current status (no id),
 * replays what a `Last-Event-ID` missed, then relays live events until the session ends.
 */
export function eventRoutes(app: FastifyInstance, deps: { db: Db; hub: EventHub }): void {
  const { db, hub } = deps;
  // Hijacked responses are not Fastify's to close: end them so shutdown does not wait on them
  // (the browser reconnects, with Last-Event-ID, to whichever instance answers next).
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const close of open) close();
  });
  app.get(
    "/events",
    {
      schema: {
        summary: "Live session events (text/event-stream)",
        querystring: Type.Object({ t: Type.Optional(Type.String()) }),
      },
    },
    async (request, reply) => {
      const principal = await requirePrincipal(db, request, { allowInactive: true });
      const token = tokenOf(request)!;
      const lastEventId = parseEventId(request.headers["last-event-id"]);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      res.write("retry: 3000\n\n");

      let closed = false;
      let lastSent = lastEventId ?? 0;
      let replaying = true;
      const pending: LiveEvent[] = [];

      const end = () => {
        if (closed) return;
        res.write(`id: ${END_EVENT_ID}\ndata: ${JSON.stringify({ type: "session_ended" })}\n\n`);
        cleanup();
        res.end();
      };
      const send = (event: LiveEvent) => {
        const id = Number(event.id);
        if (closed || id <= lastSent) return;
        lastSent = id;
        if (event.payload.type === "session_ended") {
          if (String(event.payload["session_id"]) === String(principal.sessionId)) end();
          return;
        }
        res.write(`id: ${id}\ndata: ${JSON.stringify(event.payload)}\n\n`);
      };

      const unsubscribe = hub.subscribe(principal.clientId, principal.userId, (event) => {
        if (replaying) pending.push(event);
        else send(event);
      });
      const heartbeat = setInterval(async () => {
        res.write(": ping\n\n");
        const still = await findPrincipal(db, token).catch(() => undefined);
        if (still === null) end();
      }, HEARTBEAT_MS);
      const cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
      };
      const closeForShutdown = () => {
        cleanup();
        res.end();
      };
      open.add(closeForShutdown);
      request.raw.on("close", () => {
        open.delete(closeForShutdown);
        cleanup();
      });

      res.write(
        `data: ${JSON.stringify({
          type: "session_status",
          client_status: principal.clientStatus,
          client_account_status: principal.userStatus,
        })}\n\n`,
      );
      try {
        if (lastEventId !== null) {
          const missed = await db.tenant(principal.clientId, (tx) =>
            tx.query<LiveEvent>(
              `SELECT id::int AS id, client_id, user_id, payload FROM live_events
               WHERE id > $1 AND (user_id IS NULL OR user_id = $2) ORDER BY id LIMIT $3`,
              [lastEventId, principal.userId, REPLAY_LIMIT],
            ),
          );
          for (const event of missed.rows) send(event);
        }
      } finally {
        replaying = false;
        for (const event of pending.sort((a, b) => a.id - b.id)) send(event);
      }
    },
  );
}

function parseEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
