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
 * Issue 11 A1 (unauthenticated GraphQL denial of service), over real HTTP against the
 * one-process server: its Fastify route, yoga and the services.
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
