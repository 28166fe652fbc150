import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INTROSPECTION_SIGNED_IN_MESSAGE,
  MAX_REQUEST_BYTES,
  REQUEST_TOO_LARGE_MESSAGE,
} from "../../gateway/guards.ts";
import { MAX_ALIASES, MAX_TOKENS } from "../../gateway/limits.ts";
import { createGateway } from "../../gateway/yoga.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 11 A1 (unauthenticated GraphQL denial of service) and A4 (CORS on /graphql), over real
 * HTTP against the one-process server: its Fastify route, yoga and the services.
 */

let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = (await login(stack.app, DEMO.majuAdmin)).token;
});
afterAll(async () => {
  await stack.close();
});

/** The request of the report: aliased schema dumps, as many as fit in `bytes`. */
const abusiveBody = (bytes: number) => {
  const parts: string[] = [];
  for (let i = 0, length = 20; ; i++) {
    const part = `a${i}: __schema { types { fields { name } } } `;
    length += part.length;
    if (length > bytes) break;
    parts.push(part);
  }
  return JSON.stringify({ query: `{ ${parts.join("")}}` });
};

const postGraphql = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body,
  });

const meQuery = JSON.stringify({ query: "query Me { me { user { email } } }" });

describe("GraphQL abuse limits (issue 11 A1)", () => {
  it("answers the 1 MB aliased-introspection body with 413 while a concurrent normal query is answered", async () => {
    const [abusive, normal] = await Promise.all([
      postGraphql(abusiveBody(1024 * 1024)),
      postGraphql(meQuery, bearer(token)),
    ]);
    expect(abusive.status).toBe(413);
    expect(await abusive.json()).toEqual({
      errors: [{ message: REQUEST_TOO_LARGE_MESSAGE, extensions: { code: "REQUEST_TOO_LARGE" } }],
    });
    expect(normal.status).toBe(200);
    expect(await normal.json()).toEqual({
      data: { me: { user: { email: DEMO.majuAdmin.email } } },
    });
  });

  it("refuses the same selections within the body limit (400): by the parser's token cap, and by the operation limits", async () => {
    const [long, aliased, normal] = await Promise.all([
      postGraphql(abusiveBody(MAX_REQUEST_BYTES - 100)),
      postGraphql(
        JSON.stringify({
          query: `{ ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: __schema { types { fields { name } } }`).join(" ")} }`,
        }),
      ),
      postGraphql(meQuery, bearer(token)),
    ]);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      errors: [
        {
          message: `The operation is too long: more than ${MAX_TOKENS} tokens; send a smaller operation.`,
        },
      ],
    });
    expect(aliased.status).toBe(400);
    const answer = (await aliased.json()) as {
      data?: unknown;
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(answer.data).toBeUndefined();
    expect(answer.errors.map((error) => [error.extensions.code, error.message])).toEqual([
      [
        "GRAPHQL_VALIDATION_FAILED",
        `The operation asks for the schema ${MAX_ALIASES + 1} times; ask for __schema once.`,
      ],
      [
        "GRAPHQL_VALIDATION_FAILED",
        `The operation uses too many aliases: ${MAX_ALIASES + 1}; at most ${MAX_ALIASES} are allowed.`,
      ],
    ]);
    expect(normal.status).toBe(200);
    expect(((await normal.json()) as { errors?: unknown }).errors).toBeUndefined();
  });

  it("with introspection for signed-in callers (production), answers it to a signed-in caller only", async () => {
    const gateway = createGateway({
      services: () => ({
        main: `${stack.baseUrl}/api/main/v1`,
        hcm: `${stack.baseUrl}/api/hcm/v1`,
        file: `${stack.baseUrl}/api/file/v1`,
      }),
      introspection: "signed-in",
      graphiql: false,
    });
    const ask = (headers: Record<string, string>) =>
      gateway.fetch("http://gateway/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: JSON.stringify({ query: "{ __schema { queryType { name } } }" }),
      });
    const anonymous = await ask({});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      errors: [
        { message: INTROSPECTION_SIGNED_IN_MESSAGE, extensions: { code: "UNAUTHENTICATED" } },
      ],
    });
    const forged = await ask(bearer("not-a-token"));
    expect(forged.status).toBe(401);
    const signedIn = await ask(bearer(token));
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
  });
});

describe("CORS on /graphql (issue 11 A4)", () => {
  const preflight = (origin: string) =>
    fetch(`${stack.baseUrl}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, authorization",
      },
    });

  it("allows the console's own origin, with credentials", async () => {
    const own = stack.baseUrl; // http://127.0.0.1:<port>, the host the request goes to
    const answer = await preflight(own);
    expect(answer.headers.get("access-control-allow-origin")).toBe(own);
    expect(answer.headers.get("access-control-allow-credentials")).toBe("true");
    expect(answer.headers.get("access-control-allow-headers")).toContain("authorization");
    const post = await postGraphql(meQuery, { ...bearer(token), origin: own });
    expect(post.headers.get("access-control-allow-origin")).toBe(own);
    expect(post.headers.get("vary")).toContain("Origin");
  });

  it("refuses a foreign origin, `null` and look-alikes: no CORS headers at all", async () => {
    const port = new URL(stack.baseUrl).port;
    for (const origin of [
      "https://evil.example",
      "null",
      `http://127.0.0.1.evil.example:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
    ]) {
      const answer = await preflight(origin);
      expect(answer.headers.get("access-control-allow-origin"), origin).toBeNull();
      expect(answer.headers.get("access-control-allow-credentials"), origin).toBeNull();
      const post = await postGraphql(meQuery, { ...bearer(token), origin });
      expect(post.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });

  it("allows the origins configured in CORS_ORIGINS, never `null`", async () => {
    const gateway = createGateway({
      services: () => ({ main: "", hcm: "", file: "" }),
      corsOrigins: ["https://console.example.co.id"],
      graphiql: false,
    });
    const ask = (origin: string) =>
      gateway.fetch("http://gateway/graphql", {
        method: "OPTIONS",
        headers: { origin, host: "gateway", "access-control-request-method": "POST" },
      });
    const configured = await ask("https://console.example.co.id");
    expect(configured.headers.get("access-control-allow-origin")).toBe(
      "https://console.example.co.id",
    );
    expect(configured.headers.get("access-control-allow-credentials")).toBe("true");
    expect(
      (await ask("https://other.example.co.id")).headers.get("access-control-allow-origin"),
    ).toBeNull();
    expect((await ask("null")).headers.get("access-control-allow-origin")).toBeNull();
  });
});
