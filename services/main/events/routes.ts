import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { Db } from "../../db/pool.ts";
import { findPrincipal, tokenOf } from "../../shared/principal.ts";
import { typed } from "../../shared/typed.ts";
import type { EventHub, LiveEvent } from "./hub.ts";

const HEARTBEAT_MS = Number(process.env["SSE_HEARTBEAT_MS"] ?? 15_000);
const REPLAY_LIMIT = 1000;
/** Ids remembered per stream to drop duplicates (replay ∩ live); older ones can't recur. */
const SEEN_LIMIT = 2000;

/** The id SPEC §4 names: a message with this last event id closes the stream for good. */
export const END_EVENT_ID = "END";

/**
 * GET /events — Server-Sent Events of SPEC §4. Opens with the caller's current status (no id),
 * replays what a `Last-Event-ID` missed, then relays live events until the session ends.
 */
export function eventRoutes(server: FastifyInstance, deps: { db: Db; hub: EventHub }): void {
  const app = typed(server);
  const { db, hub } = deps;
  // Hijacked responses are not Fastify's to close. They are ended (without END) on shutdown
  // and when the hub had to reconnect to PostgreSQL: the browser reconnects with
  // Last-Event-ID, and the replay fills whatever the gap lost.
  const open = new Set<() => void>();
  const endAll = () => {
    for (const close of [...open]) close();
  };
  app.addHook("preClose", async () => endAll());
  hub.onReconnect(endAll);

  app.get(
    "/events",
    {
      // SPEC §4: an inactive user still gets the stream that tells the console so.
      config: { session: { allowInactive: true, allowQueryToken: true } },
      schema: {
        summary: "Live session events (text/event-stream)",
        description:
          "Authenticated by the bearer header, by `?t={token}` (EventSource cannot send " +
          "headers), or by the console's session cookie; with the cookie, `?session={handle}` " +
          "(the handle login and me answer) makes a stream of another session 401.",
        querystring: Type.Object({
          t: Type.Optional(Type.String({ maxLength: 200 })),
          session: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request, reply) => {
      const first = request.principal;
      // The token the access hook authenticated (bearer, `t` or the session cookie).
      const token = tokenOf(request, { allowQuery: true })!;
      const lastEventId = parseEventId(request.headers["last-event-id"]);

      reply.hijack();
      const res = reply.raw;
      // The client may have gone while we authenticated: its "close" has fired already.
      if (request.raw.destroyed || res.destroyed) return;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      res.write("retry: 3000\n\n");

      let closed = false;
      let replaying = true;
      const pending: LiveEvent[] = [];
      const seen = new Set<number>();

      const cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(closeQuietly);
      };
      const closeQuietly = () => {
        cleanup();
        res.end();
      };
      const end = () => {
        if (closed) return;
        res.write(`id: ${END_EVENT_ID}\ndata: ${JSON.stringify({ type: "session_ended" })}\n\n`);
        closeQuietly();
      };
      const send = (event: LiveEvent) => {
        const id = Number(event.id);
        if (closed || seen.has(id)) return;
        seen.add(id);
        if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as number);
        if (event.payload.type === "session_ended") {
          if (String(event.payload["session_id"]) === String(first.sessionId)) end();
          return;
        }
        res.write(`id: ${id}\ndata: ${JSON.stringify(event.payload)}\n\n`);
      };

      // Subscribe before reading the status, so nothing falls between the two.
      const unsubscribe = hub.subscribe(first.clientId, first.userId, (event) => {
        if (replaying) pending.push(event);
        else send(event);
      });
      const heartbeat = setInterval(async () => {
        res.write(": ping\n\n");
        const still = await findPrincipal(db, token).catch(() => undefined);
        if (still === null) end();
      }, HEARTBEAT_MS);
      open.add(closeQuietly);
      res.on("close", cleanup);

      try {
        const now = (await findPrincipal(db, token)) ?? first;
        res.write(
          `data: ${JSON.stringify({
            type: "session_status",
            client_status: now.clientStatus,
            client_account_status: now.userStatus,
          })}\n\n`,
        );
        if (lastEventId !== null) {
          const missed = await db.tenant(first.clientId, (tx) =>
            tx.query<LiveEvent>(
              `SELECT id::int AS id, client_id, user_id, payload FROM live_events
               WHERE id > $1 AND (user_id IS NULL OR user_id = $2) ORDER BY id LIMIT $3`,
              [lastEventId, first.userId, REPLAY_LIMIT],
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
