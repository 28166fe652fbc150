import { EventSourceParserStream } from "eventsource-parser/stream";
import type { GatewayContext } from "../../context.ts";

type SessionEvent = {
  id: string | null;
  type: string;
  clientStatus: string | null;
  clientAccountStatus: string | null;
};

/** Relays the main service's SSE stream (SPEC §4) as a GraphQL subscription. */
export const sessionEvents = {
  async *subscribe(
    _parent: unknown,
    args: { lastEventId?: string | null },
    context: GatewayContext,
  ): AsyncGenerator<{ sessionEvents: SessionEvent }> {
    const controller = new AbortController();
    try {
      const headers: Record<string, string> = args.lastEventId
        ? { "last-event-id": args.lastEventId }
        : {};
      const response = await context.services.stream("main", "/events", controller.signal, headers);
      const events = response
        .body!.pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream());
      for await (const message of events) {
        const payload = JSON.parse(message.data) as Record<string, unknown>;
        yield {
          sessionEvents: {
            id: message.id ?? null,
            type: String(payload["type"] ?? "unknown"),
            clientStatus: (payload["client_status"] as string | undefined) ?? null,
            clientAccountStatus: (payload["client_account_status"] as string | undefined) ?? null,
          },
        };
        if (message.id === "END") return;
      }
    } finally {
      controller.abort();
    }
  },
};
