import { EventSourceParserStream } from "eventsource-parser/stream";
import type { GatewayContext } from "../../context.ts";

type SessionEvent = {
  id: string | null;
  type: string;
  clientStatus: string | null;
  clientAccountStatus: string | null;
};

type Payload = { sessionEvents: SessionEvent };

/** Relays the main service's SSE stream (SPEC §4) as a GraphQL subscription. */
export const sessionEvents = {
  subscribe(
    _parent: unknown,
    args: { lastEventId?: string | null },
    context: GatewayContext,
  ): AsyncIterableIterator<Payload> {
    const controller = new AbortController();
    const events = relay(args.lastEventId ?? null, context, controller);
    // An async generator cannot act on return() while it awaits the upstream stream: the call
    // waits for the next upstream message, which may never come, and the upstream request
    // (and its hub subscriber) would outlive the subscription. So ending it aborts first.
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      next: () => events.next(),
      return: (value?: unknown) => {
        controller.abort();
        return events.return(value as undefined);
      },
      throw: (error?: unknown) => {
        controller.abort();
        return events.throw(error);
      },
    };
  },
};

async function* relay(
  lastEventId: string | null,
  context: GatewayContext,
  controller: AbortController,
): AsyncGenerator<Payload, undefined> {
  try {
    const headers: Record<string, string> = lastEventId ? { "last-event-id": lastEventId } : {};
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
  } catch (error) {
    // Aborted because the subscription ended: a normal end, not an error to report.
    if (controller.signal.aborted) return;
    throw error;
  } finally {
    controller.abort();
  }
}
