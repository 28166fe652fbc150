import { type DocumentNode, GraphQLError, Kind, visit } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { GatewayContext } from "./context.ts";

/**
 * What the gateway refuses around an operation (issue 11 A1), next to the operation's shape
 * (gateway/limits.ts):
 * - a request body over {@link MAX_REQUEST_BYTES}: the console's largest operation is a few
 *   kB, and a big document is parsed and validated before any limit can look at it;
 * - an answer over {@link MAX_RESPONSE_BYTES}: a page of 100 employees is about 100 kB and
 *   the whole introspection answer about 250 kB; exports go through REST, not GraphQL;
 * - in production, introspection from a caller who is not signed in (the schema is the map
 *   of every operation; codegen reads the schema files, GraphiQL exists in development only).
 */
export const MAX_REQUEST_BYTES = 100 * 1024;
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

export const REQUEST_TOO_LARGE_MESSAGE = `The GraphQL request is larger than ${MAX_REQUEST_BYTES / 1024} kB; send a smaller operation.`;
export const RESPONSE_TOO_LARGE_MESSAGE = `The answer would be larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB; ask for fewer fields or a smaller page.`;
export const INTROSPECTION_SIGNED_IN_MESSAGE =
  "Introspection is answered to signed-in users only; codegen reads the schema files.";

/** The body of the 413 for a request over the limit, in GraphQL's error shape. */
export const requestTooLargeBody = () => ({
  errors: [{ message: REQUEST_TOO_LARGE_MESSAGE, extensions: { code: "REQUEST_TOO_LARGE" } }],
});

/**
 * Refuses a POST body over the limit: by its declared length before yoga reads it, or — with
 * no length declared (chunked) — while reading it, never holding more than the limit. The
 * one-process server's Fastify route refuses earlier by its own bodyLimit (server/app.ts
 * mountGateway); this covers the gateway run alone (gateway/main.ts).
 */
export function requestSizePlugin(): Plugin {
  const tooLarge = (fetchAPI: { Response: typeof Response }) =>
    new fetchAPI.Response(JSON.stringify(requestTooLargeBody()), {
      status: 413,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const declared = request.headers.get("content-length");
      if (request.method === "POST" && declared !== null && Number(declared) > MAX_REQUEST_BYTES)
        endResponse(tooLarge(fetchAPI));
    },
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      if (request.method !== "POST" || request.headers.get("content-length") !== null) return;
      if (!requestParser) return;
      setRequestParser(async (unread) => {
        const text = await readAtMost(unread, MAX_REQUEST_BYTES);
        if (text === null) return tooLarge(fetchAPI);
        return requestParser(
          new fetchAPI.Request(unread.url, {
            method: unread.method,
            headers: unread.headers,
            body: text,
          }),
        );
      });
    },
  };
}

/** The body as text, or null as soon as it grows past `limit` bytes. */
async function readAtMost(request: Request, limit: number): Promise<string | null> {
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Replaces an answer over the limit by an error. The text is computed once and handed to yoga
 * as the result's serializer, so measuring costs no second JSON.stringify.
 */
export function responseSizePlugin(): Plugin {
  return {
    onExecutionResult({ result, setResult }) {
      if (!result || Symbol.asyncIterator in result) return; // a subscription's events are small
      const text = JSON.stringify(result);
      if (Buffer.byteLength(text) <= MAX_RESPONSE_BYTES) {
        setResult({ ...result, stringify: () => text });
        return;
      }
      setResult({
        errors: [
          new GraphQLError(RESPONSE_TOO_LARGE_MESSAGE, {
            extensions: { code: "RESPONSE_TOO_LARGE", http: { status: 400 } },
          }),
        ],
      });
    },
  };
}

/**
 * True when the document selects `__schema` or `__type` (`__typename` is ordinary). Asked of
 * every operation in production: remembered per document, which yoga's parse cache hands out
 * again for the same text (issue 19).
 */
export function asksIntrospection(document: DocumentNode): boolean {
  let known = introspecting.get(document);
  if (known === undefined) {
    known = visitsIntrospection(document);
    introspecting.set(document, known);
  }
  return known;
}
const introspecting = new WeakMap<DocumentNode, boolean>();

function visitsIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === "__schema" || node.name.value === "__type") found = true;
    },
  });
  return found;
}

/**
 * In production, introspection runs only for a caller the main service knows (GET /auth/me
 * with the forwarded bearer); anyone else gets UNAUTHENTICATED (401) before anything runs.
 */
export function introspectionAccessPlugin(): Plugin<GatewayContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      if (!asksIntrospection(args.document)) return;
      const context = args.contextValue as GatewayContext;
      const signedIn = await context.services.get("main", "/auth/me").then(
        () => true,
        () => false,
      );
      if (signedIn) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(INTROSPECTION_SIGNED_IN_MESSAGE, {
            extensions: { code: "UNAUTHENTICATED", http: { status: 401 } },
          }),
        ],
      });
    },
  };
}
